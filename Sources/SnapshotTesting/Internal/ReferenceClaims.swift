internal import NapkinSupport

/// Which assertion first used each reference file in this process.
///
/// Two assertions that resolve to one reference file would compare against, or record over,
/// each other's snapshot, and which one passes would depend on the order the tests ran in. The
/// second one to claim a file fails instead, naming both. An assertion may claim its own file
/// again: the same test (and parameterized case) at the same source location, as when a test
/// is repeated or an assertion sits in a loop with a fixed name.
///
/// The registry lives in memory, so it sees the assertions of one test process. XCTest and
/// Swift Testing tests run in separate processes of one `swift test`; the first claim of each
/// file in a process is therefore also written to the run's claims file next to the report
/// (see ``FailureReport/claim(_:by:folder:run:)``), which catches a collision between them.
enum ReferenceClaims {
    /// An assertion that uses a reference file.
    struct Claimant: Sendable, Equatable, CustomStringConvertible {
        /// The running test, if any.
        var test: TestIdentity?
        /// `Module/File.swift:12:5`.
        var sourceLocation: String

        /// `test RibHouseTests.LoginTests.render(size:) with large at RibHouseTests/LoginTests.swift:12:5`.
        var description: String {
            guard let test else { return "the assertion at \(sourceLocation) (outside any test)" }
            return "test \(test.description) at \(sourceLocation)"
        }
    }

    /// What a claim found.
    enum Outcome: Equatable {
        /// No assertion of this process used the file before.
        case first
        /// This same assertion used it before.
        case again
        /// Another assertion uses it.
        case taken(by: Claimant)
    }

    /// Claims by the path's bytes: the file system tells paths apart by their bytes, where
    /// Swift's `String` equality would join canonically equivalent spellings (composed and
    /// decomposed `é`) that name two files.
    private static let claims = Locked<[[UInt8]: Claimant]>([:])

    /// Records that `claimant` uses the reference file at `path` (a standardized path).
    static func claim(_ path: String, by claimant: Claimant) -> Outcome {
        let key = Array(path.utf8)
        return claims.withLock { claims in
            if let first = claims[key] {
                return first == claimant ? .again : .taken(by: first)
            }
            claims[key] = claimant
            return .first
        }
    }
}
