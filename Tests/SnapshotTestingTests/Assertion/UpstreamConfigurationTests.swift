import Foundation
import PackageTestSupport
import Testing

@_spi(Internals) @testable import SnapshotTesting

/// Settings as swift-snapshot-testing spells them: diff tools, the `.snapshots` trait,
/// `withSnapshotTesting`, and the deprecated globals and `record:` forms older suites use.
/// "Global" settings are changed only inside `GlobalSettings.$isolated`, so tests running in
/// parallel never see them.
@Suite struct UpstreamConfigurationTests {
    static let upstreamDefault = """
        @−
        "file:///refs/a b.png"
        @+
        "file:///new/a b.png"

        To configure output for a custom diff tool, use 'withSnapshotTesting'. For example:

            withSnapshotTesting(diffTool: .ksdiff) {
              // ...
            }
        """

    @Test func diffToolTextsAreUpstreams() {
        let literal: SnapshotTestingConfiguration.DiffTool = "compare"
        #expect(literal(currentFilePath: "/refs/a.png", failedFilePath: "/new/a.png") == "compare /refs/a.png /new/a.png")
        #expect(
            SnapshotTestingConfiguration.DiffTool.ksdiff(currentFilePath: "/refs/a.png", failedFilePath: "/new/a.png")
                == #"ksdiff "/refs/a.png" "/new/a.png""#)
        #expect(
            SnapshotTestingConfiguration.DiffTool.default(currentFilePath: "/refs/a b.png", failedFilePath: "/new/a b.png")
                == Self.upstreamDefault)
    }

    @Test func withSnapshotTestingAlwaysHasADiffTool() {
        GlobalSettings.$isolated.withValue(GlobalSettings()) {
            withSnapshotTesting(record: .all) {
                let tool = SnapshotTestingConfiguration.current?.diffTool
                #expect(tool?(currentFilePath: "/refs/a b.png", failedFilePath: "/new/a b.png") == Self.upstreamDefault)
                #expect(SnapshotTestingConfiguration.current?.record == .all)
                withSnapshotTesting(diffTool: "ksdiff") {
                    #expect(SnapshotTestingConfiguration.current?.diffTool?(currentFilePath: "a", failedFilePath: "b") == "ksdiff a b")
                    #expect(SnapshotTestingConfiguration.current?.record == .all)
                }
            }
        }
    }

    @Test func theProcessWideDiffToolAppliesOutsideAnyScope() {
        GlobalSettings.$isolated.withValue(GlobalSettings()) {
            __diffTool = "opendiff"
            #expect(_diffTool(currentFilePath: "a", failedFilePath: "b") == "opendiff a b")
            withSnapshotTesting {
                #expect(SnapshotTestingConfiguration.current?.diffTool?(currentFilePath: "a", failedFilePath: "b") == "opendiff a b")
            }
            withSnapshotTesting(diffTool: "ksdiff") {
                #expect(_diffTool(currentFilePath: "a", failedFilePath: "b") == "ksdiff a b")
            }
        }
    }

    @Test func anInvalidEnvironmentRecordModeReadsAsMissingButFailsAssertions() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let message = withTestEnvironment(artifacts: folder, ["SNAPSHOT_TESTING_RECORD": "sometimes"]) {
            GlobalSettings.$isolated.withValue(GlobalSettings()) {
                #expect(_record == .missing)
                return verifySnapshot(of: "x", as: .lines, snapshotDirectory: folder.path, testName: "typo()")
            }
        }
        #expect(message?.hasPrefix(#"SNAPSHOT_TESTING_RECORD is set to "sometimes", which is not a record mode."#) == true)
        #expect(folder.files().isEmpty)
    }

    @Test func theNeverMessageIsUpstreamsOneLine() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // The expected path and the command that records it come as a warning beside it.
        var message: String?
        withKnownIssue {
            message = withTestEnvironment(artifacts: folder) {
                verifySnapshot(of: "x", as: .lines, record: .never, snapshotDirectory: folder.path, testName: "absent()")
            }
        } matching: { issue in
            issue.severity == .warning
                && issue.description.contains(#"The record mode is "never". Expected reference: "file://\#(folder.path)/absent.1.txt""#)
                && issue.description.contains(
                    "To record it, this assertion's `record: .never` argument decides its record mode, and SNAPSHOT_TESTING_RECORD cannot override it: make it `record: .missing`, then run: swift test --filter"
                )
        }
        #expect(message == "No reference was found on disk. New snapshot was not recorded because recording is disabled")
        #expect(folder.files().isEmpty)
        #expect(folder.failureArtifacts() == ["UpstreamConfigurationTests"])
    }

    @Test func aMismatchReadsInUpstreamsOrderWithTheDiffLast() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Data("brisket\nribs\n".utf8).write(to: folder.url.appendingPathComponent("menu.1.txt"))
        let message = try #require(
            withTestEnvironment(artifacts: folder) {
                withSnapshotTesting(diffTool: "diff") {
                    verifySnapshot(of: "brisket\nsausage\n", as: .lines, snapshotDirectory: folder.path, testName: "menu()")
                }
            })
        let paragraphs = message.components(separatedBy: "\n\n")
        #expect(paragraphs.first == "Snapshot does not match reference.")
        #expect(
            paragraphs.dropFirst().first == "diff \(folder.path)/menu.1.txt \(folder.path)/artifacts/UpstreamConfigurationTests/menu.1.txt")
        #expect(paragraphs.contains { $0.hasPrefix("If the change is intended, re-record: SNAPSHOT_TESTING_RECORD=failed") })
        #expect(paragraphs.contains { $0.hasPrefix("Artifacts:\n  new:") })
        #expect(paragraphs.last == "@@ −1,3 +1,3 @@\n\u{2007}brisket\n−ribs\n+sausage")
    }

    @Test func recordFailedAddsUpstreamsSentenceToTheHeadline() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Data("999".utf8).write(to: folder.url.appendingPathComponent("answer.1.json"))
        let message = withTestEnvironment(artifacts: folder) {
            verifySnapshot(of: 42, as: .json, record: .failed, snapshotDirectory: folder.path, testName: "answer()")
        }
        #expect(message?.hasPrefix("Snapshot does not match reference. A new snapshot was automatically recorded.\n\n") == true)
        #expect(try String(contentsOfFile: folder.path("answer.1.json"), encoding: .utf8) == "42")
    }

    @available(*, deprecated)
    @Test func deprecatedGlobalsReadAndWriteTheProcessWideSettings() {
        GlobalSettings.$isolated.withValue(GlobalSettings()) {
            SnapshotTesting.record = true
            #expect(isRecording)
            #expect(_record == .all)
            #expect((try? SnapshotTestingConfiguration.Record.resolve(argument: nil)) == .all)
            withSnapshotTesting(record: .never) {
                #expect(!isRecording)
                #expect(_record == .never)
            }
            isRecording = false
            let recordFlag = SnapshotTesting.record
            #expect(!recordFlag)
            #expect(_record == .missing)

            diffTool = "meld"
            #expect(_diffTool(currentFilePath: "a", failedFilePath: "b") == "meld a b")
            diffTool = nil
            #expect(_diffTool(currentFilePath: "/a", failedFilePath: "/b").hasPrefix("@−\n\"file:///a\"\n@+\n\"file:///b\""))
        }
    }

    @available(*, deprecated)
    @Test func recordAcceptsABoolVariableOnEveryAssertion() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let recordAll = true, recordMissing = false
        try Data("old".utf8).write(to: folder.url.appendingPathComponent("flag.1.txt"))
        let rerecorded = withTestEnvironment(artifacts: folder) {
            verifySnapshot(of: "new", as: .lines, record: recordAll, snapshotDirectory: folder.path, testName: "flag()")
        }
        #expect(rerecorded?.hasPrefix("Record mode is on. Automatically recorded snapshot: …") == true)
        #expect(try String(contentsOfFile: folder.path("flag.1.txt"), encoding: .utf8) == "new")
        let kept = withTestEnvironment(artifacts: folder) {
            verifySnapshot(of: "new", as: .lines, named: "kept", record: recordMissing, snapshotDirectory: folder.path, testName: "flag()")
        }
        #expect(kept?.hasPrefix("No reference was found on disk.") == true)

        // The asserting forms, with `false` (`.missing`): their references exist and match,
        // so nothing is recorded and nothing fails.
        assertSnapshot(of: "one", as: .lines, record: recordMissing)
        assertSnapshots(of: "two", as: [.lines], record: recordMissing)
        assertSnapshots(of: "three", as: ["text": .lines], record: recordMissing)
    }
}

/// The bare trait applies no settings of its own: the enclosing ones hold.
@Suite(.snapshots(record: .never, diffTool: "kdiff3"))
struct BareSnapshotsTraitTests {
    @Suite(.snapshots)
    struct Inner {
        @Test func inheritsTheEnclosingSettings() {
            #expect(_record == .never)
            #expect(_diffTool(currentFilePath: "a", failedFilePath: "b") == "kdiff3 a b")
        }

        @Test(.snapshots(record: .failed)) func aTestTraitOverridesOnlyWhatItSets() {
            #expect(_record == .failed)
            #expect(_diffTool(currentFilePath: "a", failedFilePath: "b") == "kdiff3 a b")
        }
    }
}
