import Foundation
import NaturalLanguage
import Testing

/// A journal app's mood scorer written as held-out screen 466 (FeelJournal) writes its NaturalLanguageProcessor:
/// a sentiment tagger over the whole entry, the entry refused when its language is undetermined, the sentence
/// scores averaged, the enumeration block passed on as an escaping closure. That it compiles unchanged is the point.
private enum MoodScorer {
    static func averageMood(of entry: String) -> Double {
        let tagger = NLTagger(tagSchemes: [.sentimentScore])
        tagger.string = entry
        guard tagger.dominantLanguage != NLLanguage.undetermined else { return -2 }
        let options: NLTagger.Options = [.omitWhitespace, .omitPunctuation]
        var total = 0.0
        var count = 0
        walk(tagger, in: entry.startIndex..<entry.endIndex, options: options) { tag, _ in
            if let tag, let score = Double(tag.rawValue) {
                total += score
                count += 1
            }
            return true
        }
        return count > 0 ? total / Double(count) : 0
    }

    private static func walk(
        _ tagger: NLTagger, in range: Range<String.Index>, options: NLTagger.Options,
        completion: @escaping (NLTag?, Range<String.Index>) -> Bool
    ) {
        tagger.enumerateTags(in: range, unit: .sentence, scheme: .sentimentScore, options: options, using: completion)
    }
}

@Suite("Journal mood scoring (screen 466's shape)")
struct JournalSentimentTests {
    @Test("A happy entry scores above zero, an unhappy one below, one without words is refused")
    func moods() {
        #expect(MoodScorer.averageMood(of: "Today was wonderful. I had a great time with my friends!") > 0)
        #expect(MoodScorer.averageMood(of: "I feel terrible. Everything went wrong and I am so tired.") < 0)
        #expect(MoodScorer.averageMood(of: "1234 … !!!") == -2)
    }
}
