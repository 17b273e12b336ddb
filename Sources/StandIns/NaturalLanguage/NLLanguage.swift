/// A language, named by its BCP 47 code, as NaturalLanguage's `NLLanguage`.
///
/// The constants carry Apple's raw values ("en", "fr", "zh-Hans" ...); any other code can be made with
/// ``init(_:)``, as with Apple's extensible string enumeration.
public struct NLLanguage: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The BCP 47 code.
    public let rawValue: String

    /// The language with code `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The language with code `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public var description: String { rawValue }

    /// The language could not be determined ("und").
    public static let undetermined = NLLanguage("und")
    public static let amharic = NLLanguage("am")
    public static let arabic = NLLanguage("ar")
    public static let armenian = NLLanguage("hy")
    public static let bengali = NLLanguage("bn")
    public static let bulgarian = NLLanguage("bg")
    public static let burmese = NLLanguage("my")
    public static let catalan = NLLanguage("ca")
    public static let cherokee = NLLanguage("chr")
    public static let croatian = NLLanguage("hr")
    public static let czech = NLLanguage("cs")
    public static let danish = NLLanguage("da")
    public static let dutch = NLLanguage("nl")
    public static let english = NLLanguage("en")
    public static let finnish = NLLanguage("fi")
    public static let french = NLLanguage("fr")
    public static let georgian = NLLanguage("ka")
    public static let german = NLLanguage("de")
    public static let greek = NLLanguage("el")
    public static let gujarati = NLLanguage("gu")
    public static let hebrew = NLLanguage("he")
    public static let hindi = NLLanguage("hi")
    public static let hungarian = NLLanguage("hu")
    public static let icelandic = NLLanguage("is")
    public static let indonesian = NLLanguage("id")
    public static let italian = NLLanguage("it")
    public static let japanese = NLLanguage("ja")
    public static let kannada = NLLanguage("kn")
    public static let kazakh = NLLanguage("kk")
    public static let khmer = NLLanguage("km")
    public static let korean = NLLanguage("ko")
    public static let lao = NLLanguage("lo")
    public static let malay = NLLanguage("ms")
    public static let malayalam = NLLanguage("ml")
    public static let marathi = NLLanguage("mr")
    public static let mongolian = NLLanguage("mn")
    public static let norwegian = NLLanguage("nb")
    public static let oriya = NLLanguage("or")
    public static let persian = NLLanguage("fa")
    public static let polish = NLLanguage("pl")
    public static let portuguese = NLLanguage("pt")
    public static let punjabi = NLLanguage("pa")
    public static let romanian = NLLanguage("ro")
    public static let russian = NLLanguage("ru")
    public static let simplifiedChinese = NLLanguage("zh-Hans")
    public static let sinhalese = NLLanguage("si")
    public static let slovak = NLLanguage("sk")
    public static let spanish = NLLanguage("es")
    public static let swedish = NLLanguage("sv")
    public static let tamil = NLLanguage("ta")
    public static let telugu = NLLanguage("te")
    public static let thai = NLLanguage("th")
    public static let tibetan = NLLanguage("bo")
    public static let traditionalChinese = NLLanguage("zh-Hant")
    public static let turkish = NLLanguage("tr")
    public static let ukrainian = NLLanguage("uk")
    public static let urdu = NLLanguage("ur")
    public static let vietnamese = NLLanguage("vi")
}

/// The size of text a tokenizer or tagger works on, as NaturalLanguage's `NLTokenUnit`.
public enum NLTokenUnit: Int, Sendable, Hashable {
    /// Words (and, for a tagger, the punctuation and whitespace between them).
    case word = 0
    /// Sentences.
    case sentence = 1
    /// Paragraphs, ended by a line break.
    case paragraph = 2
    /// The whole text.
    case document = 3
}

/// What a tagger tags, as NaturalLanguage's `NLTagScheme` (Apple's raw values).
public struct NLTagScheme: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Word, punctuation, whitespace or other.
    public static let tokenType = NLTagScheme("TokenType")
    /// Part of speech, kind of punctuation or whitespace.
    public static let lexicalClass = NLTagScheme("LexicalClass")
    /// Personal, place or organisation names.
    public static let nameType = NLTagScheme("NameType")
    /// ``nameType`` for names, ``lexicalClass`` for everything else.
    public static let nameTypeOrLexicalClass = NLTagScheme("NameTypeOrLexicalClass")
    /// The word's dictionary form.
    public static let lemma = NLTagScheme("Lemma")
    /// The language (the tag's raw value is an ``NLLanguage`` code).
    public static let language = NLTagScheme("Language")
    /// The writing system (the tag's raw value is an ISO 15924 code, "Latn").
    public static let script = NLTagScheme("Script")
    /// How positive the text is, from "-1.0" to "1.0", for sentences and larger units.
    public static let sentimentScore = NLTagScheme("SentimentScore")
}

/// A tag, as NaturalLanguage's `NLTag` (Apple's raw values); languages, scripts, lemmas and sentiment scores
/// are tags too, with their value as raw value.
public struct NLTag: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    // Token types.
    public static let word = NLTag("Word")
    public static let punctuation = NLTag("Punctuation")
    public static let whitespace = NLTag("Whitespace")
    public static let other = NLTag("Other")

    // Lexical classes.
    public static let noun = NLTag("Noun")
    public static let verb = NLTag("Verb")
    public static let adjective = NLTag("Adjective")
    public static let adverb = NLTag("Adverb")
    public static let pronoun = NLTag("Pronoun")
    public static let determiner = NLTag("Determiner")
    public static let particle = NLTag("Particle")
    public static let preposition = NLTag("Preposition")
    public static let number = NLTag("Number")
    public static let conjunction = NLTag("Conjunction")
    public static let interjection = NLTag("Interjection")
    public static let classifier = NLTag("Classifier")
    public static let idiom = NLTag("Idiom")
    public static let otherWord = NLTag("OtherWord")
    public static let sentenceTerminator = NLTag("SentenceTerminator")
    public static let openQuote = NLTag("OpenQuote")
    public static let closeQuote = NLTag("CloseQuote")
    public static let openParenthesis = NLTag("OpenParenthesis")
    public static let closeParenthesis = NLTag("CloseParenthesis")
    public static let wordJoiner = NLTag("WordJoiner")
    public static let dash = NLTag("Dash")
    public static let otherPunctuation = NLTag("OtherPunctuation")
    public static let paragraphBreak = NLTag("ParagraphBreak")
    public static let otherWhitespace = NLTag("OtherWhitespace")

    // Name types.
    public static let personalName = NLTag("PersonalName")
    public static let placeName = NLTag("PlaceName")
    public static let organizationName = NLTag("OrganizationName")
}
