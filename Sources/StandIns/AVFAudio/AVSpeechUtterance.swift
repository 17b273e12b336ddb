import Foundation

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The slowest speaking rate, 0.
public let AVSpeechUtteranceMinimumSpeechRate: Float = 0
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The fastest speaking rate, 1.
public let AVSpeechUtteranceMaximumSpeechRate: Float = 1
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The normal speaking rate, 0.5.
public let AVSpeechUtteranceDefaultSpeechRate: Float = 0.5

/// A piece of text to speak and how to speak it, as AVFAudio's `AVSpeechUtterance`.
open class AVSpeechUtterance: NSObject, NSCopying {
    /// The text spoken.
    public let speechString: String
    /// The text spoken, with its attributes.
    public let attributedSpeechString: NSAttributedString
    /// The voice; nil (the default) speaks in the user's language's voice.
    open var voice: AVSpeechSynthesisVoice?
    /// How fast, from ``AVSpeechUtteranceMinimumSpeechRate`` to ``AVSpeechUtteranceMaximumSpeechRate`` (values
    /// outside are clamped); ``AVSpeechUtteranceDefaultSpeechRate`` by default.
    open var rate: Float = AVSpeechUtteranceDefaultSpeechRate {
        didSet { rate = min(max(rate, AVSpeechUtteranceMinimumSpeechRate), AVSpeechUtteranceMaximumSpeechRate) }
    }
    /// The pitch, 0.5…2 (clamped); 1 by default.
    open var pitchMultiplier: Float = 1 {
        didSet { pitchMultiplier = min(max(pitchMultiplier, 0.5), 2) }
    }
    /// The loudness, 0…1 (clamped); 1 by default.
    open var volume: Float = 1 {
        didSet { volume = min(max(volume, 0), 1) }
    }
    /// The silence before the utterance, in seconds; 0 by default.
    open var preUtteranceDelay: TimeInterval = 0
    /// The silence after the utterance, before the next, in seconds; 0 by default.
    open var postUtteranceDelay: TimeInterval = 0
    /// Whether the user's VoiceOver voice and rate replace the utterance's; false by default.
    open var prefersAssistiveTechnologySettings = false

    /// An utterance of `string`.
    public init(string: String) {
        speechString = string
        attributedSpeechString = NSAttributedString(string: string)
        super.init()
    }

    /// An utterance of `string`'s text, keeping its attributes.
    public init(attributedString string: NSAttributedString) {
        speechString = string.string
        attributedSpeechString = string
        super.init()
    }

    /// An utterance with the same text and settings.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = AVSpeechUtterance(attributedString: attributedSpeechString)
        copy.voice = voice
        copy.rate = rate
        copy.pitchMultiplier = pitchMultiplier
        copy.volume = volume
        copy.preUtteranceDelay = preUtteranceDelay
        copy.postUtteranceDelay = postUtteranceDelay
        copy.prefersAssistiveTechnologySettings = prefersAssistiveTechnologySettings
        return copy
    }
}
