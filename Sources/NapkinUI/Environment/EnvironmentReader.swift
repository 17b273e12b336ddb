/// Reads the environment while building a view (NapkinUI's equivalent of SwiftUI's
/// `@Environment` inside a body).
public struct EnvironmentReader<Content: View>: View, PrimitiveView {
    /// No body: the content is built directly.
    public typealias Body = Never
    let content: (EnvironmentValues) -> Content

    /// Builds `content` with the environment in effect here.
    public init(@ViewBuilder content: @escaping (EnvironmentValues) -> Content) {
        self.content = content
    }

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        buildNode(content(environment), in: environment)
    }
}
