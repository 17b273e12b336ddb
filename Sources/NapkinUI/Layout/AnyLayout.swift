/// A vertical stack's layout as a value, as SwiftUI's `VStackLayout`: call it with content
/// (`VStackLayout(spacing: 6) { … }`) or pick it at run time through ``AnyLayout``.
public struct VStackLayout: Sendable, Hashable {
    /// How children line up across the stack.
    public var alignment: HorizontalAlignment
    /// The distance between children; `nil` for the stack's own spacing.
    public var spacing: CGFloat?

    /// The layout of `VStack(alignment:spacing:)`.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// `content` laid out as a `VStack` with this alignment and spacing.
    @MainActor
    public func callAsFunction<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        VStack(alignment: alignment, spacing: spacing, content: content)
    }
}

/// A horizontal stack's layout as a value, as SwiftUI's `HStackLayout`.
public struct HStackLayout: Sendable, Hashable {
    /// How children line up across the stack.
    public var alignment: VerticalAlignment
    /// The distance between children; `nil` for the stack's own spacing.
    public var spacing: CGFloat?

    /// The layout of `HStack(alignment:spacing:)`.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// `content` laid out as an `HStack` with this alignment and spacing.
    @MainActor
    public func callAsFunction<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        HStack(alignment: alignment, spacing: spacing, content: content)
    }
}

/// An overlaying stack's layout as a value, as SwiftUI's `ZStackLayout`.
public struct ZStackLayout: Sendable, Hashable {
    /// How children line up in the shared space.
    public var alignment: Alignment

    /// The layout of `ZStack(alignment:)`.
    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    /// `content` laid out as a `ZStack` with this alignment.
    @MainActor
    public func callAsFunction<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        ZStack(alignment: alignment, content: content)
    }
}

/// One of the stack layouts chosen at run time, as SwiftUI's `AnyLayout`: switch between a
/// row and a column with the same content.
///
/// ```swift
/// let layout = isWide ? AnyLayout(HStackLayout(spacing: 6)) : AnyLayout(VStackLayout(spacing: 6))
/// layout { StatCard(); StatCard() }
/// ```
public struct AnyLayout: Sendable, Hashable {
    enum Stack: Sendable, Hashable {
        case vertical(VStackLayout)
        case horizontal(HStackLayout)
        case overlaid(ZStackLayout)
    }

    let stack: Stack

    /// A vertical stack's layout.
    public init(_ layout: VStackLayout) { stack = .vertical(layout) }
    /// A horizontal stack's layout.
    public init(_ layout: HStackLayout) { stack = .horizontal(layout) }
    /// An overlaying stack's layout.
    public init(_ layout: ZStackLayout) { stack = .overlaid(layout) }

    /// `content` laid out by the chosen stack.
    @MainActor
    public func callAsFunction<Content: View>(@ViewBuilder _ content: () -> Content) -> AnyView {
        switch stack {
        case .vertical(let layout): return AnyView(layout(content))
        case .horizontal(let layout): return AnyView(layout(content))
        case .overlaid(let layout): return AnyView(layout(content))
        }
    }
}
