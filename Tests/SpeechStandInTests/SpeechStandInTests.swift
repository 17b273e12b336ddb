import Foundation
import Speech
import Testing

/// Records what a task tells its delegate, in order.
private final class TaskLog: SFSpeechRecognitionTaskDelegate {
    var events: [String] = []
    func speechRecognitionDidDetectSpeech(_ task: SFSpeechRecognitionTask) { events.append("speech") }
    func speechRecognitionTask(_ task: SFSpeechRecognitionTask, didHypothesizeTranscription transcription: SFTranscription) {
        events.append("partial \(transcription.formattedString)")
    }
    func speechRecognitionTask(_ task: SFSpeechRecognitionTask, didFinishRecognition recognitionResult: SFSpeechRecognitionResult) {
        events.append("final \(recognitionResult.bestTranscription.formattedString)")
    }
    func speechRecognitionTaskFinishedReadingAudio(_ task: SFSpeechRecognitionTask) { events.append("read") }
    func speechRecognitionTaskWasCancelled(_ task: SFSpeechRecognitionTask) { events.append("cancelled") }
    func speechRecognitionTask(_ task: SFSpeechRecognitionTask, didFinishSuccessfully successfully: Bool) {
        events.append("done \(successfully)")
    }
}

private final class AvailabilityLog: SFSpeechRecognizerDelegate {
    var changes: [Bool] = []
    func speechRecognizer(_ speechRecognizer: SFSpeechRecognizer, availabilityDidChange available: Bool) { changes.append(available) }
}

/// `seconds` of silence at 16 kHz mono, as a tap would hand it.
private func silence(_ seconds: Double) -> AVAudioPCMBuffer {
    let format = AVAudioFormat(standardFormatWithSampleRate: 16_000, channels: 1)!
    let buffer = AVAudioPCMBuffer(pcmFormat: format, frameCapacity: AVAudioFrameCount(seconds * 16_000))!
    buffer.frameLength = buffer.frameCapacity
    return buffer
}

extension AudioInputSuites {
    @Suite("Speech stand-in: recognisers, requests, tasks and results")
    struct SpeechStandInTests {
        init() { SFSpeechRecognizer.resetSpeechRecognition() }

        @Test("Recognisers: the person's language (Linux's en_001 → en-US), supported locales, nil for others; equal only to themselves")
        func recognizers() throws {
            let recognizer = try #require(SFSpeechRecognizer())
            #expect(recognizer.locale.language.languageCode?.identifier == Locale.current.language.languageCode?.identifier)
            let french = try #require(SFSpeechRecognizer(locale: Locale(identifier: "fr-FR")))
            #expect(french.locale.identifier == "fr-FR")
            #expect(SFSpeechRecognizer(locale: Locale(identifier: "en-DE")) == nil)
            #expect(SFSpeechRecognizer(locale: Locale(identifier: "xx-YY")) == nil)
            #expect(SFSpeechRecognizer(locale: Locale(identifier: "ja"))?.locale.identifier == "ja-JP")
            #expect(SFSpeechRecognizer.supportedLocales().count == 60)
            #expect(SFSpeechRecognizer.supportedLocales().contains(Locale(identifier: "en-GB")))
            let optional: SFSpeechRecognizer? = recognizer
            #expect(optional != .none)
            #expect(recognizer == recognizer && recognizer != french)
        }

        @Test("Without an installed recogniser: unavailable, and a task ends at once with kAFAssistantErrorDomain 1101")
        func unavailable() throws {
            let recognizer = try #require(SFSpeechRecognizer(locale: Locale(identifier: "en-US")))
            SFSpeechRecognizer.setAuthorizationStatus(.authorized)
            #expect(!recognizer.isAvailable && !recognizer.supportsOnDeviceRecognition)
            var results: [SFSpeechRecognitionResult?] = []
            var errors: [NSError] = []
            let task = recognizer.recognitionTask(with: SFSpeechAudioBufferRecognitionRequest()) { result, error in
                results.append(result)
                if let error { errors.append(error as NSError) }
            }
            #expect(task.state == .completed && !task.isCancelled)
            #expect(results.count == 1 && results[0] == nil)
            #expect(errors.map(\.domain) == ["kAFAssistantErrorDomain"] && errors.map(\.code) == [1101])
            #expect(task.error is SFSpeechRecognitionTaskError)
            #expect(task.error?.localizedDescription.contains("installRecognizer(transcribing:)") == true)
        }

        @Test("Authorization: not determined, declined unless a test grants it, kept once answered; unauthorized tasks fail")
        func authorization() throws {
            #expect(SFSpeechRecognizer.authorizationStatus() == .notDetermined)
            var heard: SFSpeechRecognizerAuthorizationStatus?
            SFSpeechRecognizer.requestAuthorization { heard = $0 }
            #expect(heard == .denied && SFSpeechRecognizer.authorizationStatus() == .denied)
            SFSpeechRecognizer.answerAuthorizationRequests(granting: true)
            SFSpeechRecognizer.requestAuthorization { heard = $0 }
            #expect(heard == .denied)  // asked before: the answer stands

            SFSpeechRecognizer.installRecognizer(transcribing: "hello")
            let recognizer = try #require(SFSpeechRecognizer(locale: Locale(identifier: "en-US")))
            var failure: SFSpeechRecognitionTaskError?
            _ = recognizer.recognitionTask(with: SFSpeechAudioBufferRecognitionRequest()) { _, error in
                failure = error as? SFSpeechRecognitionTaskError
            }
            #expect(failure?.reason == .notAuthorized && failure?.errorCode == 1700)

            SFSpeechRecognizer.resetSpeechRecognition()
            SFSpeechRecognizer.answerAuthorizationRequests(granting: true)
            SFSpeechRecognizer.requestAuthorization { heard = $0 }
            #expect(heard == .authorized)
        }

        @Test("Buffers bring a partial result per word heard, endAudio the final one with timed segments")
        func bufferRecognition() throws {
            let recognizer = try #require(SFSpeechRecognizer(locale: Locale(identifier: "en-US")))
            let availability = AvailabilityLog()
            recognizer.delegate = availability
            SFSpeechRecognizer.installRecognizer(transcribing: "Turn the lights on", secondsPerWord: 0.5)
            SFSpeechRecognizer.setAuthorizationStatus(.authorized)
            #expect(recognizer.isAvailable && recognizer.supportsOnDeviceRecognition)
            #expect(availability.changes == [true])

            let request = SFSpeechAudioBufferRecognitionRequest()
            request.shouldReportPartialResults = true
            var partials: [String] = []
            var final: SFSpeechRecognitionResult?
            let task = recognizer.recognitionTask(with: request) { result, error in
                #expect(error == nil)
                guard let result else { return }
                if result.isFinal { final = result } else { partials.append(result.bestTranscription.formattedString) }
            }
            #expect(task.state == .starting)
            request.append(silence(0.25))
            #expect(task.state == .running && partials.isEmpty)
            request.append(silence(0.25))
            request.append(silence(0.75))
            #expect(partials == ["Turn", "Turn the"])
            request.endAudio()
            #expect(task.state == .completed && task.error == nil)
            let result = try #require(final)
            #expect(result.bestTranscription.formattedString == "Turn the lights on")
            #expect(result.transcriptions.count == 1)
            let segments = result.bestTranscription.segments
            #expect(segments.map(\.substring) == ["Turn", "the", "lights", "on"])
            #expect(segments.map(\.timestamp) == [0, 0.5, 1, 1.5])
            #expect(segments[2].substringRange == NSRange(location: 9, length: 6))
            #expect(segments.allSatisfy { $0.confidence == 1 && $0.duration == 0.5 })
            request.append(silence(1))  // after endAudio: ignored
            #expect(partials.count == 2)

            SFSpeechRecognizer.removeInstalledRecognizer()
            #expect(availability.changes == [true, false] && !recognizer.isAvailable)
        }

        @Test("A delegate hears speech, hypotheses, the final result; no audio ends in 'No speech detected'; cancel ends with 216")
        func delegateAndEndings() throws {
            SFSpeechRecognizer.installRecognizer(transcribing: "open settings", secondsPerWord: 0.25)
            SFSpeechRecognizer.setAuthorizationStatus(.authorized)
            let recognizer = try #require(SFSpeechRecognizer(locale: Locale(identifier: "en-GB")))
            let log = TaskLog()
            let request = SFSpeechAudioBufferRecognitionRequest()
            request.append(silence(0.3))  // before the task: heard when it starts
            let task = recognizer.recognitionTask(with: request, delegate: log)
            request.append(silence(0.3))
            task.finish()
            #expect(log.events == ["speech", "partial open", "partial open settings", "read", "final open settings", "done true"])

            var silent: NSError?
            let empty = SFSpeechAudioBufferRecognitionRequest()
            _ = recognizer.recognitionTask(with: empty) { _, error in silent = error.map { $0 as NSError } }
            empty.endAudio()
            #expect(silent?.domain == "kAFAssistantErrorDomain" && silent?.code == 1110)

            let quiet = SFSpeechAudioBufferRecognitionRequest()
            quiet.shouldReportPartialResults = false
            var heard: [String] = []
            var cancelled: NSError?
            let cancelling = recognizer.recognitionTask(with: quiet) { result, error in
                if let result { heard.append(result.bestTranscription.formattedString) }
                cancelled = error.map { $0 as NSError }
            }
            quiet.append(silence(1))
            #expect(heard.isEmpty)  // partial results off
            cancelling.cancel()
            #expect(cancelling.isCancelled && cancelling.state == .completed)
            #expect(cancelled?.code == 216)
            quiet.endAudio()
            #expect(heard.isEmpty)
        }

        @Test("A file request is read to its headers and recognised at once; unreadable files fail with audioReadFailed")
        func urlRecognition() throws {
            SFSpeechRecognizer.installRecognizer(transcribing: "one two three", secondsPerWord: 0.5)
            SFSpeechRecognizer.setAuthorizationStatus(.authorized)
            let recognizer = try #require(SFSpeechRecognizer(locale: Locale(identifier: "en-US")))
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("speech22-\(UUID().uuidString).wav")
            defer { try? FileManager.default.removeItem(at: url) }
            let recorder = try AVAudioRecorder(
                url: url, settings: [AVFormatIDKey: kAudioFormatLinearPCM, AVSampleRateKey: 16_000, AVNumberOfChannelsKey: 1])
            recorder.record()
            recorder.advanceRecording(by: 1)
            recorder.stop()

            var results: [(String, Bool)] = []
            let task = recognizer.recognitionTask(with: SFSpeechURLRecognitionRequest(url: url)) { result, _ in
                if let result { results.append((result.bestTranscription.formattedString, result.isFinal)) }
            }
            #expect(task.state == .completed)
            #expect(results.map(\.0) == ["one two", "one two three"] && results.map(\.1) == [false, true])

            var failure: SFSpeechError?
            _ = recognizer.recognitionTask(with: SFSpeechURLRecognitionRequest(url: URL(fileURLWithPath: "/nonexistent.caf"))) { _, error in
                failure = error as? SFSpeechError
            }
            #expect(failure?.code == .audioReadFailed && failure?.errorCode == 2)
            #expect(SFSpeechError.errorDomain == "SFSpeechErrorDomain")
        }
    }
}
