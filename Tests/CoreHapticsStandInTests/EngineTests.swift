import CoreHaptics
import Testing

@Suite("CoreHaptics engine and players")
struct EngineTests {
    private func pattern(_ events: [(TimeInterval, Float)], continuous: TimeInterval? = nil) throws -> CHHapticPattern {
        var list = events.map { time, intensity in
            CHHapticEvent(
                eventType: .hapticTransient, parameters: [.init(parameterID: .hapticIntensity, value: intensity)], relativeTime: time)
        }
        if let continuous {
            list.append(CHHapticEvent(eventType: .hapticContinuous, parameters: [], relativeTime: 0, duration: continuous))
        }
        return try CHHapticPattern(events: list, parameters: [])
    }

    private func started() throws -> CHHapticEngine {
        let engine = try CHHapticEngine()
        try engine.start()
        return engine
    }

    @Test("A stopped engine refuses to play; it starts, and stops without calling the stopped handler")
    func lifecycle() async throws {
        let engine = try CHHapticEngine()
        #expect(!engine.isRunning)
        let player = try engine.makePlayer(with: pattern([(0, 1)]))
        #expect(throws: CHHapticError(.engineNotRunning)) { try player.start(atTime: CHHapticTimeImmediate) }
        let started: (any Error)? = await withCheckedContinuation { done in engine.start { done.resume(returning: $0) } }
        #expect(started == nil)
        #expect(engine.isRunning)
        var reasons: [CHHapticEngine.StoppedReason] = []
        engine.stoppedHandler = { reasons.append($0) }
        let stopped: (any Error)? = await withCheckedContinuation { done in engine.stop { done.resume(returning: $0) } }
        #expect(stopped == nil)
        #expect(!engine.isRunning)
        #expect(reasons.isEmpty)
        try await engine.start()
        #expect(engine.isRunning)
    }

    @Test("With auto shutdown enabled, a player starts a stopped engine")
    func autoShutdown() throws {
        let engine = try CHHapticEngine()
        engine.isAutoShutdownEnabled = true
        try engine.makePlayer(with: pattern([(0, 1)])).start(atTime: CHHapticTimeImmediate)
        #expect(engine.isRunning)
        #expect(engine.playedEvents.count == 1)
    }

    @Test("A player plays each event when the timeline reaches it, clamping values and filling defaults")
    func timeline() throws {
        let engine = try started()
        let player = try engine.makePlayer(with: pattern([(0, 1.4), (0.5, 0.25)]))
        try player.start(atTime: CHHapticTimeImmediate)
        #expect(engine.playedEvents.map(\.intensity) == [1])
        #expect(engine.playedEvents.first?.sharpness == 0.5)
        engine.advanceTime(by: 0.4)
        #expect(engine.playedEvents.count == 1)
        engine.advanceTime(by: 0.1)
        #expect(engine.playedEvents.map(\.time) == [0, 0.5])
        #expect(engine.playedEvents.last?.intensity == 0.25)
        #expect(engine.currentTime == 0.5)
    }

    @Test("A start at a later engine time waits for it; a stop drops what is left")
    func scheduled() throws {
        let engine = try started()
        let player = try engine.makePlayer(with: pattern([(0, 1), (1, 1)]))
        try player.start(atTime: engine.currentTime + 2)
        #expect(engine.playedEvents.isEmpty)
        engine.advanceTime(by: 2)
        #expect(engine.playedEvents.map(\.time) == [2])
        try player.stop(atTime: CHHapticTimeImmediate)
        engine.advanceTime(by: 5)
        #expect(engine.playedEvents.count == 1)
        #expect(throws: CHHapticError(.invalidTime)) { try player.start(atTime: -1) }
    }

    @Test("An advanced player pauses, resumes, seeks, and calls its completion handler when it finishes")
    func advanced() async throws {
        let engine = try started()
        let player = try engine.makeAdvancedPlayer(with: pattern([(0, 1), (1, 0.5), (2, 0.2)]))
        try player.start(atTime: CHHapticTimeImmediate)
        try player.pause(atTime: CHHapticTimeImmediate)
        engine.advanceTime(by: 5)
        #expect(engine.playedEvents.count == 1)
        try player.resume(atTime: CHHapticTimeImmediate)
        engine.advanceTime(by: 1)
        #expect(engine.playedEvents.map(\.time) == [0, 6])
        try player.seek(toOffset: 1.5)
        #expect(engine.playedEvents.count == 2)
        let finished: (any Error)? = await withCheckedContinuation { done in
            player.completionHandler = { done.resume(returning: $0) }
            engine.advanceTime(by: 0.5)
        }
        #expect(finished == nil)
        #expect(engine.playedEvents.map(\.intensity) == [1, 0.5, 0.2])
        #expect(engine.playedEvents.last?.time == 6.5)
    }

    @Test("A looping player plays its pattern again at each loop end, at its playback rate")
    func looping() throws {
        let engine = try started()
        let player = try engine.makeAdvancedPlayer(with: pattern([(0, 1), (0.5, 1)]))
        player.loopEnabled = true
        player.loopEnd = 1
        player.playbackRate = 2
        player.playbackRate = -1
        #expect(player.playbackRate == 2)
        try player.start(atTime: CHHapticTimeImmediate)
        engine.advanceTime(by: 1.1)
        #expect(engine.playedEvents.map(\.time) == [0, 0.25, 0.5, 0.75, 1])
        try player.cancel()
        engine.advanceTime(by: 1)
        #expect(engine.playedEvents.count == 5)
    }

    @Test("Muted players and left-out kinds play nothing; playsHapticsOnly applies from the next start")
    func muting() throws {
        let engine = try started()
        let muted = try engine.makePlayer(with: pattern([(0, 1)]))
        muted.isMuted = true
        try muted.start(atTime: CHHapticTimeImmediate)
        #expect(engine.playedEvents.isEmpty)
        let audio = try CHHapticPattern(
            events: [CHHapticEvent(eventType: .audioContinuous, parameters: [], relativeTime: 0, duration: 0.2)], parameters: [])
        engine.playsHapticsOnly = true
        engine.stop()
        try engine.start()
        try engine.makePlayer(with: audio).start(atTime: CHHapticTimeImmediate)
        #expect(engine.playedEvents.isEmpty)
        engine.playsHapticsOnly = false
        try engine.makePlayer(with: audio).start(atTime: CHHapticTimeImmediate)
        #expect(engine.playedEvents.isEmpty)
        engine.stop()
        try engine.start()
        try engine.makePlayer(with: audio).start(atTime: CHHapticTimeImmediate)
        #expect(engine.playedEvents.first?.parameters[.audioVolume] == 1)
        #expect(engine.playedEvents.first?.intensity == nil)
    }

    @Test("Dynamic parameters and curves sent to a player are recorded at the times they apply")
    func parameters() throws {
        let engine = try started()
        let player = try engine.makeAdvancedPlayer(with: pattern([], continuous: 2))
        try player.start(atTime: CHHapticTimeImmediate)
        try player.sendParameters(
            [.init(parameterID: .hapticIntensityControl, value: 0.4, relativeTime: 0.5)], atTime: CHHapticTimeImmediate)
        let curve = CHHapticParameterCurve(
            parameterID: .hapticSharpnessControl, controlPoints: [.init(relativeTime: 0, value: -2), .init(relativeTime: 1, value: 1)],
            relativeTime: 0)
        try player.scheduleParameterCurve(curve, atTime: 1)
        #expect(curve.relativeTime == 1)
        #expect(engine.sentParameters.map(\.time) == [0.5, 1, 2])
        #expect(engine.sentParameters.map(\.value) == [0.4, -1, 1])
        #expect(throws: CHHapticError(.invalidParameterType)) {
            try player.sendParameters([.init(parameterID: .init("Wobble"), value: 1, relativeTime: 0)], atTime: 0)
        }
    }

    @Test("notifyWhenPlayersFinished waits for the players; stopEngine stops it and calls the stopped handler")
    func notifyWhenFinished() async throws {
        let engine = try started()
        try engine.makePlayer(with: pattern([(0, 1), (1, 1)])).start(atTime: CHHapticTimeImmediate)
        let reason: CHHapticEngine.StoppedReason = await withCheckedContinuation { done in
            engine.stoppedHandler = { done.resume(returning: $0) }
            engine.notifyWhenPlayersFinished { _ in .stopEngine }
            engine.advanceTime(by: 1)
        }
        #expect(reason == .notifyWhenFinished)
        #expect(!engine.isRunning)
        let action: CHHapticEngine.FinishedAction = await withCheckedContinuation { done in
            engine.notifyWhenPlayersFinished { _ in
                done.resume(returning: .leaveEngineRunning)
                return .leaveEngineRunning
            }
        }
        #expect(action == .leaveEngineRunning)
    }

    @Test("Audio resources register from files and must be registered to be played")
    func audioResources() throws {
        let engine = try started()
        #expect(throws: CHHapticError(.fileNotFound)) {
            try engine.registerAudioResource(URL(fileURLWithPath: "/nonexistent/tick.caf"))
        }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("napkin-\(UUID().uuidString).caf")
        try Data([0]).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let id = try engine.registerAudioResource(url, options: [:])
        let event = CHHapticEvent(audioResourceID: id, parameters: [], relativeTime: 0)
        let pattern = try CHHapticPattern(events: [event], parameters: [])
        _ = try engine.makePlayer(with: pattern)
        #expect(throws: CHHapticError(.operationNotPermitted)) { try pattern.exportDictionary() }
        try engine.unregisterAudioResource(id)
        #expect(throws: CHHapticError(.invalidAudioResource)) { try engine.makePlayer(with: pattern) }
        #expect(throws: CHHapticError(.invalidAudioResource)) { try engine.unregisterAudioResource(id) }
    }
}
