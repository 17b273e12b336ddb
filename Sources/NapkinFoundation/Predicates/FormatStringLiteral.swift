/// A quoted string in Foundation's predicate and expression format languages (`'milk'`, `"a \"b\""`): what
/// `NSPredicate(format:)` and `NSExpression(format:)` both read.
enum FormatStringLiteral {
    /// The value of the literal whose opening `quote` is at `start` in `text` (`\n`, `\t` and `\r` escaped, any other
    /// escaped character taken as it is), and the index after its closing quote; `nil` when the quote is never closed.
    static func scan(_ text: [Character], at start: Int, quote: Character) -> (value: String, end: Int)? {
        var position = start + 1
        var result = ""
        while position < text.count, text[position] != quote {
            if text[position] == "\\", position + 1 < text.count {
                position += 1
                switch text[position] {
                case "n": result.append("\n")
                case "t": result.append("\t")
                case "r": result.append("\r")
                default: result.append(text[position])
                }
            } else {
                result.append(text[position])
            }
            position += 1
        }
        guard position < text.count else { return nil }
        return (result, position + 1)
    }
}
