// Where the NapkinUI strategies draw, and that drawing elsewhere changes no byte.
import Foundation
import NapkinUI
import PackageTestSupport
import Raster
import Testing

@testable import SnapshotTesting

/// A card with a shadow over a gradient, different for each variant.
struct FrameDrawingCard: View {
    let title: String

    var body: some View {
        ZStack {
            LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom).ignoresSafeArea()
            Text(title).font(.title).padding(24).background(Color.white, in: RoundedRectangle(cornerRadius: 16)).shadow(radius: 6)
        }
    }
}

@MainActor
@Suite struct FrameDrawingTests {
    /// Eight variants: four devices, light and dark.
    static var variants: [String: Snapshotting<FrameDrawingCard, Bitmap>] {
        var strategies: [String: Snapshotting<FrameDrawingCard, Bitmap>] = [:]
        for device in [Device.iPhoneSE, .iPhone13Pro, .iPhone13ProMax, .iPadPro11] {
            strategies["\(device.name)-light"] = .image(on: device)
            strategies["\(device.name)-dark"] = Snapshotting<FrameDrawingCard, Bitmap>.image(
                on: device.applying(Traits(userInterfaceStyle: .dark)))
        }
        return strategies
    }

    @Test("On the main actor a frame is drawn at once; a matrix has its frames drawn on workers")
    func whereFramesAreDrawn() throws {
        let strategy = Snapshotting<FrameDrawingCard, Bitmap>.image(on: .iPhoneSE)
        let here = FramesDrawnElsewhere()
        let inPlace = SnapshotWaiter.start(strategy.snapshot(FrameDrawingCard(title: "here")))
        #expect(inPlace.value != nil, "delivered before the call returned")
        #expect(!here.any)

        let elsewhere = FramesDrawnElsewhere()
        let deferred = FrameDrawing.$offCaller.withValue(elsewhere) {
            SnapshotWaiter.start(strategy.snapshot(FrameDrawingCard(title: "here")))
        }
        #expect(elsewhere.any, "the frame went to a worker")
        let drawn = try #require(DispatchQueue.global().sync { deferred.wait(timeout: 10) })
        #expect(drawn == inPlace.value)
    }

    @Test("A matrix of screens drawn on workers matches references recorded one at a time, byte for byte")
    func matrixMatchesSequentialRecording() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let card = FrameDrawingCard(title: "Matrix")
        // Recorded one after another on the main actor, each drawn there.
        let recorded = withTestEnvironment(artifacts: folder) {
            Self.variants.sorted { $0.key < $1.key }.compactMap { name, strategy in
                verifySnapshot(
                    of: card, as: strategy, named: name, record: .all, snapshotDirectory: folder.path, testName: "cards()", line: 1,
                    column: 1)
            }
        }
        #expect(recorded.count == 8)
        // Verified as a matrix, exact pixels (precision 1), with the pixel cache off so every
        // reference is decoded and compared.
        var failures: [String] = []
        withTestEnvironment(artifacts: folder, ["SNAPSHOT_TESTING_PIXEL_CACHE": "off"]) {
            SnapshotMatrix(
                variants: Self.variants.sorted { $0.key < $1.key }.map { .init(name: $0.key, strategy: $0.value) },
                recording: .never, snapshotDirectory: folder.path, timeout: 10,
                fileID: #fileID, filePath: #filePath, testName: "cards()", line: 1, column: 1
            ).verify({ card }, examining: SnapshotMatrix<FrameDrawingCard, Bitmap>.concurrently) { failures.append($0) }
        }
        #expect(failures.isEmpty, "\(failures)")
    }

    @Test("A matrix reports a variant that differs, in its place, as a sequential assertion does")
    func matrixReportsADifference() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let names = Self.variants.keys.sorted()
        withTestEnvironment(artifacts: folder) {
            for (name, strategy) in Self.variants {
                _ = verifySnapshot(
                    of: FrameDrawingCard(title: "A"), as: strategy, named: name, record: .all, snapshotDirectory: folder.path,
                    testName: "cards()", line: 1, column: 1)
            }
        }
        // Another title on one device only: re-record that one.
        withTestEnvironment(artifacts: folder) {
            _ = verifySnapshot(
                of: FrameDrawingCard(title: "B"), as: Self.variants[names[3]]!, named: names[3], record: .all,
                snapshotDirectory: folder.path,
                testName: "cards()", line: 1, column: 1)
        }
        var failures: [String] = []
        withTestEnvironment(artifacts: folder) {
            SnapshotMatrix(
                variants: names.map { .init(name: $0, strategy: Self.variants[$0]!) }, recording: .never, snapshotDirectory: folder.path,
                timeout: 120, fileID: #fileID, filePath: #filePath, testName: "cards()", line: 1, column: 1
            ).verify({ FrameDrawingCard(title: "A") }, examining: SnapshotMatrix<FrameDrawingCard, Bitmap>.concurrently) {
                failures.append($0)
            }
        }
        #expect(failures.count == 1)
        #expect(failures.first?.hasPrefix("Snapshot \"\(names[3])\" does not match reference.") == true, "\(failures)")
    }

    @Test("A caller on another thread gets the frame drawn on a worker, the same bytes")
    func offMainCaller() async throws {
        let strategy = Snapshotting<FrameDrawingCard, Bitmap>.image(on: .iPhoneSE)
        let card = FrameDrawingCard(title: "elsewhere")
        let onMain = try SnapshotWaiter.value(of: strategy.snapshot(card), timeout: 120)
        let offMain = try await Task.detached {
            try SnapshotWaiter.value(of: strategy.snapshot(card), timeout: 120)
        }.value
        #expect(offMain == onMain)
    }
}
