internal import Raster

extension View {
    /// Gives the view the geometry of the view with the same `id` in `namespace` that is the
    /// source, as SwiftUI's `matchedGeometryEffect(id:in:properties:anchor:isSource:)`.
    ///
    /// In a still frame the effect is settled: a view with `isSource: false` is placed at the
    /// frame (or position, or size, as `properties` says) of the source with its id laid out
    /// in the same screen, its `anchor` on the source's; a source, or a view whose id has no
    /// source on screen, stays where its own layout put it. Animating from one to the other
    /// is what SwiftUI adds over time; a snapshot shows where that ends.
    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center,
        isSource: Bool = true
    ) -> some View {
        let key = MatchedGeometryKey(namespace: namespace, id: AnyHashable(id))
        return ModifiedView(content: self) { node, environment in
            let matched = MatchedGeometryNode(child: node, key: key, properties: properties, anchor: anchor, isSource: isSource)
            environment.matchedGeometry?.register(matched)
            return matched
        }
    }
}

/// One id in one namespace.
struct MatchedGeometryKey: Hashable {
    let namespace: Namespace.ID
    let id: AnyHashable
}

/// The matched views of one screen's layout, which it settles once everything is placed.
@MainActor
final class MatchedGeometryGroup {
    private var nodes: [MatchedGeometryNode] = []

    func register(_ node: MatchedGeometryNode) {
        nodes.append(node)
    }

    /// Moves every placed non-source view onto the first placed source with its key.
    func settle() {
        var sources: [MatchedGeometryKey: Rect] = [:]
        for node in nodes where node.isSource && node.placement != nil && sources[node.key] == nil {
            sources[node.key] = node.frame
        }
        for node in nodes where !node.isSource {
            if let source = sources[node.key] { node.match(source) }
        }
    }
}

private struct MatchedGeometryGroupKey: EnvironmentKey {
    static var defaultValue: MatchedGeometryGroup? { nil }
}

extension EnvironmentValues {
    /// Collects the matched views of the screen being laid out (set by its view controller).
    var matchedGeometry: MatchedGeometryGroup? {
        get { self[MatchedGeometryGroupKey.self] }
        set { self[MatchedGeometryGroupKey.self] = newValue }
    }
}

/// A view taking part in a matched geometry group.
@MainActor
final class MatchedGeometryNode: WrapperNode {
    let key: MatchedGeometryKey
    let properties: MatchedGeometryProperties
    let anchor: UnitPoint
    let isSource: Bool
    /// The context of the last placement, kept to place the child again when matched.
    private(set) var placement: PlacementContext?

    init(child: LayoutNode, key: MatchedGeometryKey, properties: MatchedGeometryProperties, anchor: UnitPoint, isSource: Bool) {
        self.key = key
        self.properties = properties
        self.anchor = anchor
        self.isSource = isSource
        super.init(child: child)
    }

    override func place(in rect: Rect, context: PlacementContext) {
        placement = context
        super.place(in: rect, context: context)
    }

    /// Places the view on `source`, as far as `properties` asks.
    func match(_ source: Rect) {
        guard let placement else { return }
        let size = properties.contains(.size) ? source.size : frame.size
        var origin = frame.origin
        if properties.contains(.position) {
            let point = anchor.point
            origin = Point(
                x: source.minX + source.width * point.x - size.width * point.x,
                y: source.minY + source.height * point.y - size.height * point.y)
        }
        super.place(in: Rect(origin: origin, size: size), context: placement)
    }
}
