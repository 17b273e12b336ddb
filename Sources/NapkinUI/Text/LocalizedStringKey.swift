/// The text of a `Text` written as a string literal. As in SwiftUI, a literal is read as
/// Markdown: `*word*` or `_word_` is italic, text between backticks is monospaced, `**word**` is
/// strong. Pass a `String` value (or use `Text(verbatim:)`) to show the characters as they are.
public struct LocalizedStringKey: Sendable, Hashable, ExpressibleByStringInterpolation {
    /// The text with its Markdown markers.
    public let key: String

    /// A key from a string literal.
    public init(stringLiteral value: String) {
        key = value
    }

    /// A key from an interpolated literal; the interpolated values are inserted as text.
    public init(stringInterpolation: DefaultStringInterpolation) {
        key = String(stringInterpolation: stringInterpolation)
    }

    /// A key from a run-time string (read as Markdown, like a literal).
    public init(_ value: String) {
        key = value
    }
}

/// The inline styles Markdown can give a span of text.
struct InlineStyle: Sendable, Hashable {
    var emphasis = false
    var strong = false
    var code = false
}

/// Splits inline Markdown (`*em*`, `_em_`, `**strong**`, `` `code` ``, backslash escapes)
/// into styled spans. Unmatched markers are kept as literal characters.
func parseInlineMarkdown(_ source: String) -> [(String, InlineStyle)] {
    let characters = Array(source)
    var spans: [(String, InlineStyle)] = []
    var current = ""
    var style = InlineStyle()
    var i = 0

    func flush() {
        if !current.isEmpty { spans.append((current, style)) }
        current = ""
    }
    func hasClosing(_ marker: [Character], from start: Int) -> Bool {
        var j = start
        while j + marker.count <= characters.count {
            if Array(characters[j..<(j + marker.count)]) == marker { return j > start }
            j += 1
        }
        return false
    }

    while i < characters.count {
        let c = characters[i]
        if c == "\\", i + 1 < characters.count, "*_`\\".contains(characters[i + 1]) {
            current.append(characters[i + 1])
            i += 2
            continue
        }
        if c == "`" {
            if style.code || hasClosing(["`"], from: i + 1) {
                flush()
                style.code.toggle()
                i += 1
                continue
            }
        } else if !style.code, c == "*" || c == "_" {
            let doubled = i + 1 < characters.count && characters[i + 1] == c
            // `_` inside a word (snake_case) is not emphasis.
            let intraword = c == "_" && i > 0 && characters[i - 1].isLetter && i + 1 < characters.count && characters[i + 1].isLetter
            if !intraword {
                if doubled, style.strong || hasClosing([c, c], from: i + 2) {
                    flush()
                    style.strong.toggle()
                    i += 2
                    continue
                }
                if !doubled || style.emphasis, style.emphasis || hasClosing([c], from: i + 1) {
                    flush()
                    style.emphasis.toggle()
                    i += 1
                    continue
                }
            }
        }
        current.append(c)
        i += 1
    }
    flush()
    return spans
}
