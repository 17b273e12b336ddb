internal import Raster

/// A screen as VoiceOver reads it: its elements in reading order, with the containers that
/// hold them, made from one accessibility walk of the last layout.
struct AccessibilityTree {
    /// An element or a container, in reading order.
    indirect enum Node {
        case element(AccessibilityDraft)
        case container(AccessibilityContainer, [Node])
    }

    /// The top-level nodes, in reading order.
    let nodes: [Node]
    /// True when rows were read from the right.
    let rightToLeft: Bool

    /// The tree of `items`, ordered by ``AccessibilityReadingOrder``.
    init(items: [AccessibilityItem], rightToLeft: Bool) {
        self.rightToLeft = rightToLeft
        nodes = Self.ordered(items, rightToLeft: rightToLeft, inTabBar: false)
    }

    /// Every element, in reading order.
    var drafts: [AccessibilityDraft] {
        func flatten(_ nodes: [Node]) -> [AccessibilityDraft] {
            nodes.flatMap { node -> [AccessibilityDraft] in
                switch node {
                case .element(let draft): [draft]
                case .container(_, let inner): flatten(inner)
                }
            }
        }
        return flatten(nodes)
    }

    /// Every element, in reading order.
    var elements: [AccessibilityElement] { drafts.map(\.element) }

    private static func ordered(_ items: [AccessibilityItem], rightToLeft: Bool, inTabBar: Bool) -> [Node] {
        var nodes = AccessibilityReadingOrder.sorted(items, rightToLeft: rightToLeft).map { item -> Node in
            switch item {
            case .element(let draft):
                return .element(draft)
            case .container(let container):
                let isTabBar = container.traits.contains(.isTabBar)
                return .container(container, ordered(container.items, rightToLeft: rightToLeft, inTabBar: isTabBar || inTabBar))
            }
        }
        if inTabBar { nodes = numberedAsTabs(nodes) }
        return nodes
    }

    /// The buttons of a tab bar, read as "Tab, 2 of 3".
    private static func numberedAsTabs(_ nodes: [Node]) -> [Node] {
        let tabs = nodes.filter { node in
            if case .element(let draft) = node { return draft.role == .tab || draft.traits.contains(.isButton) }
            return false
        }
        var index = 0
        return nodes.map { node in
            guard case .element(var draft) = node, draft.role == .tab || draft.traits.contains(.isButton) else { return node }
            index += 1
            draft.role = .tab
            draft.seriesPosition = AccessibilityElement.SeriesPosition(index: index, count: tabs.count)
            return .element(draft)
        }
    }
}
