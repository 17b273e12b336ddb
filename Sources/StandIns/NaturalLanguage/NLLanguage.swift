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

    /// The code.
    public var description: String { rawValue }

    /// The language could not be determined ("und").
    public static let undetermined = NLLanguage("und")
    /// Amharic ("am").
    public static let amharic = NLLanguage("am")
    /// Arabic ("ar").
    public static let arabic = NLLanguage("ar")
    /// Armenian ("hy").
    public static let armenian = NLLanguage("hy")
    /// Bengali ("bn").
    public static let bengali = NLLanguage("bn")
    /// Bulgarian ("bg").
    public static let bulgarian = NLLanguage("bg")
    /// Burmese ("my").
    public static let burmese = NLLanguage("my")
    /// Catalan ("ca").
    public static let catalan = NLLanguage("ca")
    /// Cherokee ("chr").
    public static let cherokee = NLLanguage("chr")
    /// Croatian ("hr").
    public static let croatian = NLLanguage("hr")
    /// Czech ("cs").
    public static let czech = NLLanguage("cs")
    /// Danish ("da").
    public static let danish = NLLanguage("da")
    /// Dutch ("nl").
    public static let dutch = NLLanguage("nl")
    /// English ("en").
    public static let english = NLLanguage("en")
    /// Finnish ("fi").
    public static let finnish = NLLanguage("fi")
    /// French ("fr").
    public static let french = NLLanguage("fr")
    /// Georgian ("ka").
    public static let georgian = NLLanguage("ka")
    /// German ("de").
    public static let german = NLLanguage("de")
    /// Greek ("el").
    public static let greek = NLLanguage("el")
    /// Gujarati ("gu").
    public static let gujarati = NLLanguage("gu")
    /// Hebrew ("he").
    public static let hebrew = NLLanguage("he")
    /// Hindi ("hi").
    public static let hindi = NLLanguage("hi")
    /// Hungarian ("hu").
    public static let hungarian = NLLanguage("hu")
    /// Icelandic ("is").
    public static let icelandic = NLLanguage("is")
    /// Indonesian ("id").
    public static let indonesian = NLLanguage("id")
    /// Italian ("it").
    public static let italian = NLLanguage("it")
    /// Japanese ("ja").
    public static let japanese = NLLanguage("ja")
    /// Kannada ("kn").
    public static let kannada = NLLanguage("kn")
    /// Kazakh ("kk").
    public static let kazakh = NLLanguage("kk")
    /// Khmer ("km").
    public static let khmer = NLLanguage("km")
    /// Korean ("ko").
    public static let korean = NLLanguage("ko")
    /// Lao ("lo").
    public static let lao = NLLanguage("lo")
    /// Malay ("ms").
    public static let malay = NLLanguage("ms")
    /// Malayalam ("ml").
    public static let malayalam = NLLanguage("ml")
    /// Marathi ("mr").
    public static let marathi = NLLanguage("mr")
    /// Mongolian ("mn").
    public static let mongolian = NLLanguage("mn")
    /// Norwegian ("nb").
    public static let norwegian = NLLanguage("nb")
    /// Oriya ("or").
    public static let oriya = NLLanguage("or")
    /// Persian ("fa").
    public static let persian = NLLanguage("fa")
    /// Polish ("pl").
    public static let polish = NLLanguage("pl")
    /// Portuguese ("pt").
    public static let portuguese = NLLanguage("pt")
    /// Punjabi ("pa").
    public static let punjabi = NLLanguage("pa")
    /// Romanian ("ro").
    public static let romanian = NLLanguage("ro")
    /// Russian ("ru").
    public static let russian = NLLanguage("ru")
    /// Simplified Chinese ("zh-Hans").
    public static let simplifiedChinese = NLLanguage("zh-Hans")
    /// Sinhalese ("si").
    public static let sinhalese = NLLanguage("si")
    /// Slovak ("sk").
    public static let slovak = NLLanguage("sk")
    /// Spanish ("es").
    public static let spanish = NLLanguage("es")
    /// Swedish ("sv").
    public static let swedish = NLLanguage("sv")
    /// Tamil ("ta").
    public static let tamil = NLLanguage("ta")
    /// Telugu ("te").
    public static let telugu = NLLanguage("te")
    /// Thai ("th").
    public static let thai = NLLanguage("th")
    /// Tibetan ("bo").
    public static let tibetan = NLLanguage("bo")
    /// Traditional Chinese ("zh-Hant").
    public static let traditionalChinese = NLLanguage("zh-Hant")
    /// Turkish ("tr").
    public static let turkish = NLLanguage("tr")
    /// Ukrainian ("uk").
    public static let ukrainian = NLLanguage("uk")
    /// Urdu ("ur").
    public static let urdu = NLLanguage("ur")
    /// Vietnamese ("vi").
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
    /// The name, as Apple spells it.
    public let rawValue: String
    /// The scheme named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The scheme named `rawValue`.
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
    /// The name, as Apple spells it.
    public let rawValue: String
    /// The tag named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The tag named `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    // Token types.
    /// A word.
    public static let word = NLTag("Word")
    /// A punctuation mark.
    public static let punctuation = NLTag("Punctuation")
    /// Whitespace (for lexical classes: spaces and tabs).
    public static let whitespace = NLTag("Whitespace")
    /// A symbol or emoji.
    public static let other = NLTag("Other")

    // Lexical classes.
    /// A noun, proper nouns included.
    public static let noun = NLTag("Noun")
    /// A verb, auxiliaries included.
    public static let verb = NLTag("Verb")
    /// An adjective.
    public static let adjective = NLTag("Adjective")
    /// An adverb.
    public static let adverb = NLTag("Adverb")
    /// A pronoun.
    public static let pronoun = NLTag("Pronoun")
    /// A determiner (articles, demonstratives, possessives).
    public static let determiner = NLTag("Determiner")
    /// A particle ("to" before a verb).
    public static let particle = NLTag("Particle")
    /// A preposition.
    public static let preposition = NLTag("Preposition")
    /// A number, in digits or words.
    public static let number = NLTag("Number")
    /// A conjunction.
    public static let conjunction = NLTag("Conjunction")
    /// An interjection.
    public static let interjection = NLTag("Interjection")
    /// A classifier (a counter word).
    public static let classifier = NLTag("Classifier")
    /// Part of an idiom.
    public static let idiom = NLTag("Idiom")
    /// Another word (for name types: a word that is not part of a name).
    public static let otherWord = NLTag("OtherWord")
    /// A sentence-ending mark.
    public static let sentenceTerminator = NLTag("SentenceTerminator")
    /// An opening quotation mark.
    public static let openQuote = NLTag("OpenQuote")
    /// A closing quotation mark.
    public static let closeQuote = NLTag("CloseQuote")
    /// An opening parenthesis or bracket.
    public static let openParenthesis = NLTag("OpenParenthesis")
    /// A closing parenthesis or bracket.
    public static let closeParenthesis = NLTag("CloseParenthesis")
    /// A hyphen joining two words.
    public static let wordJoiner = NLTag("WordJoiner")
    /// A dash.
    public static let dash = NLTag("Dash")
    /// Other punctuation.
    public static let otherPunctuation = NLTag("OtherPunctuation")
    /// A line break.
    public static let paragraphBreak = NLTag("ParagraphBreak")
    /// Other whitespace.
    public static let otherWhitespace = NLTag("OtherWhitespace")

    // Name types.
    /// A person's name.
    public static let personalName = NLTag("PersonalName")
    /// A place's name.
    public static let placeName = NLTag("PlaceName")
    /// An organisation's name.
    public static let organizationName = NLTag("OrganizationName")
}
