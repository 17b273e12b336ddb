internal import Raster

import Foundation

/// The size and place of a ``GeometryReader``, as SwiftUI's `GeometryProxy`.
public struct GeometryProxy {
    /// The reader's size.
    public let size: CGSize
    /// How far the reader reaches into the unsafe area on each edge (0 where it is inside).
    public let safeAreaInsets: EdgeInsets
    let globalFrame: Rect

    /// The reader's frame in `space`: `.global` (the window) or `.local` (its own, at 0, 0).
    public func frame(in space: CoordinateSpace) -> CGRect {
        switch space {
        case .global: return CGRect(globalFrame)
        case .local: return CGRect(x: 0, y: 0, width: globalFrame.width, height: globalFrame.height)
        }
    }
}

/// Where a frame is measured from, as SwiftUI's `CoordinateSpace`.
public enum CoordinateSpace: Sendable, Hashable {
    /// The window.
    case global
    /// The view itself.
    case local
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
        let insets = EdgeInsets(
            top: max(0, context.safeRect.minY - rect.minY), leading: max(0, context.safeRect.minX - rect.minX),
            bottom: max(0, rect.maxY - context.safeRect.maxY), trailing: max(0, rect.maxX - context.safeRect.maxX))
        let proxy = GeometryProxy(size: CGSize(width: rect.width, height: rect.height), safeAreaInsets: insets, globalFrame: rect)
        let child = build(proxy)
        children = [child]
        let size = child.size(for: SizeProposal(rect.size))
        child.place(in: Rect(origin: rect.origin, size: size), context: context)
    }

    override var kind: String? { "GeometryReader" }
}

extension View {
    /// Puts `content` along `edge` of the view, inside the view's frame, and shrinks the space
    /// the view lays out in by its size plus `spacing`, as SwiftUI's
    /// `safeAreaInset(edge:alignment:spacing:content:)` (a bottom bar over a list).
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        let inset = content()
        return ModifiedView(content: self) { node, environment in
            SafeAreaInsetNode(child: node, inset: buildNode(inset, in: environment), edge: edge, spacing: spacing.points ?? 0)
        }
    }

    /// Sizes the view to a fraction of its container (the view controller's safe area) on
    /// `axes`, as SwiftUI's `containerRelativeFrame(_:alignment:)`.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        containerRelativeFrame(axes, count: 1, span: 1, spacing: 0, alignment: alignment)
    }

    /// Sizes the view to `span` of `count` equal columns (rows) of its container, `spacing`
    /// points apart, as SwiftUI's `containerRelativeFrame(_:count:span:spacing:alignment:)`.
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center) -> some View {
        ModifiedView(content: self) { node, environment in
            let container = environment.containerSize, spacing = Double(spacing)
            func length(_ total: Double) -> Double {
                let count = Double(max(count, 1)), span = Double(max(min(span, Int(count)), 1))
                return max(0, (total - spacing * (count - 1)) / count * span + spacing * (span - 1))
            }
            return FixedFrameNode(child: node, width: axes.contains(.horizontal) ? length(container.width) : nil,
                                  height: axes.contains(.vertical) ? length(container.height) : nil, alignment: alignment)
        }
    }
}

private struct ContainerSizeKey: EnvironmentKey {
    static var defaultValue: Size { Size(width: 390, height: 763) }
}

extension EnvironmentValues {
    /// The size of the container `containerRelativeFrame` measures against: the safe area of
    /// the view controller being laid out.
    var containerSize: Size {
        get { self[ContainerSizeKey.self] }
        set { self[ContainerSizeKey.self] = newValue }
    }
}

/// Lays its child out in the space left by an inset view along one edge.
@MainActor
final class SafeAreaInsetNode: LayoutNode {
    let content: LayoutNode
    let inset: LayoutNode
    let edge: VerticalEdge
    let spacing: Double

    init(child: LayoutNode, inset: LayoutNode, edge: VerticalEdge, spacing: Double) {
        content = child
        self.inset = inset
        self.edge = edge
        self.spacing = spacing
        super.init(children: [child, inset])
        layoutPriority = child.layoutPriority
    }

    override func computeSize(_ proposal: SizeProposal) -> Size {
        content.size(for: proposal)
    }

    override func place(in rect: Rect, context: PlacementContext) {
        frame = rect
        let insetSize = inset.size(for: SizeProposal(width: rect.width, height: nil))
        let taken = min(rect.height, insetSize.height + spacing)
        let insetY = edge == .top ? rect.minY : rect.maxY - insetSize.height
        inset.place(in: Rect(x: rect.minX, y: insetY, width: rect.width, height: insetSize.height), context: context)
        let remaining = Rect(x: rect.minX, y: edge == .top ? rect.minY + taken : rect.minY, width: rect.width, height: rect.height - taken)
        let size = content.size(for: SizeProposal(remaining.size))
        content.place(in: Rect(origin: Alignment.center.origin(of: size, in: remaining), size: size), context: context)
    }
}
