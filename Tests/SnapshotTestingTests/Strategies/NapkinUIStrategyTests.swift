// Tests of the NapkinUI strategies: view controllers, views and windows.
import Foundation
import NapkinUI
import PackageTestSupport
import Raster
import Testing

@testable import SnapshotTesting

/// The image and layout strategies for view controllers, views and windows.
@Suite struct NapkinUIStrategyTests {
    @MainActor @Test func viewControllerRendersAtTheDevicePixelSizeAndMatchesItsRecording() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let controller = HostingController(rootView: Color(hex: 0xCC2200))

        // Twice from one call site: the first records, the second compares.
        let messages = withTestEnvironment(artifacts: folder) {
            (1...2).map { _ in
                verifySnapshot(
                    of: controller, as: .image(on: .iPhoneSE), named: "1", snapshotDirectory: folder.path, timeout: 0,
                    testName: "controller()")
            }
        }

        #expect(messages[0]?.hasPrefix("No reference was found on disk.") == true)
        #expect(messages[1] == nil, "rendering is deterministic, and synchronous on the main actor (timeout 0)")
        let bitmap = try Bitmap(contentsOf: folder.url.appendingPathComponent("controller.1.png"))
        #expect(bitmap.width == Device.iPhoneSE.pixelWidth && bitmap.height == Device.iPhoneSE.pixelHeight)
    }

    @MainActor @Test func viewAndWindowStrategies() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let window = Window(device: .iPhoneSE)
        window.rootViewController = HostingController(rootView: Color(hex: 0x00AA44))
        window.makeKeyAndVisible()

        // The view and the window compare with one reference, so from one call site.
        func verifyView<Value>(_ value: Value, as strategy: Snapshotting<Value, Bitmap>) -> String? {
            verifySnapshot(of: value, as: strategy, named: "1", snapshotDirectory: folder.path, testName: "view()")
        }
        let messages = withTestEnvironment(artifacts: folder) {
            [
                verifyView(Color(hex: 0x00AA44), as: .image(on: .iPhoneSE)),
                verifyView(window, as: .image),
                verifySnapshot(of: window, as: .image(on: .iPadPro11), snapshotDirectory: folder.path, testName: "ipad()"),
                verifySnapshot(of: window, as: .layoutDescription, snapshotDirectory: folder.path, testName: "tree()"),
            ]
        }

        #expect(messages[0] != nil)
        #expect(messages[1] == nil, "a hosted view and the same window render alike")
        let ipad = try Bitmap(contentsOf: folder.url.appendingPathComponent("ipad.1.png"))
        #expect(ipad.width == Device.iPadPro11.pixelWidth && ipad.height == Device.iPadPro11.pixelHeight)
        #expect(window.rootViewController != nil, "the root goes back to its window")
        #expect(try !String(contentsOfFile: folder.path("tree.1.txt"), encoding: .utf8).isEmpty)
    }

    @Test func nonisolatedCallersWaitForTheMainActor() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let controller = await MainActor.run { HostingController(rootView: Color(hex: 0x123456)) as ViewController }

        let message = withTestEnvironment(artifacts: folder) {
            // A generous timeout: in a full parallel run the main actor may be busy with other
            // suites for longer than the default 5 s before it takes this render.
            verifySnapshot(of: controller, as: .image(on: .iPhoneSE), snapshotDirectory: folder.path, timeout: 120, testName: "hop()")
        }

        #expect(message?.hasPrefix("No reference was found on disk.") == true)
    }
}
