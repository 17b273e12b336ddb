import Foundation
internal import Raster

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
