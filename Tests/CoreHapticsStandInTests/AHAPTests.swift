import CoreHaptics
import Foundation
import Testing

@Suite("CoreHaptics AHAP files")
struct AHAPTests {
    private static let heartbeat = """
        {
          "Version": 1.0,
          "Pattern": [
            {"Event": {"Time": 0.0, "EventType": "HapticTransient",
              "EventParameters": [{"ParameterID": "HapticIntensity", "ParameterValue": 1.0},
                                  {"ParameterID": "HapticSharpness", "ParameterValue": 0.3}]}},
            {"Event": {"Time": 0.25, "EventType": "HapticContinuous", "EventDuration": 0.5,
              "EventParameters": [{"ParameterID": "HapticIntensity", "ParameterValue": 0.6}]}},
            {"ParameterCurve": {"ParameterID": "HapticIntensityControl", "Time": 0.25,
              "ParameterCurveControlPoints": [{"Time": 0, "ParameterValue": 1}, {"Time": 0.5, "ParameterValue": 0}]}}
          ]
        }
        """

    private func file(_ text: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("napkin-\(UUID().uuidString).ahap")
        try Data(text.utf8).write(to: url)
        return url
    }

    private func pattern(_ text: String) throws -> CHHapticPattern {
        let url = try file(text)
        defer { try? FileManager.default.removeItem(at: url) }
        return try CHHapticPattern(contentsOf: url)
    }

    @Test("A valid AHAP file reads into a pattern with its events' duration")
    func valid() throws {
        #expect(try pattern(Self.heartbeat).duration == 0.75)
    }

    @Test("Malformed AHAP throws typed errors")
    func malformed() {
        #expect(throws: CHHapticError(.invalidPatternData)) { try pattern("{\"Pattern\": [") }
        #expect(throws: CHHapticError(.invalidPatternData)) { try pattern("[1, 2]") }
        #expect(throws: CHHapticError(.invalidPatternDictionary)) { try pattern("{\"Version\": 1}") }
        #expect(throws: CHHapticError(.invalidPatternDictionary)) { try pattern("{\"Pattern\": [{\"Sound\": {}}]}") }
        #expect(throws: CHHapticError(.badEventEntry)) { try pattern("{\"Pattern\": [{\"Event\": {\"EventType\": \"HapticTransient\"}}]}") }
        #expect(throws: CHHapticError(.invalidEventType)) {
            try pattern("{\"Pattern\": [{\"Event\": {\"Time\": 0, \"EventType\": \"Tickle\"}}]}")
        }
        #expect(throws: CHHapticError(.badParameterEntry)) {
            try pattern("{\"Pattern\": [{\"Parameter\": {\"ParameterID\": \"HapticIntensityControl\", \"Time\": 0}}]}")
        }
        #expect(throws: CHHapticError(.badEventEntry)) {
            try pattern("{\"Pattern\": [{\"Event\": {\"Time\": 0, \"EventType\": \"AudioCustom\"}}]}")
        }
        #expect(throws: CHHapticError(.fileNotFound)) {
            try CHHapticPattern(contentsOf: URL(fileURLWithPath: "/nonexistent/napkin.ahap"))
        }
    }

    @Test("Oversized AHAP input is rejected before it is parsed")
    func oversized() throws {
        let padding = String(repeating: " ", count: CHHapticPattern.maximumAHAPSize)
        #expect(throws: CHHapticError(.invalidPatternData)) { try pattern("{\"Pattern\": []}" + padding) }
        let entry = "{\"Event\": {\"Time\": 0, \"EventType\": \"HapticTransient\"}}"
        let many = Array(repeating: entry, count: CHHapticPattern.maximumEntryCount + 1).joined(separator: ",")
        #expect(throws: CHHapticError(.resourceNotAvailable)) { try pattern("{\"Pattern\": [\(many)]}") }
    }

    @Test("CHHapticError bridges to NSError and matches in catch clauses")
    func errors() throws {
        let error = CHHapticError(.engineNotRunning) as NSError
        #expect(error.domain == "com.apple.CoreHaptics")
        #expect(error.code == -4805)
        do {
            _ = try pattern("not json")
            Issue.record("expected a throw")
        } catch CHHapticError.invalidPatternData {
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test("playPattern(from:) starts the engine and plays the file's events")
    func playFile() throws {
        let url = try file(Self.heartbeat)
        defer { try? FileManager.default.removeItem(at: url) }
        let engine = try CHHapticEngine()
        try engine.playPattern(from: url)
        #expect(engine.isRunning)
        #expect(engine.playedEvents.map(\.type) == [.hapticTransient])
        #expect(engine.playedEvents.first?.sharpness == 0.3)
        engine.advanceTime(by: 0.25)
        #expect(engine.playedEvents.map(\.type) == [.hapticTransient, .hapticContinuous])
        #expect(engine.playedEvents.last?.intensity == 0.6)
        #expect(engine.playedEvents.last?.duration == 0.5)
    }
}
