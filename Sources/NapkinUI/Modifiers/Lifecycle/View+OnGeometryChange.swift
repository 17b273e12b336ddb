internal import Raster

extension View {
    /// Runs `action` with `transform` of the view's geometry once the view is laid out, and
    /// again whenever a later layout gives another value, as SwiftUI's
    /// `onGeometryChange(for:of:action:)` (iOS 18, back-deployed to 16): the first layout
    /// runs it with the initial value, as `onChange(of:initial: true)` does, and the screen is
    /// laid out once more so what the action changed is drawn. The proxy is the view's own, as
    /// a `GeometryReader` in its background would see it.
    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (_ newValue: T) -> Void,
        fileID: String = #fileID, line: Int = #line, column: Int = #column
    ) -> some View {
        onGeometryChange(
            for: type, of: transform, action: { _, new in action(new) }, fileID: fileID, line: line, column: column)
    }

    /// Runs `action(old, new)` with `transform` of the view's geometry after each layout that
    /// changes it (and, with the same value twice, after the first), as SwiftUI's
    /// `onGeometryChange(for:of:action:)` taking the old and new values.
    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (_ oldValue: T, _ newValue: T) -> Void,
        fileID: String = #fileID, line: Int = #line, column: Int = #column
    ) -> some View {
        let site = LifecycleKey(file: fileID, line: line, column: column)
        return ModifiedView(content: self) { node, _ in
            GeometryChangeNode(child: node, site: site) { proxy in
                let value = transform(proxy)
                return { previous in
                    guard let previous = previous as? T else {
                        action(value, value)
                        return (value, true)
                    }
                    guard previous != value else { return (value, false) }
                    action(previous, value)
                    return (value, true)
                }
            }
        }
    }
}

/// Keeps where its child was placed and hands the lifecycle tracker a change handler built
/// from that geometry, in the preference walk that follows every layout.
@MainActor
final class GeometryChangeNode: WrapperNode {
    let site: LifecycleKey
    let handler: (GeometryProxy) -> (_ previous: Any?) -> (value: Any, ran: Bool)
    private var proxy: GeometryProxy?

    init(
        child: LayoutNode, site: LifecycleKey, handler: @escaping (GeometryProxy) -> (_ previous: Any?) -> (value: Any, ran: Bool)
    ) {
        self.site = site
        self.handler = handler
        super.init(child: child)
    }

    override func place(in rect: Rect, context: PlacementContext) {
        frame = rect
        child.place(in: rect, context: context)
        proxy = GeometryProxy(placedIn: rect, context: context)
    }

    /// Right to left, the frame the proxy reports is the reflected one.
    override func reflectGeometry(acrossX sum: Double) {
        guard let placed = proxy else { return }
        proxy = GeometryProxy(
            size: placed.size, safeAreaInsets: placed.safeAreaInsets, globalFrame: placed.globalFrame.reflected(acrossX: sum),
            namedSpaces: placed.namedSpaces)
    }

    override func writePreferences(into values: inout PreferenceValues) {
        // Not placed (measured only): nothing to report yet.
        guard let proxy else { return }
        values.register(LifecycleRegistration(site: site, handlers: LifecycleHandlers(onChange: handler(proxy))))
    }

    override func stackEdge(_ edge: VerticalEdge) -> StackEdge { child.stackEdge(edge) }
}
