internal import Foundation
internal import NapkinSupport

/// Numbers the unnamed snapshots of each test: `testFoo.1.png`, `testFoo.2.png`, …
///
/// Counts are kept per test (see ``TestContext/currentTestKey``), per snapshot folder and per
/// test name, behind a lock, so tests running in parallel in one process never share or race
/// on a count. XCTest counts restart when each test case finishes, as upstream's do, so
/// repeated runs of a test in one process reuse the same names.
enum SnapshotCounter {
    private static let counts = Locked<[String: Int]>([:])

    /// The next number for `testName`'s unnamed snapshots in `directory`, starting at 1.
    static func next(testName: String, directory: URL) -> Int {
        let testKey = TestContext.currentTestKey
        if testKey == TestContext.xcTestKey {
            // Normally done at load time; see XCTestTracker.
            XCTestTracker.register()
        }
        let key = "\(testKey)\u{1F}\(directory.standardizedFileURL.path)\u{1F}\(testName)"
        return counts.withLock { counts in
            let next = counts[key, default: 0] + 1
            counts[key] = next
            return next
        }
    }

    /// Forgets the counts of XCTest tests (Swift Testing tests keep theirs).
    static func resetXCTestCounts() {
        counts.withLock { counts in
            counts = counts.filter { !$0.key.hasPrefix(TestContext.xcTestKey + "\u{1F}") }
        }
    }
}
