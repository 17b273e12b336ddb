import ControlsExamples
import Testing

@testable import NapkinUI

@MainActor
@Suite("Navigation: links push through the navigation controller, the back button pops")
struct NavigationTests {
    func inboxWindow() -> Window {
        let window = Window()
        window.rootViewController = HostingController(rootView: InboxScreen())
        return window
    }

    func navigation(_ window: Window) throws -> NavigationController {
        let root = try #require(window.rootViewController)
        return try #require(root.children.first as? NavigationController)
    }

    @Test("A value link pushes what .navigationDestination builds; Back pops it")
    func valueLink() throws {
        let window = inboxWindow()
        let elements = window.interactiveElements()
        #expect(
            elements.filter { $0.kind == .navigationLink }.map(\.label) == ["Grace Hopper", "Alan Turing", "Katherine Johnson", "Archive"])
        try window.tap(label: "Grace Hopper")
        window.layout()
        let navigation = try navigation(window)
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.topViewController?.title == "Grace Hopper")
        #expect(window.layoutDescription().contains("\"Compiler notes\""))
        try window.tap(label: "Back")
        #expect(navigation.viewControllers.count == 1)
    }

    @Test("A pushed screen's title comes from its last layout; only a screen never laid out is built for it")
    func titleFromContentBuildsOnce() throws {
        let counter = BodyCounter()
        let titled = HostingController(rootView: CountedScreen(title: "Smokers", counter: counter))
        let untitled = HostingController(rootView: CountedScreen(title: nil, counter: counter))
        // Never laid out: its content is built once, for the title only.
        let navigation = NavigationController(rootViewController: titled)
        #expect(titled.title == "Smokers" && counter.bodies == 1)
        // Laid out without a title: pushing it builds nothing more.
        let window = Window()
        window.rootViewController = untitled
        window.layout()
        let laidOut = counter.bodies
        window.rootViewController = nil
        navigation.pushViewController(untitled, animated: false)
        #expect(counter.bodies == laidOut && untitled.title == nil)
    }

    @Test("A destination link pushes its view, whose own title is large")
    func destinationLink() throws {
        let window = inboxWindow()
        try window.tap(label: "Archive")
        window.layout()
        let navigation = try navigation(window)
        #expect(navigation.topViewController?.title == "Archive")
        #expect(navigation.showsLargeTitle)
    }

    @Test("The bar: 44 points under the status bar, large title band 52; inline titles stay in the bar")
    func barMetrics() throws {
        let window = inboxWindow()
        let elements = window.interactiveElements()
        let edit = try #require(elements.first { $0.label == "Edit" })
        let compose = try #require(elements.first { $0.label == "Compose" })
        #expect(abs(edit.frame.midY - (47 + 22)) < 0.001 && abs(edit.frame.minX - 16) < 0.001, "\(edit.frame)")
        #expect(abs(compose.frame.maxX - 374) < 0.001)
        let navigation = try navigation(window)
        // The root's content starts below the bar and the large title: 47 + 44 + 52.
        #expect(navigation.topViewController?.safeAreaInsets.top == 143)
        try window.tap(label: "Alan Turing")
        window.layout()
        #expect(!navigation.showsLargeTitle)
        #expect(navigation.topViewController?.safeAreaInsets.top == 91)
        let back = try #require(window.interactiveElements().first { $0.kind == .backButton })
        #expect(back.frame.minY == 47 && back.frame.height == 44)
    }

    @Test("NavigationStack(path:) shows the path's values; links append, Back removes, setting the path pops")
    func pathBoundStack() throws {
        struct Numbers: View {
            let path: Binding<[Int]>
            var body: some View {
                NavigationStack(path: path) {
                    NavigationLink("Seven", value: 7)
                        .navigationTitle("Numbers")
                        .navigationDestination(for: Int.self) { number in
                            NavigationLink("Next", value: number + 1).navigationTitle("Number \(number)")
                        }
                }
            }
        }
        let path = Box([1, 2])
        let window = Window()
        let root = HostingController(rootView: Numbers(path: path.binding))
        window.rootViewController = root
        window.layout()
        let navigation = try #require(root.children.first as? NavigationController)
        #expect(navigation.viewControllers.map(\.title) == ["Numbers", "Number 1", "Number 2"])
        try window.tap(label: "Back")
        #expect(path.value == [1])
        try window.tap(label: "Next")
        #expect(path.value == [1, 2])
        window.layout()
        #expect(navigation.topViewController?.title == "Number 2")
        path.value = []
        window.layout()
        #expect(navigation.viewControllers.count == 1)
        var typed = NavigationPath()
        typed.append("x")
        #expect(typed.count == 1 && !typed.isEmpty)
    }

    @Test(".navigationDestination(isPresented:) pushes while true; Back writes false; false pops")
    func programmaticDestination() throws {
        let shown = Box(false)
        let window = Window()
        let root = HostingController(
            rootView: NavigationStack {
                Button("Sign In") { shown.value = true }
                    .navigationTitle("Welcome")
                    .navigationDestination(isPresented: shown.binding) { Text("Home").navigationTitle("Home") }
            })
        window.rootViewController = root
        try window.tap(label: "Sign In")
        window.layout()
        let navigation = try #require(root.children.first as? NavigationController)
        #expect(navigation.viewControllers.map(\.title) == ["Welcome", "Home"])
        try window.tap(label: "Back")
        #expect(!shown.value)
        window.layout()
        #expect(navigation.viewControllers.count == 1)
        shown.value = true
        window.layout()
        #expect(navigation.viewControllers.count == 2)
        shown.value = false
        window.layout()
        #expect(navigation.viewControllers.count == 1)
    }

    @Test("dismiss() in a pushed destination pops it")
    func dismissPops() throws {
        struct Detail: View {
            @Environment(\.dismiss) var dismiss
            var body: some View { Button("Done") { dismiss() } }
        }
        let window = Window()
        window.rootViewController = HostingController(
            rootView: NavigationStack {
                NavigationLink("Open") { Detail() }
            })
        try window.tap(label: "Open")
        try window.tap(label: "Done")
        #expect(window.interactiveElements().map(\.label) == ["Open"])
    }

    @Test("Outside a navigation stack a link is dimmed and cannot be tapped")
    func linkOutsideStack() throws {
        let window = Window()
        window.rootViewController = HostingController(rootView: NavigationLink("Open") { Text("Detail") })
        #expect(throws: InteractionError.self) { try window.tap(label: "Open") }
    }

    @Test("navigationBarItems and navigationBarBackButtonHidden reach the bar")
    func barItems() throws {
        let window = Window()
        window.rootViewController = HostingController(
            rootView: NavigationStack {
                NavigationLink("Next") {
                    Text("Second")
                        .navigationBarBackButtonHidden(true)
                        .navigationBarItems(leading: Button("Close") {}, trailing: Button("Save") {})
                }
            })
        try window.tap(label: "Next")
        let labels = window.interactiveElements().map(\.label)
        #expect(labels == ["Close", "Save"])
    }
}

@MainActor
@Suite("Modals: sheets, covers, alerts and dialogs present through the controller and close by binding or dismiss()")
struct ModalTests {
    @Test("A sheet presents while its binding is true; dismiss() closes it and runs onDismiss")
    func sheet() throws {
        final class Log { var dismissed = 0 }
        let log = Log()
        struct Screen: View {
            @State var shown = false
            let log: Log
            var body: some View {
                Button("Show") { shown = true }
                    .sheet(isPresented: $shown, onDismiss: { log.dismissed += 1 }) { Sheet() }
            }
        }
        struct Sheet: View {
            @Environment(\.dismiss) var dismiss
            var body: some View { Button("Close") { dismiss() } }
        }
        let window = Window()
        let root = HostingController(rootView: Screen(log: log))
        window.rootViewController = root
        try window.tap(label: "Show")
        #expect(window.interactiveElements().map(\.label) == ["Close"])
        let sheet = try #require(root.presentedViewController)
        #expect(sheet.modalPresentationStyle == .pageSheet)
        // The card starts 10 points below the status bar and runs to the bottom.
        #expect(sheet.frame == CGRect(x: 0, y: 57, width: 390, height: 787))
        try window.tap(label: "Close")
        #expect(window.interactiveElements().map(\.label) == ["Show"])
        #expect(root.presentedViewController == nil)
        #expect(log.dismissed == 1)
    }

    @Test("A full-screen cover fills the screen; an item sheet shows its item")
    func coverAndItem() throws {
        struct Item: Identifiable { let id: Int }
        let window = Window()
        let root = HostingController(
            rootView: Text("Behind")
                .fullScreenCover(isPresented: .constant(true)) { Text("Cover") })
        window.rootViewController = root
        window.layout()
        #expect(root.presentedViewController?.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        let item = Box<Item?>(Item(id: 7))
        let other = HostingController(rootView: Text("Behind").sheet(item: item.binding) { Text("Item \($0.id)") })
        window.rootViewController = other
        #expect(window.layoutDescription().contains("\"Item 7\""))
        item.value = nil
        window.layout()
        #expect(other.presentedViewController == nil)
    }

    @Test("An alert is a 270-point box in the middle; two buttons side by side, Cancel left; a tap closes it then runs the action")
    func alert() throws {
        let signedOut = Box(false)
        let window = Window()
        window.rootViewController = HostingController(rootView: SignOutScreen { signedOut.value = true })
        let actions = window.interactiveElements()
        #expect(actions.map(\.kind) == [.alertAction, .alertAction])
        #expect(actions.map(\.label) == ["Cancel", "Sign Out"])
        let cancel = actions[0].frame, confirm = actions[1].frame
        #expect(cancel.height == 44 && confirm.height == 44)
        #expect(abs(cancel.width + confirm.width + 1.0 / 3 - 270) < 0.001)
        #expect(abs(cancel.minX - 60) < 0.001 && cancel.minY == confirm.minY)
        try window.tap(label: "Sign Out")
        #expect(signedOut.value)
        #expect(window.interactiveElements().contains { $0.label == "Sign Out" && $0.kind == .button })
    }

    @Test("Three or more alert buttons stack, Cancel last; the older Alert type works the same way")
    func stackedAndLegacy() throws {
        let window = Window()
        window.rootViewController = HostingController(
            rootView: Text("Behind").alert("Save changes?", isPresented: .constant(true)) {
                Button("Cancel", role: .cancel) {}
                Button("Save") {}
                Button("Discard", role: .destructive) {}
            })
        let frames = window.interactiveElements().map(\.frame)
        #expect(window.interactiveElements().map(\.label) == ["Save", "Discard", "Cancel"])
        #expect(frames.allSatisfy { $0.width == 270 && $0.height == 44 })
        let shown = Box(true)
        window.rootViewController = HostingController(
            rootView: Text("Behind").alert(isPresented: shown.binding) {
                Alert(title: Text("Saved"), message: Text("Your changes are safe."), dismissButton: .default(Text("OK")))
            })
        try window.tap(label: "OK")
        #expect(!shown.value)
    }

    @Test("A confirmation dialog rises from the bottom with Cancel apart; buttons 57 points tall")
    func confirmationDialog() throws {
        let window = Window()
        window.rootViewController = HostingController(rootView: InboxScreen(confirmingDelete: true))
        let actions = window.interactiveElements()
        #expect(actions.map(\.label) == ["Delete All", "Cancel"])
        let cancel = actions[1].frame
        #expect(cancel.height == 57 && cancel.minX == 8 && cancel.width == 374)
        #expect(cancel.maxY == CGFloat(844 - 34))
        #expect(actions[0].frame.maxY == cancel.minY - 8)
        try window.tap(label: "Cancel")
        #expect(window.interactiveElements().contains { $0.label == "Compose" })
    }

    @Test("A medium detent rests the sheet on the lower half, the screen behind left in place; Done dismisses")
    func mediumDetent() throws {
        let window = Window()
        let root = HostingController(rootView: PlaybackPanel(sleepAt: ControlsGallery.exampleDate, timerSheetShown: true))
        window.rootViewController = root
        window.layout()
        let sheet = try #require(root.presentedViewController)
        #expect(sheet.frame == CGRect(x: 0, y: 422, width: 390, height: 422))
        #expect(sheet.sheetPreferences.showsGrabber)
        try window.select("45 min", in: "Minutes")
        try window.tap(label: "Done")
        // The binding is written at once; the next layout closes the sheet.
        window.layout()
        #expect(root.presentedViewController == nil)
    }

    @Test("A controller presented in code is dismissed by dismiss() in its content")
    func presentedInCode() throws {
        struct Card: View {
            @Environment(\.dismiss) var dismiss
            var body: some View { Button("Done") { dismiss() } }
        }
        let window = Window()
        let root = HostingController(rootView: Text("Root"))
        window.rootViewController = root
        root.present(HostingController(rootView: Card()), animated: false)
        try window.tap(label: "Done")
        #expect(root.presentedViewController == nil)
    }
}

/// Counts how often a screen's body is evaluated.
@MainActor
final class BodyCounter {
    var bodies = 0
}

/// A screen with an optional navigation title that counts its body evaluations.
private struct CountedScreen: View {
    let title: String?
    let counter: BodyCounter

    var body: some View {
        counter.bodies += 1
        return content
    }

    /// The text, titled when there is a title.
    @ViewBuilder
    private var content: some View {
        if let title {
            Text("Pit").navigationTitle(title)
        } else {
            Text("Pit")
        }
    }
}
