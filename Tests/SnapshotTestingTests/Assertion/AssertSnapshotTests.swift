import Foundation
import PackageTestSupport
import Raster
import Testing

@testable import SnapshotTesting

/// Reporting through Swift Testing, asynchronous strategies and composed strategies.
@Suite struct AssertSnapshotTests {
    @Test func failureIsRecordedAsASwiftTestingIssue() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // One call site for both assertions, since they share a reference.
        func check(testName: String = #function) {
            assertSnapshot(of: samplePicture(), as: .image, named: "1", snapshotDirectory: folder.path, testName: testName)
        }
        withTestEnvironment(artifacts: folder) {
            withKnownIssue {
                check()
            } matching: { issue in
                issue.comments.contains { $0.rawValue.hasPrefix("No reference was found on disk.") }
            }
            // The recorded reference now matches, and the second assertion records nothing.
            check()
        }
        #expect(folder.files() == ["failureIsRecordedAsASwiftTestingIssue.1.png"])
    }

    @Test func assertSnapshotsUsesNamesOrCounters() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        withTestEnvironment(artifacts: folder) {
            withKnownIssue {
                assertSnapshots(of: "value", as: ["plain": .lines, "dumped": .dump], snapshotDirectory: folder.path, testName: "many()")
                assertSnapshots(of: "value", as: [.lines, .description], snapshotDirectory: folder.path, testName: "many()")
            }
        }
        #expect(folder.files() == ["many.1.txt", "many.2.txt", "many.dumped.txt", "many.plain.txt"])
    }

    @MainActor @Test func mainActorStrategyRunsSynchronouslyOnTheMainActor() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let message = withTestEnvironment(artifacts: folder) {
            verifySnapshot(of: 7, as: .mainActorText, snapshotDirectory: folder.path, timeout: 0, testName: "main()")
        }
        #expect(message?.hasPrefix("No reference was found on disk.") == true)
        #expect(try String(contentsOfFile: folder.path("main.1.txt"), encoding: .utf8) == "rendered 7 on the main actor")
    }

    @Test func mainActorStrategyIsAwaitedFromElsewhere() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let message = withTestEnvironment(artifacts: folder) {
            // Off the main actor, the strategy waits for it; in a whole parallel `swift test` on two
            // cores another test can hold the main actor for many seconds (a 5 s wait timed out once),
            // and what this pins is that the value arrives, not how soon.
            verifySnapshot(of: 8, as: .mainActorText, snapshotDirectory: folder.path, timeout: 120, testName: "elsewhere()")
        }
        #expect(message?.hasPrefix("No reference was found on disk.") == true)
        #expect(try String(contentsOfFile: folder.path("elsewhere.1.txt"), encoding: .utf8) == "rendered 8 on the main actor")
    }

    @Test func strategyThatNeverDeliversTimesOut() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let silent = Snapshotting<Int, String>(pathExtension: "txt", diffing: .lines) { _ in Async { _ in } }
        let message = withTestEnvironment(artifacts: folder) {
            verifySnapshot(of: 1, as: silent, snapshotDirectory: folder.path, timeout: 0.05, testName: "silent()")
        }
        #expect(message?.hasPrefix("Exceeded timeout of 0.05 seconds waiting for snapshot.") == true)
        #expect(folder.files().isEmpty)
        #expect(folder.failureArtifacts().isEmpty)
    }

    @Test func throwingValueFails() throws {
        struct Broken: Error {}
        func make() throws -> String { throw Broken() }
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let message = try withTestEnvironment(artifacts: folder) {
            verifySnapshot(of: try make(), as: .lines, snapshotDirectory: folder.path, testName: "throwing()")
        }
        #expect(message == "Couldn't snapshot value: producing it threw Broken()")
    }

    @Test func pullbacksCompose() throws {
        struct Receipt { var total: Int }
        struct Poster { var bitmap: Bitmap }
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let receipt = Snapshotting<String, String>.lines.pullback { (receipt: Receipt) in "total: \(receipt.total)" }
        let poster = Snapshotting<Poster, Poster>(
            pathExtension: "png",
            diffing: Diffing<Bitmap>.image.pullback({ (poster: Poster) in poster.bitmap }, from: { Poster(bitmap: $0) })
        )
        try samplePicture().write(to: folder.url.appendingPathComponent("poster.1.png"))

        let messages = withTestEnvironment(artifacts: folder) {
            [verifySnapshot(of: Receipt(total: 12), as: receipt, snapshotDirectory: folder.path, testName: "receipt()")]
                // One call site for both posters, since they compare with one reference.
                + [samplePicture(), samplePicture().brightened(by: 9)].map { bitmap in
                    verifySnapshot(of: Poster(bitmap: bitmap), as: poster, named: "1", snapshotDirectory: folder.path, testName: "poster()")
                }
        }
        #expect(try String(contentsOfFile: folder.path("receipt.1.txt"), encoding: .utf8) == "total: 12")
        #expect(messages[1] == nil)
        #expect(messages[2]?.contains("1,200 of 1,200 pixels differ") == true)
    }

    @Test func customDiffToolWordsTheMessage() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Data("a".utf8).write(to: folder.url.appendingPathComponent("tool.1.txt"))
        let message = withTestEnvironment(artifacts: folder) {
            withSnapshotTesting(diffTool: "compare") {
                verifySnapshot(of: "b", as: .lines, snapshotDirectory: folder.path, testName: "tool()")
            }
        }
        // A string literal is the command followed by the two paths, unquoted, as upstream.
        #expect(message?.contains("compare \(folder.path)/tool.1.txt \(folder.path)/artifacts/AssertSnapshotTests/tool.1.txt") == true)
    }
}

extension Snapshotting where Value == Int, Format == String {
    /// A strategy that, like NapkinUI's, must produce its snapshot on the main actor.
    static var mainActorText: Snapshotting {
        Snapshotting(pathExtension: "txt", diffing: .lines) { value in
            Async { callback in
                Task.immediate { @MainActor in
                    MainActor.assertIsolated()
                    callback("rendered \(value) on the main actor")
                }
            }
        }
    }
}
