import CoreHaptics
import Testing

@Suite("CoreHaptics capabilities and patterns")
struct PatternTests {
    private func transient(_ time: TimeInterval, intensity: Float = 1) -> CHHapticEvent {
        CHHapticEvent(
            eventType: .hapticTransient, parameters: [CHHapticEventParameter(parameterID: .hapticIntensity, value: intensity)],
            relativeTime: time)
    }

    @Test("Linux reports no haptics and no audio, with the documented parameter ranges")
    func capabilities() throws {
        let capabilities = CHHapticEngine.capabilitiesForHardware()
        #expect(!capabilities.supportsHaptics)
        #expect(!capabilities.supportsAudio)
        let intensity = try capabilities.attributes(forEventParameter: .hapticIntensity, eventType: .hapticTransient)
        #expect((intensity.minValue, intensity.maxValue, intensity.defaultValue) == (0, 1, 1))
        let sharpness = try capabilities.attributes(forEventParameter: .hapticSharpness, eventType: .hapticContinuous)
        #expect(sharpness.defaultValue == 0.5)
        let pan = try capabilities.attributes(forEventParameter: .audioPan, eventType: .audioContinuous)
        #expect((pan.minValue, pan.maxValue) == (-1, 1))
        let control = try capabilities.attributes(forDynamicParameter: .hapticSharpnessControl)
        #expect((control.minValue, control.maxValue, control.defaultValue) == (-1, 1, 0))
        #expect(throws: CHHapticError(.invalidParameterType)) {
            try capabilities.attributes(forEventParameter: .audioVolume, eventType: .hapticTransient)
        }
        #expect(throws: CHHapticError(.invalidEventType)) {
            try capabilities.attributes(forEventParameter: .hapticIntensity, eventType: .init("Buzz"))
        }
    }

    @Test("A pattern's duration is its latest event end, parameter time or curve point")
    func duration() throws {
        let continuous = CHHapticEvent(eventType: .hapticContinuous, parameters: [], relativeTime: 0.25, duration: 0.5)
        #expect(try CHHapticPattern(events: [transient(0), continuous], parameters: []).duration == 0.75)
        let late = CHHapticDynamicParameter(parameterID: .hapticIntensityControl, value: 0.5, relativeTime: 1.5)
        #expect(try CHHapticPattern(events: [transient(0.1)], parameters: [late]).duration == 1.5)
        let curve = CHHapticParameterCurve(
            parameterID: .hapticIntensityControl,
            controlPoints: [.init(relativeTime: 0, value: 0), .init(relativeTime: 0.75, value: 1)], relativeTime: 0.5)
        #expect(try CHHapticPattern(events: [transient(0)], parameterCurves: [curve]).duration == 1.25)
        #expect(try CHHapticPattern(events: [], parameters: []).duration == 0)
        #expect(curve.value(atTime: 0.375) == 0.5)
    }

    @Test("A pattern keeps copies: changing an event afterwards does not change it")
    func copies() throws {
        let event = transient(0.25)
        let pattern = try CHHapticPattern(events: [event], parameters: [])
        event.relativeTime = 3
        #expect(pattern.duration == 0.25)
    }

    @Test("Invalid events and parameters throw CoreHaptics's errors")
    func validation() {
        #expect(throws: CHHapticError(.invalidEventTime)) { try CHHapticPattern(events: [transient(-1)], parameters: []) }
        let negative = CHHapticEvent(eventType: .hapticContinuous, parameters: [], relativeTime: 0, duration: -2)
        #expect(throws: CHHapticError(.invalidEventDuration)) { try CHHapticPattern(events: [negative], parameters: []) }
        let unknown = CHHapticEvent(eventType: .init("Rumble"), parameters: [], relativeTime: 0)
        #expect(throws: CHHapticError(.invalidEventType)) { try CHHapticPattern(events: [unknown], parameters: []) }
        let badID = CHHapticEvent(
            eventType: .hapticTransient, parameters: [.init(parameterID: .init("Loudness"), value: 1)], relativeTime: 0)
        #expect(throws: CHHapticError(.invalidParameterType)) { try CHHapticPattern(events: [badID], parameters: []) }
        #expect(throws: CHHapticError(.badParameterEntry)) {
            try CHHapticPattern(events: [transient(0, intensity: .nan)], parameters: [])
        }
        let early = CHHapticDynamicParameter(parameterID: .hapticIntensityControl, value: 1, relativeTime: -0.5)
        #expect(throws: CHHapticError(.invalidTime)) { try CHHapticPattern(events: [], parameters: [early]) }
        let empty = CHHapticParameterCurve(parameterID: .hapticIntensityControl, controlPoints: [], relativeTime: 0)
        #expect(throws: CHHapticError(.badParameterEntry)) { try CHHapticPattern(events: [], parameterCurves: [empty]) }
    }

    @Test("A Swift dictionary of keys makes a pattern, and a pattern exports one that reads back")
    func dictionary() throws {
        typealias Key = CHHapticPattern.Key
        let intensity: [Key: Any] = [Key.parameterID: CHHapticEvent.ParameterID.hapticIntensity, Key.parameterValue: 0.8]
        let transient: [Key: Any] = [
            Key.eventType: CHHapticEvent.EventType.hapticTransient, Key.time: CHHapticTimeImmediate, Key.eventParameters: [intensity],
        ]
        let continuous: [Key: Any] = [Key.eventType: CHHapticEvent.EventType.hapticContinuous, Key.time: 0.5, Key.eventDuration: 1]
        let control: [Key: Any] = [
            Key.parameterID: CHHapticDynamicParameter.ID.hapticIntensityControl, Key.parameterValue: 0.3, Key.time: 0.2,
        ]
        let pattern = try CHHapticPattern(dictionary: [
            Key.pattern: [[Key.event: transient], [Key.event: continuous], [Key.parameter: control]]
        ])
        #expect(pattern.duration == 1.5)
        let exported = try pattern.exportDictionary()
        #expect((exported[.pattern] as? [Any])?.count == 3)
        #expect(try CHHapticPattern(dictionary: exported).duration == 1.5)
    }
}
