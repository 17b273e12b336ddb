// ICU as the toolchain ships it for Foundation (swift-foundation's copy, its C functions prefixed "swift_"): the
// same ICU that formats Foundation's dates and numbers on Linux, so napkin adds no system library for it.
import _FoundationICU

/// A piece of text between two word boundaries, and what ICU's word rules (and dictionaries) say it is.
struct Segment {
    enum Kind {
        /// Letters (Latin, Cyrillic, Hangul ...), including contractions such as "don't".
        case letters
        /// A number ("42", "3.5").
        case number
        /// Kana, or ideographs (dictionary-segmented Chinese and Japanese words).
        case kanaOrIdeographs
        /// Neither: whitespace, punctuation, symbols and emoji.
        case other
    }

    var range: Range<String.Index>
    var kind: Kind
}

/// Word, sentence and paragraph boundaries, from ICU's break iterators (the Unicode text segmentation rules of
/// UAX #29, with ICU's dictionaries for Chinese, Japanese, Thai, Lao, Khmer and Burmese): the same engine Apple's
/// tokenizers are built on, without Apple's own tuning.
enum Segmenter {
    /// The segments of `string` in `range`, whitespace and punctuation included, in order.
    static func words(in string: String, range: Range<String.Index>, language: NLLanguage?) -> [Segment] {
        boundaries(.words, in: string, range: range, language: language).map { range, status in
            let kind: Segment.Kind =
                switch status {
                case 100..<200: .number
                case 200..<300: .letters
                case 300..<500: .kanaOrIdeographs
                default: .other
                }
            return Segment(range: range, kind: kind)
        }
    }

    /// The sentences of `string` in `range`, without the whitespace that follows each; empty ones left out.
    static func sentences(in string: String, range: Range<String.Index>, language: NLLanguage?) -> [Range<String.Index>] {
        boundaries(.sentences, in: string, range: range, language: language).compactMap { trimmed($0.range, in: string) }
    }

    /// The paragraphs of `string` in `range`: the text between line breaks, without the breaks and the whitespace
    /// around; empty ones left out.
    static func paragraphs(in string: String, range: Range<String.Index>) -> [Range<String.Index>] {
        var paragraphs: [Range<String.Index>] = []
        var start = range.lowerBound
        var index = range.lowerBound
        while index < range.upperBound {
            let next = string.index(after: index)
            if string[index].isNewline {
                if let paragraph = trimmed(start..<index, in: string) { paragraphs.append(paragraph) }
                start = next
            }
            index = next
        }
        if let paragraph = trimmed(start..<range.upperBound, in: string) { paragraphs.append(paragraph) }
        return paragraphs
    }

    /// The ranges of `string` in `range` in `unit`, in order (the whole range for a document).
    static func units(_ unit: NLTokenUnit, in string: String, range: Range<String.Index>, language: NLLanguage?) -> [Range<String.Index>] {
        switch unit {
        case .word: words(in: string, range: range, language: language).filter { $0.kind != .other }.map(\.range)
        case .sentence: sentences(in: string, range: range, language: language)
        case .paragraph: paragraphs(in: string, range: range)
        case .document: trimmed(range, in: string).map { [$0] } ?? []
        }
    }

    /// `range` without leading and trailing whitespace, or nil when nothing else is left.
    static func trimmed(_ range: Range<String.Index>, in string: String) -> Range<String.Index>? {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, string[lower].isWhitespace { lower = string.index(after: lower) }
        while upper > lower {
            let before = string.index(before: upper)
            guard string[before].isWhitespace else { break }
            upper = before
        }
        return lower < upper ? lower..<upper : nil
    }

    private enum Kind { case words, sentences }

    /// ICU's segments of `range` with their rule statuses (the UBRK_WORD_* ranges for words, 0 for sentences); one
    /// segment of status 0 for the whole range if ICU cannot open its break iterator (its data missing).
    private static func boundaries(_ kind: Kind, in string: String, range: Range<String.Index>, language: NLLanguage?)
        -> [(range: Range<String.Index>, status: Int32)]
    {
        let units = Array(string[range].utf16)
        guard !units.isEmpty else { return [] }
        // ICU's locale identifiers use underscores ("zh_Hant"); the root locale's rules when no language is set.
        let locale = language.map { $0.rawValue.replacingOccurrences(of: "-", with: "_") }
        var offsets: [Int32] = []
        var statuses: [Int32] = []
        units.withUnsafeBufferPointer { text in
            var error = U_ZERO_ERROR
            let iterator = swift_ubrk_open(kind == .words ? UBRK_WORD : UBRK_SENTENCE, locale, text.baseAddress, Int32(text.count), &error)
            guard error.rawValue <= U_ZERO_ERROR.rawValue, let iterator else { return }
            defer { swift_ubrk_close(iterator) }
            var boundary = swift_ubrk_first(iterator)
            while boundary != UBRK_DONE {
                offsets.append(boundary)
                // The status of the segment that ends at this boundary.
                statuses.append(swift_ubrk_getRuleStatus(iterator))
                boundary = swift_ubrk_next(iterator)
            }
        }
        guard offsets.count >= 2 else { return [(range, 0)] }
        // Each boundary from the one before, so that long texts cost their length once.
        let utf16 = string.utf16
        var indices: [String.Index] = []
        indices.reserveCapacity(offsets.count)
        var index = range.lowerBound
        var offset: Int32 = 0
        for boundary in offsets {
            index = utf16.index(index, offsetBy: Int(boundary - offset))
            offset = boundary
            indices.append(index)
        }
        return (1..<indices.count).map { (indices[$0 - 1]..<indices[$0], statuses[$0]) }
    }
}

/// ISO 15924 script codes, from ICU's Unicode script property.
enum Script {
    /// The script of `scalar` ("Latn", "Cyrl", "Hani", "Hira", "Zyyy" for digits, punctuation and symbols).
    static func code(of scalar: Unicode.Scalar) -> String {
        var error = U_ZERO_ERROR
        let script = swift_uscript_getScript(UChar32(bitPattern: scalar.value), &error)
        guard error.rawValue <= U_ZERO_ERROR.rawValue, let name = swift_uscript_getShortName(script) else { return "Zzzz" }
        return String(cString: name)
    }

    /// The script most of the letters of `text` are written in, or nil when it has no letters.
    static func dominant(in text: Substring) -> String? {
        var counts: [String: Int] = [:]
        for scalar in text.unicodeScalars where scalar.properties.isAlphabetic {
            let script = code(of: scalar)
            if script != "Zyyy" && script != "Zinh" { counts[script, default: 0] += 1 }
        }
        // The most letters; ties to the alphabetically first code, so that the answer never depends on hashing.
        return counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key
    }
}

extension Character {
    /// Whether the character is an emoji as a keyboard types it (a pictograph, or a character with an emoji
    /// variation selector), not a digit or "#" that only may be one.
    var isEmojiGlyph: Bool {
        guard let first = unicodeScalars.first else { return false }
        if first.properties.isEmojiPresentation { return true }
        return first.properties.isEmoji && !first.isASCII && unicodeScalars.count > 1
            || first.properties.isEmoji && unicodeScalars.contains { $0.value == 0xFE0F }
    }
}
