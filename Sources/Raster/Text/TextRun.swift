/// A stretch of text in one font and, optionally, one colour: the unit of an attributed
/// paragraph. `[TextRun("Step inside the ", .serif(44)), TextRun("smokehouse", .serifItalic(44))]`
/// shapes and wraps as one paragraph.
public struct TextRun: Sendable, Hashable {
    /// The characters.
    public var text: String
    /// The font, size and tracking.
    public var font: FontSpec
    /// The colour; `nil` draws in the colour given to ``Canvas/draw(_:at:color:)``.
    public var color: SRGBColor?
    /// Lines drawn along the run: an underline, a strikethrough.
    public var decorations: [TextDecoration]

    /// A run of `text` in `font`, drawn in `color` or the canvas's default colour, with
    /// `decorations` along it.
    public init(_ text: String, font: FontSpec, color: SRGBColor? = nil, decorations: [TextDecoration] = []) {
        self.text = text
        self.font = font
        self.color = color
        self.decorations = decorations
    }
}

/// A line drawn along a run of text, as SwiftUI's `underline` and `strikethrough`: under the
/// baseline or through the middle of lower-case letters, at the font's own position and
/// thickness, solid or in one of Text.LineStyle's patterns.
public struct TextDecoration: Sendable, Hashable {
    /// Where the line runs.
    public enum Position: Sendable, Hashable {
        /// Below the baseline.
        case underline
        /// Through the text.
        case strikethrough
    }

    /// The line's dashes, as SwiftUI's `Text.LineStyle.Pattern`.
    public enum Pattern: Sendable, Hashable {
        /// A solid line.
        case solid
        /// Dots.
        case dot
        /// Dashes.
        case dash
        /// Dash, dot.
        case dashDot
        /// Dash, dot, dot.
        case dashDotDot
    }

    /// Where the line runs.
    public var position: Position
    /// Its dashes.
    public var pattern: Pattern
    /// Its colour; `nil` takes the text's.
    public var color: SRGBColor?

    /// A decoration at `position`.
    public init(_ position: Position, pattern: Pattern = .solid, color: SRGBColor? = nil) {
        self.position = position
        self.pattern = pattern
        self.color = color
    }
}

/// How the lines of a paragraph sit within its width.
public enum LineAlignment: String, Sendable, Hashable {
    /// Flush left.
    case leading
    /// Centred.
    case center
    /// Flush right.
    case trailing
}
