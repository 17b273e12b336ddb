extension View {
    /// Buttons revealed by swiping this list row, as SwiftUI's
    /// `swipeActions(edge:allowsFullSwipe:content:)`. A render shows the row settled (the
    /// buttons hidden, as at rest); `window.swipeAction("Delete", onRow: "Milk")` runs one, as
    /// a swipe and a tap would.
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T)
        -> some View
    {
        let actions = content()
        return ModifiedView(content: self) { node, environment in
            var inner = environment
            inner.isFormRow = false
            return HiddenActionsNode(child: node, kind: .swipeAction, name: "SwipeActions", actions: buildNodes(actions, in: inner))
        }
    }
}

/// The leading or trailing edge, as SwiftUI's `HorizontalEdge`.
public enum HorizontalEdge: Sendable, Hashable {
    /// The leading edge.
    case leading
    /// The trailing edge.
    case trailing
}
