/// Views gathered without a layout of their own, as SwiftUI's `Group`: they join the
/// enclosing stack one by one, and a modifier on the group applies to each (stacked
/// vertically when it needs one view). In a ``PreviewProvider``, each view of a group is a
/// preview of its own.
public struct Group<Content: View>: View, MultiView {
    /// No body: the content is built directly.
    public typealias Body = Never
    /// The views.
    public let content: Content

    /// The views `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    func makeNodes(in environment: EnvironmentValues) -> [LayoutNode] {
        buildNodes(content, in: environment)
    }
}
