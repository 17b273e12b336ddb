import Foundation
import Testing

@testable import NapkinUI

/// What the representables below were asked to do, in order.
@MainActor
private final class Tally {
    var coordinators = 0
    var made: [String] = []
    var updated: [String] = []
    var dismantled: [String] = []
    /// The coordinator each update was given, by label.
    var coordinatorsSeen: [String: Set<ObjectIdentifier>] = [:]
    /// The views made, by label, held weakly.
    var views: [String: Weak<UIView>] = [:]
    var lastScheme: ColorScheme?
    var lastProposal: ProposedViewSize?
}

@MainActor
private final class Weak<Object: AnyObject> {
    weak var object: Object?
    init(_ object: Object) { self.object = object }
}

/// The coordinator of both counted representables: the tally and the label it was last updated with.
@MainActor
private final class TallyCoordinator {
    let tally: Tally
    var label: String
    init(tally: Tally, label: String) {
        self.tally = tally
        self.label = label
    }
}

/// A wrapped label that counts its lifecycle, as a wrapper of a map or an ad banner would act on it.
private struct Counted: UIViewRepresentable {
    let tally: Tally
    var label: String

    func makeCoordinator() -> TallyCoordinator {
        tally.coordinators += 1
        return TallyCoordinator(tally: tally, label: label)
    }

    func makeUIView(context: Context) -> UILabel {
        tally.made.append(label)
        let view = UILabel()
        tally.views[label] = Weak(view)
        return view
    }

    func updateUIView(_ uiView: UILabel, context: Context) {
        uiView.text = label
        context.coordinator.label = label
        tally.updated.append(label)
        tally.coordinatorsSeen[label, default: []].insert(ObjectIdentifier(context.coordinator))
        tally.lastScheme = context.environment.colorScheme
        #expect(context.transaction.animation == nil)
    }

    static func dismantleUIView(_ uiView: UILabel, coordinator: TallyCoordinator) {
        coordinator.tally.dismantled.append(coordinator.label)
    }
}

/// A representable that sizes itself, as wrappers of labels and text views do.
private struct Sized: UIViewRepresentable {
    let tally: Tally
    func makeUIView(context: Context) -> UIView { UIView() }
    func updateUIView(_ uiView: UIView, context: Context) {}
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIView, context: Context) -> CGSize? {
        tally.lastProposal = proposal
        guard let width = proposal.width else { return nil }
        return CGSize(width: min(width, 120), height: 30)
    }
}

/// A controller representable that counts its lifecycle and sizes itself.
private struct CountedController: UIViewControllerRepresentable {
    let tally: Tally
    var label: String

    func makeCoordinator() -> TallyCoordinator {
        tally.coordinators += 1
        return TallyCoordinator(tally: tally, label: label)
    }

    func makeUIViewController(context: Context) -> UIViewController {
        tally.made.append(label)
        let controller = UIViewController()
        controller.view.backgroundColor = .red
        return controller
    }

    func updateUIViewController(_ uiViewController: UIViewController, context: Context) {
        uiViewController.title = label
        context.coordinator.label = label
        tally.updated.append(label)
        tally.coordinatorsSeen[label, default: []].insert(ObjectIdentifier(context.coordinator))
    }

    static func dismantleUIViewController(_ uiViewController: UIViewController, coordinator: TallyCoordinator) {
        coordinator.tally.dismantled.append(coordinator.label)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewController, context: Context) -> CGSize? {
        CGSize(width: 200, height: 80)
    }
}

/// A screen whose state decides which representables it shows.
private struct Screen: View {
    let tally: Tally
    @State var count = 0
    @State var showsBanner = true
    @State var firstBranch = true
    @State var bannerID = 0
    @State var items = ["a", "b"]

    var body: some View {
        VStack {
            Text("count \(count)")
            Counted(tally: tally, label: "kept \(count)")
            if showsBanner { Counted(tally: tally, label: "banner") }
            Counted(tally: tally, label: "id \(bannerID)").id(bannerID)
            if firstBranch {
                Counted(tally: tally, label: "first")
            } else {
                Counted(tally: tally, label: "second")
            }
            ForEach(items, id: \.self) { item in Counted(tally: tally, label: "item \(item)") }
        }
    }
}

private struct ControllerScreen: View {
    let tally: Tally
    @State var count = 0
    @State var shows = true
    @State var id = 0

    var body: some View {
        VStack(spacing: 0) {
            if shows { CountedController(tally: tally, label: "controller \(count)") }
            CountedController(tally: tally, label: "id \(id)").id(id)
        }
    }
}

@MainActor
@Suite("UIKit views in SwiftUI keep their view per identity, as iOS does")
struct RepresentableIdentityTests {
    private func window(_ view: some View) -> Window {
        let window = Window()
        window.rootViewController = HostingController(rootView: view)
        window.layout()
        return window
    }

    @Test("The view and coordinator are made once; later layouts only update them with the current value and environment")
    func madeOncePerIdentity() {
        let tally = Tally()
        let screen = Screen(tally: tally)
        let window = window(screen)
        #expect(tally.made == ["kept 0", "banner", "id 0", "first", "item a", "item b"])
        #expect(tally.coordinators == 6)
        let kept = tally.views["kept 0"]?.object
        for count in 1...3 {
            screen.count = count
            window.layout()
        }
        #expect(tally.made.count == 6 && tally.coordinators == 6 && tally.dismantled.isEmpty)
        // Each layout updated the view made first, with the value of that layout.
        #expect(tally.updated.filter { $0.hasPrefix("kept") } == ["kept 0", "kept 1", "kept 2", "kept 3"])
        #expect((kept as? UILabel)?.text == "kept 3")
        #expect(tally.updated.filter { $0 == "banner" }.count == 4)
        // One coordinator for all of an identity's updates.
        let keptCoordinators = tally.coordinatorsSeen.filter { $0.key.hasPrefix("kept") }.values.reduce(Set()) { $0.union($1) }
        #expect(keptCoordinators.count == 1)
        #expect(tally.coordinatorsSeen["banner"]?.count == 1)
        window.colorScheme = .dark
        window.layout()
        #expect(tally.lastScheme == .dark)
        #expect(tally.made.count == 6)
    }

    @Test("A view removed by a state change is dismantled and let go; shown again it is made afresh")
    func removedIsDismantled() {
        let tally = Tally()
        let screen = Screen(tally: tally)
        let window = window(screen)
        weak let banner = tally.views["banner"]?.object
        #expect(banner != nil)
        screen.showsBanner = false
        window.layout()
        #expect(tally.dismantled == ["banner"])
        #expect(banner == nil)
        // The views after the removed one keep theirs.
        #expect(tally.made.count == 6)
        window.layout()
        #expect(tally.dismantled == ["banner"])
        screen.showsBanner = true
        window.layout()
        #expect(tally.made.suffix(1) == ["banner"])
        #expect(tally.made.count == 7 && tally.dismantled == ["banner"])
    }

    @Test("A new .id makes the view afresh and dismantles the old one")
    func idChange() {
        let tally = Tally()
        let screen = Screen(tally: tally)
        let window = window(screen)
        weak let first = tally.views["id 0"]?.object
        screen.bannerID = 1
        window.layout()
        #expect(tally.made.suffix(1) == ["id 1"])
        #expect(tally.dismantled == ["id 0"])
        #expect(first == nil)
        screen.count = 1
        window.layout()
        #expect(tally.made.count == 7)
    }

    @Test("Switching an if/else branch is a new identity, though both branches show the same type")
    func branchSwitch() {
        let tally = Tally()
        let screen = Screen(tally: tally)
        let window = window(screen)
        screen.firstBranch = false
        window.layout()
        #expect(tally.made.suffix(1) == ["second"])
        #expect(tally.dismantled == ["first"])
        screen.firstBranch = true
        window.layout()
        #expect(tally.made.suffix(1) == ["first"])
        #expect(tally.dismantled == ["first", "second"])
    }

    @Test("ForEach keeps each element's view by its id across insertions and removals")
    func forEachElements() {
        let tally = Tally()
        let screen = Screen(tally: tally)
        let window = window(screen)
        let a = tally.views["item a"]?.object, b = tally.views["item b"]?.object
        screen.items = ["a", "x", "b"]
        window.layout()
        #expect(tally.made.suffix(1) == ["item x"])
        #expect(tally.made.count == 7 && tally.dismantled.isEmpty)
        #expect(tally.views["item a"]?.object === a && tally.views["item b"]?.object === b)
        screen.items = ["x", "b"]
        window.layout()
        #expect(tally.dismantled == ["item a"])
        #expect(tally.made.count == 7)
        #expect(tally.coordinatorsSeen["item b"]?.count == 1)
    }

    @Test("Two of one type built at the same place (content and overlay) are two identities, each kept")
    func sameTypeSamePlace() {
        let tally = Tally()
        let window = window(Counted(tally: tally, label: "under").overlay { Counted(tally: tally, label: "over") })
        window.layout()
        window.layout()
        #expect(tally.made == ["under", "over"])
        #expect(tally.updated.count == 6)
        #expect(tally.views["under"]?.object !== tally.views["over"]?.object)
    }

    @Test("sizeThatFits(_:uiView:context:) chooses the view's size in a stack; nil leaves the view's own")
    func sizeThatFitsHonoured() throws {
        let tally = Tally()
        let window = window(
            HStack(spacing: 0) {
                Sized(tally: tally)
                Color.blue
            }
            .frame(width: 300, height: 100))
        let description = window.layoutDescription()
        // The stack offers the width; the representable takes 120 × 30 of it, the colour the rest.
        #expect(description.contains("120×30") || description.contains("120.0×30.0"), "\(description)")
        #expect(tally.lastProposal?.width != nil)
    }

    @Test("The controller representable: made once per identity, updated each layout, dismantled when gone, sized by sizeThatFits")
    func controllerOncePerIdentity() {
        let tally = Tally()
        let screen = ControllerScreen(tally: tally)
        let window = window(screen)
        #expect(tally.made == ["controller 0", "id 0"])
        screen.count = 1
        window.layout()
        window.layout()
        #expect(tally.made == ["controller 0", "id 0"])
        #expect(tally.updated.filter { $0.hasPrefix("controller") }.suffix(2) == ["controller 1", "controller 1"])
        #expect(tally.coordinatorsSeen.filter { $0.key.hasPrefix("controller") }.values.reduce(Set()) { $0.union($1) }.count == 1)
        screen.id = 1
        window.layout()
        #expect(tally.made == ["controller 0", "id 0", "id 1"])
        #expect(tally.dismantled == ["id 0"])
        screen.shows = false
        window.layout()
        #expect(tally.dismantled == ["id 0", "controller 1"])
        #expect(window.layoutDescription().contains("UIViewControllerRepresentable"))
        #expect(window.layoutDescription().contains("200") && window.layoutDescription().contains("80"))
    }
}
