import Foundation
import PackageTestSupport
import Testing

@testable import SnapshotTesting

/// `.lines`, `.dump` and `.description`, and the line diff behind them.
@Suite struct TextStrategyTests {
    @Test func linesMismatchShowsAUnifiedDiff() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Data("alpha\nbeta\ngamma\n".utf8).write(to: folder.url.appendingPathComponent("text.1.txt"))

        let message = try #require(
            withTestEnvironment(artifacts: folder) {
                verifySnapshot(of: "alpha\nBETA\ngamma\n", as: .lines, snapshotDirectory: folder.path, testName: "text()")
            })

        // Upstream's order: the headline, the diff tool's text, then (after our re-record
        // command and artifacts) the hunk, last, with context lines marked by a figure space.
        #expect(
            message.hasPrefix(
                """
                Snapshot does not match reference.

                @−
                "file://\(folder.path)/text.1.txt"
                @+
                "file://\(folder.path)/artifacts/TextStrategyTests/text.1.txt"

                To configure output for a custom diff tool, use 'withSnapshotTesting'.
                """))
        #expect(message.contains("If the change is intended, re-record: SNAPSHOT_TESTING_RECORD=failed swift test --filter"))
        #expect(message.hasSuffix("@@ −1,4 +1,4 @@\n\u{2007}alpha\n−beta\n+BETA\n\u{2007}gamma"))
        #expect(
            try String(contentsOfFile: folder.path("artifacts/TextStrategyTests/text.1.patch"), encoding: .utf8).contains("−beta\n+BETA"))
    }

    @Test func distantChangesMakeSeparateHunksWithFourLinesOfContext() {
        let old = (1...20).map { "line \($0)" }
        var new = old
        new[1] = "changed 2"
        new.insert("inserted", at: 15)
        let hunks = LineDiff(old: old.joined(separator: "\n"), new: new.joined(separator: "\n")).unifiedHunks()
        let f = "\u{2007}"
        #expect(
            hunks == """
                @@ −1,6 +1,6 @@
                \(f)line 1
                −line 2
                +changed 2
                \(f)line 3
                \(f)line 4
                \(f)line 5
                \(f)line 6
                @@ −12,9 +12,10 @@
                \(f)line 12
                \(f)line 13
                \(f)line 14
                \(f)line 15
                +inserted
                \(f)line 16
                \(f)line 17
                \(f)line 18
                \(f)line 19
                \(f)line 20
                """, "as upstream, an unchanged run of up to twice the context after the last change is kept whole")
    }

    @Test func changedBlocksShowRemovedLinesThenAddedLinesAsUpstreamAligns() {
        // Upstream keeps the longest shared run ("b", "c") and shows the rest of each side
        // as removed, then added.
        #expect(
            LineDiff(old: "a\nb\nc\nd", new: "x\nb\nc\ny").unifiedHunks() == """
                @@ −1,4 +1,4 @@
                −a
                +x
                \u{2007}b
                \u{2007}c
                −d
                +y
                """)
        #expect(LineDiff(old: "a\nb", new: "b\na").unifiedHunks() == "@@ −1,2 +1,2 @@\n−a\n\u{2007}b\n+a")
    }

    @Test func additionsToEmptyTextAndTrailingSpacesAreVisible() {
        #expect(LineDiff(old: "", new: "a").unifiedHunks() == "@@ −1,1 +1,1 @@\n−\n+a")
        #expect(LineDiff(old: "x\ny", new: "x\ny ").unifiedHunks() == "@@ −1,2 +1,2 @@\n\u{2007}x\n−y\n+y ¬")
        #expect(LineDiff(old: "x", new: "x\t").unifiedHunks() == "@@ −1,1 +1,1 @@\n−x\n+x\t", "a tab is not marked, as upstream")
        #expect(LineDiff(old: "same", new: "same").unifiedHunks().isEmpty)
        let diff = LineDiff(old: "a\nb\nc", new: "c\na")
        #expect(diff.addedCount + diff.removedCount == 3)
    }

    @Test func dumpIsDeterministicAndReadable() {
        struct Guest { var name: String; var tags: Set<String>; var seat: Int?; var scores: [String: Int] }
        let text = SnapshotDump.text(of: Guest(name: "Blob", tags: ["vip", "early"], seat: nil, scores: ["b": 2, "a": 1]))
        // As upstream: fields in name order, `nil` as the optional's type and `.none`.
        #expect(
            text == """
                ▿ Guest
                  - name: "Blob"
                  ▿ scores: 2 key/value pairs
                    ▿ (2 elements)
                      - key: "a"
                      - value: 1
                    ▿ (2 elements)
                      - key: "b"
                      - value: 2
                  - seat: Optional<Int>.none
                  ▿ tags: 2 members
                    - "early"
                    - "vip"

                """)
        #expect(SnapshotDump.withoutAddresses("<Thing: 0x7ff3a0c0>") == "<Thing>")
    }

    @Test func dumpAndDescriptionRecordText() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        withTestEnvironment(artifacts: folder) {
            _ = verifySnapshot(of: [3, 1], as: .dump, snapshotDirectory: folder.path, testName: "dump()")
            _ = verifySnapshot(of: 42, as: .description, snapshotDirectory: folder.path, testName: "description()")
        }
        #expect(try String(contentsOfFile: folder.path("dump.1.txt"), encoding: .utf8) == "▿ 2 elements\n  - 3\n  - 1\n")
        #expect(try String(contentsOfFile: folder.path("description.1.txt"), encoding: .utf8) == "42")
    }
}
