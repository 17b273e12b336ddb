import Foundation

/// One test process's record file, `.report/<process>.json`: its failures and counts in one
/// run. Every process of a run writes its own, atomically; the page is made from all of them.
package struct ReportRecord: Sendable, Codable, Equatable {
    /// The run this record belongs to (see the folder's `.report/run`).
    package var run: String
    /// The process's failures.
    package var entries: [ReportEntry]
    /// Assertions that matched their reference.
    package var passed: Int?
    /// References written (recorded because missing, or in a record mode).
    package var recorded: Int?
    /// The package root of the machine that ran the tests, so a reference can be found in
    /// another checkout (a CI machine's report reviewed locally).
    package var packageRoot: String?
    /// How the run was identified, for people (`swift test (process 4242)`).
    package var runSummary: String?
    /// The artifacts folder the process wrote into, so absolute artifact paths of older
    /// records can be found again once the folder has moved.
    package var artifactsFolder: String?

    /// A record of `entries` in `run`.
    package init(
        run: String, entries: [ReportEntry], passed: Int? = nil, recorded: Int? = nil, packageRoot: String? = nil,
        runSummary: String? = nil, artifactsFolder: String? = nil
    ) {
        self.run = run
        self.entries = entries
        self.passed = passed
        self.recorded = recorded
        self.packageRoot = packageRoot
        self.runSummary = runSummary
        self.artifactsFolder = artifactsFolder
    }

    /// The record's JSON (sorted keys, dates in seconds since 1970).
    package func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(self)
    }

    /// A record from its JSON.
    package static func decode(_ data: Data) throws -> ReportRecord {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        return try decoder.decode(ReportRecord.self, from: data)
    }
}
