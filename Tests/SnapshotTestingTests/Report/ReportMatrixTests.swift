import Foundation
import PackageTestSupport
import Raster
import SnapshotReport
import Testing

@testable import SnapshotTesting

/// The report shows a failing matrix as one grid: rows are the variants, columns the
/// reference, the difference and the new snapshot.
@Suite struct ReportMatrixTests {
    @Test func aFailingMatrixIsOneGridInTheOrderOfItsVariants() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var changed = samplePicture()
        for x in 0..<10 { changed[x, 3] = 0xFF00_00FF }
        let png = Diffing<Bitmap>.image.toData
        for name in ["dark", "light", "rtl"] {
            try png(changed).write(to: URL(fileURLWithPath: folder.path("screen.\(name).png")))
        }
        try Data("damaged".utf8).write(to: URL(fileURLWithPath: folder.path("screen.large%20type.png")))
        let strategies = Dictionary(
            uniqueKeysWithValues: ["dark", "light", "rtl", "large type", "missing"].map { ($0, Snapshotting<Bitmap, Bitmap>.image) })
        withTestEnvironment(artifacts: folder) {
            withKnownIssue {
                assertSnapshots(of: samplePicture(), as: strategies, record: .never, snapshotDirectory: folder.path, testName: "screen()")
                // Another test's single failure stays a card of its own.
                assertSnapshot(
                    of: samplePicture(), as: .image, named: "alone", record: .never, snapshotDirectory: folder.path, testName: "other()")
            }
        }
        let page = try #require(folder.report())
        #expect(page.components(separatedBy: "<section class=\"matrix\"").count == 2)
        #expect(page.contains("<section class=\"matrix\" data-variants=\"5\">"))
        let grid = try #require(
            page.components(separatedBy: "<table class=\"grid\">").dropFirst().first?.components(separatedBy: "</table>").first)
        // In the order of the names, as the failures were reported.
        let rows = grid.components(separatedBy: "data-variant=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        #expect(rows == ["dark", "large type", "light", "missing", "rtl"])
        // Three full rows; the damaged reference and the missing one say why a cell is empty.
        #expect(grid.components(separatedBy: "alt=\"reference\"").count - 1 == 3)
        #expect(grid.components(separatedBy: "alt=\"difference\"").count - 1 == 3)
        #expect(grid.components(separatedBy: "alt=\"new\"").count - 1 == 5)
        #expect(grid.contains("<td class=\"none\">unreadable reference</td>"))
        #expect(grid.contains("<td class=\"none\">no reference</td>"))
        // Each row links to its variant's full failure, kept below the grid.
        #expect(grid.contains("<a href=\"#failure-1-details\">dark</a>"))
        #expect(page.contains("<section class=\"failure\" id=\"failure-1-details\""))
        // The lone failure of the other test is a card, numbered after the matrix.
        #expect(page.contains("<section class=\"failure\" id=\"failure-6\" data-key="))
        #expect(!grid.contains("alone"))
    }

    static func entry(
        _ snapshotName: String, test: String, line: Int, folder: String = "/p/__Snapshots__/T",
        presentation: ArtifactPresentation = .image(width: 4, height: 4)
    ) -> FailureReport.Entry {
        FailureReport.Entry(
            id: "\(folder)/\(snapshotName)", testName: test, snapshotName: snapshotName, sourceLocation: "M/T.swift:\(line)",
            message: "failed", referencePath: nil,
            artifacts: [.init(role: "new", path: "/a/\(snapshotName)", presentation: presentation)]
        )
    }

    @Test func numberedVariantsGroupByCallSiteNamedOnesByTest() {
        let entries = [
            Self.entry("loop.1.png", test: "loop", line: 10),
            Self.entry("loop.2.png", test: "loop", line: 10),
            Self.entry("loop.3.png", test: "loop", line: 12),
            Self.entry("named.dark.png", test: "named", line: 20),
            Self.entry("named.light.png", test: "named", line: 21),
            Self.entry("named.dark.png", test: "named", line: 20, folder: "/p/__Snapshots__/Other"),
            Self.entry("loop.1.txt", test: "loop", line: 10, presentation: .text),
        ]
        let page = ReportPage(run: ReportRun(folder: URL(fileURLWithPath: "/a"), entries: entries))
        let groups = page.matrixGroups
        #expect(groups[0] == [0, 1] && groups[1] == [0, 1])
        #expect(groups[2] == nil, "another call site's unnamed snapshot")
        #expect(groups[3] == [3, 4] && groups[4] == [3, 4], "named configurations of one test, from any line")
        #expect(groups[5] == nil, "another folder")
        #expect(groups[6] == nil, "not an image")
        #expect(entries[3].variantLabel == "dark")
    }
}
