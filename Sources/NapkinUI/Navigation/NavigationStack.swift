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

    init(content: AnyView, environment: EnvironmentValues) {
        self.content = content
        self.environment = environment
        super.init()
    }

    override func computeSize(_ proposal: SizeProposal) -> Size {
        Size(width: finite(proposal.width) ?? 390, height: finite(proposal.height) ?? 844)
    }

    override func draw(in canvas: Canvas) {
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

extension View {
    /// Names the screen: the navigation bar shows it (large or inline), and the back button
    /// of the next screen pushed. Outside a navigation stack it draws nothing but still
    /// appears in `layoutDescription()`.
    public func navigationTitle(_ title: LocalizedStringKey) -> some View {
        navigationTitle(verbatim: title.key)
    }

    /// Names the screen with a run-time string (see ``navigationTitle(_:)``).
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(verbatim: String(title))
    }

    /// Names the screen with a `Text`'s words.
    public func navigationTitle(_ title: Text) -> some View {
        navigationTitle(verbatim: title.string)
    }

    private func navigationTitle(verbatim title: String) -> some View {
        ModifiedView(content: self) { node, _ in
            PreferenceNode(child: node, description: ("NavigationTitle", "\"\(title)\"")) { $0[NavigationTitleKey.self] = title }
        }
    }

    /// Draws the title large under the bar or inline in it, as SwiftUI's modifier.
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationBar { item in
            switch mode {
            case .automatic: item.largeTitleDisplayMode = .automatic
            case .inline: item.largeTitleDisplayMode = .never
            case .large: item.largeTitleDisplayMode = .always
            }
        }
    }

    /// Hides the back button of the screen, as SwiftUI's modifier.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        navigationBar { $0.hidesBackButton = hidesBackButton }
    }

    /// Puts `leading` and `trailing` in the navigation bar (SwiftUI's older modifier).
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        navigationBar { item in
            item.leadingItems.append(AnyView(leading))
            item.trailingItems.append(AnyView(trailing))
        }
    }

    /// Puts `leading` at the leading end of the navigation bar.
    public func navigationBarItems<L: View>(leading: L) -> some View {
        navigationBar { $0.leadingItems.append(AnyView(leading)) }
    }

    /// Puts `trailing` at the trailing end of the navigation bar.
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        navigationBar { $0.trailingItems.append(AnyView(trailing)) }
    }

    /// Hands a change of the navigation item up to the controller.
    func navigationBar(_ apply: @escaping @MainActor (NavigationItem) -> Void) -> some View {
        writingPreferences { $0.prepend(apply, to: NavigationBarKey.self) }
    }
}

/// SwiftUI's namespace for the title display mode.
public enum NavigationBarItem {
    /// How the title is drawn, as SwiftUI's `NavigationBarItem.TitleDisplayMode`.
    public enum TitleDisplayMode: Sendable, Hashable {
        /// As the screen below (large at the root).
        case automatic
        /// Small, in the bar.
        case inline
        /// Large, under the bar.
        case large
    }
}
