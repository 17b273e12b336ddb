/// The parts of one `#Preview(…) { … }` as written.
struct PreviewUse {
    /// The arguments in parentheses, with their labels.
    var arguments: [(label: String?, text: String)] = []
    /// The closure that builds the view, braces included: the trailing closure, or `body:`.
    var closure: String?
    /// How many lines and columns of leading trivia (blank lines, comments) come before `#`.
    var leadingLines = 0, columnAfterTrivia: Int?

    /// The name argument's text (the first unlabelled argument), or `nil`.
    var name: String? { arguments.first { $0.label == nil }?.text }

    /// The texts of the `traits:` argument and the unlabelled ones after it (it is variadic).
    var traits: [String] {
        var traits: [String] = []
        var inTraits = false
        for argument in arguments {
            if argument.label == "traits" { inTraits = true } else if argument.label != nil { inTraits = false }
            if inTraits { traits.append(argument.text) }
        }
        return traits
    }

    /// Splits `source` (the macro's text, leading trivia included).
    init(_ source: String) {
        var scanner = SourceScanner(source)
        // Leading trivia: up to the `#` of `#Preview`.
        var column = 1
        while let character = scanner.peek(), character != "#" {
            let start = scanner.index
            if character.isWhitespace { scanner.index += 1 } else { scanner.skipToken() }
            for skipped in scanner.characters[start..<scanner.index] {
                if skipped == "\n" {
                    leadingLines += 1
                    column = 1
                } else {
                    column += 1
                }
            }
        }
        if leadingLines > 0 { columnAfterTrivia = column }
        var depth = 0
        var argumentStart = 0
        while let character = scanner.peek() {
            switch character {
            case "{" where depth == 0:
                closure = String(scanner.characters[scanner.index...]).trimmingWhitespace
                return
            case "(", "[", "{":
                if depth == 0 { argumentStart = scanner.index + 1 }
                depth += 1
                scanner.index += 1
            case ")", "]", "}":
                if depth == 1, character == ")" { addArgument(scanner.text(from: argumentStart)) }
                depth -= 1
                scanner.index += 1
            case "," where depth == 1:
                addArgument(scanner.text(from: argumentStart))
                scanner.index += 1
                argumentStart = scanner.index
            default:
                scanner.skipToken()
            }
        }
        if closure == nil, let body = arguments.first(where: { $0.label == "body" }) {
            closure = body.text
            arguments.removeAll { $0.label == "body" }
        }
    }

    /// Adds one argument's text, split into label and value.
    private mutating func addArgument(_ raw: String) {
        let text = raw.trimmingWhitespace
        guard !text.isEmpty else { return }
        if let colon = text.firstIndex(of: ":") {
            let label = text[..<colon]
            if !label.isEmpty, label.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
                arguments.append((String(label), String(text[text.index(after: colon)...]).trimmingWhitespace))
                return
            }
        }
        arguments.append((nil, text))
    }
}

/// A closure's leading `@Previewable` declarations and the statements after them.
struct PreviewableSplit {
    /// The declarations, without `@Previewable` (`@State var count = 3`).
    var declarations: [String] = []
    /// The rest of the closure's body, without braces.
    var rest: String

    /// Splits `closure` (braces included) at its first statement that is not `@Previewable`.
    init(_ closure: String) {
        var inner = Array(closure)
        if inner.first == "{" { inner.removeFirst() }
        if inner.last == "}" { inner.removeLast() }
        var scanner = SourceScanner(inner)
        var statementStart = 0
        var restStart = 0
        while let character = scanner.peek() {
            if character == "\n" || character == ";" {
                let statement = scanner.text(from: statementStart).trimmingWhitespace
                if statement.hasPrefix("@Previewable") {
                    declarations.append(String(statement.dropFirst("@Previewable".count)).trimmingWhitespace)
                } else if !statement.isEmpty, !statement.hasPrefix("//") {
                    break  // the first ordinary statement
                }
                scanner.index += 1
                statementStart = scanner.index
                restStart = scanner.index
                continue
            }
            if "([{".contains(character) { scanner.skipGroup() } else { scanner.skipToken() }
        }
        rest = String(inner[min(restStart, inner.count)...])
    }
}

extension String {
    /// Without leading and trailing spaces, tabs and line breaks.
    var trimmingWhitespace: String {
        let characters = Array(self)
        guard let first = characters.firstIndex(where: { !$0.isWhitespace }),
            let last = characters.lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(characters[first...last])
    }
}
