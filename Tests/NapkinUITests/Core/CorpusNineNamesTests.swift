import Foundation
import RasterCore
import Testing

@testable import NapkinUI

/// Counts the runs of a `task(id:)`, and the cancelled ones.
@MainActor
private final class TaskLog {
    var started: [Int] = []
    var cancelled: [Int] = []
}

/// A screen whose task reloads when `page` changes, as corpus9's profile reloads its collections.
private struct PagedScreen: View {
    let log: TaskLog
    let page: Int
    let title: String

    var body: some View {
        Text(title).task(id: page) { [log, page] in
            log.started.append(page)
            try? await Task.sleep(for: .seconds(30))
            if Task.isCancelled { log.cancelled.append(page) }
        }
    }
}

/// A sheet with a corner radius of its own, as corpus9's modifiers present their sheets.
private struct RoundedSheetScreen: View {
    var body: some View {
        Text("Feed").sheet(isPresented: .constant(true)) {
            Text("Options").presentationDetents([.medium]).presentationCornerRadius(20).presentationDragIndicator(.visible)
        }
    }
}

/// Reads whether text selection is on where it is drawn.
private struct SelectionProbe: View {
    @Environment(\.isTextSelectionEnabled) var selectable
    var body: some View { Text(selectable ? "selectable" : "fixed") }
}

/// A feed whose posts zoom into their detail (iOS 18's zoom transition).
private struct ZoomFeed: View {
    @Namespace var animation
    let zooms: Bool

    var body: some View {
        NavigationStack {
            List(["a", "b"], id: \.self) { post in
                NavigationLink {
                    if zooms {
                        Text("Post \(post)").navigationTransition(.zoom(sourceID: post, in: animation))
                    } else {
                        Text("Post \(post)").navigationTransition(.automatic)
                    }
                } label: {
                    if zooms { Text("Row \(post)").matchedTransitionSource(id: post, in: animation) } else { Text("Row \(post)") }
                }
            }
            .navigationTitle("Feed")
        }
    }
}

/// A collection cell that opens its editor on a long press, as corpus9's profile grid does.
private struct CollectionCell: View {
    let log: TaskLog
    @State private var editing = false

    var body: some View {
        VStack {
            Text(editing ? "Editing Stamps" : "Stamps")
                .onLongPressGesture {
                    editing = true
                } onPressingChanged: { [log] pressing in
                    log.started.append(pressing ? 1 : 0)
                }
            Text("Coins").onLongPressGesture {}.disabled(true)
        }
    }
}

/// The names corpus9's fifth held-out sample found missing (issue 27).
@MainActor
@Suite("SwiftUI names from real screens, ninth")
struct CorpusNineNamesTests {
    @Test("task(id:) starts on appearing, restarts (cancelling the old run) when the id changes, not otherwise")
    func taskID() async throws {
        let log = TaskLog()
        let window = Window(device: .iPhoneSE)
        let controller = HostingController(rootView: PagedScreen(log: log, page: 1, title: "one"))
        window.rootViewController = controller
        window.layout()
        try await waitFor { log.started == [1] }
        controller.rootView = PagedScreen(log: log, page: 1, title: "still one")
        window.layout()
        controller.rootView = PagedScreen(log: log, page: 2, title: "two")
        window.layout()
        try await waitFor { log.started == [1, 2] && log.cancelled == [1] }
        controller.rootView = PagedScreen(log: log, page: 2, title: "two again")
        window.layout()
        await Task.yield()
        #expect(log.started == [1, 2])
    }

    @Test("presentationCornerRadius(_:) is the sheet's; the default is the system's")
    func presentationCornerRadius() throws {
        let window = Window()
        let root = HostingController(rootView: RoundedSheetScreen())
        window.rootViewController = root
        window.layout()
        let sheet = try #require(root.presentedViewController)
        #expect(sheet.sheetPreferences.cornerRadius == 20)
        #expect(sheet.sheetPreferences.showsGrabber)
        #expect(SheetPreferences().cornerRadius == nil)
    }

    @Test("A sheet's corners are drawn with presentationCornerRadius(_:), the system's 10 points without it")
    func presentationCornerRadiusDrawn() throws {
        func render(radius: CGFloat?) throws -> (Bitmap, CGRect) {
            let window = Window()
            let screen = Text("Feed").sheet(isPresented: .constant(true)) {
                Color.white.presentationDetents([.medium]).presentationCornerRadius(radius)
            }
            let root = HostingController(rootView: screen)
            window.rootViewController = root
            window.layout()
            let sheet = try #require(root.presentedViewController)
            return (window.render(), sheet.frame)
        }
        let (rounded, frame) = try render(radius: 40)
        let (system, _) = try render(radius: nil)
        let scale = Device.iPhone13Pro.scale
        // 6 points in from the card's top-left corner: inside a 10-point corner, outside a 40-point one.
        let x = Int((frame.minX + 6) * scale), y = Int((frame.minY + 6) * scale)
        #expect(system.color(atX: x, y: y) == .white)
        #expect(rounded.color(atX: x, y: y) != .white)
        // Along the card's middle both are the sheet's white.
        let middle = Int(frame.midX * scale)
        #expect(rounded.color(atX: middle, y: y) == .white && system.color(atX: middle, y: y) == .white)
    }

    @Test("textSelection(.enabled) turns selection on below it, .disabled off; the text draws the same")
    func textSelection() throws {
        let on = Window(device: .iPhoneSE)
        on.rootViewController = HostingController(rootView: VStack { SelectionProbe() }.textSelection(.enabled))
        #expect(on.layoutDescription().contains("selectable"))
        let off = Window(device: .iPhoneSE)
        off.rootViewController = HostingController(
            rootView: VStack { SelectionProbe().textSelection(.disabled) }.textSelection(.enabled))
        #expect(off.layoutDescription().contains("fixed"))
        let plain = Window(device: .iPhoneSE)
        plain.rootViewController = HostingController(rootView: Text("Copy me"))
        let selectable = Window(device: .iPhoneSE)
        selectable.rootViewController = HostingController(rootView: Text("Copy me").textSelection(.enabled))
        #expect(plain.render() == selectable.render())
    }

    @Test("A zoom transition and its source draw settled: the feed and the pushed post as with .automatic")
    func zoomTransition() throws {
        let zoomed = Window(device: .iPhoneSE)
        zoomed.rootViewController = HostingController(rootView: ZoomFeed(zooms: true))
        let automatic = Window(device: .iPhoneSE)
        automatic.rootViewController = HostingController(rootView: ZoomFeed(zooms: false))
        #expect(zoomed.render() == automatic.render())
        try zoomed.tap(label: "Row b")
        try automatic.tap(label: "Row b")
        #expect(zoomed.layoutDescription().contains("Post b"))
        #expect(zoomed.render() == automatic.render())
    }

    @Test("onLongPressGesture: a long press runs the action between pressing true and false; a tap does not")
    func longPress() throws {
        let log = TaskLog()
        let window = Window(device: .iPhoneSE)
        window.rootViewController = HostingController(rootView: CollectionCell(log: log))
        #expect(throws: InteractionError.self) { try window.tap(label: "Stamps") }
        #expect(window.layoutDescription().contains("\"Stamps\""))
        try window.longPress("stamps")
        #expect(log.started == [1, 0])
        #expect(window.layoutDescription().contains("Editing Stamps"))
        #expect(throws: InteractionError.self) { try window.longPress("Coins") }
        #expect(throws: InteractionError.self) { try window.longPress("Medals") }
    }

    /// Lets tasks run until `condition` holds (at most about two seconds).
    private func waitFor(_ condition: () -> Bool) async throws {
        for _ in 0..<200 where !condition() {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(condition())
    }
}
