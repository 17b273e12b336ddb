import Foundation
import NapkinSupport
import SnapshotReport

/// What a review has decided in the folder's current run: accepted and rejected entries, by
/// key, forgotten when a new run replaces the failures.
struct ReviewDecisions: Sendable {
    /// The run the decisions belong to.
    var run: String?
    /// Entries whose new snapshot was written as the reference.
    var accepted: Set<String> = []
    /// Entries whose reference was kept.
    var rejected: Set<String> = []

    /// The decisions for `run`: these, or none when they belong to another run.
    mutating func adopt(_ run: String?) {
        if run != self.run { self = ReviewDecisions(run: run) }
    }

    /// How many entries have been decided.
    var count: Int { accepted.count + rejected.count }
}

/// The body of an accept or reject: the run the page showed and the entries' keys.
struct DecisionRequest: Decodable {
    /// The page's run; a request for an earlier run is refused (`409`).
    var run: String
    /// The entries, by ``ReportEntry/key``.
    var entries: [String]
}

/// The answer to an accept or reject.
struct DecisionAnswer: Encodable {
    /// An entry that was decided, with the reference written (package-relative) for an accept.
    struct Done: Encodable {
        var entry: String
        var reference: String?
    }

    /// An entry that was not, with the reason.
    struct Refused: Encodable {
        var entry: String
        var reason: String
    }

    var done: [Done] = []
    var refused: [Refused] = []
}
