/// A view SwiftUI skips updating while its content equals the last one drawn, as SwiftUI's
/// `EquatableView`. NapkinUI builds every frame afresh, so the content draws as it is: the
/// comparison only ever saves work, and skipping it changes nothing drawn.
public struct EquatableView<Content: View & Equatable>: View {
    /// The view compared.
    public var content: Content

    /// Wraps `content`.
    public init(content: Content) {
        self.content = content
    }

    /// The content.
    public var body: Content { content }
}

extension View where Self: Equatable {
    /// Compares this view with its last value to decide whether to update it, as SwiftUI's
    /// `equatable()`; see ``EquatableView``.
    public func equatable() -> EquatableView<Self> {
        EquatableView(content: self)
    }
}
