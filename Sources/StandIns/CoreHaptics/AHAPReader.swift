/// Reads a pattern dictionary (an AHAP file's JSON, or a Swift dictionary of `CHHapticPattern.Key`s) into events,
/// parameters and curves, throwing CoreHaptics's errors for what is missing or malformed.
enum AHAPReader {
    typealias Key = CHHapticPattern.Key

    struct Read {
        var events: [CHHapticEvent] = []
        var parameters: [CHHapticDynamicParameter] = []
        var curves: [CHHapticParameterCurve] = []
    }

    /// The bytes of the file at `url`: `fileNotFound` when there is none, `invalidPatternData` when it is larger
    /// than `CHHapticPattern.maximumAHAPSize` (checked before reading).
    static func contents(of url: URL) throws -> Data {
        let path = url.path
        guard url.isFileURL, let attributes = try? FileManager.default.attributesOfItem(atPath: path) else {
            throw CHHapticError.because(.fileNotFound, path)
        }
        if let size = (attributes[.size] as? NSNumber)?.intValue, size > CHHapticPattern.maximumAHAPSize {
            throw CHHapticError.because(.invalidPatternData, "\(size) bytes (at most \(CHHapticPattern.maximumAHAPSize))")
        }
        guard let data = FileManager.default.contents(atPath: path) else { throw CHHapticError.because(.fileNotFound, path) }
        return data
    }

    /// The JSON object of AHAP `data`: `invalidPatternData` when it is too large, not JSON or not an object.
    static func dictionary(from data: Data) throws -> [String: Any] {
        guard data.count <= CHHapticPattern.maximumAHAPSize else {
            throw CHHapticError.because(.invalidPatternData, "\(data.count) bytes (at most \(CHHapticPattern.maximumAHAPSize))")
        }
        guard let object = try? JSONSerialization.jsonObject(with: data), let dictionary = fields(object) else {
            throw CHHapticError.because(.invalidPatternData, "not a JSON object")
        }
        return dictionary
    }

    /// The events, parameters and curves of a pattern dictionary.
    static func read(_ dictionary: [String: Any]) throws -> Read {
        if let version = dictionary[Key.version.rawValue], number(version) == nil {
            throw CHHapticError.because(.invalidPatternDictionary, "Version is not a number")
        }
        guard let entries = dictionary[Key.pattern.rawValue] as? [Any] else {
            throw CHHapticError.because(.invalidPatternDictionary, "no Pattern array")
        }
        guard entries.count <= CHHapticPattern.maximumEntryCount else {
            throw CHHapticError.because(.resourceNotAvailable, "\(entries.count) entries (at most \(CHHapticPattern.maximumEntryCount))")
        }
        var read = Read()
        for entry in entries {
            guard let entry = fields(entry) else { throw CHHapticError.because(.invalidPatternDictionary, "an entry is not a dictionary") }
            if let event = entry[Key.event.rawValue] {
                read.events.append(try self.event(event))
            } else if let parameter = entry[Key.parameter.rawValue] {
                read.parameters.append(try self.parameter(parameter))
            } else if let curve = entry[Key.parameterCurve.rawValue] {
                read.curves.append(try self.curve(curve))
            } else {
                throw CHHapticError.because(.invalidPatternDictionary, "an entry is not an Event, Parameter or ParameterCurve")
            }
        }
        return read
    }

    private static func event(_ value: Any) throws -> CHHapticEvent {
        guard let fields = fields(value), let type = name(fields[Key.eventType.rawValue]) else {
            throw CHHapticError.because(.badEventEntry, "an event without an EventType")
        }
        guard let time = fields[Key.time.rawValue].flatMap(number) else {
            throw CHHapticError.because(.badEventEntry, "an event without a Time")
        }
        var duration = 0.0
        if let given = fields[Key.eventDuration.rawValue] {
            guard let seconds = number(given) else { throw CHHapticError.because(.badEventEntry, "EventDuration is not a number") }
            duration = seconds
        }
        let parameters = try eventParameters(fields[Key.eventParameters.rawValue])
        let eventType = CHHapticEvent.EventType(type)
        guard eventType == .audioCustom else {
            return CHHapticEvent(eventType: eventType, parameters: parameters, relativeTime: time, duration: duration)
        }
        guard let path = name(fields[Key.eventWaveformPath.rawValue]) else {
            throw CHHapticError.because(.badEventEntry, "an AudioCustom event without an EventWaveformPath")
        }
        return CHHapticEvent(waveformPath: path, parameters: parameters, relativeTime: time, duration: duration)
    }

    private static func eventParameters(_ value: Any?) throws -> [CHHapticEventParameter] {
        guard let value else { return [] }
        guard let list = value as? [Any] else { throw CHHapticError.because(.badParameterEntry, "EventParameters is not an array") }
        return try list.map { item in
            guard let fields = fields(item), let id = name(fields[Key.parameterID.rawValue]),
                let value = fields[Key.parameterValue.rawValue].flatMap(number)
            else { throw CHHapticError.because(.badParameterEntry, "an event parameter without a ParameterID and ParameterValue") }
            return CHHapticEventParameter(parameterID: CHHapticEvent.ParameterID(id), value: Float(value))
        }
    }

    private static func parameter(_ value: Any) throws -> CHHapticDynamicParameter {
        guard let fields = fields(value), let id = name(fields[Key.parameterID.rawValue]),
            let parameterValue = fields[Key.parameterValue.rawValue].flatMap(number),
            let time = fields[Key.time.rawValue].flatMap(number)
        else { throw CHHapticError.because(.badParameterEntry, "a parameter without a ParameterID, ParameterValue and Time") }
        return CHHapticDynamicParameter(parameterID: .init(id), value: Float(parameterValue), relativeTime: time)
    }

    private static func curve(_ value: Any) throws -> CHHapticParameterCurve {
        guard let fields = fields(value), let id = name(fields[Key.parameterID.rawValue]),
            let time = fields[Key.time.rawValue].flatMap(number),
            let points = fields[Key.parameterCurveControlPoints.rawValue] as? [Any]
        else { throw CHHapticError.because(.badParameterEntry, "a curve without a ParameterID, Time and control points") }
        let controlPoints = try points.map { point in
            guard let pointFields = Self.fields(point), let time = pointFields[Key.time.rawValue].flatMap(number),
                let value = pointFields[Key.parameterValue.rawValue].flatMap(number)
            else { throw CHHapticError.because(.badParameterEntry, "a control point without a Time and ParameterValue") }
            return CHHapticParameterCurve.ControlPoint(relativeTime: time, value: Float(value))
        }
        return CHHapticParameterCurve(parameterID: .init(id), controlPoints: controlPoints, relativeTime: time)
    }

    /// `value` as a dictionary with string keys, whether its keys are strings or `CHHapticPattern.Key`s.
    static func fields(_ value: Any) -> [String: Any]? {
        if let strings = value as? [String: Any] { return strings }
        if let keys = value as? [Key: Any] { return keys.reduce(into: [:]) { $0[$1.key.rawValue] = $1.value } }
        if let any = value as? [AnyHashable: Any] {
            var result: [String: Any] = [:]
            for (key, item) in any {
                guard let key = name(key.base) else { return nil }
                result[key] = item
            }
            return result
        }
        return nil
    }

    /// `value` as a name: a string or one of CoreHaptics's typed names.
    private static func name(_ value: Any?) -> String? {
        switch value {
        case let string as String: string
        case let type as CHHapticEvent.EventType: type.rawValue
        case let id as CHHapticEvent.ParameterID: id.rawValue
        case let id as CHHapticDynamicParameter.ID: id.rawValue
        case let key as Key: key.rawValue
        default: nil
        }
    }

    /// `value` as seconds or a parameter value, whatever its numeric type (`nil` for a Boolean or a non-number).
    private static func number(_ value: Any) -> Double? {
        if type(of: value) == Bool.self { return nil }
        switch value {
        case let double as Double: return double
        case let float as Float: return Double(float)
        case let int as Int: return Double(int)
        case let number as NSNumber: return number.doubleValue
        default: return nil
        }
    }
}
