/// A view that displays one or more lines of read-only text, as SwiftUI's `Text`.
///
/// `Text("Step inside the *smokehouse*.")` draws "smokehouse" in italic; texts joined with
/// `+` keep their own fonts and colours and wrap as one paragraph. Text wraps at the width
/// its parent proposes (at UAX #14 break opportunities) and reports the width it used.
public struct Text: View, PrimitiveView {
    /// No body: text is primitive.
    public typealias Body = Never

    /// A change of letter case applied when drawing, as SwiftUI's `Text.Case`.
    public enum Case: Sendable, Hashable {
        /// ALL CAPITALS.
        case uppercase
        /// all lower case.
        case lowercase
    }

    struct Segment {
        var string: String
        var style = InlineStyle()
        var font: Font?
        var italic = false
        var shapeStyle: AnyShapeStyle?
        var tracking: Double?
    }

    var segments: [Segment]

    /// Text from a literal, read as inline Markdown.
    public init(_ key: LocalizedStringKey) {
        segments = parseInlineMarkdown(key.key).map { Segment(string: $0.0, style: $0.1) }
    }

    /// Text showing `content` exactly, with no Markdown.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        segments = [Segment(string: String(content))]
    }

    /// Text showing `content` exactly, with no Markdown.
    public init(verbatim content: String) {
        segments = [Segment(string: content)]
    }

    /// The characters shown, without Markdown markers.
    public var string: String { segments.map(\.string).joined() }

    /// One text followed by another in the same paragraph; each keeps its own styling.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var joined = lhs
        joined.segments += rhs.segments
        return joined
    }

    /// The text in `font`, for parts that have no font of their own.
    public func font(_ font: Font?) -> Text {
        modified { if $0.font == nil { $0.font = font } }
    }

    /// The text in italic.
    public func italic() -> Text {
        modified { $0.italic = true }
    }

    /// The text in `style` (a colour, `.secondary`, a gradient…), for parts that have no
    /// style of their own.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        let erased = AnyShapeStyle(style)
        return modified { if $0.shapeStyle == nil { $0.shapeStyle = erased } }
    }

    /// The text in `color`, for parts that have no colour of their own (SwiftUI's older name
    /// for ``foregroundStyle(_:)``).
    public func foregroundColor(_ color: Color?) -> Text {
        guard let color else { return self }
        return foregroundStyle(color)
    }

    /// The text with `tracking` points of letter spacing, for parts that set none.
    public func tracking(_ tracking: Double) -> Text {
        modified { if $0.tracking == nil { $0.tracking = tracking } }
    }

    private func modified(_ change: (inout Segment) -> Void) -> Text {
        var copy = self
        for index in copy.segments.indices { change(&copy.segments[index]) }
        return copy
    }

    /// The runs to shape, with the environment's defaults applied, and the paint of the runs
    /// that have no colour of their own.
    ///
    /// A segment's own style is resolved here; a gradient becomes the paint of the whole text
    /// when every segment has that same gradient, and its first colour otherwise (a run of
    /// glyphs carries one colour).
    func runs(in environment: EnvironmentValues) -> (runs: [TextRun], paint: Paint) {
        let paints = segments.map { segment in segment.shapeStyle.map { $0.resolvedPaint(in: environment) } }
        var textPaint = environment.foreground._paint(in: environment)
        if let first = paints.first ?? nil, paints.allSatisfy({ $0 == first }) {
            if case .color = first {} else { textPaint = first }
        }
        let runs = zip(segments, paints).map { segment, paint in
            var font = segment.font ?? environment.font
            if segment.italic || environment.isItalic || segment.style.emphasis { font = font.italic() }
            if segment.style.code { font = Font(face: .mono, size: font.size, tracking: font.tracking) }
            if segment.style.strong, font.face == .sans { font.face = .sansMedium }
            if let tracking = segment.tracking ?? environment.tracking { font.tracking = tracking }
            var string = segment.string
            switch environment.textCase {
            case .uppercase?: string = string.uppercased()
            case .lowercase?: string = string.lowercased()
            case nil: break
            }
            var color: Color?
            if let paint, paint != textPaint { color = paint.representativeColor }
            return TextRun(string, font: font, color: color)
        }
        return (runs, textPaint)
    }

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        let (runs, paint) = runs(in: environment)
        return TextNode(
            runs: runs,
            alignment: environment.multilineTextAlignment,
            lineSpacing: environment.lineSpacing,
            paint: paint
        )
    }
}

/// Lays out and draws a paragraph. Layouts come from `TextLayout.cached`, so measuring the
/// same text at the same width twice shapes it once.
@MainActor
final class TextNode: LayoutNode {
    let runs: [TextRun]
    let alignment: TextAlignment
    let lineSpacing: Double
    let paint: Paint
    private var placed: TextLayout?

    init(runs: [TextRun], alignment: TextAlignment, lineSpacing: Double, paint: Paint) {
        self.runs = runs
        self.alignment = alignment
        self.lineSpacing = lineSpacing
        self.paint = paint
        super.init()
    }

    /// A paragraph whose runs without a colour of their own are drawn in `color`.
    convenience init(runs: [TextRun], alignment: TextAlignment, lineSpacing: Double, color: Color) {
        self.init(runs: runs, alignment: alignment, lineSpacing: lineSpacing, paint: .color(color))
    }

    func layout(forWidth width: Double?) -> TextLayout {
        TextLayout.cached(runs: runs, maxWidth: width, alignment: alignment, lineSpacing: lineSpacing)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        layout(forWidth: proposal.width).size
    }

    override func place(in rect: Rect, context: PlacementContext) {
        frame = rect
        placed = layout(forWidth: rect.width)
    }

    override func draw(in canvas: Canvas) {
        guard let placed else { return }
        let inset: Double
        switch alignment {
        case .leading: inset = 0
        case .center: inset = (frame.width - placed.size.width) / 2
        case .trailing: inset = frame.width - placed.size.width
        }
        canvas.draw(placed, at: Point(x: frame.minX + max(0, inset), y: frame.minY), paint: paint)
    }

    override func firstBaseline(in size: Size) -> Double? {
        layout(forWidth: size.width).firstBaseline
    }

    override func lastBaseline(in size: Size) -> Double? {
        layout(forWidth: size.width).lastBaseline
    }

    override var kind: String? { "Text" }
    override var detail: String? { "\"\(textContent)\"" }
    override var textContent: String { runs.map(\.text).joined() }
}
