/// Tags text with word classes, names, lemmas, languages, scripts and sentiment, as NaturalLanguage's `NLTagger`.
///
/// ```swift
/// let tagger = NLTagger(tagSchemes: [.lexicalClass, .sentimentScore])
/// tagger.string = "Ada visited Paris. I really love it!"
/// tagger.enumerateTags(in: tagger.string!.startIndex..<tagger.string!.endIndex, unit: .word, scheme: .lexicalClass,
///                      options: [.omitWhitespace, .omitPunctuation]) { tag, range in print(tag?.rawValue ?? "-"); return true }
/// let (score, _) = tagger.tag(at: tagger.string!.startIndex, unit: .paragraph, scheme: .sentimentScore)  // "0.5"
/// ```
///
/// Exact, as on iOS: ``NLTagScheme/tokenType`` (tokens from ICU's word boundaries, English contractions split into
/// "do" + "n't" unless ``Options/joinContractions``), ``NLTagScheme/script`` (ISO 15924 codes from the Unicode
/// script of the letters; Han written "Hans", "Hant" or, with kana, "Jpan" by the text's language) and the
/// punctuation and whitespace classes of ``NLTagScheme/lexicalClass``.
///
/// Rule-based where Apple runs models (Linux has none), and for English only (``EnglishRules``); other languages' words
/// get no such tag (`nil`):
/// - ``NLTagScheme/lexicalClass``: closed classes (determiners, pronouns, prepositions, conjunctions, auxiliaries)
///   from lists, open ones from common words and suffixes; an unknown word is a noun.
/// - ``NLTagScheme/nameType``: capitalised words not starting a sentence (or followed by another), runs of them one
///   name: an organisation when all capitals or with "Inc", "University"..., a place after "in", "at", "from",
///   "to", "near", otherwise a person. Other words are ``NLTag/otherWord``.
/// - ``NLTagScheme/lemma``: irregular forms from a table, then suffix rules.
/// - ``NLTagScheme/sentimentScore`` (sentences, paragraphs, the document; words have none): a lexicon of polar
///   words with negation and intensifiers, "-1.0" to "1.0" with one decimal as Apple writes it.
/// - ``NLTagScheme/language``: ``NLLanguageRecognizer``'s answer for each sentence (rule-based too), "und" where it has
///   none.
open class NLTagger: NSObject {
    /// The schemes this tagger was made for; other schemes' tags are nil.
    public let tagSchemes: [NLTagScheme]

    /// The text to tag. Setting it forgets the languages set with ``setLanguage(_:range:)``.
    open var string: String? {
        didSet {
            languages = []
            cache = nil
        }
    }

    private var languages: [(range: Range<String.Index>, language: NLLanguage)] = []
    private var cache: Analysis?

    /// A tagger for `tagSchemes`.
    public init(tagSchemes: [NLTagScheme]) {
        self.tagSchemes = tagSchemes
        super.init()
    }

    /// The schemes napkin tags `unit`s of `language` with.
    open class func availableTagSchemes(for unit: NLTokenUnit, language: NLLanguage) -> [NLTagScheme] {
        let english = language == .english
        switch unit {
        case .word:
            return [.tokenType, .language, .script] + (english ? [.lexicalClass, .nameType, .nameTypeOrLexicalClass, .lemma] : [])
        case .sentence, .paragraph, .document:
            return [.language, .script] + (english ? [.sentimentScore] : [])
        }
    }

    /// The language most of the text is in: ``NLLanguage/undetermined`` when it has no letters, nil without a string.
    open var dominantLanguage: NLLanguage? {
        guard let string else { return nil }
        if let set = languages.last(where: { $0.range.lowerBound <= string.startIndex && $0.range.upperBound >= string.endIndex }) {
            return set.language
        }
        return NLLanguageRecognizer.dominantLanguage(for: string) ?? .undetermined
    }

    /// Tags the text in `range` as `language` (its words tokenized and tagged by that language's rules).
    open func setLanguage(_ language: NLLanguage, range: Range<String.Index>) {
        languages.append((range, language))
        cache = nil
    }

    /// The range of the `unit` containing `index` (for words: the word, punctuation or whitespace token); an empty
    /// range at the index when none does.
    open func tokenRange(at index: String.Index, unit: NLTokenUnit) -> Range<String.Index> {
        units(unit).first { $0.contains(index) } ?? index..<index
    }

    /// The range from the start of the first `unit` to the end of the last that `range` touches; an empty range at
    /// its start when it touches none.
    open func tokenRange(for range: Range<String.Index>, unit: NLTokenUnit) -> Range<String.Index> {
        let touched = units(unit).filter { $0.overlaps(range) || (range.isEmpty && $0.contains(range.lowerBound)) }
        guard let first = touched.first, let last = touched.last else { return range.lowerBound..<range.lowerBound }
        return first.lowerBound..<last.upperBound
    }

    /// The tag in `scheme` of the `unit` containing `index`, and that unit's range; `(nil, index..<index)` when no
    /// unit contains it.
    open func tag(at index: String.Index, unit: NLTokenUnit, scheme: NLTagScheme) -> (NLTag?, Range<String.Index>) {
        guard let string else { return (nil, index..<index) }
        var found: (NLTag?, Range<String.Index>) = (nil, index..<index)
        enumerateTags(in: string.startIndex..<string.endIndex, unit: unit, scheme: scheme, options: []) { tag, range in
            guard range.contains(index) else { return range.upperBound <= index }
            found = (tag, range)
            return false
        }
        return found
    }

    /// The tags in `scheme` of the `unit`s in `range` (whole units, including those it cuts through), in order.
    open func tags(in range: Range<String.Index>, unit: NLTokenUnit, scheme: NLTagScheme, options: NLTagger.Options = [])
        -> [(NLTag?, Range<String.Index>)]
    {
        var tags: [(NLTag?, Range<String.Index>)] = []
        enumerateTags(in: range, unit: unit, scheme: scheme, options: options) { tag, range in
            tags.append((tag, range))
            return true
        }
        return tags
    }

    /// Calls `block` with the tag in `scheme` of each `unit` in `range` and its range, in order, until the block
    /// returns false. For words, `options` leaves out token types and joins names and contractions.
    open func enumerateTags(
        in range: Range<String.Index>, unit: NLTokenUnit, scheme: NLTagScheme, options: NLTagger.Options = [],
        using block: (NLTag?, Range<String.Index>) -> Bool
    ) {
        guard let string else { return }
        let analysis = analysis(of: string)
        let wanted = tagSchemes.contains(scheme)
        guard unit == .word else {
            for unitRange in Segmenter.units(unit, in: string, range: string.startIndex..<string.endIndex, language: nil)
            where unitRange.overlaps(range) || (range.isEmpty && unitRange.contains(range.lowerBound)) {
                if !block(wanted ? analysis.tag(ofUnit: unitRange, scheme: scheme) : nil, unitRange) { return }
            }
            return
        }
        let tokens = analysis.tokens(joiningContractions: options.contains(.joinContractions))
        let joinNames = options.contains(.joinNames) && (scheme == .nameType || scheme == .nameTypeOrLexicalClass)
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            guard token.range.overlaps(range) || (range.isEmpty && token.range.contains(range.lowerBound)) else { continue }
            if options.omits(token.type) { continue }
            var tokenRange = token.range
            let tag = wanted ? analysis.tag(of: token, scheme: scheme) : nil
            if joinNames, let name = token.name {
                // The rest of the name: its words and the spaces between them.
                while index + 1 < tokens.count, tokens[index].type == .whitespace, tokens[index + 1].nameRun == token.nameRun,
                    token.nameRun != nil, tokens[index + 1].name == name
                {
                    tokenRange = tokenRange.lowerBound..<tokens[index + 1].range.upperBound
                    index += 2
                }
            }
            if !block(tag, tokenRange) { return }
        }
    }

    /// How likely each tag in `scheme` is for the `unit` containing `index` (the language scheme: every language's
    /// probability; others: the one tag napkin's rules give, as certain), and that unit's range.
    open func tagHypotheses(at index: String.Index, unit: NLTokenUnit, scheme: NLTagScheme, maximumCount: Int) -> (
        [String: Double], Range<String.Index>
    ) {
        guard let string, maximumCount > 0 else { return ([:], index..<index) }
        let (tag, range) = tag(at: index, unit: unit, scheme: scheme)
        if scheme == .language, tagSchemes.contains(.language), !range.isEmpty {
            let recognizer = NLLanguageRecognizer()
            recognizer.processString(String(string[range]))
            let hypotheses = recognizer.languageHypotheses(withMaximum: maximumCount)
            return (Dictionary(uniqueKeysWithValues: hypotheses.map { ($0.key.rawValue, $0.value) }), range)
        }
        return (tag.map { [$0.rawValue: 1] } ?? [:], range)
    }

    /// Which tokens to leave out and what to join, as NaturalLanguage's `NLTagger.Options`.
    public struct Options: OptionSet, Sendable, Hashable {
        /// The bits, as Apple numbers them.
        public let rawValue: UInt
        /// The options with bits `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Leave out words.
        public static let omitWords = Options(rawValue: 1 << 0)
        /// Leave out punctuation.
        public static let omitPunctuation = Options(rawValue: 1 << 1)
        /// Leave out whitespace.
        public static let omitWhitespace = Options(rawValue: 1 << 2)
        /// Leave out symbols and emoji.
        public static let omitOther = Options(rawValue: 1 << 3)
        /// Give a name of several words as one token (with ``NLTagScheme/nameType`` schemes).
        public static let joinNames = Options(rawValue: 1 << 4)
        /// Keep contractions ("don't") as one token.
        public static let joinContractions = Options(rawValue: 1 << 5)

        func omits(_ type: NLTag) -> Bool {
            switch type {
            case .word: contains(.omitWords)
            case .punctuation: contains(.omitPunctuation)
            case .whitespace: contains(.omitWhitespace)
            default: contains(.omitOther)
            }
        }
    }

    private func units(_ unit: NLTokenUnit) -> [Range<String.Index>] {
        guard let string else { return [] }
        if unit == .word { return analysis(of: string).tokens(joiningContractions: false).map(\.range) }
        return Segmenter.units(unit, in: string, range: string.startIndex..<string.endIndex, language: nil)
    }

    private func analysis(of string: String) -> Analysis {
        if let cache { return cache }
        let analysis = Analysis(string: string, languages: languages)
        cache = analysis
        return analysis
    }
}
