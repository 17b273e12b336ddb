internal import Raster

/// An editable line of text, bound to a `String`, as SwiftUI's `TextField`.
///
/// The field fills the width it is offered. When its text is empty it shows its title in
/// grey as the placeholder. A rendered frame shows the field at rest (no caret, no
/// keyboard). Tests enter text with `Window.type(_:into:)`, which finds the field by its
/// accessibility label, or its title when it has none, and writes through the binding.
/// Inside `.disabled(true)` the field draws dimmed and cannot be typed into.
public struct TextField<Label: View>: View, PrimitiveView {
    /// No body: a text field is primitive.
    public typealias Body = Never
    let title: String
    let text: Binding<String>
    /// `.vertical`: the text wraps and the field grows a line at a time.
    var axis: Axis = .horizontal
    /// The placeholder, when it differs from the title (`prompt:`).
    var prompt: String?
    var onCommit: (() -> Void)?
    /// Drawn as dots: a ``SecureField`` handed to a custom style as its configuration.
    var isSecure = false

    /// A field labelled by a view (its words are the field's title), with a placeholder.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.title = labelText(of: label(), in: EnvironmentValues())
        self.text = text
        self.prompt = prompt?.string
    }

    /// A field labelled by a view whose text runs along `axis`, as SwiftUI's
    /// `init(text:prompt:axis:label:)`.
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, label: label)
        self.axis = axis
    }

    /// The same field under another label type: a custom style's configuration.
    init<Other: View>(_ field: TextField<Other>) {
        title = field.title
        text = field.text
        axis = field.axis
        prompt = field.prompt
        onCommit = field.onCommit
        isSecure = field.isSecure
    }

    /// A secure field as a custom style's configuration: SwiftUI's text field styles draw around
    /// secure fields too.
    init(secure field: SecureField) where Label == _TextFieldStyleLabel {
        title = field.title
        text = field.text
        onCommit = field.onCommit
        prompt = field.prompt
        isSecure = true
    }

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        var commit: (@MainActor () -> Void)?
        if let onCommit { commit = { onCommit() } }
        if let style = environment.customTextFieldStyle {
            // The style draws the field around its configuration: this field in the plain look.
            var inner = environment
            inner.customTextFieldStyle = nil
            inner.textFieldStyle = .plain
            return buildNode(style(TextField<_TextFieldStyleLabel>(self)), in: inner)
        }
        return TextInputNode(
            title: title, placeholder: prompt, text: text, isSecure: isSecure, axis: axis, environment: environment, onCommit: commit)
    }
}

extension TextField where Label == Text {
    /// A field titled `title` (shown as the placeholder) editing `text`.
    public init(_ title: LocalizedStringKey, text: Binding<String>) {
        self.title = title.key
        self.text = text
    }

    /// A field titled with a run-time string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.title = String(title)
        self.text = text
    }

    /// A field whose text runs along `axis`, as SwiftUI's `TextField(_:text:axis:)`: with
    /// `.vertical` the text wraps at the field's width and the field grows a line at a time,
    /// between the lines `.lineLimit(2...5)` keeps room for and allows (unlimited without one;
    /// at rest the first lines show).
    public init(_ title: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(title, text: text)
        self.axis = axis
    }

    /// A field along `axis`, titled with a run-time string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(title, text: text)
        self.axis = axis
    }

    /// A field along `axis` whose placeholder is `prompt`.
    public init(_ title: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(title, text: text, prompt: prompt)
        self.axis = axis
    }

    /// A field along `axis`, titled with a run-time string, whose placeholder is `prompt`, as
    /// SwiftUI's `init(_:text:prompt:axis:)` for a `StringProtocol` title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(title, text: text, prompt: prompt)
        self.axis = axis
    }

    /// A field titled `title` whose placeholder is `prompt` (the title when `nil`).
    public init(_ title: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(title, text: text)
        self.prompt = prompt?.string
    }

    /// A field titled with a run-time string whose placeholder is `prompt`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(title, text: text)
        self.prompt = prompt?.string
    }

    /// SwiftUI's older field: `onEditingChanged` is kept for focus changes, which a still frame
    /// has none of; `onCommit` runs when the field is submitted (`Window.submit(_:)`).
    public init(
        _ title: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        onCommit: @escaping () -> Void = {}
    ) {
        self.init(title, text: text)
        self.onCommit = onCommit
    }

    /// SwiftUI's older field with a run-time title (see the form above).
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}
    ) {
        self.init(title, text: text)
        self.onCommit = onCommit
    }
}

/// A field for a password, as SwiftUI's `SecureField`: the text is drawn as dots.
///
/// Everything else is as ``TextField``: the title is the grey placeholder when empty, a custom
/// `TextFieldStyle` draws around it as around a text field, and
/// `Window.type(_:into:)` writes through the binding.
public struct SecureField: View, PrimitiveView {
    /// No body: a secure field is primitive.
    public typealias Body = Never
    let title: String
    let text: Binding<String>
    var onCommit: (() -> Void)?
    var prompt: String?

    /// A secure field titled `title` (shown as the placeholder) editing `text`.
    public init(_ title: LocalizedStringKey, text: Binding<String>) {
        self.title = title.key
        self.text = text
    }

    /// A secure field titled with a run-time string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.title = String(title)
        self.text = text
    }

    /// A secure field titled `title` whose placeholder is `prompt` (the title when `nil`), as
    /// SwiftUI's `SecureField(_:text:prompt:)`.
    public init(_ title: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(title, text: text)
        self.prompt = prompt?.string
    }

    /// A secure field titled with a run-time string whose placeholder is `prompt`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(title, text: text)
        self.prompt = prompt?.string
    }

    /// A secure field whose `onCommit` runs when it is submitted (`Window.submit(_:)`), as
    /// SwiftUI's older `SecureField(_:text:onCommit:)`.
    public init(_ title: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(title, text: text)
        self.onCommit = onCommit
    }

    /// A secure field titled with a run-time string whose `onCommit` runs when it is submitted.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(title, text: text)
        self.onCommit = onCommit
    }

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        // A text field drawn as dots, so a custom style draws around it as around a text field.
        TextField(secure: self).makeNode(in: environment)
    }
}

/// Lays out a text field: as wide as offered, one line of text tall; draws the text (or
/// dots, or the placeholder) clipped to its frame, and reports itself as an interactive
/// element that takes typing.
@MainActor
final class TextInputNode: LayoutNode {
    let title: String
    let text: Binding<String>
    let isSecure: Bool
    let isEnabled: Bool
    let font: FontSpec
    let dotColor: SRGBColor
    /// `.vertical`: wrapped text, between `reservedLines` and `maxLines` lines tall.
    let axis: Axis
    let reservedLines: Int
    let maxLines: Int?
    /// What the keyboard and autofill were told (shown in the layout description).
    let traits: TextInputTraits
    /// What submitting the field runs: its `onCommit`, then every `onSubmit` around it.
    let submit: @MainActor () -> Void
    /// The box of a `.roundedBorder` field (fill, border) in its appearance, or `nil`.
    let box: (fill: SRGBColor, border: SRGBColor)?
    /// Between the frame and the text.
    private var inset: Double { box == nil ? 0 : RoundedBorderMetrics.inset }
    /// The one line shown: the text or the placeholder (its only child).
    private let textNode: TextNode

    init(
        title: String, placeholder: String? = nil, text: Binding<String>, isSecure: Bool, axis: Axis = .horizontal,
        environment: EnvironmentValues, onCommit: (@MainActor () -> Void)? = nil
    ) {
        self.axis = axis
        reservedLines = environment.reservedLines
        maxLines = environment.lineLimit
        traits = environment.textInputTraits
        box =
            environment.textFieldStyle == .roundedBorder
            ? (RoundedBorderMetrics.fill.srgb(in: environment), RoundedBorderMetrics.border.srgb(in: environment)) : nil
        let actions = environment.submitActions
        submit = {
            onCommit?()
            actions.submitText()
        }
        self.title = title
        self.text = text
        self.isSecure = isSecure
        self.isEnabled = environment.isEnabled
        self.font = environment.font.spec
        self.dotColor = environment.foregroundSRGB
        let value = text.wrappedValue
        // The text node always holds one line (the text or the placeholder) so that the
        // field has the same height and baseline whatever it shows; dots replace secure text.
        let shown = value.isEmpty ? placeholder ?? title : value
        // The placeholder in iOS's placeholder grey of the field's colour scheme.
        let color = value.isEmpty ? Color.placeholderText.srgb(in: environment) : environment.foregroundSRGB
        let node = TextNode(
            runs: [TextRun(shown, font: environment.font.spec, color: color)], alignment: .leading, lineSpacing: 0, color: color)
        textNode = node
        super.init(children: [node])
    }

    override func computeSize(_ proposal: SizeProposal) -> Size {
        let line = textNode.layout(forWidth: nil).size
        let width = finite(proposal.width) ?? max(line.width + 2 * inset, 100)
        guard axis == .vertical else { return Size(width: width, height: line.height + 2 * inset) }
        let wrapped = textNode.layout(forWidth: width - 2 * inset)
        var lines = max(wrapped.lineCount, reservedLines)
        if let maxLines { lines = min(lines, max(maxLines, reservedLines)) }
        let lineHeight = font.lineHeight
        return Size(width: width, height: Double(lines) * lineHeight + 2 * inset)
    }

    override func place(in rect: Rect, context: PlacementContext) {
        frame = rect
        if axis == .vertical {
            // The wrapped text from the top; lines beyond the field's height are clipped.
            let width = max(0, rect.width - 2 * inset)
            let size = textNode.layout(forWidth: width).size
            textNode.place(in: Rect(x: rect.minX + inset, y: rect.minY + inset, width: width, height: size.height), context: context)
            return
        }
        let line = textNode.layout(forWidth: nil).size
        textNode.place(
            in: Rect(x: rect.minX + inset, y: rect.minY + (rect.height - line.height) / 2, width: line.width, height: line.height),
            context: context)
    }

    override func draw(in canvas: Raster.Canvas) {
        // A disabled field dims itself, rather than sitting inside an opacity node, so that an
        // `.accessibilityLabel(_:)` on it lands on this node, which reports the element.
        if isEnabled {
            drawField(in: canvas)
        } else {
            canvas.drawGroup(opacity: disabledOpacity) { drawField(in: canvas) }
        }
    }

    private func drawField(in canvas: Raster.Canvas) {
        if let box {
            let shape = ShapeKind.roundedRectangle(cornerRadius: RoundedBorderMetrics.cornerRadius)
            canvas.fill(shape, in: frame, with: box.fill)
            // A hairline: one device pixel, inside the box.
            let pixel = 1 / canvas.scale
            canvas.stroke(shape, in: frame.insetBy(dx: pixel / 2, dy: pixel / 2), with: box.border, lineWidth: pixel)
        }
        canvas.withSavedState {
            canvas.clip(
                to: canvas.snap(Rect(x: frame.minX + inset, y: frame.minY, width: max(0, frame.width - 2 * inset), height: frame.height)))
            if isSecure, !text.wrappedValue.isEmpty {
                drawDots(in: canvas)
            } else {
                textNode.draw(in: canvas)
            }
        }
    }

    /// Secure text: one filled circle per character, centred on the x-height like iOS's.
    private func drawDots(in canvas: Raster.Canvas) {
        let diameter = (font.size * 0.4).rounded(toPlaces: 1)
        let pitch = diameter + font.size * 0.22
        let baseline = textNode.frame.minY + (textNode.firstBaseline(in: textNode.frame.size) ?? font.ascender)
        let centerY = baseline - font.capHeight * 0.42
        for index in 0..<text.wrappedValue.count {
            let x = frame.minX + 1 + Double(index) * pitch
            canvas.fill(.ellipse, in: Rect(x: x, y: centerY - diameter / 2, width: diameter, height: diameter), with: dotColor)
        }
    }

    override func firstBaseline(in size: Size) -> Double? {
        textNode.firstBaseline(in: textNode.layout(forWidth: axis == .vertical ? size.width : nil).size)
    }

    override func lastBaseline(in size: Size) -> Double? {
        guard axis == .vertical else { return firstBaseline(in: size) }
        let lines = max(1, Int((size.height / font.lineHeight).rounded()))
        return (firstBaseline(in: size) ?? 0) + Double(lines - 1) * font.lineHeight
    }

    override var kind: String? { isSecure ? "SecureField" : "TextField" }

    override var interactiveElement: InteractiveElement? {
        InteractiveElement(
            kind: isSecure ? .secureField : .textField, label: accessibilityLabel ?? title, frame: frame, isEnabled: isEnabled,
            value: text.wrappedValue.isEmpty ? nil : shownText, action: .textEntry(text), submit: submit)
    }

    // The line of text is the field's own.
    override var hasInnerElements: Bool { false }

    /// The text as the field shows it: secure text as one dot per character.
    var shownText: String {
        let value = text.wrappedValue
        return isSecure ? String(repeating: "•", count: value.count) : value
    }

    override var detail: String? {
        let summary = traits.summary
        return "\"\(title)\" text=\"\(shownText)\"" + (summary.isEmpty ? "" : " " + summary)
    }

    // The field's words are not a button's label: a button holding a field keeps its own.
    override var textContent: String { "" }

    // Drawing is custom; the text node is described by `detail` instead.
    override func describe(into lines: inout [String], depth: Int) {
        var line = String(repeating: "  ", count: depth) + (kind ?? "") + " " + frame.description
        if let label = accessibilityLabel { line += " label=\"\(label)\"" }
        if let detail { line += " " + detail }
        lines.append(line)
    }
}

extension Double {
    fileprivate func rounded(toPlaces places: Int) -> Double {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        return (self * scale).rounded() / scale
    }
}
