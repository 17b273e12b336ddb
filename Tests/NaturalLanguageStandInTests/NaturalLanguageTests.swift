import Foundation
import NaturalLanguage
import Testing

/// The texts of `ranges` in `string`.
private func texts(_ ranges: [Range<String.Index>], in string: String) -> [String] { ranges.map { String(string[$0]) } }

private func wordTokens(_ string: String, language: NLLanguage? = nil) -> [String] {
    let tokenizer = NLTokenizer(unit: .word)
    tokenizer.string = string
    if let language { tokenizer.setLanguage(language) }
    return texts(tokenizer.tokens(for: string.startIndex..<string.endIndex), in: string)
}

@Suite("NaturalLanguage stand-in")
struct NaturalLanguageTests {
    // MARK: Tokenizer

    @Test("Word tokens leave out spaces and punctuation and keep numbers and contractions whole")
    func englishWords() {
        #expect(wordTokens("Hello, world! I'm 3.5 km away.") == ["Hello", "world", "I'm", "3.5", "km", "away"])
        #expect(wordTokens("state-of-the-art e-mail") == ["state", "of", "the", "art", "e", "mail"])
    }

    @Test("Chinese, Japanese and Thai split into words by dictionary; Korean at spaces")
    func dictionaryScripts() {
        #expect(wordTokens("東京は晴れです。") == ["東京", "は", "晴れ", "です"])
        #expect(wordTokens("我们今天去学校") == ["我们", "今天", "去", "学校"])
        #expect(wordTokens("สวัสดีครับ") == ["สวัสดี", "ครับ"])
        #expect(wordTokens("오늘 날씨가 좋네요") == ["오늘", "날씨가", "좋네요"])
    }

    @Test("Emoji are tokens of their own with the emoji attribute, skin tones kept on; numbers are numeric")
    func attributes() {
        let text = "Great 👍🏽 job 🎉 in 2024 + more"
        let tokenizer = NLTokenizer(unit: .word)
        tokenizer.string = text
        var seen: [(String, NLTokenizer.Attributes)] = []
        tokenizer.enumerateTokens(in: text.startIndex..<text.endIndex) { range, attributes in
            seen.append((String(text[range]), attributes))
            return true
        }
        #expect(seen.map(\.0) == ["Great", "👍🏽", "job", "🎉", "in", "2024", "+", "more"])
        #expect(seen[1].1 == .emoji && seen[3].1 == .emoji)
        #expect(seen[5].1 == .numeric)
        #expect(seen[6].1 == .symbolic)
        #expect(seen[0].1.isEmpty)
    }

    @Test("Enumeration stops when the block returns false")
    func enumerationStops() {
        let text = "one two three four"
        let tokenizer = NLTokenizer(unit: .word)
        tokenizer.string = text
        var count = 0
        tokenizer.enumerateTokens(in: text.startIndex..<text.endIndex) { _, _ in
            count += 1
            return count < 2
        }
        #expect(count == 2)
    }

    @Test("Sentences and paragraphs leave out the whitespace and line breaks that end them")
    func sentencesAndParagraphs() {
        let text = "Hello there. How are you?  Fine!\n\nNew paragraph here."
        let sentences = NLTokenizer(unit: .sentence)
        sentences.string = text
        #expect(
            texts(sentences.tokens(for: text.startIndex..<text.endIndex), in: text) == [
                "Hello there.", "How are you?", "Fine!", "New paragraph here.",
            ])
        let paragraphs = NLTokenizer(unit: .paragraph)
        paragraphs.string = text
        #expect(
            texts(paragraphs.tokens(for: text.startIndex..<text.endIndex), in: text) == [
                "Hello there. How are you?  Fine!", "New paragraph here.",
            ])
        let document = NLTokenizer(unit: .document)
        document.string = "  \(text)\n"
        #expect(document.tokens(for: document.string!.startIndex..<document.string!.endIndex).count == 1)
    }

    @Test("tokenRange(at:) finds the word around an index, tokenRange(for:) the words a range touches")
    func tokenRanges() {
        let text = "The quick brown fox"
        let tokenizer = NLTokenizer(unit: .word)
        tokenizer.string = text
        let inQuick = text.index(text.startIndex, offsetBy: 6)
        #expect(text[tokenizer.tokenRange(at: inQuick)] == "quick")
        let space = text.index(text.startIndex, offsetBy: 3)
        #expect(tokenizer.tokenRange(at: space).isEmpty)
        let span = text.index(text.startIndex, offsetBy: 5)..<text.index(text.startIndex, offsetBy: 12)
        #expect(text[tokenizer.tokenRange(for: span)] == "quick brown")
        #expect(texts(tokenizer.tokens(for: span), in: text) == ["quick", "brown"])
    }

    @Test("Without a string there are no tokens")
    func noString() {
        let tokenizer = NLTokenizer(unit: .word)
        let text = "abc"
        #expect(tokenizer.tokens(for: text.startIndex..<text.endIndex).isEmpty)
        #expect(tokenizer.unit == .word)
    }

    // MARK: Language recognizer

    @Test(
        "The dominant language of ordinary sentences",
        arguments: [
            ("The weather is lovely today and I am very happy.", NLLanguage.english),
            ("Je suis très content de vous voir aujourd'hui.", .french),
            ("Ich bin heute sehr müde und möchte schlafen.", .german),
            ("¿Dónde está la estación de tren? Gracias.", .spanish),
            ("Oggi è una bella giornata per una passeggiata.", .italian),
            ("Eu não sei o que fazer hoje.", .portuguese),
            ("Ik heb vandaag een goede dag gehad.", .dutch),
            ("Jag är trött och vill sova nu.", .swedish),
            ("Сегодня очень хорошая погода.", .russian),
            ("Сьогодні дуже гарна погода і я щасливий.", .ukrainian),
            ("今日はとても良い天気です。", .japanese),
            ("我们今天去学校。", .simplifiedChinese),
            ("我們今天去學校。", .traditionalChinese),
            ("오늘 날씨가 좋네요", .korean),
            ("Η ζωή είναι ωραία", .greek),
            ("שלום עולם", .hebrew),
            ("مرحبا بالعالم في هذا اليوم", .arabic),
            ("आज मौसम बहुत अच्छा है", .hindi),
            ("สวัสดีครับ", .thai),
            ("Saya sangat senang hari ini karena cuaca cerah.", .indonesian),
        ])
    func dominantLanguage(text: String, language: NLLanguage) {
        #expect(NLLanguageRecognizer.dominantLanguage(for: text) == language)
    }

    @Test("Hypotheses are probabilities summing to 1, the dominant language first")
    func hypotheses() throws {
        let recognizer = NLLanguageRecognizer()
        recognizer.processString("Das ist ein sehr schönes Haus.")
        let all = recognizer.languageHypotheses(withMaximum: 100)
        #expect(abs(all.values.reduce(0, +) - 1) < 1e-9)
        #expect(all.values.allSatisfy { $0 > 0 && $0 <= 1 })
        let top = recognizer.languageHypotheses(withMaximum: 2)
        #expect(top.count == 2)
        let best = try #require(top.max { $0.value < $1.value })
        #expect(best.key == .german)
        #expect(best.key == recognizer.dominantLanguage)
        #expect(recognizer.languageHypotheses(withMaximum: 0).isEmpty)
    }

    @Test("Constraints restrict the answer, hints tip it, reset forgets the text")
    func constraintsHintsReset() {
        let recognizer = NLLanguageRecognizer()
        // Words shared by Danish and Norwegian: the two tie without a hint.
        recognizer.processString("Jeg er glad og det er godt")
        recognizer.languageHints = [.norwegian: 0.8]
        #expect(recognizer.dominantLanguage == .norwegian)
        recognizer.languageHints = [.danish: 0.8]
        #expect(recognizer.dominantLanguage == .danish)
        recognizer.languageHints = [:]
        recognizer.languageConstraints = [.swedish, .english]
        #expect(Set(recognizer.languageHypotheses(withMaximum: 10).keys).isSubset(of: [.swedish, .english]))
        recognizer.languageConstraints = [.japanese]
        #expect(recognizer.dominantLanguage == nil)
        recognizer.languageConstraints = []
        recognizer.reset()
        #expect(recognizer.dominantLanguage == nil)
        recognizer.processString("Привет, как дела?")
        #expect(recognizer.dominantLanguage == .russian)
    }

    @Test("Text without letters has no language; NLLanguage keeps Apple's codes")
    func noLetters() {
        #expect(NLLanguageRecognizer.dominantLanguage(for: "1234 !!! 🙂") == nil)
        #expect(NLLanguage.simplifiedChinese.rawValue == "zh-Hans")
        #expect(NLLanguage.norwegian.rawValue == "nb")
        #expect(NLLanguage.undetermined.rawValue == "und")
        #expect(NLLanguage(rawValue: "fr") == .french)
    }

    // MARK: Tagger

    private static let sentence = "Tim Cook visited Paris. The children weren't running to the big house!"

    private func tags(_ scheme: NLTagScheme, _ text: String = sentence, options: NLTagger.Options = [.omitWhitespace]) -> [String] {
        let tagger = NLTagger(tagSchemes: [scheme])
        tagger.string = text
        return tagger.tags(in: text.startIndex..<text.endIndex, unit: .word, scheme: scheme, options: options).map {
            "\(text[$0.1])/\($0.0?.rawValue ?? "nil")"
        }
    }

    @Test("Token types: words, punctuation and whitespace; contractions split unless joined")
    func tokenTypes() {
        let text = "I don't know, ok?"
        #expect(
            tags(.tokenType, text, options: []) == [
                "I/Word", " /Whitespace", "do/Word", "n't/Word", " /Whitespace", "know/Word", ",/Punctuation", " /Whitespace", "ok/Word",
                "?/Punctuation",
            ])
        #expect(
            tags(.tokenType, text, options: [.omitWhitespace, .omitPunctuation, .joinContractions]) == [
                "I/Word", "don't/Word", "know/Word", "ok/Word",
            ])
        #expect(tags(.tokenType, text, options: [.omitWords, .omitWhitespace]) == [",/Punctuation", "?/Punctuation"])
    }

    @Test("Lexical classes of an English sentence")
    func lexicalClasses() {
        #expect(
            tags(.lexicalClass) == [
                "Tim/Noun", "Cook/Noun", "visited/Verb", "Paris/Noun", "./SentenceTerminator", "The/Determiner", "children/Noun",
                "were/Verb", "n't/Adverb", "running/Verb", "to/Preposition", "the/Determiner", "big/Adjective", "house/Noun",
                "!/SentenceTerminator",
            ])
        #expect(
            tags(.lexicalClass, "I want to go (now) - quickly") == [
                "I/Pronoun", "want/Verb", "to/Particle", "go/Verb", "(/OpenParenthesis", "now/Adverb", ")/CloseParenthesis", "-/Dash",
                "quickly/Adverb",
            ])
    }

    @Test("Names: people, places and organisations, joined with joinNames")
    func names() {
        let text = "Yesterday Ada Lovelace flew to London and met NASA engineers from Acme Inc."
        let tagger = NLTagger(tagSchemes: [.nameType])
        tagger.string = text
        let names = tagger.tags(
            in: text.startIndex..<text.endIndex, unit: .word, scheme: .nameType, options: [.omitWhitespace, .omitPunctuation, .joinNames]
        )
        .filter { $0.0 != .otherWord }.map { "\(text[$0.1])/\($0.0!.rawValue)" }
        #expect(names == ["Ada Lovelace/PersonalName", "London/PlaceName", "NASA/OrganizationName", "Acme Inc/OrganizationName"])
        let mixed = tags(.nameTypeOrLexicalClass, "Yesterday Ada sang a song.")
        #expect(mixed == ["Yesterday/Adverb", "Ada/PersonalName", "sang/Verb", "a/Determiner", "song/Noun", "./SentenceTerminator"])
    }

    @Test("Lemmas of English words")
    func lemmas() {
        #expect(
            tags(.lemma, options: [.omitWhitespace, .omitPunctuation]) == [
                "Tim/tim", "Cook/cook", "visited/visit", "Paris/paris", "The/the", "children/child", "were/be", "n't/not", "running/run",
                "to/to", "the/the", "big/big", "house/house",
            ])
        #expect(tags(.lemma, "She studies cats", options: [.omitWhitespace]) == ["She/she", "studies/study", "cats/cat"])
    }

    @Test("Language and script tags per word, Han by language")
    func languageAndScript() {
        let text = "Hello мир 東京"
        #expect(tags(.script, text) == ["Hello/Latn", "мир/Cyrl", "東京/Hans"])
        #expect(tags(.script, "東京は晴れ") == ["東京/Jpan", "は/Jpan", "晴れ/Jpan"])
        #expect(
            tags(.language, "Bonjour à tous. Good morning everyone.", options: [.omitWhitespace, .omitPunctuation]) == [
                "Bonjour/fr", "à/fr", "tous/fr", "Good/en", "morning/en", "everyone/en",
            ])
        let tagger = NLTagger(tagSchemes: [.language, .script])
        let paragraph = "Ceci est une phrase."
        tagger.string = paragraph
        #expect(tagger.tag(at: paragraph.startIndex, unit: .paragraph, scheme: .language).0 == NLTag("fr"))
        #expect(tagger.tag(at: paragraph.startIndex, unit: .sentence, scheme: .script).0 == NLTag("Latn"))
        tagger.setLanguage(.italian, range: paragraph.startIndex..<paragraph.endIndex)
        #expect(tagger.tag(at: paragraph.startIndex, unit: .word, scheme: .language).0 == NLTag("it"))
        #expect(tagger.dominantLanguage == .italian)
        tagger.string = "12 + 3"
        #expect(tagger.tag(at: tagger.string!.startIndex, unit: .sentence, scheme: .language).0 == NLTag("und"))
    }

    @Test(
        "Sentiment: positive, negative and neutral sentences, negation flipping",
        arguments: [
            ("I love this wonderful app, it is amazing!", 1), ("What a great day.", 1), ("I hate this, it is terrible.", -1),
            ("I am so sad and tired today.", -1), ("This is not good at all.", -1), ("I'm not unhappy.", 1), ("The meeting is at noon.", 0),
        ])
    func sentiment(text: String, sign: Int) throws {
        let tagger = NLTagger(tagSchemes: [.sentimentScore])
        tagger.string = text
        let (tag, range) = tagger.tag(at: text.startIndex, unit: .paragraph, scheme: .sentimentScore)
        let score = try #require(tag.flatMap { Double($0.rawValue) })
        #expect(range == text.startIndex..<text.endIndex)
        #expect((-1...1).contains(score))
        #expect(score.sign == (sign < 0 ? .minus : .plus) && (score == 0) == (sign == 0), "\(text): \(score)")
        #expect(tag!.rawValue.split(separator: ".").last?.count == 1, "one decimal, as Apple writes it")
    }

    @Test("Sentiment is per sentence; words have none; other languages none")
    func sentimentUnits() {
        let text = "I love it. I hate it."
        let tagger = NLTagger(tagSchemes: [.sentimentScore])
        tagger.string = text
        let scores = tagger.tags(in: text.startIndex..<text.endIndex, unit: .sentence, scheme: .sentimentScore).compactMap {
            $0.0.flatMap { Double($0.rawValue) }
        }
        #expect(scores.count == 2 && scores[0] > 0 && scores[1] < 0)
        #expect(tagger.tag(at: text.startIndex, unit: .word, scheme: .sentimentScore).0 == nil)
        let french = "Je suis très heureux aujourd'hui."
        tagger.string = french
        #expect(tagger.tag(at: french.startIndex, unit: .sentence, scheme: .sentimentScore).0 == nil)
    }

    @Test("A scheme the tagger was not made for gives no tags; dominantLanguage without letters is undetermined")
    func unrequestedSchemeAndUndetermined() {
        let tagger = NLTagger(tagSchemes: [.tokenType])
        #expect(tagger.dominantLanguage == nil)
        let text = "Hello there"
        tagger.string = text
        #expect(
            tagger.tag(at: text.startIndex, unit: .word, scheme: .lexicalClass) == (
                nil, text.startIndex..<text.index(text.startIndex, offsetBy: 5)
            ))
        tagger.string = "1234 !!!"
        #expect(tagger.dominantLanguage == .undetermined)
        #expect(NLTagger.availableTagSchemes(for: .sentence, language: .english).contains(.sentimentScore))
        #expect(!NLTagger.availableTagSchemes(for: .word, language: .japanese).contains(.lemma))
    }

    @Test("Tag hypotheses for the language scheme are the recognizer's")
    func tagHypotheses() {
        let text = "Das Wetter ist heute schön."
        let tagger = NLTagger(tagSchemes: [.language])
        tagger.string = text
        let (hypotheses, range) = tagger.tagHypotheses(at: text.startIndex, unit: .sentence, scheme: .language, maximumCount: 3)
        #expect(range == text.startIndex..<text.endIndex)
        #expect(hypotheses.count == 3)
        #expect(hypotheses.max { $0.value < $1.value }?.key == "de")
    }

    // MARK: Embedding

    @Test("Apple's embeddings are not on Linux: nil, as for an unsupported language")
    func builtInEmbeddings() {
        #expect(NLEmbedding.wordEmbedding(for: .english) == nil)
        #expect(NLEmbedding.sentenceEmbedding(for: .english) == nil)
        #expect(NLEmbedding.supportedRevisions(for: .english).isEmpty)
    }

    @Test("A custom embedding is written, read back, and measures distances and neighbours")
    func customEmbedding() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("napkin-embedding-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        try NLEmbedding.write(
            ["cat": [1, 0, 0], "kitten": [0.9, 0.1, 0], "car": [0, 1, 0], "truck": [0.1, 0.9, 0.2]], language: .english, revision: 1,
            to: url)
        let embedding = try NLEmbedding(contentsOf: url)
        #expect(embedding.dimension == 3 && embedding.vocabularySize == 4 && embedding.language == .english && embedding.revision == 1)
        #expect(embedding.contains("cat") && !embedding.contains("dog"))
        #expect(embedding.vector(for: "car") == [0, 1, 0])
        #expect(abs(embedding.distance(between: "cat", and: "car") - 1) < 1e-12)
        #expect(embedding.distance(between: "cat", and: "dog") == 2)
        #expect(embedding.neighbors(for: "cat", maximumCount: 2).map(\.0) == ["kitten", "truck"])
        #expect(embedding.neighbors(for: [0, 1, 0.1], maximumCount: 1).map(\.0) == ["car"])
    }

    @Test("Writing ragged vectors and reading a file that is not an embedding throw errors that say why")
    func embeddingErrors() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("napkin-embedding-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        #expect {
            try NLEmbedding.write(["a": [1, 2], "b": [1]], language: nil, revision: 0, to: url)
        } throws: { ($0 as? CocoaError)?.code == .fileWriteUnknown && "\($0.localizedDescription)".contains("\"b\"") }
        try Data("not json".utf8).write(to: url)
        #expect {
            _ = try NLEmbedding(contentsOf: url)
        } throws: { ($0 as? CocoaError)?.code == .fileReadCorruptFile }
    }
}
