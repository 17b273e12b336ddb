import Napkin
import NapkinTesting
import NapkinUI
import SnapshotTesting
import Testing

@testable import RibHouse

@MainActor
@Suite("TabBarNapkin: concurrent and stacked routing")
struct TabBarNapkinTests {
    func connectedScene() async throws -> (RibHouseTabsScene, TabBarNapkinRouter) {
        let scene = RibHouseTabsScene(device: .iPhone13Pro)
        try await scene.connect()
        let router = try #require(scene.router as? TabBarNapkinRouter)
        return (scene, router)
    }

    func childrenActive(_ router: TabBarNapkinRouter) -> [Bool] {
        [router.homeRouter, router.browseRouter, router.profileRouter].map { $0?.interactable.lifecycle.isActive ?? false }
    }

    @Test("All three children are attached and active after load, and stay so across selections")
    func allChildrenStayActive() async throws {
        let (scene, router) = try await connectedScene()
        #expect(router.children.count == 3)
        #expect(childrenActive(router) == [true, true, true])
        for tab in [RibHouseTab.browse, .profile, .home, .browse] {
            try scene.window.tap(label: tab.title)
            #expect(router.children.count == 3)
            #expect(childrenActive(router) == [true, true, true])
        }
        #expect(scene.treeDescription.contains("BrowseNapkin (active)"))
    }

    @Test("A tap on the bar reaches the interactor through the presentable listener")
    func selectionReachesTheInteractor() async throws {
        let (scene, router) = try await connectedScene()
        try scene.window.tap(label: "PROFILE")
        try await waitUntil("interactor heard the selection") { await router.interactor.selectedIndex == 2 }
    }

    @Test("Home's \"See your profile\" asks the parent, which selects Profile")
    func homeRequestsProfile() async throws {
        let (scene, _) = try await connectedScene()
        let tabs = try #require(scene.window.rootViewController?.children.first as? TabBarController)
        #expect(tabs.selectedIndex == 0)
        try scene.window.tap(label: "See your profile")
        try await waitUntil("Profile selected") { tabs.selectedIndex == 2 }
        #expect(scene.window.layoutDescription().contains("\"LOGOUT\""))
    }

    @Test("Push attaches the detail napkin, back pops and detaches it, and it is released")
    func pushAndPop() async throws {
        let (scene, router) = try await connectedScene()
        let browse = try #require(router.browseRouter as? BrowseNapkinRouter)
        let detector = LeakDetector(timeout: .milliseconds(500), reporter: { _ in })
        router.leakDetector = detector
        try scene.window.tap(label: "BROWSE")
        try scene.window.tap(label: "Brisket")
        try await waitUntil("Brisket selected") { scene.window.layoutDescription().contains("SELECTED") }
        try scene.window.tap(label: "Brisket")
        try await waitUntil("detail pushed") { scene.window.interactiveElements().contains { $0.kind == .backButton } }
        weak let detailRouter = browse.detailRouter
        weak let detailController = browse.detailRouter?.viewControllable.uiviewController
        #expect(browse.children.count == 1)
        #expect(scene.window.layoutDescription().contains("title=\"Brisket\""))
        try scene.window.tap(label: "Back")
        try await waitUntil("detail detached") { browse.children.isEmpty && browse.detailRouter == nil }
        try await waitUntil("detail released") { detailRouter == nil && detailController == nil }
        await expectNoLeaks(detector)
    }

    @Test("Snapshots of each tab", arguments: RibHouseTab.allCases)
    func tabSnapshots(tab: RibHouseTab) async throws {
        let scene = RibHouseTabsScene(device: .iPhone13Pro)
        try await scene.show(tab)
        assertSnapshot(of: scene.window, as: .image, named: tab.rawValue)
    }

    @Test("Snapshot of the pushed detail, and the tab bar's layout text")
    func detailSnapshot() async throws {
        let (scene, _) = try await connectedScene()
        try scene.window.tap(label: "BROWSE")
        assertSnapshot(of: scene.window, as: .layoutDescription, named: "browse")
        try scene.window.tap(label: "Burnt Ends")
        try await waitUntil("selected") { scene.window.layoutDescription().contains("SELECTED") }
        try scene.window.tap(label: "Burnt Ends")
        try await waitUntil("detail pushed") { scene.window.interactiveElements().contains { $0.kind == .backButton } }
        assertSnapshot(of: scene.window, as: .image, named: "detail")
    }

    @Test("Flow: Browse → select Burnt Ends → Home → Browse still shows it → detail → back")
    func stateSurvivesTabSwitches() async throws {
        let (scene, router) = try await connectedScene()
        let browse = try #require(router.browseRouter as? BrowseNapkinRouter)
        try scene.window.tap(label: "BROWSE")
        try scene.window.tap(label: "Burnt Ends")
        try await waitUntil("Burnt Ends selected") { scene.window.layoutDescription().contains("SELECTED") }
        let selected = scene.window.render()
        try scene.window.tap(label: "HOME")
        #expect(!scene.window.layoutDescription().contains("Burnt Ends\" "))
        try scene.window.tap(label: "BROWSE")
        #expect(scene.window.render() == selected)
        let rows = scene.window.layoutDescription().split(separator: "\n")
        let marked = try #require(rows.firstIndex { $0.contains("\"SELECTED →\"") })
        #expect(rows[(marked - 3)..<marked].contains { $0.contains("\"Burnt Ends\"") }, "the mark is on the Burnt Ends row")
        try scene.window.tap(label: "Burnt Ends")
        try await waitUntil("detail pushed") {
            browse.children.count == 1 && scene.window.interactiveElements().contains { $0.kind == .backButton }
        }
        try scene.window.tap(label: "Back")
        try await waitUntil("back on the menu") { browse.detailRouter == nil }
        #expect(scene.window.render() == selected)
    }
}
