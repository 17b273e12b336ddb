import NapkinUI
import SwiftData
import Testing

@testable import OSLog

private struct CartView: View {
    @StateObject var cart = CartModel()

    var body: some View {
        Text("\(cart.items.count) items, \(Int(Spacing.card.height)) pt")
    }
}

@MainActor
@Suite("Combine, CoreGraphics, OSLog, os, SwiftUICore and SwiftUI overlay stand-ins")
struct StandInTests {
    @Test("A model declared in a file importing only Combine is the ObservableObject @StateObject takes")
    func combineModelInAView() throws {
        let model = CartModel()
        var changes = 0
        let token = model.objectWillChange.sink { changes += 1 }
        model.added.send("tea")
        #expect(model.items == ["tea"])
        #expect(changes == 1)
        let window = Window(device: .iPhone13Pro)
        window.rootViewController = HostingController(rootView: CartView())
        #expect(window.layoutDescription().contains("\"0 items, 16 pt\""))
        _ = token
    }

    @Test("Logger writes one line a message, with privacy and formats applied")
    func loggerLines() {
        let lines = LockedLines()
        let logger = Logger(subsystem: "com.example.shop", category: "cart", sink: LogSink { lines.append($0) })
        let user = "ann@example.com"
        let count = 255
        logger.info("user \(user, privacy: .private) has \(count, format: .hex(includePrefix: true)) items")
        logger.error("total \(12.5, format: .fixed(precision: 2)) \(true) \(count, align: .right(columns: 5))")
        logger.debug("hash \(user, privacy: .private(mask: .hash))")
        #expect(
            lines.all.prefix(2) == [
                "[com.example.shop:cart] info: user <private> has 0xff items",
                "[com.example.shop:cart] error: total 12.50 true   255",
            ])
        #expect(lines.all.count == 3)
        #expect(lines.all.last?.hasPrefix("[com.example.shop:cart] debug: hash <mask.hash: '") == true)
    }

    @Test("A file importing only os logs through the same Logger (os re-exports OSLog)")
    func osModule() {
        let lines = LockedLines()
        let log = OrderLog(logger: Logger(subsystem: "com.example.shop", category: "orders", sink: LogSink { lines.append($0) }))
        log.placed(3)
        #expect(lines.all == ["[com.example.shop:orders] default: placed 3 orders"])
    }

    @Test("A view file importing only SwiftUICore (iOS 18) lays out as a SwiftUI one")
    func swiftUICoreModule() {
        let window = Window(device: .iPhone13Pro)
        window.rootViewController = HostingController(rootView: Badge(count: 4))
        #expect(window.layoutDescription().contains("\"4 new\""))
    }

    @Test("A file keeping `import UIKit` compiles what it puts behind #if canImport(UIKit), as on iOS")
    func uiKitModule() {
        #expect(uiKitHelperCompiled)
        #expect(streakColor(days: 9) == UIColor.systemOrange)
        let window = Window(device: .iPhone13Pro)
        window.rootViewController = HostingController(rootView: StreakBadge(days: 9))
        #expect(window.layoutDescription().contains("\"9 days\""))
    }

    @Test(
        "A view file importing _MapKit_SwiftUI, _PhotosUI_SwiftUI, _StoreKit_SwiftUI, _SwiftData_SwiftUI and _AuthenticationServices_SwiftUI by name lays out as with the modules themselves"
    )
    func swiftUIOverlayModules() throws {
        let container = try ModelContainer(
            for: Folder.self, Note.self, Tag.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        container.mainContext.insert(Note(title: "Groceries", serial: 1))
        let window = Window(device: .iPhone13Pro)
        window.rootViewController = HostingController(rootView: OverlayScreen().modelContainer(container))
        let layout = window.layoutDescription()
        #expect(layout.contains("\"Duomo\""))
        #expect(layout.contains("\"Choose Photo\""))
        #expect(layout.contains("\"Rate\""))
        #expect(layout.contains("\"1 notes\""))
        window.rootViewController = HostingController(rootView: OverlaySignInScreen())
        #expect(window.layoutDescription().contains("Continue with Apple"))
    }

    @Test("NAPKIN_OSLOG picks the lowest level written; off and unknown values silence")
    func threshold() {
        #expect(LogSink.threshold(from: nil) == .debug)
        #expect(LogSink.threshold(from: "error") == .error)
        #expect(LogSink.threshold(from: "Notice") == .default)
        #expect(LogSink.threshold(from: "off") == nil)
        #expect(LogSink.threshold(from: "loud") == nil)
        #expect(OSLogType.debug < .info && OSLogType.info < .default && OSLogType.default < .error && OSLogType.error < .fault)
    }

    @Test("os_log's printf form hides %{private} arguments and shows %{public} ones")
    func printfPrivacy() {
        let text = LogSink.printf("user %{private}@ id %{public}d of %d", ["ann" as NSString, 42 as Int32, 7 as Int32])
        #expect(text == "user <private> id 42 of 7")
    }
}

/// Lines a test logger wrote, safe to append from the sink's `@Sendable` closure.
private final class LockedLines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []

    func append(_ line: String) { lock.withLock { lines.append(line) } }
    var all: [String] { lock.withLock { lines } }
}
