/// The number of an audio file registered with an engine (``CHHapticEngine/registerAudioResource(_:options:)``).
public typealias CHHapticAudioResourceID = Int

/// One haptic or audio event of a pattern, as CoreHaptics's `CHHapticEvent`.
open class CHHapticEvent {
    /// The event's kind.
    public let type: EventType
    /// Its parameters (intensity, sharpness...); a parameter not given takes its default.
    public let eventParameters: [CHHapticEventParameter]
    /// When it starts, in seconds from the pattern's start.
    open var relativeTime: TimeInterval
    /// How long it lasts, in seconds: a continuous event's length before its release, a transient's logical
    /// length (0: a transient's own, a continuous event's open end).
    open var duration: TimeInterval
    /// The registered audio file an `audioCustom` event plays.
    let audioResourceID: CHHapticAudioResourceID?
    /// The waveform file an `audioCustom` event of an AHAP pattern plays.
    let waveformPath: String?

    /// An event of `type` with `parameters` at `relativeTime` (for transients, which need no duration).
    public convenience init(eventType type: EventType, parameters: [CHHapticEventParameter], relativeTime: TimeInterval) {
        self.init(eventType: type, parameters: parameters, relativeTime: relativeTime, duration: 0)
    }

    /// An event of `type` with `parameters` at `relativeTime`, lasting `duration` seconds.
    public init(eventType type: EventType, parameters: [CHHapticEventParameter], relativeTime: TimeInterval, duration: TimeInterval) {
        self.type = type
        self.eventParameters = parameters
        self.relativeTime = relativeTime
        self.duration = duration
        self.audioResourceID = nil
        self.waveformPath = nil
    }

    /// An `audioCustom` event playing the registered audio `resID` at `relativeTime`.
    public convenience init(
        audioResourceID resID: CHHapticAudioResourceID, parameters: [CHHapticEventParameter], relativeTime: TimeInterval
    ) {
        self.init(audioResourceID: resID, parameters: parameters, relativeTime: relativeTime, duration: 0)
    }

    /// An `audioCustom` event playing the registered audio `resID` at `relativeTime`, cut or padded to `duration`
    /// seconds (0: the file's length).
    public init(
        audioResourceID resID: CHHapticAudioResourceID, parameters: [CHHapticEventParameter], relativeTime: TimeInterval,
        duration: TimeInterval
    ) {
        self.type = .audioCustom
        self.eventParameters = parameters
        self.relativeTime = relativeTime
        self.duration = duration
        self.audioResourceID = resID
        self.waveformPath = nil
    }

    /// An `audioCustom` event of an AHAP pattern, playing the file at `waveformPath`.
    init(waveformPath: String, parameters: [CHHapticEventParameter], relativeTime: TimeInterval, duration: TimeInterval) {
        self.type = .audioCustom
        self.eventParameters = parameters
        self.relativeTime = relativeTime
        self.duration = duration
        self.audioResourceID = nil
        self.waveformPath = waveformPath
    }

    /// The value of `id` the event plays: the last one given, clamped to the ID's range, or the ID's default.
    func value(of id: ParameterID) -> Float? {
        guard let range = ParameterID.ranges[id] else { return eventParameters.last { $0.parameterID == id }?.value }
        guard let given = eventParameters.last(where: { $0.parameterID == id }) else { return range.defaultValue }
        return range.clamp(given.value)
    }
}
