import Foundation

/// A control that opens a URL, as SwiftUI's `Link`: its label in the tint colour.
///
/// ```swift
/// Link("Privacy Policy", destination: URL(string: "https://example.com/privacy")!)
/// ```
/// A tap (`Window.tap(label:)` or on its frame) hands the URL to the environment's
/// ``OpenURLAction`` (`.environment(\.openURL, …)`).
public struct Link: View, PrimitiveView {
    /// No body: a link is primitive.
    public typealias Body = Never
    let destination: URL
    let label: any View

    /// A link to `destination` drawn by `label`.
    public init<Label: View>(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    /// A link with a text label (read as Markdown, like `Text`'s literals).
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link with a text label shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        let tint = ControlPalette(environment).tint(environment)
        let openURL = environment.openURL
        let destination = self.destination
        return ControlNode(
            child: buildNode(AnyView(erasing: label).foregroundStyle(Color(tint)), in: environment),
            kind: .link, label: labelText(of: label, in: environment), isEnabled: environment.isEnabled,
            value: destination.absoluteString,
            action: .tap { openURL(destination) }
        )
    }
}
