/// The minimum, maximum and default values of an event or dynamic parameter, as CoreHaptics's
/// `CHHapticParameterAttributes`.
public protocol CHHapticParameterAttributes: AnyObject {
    /// The smallest value.
    var minValue: Float { get }
    /// The largest value.
    var maxValue: Float { get }
    /// The value used when none is given.
    var defaultValue: Float { get }
}

/// A parameter's range, as CoreHaptics documents it for each ID.
final class ParameterRange: CHHapticParameterAttributes, Sendable {
    let minValue: Float
    let maxValue: Float
    let defaultValue: Float

    init(_ minValue: Float, _ maxValue: Float, default defaultValue: Float) {
        self.minValue = minValue
        self.maxValue = maxValue
        self.defaultValue = defaultValue
    }

    /// `value` brought into the range (the engine plays an out-of-range value as the nearest end).
    func clamp(_ value: Float) -> Float { min(max(value, minValue), maxValue) }
}

extension CHHapticEvent {
    /// The kind of an event, as CoreHaptics's `CHHapticEvent.EventType` (a string in an AHAP file).
    public struct EventType: RawRepresentable, Hashable, Sendable {
        /// The name AHAP files use (`HapticTransient`...).
        public let rawValue: String
        /// The type named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The type named `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// A short tap of fixed length.
        public static let hapticTransient = EventType("HapticTransient")
        /// A haptic of any length (its duration).
        public static let hapticContinuous = EventType("HapticContinuous")
        /// A generated tone of any length.
        public static let audioContinuous = EventType("AudioContinuous")
        /// A registered audio file's waveform.
        public static let audioCustom = EventType("AudioCustom")

        static let known: Set<EventType> = [.hapticTransient, .hapticContinuous, .audioContinuous, .audioCustom]

        /// Whether the event is felt (haptic) rather than heard (audio).
        var isHaptic: Bool { self == .hapticTransient || self == .hapticContinuous }
    }

    /// The ID of an event parameter, as CoreHaptics's `CHHapticEvent.ParameterID` (Objective-C's
    /// `CHHapticEventParameterID`).
    public struct ParameterID: RawRepresentable, Hashable, Sendable {
        /// The name AHAP files use (`HapticIntensity`...).
        public let rawValue: String
        /// The ID named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The ID named `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// How strong a haptic feels, 0 to 1 (default 1).
        public static let hapticIntensity = ParameterID("HapticIntensity")
        /// How sharp a haptic feels, 0 to 1 (default 0.5).
        public static let hapticSharpness = ParameterID("HapticSharpness")
        /// The envelope's attack, 0 (shortest, the default) to 1.
        public static let attackTime = ParameterID("AttackTime")
        /// A transient's envelope decay, 0 (shortest, the default) to 1.
        public static let decayTime = ParameterID("DecayTime")
        /// A continuous event's envelope release, 0 (shortest, the default) to 1.
        public static let releaseTime = ParameterID("ReleaseTime")
        /// Whether a continuous event holds for its duration: 1 (the default) or 0.
        public static let sustained = ParameterID("Sustained")
        /// An audio event's volume, 0 to 1 (default 1).
        public static let audioVolume = ParameterID("AudioVolume")
        /// An audio event's pitch, -1 to 1 (default 0).
        public static let audioPitch = ParameterID("AudioPitch")
        /// An audio event's stereo pan, -1 (left) to 1 (right), default 0.
        public static let audioPan = ParameterID("AudioPan")
        /// An audio event's high frequencies, 0 to 1 (default 1).
        public static let audioBrightness = ParameterID("AudioBrightness")

        /// The documented range of each ID.
        static let ranges: [ParameterID: ParameterRange] = [
            .hapticIntensity: ParameterRange(0, 1, default: 1), .hapticSharpness: ParameterRange(0, 1, default: 0.5),
            .attackTime: ParameterRange(0, 1, default: 0), .decayTime: ParameterRange(0, 1, default: 0),
            .releaseTime: ParameterRange(0, 1, default: 0), .sustained: ParameterRange(0, 1, default: 1),
            .audioVolume: ParameterRange(0, 1, default: 1), .audioPitch: ParameterRange(-1, 1, default: 0),
            .audioPan: ParameterRange(-1, 1, default: 0), .audioBrightness: ParameterRange(0, 1, default: 1),
        ]

        /// Whether the parameter applies to events of `type` (haptic parameters to haptics, audio ones to audio;
        /// the envelope's to both).
        func applies(to type: EventType) -> Bool {
            switch self {
            case .hapticIntensity, .hapticSharpness: type.isHaptic
            case .audioVolume, .audioPitch, .audioPan, .audioBrightness: !type.isHaptic
            default: type != .audioCustom || self == .attackTime
            }
        }
    }
}

/// A parameter of one event (its intensity, its sharpness...), as CoreHaptics's `CHHapticEventParameter`.
open class CHHapticEventParameter {
    /// Which parameter.
    public let parameterID: CHHapticEvent.ParameterID
    /// Its value (played clamped to the ID's range).
    open var value: Float

    /// The parameter `parameterID` at `value`.
    public init(parameterID: CHHapticEvent.ParameterID, value: Float) {
        self.parameterID = parameterID
        self.value = value
    }
}

/// A parameter changing every playing event of a pattern from a time on, as CoreHaptics's
/// `CHHapticDynamicParameter`.
open class CHHapticDynamicParameter {
    /// The ID of a dynamic parameter, as CoreHaptics's `CHHapticDynamicParameter.ID`.
    public struct ID: RawRepresentable, Hashable, Sendable {
        /// The name AHAP files use (`HapticIntensityControl`...).
        public let rawValue: String
        /// The ID named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The ID named `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// Scales haptic intensity, 0 to 1 (default 1, no change).
        public static let hapticIntensityControl = ID("HapticIntensityControl")
        /// Shifts haptic sharpness, -1 to 1 (default 0).
        public static let hapticSharpnessControl = ID("HapticSharpnessControl")
        /// Shifts haptic attack, -1 to 1 (default 0).
        public static let hapticAttackTimeControl = ID("HapticAttackTimeControl")
        /// Shifts haptic decay, -1 to 1 (default 0).
        public static let hapticDecayTimeControl = ID("HapticDecayTimeControl")
        /// Shifts haptic release, -1 to 1 (default 0).
        public static let hapticReleaseTimeControl = ID("HapticReleaseTimeControl")
        /// Scales audio volume, 0 to 1 (default 1).
        public static let audioVolumeControl = ID("AudioVolumeControl")
        /// Shifts audio pan, -1 to 1 (default 0).
        public static let audioPanControl = ID("AudioPanControl")
        /// Shifts audio brightness, -1 to 1 (default 0).
        public static let audioBrightnessControl = ID("AudioBrightnessControl")
        /// Shifts audio pitch, -1 to 1 (default 0).
        public static let audioPitchControl = ID("AudioPitchControl")
        /// Shifts audio attack, -1 to 1 (default 0).
        public static let audioAttackTimeControl = ID("AudioAttackTimeControl")
        /// Shifts audio decay, -1 to 1 (default 0).
        public static let audioDecayTimeControl = ID("AudioDecayTimeControl")
        /// Shifts audio release, -1 to 1 (default 0).
        public static let audioReleaseTimeControl = ID("AudioReleaseTimeControl")

        /// The documented range of each ID.
        static let ranges: [ID: ParameterRange] = {
            var ranges: [ID: ParameterRange] = [
                .hapticIntensityControl: ParameterRange(0, 1, default: 1), .audioVolumeControl: ParameterRange(0, 1, default: 1),
            ]
            let shifts: [ID] = [
                .hapticSharpnessControl, .hapticAttackTimeControl, .hapticDecayTimeControl, .hapticReleaseTimeControl,
                .audioPanControl, .audioBrightnessControl, .audioPitchControl, .audioAttackTimeControl,
                .audioDecayTimeControl, .audioReleaseTimeControl,
            ]
            for id in shifts { ranges[id] = ParameterRange(-1, 1, default: 0) }
            return ranges
        }()
    }

    /// Which parameter.
    public let parameterID: ID
    /// Its value.
    open var value: Float
    /// When it applies, in seconds from the pattern's start.
    open var relativeTime: TimeInterval

    /// The dynamic parameter `parameterID` at `value`, from `relativeTime`.
    public init(parameterID: ID, value: Float, relativeTime: TimeInterval) {
        self.parameterID = parameterID
        self.value = value
        self.relativeTime = relativeTime
    }
}

/// A dynamic parameter moving through control points, as CoreHaptics's `CHHapticParameterCurve`.
open class CHHapticParameterCurve {
    /// A value the curve passes through at a time, as CoreHaptics's `CHHapticParameterCurve.ControlPoint`.
    open class ControlPoint {
        /// When, in seconds from the curve's start.
        open var relativeTime: TimeInterval
        /// The value there.
        open var value: Float

        /// A point at `value`, `relativeTime` seconds into the curve.
        public init(relativeTime: TimeInterval, value: Float) {
            self.relativeTime = relativeTime
            self.value = value
        }
    }

    /// The dynamic parameter the curve drives.
    public let parameterID: CHHapticDynamicParameter.ID
    /// When the curve starts, in seconds from the pattern's start.
    open var relativeTime: TimeInterval
    /// The points, in time order.
    public let controlPoints: [ControlPoint]

    /// A curve of `parameterID` through `controlPoints`, starting at `relativeTime`.
    public init(parameterID: CHHapticDynamicParameter.ID, controlPoints: [ControlPoint], relativeTime: TimeInterval) {
        self.parameterID = parameterID
        self.controlPoints = controlPoints
        self.relativeTime = relativeTime
    }

    /// The curve's value at `time` seconds into it: linear between points, held before the first and after the
    /// last (`nil` without points).
    public func value(atTime time: TimeInterval) -> Float? {
        guard let first = controlPoints.first, let last = controlPoints.last else { return nil }
        if time <= first.relativeTime { return first.value }
        if time >= last.relativeTime { return last.value }
        for (start, end) in zip(controlPoints, controlPoints.dropFirst()) where time <= end.relativeTime {
            let span = end.relativeTime - start.relativeTime
            guard span > 0 else { return end.value }
            let fraction = Float((time - start.relativeTime) / span)
            return start.value + (end.value - start.value) * fraction
        }
        return last.value
    }
}
