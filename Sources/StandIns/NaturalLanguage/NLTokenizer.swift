/// Splits text into words, sentences or paragraphs, as NaturalLanguage's `NLTokenizer`.
///
/// ```swift
/// let tokenizer = NLTokenizer(unit: .word)
/// tokenizer.string = "Ça va? 東京は晴れです 👍"
/// let words = tokenizer.tokens(for: tokenizer.string!.startIndex..<tokenizer.string!.endIndex)
/// ```
///
/// Boundaries come from ICU's break iterators, which follow Unicode's segmentation rules (UAX #29) and use
/// dictionaries for Chinese, Japanese, Thai, Lao, Khmer and Burmese, so "東京は晴れです" splits into words as on iOS
/// (Apple's own segmentation is tuned further; a compound may split differently). Word tokens are words and
/// numbers, emoji and symbols; never whitespace or punctuation. Sentence and paragraph tokens leave out the
/// whitespace and line breaks that end them.
open class NLTokenizer: NSObject {
    /// The unit this tokenizer splits into.
    public let unit: NLTokenUnit

    /// The text to split.
    open var string: String? { didSet { cache = nil } }

    private var language: NLLanguage?
    private var cache: [(Range<String.Index>, Attributes)]?

    /// A tokenizer into `unit`s.
    public init(unit: NLTokenUnit) {
        self.unit = unit
        super.init()
    }

    /// Tokenizes as for `language` (ICU's rules for that locale), rather than the language's default.
    open func setLanguage(_ language: NLLanguage) {
        self.language = language
        cache = nil
    }

    /// The range of the token containing `characterIndex`; an empty range at the index when no token does (it falls
    /// on whitespace or punctuation, or there is no string).
    open func tokenRange(at characterIndex: String.Index) -> Range<String.Index> {
        allTokens().first { $0.0.contains(characterIndex) }?.0 ?? characterIndex..<characterIndex
    }

    /// The range from the start of the first token to the end of the last that `range` touches; an empty range at
    /// its start when it touches none.
    open func tokenRange(for range: Range<String.Index>) -> Range<String.Index> {
        let touched = tokens(overlapping: range)
        guard let first = touched.first, let last = touched.last else { return range.lowerBound..<range.lowerBound }
        return first.0.lowerBound..<last.0.upperBound
    }

    /// The ranges of the tokens in `range` (whole tokens, including those it cuts through), in order.
    open func tokens(for range: Range<String.Index>) -> [Range<String.Index>] { tokens(overlapping: range).map(\.0) }

    /// Calls `block` with each token in `range` and what it holds, in order, until the block returns false.
    open func enumerateTokens(in range: Range<String.Index>, using block: (Range<String.Index>, NLTokenizer.Attributes) -> Bool) {
        for (token, attributes) in tokens(overlapping: range) where !block(token, attributes) { return }
    }

    /// What a token holds, as NaturalLanguage's `NLTokenizer.Attributes`.
    public struct Attributes: OptionSet, Sendable, Hashable {
        /// The bits, as Apple numbers them.
        public let rawValue: UInt
        /// The attributes with bits `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The token is a number.
        public static let numeric = Attributes(rawValue: 1 << 0)
        /// The token is a symbol ("+", "€").
        public static let symbolic = Attributes(rawValue: 1 << 1)
        /// The token is an emoji.
        public static let emoji = Attributes(rawValue: 1 << 2)
    }

    private func tokens(overlapping range: Range<String.Index>) -> [(Range<String.Index>, Attributes)] {
        allTokens().filter { $0.0.overlaps(range) || (range.isEmpty && $0.0.contains(range.lowerBound)) }
    }

    private func allTokens() -> [(Range<String.Index>, Attributes)] {
        if let cache { return cache }
        guard let string else { return [] }
        let whole = string.startIndex..<string.endIndex
        let tokens: [(Range<String.Index>, Attributes)]
        if unit == .word {
            tokens = Segmenter.words(in: string, range: whole, language: language).flatMap { segment in
                Self.wordTokens(segment, in: string)
            }
        } else {
            tokens = Segmenter.units(unit, in: string, range: whole, language: language).map { ($0, []) }
        }
        cache = tokens
        return tokens
    }

    /// The tokens of a word segment: itself for words and numbers; each emoji or symbol of a segment of neither.
    private static func wordTokens(_ segment: Segment, in string: String) -> [(Range<String.Index>, Attributes)] {
        switch segment.kind {
        case .number: return [(segment.range, .numeric)]
        case .letters, .kanaOrIdeographs: return [(segment.range, [])]
        case .other:
            var tokens: [(Range<String.Index>, Attributes)] = []
            var index = segment.range.lowerBound
            while index < segment.range.upperBound {
                let next = string.index(after: index)
                let character = string[index]
                if character.isEmojiGlyph {
                    tokens.append((index..<next, .emoji))
                } else if character.isSymbol {
                    tokens.append((index..<next, .symbolic))
                }
                index = next
            }
            return tokens
        }
    }
}
