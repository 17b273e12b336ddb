import CoreHaptics
import Testing

/// A haptics helper written as iOS apps write theirs (checked against the capabilities, or not).
private final class Haptics {
    private var engine: CHHapticEngine?
    private let checksCapabilities: Bool

    init(checksCapabilities: Bool) {
        self.checksCapabilities = checksCapabilities
        if checksCapabilities, !CHHapticEngine.capabilitiesForHardware().supportsHaptics { return }
        engine = try? CHHapticEngine()
        try? engine?.start()
    }

    func success() {
        let sharp = CHHapticEventParameter(parameterID: .hapticSharpness, value: 1)
        let events = stride(from: 0.0, to: 0.3, by: 0.1).map { time in
            CHHapticEvent(eventType: .hapticTransient, parameters: [sharp], relativeTime: time)
        }
        guard let pattern = try? CHHapticPattern(events: events, parameters: []) else { return }
        try? engine?.makePlayer(with: pattern).start(atTime: 0)
    }

    var played: [CHHapticEngine.PlayedEvent] { engine?.playedEvents ?? [] }

    func wait(_ seconds: TimeInterval) { engine?.advanceTime(by: seconds) }
}

@Suite("A screen's haptics helper")
struct HelperTests {
    @Test("A helper that checks supportsHaptics plays nothing on Linux, as in the Simulator")
    func guarded() {
        let haptics = Haptics(checksCapabilities: true)
        haptics.success()
        haptics.wait(1)
        #expect(haptics.played.isEmpty)
    }

    @Test("A helper that does not check plays its pattern on the engine's timeline")
    func unguarded() {
        let haptics = Haptics(checksCapabilities: false)
        haptics.success()
        haptics.wait(1)
        #expect(haptics.played.count == 3)
        #expect(haptics.played.allSatisfy { $0.sharpness == 1 && $0.intensity == 1 })
    }
}
