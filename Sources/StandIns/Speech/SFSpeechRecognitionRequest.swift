import AVFoundation
import Foundation

/// What a recognition is for, which helps the recogniser, with Speech's numbers.
public enum SFSpeechRecognitionTaskHint: Int, Sendable {
    case unspecified = 0
    case dictation = 1
    case search = 2
    case confirmation = 3
}

/// Audio to recognise, as Speech's abstract `SFSpeechRecognitionRequest`: use ``SFSpeechAudioBufferRecognitionRequest``
/// or ``SFSpeechURLRecognitionRequest``.
open class SFSpeechRecognitionRequest: NSObject {
    /// What the recognition is for.
    open var taskHint: SFSpeechRecognitionTaskHint = .unspecified
    /// True (the default) to hear partial results as the audio comes; false for the final result only.
    open var shouldReportPartialResults = true
    /// Phrases the recogniser should expect.
    open var contextualStrings: [String] = []
    /// An identifier for the interaction (deprecated on iOS).
    open var interactionIdentifier: String?
    /// True to keep the audio on the device; the stand-in's recogniser is always on the device.
    open var requiresOnDeviceRecognition = false
    /// True to punctuate the transcription (iOS 16); napkin's recogniser gives the installed text as it is.
    open var addsPunctuation = false

    /// The task recognising this request, held until it completes (Speech keeps running tasks alive).
    var task: SFSpeechRecognitionTask?

    override init() { super.init() }
}

/// Recognises audio the app captures, as Speech's `SFSpeechAudioBufferRecognitionRequest`: the app appends buffers
/// (usually from a tap on ``AVAudioEngine/inputNode``) and ends with ``endAudio()``.
open class SFSpeechAudioBufferRecognitionRequest: SFSpeechRecognitionRequest {
    /// The seconds of audio appended.
    private(set) var audioDuration: TimeInterval = 0
    /// True once ``endAudio()`` was called.
    private(set) var audioEnded = false

    /// An empty request.
    public override init() { super.init() }

    /// The format the recogniser prefers: 16 kHz mono 32-bit floats.
    open var nativeAudioFormat: AVAudioFormat {
        AVAudioFormat(standardFormatWithSampleRate: 16_000, channels: 1)!
    }

    /// Adds `audioPCMBuffer`'s valid frames to the audio to recognise; ignored after ``endAudio()``.
    open func append(_ audioPCMBuffer: AVAudioPCMBuffer) {
        guard !audioEnded, audioPCMBuffer.format.sampleRate > 0 else { return }
        audioDuration += Double(audioPCMBuffer.frameLength) / audioPCMBuffer.format.sampleRate
        task?.audioDidArrive()
    }

    /// Says no more audio will come: the task finishes with what it heard.
    open func endAudio() {
        guard !audioEnded else { return }
        audioEnded = true
        task?.audioDidEnd()
    }
}

/// Recognises speech in a recorded audio file, as Speech's `SFSpeechURLRecognitionRequest`.
open class SFSpeechURLRecognitionRequest: SFSpeechRecognitionRequest {
    /// The audio file.
    public let url: URL

    /// A request for the file at `url`.
    public init(url: URL) {
        self.url = url
        super.init()
    }
}
