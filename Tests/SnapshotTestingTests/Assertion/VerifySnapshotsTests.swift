import Foundation
import PackageTestSupport
import Testing

@testable import SnapshotTesting

/// `verifySnapshots`, the matrix without a test to report to (napkin-bench times it): the
/// failures come back in the order of the names, and a matching matrix gives none.
@Suite struct VerifySnapshotsTests {
    @Test func returnsTheFailuresInTheOrderOfTheNames() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for (name, text) in [("a", "first"), ("b", "second"), ("c", "third")] {
            try Data(text.utf8).write(to: folder.url.appendingPathComponent("matrix.\(name).txt"))
        }
        // Each variant shows one word of the value: the reference's, or another.
        func strategies(_ words: [String: String]) -> [String: Snapshotting<[String: String], String>] {
            Dictionary(uniqueKeysWithValues: words.keys.map { key in (key, Snapshotting<String, String>.lines.pullback { $0[key]! }) })
        }
        func verify(_ words: [String: String]) -> [String] {
            withTestEnvironment(artifacts: folder) {
                verifySnapshots(of: words, as: strategies(words), record: .never, snapshotDirectory: folder.path, testName: "matrix()")
            }
        }

        #expect(verify(["a": "first", "b": "second", "c": "third"]) == [])
        let failures = verify(["c": "3", "a": "1", "b": "second"])
        #expect(failures.count == 2)
        #expect(failures.first?.contains("matrix.a.txt") == true)
        #expect(failures.last?.contains("matrix.c.txt") == true)
    }
}
