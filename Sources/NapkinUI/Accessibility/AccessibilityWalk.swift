internal import Raster

/// A kind of node that says itself what VoiceOver makes of it, declared beside the view
/// (`TextNode+Accessibility.swift`, `ImageNode+Accessibility.swift`, …).
///
/// The accessibility walk (``LayoutNode/accessibilityItems()``) asks a node that adopts this
/// protocol for its items; a node that is an interactive element (a button, a control, a
/// field) is read from its ``LayoutNode/interactiveElement``, as `InteractiveElement+Accessibility.swift`
/// says for each kind; every other node contributes what its children do.
@MainActor
protocol AccessibilitySource: LayoutNode {
    /// The items this node contributes in place of its children's (it may include theirs,
    /// through ``LayoutNode/childAccessibilityItems()``).
    func makeAccessibilityItems() -> [AccessibilityItem]
}

extension LayoutNode {
    /// The accessibility items of this subtree, as laid out: the one accessibility walk,
    /// from the top down. A label set on the node (`.accessibilityLabel(_:)`) then names the
    /// elements it found, or makes the node an element when it found none.
    func accessibilityItems() -> [AccessibilityItem] {
        var items: [AccessibilityItem]
        if let source = self as? AccessibilitySource {
            items = source.makeAccessibilityItems()
        } else if let interactive = interactiveElement {
            items = [.element(AccessibilityDraft(interactive, node: self))]
        } else {
            items = childAccessibilityItems()
        }
        if let accessibilityLabel {
            items.apply(label: accessibilityLabel, orMakeElementIn: frame)
        }
        return items
    }

    /// The items of the children, in tree order.
    func childAccessibilityItems() -> [AccessibilityItem] {
        children.flatMap { $0.accessibilityItems() }
    }
}

extension ViewController {
    /// The accessibility items of what this controller shows in the last layout: its
    /// content, its visible children, then its bars (as its drawing and its interactive
    /// elements go).
    func accessibilityItems() -> [AccessibilityItem] {
        var items = contentNode?.accessibilityItems() ?? []
        for child in visibleChildren where child !== bridge.embeddedNavigation?.controller {
            items += child.accessibilityItems()
        }
        items += chromeNode?.accessibilityItems() ?? []
        return items
    }
}

extension [AccessibilityItem] {
    /// Names every element found with `label` unless an inner modifier named it already; a
    /// subtree without elements becomes one element, framed by `frame`, so a labelled shape is
    /// read. A container is named itself (VoiceOver reads its label on entering it).
    mutating func apply(label: String, orMakeElementIn frame: Rect) {
        if isEmpty {
            var draft = AccessibilityDraft(role: .other, label: label, frame: frame)
            draft.fixed.insert(.label)
            self = [.element(draft)]
            return
        }
        for index in indices {
            switch self[index] {
            case .element(var draft):
                if !draft.fixed.contains(.label) {
                    draft.label = label
                    draft.labelIsFileName = false
                    draft.fixed.insert(.label)
                }
                self[index] = .element(draft)
            case .container(var container):
                if !container.fixed.contains(.label) {
                    container.label = label
                    container.fixed.insert(.label)
                }
                self[index] = .container(container)
            }
        }
    }
}
