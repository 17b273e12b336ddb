/// Identifies the language of text, as NaturalLanguage's `NLLanguageRecognizer`.
///
/// ```swift
/// let recognizer = NLLanguageRecognizer()
/// recognizer.processString("Je suis très content aujourd'hui")
/// recognizer.dominantLanguage                      // .french
/// recognizer.languageHypotheses(withMaximum: 2)    // [.french: 0.9…, …]
/// ```
///
/// Rule-based, not Apple's model: the letters' Unicode script decides among scripts (Han with kana is Japanese,
/// Hangul Korean, Greek, Hebrew, Thai, Devanagari, Tamil ... their languages); within a script several languages
/// share (Latin, Cyrillic, Arabic, Devanagari, Han), each language's commonest short words and distinctive letters
/// are counted (``LanguageTables``), Simplified and Traditional Chinese told apart by characters only one of them
/// uses. The hypotheses are probabilities that sum to 1 over every language considered, each script's share of
/// the letters divided among its languages in proportion to their evidence (with a small share for languages with
/// none, and a head start for the commonest). Text without letters has no language (`nil`).
open class NLLanguageRecognizer: NSObject {
    private var text = ""

    /// Languages the answer is restricted to (all when empty).
    open var languageConstraints: [NLLanguage] = []

    /// How likely each language is before the text is read (0 to 1); a hinted language's weight is multiplied by
    /// 1 + 9 × its hint, so hints tip close calls without overruling clear evidence.
    open var languageHints: [NLLanguage: Double] = [:]

    public override init() { super.init() }

    /// The most likely language of `string`, or nil when it has no letters.
    open class func dominantLanguage(for string: String) -> NLLanguage? {
        let recognizer = NLLanguageRecognizer()
        recognizer.processString(string)
        return recognizer.dominantLanguage
    }

    /// Adds `string` to the text analysed.
    open func processString(_ string: String) {
        text += text.isEmpty ? string : " " + string
    }

    /// The most likely language of the text processed so far, or nil when it has no letters (or none of the
    /// constrained languages is possible).
    open var dominantLanguage: NLLanguage? {
        Self.ranked(hypotheses()).first?.key
    }

    /// The `maxHypotheses` most likely languages with their probabilities (of the whole distribution, which sums to
    /// 1 over every language considered).
    open func languageHypotheses(withMaximum maxHypotheses: Int) -> [NLLanguage: Double] {
        Dictionary(uniqueKeysWithValues: Self.ranked(hypotheses()).prefix(max(0, maxHypotheses)).map { ($0.key, $0.value) })
    }

    /// Forgets the text processed (constraints and hints stay).
    open func reset() { text = "" }

    /// Languages most likely first; equal ones in the order of their codes, so the answer never depends on hashing.
    private static func ranked(_ hypotheses: [NLLanguage: Double]) -> [(key: NLLanguage, value: Double)] {
        hypotheses.sorted { $0.value > $1.value || ($0.value == $1.value && $0.key.rawValue < $1.key.rawValue) }
    }

    private func hypotheses() -> [NLLanguage: Double] {
        var weights = LanguageEvidence(text).weights()
        if !languageConstraints.isEmpty { weights = weights.filter { languageConstraints.contains($0.key) } }
        if !languageHints.isEmpty {
            for language in weights.keys { weights[language]! *= 1 + 9 * min(1, max(0, languageHints[language] ?? 0)) }
        }
        let total = weights.values.reduce(0, +)
        guard total > 0 else { return [:] }
        return weights.mapValues { $0 / total }
    }
}

/// What a text says about its language: its letters counted by script, its words against each language's table.
struct LanguageEvidence {
    private var letters: [String: Int] = [:]
    private var words: [String] = []
    private var characters: [Character: Int] = [:]

    init(_ text: some StringProtocol) {
        let string = String(text)
        for scalar in string.unicodeScalars where scalar.properties.isAlphabetic {
            let script = Script.code(of: scalar)
            if script != "Zyyy" && script != "Zinh" { letters[script, default: 0] += 1 }
        }
        for character in string.lowercased() { characters[character, default: 0] += 1 }
        words = Segmenter.words(in: string, range: string.startIndex..<string.endIndex, language: nil)
            .filter { $0.kind == .letters }.map { string[$0.range].lowercased().replacingOccurrences(of: "’", with: "'") }
    }

    /// Each possible language's weight (not normalised): every script's share of the letters, divided among the
    /// script's languages by their evidence.
    func weights() -> [NLLanguage: Double] {
        let total = Double(letters.values.reduce(0, +))
        guard total > 0 else { return [:] }
        var groups = letters
        // Kana makes the text Japanese, and the Han characters among it Japanese kanji.
        let kana = (groups.removeValue(forKey: "Hira") ?? 0) + (groups.removeValue(forKey: "Kana") ?? 0)
        var weights: [NLLanguage: Double] = [:]
        if kana > 0 {
            weights[.japanese] = Double(kana + (groups.removeValue(forKey: "Hani") ?? 0)) / total
        }
        for (script, count) in groups {
            let share = Double(count) / total
            let candidates = script == "Hani" ? [.simplifiedChinese, .traditionalChinese] : LanguageTables.scriptLanguages[script] ?? []
            guard !candidates.isEmpty else { continue }
            let evidence = candidates.map { (language: $0, weight: (score($0) + 0.1) * (LanguageTables.prior[$0] ?? 1)) }
            let sum = evidence.reduce(0) { $0 + $1.weight }
            for (language, weight) in evidence { weights[language, default: 0] += share * weight / sum }
        }
        return weights
    }

    /// How many of the text's words are among `language`'s common words, plus half a point per distinctive letter
    /// (for Chinese: a point per character of its own form).
    private func score(_ language: NLLanguage) -> Double {
        if language == .simplifiedChinese { return count(of: LanguageTables.simplifiedOnly) }
        if language == .traditionalChinese { return count(of: LanguageTables.traditionalOnly) }
        let common = LanguageTables.stopWords[language].map { table in Double(words.filter { table.contains($0) }.count) } ?? 0
        return common + 0.5 * count(of: LanguageTables.distinctiveLetters[language] ?? [])
    }

    private func count(of set: Set<Character>) -> Double {
        Double(set.reduce(0) { $0 + (characters[$1] ?? 0) })
    }
}
