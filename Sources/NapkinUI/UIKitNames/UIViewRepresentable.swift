internal import Raster

/// A UIKit view in a SwiftUI hierarchy, as SwiftUI's `UIViewRepresentable`.
///
/// As on iOS, the view and its coordinator are made once per identity (where the view sits
/// in the hierarchy, and its `.id`; see State/ViewIdentity.swift): the first layout that
/// builds it calls ``makeCoordinator()``, ``makeUIView(context:)`` and
/// ``updateUIView(_:context:)``; every later layout calls only ``updateUIView(_:context:)``,
/// on the same view, with the current value and environment; the first layout that no longer
/// builds it hands the view and coordinator to ``dismantleUIView(_:coordinator:)`` and lets
/// them go. NapkinUI draws the view as a ``UIView`` draws (a ``UIActivityIndicatorView`` as
/// iOS's spinner; any other view as its background colour over the space offered), at the size
/// ``sizeThatFits(_:uiView:context:)`` chooses when it chooses one.
@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Body == Never {
    /// The UIKit view shown.
    associatedtype UIViewType: UIView
    /// What the representable keeps between updates (`Void` unless it makes one).
    associatedtype Coordinator = Void
    /// What ``makeUIView(context:)`` and ``updateUIView(_:context:)`` are given.
    typealias Context = UIViewRepresentableContext<Self>

    /// Makes the view, once per identity.
    func makeUIView(context: Context) -> UIViewType
    /// Sets up `uiView` from the current state, after it is made and on every later layout.
    func updateUIView(_ uiView: UIViewType, context: Context)
    /// Cleans up a view whose identity is no longer shown.
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
    /// Makes the coordinator the context carries, once per identity, before the view.
    func makeCoordinator() -> Coordinator
    /// The size the view takes for `proposal`, or `nil` for the size it would take anyway.
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
}

extension UIViewRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() {}
}

extension UIViewRepresentable {
    /// Nothing to clean up.
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}

    /// The view's own size.
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }
}

/// What a ``UIViewRepresentable`` is given while making and updating its view, as SwiftUI's
/// `UIViewRepresentableContext`: its coordinator, the environment it is shown in and the
/// transaction of the change that rebuilt it.
@preconcurrency @MainActor
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    /// The representable's coordinator.
    public let coordinator: Representable.Coordinator
    /// The environment the view is shown in.
    public let environment: EnvironmentValues
    /// The transaction of the change under way (empty outside `withAnimation`/`withTransaction`).
    public let transaction: Transaction
}

extension UIViewRepresentable {
    /// The node of the view this representable's identity made (made now, the first time),
    /// updated in `environment`.
    func makeRepresentedNode(in environment: EnvironmentValues) -> LayoutNode {
        // `@Environment` properties of the representable read the environment it is shown in.
        installEnvironment(environment, into: self)
        let (view, coordinator) = representedView(in: environment)
        let context = Context(coordinator: coordinator, environment: environment, transaction: Transaction.current)
        updateUIView(view, context: context)
        return RepresentedSizingNode(child: view.node(in: environment)) { proposal in
            sizeThatFits(proposal, uiView: view, context: context)
        }
    }

    /// The view and coordinator of this representable's identity in the controller laying it
    /// out: kept from an earlier layout, or made now (outside any controller, an image
    /// renderer's one still frame, made each time).
    private func representedView(in environment: EnvironmentValues) -> (UIViewType, Coordinator) {
        let identities = environment.controllerContext?.controller?.bridge.representables
        let key = identities?.key(for: Self.self, at: environment.identityPath)
        if let identities, let key, let kept = identities.existing(key), let view = kept.object as? UIViewType,
            let coordinator = kept.coordinator as? Coordinator
        {
            return (view, coordinator)
        }
        let coordinator = makeCoordinator()
        let view = makeUIView(context: Context(coordinator: coordinator, environment: environment, transaction: Transaction.current))
        // Kept alive with the view, as SwiftUI keeps it (a view's delegate is weak, and is often the coordinator).
        view.representableCoordinator = coordinator
        if let identities, let key {
            identities.keep(view, coordinator: coordinator, for: key) { Self.dismantleUIView(view, coordinator: coordinator) }
        }
        return (view, coordinator)
    }
}

/// A representable's view in place: the size its ``UIViewRepresentable/sizeThatFits(_:uiView:context:)``
/// (or the controller's) chooses, else the size the view takes itself.
@MainActor
final class RepresentedSizingNode: WrapperNode {
    private let sizeThatFits: @MainActor (ProposedViewSize) -> CGSize?

    init(child: LayoutNode, sizeThatFits: @escaping @MainActor (ProposedViewSize) -> CGSize?) {
        self.sizeThatFits = sizeThatFits
        super.init(child: child)
    }

    override func computeSize(_ proposal: SizeProposal) -> Size {
        guard let size = sizeThatFits(ProposedViewSize(proposal)) else { return child.size(for: proposal) }
        return Size(size)
    }
}
