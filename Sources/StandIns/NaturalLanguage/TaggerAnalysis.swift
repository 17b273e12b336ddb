/// A token of a tagger's word unit: a word, punctuation mark, run of whitespace, symbol or emoji.
struct Token {
    var range: Range<String.Index>
    /// ``NLTag/word``, ``NLTag/punctuation``, ``NLTag/whitespace`` or ``NLTag/other``.
    var type: NLTag
    var kind: Segment.Kind
    /// The kind of name the token is part of, if any, and which run of name words.
    var name: NLTag?
    var nameRun: Int?
}

/// What a tagger knows of its string: its tokens (with and without English contractions split), its sentences and
/// their languages, and its names. Made once per string and set of languages.
final class Analysis {
    private let string: String
    private let overrides: [(range: Range<String.Index>, language: NLLanguage)]
    private let sentences: [(range: Range<String.Index>, language: NLLanguage?)]
    private var split: [Token] = []
    private var joined: [Token] = []

    init(string: String, languages: [(range: Range<String.Index>, language: NLLanguage)]) {
        self.string = string
        overrides = languages
        let whole = string.startIndex..<string.endIndex
        sentences = Segmenter.sentences(in: string, range: whole, language: nil).map { range in
            let set = languages.last { $0.range.contains(range.lowerBound) }?.language
            return (range, set ?? NLLanguageRecognizer.dominantLanguage(for: String(string[range])))
        }
        for segment in Segmenter.words(in: string, range: whole, language: nil) {
            let token = Token(range: segment.range, type: type(of: segment), kind: segment.kind)
            joined.append(token)
            split.append(contentsOf: splitContraction(token))
        }
        markNames(&split)
        markNames(&joined)
    }

    func tokens(joiningContractions: Bool) -> [Token] { joiningContractions ? joined : split }

    /// The language at `index`: the one set for it, else its sentence's.
    func language(at index: String.Index) -> NLLanguage? {
        if let set = overrides.last(where: { $0.range.contains(index) }) { return set.language }
        // The last sentence starting at or before the index, by bisection (sentences are in order).
        let position = Self.firstIndex(in: sentences.count) { sentences[$0].range.lowerBound > index } - 1
        guard position >= 0, sentences[position].range.contains(index) else { return nil }
        return sentences[position].language
    }

    /// The first of `0..<count` for which `isPast` holds, given that it holds for all after it: by bisection.
    private static func firstIndex(in count: Int, where isPast: (Int) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if isPast(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    // MARK: Tags

    func tag(of token: Token, scheme: NLTagScheme) -> NLTag? {
        let text = string[token.range]
        let english = language(at: token.range.lowerBound) == .english
        switch scheme {
        case .tokenType: return token.type
        case .lexicalClass: return lexicalClass(of: token, english: english)
        case .nameType: return token.type == .word ? token.name ?? (english ? .otherWord : nil) : lexicalClass(of: token, english: english)
        case .nameTypeOrLexicalClass: return token.name ?? lexicalClass(of: token, english: english)
        case .lemma: return token.type == .word && token.kind == .letters && english ? NLTag(EnglishRules.lemma(text)) : nil
        case .language:
            guard token.type == .word || token.type == .other else { return nil }
            return NLTag((language(at: token.range.lowerBound) ?? .undetermined).rawValue)
        case .script:
            guard token.type != .whitespace else { return nil }
            return NLTag(scriptCode(of: text, language: language(at: token.range.lowerBound)))
        default: return nil
        }
    }

    func tag(ofUnit range: Range<String.Index>, scheme: NLTagScheme) -> NLTag? {
        let text = string[range]
        let language =
            overrides.last { $0.range.contains(range.lowerBound) }?.language
            ?? NLLanguageRecognizer.dominantLanguage(for: String(text))
        switch scheme {
        // "und" where no language can be told, as Apple's tagger writes it.
        case .language: return NLTag((language ?? .undetermined).rawValue)
        case .script: return Script.dominant(in: text) == nil ? nil : NLTag(scriptCode(of: text, language: language))
        case .sentimentScore:
            guard language == .english else { return nil }
            let first = Self.firstIndex(in: split.count) { split[$0].range.lowerBound >= range.lowerBound }
            let end = Self.firstIndex(in: split.count) { split[$0].range.lowerBound >= range.upperBound }
            let words = split[first..<max(first, end)].filter { $0.type == .word }.map {
                string[$0.range].lowercased().replacingOccurrences(of: "’", with: "'")
            }
            return EnglishRules.sentimentTag(EnglishRules.sentimentScore(of: words))
        default: return nil
        }
    }

    // MARK: Rules

    private func type(of segment: Segment) -> NLTag {
        guard segment.kind == .other, let first = string[segment.range].first else { return .word }
        if first.isWhitespace { return .whitespace }
        if first.isPunctuation { return .punctuation }
        return .other
    }

    /// Splits an English contraction as Apple's tagger does: "don't" → "do" "n't", "I'm" → "I" "'m".
    private func splitContraction(_ token: Token) -> [Token] {
        let text = string[token.range]
        guard token.kind == .letters, text.contains(where: { $0 == "'" || $0 == "’" }),
            language(at: token.range.lowerBound) == .english
        else { return [token] }
        let lower = text.lowercased().replacingOccurrences(of: "’", with: "'")
        let suffixLength: Int
        if lower.hasSuffix("n't") && lower.count > 3 {
            suffixLength = 3
        } else if let suffix = ["'s", "'re", "'m", "'ll", "'ve", "'d"].first(where: { lower.hasSuffix($0) }), lower.count > suffix.count {
            suffixLength = suffix.count
        } else {
            return [token]
        }
        let cut = string.index(token.range.upperBound, offsetBy: -suffixLength)
        var head = token
        var tail = token
        head.range = token.range.lowerBound..<cut
        tail.range = cut..<token.range.upperBound
        return [head, tail]
    }

    private func lexicalClass(of token: Token, english: Bool) -> NLTag? {
        let text = string[token.range]
        switch token.type {
        case .whitespace: return text.contains(where: \.isNewline) ? .paragraphBreak : .whitespace
        case .punctuation: return punctuationClass(of: token)
        case .other: return .otherWord
        default:
            if token.kind == .number { return .number }
            guard english, token.kind == .letters else { return nil }
            // A name is a (proper) noun, whatever its word would be ("Cook", "Bill").
            if token.name != nil { return .noun }
            return EnglishRules.lexicalClass(text, next: nextWord(after: token).map { string[$0.range] })
        }
    }

    private func punctuationClass(of token: Token) -> NLTag {
        let mark = string[token.range]
        let before = token.range.lowerBound > string.startIndex ? string[string.index(before: token.range.lowerBound)] : nil
        let after = token.range.upperBound < string.endIndex ? string[token.range.upperBound] : nil
        switch mark {
        case ".", "!", "?", "…", "。", "！", "？", "...": return .sentenceTerminator
        case "“", "‘", "«", "„", "「", "『": return .openQuote
        case "”", "’", "»", "」", "』": return .closeQuote
        case "\"", "'": return before == nil || before!.isWhitespace ? .openQuote : .closeQuote
        case "(", "[", "{", "（": return .openParenthesis
        case ")", "]", "}", "）": return .closeParenthesis
        case "-", "‐":
            return before?.isLetter == true && after?.isLetter == true ? .wordJoiner : .dash
        case "–", "—": return .dash
        default: return .otherPunctuation
        }
    }

    /// The ISO 15924 code of `text`'s letters, Han written by language as Apple's tagger writes it.
    private func scriptCode(of text: Substring, language: NLLanguage?) -> String {
        guard let script = Script.dominant(in: text) else { return "Zyyy" }
        switch script {
        case "Hira", "Kana": return "Jpan"
        case "Hani":
            if language == .japanese { return "Jpan" }
            return language == .traditionalChinese ? "Hant" : "Hans"
        default: return script
        }
    }

    /// The word right after `token` in its sentence (nil when punctuation comes first or nothing does).
    private func nextWord(after token: Token) -> Token? {
        let position = Self.firstIndex(in: split.count) { split[$0].range.lowerBound >= token.range.upperBound }
        return split[position...].first { $0.type == .word || $0.type == .punctuation }.flatMap { $0.type == .word ? $0 : nil }
    }

    /// Marks runs of capitalised English words as names (see ``NLTagger``).
    private func markNames(_ tokens: inout [Token]) {
        let closed = EnglishRules.determiners.union(EnglishRules.pronouns).union(EnglishRules.prepositions)
            .union(EnglishRules.conjunctions).union(EnglishRules.auxiliaries).union(EnglishRules.interjections)
            .union(EnglishRules.adverbs)
        func candidate(_ token: Token) -> Bool {
            let text = string[token.range]
            guard token.kind == .letters, let first = text.first, first.isUppercase else { return false }
            return !closed.contains(text.lowercased())
        }
        let placePrepositions: Set<String> = ["in", "at", "from", "to", "near", "into", "visit", "visited", "visiting"]
        var runNumber = 0
        var sentenceStarts = Set(sentences.map(\.range.lowerBound))
        sentenceStarts.insert(string.startIndex)
        var index = 0
        var previousWord: Substring?
        while index < tokens.count {
            let token = tokens[index]
            guard token.type == .word, language(at: token.range.lowerBound) == .english, candidate(token) else {
                if token.type == .word { previousWord = string[token.range] }
                index += 1
                continue
            }
            // The run: candidates separated by single spaces.
            var run = [index]
            var next = index + 1
            while next + 1 < tokens.count, tokens[next].type == .whitespace, !string[tokens[next].range].contains(where: \.isNewline),
                candidate(tokens[next + 1])
            {
                run.append(next + 1)
                next += 2
            }
            let startsSentence = sentenceStarts.contains(token.range.lowerBound)
            if !startsSentence || run.count > 1 {
                let words = run.map { string[tokens[$0].range] }
                let kind: NLTag
                if words.contains(where: { EnglishRules.organizationWords.contains($0.lowercased()) })
                    || (words.count == 1 && words[0].count > 1 && words[0].allSatisfy(\.isUppercase))
                {
                    kind = .organizationName
                } else if let previousWord, placePrepositions.contains(previousWord.lowercased()) {
                    kind = .placeName
                } else {
                    kind = .personalName
                }
                for position in run {
                    tokens[position].name = kind
                    tokens[position].nameRun = runNumber
                }
                runNumber += 1
            }
            previousWord = string[tokens[run.last!].range]
            index = run.last! + 1
        }
    }
}
