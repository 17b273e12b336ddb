/// A cursor over Swift source that steps over string literals (with interpolations, raw and
/// multi-line strings) and comments as single tokens, so that brackets, commas and `@` inside
/// them are never taken for code.
struct SourceScanner {
    /// The text.
    let characters: [Character]
    /// Where the cursor is.
    var index = 0

    init(_ text: String) { characters = Array(text) }
    init<S: Sequence<Character>>(_ text: S) { characters = Array(text) }

    /// True past the last character.
    var atEnd: Bool { index >= characters.count }

    /// The character `offset` places ahead, if any.
    func peek(_ offset: Int = 0) -> Character? {
        index + offset < characters.count ? characters[index + offset] : nil
    }

    /// True when the text at the cursor starts with `prefix`.
    func starts(with prefix: String) -> Bool {
        var position = index
        for character in prefix {
            guard position < characters.count, characters[position] == character else { return false }
            position += 1
        }
        return true
    }

    /// The text from `start` up to the cursor.
    func text(from start: Int) -> String {
        String(characters[min(start, characters.count)..<min(index, characters.count)])
    }

    /// Steps over one comment, string literal or other character.
    mutating func skipToken() {
        if starts(with: "//") {
            while let character = peek(), character != "\n" { index += 1 }
            return
        }
        if starts(with: "/*") {
            index += 2
            var depth = 1  // Swift's block comments nest
            while !atEnd, depth > 0 {
                if starts(with: "/*") { depth += 1; index += 2 } else if starts(with: "*/") { depth -= 1; index += 2 } else { index += 1 }
            }
            return
        }
        var hashes = 0
        while peek(hashes) == "#" { hashes += 1 }
        guard peek(hashes) == "\"" else {
            index += max(hashes, 1)
            return
        }
        index += hashes
        let multiline = starts(with: "\"\"\"")
        let close = (multiline ? "\"\"\"" : "\"") + String(repeating: "#", count: hashes)
        index += multiline ? 3 : 1
        let escape = "\\" + String(repeating: "#", count: hashes)
        while !atEnd {
            if starts(with: close) {
                index += close.count
                return
            }
            if starts(with: escape) {
                index += escape.count
                if peek() == "(" {
                    skipGroup()  // an interpolation: code, with its own strings
                } else {
                    index += 1
                }
                continue
            }
            index += 1
        }
    }

    /// Steps over a bracketed group that starts at the cursor, strings and comments included.
    mutating func skipGroup() {
        var depth = 0
        repeat {
            guard let character = peek() else { return }
            if "([{".contains(character) {
                depth += 1
                index += 1
            } else if ")]}".contains(character) {
                depth -= 1
                index += 1
            } else {
                skipToken()
            }
        } while depth > 0
    }
}
