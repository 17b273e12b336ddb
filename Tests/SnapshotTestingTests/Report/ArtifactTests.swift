import Foundation
import PackageTestSupport
import PixelComparison
import Raster
import Testing

@testable import SnapshotTesting

/// Failure artifacts and the HTML report.
@Suite struct ArtifactTests {
    @Test func mismatchWritesThreeImagesAndTheReport() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let reference = samplePicture()
        try reference.write(to: folder.url.appendingPathComponent("artifacts.1.png"))
        let changed = reference.setting(x: 30, y: 5, to: 0xFFFF_0000)

        let message = try #require(
            withTestEnvironment(artifacts: folder) {
                verifySnapshot(of: changed, as: .image, snapshotDirectory: folder.path, testName: "artifacts()")
            })

        let artifacts = folder.url.appendingPathComponent("artifacts")
        #expect(folder.failureArtifacts() == ["ArtifactTests"])
        #expect(
            folder.files(in: "artifacts/ArtifactTests") == ["artifacts.1.difference.png", "artifacts.1.png", "artifacts.1.reference.png"])
        let sub = artifacts.appendingPathComponent("ArtifactTests")
        #expect(try Bitmap(contentsOf: sub.appendingPathComponent("artifacts.1.png")) == changed)
        #expect(try Bitmap(contentsOf: sub.appendingPathComponent("artifacts.1.reference.png")) == reference)
        #expect(message.contains("  difference: \(sub.path)/artifacts.1.difference.png"))
        #expect(message.contains("  report:     \(artifacts.path)/index.html"))

        // The difference picture: 40×30 is enlarged 8×; the changed pixel is magenta in the
        // middle panel, whose left edge is two gutters and one panel in.
        let picture = try Bitmap(contentsOf: sub.appendingPathComponent("artifacts.1.difference.png"))
        let panel = 40 * 8, gutter = 8, header = picture.height - 30 * 8 - gutter
        #expect(picture.width == 3 * panel + 4 * gutter)
        #expect(picture[2 * gutter + panel + 30 * 8 + 4, header + 5 * 8 + 4] == DifferencePalette.failingColor)
        #expect(picture[2 * gutter + panel + 2, header + 20 * 8] != DifferencePalette.failingColor)

        let page = try String(contentsOf: artifacts.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(page.contains("<title>1 snapshot failure</title>"))
        #expect(page.contains("src=\"ArtifactTests/artifacts.1.reference.png\""))
        #expect(page.contains("src=\"ArtifactTests/artifacts.1.png\""))
        #expect(page.contains("src=\"ArtifactTests/artifacts.1.difference.png\""))
        #expect(page.contains("type=\"range\""))
        #expect(!page.contains("<link") && !page.contains("<script src"), "the page must be self-contained")
    }

    @Test func failuresAccumulateInOneReport() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Data("old\n".utf8).write(to: folder.url.appendingPathComponent("first.1.txt"))
        try Data("old\n".utf8).write(to: folder.url.appendingPathComponent("second.1.txt"))

        withTestEnvironment(artifacts: folder) {
            _ = verifySnapshot(of: "new <b>&\n", as: .lines, snapshotDirectory: folder.path, testName: "first()")
            // The same assertion failing twice (one call site, one reference).
            for text in ["new\n", "newer\n"] {
                _ = verifySnapshot(of: text, as: .lines, named: "1", snapshotDirectory: folder.path, testName: "second()")
            }
        }

        let page = try String(contentsOfFile: folder.path("artifacts/index.html"), encoding: .utf8)
        #expect(page.contains("<title>2 snapshot failures</title>"))
        #expect(page.contains("first.1.txt") && page.contains("second.1.txt"))
        #expect(page.contains("+new &lt;b&gt;&amp;"))
        #expect(page.contains("+newer") && !page.contains("<span class=\"added\">+new</span>"), "a repeated failure replaces its entry")
        #expect(
            folder.files(in: "artifacts/ArtifactTests") == [
                "first.1.patch", "first.1.reference.txt", "first.1.txt", "second.1.patch", "second.1.reference.txt", "second.1.txt",
            ])
    }

    @Test func missingReferenceOnCINamesTheCommitAndKeepsACopy() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }

        let message = try #require(
            withTestEnvironment(artifacts: folder, ["CI": "true"]) {
                verifySnapshot(of: samplePicture(), as: .image, snapshotDirectory: folder.path("refs"), testName: "onCI()")
            })

        #expect(
            message.contains(
                "CI is set: this reference was recorded on the CI machine and disappears with it. The reference must be committed"))
        #expect(folder.files(in: "refs") == ["onCI.1.png"])
        #expect(folder.files(in: "artifacts/ArtifactTests") == ["onCI.1.png"])
        #expect(FileManager.default.fileExists(atPath: folder.path("artifacts/index.html")))
    }

    @Test func missingReferenceOffCIWritesNoArtifacts() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let message = withTestEnvironment(artifacts: folder, ["CI": "false"]) {
            verifySnapshot(of: samplePicture(), as: .image, snapshotDirectory: folder.path("refs"), testName: "local()")
        }
        #expect(message?.contains("CI is set") == false)
        #expect(folder.failureArtifacts().isEmpty)
    }
}
