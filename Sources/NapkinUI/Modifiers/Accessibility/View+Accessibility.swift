/// How an accessibility element treats the elements inside it, as SwiftUI's
/// `AccessibilityChildBehavior`.
public enum AccessibilityChildBehavior: Sendable, Hashable {
    /// The children are hidden; the element speaks only its own label.
    case ignore
    /// The children stay separate elements inside this container.
    case contain
    /// The children's words become this one element's label.
    case combine
}

extension View {
    /// Names the view in the layout description and, on a control, in
    /// `Window.interactiveElements()` and its lookups (`tap(label:)`, `type(_:into:)`),
    /// where it replaces the control's visible words.
    public func accessibilityLabel(_ label: String) -> some View {
        ModifiedView(content: self) { node, _ in
            node.accessibilityLabel = label
            return node
        }
    }

    /// Names the view for accessibility with a `Text` (its characters), as SwiftUI's
    /// `accessibilityLabel(_:)`; see ``accessibilityLabel(_:)-(String)``.
    public func accessibilityLabel(_ label: Text) -> some View {
        accessibilityLabel(label.string)
    }

    /// The view's accessibility value ("50 %", "On"), shown as `value="…"` in the layout
    /// description, as SwiftUI's `accessibilityValue(_:)`.
    public func accessibilityValue(_ value: String) -> some View {
        ModifiedView(content: self) { node, _ in AccessibilityNode(child: node, value: value) }
    }

    /// The view's accessibility value from a `Text`.
    public func accessibilityValue(_ value: Text) -> some View {
        accessibilityValue(value.string)
    }

    /// The identifier UI tests find the view by, as SwiftUI's `accessibilityIdentifier(_:)`,
    /// shown as `identifier="…"` in the layout description (never spoken, never drawn).
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        ModifiedView(content: self) { node, _ in AccessibilityNode(child: node, identifier: identifier) }
    }

    /// A hint ("Double-tap to open"), shown as `hint="…"` in the layout description.
    public func accessibilityHint(_ hint: String) -> some View {
        ModifiedView(content: self) { node, _ in AccessibilityNode(child: node, hint: hint) }
    }

    /// Hides the view from accessibility when `hidden`: the layout description shows the view
    /// as `View … hidden` without its contents.
    public func accessibilityHidden(_ hidden: Bool) -> some View {
        ModifiedView(content: self) { node, _ in hidden ? AccessibilityNode(child: node, hidden: true) : node }
    }

    /// Makes the view one accessibility element, as SwiftUI's `accessibilityElement(children:)`:
    /// `.combine` labels it with the words inside, `.ignore` keeps only its own label, both
    /// hiding the children from the layout description; `.contain` keeps them as a group.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        ModifiedView(content: self) { node, _ in AccessibilityNode(child: node, behavior: children) }
    }
}

/// Carries accessibility value, hint, hiding and grouping, and shows them in the layout
/// description.
@MainActor
final class AccessibilityNode: WrapperNode {
    var value: String?
    var hint: String?
    var identifier: String?
    var hidden = false
    var behavior: AccessibilityChildBehavior?

    init(
        child: LayoutNode, value: String? = nil, hint: String? = nil, identifier: String? = nil, hidden: Bool = false,
        behavior: AccessibilityChildBehavior? = nil
    ) {
        self.value = value
        self.hint = hint
        self.identifier = identifier
        self.hidden = hidden
        self.behavior = behavior
        super.init(child: child)
        // A label set on the content names this element.
        accessibilityLabel = child.accessibilityLabel
    }

    override func describe(into lines: inout [String], depth: Int) {
        var line = String(repeating: "  ", count: depth) + "View " + frame.description
        var label = accessibilityLabel
        if behavior == .combine, label == nil { label = textContent }
        if let label { line += " label=\"\(label)\"" }
        if let value { line += " value=\"\(value)\"" }
        if let hint { line += " hint=\"\(hint)\"" }
        if let identifier { line += " identifier=\"\(identifier)\"" }
        if hidden { line += " hidden" }
        if let behavior { line += " element(children: .\(behavior))" }
        lines.append(line)
        if hidden || behavior == .combine || behavior == .ignore { return }
        // The child's own line would repeat the label; show what is inside it instead.
        let saved = child.accessibilityLabel
        if child.kind == nil { child.accessibilityLabel = nil }
        child.describe(into: &lines, depth: depth + 1)
        child.accessibilityLabel = saved
    }
}
