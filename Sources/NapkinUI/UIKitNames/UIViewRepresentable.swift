/// A UIKit view in a SwiftUI hierarchy, as SwiftUI's `UIViewRepresentable`.
///
/// NapkinUI makes the view with ``makeUIView(context:)``, lets ``updateUIView(_:context:)``
/// set it up from the current state, and draws it as a ``UIView`` draws (a
/// ``UIActivityIndicatorView`` as iOS's spinner; any other view as its background colour over
/// the space offered). A still frame is one layout, so the view is made afresh each time.
@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Body == Never {
    /// The UIKit view shown.
    associatedtype UIViewType: UIView
    /// What the representable keeps between updates (`Void` unless it makes one).
    associatedtype Coordinator = Void
    /// What ``makeUIView(context:)`` and ``updateUIView(_:context:)`` are given.
    typealias Context = UIViewRepresentableContext<Self>

    /// Makes the view.
    func makeUIView(context: Context) -> UIViewType
    /// Sets up `uiView` from the current state.
    func updateUIView(_ uiView: UIViewType, context: Context)
    /// Makes the coordinator the context carries.
    func makeCoordinator() -> Coordinator
}

extension UIViewRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() {}
}

/// What a ``UIViewRepresentable`` is given while making and updating its view, as SwiftUI's
/// `UIViewRepresentableContext`: its coordinator and the environment it is shown in.
@preconcurrency @MainActor
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    /// The representable's coordinator.
    public let coordinator: Representable.Coordinator
    /// The environment the view is shown in.
    public let environment: EnvironmentValues
}

extension UIViewRepresentable {
    /// The node of the view made, updated and drawn in `environment`.
    func makeRepresentedNode(in environment: EnvironmentValues) -> LayoutNode {
        let context = Context(coordinator: makeCoordinator(), environment: environment)
        let view = makeUIView(context: context)
        view.representableCoordinator = context.coordinator
        updateUIView(view, context: context)
        return view.node(in: environment)
    }
}
