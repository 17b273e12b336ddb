internal import Raster

/// A view's size and where its alignment guides are, in its own coordinates (from its top
/// leading corner), as SwiftUI's `ViewDimensions`. It is what a custom guide's
/// ``AlignmentID/defaultValue(in:)``, an `alignmentGuide(_:computeValue:)`
/// closure and ``LayoutSubview/dimensions(in:)`` receive.
///
/// A guide's value is the one the view sets (an `alignmentGuide` on it, a modifier or a stack
/// passing on one set inside, a text's baselines), else the guide's default: 0, half or all
/// of the length for the edges and centre, the bottom for the baselines of a view with no
/// text, ``AlignmentID/defaultValue(in:)`` for a custom guide.
public struct ViewDimensions: Equatable, @unchecked Sendable {
    /// The width.
    public let width: CGFloat
    /// The height.
    public let height: CGFloat
    /// The node whose explicit guides these are, or `nil` for bare dimensions. It is read
    /// only on the layout pass, on the main actor (see ``explicitValue(_:on:)``).
    let node: LayoutNode?

    /// The dimensions of `node` when it is `size`.
    init(size: Size, node: LayoutNode?) {
        width = CGFloat(size.width)
        height = CGFloat(size.height)
        self.node = node
    }

    /// Dimensions that set no guide.
    init(width: Double, height: Double) {
        self.init(size: Size(width: width, height: height), node: nil)
    }

    var size: Size { Size(width: Double(width), height: Double(height)) }

    /// Where `guide` is, from the leading edge.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        CGFloat(value(guide.key, on: .horizontal))
    }

    /// Where `guide` is, from the top.
    public subscript(guide: VerticalAlignment) -> CGFloat {
        CGFloat(value(guide.key, on: .vertical))
    }

    /// Where the view sets `guide`, or `nil` when it leaves it at its default.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
        explicitValue(guide.key, on: .horizontal).map { CGFloat($0) }
    }

    /// Where the view sets `guide` (a text sets its baselines), or `nil` when it leaves it at
    /// its default.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
        explicitValue(guide.key, on: .vertical).map { CGFloat($0) }
    }

    /// The guide's explicit value, else its default.
    func value(_ key: AlignmentKey, on axis: Axis) -> Double {
        explicitValue(key, on: axis) ?? defaultValue(key, on: axis)
    }

    /// The value the view sets for the guide. Baselines are the subtree's text's; every other
    /// guide is asked of the node only when a guide was set somewhere inside it.
    func explicitValue(_ key: AlignmentKey, on axis: Axis) -> Double? {
        guard let node else { return nil }
        let size = self.size
        return MainActor.assumeIsolated { node.explicitValue(key, on: axis, in: size) }
    }

    /// The guide's value in a view that does not set it.
    func defaultValue(_ key: AlignmentKey, on axis: Axis) -> Double {
        let length = Double(axis == .horizontal ? width : height)
        switch key {
        case .start: return 0
        case .center: return length / 2
        case .end: return length
        case .firstTextBaseline, .lastTextBaseline: return axis == .vertical ? length : 0
        case .listRowSeparatorLeading: return 0
        case .listRowSeparatorTrailing: return axis == .horizontal ? length : 0
        case .custom(let id): return Double(id.type.defaultValue(in: self))
        }
    }

    /// True for the same size of the same view.
    public static func == (lhs: ViewDimensions, rhs: ViewDimensions) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height && lhs.node === rhs.node
    }
}

/// One question a container answers about a guide it passes on: which guide, on which axis,
/// at which size. Containers remember the answers for the layout pass (nodes are built afresh
/// for each), so stacks nested inside stacks ask each level once, not once per path to it.
struct GuideQuery: Hashable {
    let key: AlignmentKey
    let axis: Axis
    let size: Size
}

extension LayoutNode {
    /// Where guide `key` on `axis` is in this node when it is `size`: its explicit value,
    /// else the default.
    func guide(_ key: AlignmentKey, on axis: Axis, in size: Size) -> Double {
        ViewDimensions(size: size, node: self).value(key, on: axis)
    }

    /// The value this node, `size`-sized, sets for guide `key` on `axis`: its text's
    /// baselines, or a guide set inside it; `nil` when it leaves the guide at its default.
    func explicitValue(_ key: AlignmentKey, on axis: Axis, in size: Size) -> Double? {
        if axis == .vertical, key == .firstTextBaseline { return firstBaseline(in: size) }
        if axis == .vertical, key == .lastTextBaseline { return lastBaseline(in: size) }
        return holdsGuides ? explicitGuide(key, on: axis, in: size) : nil
    }

    /// The explicit value of guide `key` on `axis` when this node is `size`, or `nil`; no
    /// work unless a guide was set inside.
    func explicitGuideIfSet(_ key: AlignmentKey, on axis: Axis, in size: Size) -> Double? {
        holdsGuides ? explicitGuide(key, on: axis, in: size) : nil
    }
}

extension Alignment {
    /// The origin of `node`, `size`-sized, aligned within `rect` as a frame aligns its child:
    /// the child's guide (the one it sets, else the default) meets the frame's own. A child
    /// that sets no guide, on a built-in alignment, takes the fast path of ``origin(of:in:)``;
    /// baselines in a frame stay at the top, as there.
    @MainActor
    func origin(of size: Size, node: LayoutNode, in rect: Rect) -> Point {
        let guided = node.holdsGuides
        var point = origin(of: size, in: rect)
        guard guided || horizontal.key.isCustom || vertical.key.isCustom else { return point }
        let frame = ViewDimensions(size: rect.size, node: nil)
        let child = ViewDimensions(size: size, node: guided ? node : nil)
        if let x = frame.alignedStart(of: child, on: horizontal.key, axis: .horizontal) { point.x = rect.minX + x }
        if let y = frame.alignedStart(of: child, on: vertical.key, axis: .vertical) { point.y = rect.minY + y }
        return point
    }
}

extension ViewDimensions {
    /// Where `child` starts inside these dimensions so that its guide `key` meets theirs,
    /// or `nil` when the fast path's offset already says (a built-in guide the child leaves
    /// at its default, or a baseline, which a frame puts at the top).
    func alignedStart(of child: ViewDimensions, on key: AlignmentKey, axis: Axis) -> Double? {
        switch key {
        case .firstTextBaseline, .lastTextBaseline: return nil
        case .custom: return defaultValue(key, on: axis) - child.value(key, on: axis)
        default:
            guard let explicit = child.explicitValue(key, on: axis) else { return nil }
            return defaultValue(key, on: axis) - explicit
        }
    }
}
