/// `text` without spaces and tabs at either end (HTTP's optional whitespace).
func trimmingWhitespace<Text: StringProtocol>(_ text: Text) -> String {
    let isSpace = { (character: Character) in character == " " || character == "\t" }
    guard let first = text.firstIndex(where: { !isSpace($0) }), let last = text.lastIndex(where: { !isSpace($0) }) else { return "" }
    return String(text[first...last])
}

/// A content type's media type, lowercased and without parameters: `Text/HTML; charset=utf-8`
/// → `text/html`.
func mediaType(_ contentType: String) -> String {
    trimmingWhitespace(contentType.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false).first ?? "").lowercased()
}
