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
/// NapkinUI makes the controller with ``makeUIViewController(context:)``, lets
/// ``updateUIViewController(_:context:)`` set it up from the current state, and lays it out
/// and draws it (content, children, bars) in the space offered, as a ``ViewController`` is
/// drawn anywhere else. As with ``UIViewRepresentable``, a still frame is one layout: the
/// controller and its coordinator are made afresh each time the view is built, and the one of
/// the previous layout is handed to ``dismantleUIViewController(_:coordinator:)`` when a new
/// one replaces it. The coordinator lives as long as the controller it was made for, so a
/// `weak` delegate pointing at it stays set.
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Body == Never {
    /// The UIKit view controller shown.
    associatedtype UIViewControllerType: UIViewController
    /// What the representable keeps beside its controller (`Void` unless it makes one).
    associatedtype Coordinator = Void
    /// What ``makeUIViewController(context:)`` and ``updateUIViewController(_:context:)`` are given.
    typealias Context = UIViewControllerRepresentableContext<Self>

    /// Makes the view controller.
    func makeUIViewController(context: Context) -> UIViewControllerType
    /// Sets up `uiViewController` from the current state.
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    /// Cleans up a controller that is no longer shown.
    static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
    /// Makes the coordinator the context carries.
    func makeCoordinator() -> Coordinator
}

extension UIViewControllerRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() {}
}

extension UIViewControllerRepresentable {
    /// Nothing to clean up.
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}
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
    /// The node that hosts the controller made, updated and laid out in `environment`.
    func makeRepresentedControllerNode(in environment: EnvironmentValues) -> LayoutNode {
        // `@Environment` properties of the representable (a picker's `presentationMode`) read
        // the environment it is shown in, as a body's would.
        installEnvironment(environment, into: self)
        let coordinator = makeCoordinator()
        let context = Context(coordinator: coordinator, environment: environment, transaction: Transaction.current)
        let controller = makeUIViewController(context: context)
        updateUIViewController(controller, context: context)
        controller.representedHost = RepresentedHost(environment: environment, coordinator: coordinator)
        let host = environment.controllerContext?.controller
        if let previous = RepresentedSlot.slot(for: Self.self, in: host), previous.controller !== controller {
            previous.dismantle()
        }
        // Kept weakly: a controller already gone with its layout has nothing left to clean up.
        RepresentedSlot.keep(
            RepresentedSlot(controller: controller) { [weak controller] in
                if let controller { Self.dismantleUIViewController(controller, coordinator: coordinator) }
            }, for: Self.self, in: host)
        let hostNode = RepresentedControllerNode(controller: controller, environment: environment)
        // The controller appears once per appearance of the view, after the layout that shows it.
        return buildNode(
            RepresentedNodeView(node: hostNode).onAppear { [weak controller] in
                (controller as? RepresentedAppearing)?.representedViewDidAppear()
            },
            in: environment)
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

/// The controller last made for a representable type in a hosting controller, to dismantle
/// when the next layout makes its replacement.
@MainActor
struct RepresentedSlot {
    weak var controller: ViewController?
    let dismantle: @MainActor () -> Void

    init(controller: ViewController, dismantle: @escaping @MainActor () -> Void) {
        self.controller = controller
        self.dismantle = dismantle
    }

    /// The slots of representables shown outside any controller, by type.
    private static var unhosted: [ObjectIdentifier: RepresentedSlot] = [:]

    /// The slot of representable `type` in `host`'s content (kept by the host's bridge, so it
    /// goes with the host), or outside any controller.
    static func slot(for type: Any.Type, in host: ViewController?) -> RepresentedSlot? {
        guard let host else { return unhosted[ObjectIdentifier(type)] }
        return host.bridge.representedSlots[ObjectIdentifier(type)]
    }

    /// Keeps `slot` as representable `type`'s in `host`'s content.
    static func keep(_ slot: RepresentedSlot, for type: Any.Type, in host: ViewController?) {
        if let host {
            host.bridge.representedSlots[ObjectIdentifier(type)] = slot
        } else {
            unhosted[ObjectIdentifier(type)] = slot
        }
    }
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
