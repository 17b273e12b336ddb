internal import Raster

/// The subviews of a ``Layout`` container, in order, as SwiftUI's `LayoutSubviews`: each
/// child of the content (a `ForEach` gives one per element).
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    /// A subview.
    public typealias Element = LayoutSubview
    /// A subview's position among the container's.
    public typealias Index = Int
    /// A run of the subviews.
    public typealias SubSequence = LayoutSubviews

    let nodes: [LayoutNode]
    let range: Range<Int>
    let placements: SubviewPlacements
    /// The layout direction of the container's environment.
    public let layoutDirection: LayoutDirection

    /// The first subview's index.
    public var startIndex: Int { range.lowerBound }
    /// One past the last subview's index.
    public var endIndex: Int { range.upperBound }

    /// The subview at `index`.
    public subscript(index: Int) -> LayoutSubview {
        LayoutSubview(node: nodes[index], index: index, placements: placements)
    }

    /// The subviews in `bounds`.
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(nodes: nodes, range: bounds, placements: placements, layoutDirection: layoutDirection)
    }

    /// True when both are the same run of the same container's subviews.
    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        lhs.range == rhs.range && lhs.nodes.count == rhs.nodes.count
            && zip(lhs.nodes, rhs.nodes).allSatisfy { ObjectIdentifier($0) == ObjectIdentifier($1) }
    }
}

/// One subview of a ``Layout`` container, as SwiftUI's `LayoutSubview`: measure it with
/// ``sizeThatFits(_:)`` or ``dimensions(in:)``, then ``place(at:anchor:proposal:)`` it.
/// It refers to its container's node, which only the layout pass (on the main actor) reads.
public struct LayoutSubview: Equatable, @unchecked Sendable {
    let node: LayoutNode
    let index: Int
    let placements: SubviewPlacements

    /// The size the subview chooses for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let size = onLayout { node.size(for: SizeProposal(proposal)) }
        return CGSize(width: size.width, height: size.height)
    }

    /// The subview's size for `proposal` with its alignment guides: the ones it sets (or a
    /// stack inside passes on), else their defaults.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        onLayout {
            ViewDimensions(size: node.size(for: SizeProposal(proposal)), node: node)
        }
    }

    /// Places the subview so that its `anchor` point is at `position` (in the coordinates of
    /// the bounds given to `placeSubviews`), sized for `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let placement = SubviewPlacements.Placement(
            position: Point(x: Double(position.x), y: Double(position.y)),
            anchor: (x: Double(anchor.x), y: Double(anchor.y)),
            proposal: SizeProposal(proposal))
        onLayout { placements.placed[index] = placement }
    }

    /// The spacing the subview prefers around it: the standard 8 points on every edge.
    public var spacing: ViewSpacing { ViewSpacing() }

    /// The subview's `.layoutPriority`.
    public var priority: Double { onLayout { node.layoutPriority } }

    /// The value the subview set for `key` with ``View/layoutValue(key:value:)``, or the
    /// key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        let id = ObjectIdentifier(key)
        let found = onLayout {
            var current: LayoutNode? = node
            while let candidate = current {
                if let valueNode = candidate as? LayoutValueNode, let value = valueNode.values[id] {
                    return LayoutValue(value: value)
                }
                current = (candidate as? WrapperNode)?.child
            }
            return LayoutValue(value: nil)
        }
        return found.value as? K.Value ?? K.defaultValue
    }

    /// Runs `body` on the layout pass, which is on the main actor: a ``Layout``'s methods are
    /// not isolated (as SwiftUI's), and only a container's layout calls them.
    private func onLayout<T: Sendable>(_ body: @MainActor () -> T) -> T {
        MainActor.assumeIsolated { body() }
    }

    /// True when both are the same subview.
    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
        ObjectIdentifier(lhs.node) == ObjectIdentifier(rhs.node)
    }
}

/// A value set with `layoutValue`, read on the layout pass and handed to the layout's method
/// on the same thread.
private struct LayoutValue: @unchecked Sendable {
    let value: Any?
}

/// The space a view prefers around it on each edge, as SwiftUI's `ViewSpacing`: between two
/// views, the larger of their facing preferences.
public struct ViewSpacing: Sendable, Equatable {
    var top: Double
    var leading: Double
    var bottom: Double
    var trailing: Double

    /// No spacing on any edge.
    public static let zero = ViewSpacing(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// The standard spacing, 8 points on every edge.
    public init() {
        self.init(top: 8, leading: 8, bottom: 8, trailing: 8)
    }

    init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Takes the larger preference of the two on `edges`.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        if edges.contains(.top) { top = max(top, other.top) }
        if edges.contains(.leading) { leading = max(leading, other.leading) }
        if edges.contains(.bottom) { bottom = max(bottom, other.bottom) }
        if edges.contains(.trailing) { trailing = max(trailing, other.trailing) }
    }

    /// The larger preference of the two on `edges`.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var spacing = self
        spacing.formUnion(other, edges: edges)
        return spacing
    }

    /// The distance from this view to `next`, which follows it along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        CGFloat(axis == .horizontal ? max(trailing, next.leading) : max(bottom, next.top))
    }
}

/// A key for a value a subview hands to its ``Layout`` container, as SwiftUI's
/// `LayoutValueKey`; set it with ``View/layoutValue(key:value:)``, read it with
/// ``LayoutSubview/subscript(_:)``.
public protocol LayoutValueKey {
    /// The value's type.
    associatedtype Value
    /// The value of a subview that sets none.
    static var defaultValue: Value { get }
}

extension View {
    /// Hands `value` for `key` to the ``Layout`` container around the view.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        ModifiedView(content: self) { node, _ in
            LayoutValueNode(child: node, key: ObjectIdentifier(key), value: value)
        }
    }
}

/// A subview with the layout values it set.
@MainActor
final class LayoutValueNode: WrapperNode {
    var values: [ObjectIdentifier: Any]

    init(child: LayoutNode, key: ObjectIdentifier, value: Any) {
        if let inner = child as? LayoutValueNode {
            values = inner.values
        } else {
            values = [:]
        }
        values[key] = value
        super.init(child: child)
    }
}
