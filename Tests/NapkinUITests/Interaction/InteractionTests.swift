import Raster
import Testing

@testable import NapkinUI

/// A controller that counts its loads, to see which calls lay out.
@MainActor
final class LoadCountingController: HostingController<Text> {
    var loads = 0

    init(_ words: String) {
        super.init(rootView: Text(verbatim: words))
        title = words
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        loads += 1
    }
}

@MainActor
@Suite("Finding things on screen: one walk, one lookup, one error")
struct InteractionTests {
    let tapKinds = InteractiveElement.Interaction.tap.kinds

    /// Two tabs; the first is a navigation stack with a form pushed on a menu.
    func tabsWithPushedForm(email: Binding<String> = .constant(""), sent: @escaping @MainActor () -> Void = {}) -> (
        TabBarController, NavigationController
    ) {
        let menu = HostingController(rootView: Text("Menu"))
        menu.title = "Menu"
        let navigation = NavigationController(rootViewController: menu)
        navigation.title = "Home"
        let form = HostingController(
            rootView: VStack(spacing: 20) {
                TextField("Email", text: email)
                SecureField("Password", text: .constant(""))
                Button("Send", action: sent)
            }.padding(28))
        form.title = "Sign in"
        navigation.pushViewController(form, animated: false)
        let other = HostingController(rootView: Text("Elsewhere"))
        other.title = "Browse"
        let tabs = TabBarController()
        tabs.setViewControllers([navigation, other], animated: false)
        return (tabs, navigation)
    }

    @Test("One walk finds fields, buttons, the back button and tabs, back to front, with their frames")
    func oneWalk() throws {
        let window = Window()
        window.rootViewController = tabsWithPushedForm().0
        let elements = window.interactiveElements()
        // Content first, then the navigation bar over it, then the tab bar over everything.
        #expect(elements.map(\.kind) == [.textField, .secureField, .button, .backButton, .tab, .tab])
        #expect(elements.map(\.label) == ["Email", "Password", "Send", "Back", "Home", "Browse"])
        #expect(elements.allSatisfy { $0.isEnabled })
        // The back button sits in the bar under the status bar (47 points on iPhone 13 Pro,
        // bar 44 tall); the tabs split the 49-point bar above the 34-point home indicator.
        let back = elements[3].frame
        #expect(back.minX == 0 && back.minY == 47 && back.height == 44)
        #expect(elements[4].frame == CGRect(x: 0, y: 761, width: 195, height: 49))
        #expect(elements[5].frame == CGRect(x: 195, y: 761, width: 195, height: 49))
        // Every frame is the one the layout description shows for that node.
        let description = window.layoutDescription()
        for element in elements {
            #expect(description.contains(element.layoutFrame.description), "\(element.label) at \(element.layoutFrame)")
        }
    }

    @Test("The elements found are the ones the taps and typing act on")
    func actingOnTheWalk() throws {
        var email = "", sends = 0
        let (tabs, navigation) = tabsWithPushedForm(email: Binding(get: { email }, set: { email = $0 }), sent: { sends += 1 })
        let window = Window()
        window.rootViewController = tabs
        try window.type("ada@example.com", into: "email")
        try window.tap(label: "SEND")
        let send = try #require(window.interactiveElements().first { $0.label == "Send" })
        #expect(window.tap(at: CGPoint(x: send.frame.midX, y: send.frame.midY)))
        #expect(email == "ada@example.com" && sends == 2)
        try window.tap(label: "Back")
        #expect(navigation.viewControllers.count == 1)
        try window.tap(label: "Browse")
        #expect(tabs.selectedIndex == 1)
    }

    @Test("Errors name the label, the kinds expected and list every element on screen")
    func errorsListCandidates() {
        let window = Window()
        window.rootViewController = HostingController(
            rootView: VStack {
                TextField("Email", text: .constant(""))
                Button("Login") {}
                Button("Send") {}.disabled(true)
            })
        let onScreen = [InteractionError.Candidate(.textField, "Email"), .init(.button, "Login"), .init(.button, "Send", isEnabled: false)]
        let notFound = InteractionError(.notFound, label: "Logout", expected: tapKinds, onScreen: onScreen)
        #expect(throws: notFound) { try window.tap(label: "Logout") }
        #expect(
            notFound.description == """
                No button, tab, back button, toggle, link, navigation link or alert action labelled "Logout" is on screen. \
                On screen: text field "Email", button "Login", button "Send" (disabled).
                """)
        let wrongKind = InteractionError(.wrongKind, label: "email", expected: tapKinds, onScreen: onScreen)
        #expect(throws: wrongKind) { try window.tap(label: "email") }
        #expect(
            wrongKind.description.hasPrefix(
                "\"email\" is on screen as a text field, not as a button, tab, back button, toggle, link, navigation link or alert action.")
        )
        let disabled = InteractionError(.disabled, label: "Send", expected: tapKinds, onScreen: onScreen)
        #expect(throws: disabled) { try window.tap(label: "Send") }
        #expect(disabled.description.hasPrefix("The button labelled \"Send\" is disabled."))
        let typing = InteractionError(.wrongKind, label: "Login", expected: [.textField, .secureField], onScreen: onScreen)
        #expect(throws: typing) { try window.type("x", into: "Login") }
        #expect(typing.description.hasPrefix("\"Login\" is on screen as a button, not as a text field or secure field."))
        #expect(
            InteractionError(.notFound, label: "Go", expected: [.button], onScreen: []).description
                == "No button labelled \"Go\" is on screen. On screen: nothing interactive.")
    }

    @Test("Duplicate labels: ambiguous among enabled elements of the kind asked for, regardless of case")
    func duplicates() throws {
        var taps: [String] = []
        var typed = ""
        let window = Window()
        window.rootViewController = HostingController(
            rootView: VStack {
                Button("Go") { taps.append("first") }
                Button("GO") { taps.append("second") }
                Button("Next") { taps.append("disabled") }.disabled(true)
                Button("Next") { taps.append("enabled") }
                Button("Email") { taps.append("email button") }
                TextField("Email", text: Binding(get: { typed }, set: { typed = $0 }))
            })
        let error = #expect(throws: InteractionError.self) { try window.tap(label: "go") }
        #expect(error?.reason == .ambiguous(count: 2))
        #expect(error?.description.contains("2 enabled elements are labelled \"go\"") == true)
        // A disabled twin cannot be acted on, so it does not make the label ambiguous.
        try window.tap(label: "Next")
        // A button and a field may share a label: a tap means the one, typing the other.
        try window.tap(label: "Email")
        try window.type("ada", into: "Email")
        #expect(taps == ["enabled", "email button"])
        #expect(typed == "ada")
    }

    @Test("A tab and a button with one label are ambiguous, and the error tells them apart by kind")
    func tabAndButtonShareALabel() {
        let home = HostingController(rootView: Button("Profile") {})
        home.title = "Home"
        let profile = HostingController(rootView: Text("Me"))
        profile.title = "Profile"
        let tabs = TabBarController()
        tabs.setViewControllers([home, profile], animated: false)
        let window = Window()
        window.rootViewController = tabs
        let onScreen = [InteractionError.Candidate(.button, "Profile"), .init(.tab, "Home"), .init(.tab, "Profile")]
        #expect(throws: InteractionError(.ambiguous(count: 2), label: "Profile", expected: tapKinds, onScreen: onScreen)) {
            try window.tap(label: "Profile")
        }
    }

    @Test("Only the explicit query lays out: properties and the elements it returned never load a controller")
    func noLoadingInGetters() throws {
        let root = LoadCountingController("Menu")
        let navigation = NavigationController(rootViewController: root)
        let window = Window()
        window.rootViewController = navigation
        _ = (window.bounds, window.device, window.isKeyAndVisible, window.rootViewController, window.backgroundColor)
        #expect(root.loads == 0 && !root.isViewLoaded)

        let elements = window.interactiveElements()
        #expect(root.loads == 1, "the query documents that it lays out, which loads what it shows")
        #expect(elements.isEmpty)

        let detail = LoadCountingController("Detail")
        navigation.pushViewController(detail, animated: false)
        // What the query returned is a value: reading it does not lay out again.
        _ = elements.map { ($0.kind, $0.label, $0.frame, $0.isEnabled) }
        _ = InteractionError(.notFound, label: "Back", expected: tapKinds, onScreen: []).description
        #expect(detail.loads == 0 && !detail.isViewLoaded)

        #expect(window.interactiveElements().map(\.kind) == [.backButton])
        #expect(detail.loads == 1 && root.loads == 1)
    }

    @Test("A tap at a point inside a button in a button's label reaches the inner one")
    func nestedButtons() throws {
        var taps: [String] = []
        let window = Window()
        window.rootViewController = HostingController(
            rootView: Button(action: { taps.append("outer") }) {
                VStack(spacing: 0) {
                    Text("Card")
                    Button("Like") { taps.append("inner") }
                }
                .padding(40)
            })
        let elements = window.interactiveElements()
        #expect(elements.map(\.label) == ["Card Like", "Like"])
        let like = elements[1].frame
        #expect(window.tap(at: CGPoint(x: like.midX, y: like.midY)))
        let outer = elements[0].frame
        #expect(window.tap(at: CGPoint(x: outer.minX + 5, y: outer.minY + 5)))
        #expect(taps == ["inner", "outer"])
    }

    @Test("A disabled field keeps its accessibility label and draws as a 40 % opaque enabled one")
    func disabledFieldLabelAndPixels() {
        let window = Window(device: .iPhoneSE)
        window.rootViewController = HostingController(
            rootView: TextField("Email", text: .constant("ada")).accessibilityLabel("Login email").disabled(true))
        let field = window.interactiveElements()
        #expect(field.map(\.label) == ["Login email"] && field.map(\.isEnabled) == [false])
        let dimmed = Window(device: .iPhoneSE)
        dimmed.rootViewController = HostingController(rootView: TextField("Email", text: .constant("ada")).opacity(0.4))
        #expect(window.render() == dimmed.render())
    }
}
