import Foundation
internal import Raster

/// The size and place of a ``GeometryReader``, as SwiftUI's `GeometryProxy`.
public struct GeometryProxy {
    /// The reader's size.
    public let size: CGSize
    /// How far the reader reaches into the unsafe area on each edge (0 where it is inside).
    public let safeAreaInsets: EdgeInsets
    let globalFrame: Rect
    var namedSpaces: [AnyHashable: Rect] = [:]

    /// The reader's frame in `space`: `.global` (the window), `.local` (its own, at 0, 0) or
    /// `.named(name)` (from the top leading corner of the view around it that named that
    /// space with `.coordinateSpace(name:)`; the window when no view around it did).
    public func frame(in space: CoordinateSpace) -> CGRect {
        switch space {
        case .global: return CGRect(globalFrame)
        case .local: return CGRect(x: 0, y: 0, width: globalFrame.width, height: globalFrame.height)
        case .named(let name):
            let origin = namedSpaces[name]?.origin ?? Point(x: 0, y: 0)
            return CGRect(
                x: globalFrame.minX - origin.x, y: globalFrame.minY - origin.y, width: globalFrame.width, height: globalFrame.height)
        }
    }
}

/// Where a frame is measured from, as SwiftUI's `CoordinateSpace`.
public enum CoordinateSpace: Hashable {
    /// The window.
    case global
    /// The view itself.
    case local
    /// The space a view around this one named with `.coordinateSpace(name:)`.
    case named(AnyHashable)
}

extension CoordinateSpace {
    /// The nearest scroll view's visible area, as SwiftUI's `CoordinateSpace.scrollView` (iOS 17).
    public static var scrollView: CoordinateSpace { .named(AnyHashable(ScrollViewSpace(axis: nil))) }

    /// The visible area of the nearest scroll view that scrolls along `axis`, as SwiftUI's `scrollView(axis:)`.
    public static func scrollView(axis: Axis) -> CoordinateSpace { .named(AnyHashable(ScrollViewSpace(axis: axis))) }

    /// The names under which a scroll view scrolling along `axes` records its visible area.
    static func scrollViewKeys(_ axes: Axis.Set) -> [AnyHashable] {
        var keys = [AnyHashable(ScrollViewSpace(axis: nil))]
        if axes.contains(.horizontal) { keys.append(AnyHashable(ScrollViewSpace(axis: .horizontal))) }
        if axes.contains(.vertical) { keys.append(AnyHashable(ScrollViewSpace(axis: .vertical))) }
        return keys
    }

    /// The name of a scroll view's space: any scroll view, or one scrolling along an axis.
    private struct ScrollViewSpace: Hashable {
        let axis: Axis?
    }
}

extension View {
    /// Names this view's frame as a coordinate space, so that a `GeometryReader` inside it can
    /// measure from its top leading corner with `frame(in: .named(name))`, as SwiftUI's
    /// `coordinateSpace(name:)`.
    public func coordinateSpace<Name: Hashable>(name: Name) -> some View {
        coordinateSpace(.named(AnyHashable(name)))
    }

    /// Names this view's frame as `space` when it is `.named(_:)` (iOS 17's
    /// `coordinateSpace(_:)`); `.global` and `.local` change nothing.
    public func coordinateSpace(_ space: CoordinateSpace) -> some View {
        ModifiedView(content: self) { node, _ in
            guard case .named(let name) = space else { return node }
            return CoordinateSpaceNode(child: node, name: name)
        }
    }
}

/// Records its frame under its name for the subtree placed inside it.
@MainActor
final class CoordinateSpaceNode: WrapperNode {
    let name: AnyHashable

    init(child: LayoutNode, name: AnyHashable) {
        self.name = name
        super.init(child: child)
    }

    override func place(in rect: Rect, context: PlacementContext) {
        frame = rect
        var inner = context
        inner.namedSpaces[name] = rect
        child.place(in: rect, context: inner)
    }

    override func stackEdge(_ edge: VerticalEdge) -> StackEdge { child.stackEdge(edge) }
}

/// A view that takes all the space offered and builds its content from that size, as
/// SwiftUI's `GeometryReader`; the content is placed at the top leading corner.
public struct GeometryReader<Content: View>: View, PrimitiveView {
    /// No body: the reader builds its content when placed.
    public typealias Body = Never
    let content: (GeometryProxy) -> Content

    /// A reader that builds `content` from its geometry.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        GeometryReaderNode(environment: environment) { buildNode(content($0), in: environment) }
    }
}

/// Takes the proposal (10 points where none is given, like a shape) and builds its child
/// once it knows its frame.
@MainActor
final class GeometryReaderNode: LayoutNode {
    let environment: EnvironmentValues
    let build: (GeometryProxy) -> LayoutNode

    init(environment: EnvironmentValues, build: @escaping (GeometryProxy) -> LayoutNode) {
        self.environment = environment
        self.build = build
        super.init()
    }

    override func computeSize(_ proposal: SizeProposal) -> Size {
        Size(width: finite(proposal.width) ?? 10, height: finite(proposal.height) ?? 10)
    }

    override func place(in rect: Rect, context: PlacementContext) {
        frame = rect
        let child = build(GeometryProxy(placedIn: rect, context: context))
        children = [child]
        let size = child.size(for: SizeProposal(rect.size))
        child.place(in: Rect(origin: rect.origin, size: size), context: context)
    }

    override var kind: String? { "GeometryReader" }
}

extension GeometryProxy {
    /// The geometry of a view placed in `rect`: its size, how far it reaches into the unsafe
    /// area on each edge, and the coordinate spaces named around it.
    init(placedIn rect: Rect, context: PlacementContext) {
        let insets = EdgeInsets(
            top: max(0, context.safeRect.minY - rect.minY), leading: max(0, context.safeRect.minX - rect.minX),
            bottom: max(0, rect.maxY - context.safeRect.maxY), trailing: max(0, rect.maxX - context.safeRect.maxX))
        self.init(
            size: CGSize(width: rect.width, height: rect.height), safeAreaInsets: insets, globalFrame: rect,
            namedSpaces: context.namedSpaces)
    }
}
