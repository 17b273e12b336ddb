/// Haptic and audio events with the dynamic parameters and curves that shape them, as CoreHaptics's
/// `CHHapticPattern`.
///
/// A pattern is checked when it is made, as CoreHaptics checks it: an unknown event type throws
/// `invalidEventType`, a negative (or not finite) event time `invalidEventTime`, a negative duration
/// `invalidEventDuration`, an unknown parameter ID `invalidParameterType`, a parameter value that is not a number
/// `badParameterEntry`, a negative parameter time `invalidTime`. Values outside a parameter's range are kept and
/// played as the nearest end of the range. Patterns read from AHAP data or a dictionary are bounded: at most
/// ``maximumAHAPSize`` bytes and ``maximumEntryCount`` events, parameters and control points, beyond which they
/// throw `invalidPatternData` and `resourceNotAvailable` (napkin's limits; an iPhone's are its memory's).
open class CHHapticPattern {
    /// A key of a pattern dictionary or AHAP file, as CoreHaptics's `CHHapticPattern.Key`.
    public struct Key: RawRepresentable, Hashable, Sendable {
        /// The key's name in an AHAP file.
        public let rawValue: String
        /// The key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The key named `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The pattern's format version (a number).
        public static let version = Key("Version")
        /// The array of entries.
        public static let pattern = Key("Pattern")
        /// An entry's event (a dictionary).
        public static let event = Key("Event")
        /// An event's type (an event-type name).
        public static let eventType = Key("EventType")
        /// An event's or parameter's time, in seconds.
        public static let time = Key("Time")
        /// An event's duration, in seconds.
        public static let eventDuration = Key("EventDuration")
        /// An `AudioCustom` event's audio file.
        public static let eventWaveformPath = Key("EventWaveformPath")
        /// An event's parameters (an array of dictionaries).
        public static let eventParameters = Key("EventParameters")
        /// An entry's dynamic parameter (a dictionary).
        public static let parameter = Key("Parameter")
        /// A parameter's ID.
        public static let parameterID = Key("ParameterID")
        /// A parameter's value.
        public static let parameterValue = Key("ParameterValue")
        /// An entry's parameter curve (a dictionary).
        public static let parameterCurve = Key("ParameterCurve")
        /// A curve's control points (an array of dictionaries with a time and a value).
        public static let parameterCurveControlPoints = Key("ParameterCurveControlPoints")
        /// Whether an `AudioCustom` event follows the volume envelope.
        public static let eventWaveformUseVolumeEnvelope = Key("EventWaveformUseVolumeEnvelope")
        /// Whether an `AudioCustom` event's waveform loops.
        public static let eventWaveformLoopEnabled = Key("EventWaveformLoopEnabled")
    }

    /// The largest AHAP data a pattern is read from (1 MiB; napkin's bound).
    public static let maximumAHAPSize = 1 << 20
    /// The most events, parameters and control points a pattern holds (16,384; napkin's bound).
    public static let maximumEntryCount = 16_384

    /// The events, in the order given.
    let events: [CHHapticEvent]
    /// The dynamic parameters.
    let parameters: [CHHapticDynamicParameter]
    /// The parameter curves.
    let parameterCurves: [CHHapticParameterCurve]

    /// How long the pattern lasts: the latest end of an event (its time plus its duration) or time of a parameter
    /// or curve point, in seconds.
    public let duration: TimeInterval

    /// A pattern of `events` shaped by dynamic `parameters` (both may be empty).
    public convenience init(events: [CHHapticEvent], parameters: [CHHapticDynamicParameter]) throws {
        try self.init(events: events, parameters: parameters, curves: [])
    }

    /// A pattern of `events` shaped by `parameterCurves` (both may be empty).
    public convenience init(events: [CHHapticEvent], parameterCurves: [CHHapticParameterCurve]) throws {
        try self.init(events: events, parameters: [], curves: parameterCurves)
    }

    /// A pattern read from a dictionary of ``Key``s, as an AHAP file's: `[.pattern: [[.event: [.eventType: …,
    /// .time: …, .eventParameters: […]]], …]]`. Names may be strings or the typed values (`EventType`,
    /// `ParameterID`, `CHHapticDynamicParameter.ID`), numbers any numeric type.
    public convenience init(dictionary: [Key: Any]) throws {
        let read = try AHAPReader.read(dictionary.reduce(into: [String: Any]()) { $0[$1.key.rawValue] = $1.value })
        try self.init(events: read.events, parameters: read.parameters, curves: read.curves)
    }

    /// A pattern read from the AHAP (JSON) file at `url`; a missing file throws `fileNotFound`.
    public convenience init(contentsOf url: URL) throws {
        try self.init(ahapData: AHAPReader.contents(of: url))
    }

    /// A pattern read from AHAP (JSON) `data`.
    convenience init(ahapData data: Data) throws {
        let read = try AHAPReader.read(AHAPReader.dictionary(from: data))
        try self.init(events: read.events, parameters: read.parameters, curves: read.curves)
    }

    init(events: [CHHapticEvent], parameters: [CHHapticDynamicParameter], curves: [CHHapticParameterCurve]) throws {
        let count = events.count + parameters.count + curves.reduce(0) { $0 + 1 + $1.controlPoints.count }
        guard count <= Self.maximumEntryCount else {
            throw CHHapticError.because(.resourceNotAvailable, "\(count) entries (at most \(Self.maximumEntryCount))")
        }
        for event in events { try Self.check(event) }
        for parameter in parameters { try Self.check(parameter) }
        for curve in curves { try Self.check(curve) }
        // The pattern keeps copies: changing the events or parameters afterwards does not change it.
        self.events = events.map(Self.copy)
        self.parameters = parameters.map {
            CHHapticDynamicParameter(parameterID: $0.parameterID, value: $0.value, relativeTime: $0.relativeTime)
        }
        self.parameterCurves = curves.map(Self.copy)
        let eventEnds = events.map { $0.relativeTime + $0.duration }
        let curveEnds = curves.map { $0.relativeTime + ($0.controlPoints.map(\.relativeTime).max() ?? 0) }
        duration = (eventEnds + parameters.map(\.relativeTime) + curveEnds).max() ?? 0
    }

    /// The pattern as a dictionary of ``Key``s (what ``init(dictionary:)`` reads); names are strings, numbers
    /// `Double`s. A pattern with events of registered audio resources cannot be written: `operationNotPermitted`.
    public func exportDictionary() throws -> [Key: Any] {
        var entries: [Any] = []
        for event in events {
            if event.audioResourceID != nil { throw CHHapticError.because(.operationNotPermitted, "an audio resource event") }
            var fields: [Key: Any] = [.eventType: event.type.rawValue, .time: event.relativeTime]
            if event.duration > 0 { fields[.eventDuration] = event.duration }
            if let path = event.waveformPath { fields[.eventWaveformPath] = path }
            fields[.eventParameters] = event.eventParameters.map {
                [Key.parameterID: $0.parameterID.rawValue, Key.parameterValue: Double($0.value)] as [Key: Any]
            }
            entries.append([Key.event: fields])
        }
        for parameter in parameters {
            let fields: [Key: Any] = [
                .parameterID: parameter.parameterID.rawValue, .time: parameter.relativeTime, .parameterValue: Double(parameter.value),
            ]
            entries.append([Key.parameter: fields])
        }
        for curve in parameterCurves {
            let points = curve.controlPoints.map { [Key.time: $0.relativeTime, Key.parameterValue: Double($0.value)] as [Key: Any] }
            let fields: [Key: Any] = [
                .parameterID: curve.parameterID.rawValue, .time: curve.relativeTime, .parameterCurveControlPoints: points,
            ]
            entries.append([Key.parameterCurve: fields])
        }
        return [.version: 1.0, .pattern: entries]
    }

    private static func check(_ event: CHHapticEvent) throws {
        guard CHHapticEvent.EventType.known.contains(event.type) else {
            throw CHHapticError.because(.invalidEventType, event.type.rawValue)
        }
        guard event.relativeTime.isFinite, event.relativeTime >= 0 else {
            throw CHHapticError.because(.invalidEventTime, "\(event.relativeTime)")
        }
        guard event.duration.isFinite, event.duration >= 0 else {
            throw CHHapticError.because(.invalidEventDuration, "\(event.duration)")
        }
        for parameter in event.eventParameters {
            guard CHHapticEvent.ParameterID.ranges[parameter.parameterID] != nil else {
                throw CHHapticError.because(.invalidParameterType, parameter.parameterID.rawValue)
            }
            guard parameter.value.isFinite else { throw CHHapticError.because(.badParameterEntry, "\(parameter.value)") }
        }
    }

    private static func check(_ parameter: CHHapticDynamicParameter) throws {
        try checkDynamic(parameter.parameterID, time: parameter.relativeTime, values: [parameter.value])
    }

    private static func check(_ curve: CHHapticParameterCurve) throws {
        guard !curve.controlPoints.isEmpty else { throw CHHapticError.because(.badParameterEntry, "a curve without control points") }
        try checkDynamic(curve.parameterID, time: curve.relativeTime, values: curve.controlPoints.map(\.value))
        for point in curve.controlPoints where !point.relativeTime.isFinite || point.relativeTime < 0 {
            throw CHHapticError.because(.invalidTime, "\(point.relativeTime)")
        }
    }

    private static func checkDynamic(_ id: CHHapticDynamicParameter.ID, time: TimeInterval, values: [Float]) throws {
        guard CHHapticDynamicParameter.ID.ranges[id] != nil else { throw CHHapticError.because(.invalidParameterType, id.rawValue) }
        guard time.isFinite, time >= 0 else { throw CHHapticError.because(.invalidTime, "\(time)") }
        for value in values where !value.isFinite { throw CHHapticError.because(.badParameterEntry, "\(value)") }
    }

    private static func copy(_ event: CHHapticEvent) -> CHHapticEvent {
        let parameters = event.eventParameters.map { CHHapticEventParameter(parameterID: $0.parameterID, value: $0.value) }
        if let resource = event.audioResourceID {
            return CHHapticEvent(
                audioResourceID: resource, parameters: parameters, relativeTime: event.relativeTime, duration: event.duration)
        }
        if let path = event.waveformPath {
            return CHHapticEvent(waveformPath: path, parameters: parameters, relativeTime: event.relativeTime, duration: event.duration)
        }
        return CHHapticEvent(eventType: event.type, parameters: parameters, relativeTime: event.relativeTime, duration: event.duration)
    }

    private static func copy(_ curve: CHHapticParameterCurve) -> CHHapticParameterCurve {
        CHHapticParameterCurve(
            parameterID: curve.parameterID,
            controlPoints: curve.controlPoints.map { .init(relativeTime: $0.relativeTime, value: $0.value) },
            relativeTime: curve.relativeTime)
    }
}
