/// Several views treated as one, as SwiftUI's `Group`: it adds no layout of its own, so its
/// children join the stack around it, and a modifier applied to the group applies to each
/// child (`Group { if empty { Empty() } else { Items() } }.navigationTitle("Items")`). In a
/// ``PreviewProvider``, each view of a group is a preview of its own.
public struct Group<Content: View>: View, PrimitiveView, MultiView, DistributesModifiers {
    /// No body: a group is built directly.
    public typealias Body = Never
    let content: Content

    /// A group of the views `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        buildNode(content, in: environment)
    }

    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] {
        buildNodes(content, in: environment)
    }
}

/// A view whose modifiers apply to each of its children in a stack, as SwiftUI's `Group`:
/// `Group { Text("A"); Text("B") }.padding()` pads each text.
@MainActor
protocol DistributesModifiers {}
