internal import Raster

/// What one `.accessibility…` modifier says about the elements of the view it wraps.
struct AccessibilityModifiers {
    /// Where a double tap lands, in the view's own space.
    enum ActivationPoint {
        case unit(UnitPoint)
        case point(Point)
    }

    var value: String?
    var hint: String?
    var addTraits: AccessibilityTraits = []
    var removeTraits: AccessibilityTraits = []
    var identifier: String?
    var sortPriority: Double?
    var headingLevel: AccessibilityHeadingLevel?
    var activationPoint: ActivationPoint?
    var actions: [AccessibilityCustomAction] = []
    var hidden = false
    var children: AccessibilityChildBehavior?
    /// True for what NapkinUI itself says of its bars and controls: the layout description
    /// does not show it.
    var isImplicit = false
}

/// The node of every accessibility modifier but the label (which the wrapped node carries
/// itself, as taps read it there): it lays out and draws as its child and, in the
/// accessibility walk, changes what its child's subtree contributes.
///
/// The layout description shows the modifiers it has always shown (value, hint, hiding and
/// grouping, `View … value="50 %"`); the others leave it as it was.
@MainActor
final class AccessibilityModifierNode: WrapperNode {
    /// Leaves the text's edges as they are, so a stack still spaces it as text.
    override func stackEdge(_ edge: VerticalEdge) -> StackEdge { child.stackEdge(edge) }
    let modifiers: AccessibilityModifiers

    init(child: LayoutNode, _ modifiers: AccessibilityModifiers) {
        self.modifiers = modifiers
        super.init(child: child)
        // A label set on the content names this element.
        accessibilityLabel = child.accessibilityLabel
    }

    override var zIndex: Double { child.zIndex }

    /// True when the layout description shows this node on a line of its own.
    private var isDescribed: Bool {
        !modifiers.isImplicit && (modifiers.value != nil || modifiers.hint != nil || modifiers.hidden || modifiers.children != nil)
    }

    override func describe(into lines: inout [String], depth: Int) {
        guard isDescribed else {
            child.describe(into: &lines, depth: depth)
            return
        }
        var line = String(repeating: "  ", count: depth) + "View " + frame.description
        var label = accessibilityLabel
        if modifiers.children == .combine, label == nil { label = textContent }
        if let label { line += " label=\"\(label)\"" }
        if let value = modifiers.value { line += " value=\"\(value)\"" }
        if let hint = modifiers.hint { line += " hint=\"\(hint)\"" }
        if modifiers.hidden { line += " hidden" }
        if let behavior = modifiers.children { line += " element(children: .\(behavior))" }
        lines.append(line)
        if modifiers.hidden || modifiers.children == .combine || modifiers.children == .ignore { return }
        // The child's own line would repeat the label; show what is inside it instead.
        let saved = child.accessibilityLabel
        if child.kind == nil { child.accessibilityLabel = nil }
        child.describe(into: &lines, depth: depth + 1)
        child.accessibilityLabel = saved
    }
}

extension View {
    /// A group of elements VoiceOver reads together, with `traits`, that the layout
    /// description does not show: what NapkinUI's own bars say of themselves.
    func accessibilityGroup(traits: AccessibilityTraits = []) -> some View {
        accessibilityModifiers(AccessibilityModifiers(addTraits: traits, children: .contain, isImplicit: true))
    }

    /// This view wrapped in a node carrying `modifiers`.
    func accessibilityModifiers(_ modifiers: AccessibilityModifiers) -> some View {
        ModifiedView(content: self) { node, _ in AccessibilityModifierNode(child: node, modifiers) }
    }
}
