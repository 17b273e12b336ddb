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
        var inner = environment
        inner.stackAxis = .vertical
        let stack = StackNode(
            axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .top), spacing: spacing,
            children: buildNodes(content, in: inner))
        return FlexibleFrameNode(
            child: stack, width: .init(max: .infinity), height: .init(), alignment: Alignment(horizontal: alignment, vertical: .top))
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
        var inner = environment
        inner.stackAxis = .horizontal
        let stack = StackNode(
            axis: .horizontal, alignment: Alignment(horizontal: .leading, vertical: alignment), spacing: spacing,
            children: buildNodes(content, in: inner))
        return FlexibleFrameNode(
            child: stack, width: .init(), height: .init(max: .infinity), alignment: Alignment(horizontal: .leading, vertical: alignment))
    }
}
