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

    /// A run of `text` in `font`, drawn in `color` or the canvas's default colour.
    public init(_ text: String, font: FontSpec, color: SRGBColor? = nil) {
        self.text = text
        self.font = font
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
