import Foundation

/// One recognised word of a transcription, as Speech's `SFTranscriptionSegment`: where it is in the text, when it
/// was heard and how sure the recogniser is.
open class SFTranscriptionSegment: NSObject, @unchecked Sendable {
    /// The word.
    public let substring: String
    /// Where the word is in the transcription's ``SFTranscription/formattedString``, in UTF-16 units.
    public let substringRange: NSRange
    /// When the word starts, in seconds from the start of the audio.
    public let timestamp: TimeInterval
    /// How long the word takes, in seconds.
    public let duration: TimeInterval
    /// How sure the recogniser is, 0…1; 0 in partial results, as on iOS.
    public let confidence: Float
    /// Other words the recogniser heard there (none here).
    public let alternativeSubstrings: [String]

    init(substring: String, substringRange: NSRange, timestamp: TimeInterval, duration: TimeInterval, confidence: Float) {
        (self.substring, self.substringRange, self.timestamp, self.duration, self.confidence) =
            (substring, substringRange, timestamp, duration, confidence)
        alternativeSubstrings = []
        super.init()
    }
}

/// A transcription of speech, as Speech's `SFTranscription`: its text and its words.
open class SFTranscription: NSObject, @unchecked Sendable {
    /// The text, as a person would write it.
    public let formattedString: String
    /// The words, in order.
    public let segments: [SFTranscriptionSegment]

    init(formattedString: String, segments: [SFTranscriptionSegment]) {
        self.formattedString = formattedString
        self.segments = segments
        super.init()
    }
}

/// What a recognition task heard so far, as Speech's `SFSpeechRecognitionResult`.
open class SFSpeechRecognitionResult: NSObject, @unchecked Sendable {
    /// The likeliest transcription.
    open var bestTranscription: SFTranscription { transcriptions[0] }
    /// The transcriptions, likeliest first (one here).
    public let transcriptions: [SFTranscription]
    /// True for the task's last result.
    public let isFinal: Bool

    init(transcription: SFTranscription, isFinal: Bool) {
        transcriptions = [transcription]
        self.isFinal = isFinal
        super.init()
    }
}
