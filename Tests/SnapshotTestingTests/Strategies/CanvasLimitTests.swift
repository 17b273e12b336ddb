import Foundation
import NapkinUI
import PackageTestSupport
import Raster
import Testing

@testable import SnapshotTesting

/// A picture beyond the canvas limits fails its assertion with the reason, before anything is
/// allocated, and nothing is recorded that could not be read back.
@MainActor
@Suite struct CanvasLimitTests {
    /// 390×6000 points at 3×: 1170×18000 pixels, taller than any PNG this toolkit reads.
    static let tallDevice = Device(name: "tall", size: CGSize(width: 390, height: 6000), scale: 3, safeAreaInsets: EdgeInsets())
    static let refusal =
        "Couldn't take the snapshot: A canvas of 1170×18000 pixels (390.0×6000.0 points at 3.0×) is beyond the limits of 16384 pixels a side"

    struct Stripe: View {
        var body: some View { Color.red.frame(height: 20) }
    }

    @Test func aDeviceBeyondTheLimitsFailsWithTheReasonAndRecordsNothing() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let strategies: [Snapshotting<Stripe, Bitmap>] = [
            .image(on: Self.tallDevice),
            // The reason survives the strategies that wrap it.
            .wait(for: 0, on: .image(on: Self.tallDevice)),
        ]
        for (index, strategy) in strategies.enumerated() {
            let message = withTestEnvironment(artifacts: folder) {
                verifySnapshot(
                    of: Stripe(), as: strategy, named: "tall\(index)", snapshotDirectory: folder.path, timeout: 30, testName: "tall()")
            }
            #expect(message?.hasPrefix(Self.refusal) == true, "\(index): \(message ?? "passed")")
        }
        #expect(folder.files().isEmpty, "nothing was recorded")
    }

    @Test func aBitmapThatCouldNotBeReadBackIsNotRecorded() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let wide = Bitmap(width: 16_385, height: 2, color: .white)
        let message = withTestEnvironment(artifacts: folder) {
            verifySnapshot(of: wide, as: .image, named: "wide", snapshotDirectory: folder.path, testName: "wide()")
        }
        #expect(
            message?.hasPrefix(
                "Couldn't encode the snapshot: The image could not be encoded as PNG: the bitmap is 16385×2 pixels, beyond the 16384 pixels a side"
            ) == true, "\(message ?? "passed")")
        #expect(folder.files().isEmpty)
    }
}

/// The full content of a long list is a picture no PNG this toolkit reads may hold: the
/// assertion fails with the size and the limits, and nothing is allocated or recorded.
@MainActor
@Suite struct FullContentLimitTests {
    struct LongList: View {
        var body: some View {
            List(0..<20_000, id: \.self) { _ in Text("Row") }
        }
    }

    @Test func aFullContentSnapshotOfTwentyThousandRowsFailsWithTheReason() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let message = withTestEnvironment(artifacts: folder) {
            verifySnapshot(
                of: LongList(), as: .image(on: .iPhone13Pro, fullContent: true), named: "long", snapshotDirectory: folder.path,
                timeout: 300, testName: "long()")
        }
        let text = try #require(message)
        #expect(text.hasPrefix("Couldn't take the snapshot: A canvas of 1170×"), "\(text)")
        #expect(text.contains("is beyond the limits of 16384 pixels a side and 64 megapixels (256 MiB) in all"), "\(text)")
        #expect(folder.files().isEmpty)
    }
}

/// A view tree nested too deep to lay out fails its assertion naming the depth, instead of
/// overflowing the stack (2,000 nested stacks crashed a debug build) or recording a picture
/// with part of the screen missing.
@MainActor
@Suite struct DeepTreeSnapshotTests {
    static func nested(_ levels: Int) -> AnyView {
        var view = AnyView(Text("Deepest"))
        for _ in 0..<levels { view = AnyView(VStack { view }) }
        return view
    }

    @Test func twoThousandNestedStacksFailTheAssertionNamingTheDepth() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let message = withTestEnvironment(artifacts: folder) {
            verifySnapshot(
                of: Self.nested(2_000), as: .image(on: .iPhoneSE), named: "deep", snapshotDirectory: folder.path, testName: "deep()")
        }
        #expect(
            message?.hasPrefix("Couldn't take the snapshot: The view tree is nested deeper than 1000 levels") == true,
            "\(message ?? "passed")")
        #expect(folder.files().isEmpty)
    }
}
