import Foundation
@testable import SnapshotTesting
import Testing

/// `.lines`, `.dump` and `.description`, and the line diff behind them.
@Suite struct TextStrategyTests {
    @Test func linesMismatchShowsAUnifiedDiff() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Data("alpha\nbeta\ngamma\n".utf8).write(to: folder.url.appendingPathComponent("text.1.txt"))

        let message = try #require(withTestEnvironment(artifacts: folder) {
            verifySnapshot(of: "alpha\nBETA\ngamma\n", as: .lines, snapshotDirectory: folder.path, testName: "text()")
        })

        #expect(message.hasPrefix("""
            Snapshot does not match reference.

            Text does not match reference (1 line added, 1 removed):

            @@ −1,4 +1,4 @@
             alpha
            −beta
            +BETA
             gamma
             \n
            """))
        #expect(try String(contentsOfFile: folder.path("artifacts/TextStrategyTests/text.1.patch"), encoding: .utf8).contains("−beta\n+BETA"))
    }

    @Test func distantChangesMakeSeparateHunksWithThreeLinesOfContext() {
        let old = (1...20).map { "line \($0)" }
        var new = old
        new[1] = "changed 2"
        new.insert("inserted", at: 15)
        let hunks = LineDiff(old: old.joined(separator: "\n"), new: new.joined(separator: "\n")).unifiedHunks()
        #expect(hunks == """
            @@ −1,5 +1,5 @@
             line 1
            −line 2
            +changed 2
             line 3
             line 4
             line 5
            @@ −13,6 +13,7 @@
             line 13
             line 14
             line 15
            +inserted
             line 16
             line 17
             line 18
            """)
    }

    @Test func additionsToEmptyTextAndTrailingSpacesAreVisible() {
        #expect(LineDiff(old: "", new: "a").unifiedHunks() == "@@ −1,1 +1,1 @@\n−\n+a")
        #expect(LineDiff(old: "x\ny", new: "x\ny ").unifiedHunks() == "@@ −1,2 +1,2 @@\n x\n−y\n+y ¬")
        #expect(LineDiff(old: "same", new: "same").unifiedHunks().isEmpty)
        let diff = LineDiff(old: "a\nb\nc", new: "c\na")
        #expect(diff.addedCount + diff.removedCount == 3)
    }

    @Test func dumpIsDeterministicAndReadable() {
        struct Guest { var name: String; var tags: Set<String>; var seat: Int?; var scores: [String: Int] }
        let text = SnapshotDump.text(of: Guest(name: "Blob", tags: ["vip", "early"], seat: nil, scores: ["b": 2, "a": 1]))
        #expect(text == """
            ▿ Guest
              - name: "Blob"
              ▿ tags: 2 members
                - "early"
                - "vip"
              - seat: nil
              ▿ scores: 2 key/value pairs
                ▿ (2 elements)
                  - key: "a"
                  - value: 1
                ▿ (2 elements)
                  - key: "b"
                  - value: 2

            """)
        #expect(SnapshotDump.withoutAddresses("<Thing: 0x7ff3a0c0> #12") == "<Thing>")
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
