internal import Raster

/// A container that shows its content under a navigation bar and pushes destinations onto
/// it, as SwiftUI's `NavigationStack` on iOS 17.
///
/// The stack is shown through a ``NavigationController`` (the one push mechanism): the
/// controller hosting the stack's view embeds one, whose root shows `content`. A
/// ``NavigationLink`` pushes its destination onto it; the bar's back button pops. The bar is
/// drawn as iOS 15+ draws it at rest: no fill, the title large (34 points, 16 from the leading
/// edge, in a 52-point band under the 44-point bar) unless
/// `.navigationBarTitleDisplayMode(.inline)` puts it in the bar; `.toolbar` items sit in the
/// bar. The content extends under the bar, and its safe area starts below it, so a ``Form``
/// paints its grey under the bar as on iOS.
///
/// The stack's view is rebuilt on every layout like any view; the pushed destinations live on
/// in the navigation controller until popped.
public struct NavigationStack: View, PrimitiveView {
    /// No body: a navigation stack is primitive.
    public typealias Body = Never
    let content: any View
    /// The bound path, for `NavigationStack(path:root:)`.
    var path: NavigationPathBinding?

    /// A navigation stack showing `root` at its root.
    public init<Root: View>(@ViewBuilder root: () -> Root) {
        self.content = root()
    }

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        let node = NavigationStackHostNode(content: AnyView(erasing: content), environment: environment)
        node.path = path
        return node
    }
}

/// SwiftUI's older navigation container; on iPhone it is a ``NavigationStack``.
public struct NavigationView: View, PrimitiveView {
    /// No body: a navigation view is primitive.
    public typealias Body = Never
    let content: any View

    /// A navigation view showing `content`.
    public init<Content: View>(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        NavigationStackHostNode(content: AnyView(erasing: content), environment: environment)
    }
}

/// Where a navigation stack is: it takes the space offered, and draws the navigation
/// controller embedded for it (content, pushed screens, bar) in tree order, so views laid
/// over the stack (`.overlay`) draw over it.
@MainActor
final class NavigationStackHostNode: LayoutNode {
    let content: AnyView
    let environment: EnvironmentValues
    /// The controller drawn here, set once the hosting controller has embedded it.
    weak var embedded: ViewController?
    /// The bound path, for `NavigationStack(path:root:)`.
    var path: NavigationPathBinding?
    /// Which tab of a tab view the stack is in ("" outside one): each tab keeps its own stack.
    var scopeKey = ""
    /// The safe area the stack was placed in.
    private(set) var safeRect: Rect?

    init(content: AnyView, environment: EnvironmentValues) {
        self.content = content
        self.environment = environment
        super.init()
    }

    override func computeSize(_ proposal: SizeProposal) -> Size {
        Size(width: finite(proposal.width) ?? 390, height: finite(proposal.height) ?? 844)
    }

    override func place(in rect: Rect, context: PlacementContext) {
        frame = rect
        safeRect = context.safeRect
    }

    override func draw(in canvas: Raster.Canvas) {
        guard let embedded else { return }
        canvas.withSavedState {
            canvas.clip(to: canvas.snap(embedded.layoutFrame))
            embedded.draw(in: canvas)
        }
    }

    override func collectElements(into elements: inout [InteractiveElement]) {
        embedded?.collectElements(into: &elements)
    }

    override func describe(into lines: inout [String], depth: Int) {
        lines.append(String(repeating: "  ", count: depth) + "NavigationStack " + frame.description)
        embedded?.describe(into: &lines, depth: depth + 1)
    }

    /// The controller hosting this content embeds a navigation controller for the first stack.
    override func writePreferences(into values: inout PreferenceValues) {
        values[NavigationStackKey.self] = self
    }

    override var kind: String? { "NavigationStack" }
}
