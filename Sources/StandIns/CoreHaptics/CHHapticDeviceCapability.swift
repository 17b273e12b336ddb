/// What the device's haptic and audio hardware can play, as CoreHaptics's `CHHapticDeviceCapability`.
public protocol CHHapticDeviceCapability: AnyObject {
    /// Whether the device plays haptic events.
    var supportsHaptics: Bool { get }
    /// Whether the device plays the engine's audio events.
    var supportsAudio: Bool { get }
    /// The range of the event parameter `inParameter` for events of `type`.
    func attributes(
        forEventParameter inParameter: CHHapticEvent.ParameterID, eventType type: CHHapticEvent.EventType
    ) throws -> any CHHapticParameterAttributes
    /// The range of the dynamic parameter `inParameter`.
    func attributes(forDynamicParameter inParameter: CHHapticDynamicParameter.ID) throws -> any CHHapticParameterAttributes
}

/// Linux's capabilities: no Taptic Engine and no audio route for the engine, as the iOS Simulator reports
/// (`supportsHaptics` and `supportsAudio` are `false`). The parameter ranges are the documented ones.
final class LinuxHapticCapability: CHHapticDeviceCapability, Sendable {
    var supportsHaptics: Bool { false }
    var supportsAudio: Bool { false }

    func attributes(
        forEventParameter inParameter: CHHapticEvent.ParameterID, eventType type: CHHapticEvent.EventType
    ) throws -> any CHHapticParameterAttributes {
        guard CHHapticEvent.EventType.known.contains(type) else { throw CHHapticError.because(.invalidEventType, type.rawValue) }
        guard let range = CHHapticEvent.ParameterID.ranges[inParameter], inParameter.applies(to: type) else {
            throw CHHapticError.because(.invalidParameterType, "\(inParameter.rawValue) for \(type.rawValue)")
        }
        return range
    }

    func attributes(forDynamicParameter inParameter: CHHapticDynamicParameter.ID) throws -> any CHHapticParameterAttributes {
        guard let range = CHHapticDynamicParameter.ID.ranges[inParameter] else {
            throw CHHapticError.because(.invalidParameterType, inParameter.rawValue)
        }
        return range
    }
}
