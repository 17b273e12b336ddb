import Foundation
import NapkinUI
import SnapshotTesting
import Testing
import TipKit

/// Tips shaped like the held-out MetroProject's (written for these tests).
private struct ChooseStopsTip: Tip {
    var title: Text { Text("You Don’t Need to Select All Stops") }
    var message: Text? { Text("Only choose the stops where you want alerts. We'll notify you just for those.") }
    var image: Image? { Image(systemName: "bell.badge") }
}

private struct FavoritesTip: Tip {
    @Parameter static var signedIn: Bool = false
    static let openedLine = Tips.Event(id: "openedLine")

    var title: Text { Text("Save Your Line") }
    var message: Text? { Text("Tap the star to keep this line at the top.") }
    var image: Image? { Image(systemName: "star") }
    var rules: [Rule] {
        [
            #Rule(Self.$signedIn) { $0 == true },
            #Rule(Self.openedLine) { $0.donations.count >= 2 },
        ]
    }
}

private struct LocationTip: Tip {
    var title: Text { Text("Need Background Alerts?") }
    var message: Text? { Text("Set location access to Always so we can wake you at your stop.") }
    var image: Image? { Image(systemName: "location.fill") }
    var actions: [Action] { [Action(id: "settings", title: "Open Settings"), Action(id: "later", title: "Not Now")] }
}

private struct LimitedTip: Tip {
    var title: Text { Text("Limited") }
    var options: [any Option] { [Tips.MaxDisplayCount(1)] }
}

/// A stop list with an inline tip at its top and a tip with actions pointing at the list.
private struct StopsScreen: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Select Stops").font(.largeTitle).bold()
            TipView(ChooseStopsTip())
            ForEach(["Olaya", "King Fahd", "Al Malaz"], id: \.self) { stop in
                HStack {
                    Image(systemName: "tram").foregroundStyle(.green)
                    Text(stop)
                    Spacer()
                }
            }
            TipView(LocationTip(), arrowEdge: .top)
            Spacer()
        }
        .padding()
    }
}

/// A button with a popover tip above it, as the held-out screen puts one on its trip button.
private struct TripScreen: View {
    let arrowEdge: Edge

    var body: some View {
        VStack {
            Spacer()
            Button("Start Trip") {}
                .buttonStyle(.borderedProminent)
                .popoverTip(LocationTip(), arrowEdge: arrowEdge)
            Spacer()
        }
        .frame(maxWidth: .infinity)
    }
}

@MainActor
@Suite("TipKit stand-in", .serialized)
struct TipKitTests {
    init() throws { try Tips.resetDatastore() }

    @Test("a tip displays only once the datastore is configured; configuring twice throws until a reset")
    func configuration() throws {
        #expect(ChooseStopsTip().status == .pending)
        #expect(!ChooseStopsTip().shouldDisplay)
        try Tips.configure([.displayFrequency(.immediate), .datastoreLocation(.applicationDefault)])
        #expect(ChooseStopsTip().status == .available)
        #expect(ChooseStopsTip().shouldDisplay)
        #expect(throws: TipKitError.tipsDatastoreAlreadyConfigured) { try Tips.configure() }
        try Tips.resetDatastore()
        #expect(!ChooseStopsTip().shouldDisplay)
        try Tips.configure()
        #expect(ChooseStopsTip().shouldDisplay)
    }

    @Test("invalidating a tip hides it for good, keeps the first reason, and a datastore reset brings it back")
    func invalidation() throws {
        try Tips.configure()
        let tip = ChooseStopsTip()
        tip.invalidate(reason: .actionPerformed)
        tip.invalidate(reason: .tipClosed)
        #expect(tip.status == .invalidated(.actionPerformed))
        #expect(!tip.shouldDisplay)
        #expect(LocationTip().shouldDisplay)
        try Tips.resetDatastore()
        try Tips.configure()
        #expect(tip.status == .available)
    }

    @Test("rules (@Parameter and #Rule): a parameter and an event's donations must both hold; a reset restores the default")
    func rules() async throws {
        try Tips.configure()
        #expect(FavoritesTip().status == .pending)
        FavoritesTip.signedIn = true
        await FavoritesTip.openedLine.donate()
        #expect(FavoritesTip.openedLine.donations.count == 1)
        #expect(!FavoritesTip().shouldDisplay)
        FavoritesTip.openedLine.sendDonation()
        #expect(FavoritesTip().shouldDisplay)
        FavoritesTip.signedIn = false
        #expect(!FavoritesTip().shouldDisplay)
        #expect(FavoritesTip.openedLine.donations.donatedWithin(60).count == 2)
        FavoritesTip.signedIn = true
        try Tips.resetDatastore()
        #expect(!FavoritesTip.signedIn)
        #expect(FavoritesTip.openedLine.donations.isEmpty)
    }

    @Test("testing overrides: show all ignores rules and invalidation, hide all and hiding a type win")
    func testingOverrides() throws {
        try Tips.configure()
        ChooseStopsTip().invalidate(reason: .tipClosed)
        Tips.showAllTipsForTesting()
        #expect(ChooseStopsTip().shouldDisplay)
        #expect(FavoritesTip().shouldDisplay)
        Tips.hideTipsForTesting([FavoritesTip.self])
        #expect(!FavoritesTip().shouldDisplay)
        #expect(!ChooseStopsTip().shouldDisplay)
        Tips.showTipsForTesting([ChooseStopsTip.self])
        #expect(ChooseStopsTip().shouldDisplay)
        Tips.hideAllTipsForTesting()
        #expect(!LocationTip().shouldDisplay)
    }

    @Test("a daily display frequency shows one tip: the one drawn first; others wait unless they ignore it")
    func displayFrequency() throws {
        try Tips.configure([.displayFrequency(.daily)])
        let window = Window(device: .iPhone13Pro)
        window.rootViewController = HostingController(rootView: TipView(ChooseStopsTip()))
        window.layout()
        _ = window.render()
        #expect(ChooseStopsTip().shouldDisplay)
        #expect(LocationTip().status == .pending)
    }

    @Test("a tip with MaxDisplayCount(1) is invalidated after it has been shown once")
    func maxDisplayCount() throws {
        try Tips.configure()
        #expect(LimitedTip().shouldDisplay)
        let window = Window(device: .iPhone13Pro)
        window.rootViewController = HostingController(rootView: TipView(LimitedTip()))
        window.layout()
        _ = window.render()
        #expect(window.layoutDescription().contains("Limited"))
        #expect(LimitedTip().status == .invalidated(.displayCountExceeded))
    }

    @Test("statusUpdates sends the status now and after each change")
    func statusUpdates() async throws {
        try Tips.configure()
        var updates = ChooseStopsTip().statusUpdates.makeAsyncIterator()
        #expect(await updates.next() == .available)
        ChooseStopsTip().invalidate(reason: .actionPerformed)
        #expect(await updates.next() == .invalidated(.actionPerformed))
    }

    @Test("the close button invalidates the tip as closed and the next render draws nothing; actions run their handlers")
    func closeAndActions() throws {
        try Tips.configure()
        let tapped = Tapped()
        let window = Window(device: .iPhone13Pro)
        window.rootViewController = HostingController(
            rootView: VStack {
                TipView(LocationTip()) { action in tapped.ids.append("\(action.id)#\(action.index ?? -1)") }
                Text("Below")
            })
        window.layout()
        #expect(window.layoutDescription().contains("Need Background Alerts?"))
        try window.tap(label: "Not Now")
        #expect(tapped.ids == ["later#1"])
        try window.tap(label: "Close")
        window.layout()
        #expect(LocationTip().status == .invalidated(.tipClosed))
        #expect(!window.layoutDescription().contains("Need Background Alerts?"))
    }

    @Test("inline tips, one with an arrow and actions, light and dark")
    func inlineSnapshot() throws {
        try Tips.configure()
        for scheme in [ColorScheme.light, .dark] {
            assertSnapshot(
                of: StopsScreen(),
                as: .image(layout: .device(config: .iPhone13Pro), traits: UITraitCollection(userInterfaceStyle: scheme)),
                named: scheme == .light ? "light" : "dark")
        }
    }

    @Test("a popover tip above a button (arrow on the bubble's bottom edge) and below it (top edge), light and dark")
    func popoverSnapshot() throws {
        try Tips.configure()
        for (edge, name) in [(Edge.bottom, "above"), (.top, "below")] {
            for scheme in [ColorScheme.light, .dark] {
                assertSnapshot(
                    of: TripScreen(arrowEdge: edge),
                    as: .image(layout: .device(config: .iPhone13Pro), traits: UITraitCollection(userInterfaceStyle: scheme)),
                    named: "\(name)-\(scheme == .light ? "light" : "dark")")
            }
        }
    }
}

/// What a tip's action closure was handed.
@MainActor
private final class Tapped {
    var ids: [String] = []
}
