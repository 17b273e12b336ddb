/// A player of a pattern, made by ``CHHapticEngine/makePlayer(with:)``, as CoreHaptics's `CHHapticPatternPlayer`.
/// Times are on the engine's timeline (``CHHapticEngine/currentTime``); ``CHHapticTimeImmediate`` means now.
public protocol CHHapticPatternPlayer: AnyObject {
    /// Plays the pattern from its start at `time` (`engineNotRunning` when the engine is stopped).
    func start(atTime time: TimeInterval) throws
    /// Stops playing at `time`.
    func stop(atTime time: TimeInterval) throws
    /// Sends dynamic parameters, each applying at `time` plus its relative time.
    func sendParameters(_ parameters: [CHHapticDynamicParameter], atTime time: TimeInterval) throws
    /// Sends `parameterCurve`, starting at `time` (which becomes the curve's relative time).
    func scheduleParameterCurve(_ parameterCurve: CHHapticParameterCurve, atTime time: TimeInterval) throws
    /// Drops every scheduled command and stops at once.
    func cancel() throws
    /// Whether the player's output is silenced.
    var isMuted: Bool { get set }
}

/// A player that also pauses, resumes, seeks, loops and plays at a rate, made by
/// ``CHHapticEngine/makeAdvancedPlayer(with:)``, as CoreHaptics's `CHHapticAdvancedPatternPlayer`.
public protocol CHHapticAdvancedPatternPlayer: CHHapticPatternPlayer {
    /// Pauses at `time`, keeping the position.
    func pause(atTime time: TimeInterval) throws
    /// Resumes a paused player at `time`, from where it paused.
    func resume(atTime time: TimeInterval) throws
    /// Moves to `offsetTime` seconds into the pattern (at or past its end: finishes, unless it loops).
    func seek(toOffset offsetTime: TimeInterval) throws
    /// Whether playback goes back to the start at ``loopEnd``.
    var loopEnabled: Bool { get set }
    /// Where a loop ends, in seconds into the pattern (0: the pattern's end).
    var loopEnd: TimeInterval { get set }
    /// The speed of playback (1 normal; values of 0 or less are ignored).
    var playbackRate: Float { get set }
    /// Called on the engine's queue when the player finishes.
    var completionHandler: CHHapticAdvancedPatternPlayerCompletionHandler { get set }
}

/// The engine's player: plays its pattern's events on the engine's timeline, recording them with the engine.
/// Its state is guarded by the engine's lock.
final class PatternPlayer: CHHapticAdvancedPatternPlayer {
    private enum Action {
        case start, stop, pause, resume
    }

    /// The most loops one move of the timeline plays (a bound on a long move over a short loop).
    private static let maximumLoopsPerAdvance = 10_000

    let engine: CHHapticEngine
    let pattern: CHHapticPattern
    /// The pattern's events in time order (ties in the pattern's order).
    private let events: [CHHapticEvent]

    var isMuted = false
    var loopEnabled = false
    var loopEnd: TimeInterval = 0
    var playbackRate: Float {
        get { rate }
        set { if newValue > 0, newValue.isFinite { rate = newValue } }
    }
    var completionHandler: CHHapticAdvancedPatternPlayerCompletionHandler = { _ in }

    private var rate: Float = 1
    private var active = false
    private var playing = false
    /// Seconds into the pattern, as of the engine time `anchor`.
    private var position: TimeInterval = 0
    private var anchor: TimeInterval = 0
    /// The index of the next event to play.
    private var next = 0
    private var commands: [(time: TimeInterval, action: Action)] = []

    init(engine: CHHapticEngine, pattern: CHHapticPattern) {
        self.engine = engine
        self.pattern = pattern
        events = pattern.events.enumerated()
            .sorted { ($0.element.relativeTime, $0.offset) < ($1.element.relativeTime, $1.offset) }
            .map(\.element)
    }

    func start(atTime time: TimeInterval) throws {
        try Self.check(time)
        try engine.requireRunning()
        engine.locked {
            active = true
            engine.activate(self)
            schedule(.start, at: time)
        }
    }

    func stop(atTime time: TimeInterval) throws {
        try Self.check(time)
        engine.locked { schedule(.stop, at: time) }
    }

    func pause(atTime time: TimeInterval) throws {
        try Self.check(time)
        engine.locked { schedule(.pause, at: time) }
    }

    func resume(atTime time: TimeInterval) throws {
        try Self.check(time)
        engine.locked { schedule(.resume, at: time) }
    }

    func seek(toOffset offsetTime: TimeInterval) throws {
        try Self.check(offsetTime)
        engine.locked {
            position = offsetTime
            anchor = engine.currentTime
            next = events.firstIndex { $0.relativeTime >= offsetTime } ?? events.count
            if playing { _ = run(until: anchor) }
        }
    }

    func cancel() throws {
        engine.locked {
            commands = []
            if active { finish() }
        }
    }

    func sendParameters(_ parameters: [CHHapticDynamicParameter], atTime time: TimeInterval) throws {
        try Self.check(time)
        try engine.requireRunning()
        for parameter in parameters {
            guard CHHapticDynamicParameter.ID.ranges[parameter.parameterID] != nil else {
                throw CHHapticError.because(.invalidParameterType, parameter.parameterID.rawValue)
            }
            try Self.check(parameter.relativeTime)
        }
        let base = max(time, engine.currentTime)
        for parameter in parameters {
            engine.record(parameter.parameterID, value: parameter.value, at: base + parameter.relativeTime)
        }
    }

    func scheduleParameterCurve(_ parameterCurve: CHHapticParameterCurve, atTime time: TimeInterval) throws {
        try Self.check(time)
        try engine.requireRunning()
        guard CHHapticDynamicParameter.ID.ranges[parameterCurve.parameterID] != nil else {
            throw CHHapticError.because(.invalidParameterType, parameterCurve.parameterID.rawValue)
        }
        parameterCurve.relativeTime = time
        let base = max(time, engine.currentTime)
        for point in parameterCurve.controlPoints {
            engine.record(parameterCurve.parameterID, value: point.value, at: base + point.relativeTime)
        }
    }

    /// Plays up to the engine time `target`, applying the commands due by then in time order.
    func advance(to target: TimeInterval) {
        engine.locked {
            while active {
                let due = commands.first.map { $0.time <= target } ?? false
                let until = due ? commands[0].time : target
                if playing, !run(until: until) { return }
                anchor = until
                guard due else { return }
                apply(commands.removeFirst().action, at: until)
            }
        }
    }

    func finish() {
        engine.locked {
            guard active else { return }
            active = false
            playing = false
            commands = []
            engine.deactivate(self)
            let handler = completionHandler
            engine.deliver { handler(nil) }
        }
    }

    private static func check(_ time: TimeInterval) throws {
        guard time.isFinite, time >= 0 else { throw CHHapticError.because(.invalidTime, "\(time)") }
    }

    /// Applies `action` now if `time` is now or past, or when the timeline reaches it.
    private func schedule(_ action: Action, at time: TimeInterval) {
        let now = engine.currentTime
        if time <= now {
            if playing { _ = run(until: now) }
            anchor = now
            apply(action, at: now)
        } else {
            commands.append((time, action))
            commands.sort { $0.time < $1.time }
        }
    }

    private func apply(_ action: Action, at time: TimeInterval) {
        switch action {
        case .start:
            active = true
            engine.activate(self)
            playing = true
            position = 0
            next = 0
            anchor = time
            _ = run(until: time)
        case .stop:
            finish()
        case .pause:
            playing = false
        case .resume:
            if active, !playing {
                playing = true
                anchor = time
            }
        }
    }

    /// Plays from `anchor` to the engine time `until`, recording each event reached; returns whether the player
    /// is still playing (`false` once it passed its end).
    private func run(until: TimeInterval) -> Bool {
        let speed = Double(rate)
        var target = position + (until - anchor) * speed
        // The engine time of the pattern's (or the current loop's) start.
        var origin = anchor - position / speed
        let loopLength = loopEnd > 0 ? loopEnd : pattern.duration
        var loops = 0
        while loopEnabled, loopLength > 0, target >= loopLength, loops < Self.maximumLoopsPerAdvance {
            play(before: loopLength, inclusive: false, origin: origin)
            target -= loopLength
            origin += loopLength / speed
            next = 0
            loops += 1
        }
        if !loopEnabled, target >= pattern.duration {
            play(before: pattern.duration, inclusive: true, origin: origin)
            position = pattern.duration
            finish()
            return false
        }
        play(before: target, inclusive: true, origin: origin)
        position = target
        anchor = until
        return true
    }

    private func play(before offset: TimeInterval, inclusive: Bool, origin: TimeInterval) {
        while next < events.count, inclusive ? events[next].relativeTime <= offset : events[next].relativeTime < offset {
            let event = events[next]
            engine.record(event, at: origin + event.relativeTime / Double(rate), rate: rate, muted: isMuted)
            next += 1
        }
    }
}
