internal import Foundation
internal import NapkinSupport
internal import SnapshotReport

/// The report in the artifacts folder (`index.html` and `summary.md`): every snapshot
/// failure of the current test run, with its images, and the run's counts of passed, failed
/// and recorded assertions, across all the run's processes.
///
/// `swift test` runs XCTest and Swift Testing tests in separate processes (and `--parallel`
/// in many), so no process knows every failure. Each process therefore keeps its own
/// failures and counts in a record file, `.report/<process>.json` (a ``ReportRecord``),
/// written atomically under a unique name after each failure and when the process exits,
/// and rebuilds the page from the records of every process of the run, holding a file lock
/// (`.report/lock`) so that two processes never interleave. Passing assertions only count in
/// memory: they cost no file write.
///
/// A run (see ``TestRun``) is written in `.report/run`. The first process of a new run to
/// make a snapshot assertion, passing or failing, finds another run there: it deletes the old
/// records and writes a page that says the run has no failures, so a green run never leaves
/// an earlier run's failures on display. Artifact images of earlier runs are left in place
/// (the folder may be shared with other files); the page lists only the current run's.
/// Two runs at the same time that share an artifacts folder take the page from each other;
/// give them separate `SNAPSHOT_ARTIFACTS` folders.
enum FailureReport {
    /// One failed assertion in the report.
    typealias Entry = ReportEntry

    /// What an assertion that did not fail did, for the counts.
    enum Outcome {
        /// It matched its reference.
        case passed
        /// It wrote its reference (missing, or a record mode).
        case recorded
    }

    /// What this process knows of one artifacts folder.
    struct FolderState {
        /// Whether this process has joined the folder's run.
        var joined = false
        var entries: [Entry] = []
        var passed = 0
        var recorded = 0
        /// Counts changed since this process last wrote its record.
        var unwritten = false
        /// The package the tests belong to, for the record.
        var packageRoot: String?
    }

    /// Per artifacts folder (its standardized path).
    static let state = Locked<[String: FolderState]>([:])

    /// Names this process's record file; the pid alone could repeat across machines sharing
    /// a folder, so a random part is added.
    static let processToken = "\(getpid())-\(UUID().uuidString.prefix(8).lowercased())"

    /// Writes the counts of every folder when the process exits (once registered).
    private static let exitHook: Void = {
        atexit { FailureReport.writeUnwrittenCounts() }
    }()

    /// The report file in `folder`.
    static func url(in folder: URL) -> URL {
        folder.appendingPathComponent(ReportFolder.pageName, isDirectory: false)
    }

    /// Makes sure the report in `folder` belongs to `run`, starting it afresh (an empty,
    /// "no failures" page) when it holds another run. Does the work once per process and
    /// folder; call it before every assertion.
    static func join(folder: URL, run: TestRun = .current) throws(SnapshotTestingError) {
        let key = folder.standardizedFileURL.path
        guard state.withLock({ $0[key]?.joined != true }) else { return }
        _ = exitHook
        try FileLock.withLock(lockURL(in: folder)) { () throws(SnapshotTestingError) in
            if try currentRun(in: folder) != run.id {
                try start(run, in: folder)
            }
        }
        state.withLock { $0[key, default: FolderState()].joined = true }
    }

    /// Counts an assertion that passed or recorded in `folder`'s report; written with the
    /// next failure, or when the process exits.
    static func count(_ outcome: Outcome, folder: URL, packageRoot: URL?) {
        let key = folder.standardizedFileURL.path
        state.withLock { state in
            var folderState = state[key, default: FolderState()]
            switch outcome {
            case .passed: folderState.passed += 1
            case .recorded: folderState.recorded += 1
            }
            folderState.unwritten = true
            if folderState.packageRoot == nil { folderState.packageRoot = packageRoot?.standardizedFileURL.path }
            state[key] = folderState
        }
    }

    /// Adds `entry` to the report in `folder` and rewrites the page from every record of the
    /// run. A snapshot that fails again replaces its earlier entry. Artifact paths inside the
    /// folder are kept relative to it, so the folder can move (a CI download).
    static func add(_ entry: Entry, folder: URL, packageRoot: URL?, run: TestRun = .current) throws(SnapshotTestingError) {
        try join(folder: folder, run: run)
        let key = folder.standardizedFileURL.path
        var entry = entry
        for index in entry.artifacts.indices {
            if let inside = relativePath(URL(fileURLWithPath: entry.artifacts[index].path).standardizedFileURL.path, inside: key) {
                entry.artifacts[index].path = inside
            }
        }
        state.withLock { state in
            var folderState = state[key, default: FolderState(joined: true)]
            folderState.entries.removeAll { $0.id == entry.id }
            folderState.entries.append(entry)
            if folderState.packageRoot == nil { folderState.packageRoot = packageRoot?.standardizedFileURL.path }
            state[key] = folderState
        }
        try FileLock.withLock(lockURL(in: folder)) { () throws(SnapshotTestingError) in
            // The folder may have been emptied, or taken by a run started since; this
            // failure belongs to the run of this process, which takes it back.
            if try currentRun(in: folder) != run.id {
                try start(run, in: folder)
            }
            try writeRecord(folder: folder, run: run)
            try render(folder: folder)
        }
    }

    /// At exit: writes the record (and page) of every folder whose counts changed since, if
    /// the folder still holds this process's run. A folder that is gone (a test's temporary
    /// folder) is left gone.
    static func writeUnwrittenCounts(run: TestRun = .current) {
        let folders = state.withLock { $0.filter(\.value.unwritten).map(\.key) }
        for path in folders {
            let folder = URL(fileURLWithPath: path, isDirectory: true)
            guard FileManager.default.fileExists(atPath: ReportFolder.runURL(in: folder).path) else { continue }
            try? FileLock.withLock(lockURL(in: folder)) { () throws(SnapshotTestingError) in
                guard try currentRun(in: folder) == run.id else { return }
                try writeRecord(folder: folder, run: run)
                try render(folder: folder)
            }
        }
    }

    /// Records in the run's claims file (`.report/claims.jsonl`) that the assertion
    /// described as `claimant` uses the reference at `path`, and returns the description of a
    /// different assertion that recorded it first in another process of the run, if any.
    static func claim(_ path: String, by claimant: String, folder: URL, run: TestRun = .current) throws(SnapshotTestingError) -> String? {
        try join(folder: folder, run: run)
        let url = claimsURL(in: folder)
        return try FileLock.withLock(lockURL(in: folder)) { () throws(SnapshotTestingError) -> String? in
            if try currentRun(in: folder) != run.id {
                try start(run, in: folder)
            }
            var existing = Data()
            if FileManager.default.fileExists(atPath: url.path) {
                do throws(FileReadError) {
                    existing = try readReportFile(url)
                } catch {
                    throw .unwritableFile(path: url.path, reason: "the run's reference claims could not be read: \(error.reason)")
                }
            }
            // Paths compared by their bytes, as the file system compares them.
            let claimants = ClaimsParser.claimants(of: path, in: existing, folder: folder.standardizedFileURL.path)
            if let other = claimants.first(where: { $0 != claimant }) {
                return other
            }
            if !claimants.contains(claimant) {
                var line: Data
                do {
                    line = try JSONEncoder().encode([path, claimant]) + Data("\n".utf8)
                } catch {
                    throw .encodingFailed(reason: "a reference claim: \(error)")
                }
                // A process that died mid-line left it unfinished: start on a line of our own.
                if let last = existing.last, last != UInt8(ascii: "\n") {
                    line.insert(UInt8(ascii: "\n"), at: 0)
                }
                try ArtifactWriter.append(line, to: url)
            }
            return nil
        }
    }
}
