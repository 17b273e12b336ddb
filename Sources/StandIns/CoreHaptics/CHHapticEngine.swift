import AVFAudio

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The moment "as soon as possible" for a player's or engine's scheduled command.
public let CHHapticTimeImmediate: TimeInterval = 0

/// The handler a player calls when an advanced player finishes (`nil`) or fails.
public typealias CHHapticAdvancedPatternPlayerCompletionHandler = ((any Error)?) -> Void

/// The connection to the haptic hardware, which makes the players of patterns, as CoreHaptics's `CHHapticEngine`.
///
/// What Linux does: there is no Taptic Engine and no audio route, as in the iOS Simulator:
/// ``capabilitiesForHardware()`` reports `supportsHaptics` and `supportsAudio` as `false`, and nothing is felt or
/// heard. The engine itself works: it is made, starts and stops (calling the handlers CoreHaptics calls, on a
/// queue of its own), makes players, and plays their patterns on a timeline of its own that moves only when told,
/// so that a test or a preview always sees the same thing. ``advanceTime(by:)`` (a napkin addition) moves the
/// timeline on; ``playedEvents`` and ``sentParameters`` (napkin additions) tell what was played and sent, as the
/// hardware would have received it. An event is played when the timeline reaches its time: at once, for an
/// event at time 0 of a pattern started immediately. A player finishes when the timeline passes its pattern's
/// duration (unless it loops), and an advanced player then calls its completion handler.
///
/// Playing needs a started engine (`engineNotRunning` otherwise), unless ``isAutoShutdownEnabled`` is set, when
/// the engine starts itself as iOS's restarts its hardware. The engine never stops on its own: there is no
/// power to save, no audio session to interrupt and no app to suspend, so ``stoppedHandler`` is called only
/// when a ``notifyWhenPlayersFinished(finishedHandler:)`` handler asks the engine to stop, and ``resetHandler``
/// never (there is no haptic server to fail).
open class CHHapticEngine {
    /// Why an engine stopped on its own, as CoreHaptics's `CHHapticEngine.StoppedReason`.
    public enum StoppedReason: Int, Sendable, Hashable {
        /// The audio session was interrupted.
        case audioSessionInterrupt = 1
        /// The app was suspended.
        case applicationSuspended = 2
        /// The engine was idle with auto shutdown enabled.
        case idleTimeout = 3
        /// A finished handler asked the engine to stop.
        case notifyWhenFinished = 4
        /// The engine was destroyed.
        case engineDestroyed = 5
        /// The game controller the engine played on was disconnected.
        case gameControllerDisconnect = 6
        /// An error occurred.
        case systemError = -1
    }

    /// What the engine does once its players have finished, as CoreHaptics's `CHHapticEngine.FinishedAction`.
    public enum FinishedAction: Int, Sendable, Hashable {
        /// Stop the engine.
        case stopEngine = 1
        /// Keep it running.
        case leaveEngineRunning = 2
    }

    /// The handler of a start or stop: `nil`, or the error.
    public typealias CompletionHandler = ((any Error)?) -> Void
    /// The handler of an engine stopping on its own.
    public typealias StoppedHandler = (StoppedReason) -> Void
    /// The handler of an engine that reset itself.
    public typealias ResetHandler = () -> Void
    /// The handler called once every player has finished; it says whether to stop the engine.
    public typealias FinishedHandler = ((any Error)?) -> FinishedAction

    /// An event the engine played (a napkin addition): what the hardware would have been told.
    public struct PlayedEvent: Hashable, Sendable {
        /// When it began, on the engine's timeline (``currentTime``).
        public let time: TimeInterval
        /// Its type.
        public let type: CHHapticEvent.EventType
        /// Its duration (scaled by the player's rate).
        public let duration: TimeInterval
        /// The value of each parameter that applies to its type: the event's own (clamped to the parameter's
        /// range) or the default.
        public let parameters: [CHHapticEvent.ParameterID: Float]

        /// The played haptic intensity (`nil` for audio events).
        public var intensity: Float? { parameters[.hapticIntensity] }
        /// The played haptic sharpness (`nil` for audio events).
        public var sharpness: Float? { parameters[.hapticSharpness] }
    }

    /// A dynamic parameter a player was sent (a napkin addition), for the time it applies.
    public struct SentParameter: Hashable, Sendable {
        /// When it applies, on the engine's timeline.
        public let time: TimeInterval
        /// Which parameter.
        public let parameterID: CHHapticDynamicParameter.ID
        /// Its value, clamped to the parameter's range.
        public let value: Float
    }

    /// Called when the engine stops on its own (not after ``stop(completionHandler:)``).
    open var stoppedHandler: StoppedHandler {
        get { locked { stopped } }
        set { locked { stopped = newValue } }
    }
    /// Called when the engine resets itself after a server failure (never on Linux).
    open var resetHandler: ResetHandler {
        get { locked { reset } }
        set { locked { reset = newValue } }
    }
    /// Whether audio events are left out (they are not played nor recorded), from the engine's next start.
    open var playsHapticsOnly = false
    /// Whether haptic events are left out, from the engine's next start.
    open var playsAudioOnly = false
    /// Whether audio events are silenced.
    open var isMutedForAudio = false
    /// Whether haptic events are silenced.
    open var isMutedForHaptics = false
    /// Whether the engine may stop its hardware when idle and start it again when a player plays: on Linux, a
    /// player playing on a stopped engine starts it.
    open var isAutoShutdownEnabled = false

    let lock = NSRecursiveLock()
    let callbacks = DispatchQueue(label: "CoreHaptics.engine")
    private var stopped: StoppedHandler = { _ in }
    private var reset: ResetHandler = {}
    private var running = false
    /// The kinds of event left out while the engine runs (``playsHapticsOnly`` and ``playsAudioOnly`` at its start).
    private var leavesOut = (audio: false, haptics: false)
    private var clock: TimeInterval = 0
    var players: [PatternPlayer] = []
    private var finishWaiters: [FinishedHandler] = []
    private var played: [PlayedEvent] = []
    private var sent: [SentParameter] = []
    private var resources: [CHHapticAudioResourceID: URL] = [:]
    private var nextResource: CHHapticAudioResourceID = 1

    /// The device's capabilities: on Linux, neither haptics nor audio.
    open class func capabilitiesForHardware() -> any CHHapticDeviceCapability { LinuxHapticCapability() }

    /// An engine, stopped.
    public init() throws {}

    /// An engine sharing `audioSession` (its own when `nil`), stopped.
    public init(audioSession: AVAudioSession?) throws {}

    /// The time on the engine's timeline, in seconds, from which players' start times are given.
    open var currentTime: TimeInterval { locked { clock } }

    /// Whether the engine is running (a napkin addition: iOS tells it only through errors).
    public var isRunning: Bool { locked { running } }

    /// Every event played, in order (a napkin addition).
    public var playedEvents: [PlayedEvent] { locked { played } }

    /// Every dynamic parameter sent to a player, in the order sent (a napkin addition).
    public var sentParameters: [SentParameter] { locked { sent } }

    /// Starts the engine, at once.
    open func start() throws { startNow() }

    /// Starts the engine, then calls `completionHandler` with `nil` on the engine's queue.
    open func start(completionHandler: CompletionHandler?) {
        startNow()
        deliver { completionHandler?(nil) }
    }

    /// Starts the engine.
    open func start() async throws { startNow() }

    /// Runs the engine, taking ``playsHapticsOnly`` and ``playsAudioOnly`` as they are now (as iOS, which
    /// applies a change of them at the next start).
    private func startNow() {
        locked {
            if !running { leavesOut = (audio: playsHapticsOnly, haptics: playsAudioOnly) }
            running = true
        }
    }

    /// Stops the engine and its players (advanced players call their completion handlers), then calls
    /// `completionHandler` with `nil` on the engine's queue. ``stoppedHandler`` is not called.
    open func stop(completionHandler: CompletionHandler? = nil) {
        let finished = locked { () -> [PatternPlayer] in
            running = false
            let active = players
            players = []
            return active
        }
        for player in finished { player.finish() }
        settleWaiters()
        deliver { completionHandler?(nil) }
    }

    /// Stops the engine and its players.
    open func stop() async throws { stop(completionHandler: nil) }

    /// Calls `finishedHandler` once every player has finished (at once, on the engine's queue, when none plays or
    /// the engine is stopped); if it returns `.stopEngine`, the engine stops and calls ``stoppedHandler`` with
    /// `.notifyWhenFinished`.
    open func notifyWhenPlayersFinished(finishedHandler: @escaping FinishedHandler) {
        locked { finishWaiters.append(finishedHandler) }
        settleWaiters()
    }

    /// A player of `pattern`.
    open func makePlayer(with pattern: CHHapticPattern) throws -> any CHHapticPatternPlayer {
        try makeAdvancedPlayer(with: pattern)
    }

    /// An advanced player of `pattern` (pausing, seeking, looping, a rate and a completion handler).
    open func makeAdvancedPlayer(with pattern: CHHapticPattern) throws -> any CHHapticAdvancedPatternPlayer {
        try locked {
            for event in pattern.events {
                if let resource = event.audioResourceID, resources[resource] == nil {
                    throw CHHapticError.because(.invalidAudioResource, "\(resource)")
                }
            }
        }
        return PatternPlayer(engine: self, pattern: pattern)
    }

    /// Plays the AHAP file at `url` at once, starting the engine if it is stopped.
    open func playPattern(from url: URL) throws {
        try play(CHHapticPattern(contentsOf: url))
    }

    /// Plays the AHAP `data` at once, starting the engine if it is stopped.
    open func playPattern(from data: Data) throws {
        try play(CHHapticPattern(ahapData: data))
    }

    /// Registers the audio file at `resourceURL` for `audioCustom` events (`fileNotFound` when there is none).
    open func registerAudioResource(_ resourceURL: URL, options: [AnyHashable: Any] = [:]) throws -> CHHapticAudioResourceID {
        guard resourceURL.isFileURL, FileManager.default.fileExists(atPath: resourceURL.path) else {
            throw CHHapticError.because(.fileNotFound, resourceURL.path)
        }
        return locked {
            let id = nextResource
            nextResource += 1
            resources[id] = resourceURL
            return id
        }
    }

    /// Forgets a registered audio file (`invalidAudioResource` when it is not registered).
    open func unregisterAudioResource(_ resourceID: CHHapticAudioResourceID) throws {
        try locked {
            guard resources.removeValue(forKey: resourceID) != nil else {
                throw CHHapticError.because(.invalidAudioResource, "\(resourceID)")
            }
        }
    }

    /// Moves the engine's timeline `seconds` on (a napkin addition: time does not pass on its own on Linux),
    /// playing every event reached, applying every scheduled command, finishing the players that reach their
    /// end and calling the handlers waiting for them.
    public func advanceTime(by seconds: TimeInterval) {
        guard seconds.isFinite, seconds > 0 else { return }
        let target = locked { () -> TimeInterval in
            clock += seconds
            return clock
        }
        for player in locked({ players }) { player.advance(to: target) }
        settleWaiters()
    }

    private func play(_ pattern: CHHapticPattern) throws {
        startNow()
        try makePlayer(with: pattern).start(atTime: CHHapticTimeImmediate)
    }

    // MARK: Used by the players

    /// Starts the engine for a player if it may (auto shutdown), or throws `engineNotRunning`.
    func requireRunning() throws {
        try locked {
            if !running, isAutoShutdownEnabled { startNow() }
            guard running else { throw CHHapticError(.engineNotRunning) }
        }
    }

    func activate(_ player: PatternPlayer) {
        locked { if !players.contains(where: { $0 === player }) { players.append(player) } }
    }

    func deactivate(_ player: PatternPlayer) {
        locked { players.removeAll { $0 === player } }
    }

    /// Records `event`, begun at `time` by a player at `rate`, unless it is left out or muted.
    func record(_ event: CHHapticEvent, at time: TimeInterval, rate: Float, muted: Bool) {
        locked {
            let haptic = event.type.isHaptic
            guard !muted, !(haptic ? leavesOut.haptics || isMutedForHaptics : leavesOut.audio || isMutedForAudio) else { return }
            var values: [CHHapticEvent.ParameterID: Float] = [:]
            for id in CHHapticEvent.ParameterID.ranges.keys where id.applies(to: event.type) { values[id] = event.value(of: id) }
            played.append(PlayedEvent(time: time, type: event.type, duration: event.duration / Double(rate), parameters: values))
        }
    }

    func record(_ parameter: CHHapticDynamicParameter.ID, value: Float, at time: TimeInterval) {
        let clamped = CHHapticDynamicParameter.ID.ranges[parameter]?.clamp(value) ?? value
        locked { sent.append(SentParameter(time: time, parameterID: parameter, value: clamped)) }
    }

    /// Calls `work` later, on the engine's queue, as CoreHaptics calls its handlers.
    func deliver(_ work: @escaping () -> Void) {
        let box = UncheckedWork(work: work)
        callbacks.async { box.work() }
    }

    func locked<Value>(_ body: () throws -> Value) rethrows -> Value {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    /// Calls the finished handlers once no player plays (or the engine is stopped).
    private func settleWaiters() {
        let waiters = locked { () -> [FinishedHandler] in
            guard players.isEmpty || !running, !finishWaiters.isEmpty else { return [] }
            defer { finishWaiters = [] }
            return finishWaiters
        }
        guard !waiters.isEmpty else { return }
        deliver { [self] in
            var stop = false
            for waiter in waiters where waiter(nil) == .stopEngine { stop = true }
            guard stop, locked({ running }) else { return }
            self.stop(completionHandler: nil)
            let handler = stoppedHandler
            handler(.notifyWhenFinished)
        }
    }
}

/// A closure handed to the engine's queue. Unchecked: CoreHaptics calls its handlers on its own queue, whatever
/// they capture, and each is called once.
private struct UncheckedWork: @unchecked Sendable {
    let work: () -> Void
}
