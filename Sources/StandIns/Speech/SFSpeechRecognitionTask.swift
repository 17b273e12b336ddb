import AVFAudio
import Foundation

/// Where a recognition task is, with Speech's numbers.
public enum SFSpeechRecognitionTaskState: Int, Sendable {
    /// Made, no audio yet.
    case starting = 0
    /// Hearing audio.
    case running = 1
    /// No more audio; finishing the transcription.
    case finishing = 2
    /// Being cancelled.
    case canceling = 3
    /// Done: finished, failed or cancelled.
    case completed = 4
}

/// What a recognition task tells its delegate, as Speech's protocol. Every method has an empty default, as the
/// Objective-C protocol's are optional.
public protocol SFSpeechRecognitionTaskDelegate: AnyObject {
    /// The first speech was heard.
    func speechRecognitionDidDetectSpeech(_ task: SFSpeechRecognitionTask)
    /// A partial transcription.
    func speechRecognitionTask(_ task: SFSpeechRecognitionTask, didHypothesizeTranscription transcription: SFTranscription)
    /// The final result.
    func speechRecognitionTask(_ task: SFSpeechRecognitionTask, didFinishRecognition recognitionResult: SFSpeechRecognitionResult)
    /// No more audio will be read.
    func speechRecognitionTaskFinishedReadingAudio(_ task: SFSpeechRecognitionTask)
    /// The task was cancelled.
    func speechRecognitionTaskWasCancelled(_ task: SFSpeechRecognitionTask)
    /// The task is done; `successfully` is false when it failed or was cancelled.
    func speechRecognitionTask(_ task: SFSpeechRecognitionTask, didFinishSuccessfully successfully: Bool)
}

extension SFSpeechRecognitionTaskDelegate {
    /// Does nothing unless the delegate implements it.
    public func speechRecognitionDidDetectSpeech(_ task: SFSpeechRecognitionTask) {}
    /// Does nothing unless the delegate implements it.
    public func speechRecognitionTask(_ task: SFSpeechRecognitionTask, didHypothesizeTranscription transcription: SFTranscription) {}
    /// Does nothing unless the delegate implements it.
    public func speechRecognitionTask(_ task: SFSpeechRecognitionTask, didFinishRecognition recognitionResult: SFSpeechRecognitionResult) {}
    /// Does nothing unless the delegate implements it.
    public func speechRecognitionTaskFinishedReadingAudio(_ task: SFSpeechRecognitionTask) {}
    /// Does nothing unless the delegate implements it.
    public func speechRecognitionTaskWasCancelled(_ task: SFSpeechRecognitionTask) {}
    /// Does nothing unless the delegate implements it.
    public func speechRecognitionTask(_ task: SFSpeechRecognitionTask, didFinishSuccessfully successfully: Bool) {}
}

/// One recognition in progress, as Speech's `SFSpeechRecognitionTask`: see ``SFSpeechRecognizer`` for how napkin's
/// recogniser hears.
open class SFSpeechRecognitionTask: NSObject {
    /// Where the task is.
    public private(set) var state: SFSpeechRecognitionTaskState = .starting
    /// True once ``cancel()`` was called.
    public private(set) var isCancelled = false
    /// True once no more audio is read.
    public private(set) var isFinishing = false
    /// The error the task ended with, if any.
    public private(set) var error: (any Error)?

    private let request: SFSpeechRecognitionRequest
    private let handler: ((SFSpeechRecognitionResult?, (any Error)?) -> Void)?
    // Kept strongly until the task completes, as Speech does.
    private var delegate: (any SFSpeechRecognitionTaskDelegate)?
    private var words: [String] = []
    private var secondsPerWord: TimeInterval = 0.5
    private var heard = 0
    private var speechDetected = false

    init(
        request: SFSpeechRecognitionRequest, handler: ((SFSpeechRecognitionResult?, (any Error)?) -> Void)?,
        delegate: (any SFSpeechRecognitionTaskDelegate)?
    ) {
        self.request = request
        self.handler = handler
        self.delegate = delegate
        super.init()
    }

    /// Stops reading audio and finishes with what was heard, as ``SFSpeechAudioBufferRecognitionRequest/endAudio()``.
    open func finish() { audioDidEnd() }

    /// Cancels: no more results; the handler hears ``SFSpeechRecognitionTaskError/Reason/canceled``.
    open func cancel() {
        guard state != .completed else { return }
        isCancelled = true
        state = .canceling
        delegate?.speechRecognitionTaskWasCancelled(self)
        complete(error: SFSpeechRecognitionTaskError(.canceled))
    }

    /// Ends at once with `error`.
    func fail(_ error: any Error) { complete(error: error) }

    /// Starts recognising with the installed recogniser's text.
    func begin(transcript: String, secondsPerWord: TimeInterval) {
        words = transcript.split(whereSeparator: \.isWhitespace).map(String.init)
        self.secondsPerWord = secondsPerWord
        switch request {
        case let request as SFSpeechURLRecognitionRequest:
            guard let data = try? Data(contentsOf: request.url), let info = AudioFileInfo(data: data) else {
                complete(error: SFSpeechError(.audioReadFailed, url: request.url))
                return
            }
            state = .running
            hear(info.duration)
            audioDidEnd()
        case let request as SFSpeechAudioBufferRecognitionRequest:
            request.task = self
            if request.audioDuration > 0 { audioDidArrive() }
            if request.audioEnded { audioDidEnd() }
        default:
            complete(error: SFSpeechError(.internalServiceError))
        }
    }

    /// The buffer request's audio grew.
    func audioDidArrive() {
        guard let request = request as? SFSpeechAudioBufferRecognitionRequest, state == .starting || state == .running else { return }
        state = .running
        hear(request.audioDuration)
    }

    /// Reports the words `duration` seconds of audio hold, when more than before.
    private func hear(_ duration: TimeInterval) {
        guard duration > 0 else { return }
        if !speechDetected, !words.isEmpty {
            speechDetected = true
            delegate?.speechRecognitionDidDetectSpeech(self)
        }
        let count = min(words.count, Int((duration / secondsPerWord + 1e-9).rounded(.down)))
        guard count > heard else { return }
        heard = count
        guard request.shouldReportPartialResults else { return }
        let transcription = transcription(of: count, final: false)
        delegate?.speechRecognitionTask(self, didHypothesizeTranscription: transcription)
        handler?(SFSpeechRecognitionResult(transcription: transcription, isFinal: false), nil)
    }

    /// No more audio: the final result, or no speech when none came.
    func audioDidEnd() {
        guard state == .starting || state == .running else { return }
        isFinishing = true
        state = .finishing
        delegate?.speechRecognitionTaskFinishedReadingAudio(self)
        // Speech was detected when some audio came and the recogniser has words to give.
        guard speechDetected else {
            complete(error: SFSpeechRecognitionTaskError(.noSpeechDetected))
            return
        }
        let result = SFSpeechRecognitionResult(transcription: transcription(of: words.count, final: true), isFinal: true)
        delegate?.speechRecognitionTask(self, didFinishRecognition: result)
        handler?(result, nil)
        complete(error: nil)
    }

    private func complete(error: (any Error)?) {
        guard state != .completed else { return }
        state = .completed
        self.error = error
        if let error { handler?(nil, error) }
        delegate?.speechRecognitionTask(self, didFinishSuccessfully: error == nil)
        delegate = nil
        (request as? SFSpeechAudioBufferRecognitionRequest)?.task = nil
    }

    /// The first `count` words, timed one per `secondsPerWord`; confidence 0 until final, as on iOS, then 1 (the
    /// recogniser was given the text).
    private func transcription(of count: Int, final: Bool) -> SFTranscription {
        var text = ""
        var segments: [SFTranscriptionSegment] = []
        for (index, word) in words.prefix(count).enumerated() {
            if index > 0 { text += " " }
            let range = NSRange(location: (text as NSString).length, length: (word as NSString).length)
            text += word
            segments.append(
                SFTranscriptionSegment(
                    substring: word, substringRange: range, timestamp: Double(index) * secondsPerWord, duration: secondsPerWord,
                    confidence: final ? 1 : 0))
        }
        return SFTranscription(formattedString: text, segments: segments)
    }
}
