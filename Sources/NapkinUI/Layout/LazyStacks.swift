/// Which views stay pinned while a lazy stack scrolls, as SwiftUI's `PinnedScrollableViews`.
/// Accepted: a still frame is scrolled to the top, where nothing needs pinning.
public struct PinnedScrollableViews: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: Int
    /// A set from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A vertical stack that, unlike `VStack`, is as wide as the space offered, as SwiftUI's
/// `LazyVStack`. NapkinUI builds every child (a still frame has no off-screen work to save),
/// so lazy and eager stacks differ only in that width.
public struct LazyVStack: View, PrimitiveView {
    /// No body: stacks are primitive.
    public typealias Body = Never
    let alignment: HorizontalAlignment
    let spacing: Double?
    let content: any View

    /// A lazy vertical stack; spacing as `VStack`'s.
    public init<Content: View>(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = [],
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = GeometryInput.signed(spacing, "LazyVStack(spacing:)")
        self.content = content()
    }

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        lazyContainerNode(
            .vertical, alignment: Alignment(horizontal: alignment, vertical: .top), stackAxis: .vertical, content, in: environment
        ) {
            StackNode(axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .top), spacing: spacing, children: $0)
        }
    }
}

/// A horizontal stack as tall as the space offered, as SwiftUI's `LazyHStack`.
public struct LazyHStack: View, PrimitiveView {
    /// No body: stacks are primitive.
    public typealias Body = Never
    let alignment: VerticalAlignment
    let spacing: Double?
    let content: any View

    /// A lazy horizontal stack; spacing as `HStack`'s.
    public init<Content: View>(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = [],
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = GeometryInput.signed(spacing, "LazyHStack(spacing:)")
        self.content = content()
    }

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        lazyContainerNode(
            .horizontal, alignment: Alignment(horizontal: .leading, vertical: alignment), stackAxis: .horizontal, content, in: environment
        ) {
            StackNode(axis: .horizontal, alignment: Alignment(horizontal: .leading, vertical: alignment), spacing: spacing, children: $0)
        }
    }
}

/// What SwiftUI's lazy stacks and grids share: `content`'s nodes (built with `stackAxis` in the
/// environment) in the container `make` returns, which takes the whole space offered across `axis`
/// (the full width of a vertical container, the full height of a horizontal one) and sits there by
/// `alignment`.
@MainActor
func lazyContainerNode(
    _ axis: Axis, alignment: Alignment, stackAxis: Axis?, _ content: any View, in environment: EnvironmentValues,
    _ make: ([LayoutNode]) -> LayoutNode
) -> LayoutNode {
    var inner = environment
    inner.stackAxis = stackAxis
    let container = make(buildNodes(content, in: inner))
    return axis == .vertical
        ? FlexibleFrameNode(child: container, width: .init(max: .infinity), height: .init(), alignment: alignment)
        : FlexibleFrameNode(child: container, width: .init(), height: .init(max: .infinity), alignment: alignment)
}
