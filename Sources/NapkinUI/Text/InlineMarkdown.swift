import Foundation

/// The inline styles Markdown can give a span of text.
struct InlineStyle: Sendable, Hashable {
    var emphasis = false
    var strong = false
    var code = false
    var strikethrough = false
    /// The destination of a link (`[words](url)`).
    var link: URL?

    /// This style with `outer`'s on top (for the text inside a link).
    func merged(with outer: InlineStyle) -> InlineStyle {
        InlineStyle(
            emphasis: emphasis || outer.emphasis, strong: strong || outer.strong, code: code || outer.code,
            strikethrough: strikethrough || outer.strikethrough, link: outer.link ?? link)
    }
}

/// Splits inline Markdown (`*em*`, `_em_`, `**strong**`, `` `code` ``, `~~struck~~`,
/// `[text](url)`, backslash escapes) into styled spans. Unmatched markers, and links whose
/// destination is not a URL, are kept as literal characters.
func parseInlineMarkdown(_ source: String) -> [(String, InlineStyle)] {
    var parser = InlineMarkdownParser(Array(source))
    return parser.parse()
}

/// The state of one pass over inline Markdown.
private struct InlineMarkdownParser {
    let characters: [Character]
    var spans: [(String, InlineStyle)] = []
    var current = ""
    var style = InlineStyle()
    var i = 0

    init(_ characters: [Character]) {
        self.characters = characters
    }

    mutating func flush() {
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

    /// The link at `i` (`[text](url)`): its text, its URL and the index after it.
    func link(at start: Int) -> (text: String, url: URL, end: Int)? {
        guard let close = characters[(start + 1)...].firstIndex(of: "]"), close + 1 < characters.count, characters[close + 1] == "(",
            let end = characters[(close + 2)...].firstIndex(of: ")")
        else { return nil }
        let destination = String(characters[(close + 2)..<end]).trimmingCharacters(in: .whitespaces)
        guard !destination.isEmpty, !destination.contains(" "), let url = URL(string: destination) else { return nil }
        return (String(characters[(start + 1)..<close]), url, end + 1)
    }

    mutating func parse() -> [(String, InlineStyle)] {
        while i < characters.count {
            let c = characters[i]
            if c == "\\", i + 1 < characters.count, "*_`\\[]~".contains(characters[i + 1]) {
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
            } else if !style.code, c == "[", style.link == nil, let link = link(at: i) {
                flush()
                var outer = style
                outer.link = link.url
                for (text, inner) in parseInlineMarkdown(link.text) { spans.append((text, inner.merged(with: outer))) }
                i = link.end
                continue
            } else if !style.code, c == "~", i + 1 < characters.count, characters[i + 1] == "~",
                style.strikethrough || hasClosing(["~", "~"], from: i + 2)
            {
                flush()
                style.strikethrough.toggle()
                i += 2
                continue
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
}
