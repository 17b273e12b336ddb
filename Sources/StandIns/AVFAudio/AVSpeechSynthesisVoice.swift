import Foundation

/// How natural a voice sounds, as AVFAudio's `AVSpeechSynthesisVoiceQuality` (AVFAudio's raw values).
public enum AVSpeechSynthesisVoiceQuality: Int, Sendable, CaseIterable {
    /// The compact voices every device has.
    case `default` = 1
    /// Larger voices the user downloads.
    case enhanced = 2
    /// The largest, most natural voices.
    case premium = 3
}

/// A voice's gender, as AVFAudio's `AVSpeechSynthesisVoiceGender` (AVFAudio's raw values).
public enum AVSpeechSynthesisVoiceGender: Int, Sendable, CaseIterable {
    /// Not specified.
    case unspecified = 0
    /// Male.
    case male = 1
    /// Female.
    case female = 2
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The identifier of the Alex voice, which iOS offers as a download; not installed here.
public let AVSpeechSynthesisVoiceIdentifierAlex = "com.apple.speech.voice.Alex"

/// A voice speech is synthesised in, as AVFAudio's `AVSpeechSynthesisVoice`.
///
/// Linux has no speech synthesiser and no voices of its own. The stand-in offers the compact (default-quality)
/// voices an iPhone comes with, one for each of 38 languages and regions (Samantha for `en-US`, Daniel for `en-GB`, Thomas
/// for `fr-FR`…), with iOS's identifiers (`com.apple.voice.compact.en-US.Samantha`), so that a screen that
/// chooses a voice by language or identifier finds the one it would on a device. No enhanced or premium voice is
/// installed.
public final class AVSpeechSynthesisVoice: NSObject, @unchecked Sendable {
    // Sendable: every property is a constant.

    /// One installed voice.
    private struct Installed: Sendable {
        let language: String
        let name: String
        let gender: AVSpeechSynthesisVoiceGender
    }

    private static let table: [(String, String, AVSpeechSynthesisVoiceGender)] = [
        ("ar-001", "Maged", .male), ("cs-CZ", "Zuzana", .female), ("da-DK", "Sara", .female), ("de-DE", "Anna", .female),
        ("el-GR", "Melina", .female), ("en-AU", "Karen", .female), ("en-GB", "Daniel", .male), ("en-IE", "Moira", .female),
        ("en-IN", "Rishi", .male), ("en-US", "Samantha", .female), ("en-ZA", "Tessa", .female), ("es-ES", "Mónica", .female),
        ("es-MX", "Paulina", .female), ("fi-FI", "Satu", .female), ("fr-CA", "Amélie", .female), ("fr-FR", "Thomas", .male),
        ("he-IL", "Carmit", .female), ("hi-IN", "Lekha", .female), ("hu-HU", "Mariska", .female), ("id-ID", "Damayanti", .female),
        ("it-IT", "Alice", .female), ("ja-JP", "Kyoko", .female), ("ko-KR", "Yuna", .female), ("nb-NO", "Nora", .female),
        ("nl-BE", "Ellen", .female), ("nl-NL", "Xander", .male), ("pl-PL", "Zosia", .female), ("pt-BR", "Luciana", .female),
        ("pt-PT", "Joana", .female), ("ro-RO", "Ioana", .female), ("ru-RU", "Milena", .female), ("sk-SK", "Laura", .female),
        ("sv-SE", "Alva", .female), ("th-TH", "Kanya", .female), ("tr-TR", "Yelda", .female), ("zh-CN", "Tingting", .female),
        ("zh-HK", "Sinji", .female), ("zh-TW", "Meijia", .female),
    ]
    private static let installed = table.map { Installed(language: $0.0, name: $0.1, gender: $0.2) }

    /// The voice's language, as a BCP 47 code (`en-US`).
    public let language: String
    /// The voice's unique identifier.
    public let identifier: String
    /// The voice's name, to show.
    public let name: String
    /// The voice's quality.
    public let quality: AVSpeechSynthesisVoiceQuality
    /// The voice's gender.
    public let gender: AVSpeechSynthesisVoiceGender
    /// The settings of the audio the voice makes (none: no audio is made here).
    public var audioFileSettings: [String: Any] { [:] }

    private init(_ voice: Installed) {
        language = voice.language
        name = voice.name
        gender = voice.gender
        quality = .default
        identifier = Self.identifier(of: voice)
        super.init()
    }

    /// iOS's identifier of a compact voice: its language and its name without accents.
    private static func identifier(of voice: Installed) -> String {
        let asciiName = voice.name.replacingOccurrences(of: "é", with: "e").replacingOccurrences(of: "ó", with: "o")
        return "com.apple.voice.compact.\(voice.language).\(asciiName)"
    }

    /// The voice for `languageCode` (a BCP 47 code, `en-US`; `en_US` and any case are accepted), or for a language
    /// alone (`fr`: the language's own country's voice, `fr-FR`; `en-US` for `en`, `zh-CN` for `zh`; otherwise the
    /// language's first); nil when no installed voice speaks it. A nil code is the user's language,
    /// ``currentLanguageCode()``.
    public convenience init?(language languageCode: String?) {
        let wanted = (languageCode ?? Self.currentLanguageCode()).replacingOccurrences(of: "_", with: "-").lowercased()
        let sameLanguage = Self.installed.filter { $0.language.lowercased().split(separator: "-").first.map(String.init) == wanted }
        let preferredRegion = ["en": "us", "zh": "cn", "ar": "001"][wanted] ?? wanted
        let match =
            Self.installed.first { $0.language.lowercased() == wanted }
            ?? sameLanguage.first { $0.language.lowercased() == "\(wanted)-\(preferredRegion)" } ?? sameLanguage.first
        guard let match else { return nil }
        self.init(match)
    }

    /// The voice with `identifier`, or nil when it is not installed.
    public convenience init?(identifier: String) {
        guard let match = Self.installed.first(where: { Self.identifier(of: $0) == identifier }) else { return nil }
        self.init(match)
    }

    /// Every installed voice, in language order.
    public class func speechVoices() -> [AVSpeechSynthesisVoice] { installed.map(AVSpeechSynthesisVoice.init) }

    /// The user's language and region as a BCP 47 code (`en-US`), from the current locale: a locale without a
    /// region takes its language's first voice's region, and one without a language is `en-US`.
    public class func currentLanguageCode() -> String {
        let locale = Locale.current
        guard let language = locale.language.languageCode?.identifier, !language.isEmpty else { return "en-US" }
        if let region = locale.region?.identifier, !region.isEmpty { return "\(language)-\(region)" }
        return installed.first { $0.language.hasPrefix(language + "-") }?.language ?? "en-US"
    }

    /// Equal when both are the same voice (the same identifier).
    public override func isEqual(_ object: Any?) -> Bool {
        (object as? AVSpeechSynthesisVoice)?.identifier == identifier
    }

    /// The identifier's hash.
    public override var hash: Int { identifier.hashValue }

    /// The voice's name, language and identifier.
    public override var description: String {
        "[AVSpeechSynthesisVoice \(identifier)] Name: \(name), Quality: Default, Language: \(language)"
    }
}
