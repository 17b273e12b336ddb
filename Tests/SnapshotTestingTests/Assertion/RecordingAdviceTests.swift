import Foundation
import PackageTestSupport
import Testing

@testable import SnapshotTesting

/// A failure's advice on re-recording works where the record mode came from:
/// `SNAPSHOT_TESTING_RECORD` only when nothing closer sets the mode.
@Suite("Re-recording advice")
struct RecordingAdviceTests {
    /// The failure of a text snapshot that differs from its reference, under `body`'s settings.
    private func mismatch(record: SnapshotTestingConfiguration.Record? = nil, in folder: TemporaryFolder) throws -> String {
        try Data("brisket\n".utf8).write(to: folder.url.appendingPathComponent("menu.1.txt"))
        return try #require(
            withTestEnvironment(artifacts: folder) {
                verifySnapshot(of: "ribs\n", as: .lines, record: record, snapshotDirectory: folder.path, testName: "menu()")
            })
    }

    /// The advice line of `message`.
    private func advice(_ message: String) throws -> String {
        try #require(message.components(separatedBy: "\n\n").first { $0.hasPrefix("If the change is intended, re-record: ") })
    }

    @Test("With the mode from SNAPSHOT_TESTING_RECORD or the default, the advice is the variable and the command")
    func fromEnvironment() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(
            try advice(mismatch(in: folder))
                == "If the change is intended, re-record: SNAPSHOT_TESTING_RECORD=failed swift test --filter 'SnapshotTestingTests[./]RecordingAdviceTests[./]fromEnvironment\\(\\)(/|$)'"
        )
    }

    @Test("Under .snapshots(record:) or withSnapshotTesting, the advice says to change the setting, since the variable cannot")
    func fromTraitOrConfiguration() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let message = try withSnapshotTesting(record: .missing) { try mismatch(in: folder) }
        #expect(
            try advice(message)
                == "If the change is intended, re-record: the record mode .missing comes from the `.snapshots(record:)` trait or `withSnapshotTesting(record:)` around this test, which SNAPSHOT_TESTING_RECORD cannot override: set `record: .failed` there, then run: swift test --filter 'SnapshotTestingTests[./]RecordingAdviceTests[./]fromTraitOrConfiguration\\(\\)(/|$)'"
        )
    }

    @Test(.snapshots(record: .missing))
    func underTheTrait() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(try advice(mismatch(in: folder)).contains("comes from the `.snapshots(record:)` trait"))
    }

    @Test("With the assertion's own record: argument, the advice names the argument")
    func fromArgument() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(
            try advice(mismatch(record: .missing, in: folder))
                == "If the change is intended, re-record: this assertion's `record: .missing` argument decides its record mode, and SNAPSHOT_TESTING_RECORD cannot override it: make it `record: .failed`, then run: swift test --filter 'SnapshotTestingTests[./]RecordingAdviceTests[./]fromArgument\\(\\)(/|$)'"
        )
    }

    @Test("The never mode's note follows the same rule")
    func neverNote() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        withKnownIssue {
            _ = withTestEnvironment(artifacts: folder) {
                withSnapshotTesting(record: .never) {
                    verifySnapshot(of: "x", as: .lines, snapshotDirectory: folder.path, testName: "absent()")
                }
            }
        } matching: { issue in
            issue.severity == .warning
                && issue.description.contains(
                    "To record it, the record mode .never comes from the `.snapshots(record:)` trait or `withSnapshotTesting(record:)` around this test, which SNAPSHOT_TESTING_RECORD cannot override: set `record: .missing` there, then run: swift test --filter"
                )
        }
    }
}
