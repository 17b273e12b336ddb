import NapkinUI
import Speech
import Testing

/// A voice-input view model as iOS apps write one (the shape of the Talkaid screens' recogniser): it asks for both
/// permissions, configures the session, starts an engine whose input tap feeds a buffer request, and publishes what
/// the recogniser hears; `stop()` tears it all down.
private final class VoiceInputModel: ObservableObject {
    @Published var transcript = ""
    @Published var isListening = false
    @Published var failure: String?
    private let recognizer = SFSpeechRecognizer()
    private var engine: AVAudioEngine?
    private var request: SFSpeechAudioBufferRecognitionRequest?
    private var task: SFSpeechRecognitionTask?

    func authorize() async -> Bool {
        let speech = await withCheckedContinuation { continuation in
            SFSpeechRecognizer.requestAuthorization { continuation.resume(returning: $0 == .authorized) }
        }
        let microphone = await withCheckedContinuation { continuation in
            AVAudioApplication.requestRecordPermission { continuation.resume(returning: $0) }
        }
        return speech && microphone
    }

    func start() throws {
        guard let recognizer, recognizer.isAvailable else {
            failure = "unavailable"
            return
        }
        let session = AVAudioSession.sharedInstance()
        try session.setCategory(.record, mode: .measurement, options: [.duckOthers])
        try session.setActive(true, options: .notifyOthersOnDeactivation)

        let engine = AVAudioEngine()
        let request = SFSpeechAudioBufferRecognitionRequest()
        request.shouldReportPartialResults = true
        let input = engine.inputNode
        input.removeTap(onBus: 0)
        input.installTap(onBus: 0, bufferSize: 1024, format: input.outputFormat(forBus: 0)) { buffer, _ in
            request.append(buffer)
        }
        engine.prepare()
        try engine.start()
        task = recognizer.recognitionTask(with: request) { [weak self] result, error in
            guard let self else { return }
            if let result {
                self.transcript = result.bestTranscription.formattedString
                if result.isFinal { self.isListening = false }
            } else if let error {
                self.failure = error.localizedDescription
                self.isListening = false
            }
        }
        (self.engine, self.request) = (engine, request)
        isListening = true
    }

    /// Advances the engine's clock, as a test stands in for time passing while the person speaks.
    func listen(for seconds: TimeInterval) { engine?.advanceRendering(by: seconds) }

    func stop() {
        request?.endAudio()
        engine?.inputNode.removeTap(onBus: 0)
        engine?.stop()
        try? AVAudioSession.sharedInstance().setActive(false, options: .notifyOthersOnDeactivation)
        (engine, request, task) = (nil, nil, nil)
    }
}

extension AudioInputSuites {
    @Suite("Speech stand-in: a voice-input view model")
    struct VoiceInputShapeTests {
        @Test("The engine's tap feeds the request; the transcript grows word by word and ends final when listening stops")
        func voiceInput() async throws {
            SFSpeechRecognizer.resetSpeechRecognition()
            AVAudioApplication.resetRecordPermission()
            defer {
                SFSpeechRecognizer.resetSpeechRecognition()
                AVAudioApplication.resetRecordPermission()
                try? AVAudioSession.sharedInstance().setCategory(.soloAmbient)
            }
            let unavailable = VoiceInputModel()
            try unavailable.start()
            #expect(unavailable.failure == "unavailable" && !unavailable.isListening)

            SFSpeechRecognizer.installRecognizer(transcribing: "remind me to call mom", secondsPerWord: 0.4)
            SFSpeechRecognizer.answerAuthorizationRequests(granting: true)
            AVAudioApplication.answerRecordPermissionRequests(granting: true)
            let model = VoiceInputModel()
            #expect(await model.authorize())
            var published: [String] = []
            let subscription = model.$transcript.sink { published.append($0) }
            try model.start()
            #expect(model.isListening)
            model.listen(for: 0.5)
            #expect(model.transcript == "remind")
            model.listen(for: 0.5)
            #expect(model.transcript == "remind me")
            model.stop()
            #expect(model.transcript == "remind me to call mom")
            #expect(!model.isListening && model.failure == nil)
            #expect(published == ["", "remind", "remind me", "remind me to call mom"])
            subscription.cancel()
        }
    }
}
