internal import Raster

/// A UIKit view controller in a SwiftUI hierarchy, as SwiftUI's `UIViewControllerRepresentable`.
///
/// ```swift
/// struct ImagePicker: UIViewControllerRepresentable {
///     @Binding var image: UIImage?
///     func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
///     func makeUIViewController(context: Context) -> UIImagePickerController {
///         let picker = UIImagePickerController()
///         picker.delegate = context.coordinator
///         return picker
///     }
///     func updateUIViewController(_ picker: UIImagePickerController, context: Context) {}
/// }
/// ```
/// As with ``UIViewRepresentable``, the controller and its coordinator are made once per
/// identity (where the view sits in the hierarchy, and its `.id`; see State/ViewIdentity.swift):
/// later layouts only call ``updateUIViewController(_:context:)`` on the same controller, and the
/// first layout that no longer builds the identity hands it to
/// ``dismantleUIViewController(_:coordinator:)``. NapkinUI lays the controller out and draws
/// it (content, children, bars) in the space offered, or at the size
/// ``sizeThatFits(_:uiViewController:context:)`` chooses, as a ``ViewController`` is drawn
/// anywhere else. The coordinator lives as long as the controller it was made for, so a `weak`
/// delegate pointing at it stays set.
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Body == Never {
    /// The UIKit view controller shown.
    associatedtype UIViewControllerType: UIViewController
    /// What the representable keeps beside its controller (`Void` unless it makes one).
    associatedtype Coordinator = Void
    /// What ``makeUIViewController(context:)`` and ``updateUIViewController(_:context:)`` are given.
    typealias Context = UIViewControllerRepresentableContext<Self>

    /// Makes the view controller, once per identity.
    func makeUIViewController(context: Context) -> UIViewControllerType
    /// Sets up `uiViewController` from the current state, after it is made and on every later layout.
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    /// Cleans up a controller whose identity is no longer shown.
    static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
    /// Makes the coordinator the context carries, once per identity, before the controller.
    func makeCoordinator() -> Coordinator
    /// The size the controller's view takes for `proposal`, or `nil` for the space offered.
    func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize?
}

extension UIViewControllerRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() {}
}

extension UIViewControllerRepresentable {
    /// Nothing to clean up.
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}

    /// The space offered.
    public func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize? {
        nil
    }
}

/// What a ``UIViewControllerRepresentable`` is given while making and updating its controller,
/// as SwiftUI's `UIViewControllerRepresentableContext`: its coordinator, the environment it is
/// shown in and the transaction of the change that rebuilt it.
@preconcurrency @MainActor
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    /// The representable's coordinator.
    public let coordinator: Representable.Coordinator
    /// The environment the controller is shown in.
    public let environment: EnvironmentValues
    /// The transaction of the change under way (empty outside `withAnimation`/`withTransaction`).
    public let transaction: Transaction
}

extension UIViewControllerRepresentable {
    /// The node that hosts the controller this representable's identity made (made now, the
    /// first time), updated and laid out in `environment`.
    func makeRepresentedControllerNode(in environment: EnvironmentValues) -> LayoutNode {
        // `@Environment` properties of the representable (a picker's `presentationMode`) read
        // the environment it is shown in, as a body's would.
        installEnvironment(environment, into: self)
        let (controller, coordinator) = representedController(in: environment)
        let context = Context(coordinator: coordinator, environment: environment, transaction: Transaction.current)
        updateUIViewController(controller, context: context)
        controller.representedHost = RepresentedHost(environment: environment, coordinator: coordinator)
        let hostNode = RepresentedControllerNode(controller: controller, environment: environment)
        let sized = RepresentedSizingNode(child: hostNode) { proposal in
            sizeThatFits(proposal, uiViewController: controller, context: context)
        }
        // The controller appears once per appearance of the view, after the layout that shows it.
        return buildNode(
            RepresentedNodeView(node: sized).onAppear { [weak controller] in
                (controller as? RepresentedAppearing)?.representedViewDidAppear()
            },
            in: environment)
    }

    /// The controller and coordinator of this representable's identity in the controller
    /// laying it out: kept from an earlier layout, or made now (outside any controller, an
    /// image renderer's one still frame, made each time).
    private func representedController(in environment: EnvironmentValues) -> (UIViewControllerType, Coordinator) {
        let identities = environment.controllerContext?.controller?.bridge.representables
        let key = identities?.key(for: Self.self, at: environment.identityPath)
        if let identities, let key, let kept = identities.existing(key), let controller = kept.object as? UIViewControllerType,
            let coordinator = kept.coordinator as? Coordinator
        {
            return (controller, coordinator)
        }
        let coordinator = makeCoordinator()
        let controller = makeUIViewController(
            context: Context(coordinator: coordinator, environment: environment, transaction: Transaction.current))
        if let identities, let key {
            identities.keep(controller, coordinator: coordinator, for: key) {
                Self.dismantleUIViewController(controller, coordinator: coordinator)
                // What the controller's own content made goes with it.
                controller.bridge.representables.dismantleAll()
            }
        }
        return (controller, coordinator)
    }
}

/// What a controller hosted by a ``UIViewControllerRepresentable`` keeps of its host: the
/// environment it is shown in (how the SwiftUI presentation it is in closes), and the coordinator (alive as long as the controller).
@MainActor
struct RepresentedHost {
    /// The environment the hosting view is shown in.
    let environment: EnvironmentValues
    /// The representable's coordinator.
    let coordinator: Any
}

/// A view whose node is already made: how the representable's host node is wrapped in
/// view modifiers.
struct RepresentedNodeView: View, PrimitiveView {
    typealias Body = Never
    let node: LayoutNode

    func makeNode(in environment: EnvironmentValues) -> LayoutNode { node }
}

/// Where a represented controller is: it takes the space offered, lays the controller out in
/// it (with the safe area it was placed in) and draws, lists and describes what it shows.
@MainActor
final class RepresentedControllerNode: LayoutNode {
    let controller: ViewController
    let environment: EnvironmentValues

    init(controller: ViewController, environment: EnvironmentValues) {
        self.controller = controller
        self.environment = environment
        super.init()
    }

    override func computeSize(_ proposal: SizeProposal) -> Size {
        Size(width: finite(proposal.width) ?? 390, height: finite(proposal.height) ?? 844)
    }

    override func place(in rect: Rect, context: PlacementContext) {
        frame = rect
        let safe = context.safeRect
        let insets = EdgeInsets(
            top: max(0, safe.minY - rect.minY), leading: max(0, safe.minX - rect.minX),
            bottom: max(0, rect.maxY - safe.maxY), trailing: max(0, rect.maxX - safe.maxX))
        controller.layout(in: rect, safeAreaInsets: insets, environment: environment)
    }

    override func draw(in canvas: Raster.Canvas) {
        canvas.withSavedState {
            canvas.clip(to: canvas.snap(frame))
            controller.draw(in: canvas)
        }
    }

    override func collectElements(into elements: inout [InteractiveElement]) {
        controller.collectElements(into: &elements)
    }

    override func describe(into lines: inout [String], depth: Int) {
        lines.append(String(repeating: "  ", count: depth) + "UIViewControllerRepresentable " + frame.description)
        controller.describe(into: &lines, depth: depth + 1)
    }

    override var kind: String? { "UIViewControllerRepresentable" }
}

extension ViewController {
    /// What the representable hosting this controller handed it, if one does.
    var representedHost: RepresentedHost? {
        get { bridge.representedHost }
        set { bridge.representedHost = newValue }
    }
}

/// A controller that acts when the view hosting it appears (``UIImagePickerController``
/// answers then).
@MainActor
protocol RepresentedAppearing: AnyObject {
    /// Called once per appearance of the hosting view, after the layout that shows it.
    func representedViewDidAppear()
}
