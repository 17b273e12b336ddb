internal import Raster

/// A view that displays one or more lines of read-only text, as SwiftUI's `Text`.
///
/// `Text("Step inside the *smokehouse*.")` draws "smokehouse" in italic; texts joined with
/// `+` keep their own fonts and colours and wrap as one paragraph. Text wraps at the width
/// its parent proposes (at UAX #14 break opportunities) and reports the width it used.
///
/// As in SwiftUI, a text is a plain value, made anywhere: its conformance to ``View`` is
/// declared apart, so its initialisers and modifiers are not isolated.
public struct Text {
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
        var tracking: CGFloat?
        var kerning: CGFloat?
        var weight: Font.Weight?
        var design: Font.Design?
        var monospacedDigit = false
        var baselineOffset: CGFloat?
        /// `textScale(_:isEnabled:)` (Text+Scale.swift); `nil` follows the environment's.
        var textScale: Scale?
        /// Underlines and strikethroughs (Text+Decorations.swift).
        var lines: [Line] = []
        /// Makes the string for an environment (dates follow its locale and time zone).
        var formatter: (@MainActor (EnvironmentValues) -> String)?
        /// An image shown inside the text (Text+Image.swift); `string` is then its label.
        var image: Image?
    }

    var segments: [Segment]

    /// Text from a literal, read as inline Markdown.
    public init(_ key: LocalizedStringKey) {
        guard let pieces = key.pieces else {
            segments = Self.segments(markdown: key.markdown)
            return
        }
        segments = pieces.flatMap { piece -> [Segment] in
            switch piece {
            case .markdown(let source): Self.segments(markdown: source)
            case .text(let text): text.text.segments
            }
        }
    }

    /// The styled segments of inline Markdown.
    static func segments(markdown: String) -> [Segment] {
        parseInlineMarkdown(markdown).map { Segment(string: $0.0, style: $0.1) }
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

    /// The text in italic (Inter Italic, EB Garamond Italic; mono stays upright).
    public func italic(_ isActive: Bool = true) -> Text {
        isActive ? modified { $0.italic = true } : self
    }

    /// The text in bold, as SwiftUI's `Text.bold()`.
    public func bold(_ isActive: Bool = true) -> Text {
        isActive ? fontWeight(.bold) : self
    }

    /// The text in `weight`, for parts that set none; `nil` leaves it.
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        guard let weight else { return self }
        return modified { if $0.weight == nil { $0.weight = weight } }
    }

    /// The text in the family of `design`, for parts that set none.
    public func fontDesign(_ design: Font.Design?) -> Text {
        guard let design else { return self }
        return modified { if $0.design == nil { $0.design = design } }
    }

    /// The text in the monospaced family (JetBrains Mono).
    public func monospaced(_ isActive: Bool = true) -> Text {
        isActive ? fontDesign(.monospaced) : self
    }

    /// The text with digits of one width (tabular figures).
    public func monospacedDigit() -> Text {
        modified { $0.monospacedDigit = true }
    }

    /// The text with `kerning` points added between characters, as SwiftUI's `kerning(_:)`
    /// (drawn as extra advance after each character, like tracking; both add up).
    public func kerning(_ kerning: CGFloat) -> Text {
        modified { if $0.kerning == nil { $0.kerning = kerning } }
    }

    /// The text drawn `offset` points above its baseline (below when negative), as SwiftUI's
    /// `baselineOffset(_:)`.
    public func baselineOffset(_ offset: CGFloat) -> Text {
        modified { if $0.baselineOffset == nil { $0.baselineOffset = offset } }
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
    public func tracking(_ tracking: CGFloat) -> Text {
        modified { if $0.tracking == nil { $0.tracking = tracking } }
    }

    /// A segment's characters as shown: its formatter's output, in the environment's text case.
    @MainActor
    func shownString(of segment: Segment, in environment: EnvironmentValues) -> String {
        let string = segment.formatter?(environment) ?? segment.string
        switch environment.textCase {
        case .uppercase?: return string.uppercased()
        case .lowercase?: return string.lowercased()
        case nil: return string
        }
    }

    /// Whether a segment's font draws small capitals (whose runs are capitals).
    @MainActor
    func hasSmallCapitals(in environment: EnvironmentValues) -> Bool {
        segments.contains { !environment.styled($0.font ?? environment.fontAsSet).smallCapitals.isEmpty }
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
    @MainActor
    func runs(in environment: EnvironmentValues) -> (runs: [TextRun], paint: Paint) {
        let paints = segments.map { segment in segment.shapeStyle.map { $0.paint(in: environment) } }
        var textPaint = environment.foreground.paint(in: environment)
        if let first = paints.first ?? nil, paints.allSatisfy({ $0 == first }) {
            if case .color = first {} else { textPaint = first }
        }
        let runs = zip(segments, paints).flatMap { (segment, paint) -> [TextRun] in
            var font = environment.styled(segment.font ?? environment.fontAsSet)
            if let design = segment.design, design.spec != font.face.family {
                font.face = .matching(family: design.spec, weight: font.face.weight, italic: font.face.isItalic)
            }
            if let weight = segment.weight { font = font.weight(weight) }
            if segment.style.strong { font = font.bold() }
            if segment.italic || segment.style.emphasis { font = font.italic() }
            if segment.style.code { font = font.monospaced() }
            if segment.monospacedDigit { font = font.monospacedDigit() }
            var spec = font.spec
            spec.size *= (segment.textScale ?? environment.textScale).factor(for: spec)
            if let tracking = segment.tracking ?? environment.tracking { spec.tracking = GeometryInput.signed(tracking, "tracking") }
            if let kerning = segment.kerning ?? environment.kerning { spec.tracking += GeometryInput.signed(kerning, "kerning") }
            if let offset = segment.baselineOffset ?? environment.baselineOffset {
                spec.baselineOffset = GeometryInput.signed(offset, "baselineOffset")
            }
            let string = shownString(of: segment, in: environment)
            var color: SRGBColor?
            if let paint, paint != textPaint { color = paint.representativeColor }
            // A Markdown link is drawn in the tint, as SwiftUI draws it, unless styled itself.
            if segment.style.link != nil, segment.shapeStyle == nil { color = ControlPalette(environment).tint(environment) }
            let lineDecorations = decorations(of: segment, in: environment)
            if let image = segment.image {
                return imageRuns(image, font: spec, color: color, decorations: lineDecorations, in: environment)
            }
            // Small capitals are synthesised: runs of capitals at a smaller size.
            return font.smallCapitals.runs(of: string, font: spec).map {
                TextRun($0.text, font: $0.font, color: color, decorations: lineDecorations)
            }
        }
        return (runs, textPaint)
    }
}

extension Text: View, PrimitiveView {
    /// No body: text is primitive.
    public typealias Body = Never

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        textNode(in: environment)
    }

    /// The text's node in `environment` (a text editor wraps one).
    @MainActor
    func textNode(in environment: EnvironmentValues) -> TextNode {
        let (runs, paint) = runs(in: environment)
        let stacked = stackedText(in: environment)
        // A paragraph in a system text style pitches its lines at the style's leading, as iOS
        // does (Challenge's two-line body messages), not at the font's line box.
        let node = TextNode(
            runs: runs,
            alignment: environment.multilineTextAlignment.flipped(environment.layoutDirection == .rightToLeft).lines,
            lineSpacing: GeometryInput.signed(environment.lineSpacing, "lineSpacing") + (stacked?.leading ?? 0),
            paint: paint,
            naturalDirection: environment.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        )
        node.fitting = TextFitting(
            lineLimit: environment.lineLimit, truncationMode: environment.truncationMode,
            minimumScaleFactor: environment.minimumScaleFactor)
        node.stacked = stacked
        node.reservedLines = environment.reservedLines
        node.isRedacted = environment.redactsContent
        node.links = links(openingWith: environment.openURL, isEnabled: environment.isEnabled)
        if hasSmallCapitals(in: environment) || hasImages {
            node.words = segments.map { $0.image != nil ? $0.string : shownString(of: $0, in: environment) }.joined()
        }
        return node
    }

    /// The line metrics a stack spaces the text by, the largest of its segments': the leading
    /// its style puts above a line beyond the system font's line box (body at `.medium`: 21 −
    /// 19.09 points), its line box and cap height; `nil` when a segment is not set in a system
    /// text style (a fixed size or a custom font), whose spacing is not measured.
    private func stackedText(in environment: EnvironmentValues) -> StackedText? {
        var result = StackedText(leading: 0, ascent: 0, descent: 0, capHeight: 0, pixel: 1 / max(1, Double(environment.displayScale)))
        for segment in segments {
            let font = segment.font ?? environment.fontAsSet
            guard let style = font.systemStyle else { return nil }
            let spec = environment.styled(font).spec
            result.leading = max(result.leading, Double(style.leading(at: environment.dynamicTypeSize)) - spec.ascender - spec.descender)
            result.ascent = max(result.ascent, spec.ascender)
            result.descent = max(result.descent, spec.descender)
            result.capHeight = max(result.capHeight, spec.lineBoxCapHeight)
        }
        return result
    }
}

/// Lays out and draws a paragraph. Layouts come from `TextLayout.cached`, so measuring the
/// same text at the same width twice shapes it once.
@MainActor
final class TextNode: LayoutNode {
    let runs: [TextRun]
    let alignment: LineAlignment
    let lineSpacing: Double
    let paint: Paint
    /// The paragraph direction of text without strong characters: the view's layout direction.
    let naturalDirection: BidiLevelDirection
    /// The layout drawn, as of the last placement.
    private(set) var placed: TextLayout?
    /// How the accessibility audit has the text drawn while it measures contrast (see
    /// TextNode+Accessibility.swift); `nil` draws it as laid out.
    var measurementDrawing: TextMeasurementDrawing?

    init(runs: [TextRun], alignment: LineAlignment, lineSpacing: Double, paint: Paint, naturalDirection: BidiLevelDirection = .leftToRight)
    {
        self.naturalDirection = naturalDirection
        self.runs = runs
        self.alignment = alignment
        self.lineSpacing = lineSpacing
        self.paint = paint
        super.init()
    }

    /// A paragraph whose runs without a colour of their own are drawn in `color`.
    convenience init(runs: [TextRun], alignment: LineAlignment, lineSpacing: Double, color: SRGBColor) {
        self.init(runs: runs, alignment: alignment, lineSpacing: lineSpacing, paint: .color(color))
    }

    /// The line limit, truncation and shrinking this text is fitted with.
    var fitting = TextFitting()
    /// See ``Text/stackedText(in:)``.
    var stacked: StackedText?
    override func stackEdge(_ edge: VerticalEdge) -> StackEdge { stacked.map { .text($0) } ?? .otherText }
    override var holdsText: Bool { true }
    /// The Markdown links in the text, each a link element a test can tap by its words.
    var links: [TextLink] = []

    override func collectElements(into elements: inout [InteractiveElement]) {
        for link in links {
            elements.append(
                InteractiveElement(
                    kind: .link, label: link.label, frame: frame, isEnabled: link.isEnabled, value: link.url.absoluteString,
                    action: .tap { link.open(link.url) }))
        }
    }

    func layout(forWidth width: Double?) -> TextLayout {
        guard fitting.lineLimit != nil else {
            return TextLayout.cached(
                runs: runs, maxWidth: width, alignment: alignment, lineSpacing: lineSpacing, naturalDirection: naturalDirection)
        }
        return fitting.layout(runs, width: width, alignment: alignment, lineSpacing: lineSpacing, naturalDirection: naturalDirection)
    }

    /// The lines the text keeps room for even when shorter (`.lineLimit(2...5)`).
    var reservedLines = 1
    /// True inside `.redacted(reason: .placeholder)`: lines draw as grey bars.
    var isRedacted = false

    override func computeSize(_ proposal: SizeProposal) -> Size {
        let size = layout(forWidth: proposal.width).size
        guard reservedLines > 1, let font = runs.first?.font else { return size }
        let reserved = Double(reservedLines) * font.lineHeight + Double(reservedLines - 1) * lineSpacing
        return Size(width: size.width, height: max(size.height, reserved))
    }

    override func place(in rect: Rect, context: PlacementContext) {
        frame = rect
        placed = layout(forWidth: rect.width)
    }

    override func draw(in canvas: Raster.Canvas) {
        guard let placed else { return }
        let inset: Double
        switch alignment {
        case .leading: inset = 0
        case .center: inset = (frame.width - placed.size.width) / 2
        case .trailing: inset = frame.width - placed.size.width
        }
        let origin = Point(x: frame.minX + max(0, inset), y: frame.minY)
        if isRedacted {
            drawRedacted(placed, at: origin, in: canvas)
            return
        }
        switch measurementDrawing {
        case nil: canvas.draw(placed, at: origin, paint: paint)
        case .omitted: break
        case .solid(let color): canvas.draw(solidLayout(), at: origin, color: color)
        }
    }

    override func firstBaseline(in size: Size) -> Double? {
        layout(forWidth: size.width).firstBaseline
    }

    override func lastBaseline(in size: Size) -> Double? {
        layout(forWidth: size.width).lastBaseline
    }

    override var kind: String? { "Text" }
    override var detail: String? { "\"\(textContent)\"" }
    override var textContent: String { words ?? runs.map(\.text).joined() }
    /// The words as written, when the runs show them otherwise (synthesised small capitals
    /// are capitals in the runs): what VoiceOver reads and a button's label takes.
    var words: String?
}
