internal import Raster

/// The node of a control (toggle, picker, stepper, slider, date picker, link, menu): it lays
/// out and draws the view its style built, and reports the control to the window as one
/// ``InteractiveElement``.
///
/// Whatever the style drew inside (a custom toggle style's button, a picker's segments) is
/// part of the control, not an element of its own, so a lookup by the control's label finds
/// exactly one element, as VoiceOver reads one control.
@MainActor
final class ControlNode: WrapperNode {
    let elementKind: InteractiveElement.Kind
    let label: String
    let isEnabled: Bool
    let value: String?
    let options: [String]
    let action: InteractiveElement.Action
    /// The space above and below a control in a list or form row: iOS fits a 31-point switch,
    /// a 32-point stepper or segmented control and a 34-point date pill in a 44-point row.
    let rowPadding: Double = 5

    init(
        child: LayoutNode, kind: InteractiveElement.Kind, label: String, isEnabled: Bool,
        value: String? = nil, options: [String] = [], action: InteractiveElement.Action
    ) {
        elementKind = kind
        self.label = label
        self.isEnabled = isEnabled
        self.value = value
        self.options = options
        self.action = action
        super.init(child: child)
    }

    override var interactiveElement: InteractiveElement? {
        InteractiveElement(
            kind: elementKind, label: accessibilityLabel ?? label, frame: frame, isEnabled: isEnabled,
            value: value, options: options, action: action)
    }

    // What the style drew is part of the control.
    override var hasInnerElements: Bool { false }

    override func draw(in canvas: Raster.Canvas) {
        if isEnabled {
            super.draw(in: canvas)
        } else {
            canvas.drawGroup(opacity: disabledOpacity) { super.draw(in: canvas) }
        }
    }

    override var kind: String? {
        let name = elementKind.description.split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return isEnabled ? name : name + " (disabled)"
    }

    override var detail: String? {
        var parts = ["\"\(label)\""]
        if let value { parts.append("value=\"\(value)\"") }
        if !options.isEmpty { parts.append("options=[" + options.map { "\"\($0)\"" }.joined(separator: ", ") + "]") }
        return parts.joined(separator: " ")
    }

    // Children are described as usual: the style's drawing shows under the control.
}

/// A view drawn by a closure in the frame it is given: the pieces of controls that are not
/// text (a switch's track and knob, chevrons, a slider's track).
struct Drawing: View, PrimitiveView {
    typealias Body = Never
    /// The width chosen for a proposal; `nil` takes the proposed width (or `idealWidth`).
    let width: Double?
    let height: Double
    let idealWidth: Double
    let name: String
    let draw: @MainActor (Raster.Canvas, Rect) -> Void

    init(
        width: Double? = nil, height: Double, idealWidth: Double = 0, name: String, draw: @escaping @MainActor (Raster.Canvas, Rect) -> Void
    ) {
        self.width = width
        self.height = height
        self.idealWidth = idealWidth
        self.name = name
        self.draw = draw
    }

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        DrawingNode(width: width, height: height, idealWidth: idealWidth, name: name, draw: draw)
    }
}

@MainActor
final class DrawingNode: LayoutNode {
    let width: Double?
    let height: Double
    let idealWidth: Double
    let name: String
    let drawing: @MainActor (Raster.Canvas, Rect) -> Void

    init(width: Double?, height: Double, idealWidth: Double, name: String, draw: @escaping @MainActor (Raster.Canvas, Rect) -> Void) {
        self.width = width
        self.height = height
        self.idealWidth = idealWidth
        self.name = name
        drawing = draw
        super.init()
    }

    override func computeSize(_ proposal: SizeProposal) -> Size {
        Size(width: width ?? finite(proposal.width) ?? idealWidth, height: height)
    }

    override func draw(in canvas: Raster.Canvas) {
        drawing(canvas, frame)
    }

    override var kind: String? { name }
}

/// A soft shadow under a round shape, approximated by rings of falling opacity (Raster
/// draws no blur): iOS puts one under a switch's knob, a slider's thumb and a selected
/// segment.
@MainActor
func drawSoftShadow(
    _ shape: ShapeKind, in rect: Rect, on canvas: Raster.Canvas, offsetY: Double = 3, radius: Double = 4, opacity: Double = 0.12
) {
    let steps = 6
    for step in stride(from: steps, through: 1, by: -1) {
        let grow = radius * Double(step) / Double(steps)
        let ring = Rect(x: rect.minX - grow / 2, y: rect.minY - grow / 2 + offsetY, width: rect.width + grow, height: rect.height + grow)
        canvas.fill(shape, in: ring, with: SRGBColor.black.opacity(opacity / Double(steps)))
    }
}

/// Chevrons drawn as strokes, as SF Symbols' chevrons look at body size.
enum Chevron {
    /// `chevron.up.chevron.down`, centred in `rect`: the closed menu picker's marker.
    @MainActor
    static func upDown(in rect: Rect, color: SRGBColor, on canvas: Raster.Canvas) {
        let w = 4.0, h = 3.2, gap = 3.4, x = rect.midX, y = rect.midY
        canvas.strokePolyline(
            [Point(x: x - w, y: y - gap), Point(x: x, y: y - gap - h), Point(x: x + w, y: y - gap)], with: color, lineWidth: 1.8)
        canvas.strokePolyline(
            [Point(x: x - w, y: y + gap), Point(x: x, y: y + gap + h), Point(x: x + w, y: y + gap)], with: color, lineWidth: 1.8)
    }

    /// `chevron.forward`, centred in `rect`: a navigation row's disclosure marker.
    @MainActor
    static func forward(in rect: Rect, color: SRGBColor, on canvas: Raster.Canvas) {
        let w = 3.6, h = 6.2, x = rect.midX, y = rect.midY
        canvas.strokePolyline(
            [Point(x: x - w / 2, y: y - h), Point(x: x + w / 2, y: y), Point(x: x - w / 2, y: y + h)], with: color, lineWidth: 2.2)
    }

    /// `chevron.backward`, centred in `rect`: a navigation bar's back button.
    @MainActor
    static func backward(in rect: Rect, color: SRGBColor, on canvas: Raster.Canvas) {
        let w = 6.0, h = 10.5, x = rect.midX, y = rect.midY
        canvas.strokePolyline(
            [Point(x: x + w / 2, y: y - h), Point(x: x - w / 2, y: y), Point(x: x + w / 2, y: y + h)], with: color, lineWidth: 3)
    }

    /// `checkmark`, centred in `rect`: an inline picker's selected row.
    @MainActor
    static func checkmark(in rect: Rect, color: SRGBColor, on canvas: Raster.Canvas) {
        let x = rect.midX, y = rect.midY
        canvas.strokePolyline(
            [Point(x: x - 6.5, y: y + 0.5), Point(x: x - 2, y: y + 5.5), Point(x: x + 6.5, y: y - 6)], with: color, lineWidth: 2.4)
    }
}
