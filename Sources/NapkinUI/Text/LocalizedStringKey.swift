import Foundation

/// The text of a `Text` written as a string literal. As in SwiftUI, a literal is read as
/// Markdown: `*word*` or `_word_` is italic, text between backticks is monospaced, `**word**` is
/// strong, `~~word~~` is struck through and `[words](https://…)` is a link. Pass a `String`
/// value (or use `Text(verbatim:)`) to show the characters as they are.
///
/// Interpolated values are shown as they are, never read as Markdown (as in SwiftUI, where
/// they are arguments of the localized format): `Text("**\(name)**")` shows the name in bold
/// whatever characters it holds. Numbers are formatted as SwiftUI formats them: an integer
/// plainly, a `Double` with `%lf` (`"3.140000"`), or with the `specifier:` given
/// (`"\(price, specifier: "%.2f")"`); a `format:` style, a `Date` with a `style:`, and a `Text`
/// (keeping its own fonts and colours) can be interpolated too.
public struct LocalizedStringKey: Sendable, Hashable, ExpressibleByStringInterpolation {
    /// The text with its Markdown markers, interpolated values inserted as they are.
    public let key: String
    /// The Markdown source: `key` with the interpolated values' Markdown characters escaped.
    let markdown: String
    /// The pieces of an interpolation with a `Text` in it; `nil` when there is none.
    let pieces: [Piece]?

    /// A piece of an interpolated key: Markdown source, or a `Text` with its own styling.
    enum Piece: Sendable, Hashable {
        case markdown(String)
        case text(TextPiece)
    }

    /// A `Text` inside a key (its segments are not hashable, so it compares by its words).
    struct TextPiece: @unchecked Sendable, Hashable {
        // Sound: a Text's segments are immutable values (their formatters run on the main actor).
        let text: Text
        static func == (lhs: TextPiece, rhs: TextPiece) -> Bool { lhs.text.string == rhs.text.string }
        func hash(into hasher: inout Hasher) { hasher.combine(text.string) }
    }

    /// A key from a string literal.
    public init(stringLiteral value: String) {
        key = value
        markdown = value
        pieces = nil
    }

    /// A key from an interpolated literal.
    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.plain
        markdown = stringInterpolation.pieces.map { piece in
            if case .markdown(let source) = piece { return source }
            if case .text(let text) = piece { return escapedMarkdown(text.text.string) }
            return ""
        }.joined()
        pieces = stringInterpolation.pieces.contains { if case .text = $0 { true } else { false } } ? stringInterpolation.pieces : nil
    }

    /// A key from a run-time string (read as Markdown, like a literal).
    public init(_ value: String) {
        key = value
        markdown = value
        pieces = nil
    }

    /// Builds an interpolated key, as SwiftUI's `LocalizedStringKey.StringInterpolation`.
    public struct StringInterpolation: StringInterpolationProtocol {
        var plain = ""
        var pieces: [Piece] = []

        /// An empty interpolation.
        public init(literalCapacity: Int, interpolationCount: Int) {}

        /// Literal text, read as Markdown.
        public mutating func appendLiteral(_ literal: String) {
            plain += literal
            appendMarkdown(literal)
        }

        private mutating func appendMarkdown(_ source: String) {
            if case .markdown(let previous)? = pieces.last {
                pieces[pieces.count - 1] = .markdown(previous + source)
            } else {
                pieces.append(.markdown(source))
            }
        }

        /// A value shown as it is (its Markdown characters escaped).
        private mutating func appendVerbatim(_ value: String) {
            plain += value
            appendMarkdown(escapedMarkdown(value))
        }

        /// A string, shown as it is.
        public mutating func appendInterpolation(_ string: String) {
            appendVerbatim(string)
        }

        /// A number, formatted as SwiftUI's default for its type (`%lld`, `%lf`…).
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
            appendVerbatim(value._formatted(with: T._defaultSpecifier))
        }

        /// A number formatted by a `printf` specifier: `"\(total, specifier: "%.2f")"`.
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
            appendVerbatim(value._formatted(with: specifier))
        }

        /// A value formatted by a format style: `"\(price, format: .currency(code: "EUR"))"`.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            appendVerbatim(format.format(input))
        }

        /// A date in a `Text.DateStyle`, written for the environment's locale and time zone
        /// as `Text(_:style:)` writes it.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            appendInterpolation(Text(date, style: style))
        }

        /// A value written by a Foundation formatter, as SwiftUI's
        /// `appendInterpolation(_:formatter:)`: `"Due \(date, formatter: dateFormatter)"`.
        /// Without a formatter the value is shown by its description.
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter? = nil) {
            appendVerbatim(formatter?.string(for: subject) ?? String(describing: subject))
        }

        /// An object written by a Foundation formatter (see the form above).
        public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter? = nil) {
            appendVerbatim(formatter?.string(for: subject) ?? subject.description)
        }

        /// A date written by a Foundation formatter (see the forms above): `Date` is not
        /// `ReferenceConvertible` in Foundation on Linux, as it is on Apple platforms.
        public mutating func appendInterpolation(_ date: Date, formatter: Formatter? = nil) {
            appendVerbatim(formatter?.string(for: date) ?? String(describing: date))
        }

        /// A text, keeping its own fonts and colours: `"Total: \(Text(price).bold())"`.
        public mutating func appendInterpolation(_ text: Text) {
            plain += text.string
            pieces.append(.text(TextPiece(text: text)))
        }

        /// An image inside the text, as SwiftUI's `appendInterpolation(_: Image)`:
        /// `"\(Image(systemName: "heart")) 12"`, drawn as `Text(image)` draws it.
        public mutating func appendInterpolation(_ image: Image) {
            appendInterpolation(Text(image))
        }

        /// Any other value, shown by its description.
        @_disfavoredOverload
        public mutating func appendInterpolation<T>(_ value: T) {
            appendVerbatim(String(describing: value))
        }
    }
}

/// `text` with every character Markdown would read as a marker escaped with a backslash.
func escapedMarkdown(_ text: String) -> String {
    var escaped = ""
    escaped.reserveCapacity(text.count)
    for character in text {
        if "\\*_`[]~".contains(character) { escaped.append("\\") }
        escaped.append(character)
    }
    return escaped
}
