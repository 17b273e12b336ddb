/// A reusable change to a view, as SwiftUI's `ViewModifier`:
///
/// ```swift
/// struct CardStyle: ViewModifier {
///     func body(content: Content) -> some View {
///         content.padding().background(.background, in: RoundedRectangle(cornerRadius: 12))
///     }
/// }
/// Text("Hi").modifier(CardStyle())
/// ```
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The view the modifier makes.
    associatedtype Body: View
    /// The modified view, built from `content` (the view the modifier is applied to).
    @ViewBuilder func body(content: Content) -> Body
    /// The stand-in for the view a modifier is applied to.
    typealias Content = _ViewModifier_Content
}

/// The view a ``ViewModifier`` is applied to, inside its `body(content:)`.
public struct _ViewModifier_Content: View, PrimitiveView, MultiView {
    /// No body: the content is built directly.
    public typealias Body = Never
    let content: any View

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        buildNode(content, in: environment)
    }

    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] {
        buildNodes(content, in: environment)
    }
}

/// A view with a modifier applied, as SwiftUI's `ModifiedContent`.
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: View {
    /// The view modified.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier

    /// `content` with `modifier` applied.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }

    /// The modifier's body around the content.
    public var body: some View {
        modifier.body(content: _ViewModifier_Content(content: content))
    }
}

extension View {
    /// Applies `modifier`, as SwiftUI's `modifier(_:)`.
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// `Optional` is a view when it wraps one, as in SwiftUI: `nil` shows nothing.
extension Optional: View where Wrapped: View {
    /// No body: an optional is built directly.
    public typealias Body = Never
}

extension Optional: PrimitiveView, MultiView where Wrapped: View {
    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        switch self {
        case .some(let view): return buildNode(view, in: environment)
        case .none: return StackNode(axis: .vertical, alignment: .center, spacing: nil, children: [])
        }
    }

    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] {
        switch self {
        case .some(let view): return buildNodes(view, in: environment)
        case .none: return []
        }
    }
}
