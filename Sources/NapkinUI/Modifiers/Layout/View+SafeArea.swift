internal import Raster

extension View {
    /// Lets the view extend under the safe area on `edges` wherever it touches them.
    public func ignoresSafeArea(edges: Edge.Set = .all) -> some View {
        ModifiedView(content: self) { node, _ in IgnoresSafeAreaNode(child: node, edges: edges) }
    }

    /// Lets the view extend under the safe area on `edges`, as SwiftUI's
    /// `ignoresSafeArea(_:edges:)` (NapkinUI has no keyboard, so every region is the container's).
    public func ignoresSafeArea(_ regions: SafeAreaRegions, edges: Edge.Set = .all) -> some View {
        ignoresSafeArea(edges: edges)
    }

    /// Lets the view extend under the safe area (SwiftUI's older name for `ignoresSafeArea`).
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        ignoresSafeArea(edges: edges)
    }
}

/// The kinds of safe area, as SwiftUI's `SafeAreaRegions`.
public struct SafeAreaRegions: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: Int
    /// A set of regions from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Bars, notch and home indicator.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The software keyboard (never shown in a render).
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// Both.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// `.ignoresSafeArea()`: wherever the frame touches the safe area's edge, it is extended to
/// the view controller's edge. Layout is unchanged; only drawing grows.
@MainActor
final class IgnoresSafeAreaNode: WrapperNode {
    let edges: Edge.Set

    init(child: LayoutNode, edges: Edge.Set) {
        self.edges = edges
        super.init(child: child)
    }

    override func computeSize(_ proposal: SizeProposal) -> Size {
        child.size(for: proposal)
    }

    override func place(in rect: Rect, context: PlacementContext) {
        let epsilon = 0.001
        var minX = rect.minX, minY = rect.minY, maxX = rect.maxX, maxY = rect.maxY
        if edges.contains(.top), minY <= context.safeRect.minY + epsilon { minY = min(minY, context.bounds.minY) }
        if edges.contains(.bottom), maxY >= context.safeRect.maxY - epsilon { maxY = max(maxY, context.bounds.maxY) }
        if edges.contains(.leading), minX <= context.safeRect.minX + epsilon { minX = min(minX, context.bounds.minX) }
        if edges.contains(.trailing), maxX >= context.safeRect.maxX - epsilon { maxX = max(maxX, context.bounds.maxX) }
        let extended = Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        frame = extended
        var inner = context
        inner.safeRect = extended
        child.place(in: extended, context: inner)
    }
}
