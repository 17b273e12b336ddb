/// The English napkin tags without Apple's models: closed word classes from lists, open ones from a short list of
/// common words and from suffixes, names from capitals, lemmas from irregular forms and suffix rules, and
/// sentiment from a small lexicon of polar words with negation and intensifiers. Written for napkin; deterministic,
/// right for plain sentences, and cruder than Apple's models on anything else (an unknown word is a noun).
enum EnglishRules {
    static let determiners: Set<String> = [
        "the", "a", "an", "this", "that", "these", "those", "every", "each", "some", "any", "no", "all", "both", "either", "neither",
        "another", "my", "your", "his", "her", "its", "our", "their", "whose", "much", "many", "few", "several",
    ]
    static let pronouns: Set<String> = [
        "i", "me", "you", "he", "him", "she", "it", "we", "us", "they", "them", "myself", "yourself", "himself", "herself", "itself",
        "ourselves", "yourselves", "themselves", "mine", "yours", "hers", "ours", "theirs", "who", "whom", "what", "which",
        "someone", "anyone", "everyone", "nobody", "somebody", "anybody", "everybody", "something", "anything", "everything",
        "nothing", "one",
    ]
    static let prepositions: Set<String> = [
        "in", "on", "at", "by", "for", "with", "about", "against", "between", "into", "through", "during", "before", "after", "above",
        "below", "to", "from", "of", "off", "over", "under", "than", "among", "around", "across", "along", "behind", "beyond", "near",
        "since", "toward", "towards", "upon", "within", "without", "via", "like", "until", "despite", "inside", "outside",
    ]
    static let conjunctions: Set<String> = [
        "and", "but", "or", "nor", "yet", "because", "although", "though", "while", "if", "unless", "whereas", "whether", "so",
    ]
    static let interjections: Set<String> = [
        "oh", "wow", "hey", "hello", "hi", "ouch", "oops", "yes", "yeah", "ok", "okay", "alas", "hmm", "thanks", "please", "bye",
    ]
    static let adverbs: Set<String> = [
        "very", "really", "quite", "too", "also", "just", "still", "already", "always", "never", "often", "sometimes", "usually",
        "here", "there", "now", "then", "today", "tomorrow", "yesterday", "soon", "again", "almost", "even", "ever", "not", "n't",
        "well", "how", "when", "where", "why", "rather", "once", "away", "together", "maybe", "perhaps", "ago",
    ]
    static let auxiliaries: Set<String> = [
        "am", "is", "are", "was", "were", "be", "been", "being", "have", "has", "had", "do", "does", "did", "will", "would", "shall",
        "should", "can", "could", "may", "might", "must", "'s", "'re", "'m", "'ve", "'d", "'ll", "ca", "wo",
    ]
    /// Common verbs in their dictionary form (their -s, -ed and -ing forms are found through ``lemma(_:)``).
    static let verbs: Set<String> = [
        "go", "get", "make", "know", "think", "take", "see", "come", "want", "look", "use", "find", "give", "tell", "work", "call",
        "try", "ask", "need", "feel", "become", "leave", "put", "mean", "keep", "let", "begin", "seem", "help", "talk", "turn",
        "start", "show", "hear", "play", "run", "move", "like", "live", "believe", "hold", "bring", "happen", "write", "sit", "stand",
        "lose", "pay", "meet", "include", "continue", "set", "learn", "change", "lead", "understand", "watch", "follow", "stop",
        "create", "speak", "read", "allow", "add", "spend", "grow", "open", "walk", "win", "offer", "remember", "love", "hate",
        "consider", "appear", "buy", "wait", "serve", "die", "send", "expect", "build", "stay", "fall", "cut", "reach", "kill",
        "remain", "eat", "drink", "sleep", "jump", "enjoy", "visit", "cry", "laugh", "smile", "study", "travel", "cook", "swim",
        "sing", "dance", "drive", "fly", "close", "finish", "hope", "wish", "miss", "say", "sell", "teach", "fight", "forget",
    ]
    static let adjectives: Set<String> = [
        "good", "bad", "great", "new", "old", "big", "small", "long", "short", "high", "low", "little", "large", "young", "important",
        "happy", "sad", "beautiful", "nice", "best", "better", "worse", "worst", "hot", "cold", "fast", "slow", "easy", "hard",
        "right", "wrong", "free", "full", "sure", "real", "true", "late", "early", "own", "other", "same", "different", "possible",
        "able", "whole", "angry", "tired", "quick", "lazy", "brown", "red", "blue", "green", "black", "white", "warm", "bright",
        "dark", "amazing", "awful", "terrible", "horrible", "wonderful", "excellent", "fine", "calm", "busy", "sick", "glad",
    ]
    static let numberWords: Set<String> = [
        "zero", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "twenty", "thirty",
        "hundred", "thousand", "million", "billion",
    ]
    /// Words that make a capitalised word after them an organisation's name.
    static let organizationWords: Set<String> = [
        "inc", "corp", "corporation", "ltd", "llc", "company", "university", "bank", "group", "institute", "foundation", "agency",
    ]
    static let irregularLemmas: [String: String] = [
        "am": "be", "is": "be", "are": "be", "was": "be", "were": "be", "been": "be", "being": "be", "'m": "be", "'re": "be",
        "has": "have", "had": "have", "'ve": "have", "does": "do", "did": "do", "done": "do", "n't": "not", "went": "go",
        "gone": "go", "got": "get", "made": "make", "knew": "know", "known": "know", "thought": "think", "took": "take",
        "taken": "take", "saw": "see", "seen": "see", "came": "come", "found": "find", "gave": "give", "given": "give",
        "told": "tell", "felt": "feel", "became": "become", "left": "leave", "meant": "mean", "kept": "keep", "began": "begin",
        "begun": "begin", "heard": "hear", "ran": "run", "held": "hold", "brought": "bring", "wrote": "write", "written": "write",
        "sat": "sit", "stood": "stand", "lost": "lose", "paid": "pay", "met": "meet", "led": "lead", "understood": "understand",
        "spoke": "speak", "spoken": "speak", "spent": "spend", "grew": "grow", "won": "win", "bought": "buy", "sent": "send",
        "built": "build", "fell": "fall", "ate": "eat", "eaten": "eat", "drank": "drink", "slept": "sleep", "said": "say",
        "sold": "sell", "taught": "teach", "fought": "fight", "forgot": "forget", "flew": "fly", "drove": "drive", "swam": "swim",
        "sang": "sing", "children": "child", "men": "man", "women": "woman", "people": "person", "mice": "mouse", "feet": "foot",
        "teeth": "tooth", "geese": "goose", "better": "good", "best": "good", "worse": "bad", "worst": "bad", "me": "i",
        "us": "we", "him": "he", "them": "they", "an": "a",
    ]

    /// Polar words and how positive (up to 1) or negative (down to -1) each is.
    static let sentiment: [String: Double] = [
        "love": 0.8, "loved": 0.8, "loving": 0.7, "like": 0.4, "liked": 0.4, "enjoy": 0.6, "enjoyed": 0.6, "happy": 0.7,
        "glad": 0.6, "joy": 0.8, "great": 0.7, "good": 0.5, "nice": 0.5, "fine": 0.2, "wonderful": 0.8, "amazing": 0.8,
        "awesome": 0.8, "excellent": 0.8, "fantastic": 0.8, "beautiful": 0.7, "best": 0.8, "better": 0.4, "perfect": 0.8,
        "fun": 0.6, "excited": 0.7, "exciting": 0.6, "grateful": 0.7, "thankful": 0.7, "thanks": 0.4, "proud": 0.6, "calm": 0.4,
        "relaxed": 0.5, "peaceful": 0.6, "hope": 0.4, "hopeful": 0.5, "delicious": 0.6, "win": 0.5, "won": 0.5, "success": 0.6,
        "successful": 0.6, "smile": 0.5, "laugh": 0.5, "lovely": 0.7, "brilliant": 0.7, "pleased": 0.6, "cheerful": 0.6,
        "hate": -0.8, "hated": -0.8, "sad": -0.6, "unhappy": -0.6, "bad": -0.6, "terrible": -0.8, "awful": -0.8, "horrible": -0.8,
        "worst": -0.8, "worse": -0.5, "angry": -0.7, "mad": -0.5, "upset": -0.6, "annoyed": -0.5, "annoying": -0.5, "tired": -0.3,
        "exhausted": -0.5, "sick": -0.5, "ill": -0.4, "pain": -0.6, "painful": -0.6, "hurt": -0.6, "cry": -0.5, "cried": -0.5,
        "lonely": -0.6, "afraid": -0.5, "scared": -0.5, "anxious": -0.5, "worried": -0.5, "stress": -0.5, "stressed": -0.6,
        "stressful": -0.6, "depressed": -0.8, "boring": -0.4, "bored": -0.4, "disappointed": -0.6, "disappointing": -0.6,
        "fail": -0.6, "failed": -0.6, "failure": -0.6, "lost": -0.4, "lose": -0.4, "problem": -0.3, "wrong": -0.4, "miserable": -0.8,
        "disgusting": -0.8, "ugly": -0.6, "broken": -0.4, "frustrated": -0.6, "frustrating": -0.6, "sorry": -0.3, "fear": -0.5,
    ]
    static let negators: Set<String> = ["not", "n't", "no", "never", "nothing", "nobody", "hardly", "without", "neither", "nor"]
    static let intensifiers: [String: Double] = [
        "very": 1.3, "really": 1.3, "so": 1.2, "extremely": 1.5, "incredibly": 1.5, "super": 1.3, "quite": 1.1, "totally": 1.3,
        "absolutely": 1.4, "slightly": 0.6, "somewhat": 0.7, "bit": 0.7,
    ]

    /// The part of speech of the English word `word` (compared lowercased); `next` is the word after it, if any.
    static func lexicalClass(_ word: Substring, next: Substring?) -> NLTag {
        let lower = word.lowercased().replacingOccurrences(of: "’", with: "'")
        if lower.first?.isNumber == true || numberWords.contains(lower) { return .number }
        if lower == "to" {
            // "to" before a verb marks an infinitive.
            return next.map { verbs.contains(lemma($0)) } == true ? .particle : .preposition
        }
        if determiners.contains(lower) { return .determiner }
        if pronouns.contains(lower) { return .pronoun }
        if prepositions.contains(lower) { return .preposition }
        if conjunctions.contains(lower) { return .conjunction }
        if interjections.contains(lower) { return .interjection }
        if auxiliaries.contains(lower) { return .verb }
        if adverbs.contains(lower) { return .adverb }
        if adjectives.contains(lower) { return .adjective }
        let base = lemma(word)
        if verbs.contains(base) && (base != lower || !adjectives.contains(base)) { return .verb }
        if lower.count > 4 && lower.hasSuffix("ly") { return .adverb }
        for suffix in ["ful", "less", "ous", "ive", "able", "ible"] where lower.count > suffix.count + 2 && lower.hasSuffix(suffix) {
            return .adjective
        }
        return .noun
    }

    /// The dictionary form of `word`, lowercased: irregular forms from a table, then -ies, -ing, -ed, -es and -s
    /// removed when that gives a verb napkin knows (or, for a plural -s, any word not ending in -ss, -us or -is).
    static func lemma(_ word: Substring) -> String {
        let lower = word.lowercased().replacingOccurrences(of: "’", with: "'")
        if let irregular = irregularLemmas[lower] { return irregular }
        func known(_ stem: String) -> Bool { verbs.contains(stem) }
        func stems(removing suffix: String) -> [String] {
            guard lower.hasSuffix(suffix), lower.count > suffix.count + 1 else { return [] }
            let stem = String(lower.dropLast(suffix.count))
            var candidates = [stem, stem + "e"]
            // "running" → "run": a doubled final consonant.
            if let last = stem.last, stem.count > 2, stem.dropLast().last == last, !"aeiouls".contains(last) {
                candidates.append(String(stem.dropLast()))
            }
            return candidates
        }
        if lower.hasSuffix("ies"), lower.count > 4 { return String(lower.dropLast(3)) + "y" }
        if lower.hasSuffix("ied"), lower.count > 4 { return String(lower.dropLast(3)) + "y" }
        for suffix in ["ing", "ed", "es", "s"] {
            if let stem = stems(removing: suffix).first(where: known) { return stem }
        }
        if lower.hasSuffix("s"), lower.count > 3, !lower.hasSuffix("ss"), !lower.hasSuffix("us"), !lower.hasSuffix("is"),
            !pronouns.contains(lower), !auxiliaries.contains(lower)
        {
            return String(lower.dropLast())
        }
        return lower
    }

    /// How positive the words are, from -1 to 1: each polar word's value, flipped and weakened by a negation among
    /// the three words before it and scaled by an intensifier just before it, summed and squashed into -1...1
    /// (x / √(x² + 1)).
    static func sentimentScore(of words: [String]) -> Double {
        var sum = 0.0
        for (index, word) in words.enumerated() {
            guard var value = sentiment[word] else { continue }
            if index > 0, let factor = intensifiers[words[index - 1]] { value *= factor }
            let before = words[max(0, index - 3)..<index]
            if before.contains(where: negators.contains) { value *= -0.6 }
            sum += value
        }
        return max(-1, min(1, sum / (sum * sum + 1).squareRoot()))
    }

    /// A score as Apple's tagger writes it: one decimal ("0.6", "-1.0", "0.0").
    static func sentimentTag(_ score: Double) -> NLTag {
        let rounded = (score * 10).rounded() / 10
        return NLTag(String(format: "%.1f", rounded == 0 ? 0 : rounded))
    }
}
