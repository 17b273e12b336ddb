import Foundation
import NapkinSupport
import NapkinUI
import PackageTestSupport
import Raster
import Testing

@testable import SnapshotTesting

/// A screen as an iOS team writes it: a `some View` built with modifiers.
private struct Receipt: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Brisket").font(.headline)
            Text("$14").foregroundStyle(.secondary)
        }
        .padding()
    }
}

/// A preview as the README's `assertSnapshot(of: X_Previews.previews, as: .image)` uses it;
/// kept out of this module's `assertPreviewSnapshots` (PreviewSnapshotTests counts its previews).
private struct Receipt_Previews: PreviewProvider {
    static var previews: some View {
        Receipt().environment(\.colorScheme, .dark).previewSnapshotExcluded()
    }
}

/// A model a custom strategy draws.
private struct Dish: Sendable {
    let name: String
}

/// The spellings upstream's users write: `as: .image` without arguments for views, hosting
/// controllers and view controllers; a modified view (`some View`) with every view strategy;
/// a custom strategy pulled back from the main actor.
@MainActor
@Suite("Upstream's spellings of the view strategies")
struct UpstreamSpellingTests {
    /// The bitmap `strategy` makes of `value`.
    private func snapshot<Value>(_ value: Value, as strategy: Snapshotting<Value, Bitmap>) throws -> Bitmap {
        let result = Locked<Bitmap?>(nil)
        strategy.snapshot(value).run { bitmap in result.withLock { $0 = bitmap } }
        return try #require(result.withLock { $0 }, "a main-actor render delivers at once")
    }

    @Test("`.image` alone renders views, previews, hosting and plain view controllers on an iPhone 13 Pro, exactly compared")
    func imageWithoutArguments() throws {
        let view = try snapshot(Receipt(), as: .image)
        #expect(view.width == 1170 && view.height == 2532)
        #expect(try snapshot(Receipt_Previews.previews, as: .image) != view)
        #expect(try snapshot(HostingController(rootView: Receipt()), as: .image) == view)
        let plain: ViewController = HostingController(rootView: Receipt())
        #expect(try snapshot(plain, as: .image) == view)
        #expect(Snapshotting<Receipt, Bitmap>.image.pathExtension == "png")
    }

    @Test("A `some View` (a modified view, a function's result) works with every view strategy")
    func opaqueViews() throws {
        func card() -> some View { Text("Card").padding(8).background(Color.yellow) }
        let modified = Text("Hi").padding()
        #expect(try snapshot(modified, as: .image(on: .iPhoneSE)).width == 750)
        #expect(try snapshot(card(), as: .image(layout: .sizeThatFits)).height > 0)
        #expect(try snapshot(card(), as: .image(layout: .fixed(width: 100, height: 50))).width == 300)
        #expect(try snapshot(card(), as: .image(on: .iPhoneSE, traits: .init(userInterfaceStyle: .dark))).width == 750)
        #expect(try snapshot(card(), as: .image(on: .iPhoneSE, fullContent: true)).height == 1334)
    }

    @Test("A strategy pulled back from the main actor builds views and controllers there, at once")
    func pullbackFromTheMainActor() throws {
        let menu = Snapshotting<ViewController, Bitmap>.image(on: .iPhoneSE).pullback { (dish: Dish) in
            MainActor.assertIsolated()
            return HostingController(rootView: Text(dish.name))
        }
        let direct = try snapshot(HostingController(rootView: Text("Brisket")), as: .image(on: .iPhoneSE))
        #expect(try snapshot(Dish(name: "Brisket"), as: menu) == direct)
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let messages = withTestEnvironment(artifacts: folder) {
            (1...2).map { _ in
                verifySnapshot(of: Dish(name: "Ribs"), as: menu, named: "1", snapshotDirectory: folder.path, timeout: 0, testName: "menu()")
            }
        }
        #expect(messages[0]?.hasPrefix("No reference was found on disk.") == true && messages[1] == nil)
    }

    @Test("Off the main actor, a strategy written on the main actor still runs its conversion there")
    nonisolated func pullbackCalledOffTheMainActor() async throws {
        let strategy = await MainActor.run {
            Snapshotting<String, String>.lines.pullback { (dish: Dish) in
                MainActor.assertIsolated()
                return dish.name
            }
        }
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let message = await Task.detached {
            withTestEnvironment(artifacts: folder) {
                verifySnapshot(of: Dish(name: "Slaw"), as: strategy, snapshotDirectory: folder.path, timeout: 120, testName: "off()")
            }
        }.value
        #expect(message?.hasPrefix("No reference was found on disk.") == true)
        #expect(try String(contentsOfFile: folder.path("off.1.txt"), encoding: .utf8) == "Slaw")
    }

    @Test("A nonisolated pullback (a static strategy) runs where the assertion runs, as before")
    nonisolated func nonisolatedPullback() throws {
        let priced = Snapshotting<String, String>.lines.pullback { (dish: Dish) in "\(dish.name): $14" }
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let message = withTestEnvironment(artifacts: folder) {
            verifySnapshot(of: Dish(name: "Beans"), as: priced, snapshotDirectory: folder.path, timeout: 0, testName: "priced()")
        }
        #expect(message?.hasPrefix("No reference was found on disk.") == true)
    }
}
