internal import Raster

/// A view that edits a long, multi-line `String`, as SwiftUI's `TextEditor`.
///
/// iOS draws it with a text view: the text starts 8 points below the top and 5 points in from
/// the leading edge (UIKit's `textContainerInset` and `lineFragmentPadding`), wraps at the
/// editor's width and is clipped at its bottom; the editor paints the system background
/// behind it unless `.scrollContentBackground(.hidden)` is set, so a `.background` of your own
/// shows through. It takes the font, foreground style, `multilineTextAlignment` and
/// `lineSpacing` of its environment (body text by default), and fills the space it is offered;
/// offered no height (in a scroll view) it is as tall as its text. There is no placeholder, as
/// in SwiftUI. A rendered frame shows the editor at rest (no caret, no keyboard); tests type
/// into it with `Window.type(_:into:)`, finding it by its accessibility label.
public struct TextEditor: View, PrimitiveView {
    /// No body: a text editor is primitive.
    public typealias Body = Never
    let text: Binding<String>

    /// An editor showing and editing `text`.
    public init(text: Binding<String>) {
        self.text = text
    }

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        TextEditorNode(text: text, environment: environment)
    }
}

/// Lays out a text editor: the offered size (or its text's), the text wrapped inside UIKit's
/// text-view insets, clipped to the frame, over the system background.
@MainActor
final class TextEditorNode: LayoutNode {
    /// UIKit's text view: `textContainerInset` (8 points above and below) and
    /// `lineFragmentPadding` (5 points at each side).
    static let insets = EdgeInsets(top: 8, leading: 5, bottom: 8, trailing: 5)
    let text: Binding<String>
    let isEnabled: Bool
    let lineHeight: Double
    /// The system background, or `nil` under `.scrollContentBackground(.hidden)`.
    let background: SRGBColor?
    /// The text, wrapped (its only child).
    private let textNode: TextNode

    init(text: Binding<String>, environment: EnvironmentValues) {
        self.text = text
        isEnabled = environment.isEnabled
        lineHeight = environment.font.spec.lineHeight
        background = environment.scrollContentBackground == .hidden ? nil : Color.systemBackground.srgb(in: environment)
        var inner = environment
        // An editor shows all its lines (it scrolls on iOS): a line limit does not cut them.
        inner.lineLimit = nil
        let node = Text(verbatim: text.wrappedValue).textNode(in: inner)
        textNode = node
        super.init(children: [node])
    }

    private var horizontalInset: Double { Self.insets.leading + Self.insets.trailing }
    private var verticalInset: Double { Self.insets.top + Self.insets.bottom }

    /// The height of the text wrapped at `width`: one line at least, as the caret's line.
    private func textHeight(forWidth width: Double?) -> Double {
        max(lineHeight, textNode.layout(forWidth: width).size.height)
    }

    override func computeSize(_ proposal: SizeProposal) -> Size {
        let width = finite(proposal.width) ?? textNode.layout(forWidth: nil).size.width + horizontalInset
        let height = finite(proposal.height) ?? textHeight(forWidth: max(0, width - horizontalInset)) + verticalInset
        return Size(width: width, height: height)
    }

    override func place(in rect: Rect, context: PlacementContext) {
        frame = rect
        let width = max(0, rect.width - horizontalInset)
        textNode.place(
            in: Rect(
                x: rect.minX + Self.insets.leading, y: rect.minY + Self.insets.top, width: width,
                height: textNode.layout(forWidth: width).size.height),
            context: context)
    }

    override func draw(in canvas: Raster.Canvas) {
        if isEnabled {
            drawEditor(in: canvas)
        } else {
            canvas.drawGroup(opacity: disabledOpacity) { drawEditor(in: canvas) }
        }
    }

    private func drawEditor(in canvas: Raster.Canvas) {
        if let background { canvas.fill(.rectangle, in: canvas.snap(frame), with: background) }
        canvas.withSavedState {
            canvas.clip(to: canvas.snap(frame))
            textNode.draw(in: canvas)
        }
    }

    override func firstBaseline(in size: Size) -> Double? {
        textNode.firstBaseline(in: textNode.layout(forWidth: max(0, size.width - horizontalInset)).size).map { $0 + Self.insets.top }
    }

    override var kind: String? { "TextEditor" }

    override var interactiveElement: InteractiveElement? {
        let value = text.wrappedValue
        return InteractiveElement(
            kind: .textField, label: accessibilityLabel ?? "", frame: frame, isEnabled: isEnabled, value: value.isEmpty ? nil : value,
            action: .textEntry(text))
    }

    // The text is the editor's own.
    override var hasInnerElements: Bool { false }

    // The editor's words are not a button's label.
    override var textContent: String { "" }

    override var detail: String? { "text=\"\(text.wrappedValue)\"" }

    // Drawing is custom; the text is described by `detail` instead.
    override func describe(into lines: inout [String], depth: Int) {
        var line = String(repeating: "  ", count: depth) + (kind ?? "") + " " + frame.description
        if let label = accessibilityLabel { line += " label=\"\(label)\"" }
        if let detail { line += " " + detail }
        lines.append(line)
    }
}
