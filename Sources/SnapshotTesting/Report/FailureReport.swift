internal import Foundation
internal import NapkinSupport

/// The `index.html` in the artifacts folder: every snapshot failure of the current test run,
/// with its images, across all the run's processes.
///
/// `swift test` runs XCTest and Swift Testing tests in separate processes (and `--parallel`
/// in many), so no process knows every failure. Each process therefore keeps its own
/// failures in a record file, `.report/<process>.json`, written atomically under a unique
/// name, and after each failure rebuilds the page from the records of every process of the
/// run, holding a file lock (`.report/lock`) so that two processes never interleave.
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
    struct Entry: Sendable, Codable, Equatable {
        /// A file the failure wrote, by role (`new`, `reference`, `difference`, `patch`).
        struct Artifact: Sendable, Codable, Equatable {
            /// The role, which the page uses to place the image.
            var role: String
            /// The absolute path.
            var path: String
            /// How the page shows it, as the strategy said.
            var presentation: ArtifactPresentation
        }

        /// The reference file's full path, which identifies the entry.
        var id: String
        /// The test name as it appears in file names (`testLogin`).
        var testName: String
        /// The reference file's name (`testLogin.1.png`).
        var snapshotName: String
        /// Where the assertion is (`AppTests/LoginTests.swift:42`).
        var sourceLocation: String
        /// The full failure message.
        var message: String
        /// The reference file (absolute path), if it exists.
        var referencePath: String?
        /// The artifact files.
        var artifacts: [Artifact]
        /// When the failure happened, which orders the page across processes.
        var time: Date = Date()
    }

    /// One process's record file.
    private struct Record: Codable {
        var run: String
        var entries: [Entry]
    }

    /// Per artifacts folder: whether this process has joined its run, and its failures.
    private static let state = Locked<[String: (joined: Bool, entries: [Entry])]>([:])

    /// Names this process's record file; the pid alone could repeat across machines sharing
    /// a folder, so a random part is added.
    private static let processToken = "\(getpid())-\(UUID().uuidString.prefix(8).lowercased())"

    /// The report file in `folder`.
    static func url(in folder: URL) -> URL {
        folder.appendingPathComponent("index.html", isDirectory: false)
    }

    /// Makes sure the report in `folder` belongs to `run`, starting it afresh (an empty,
    /// "no failures" page) when it holds another run. Does the work once per process and
    /// folder; call it before every assertion.
    static func join(folder: URL, run: TestRun = .current) throws(SnapshotTestingError) {
        let key = folder.standardizedFileURL.path
        guard state.withLock({ $0[key]?.joined != true }) else { return }
        try FileLock.withLock(lockURL(in: folder)) { () throws(SnapshotTestingError) in
            if try currentRun(in: folder) != run.id {
                try start(run, in: folder)
            }
        }
        state.withLock { $0[key, default: (false, [])].joined = true }
    }

    /// Adds `entry` to the report in `folder` and rewrites the page from every record of the
    /// run. A snapshot that fails again replaces its earlier entry.
    static func add(_ entry: Entry, folder: URL, run: TestRun = .current) throws(SnapshotTestingError) {
        try join(folder: folder, run: run)
        let key = folder.standardizedFileURL.path
        state.withLock { state in
            state[key, default: (true, [])].entries.removeAll { $0.id == entry.id }
            state[key, default: (true, [])].entries.append(entry)
        }
        try FileLock.withLock(lockURL(in: folder)) { () throws(SnapshotTestingError) in
            // The folder may have been emptied, or taken by a run started since; this
            // failure belongs to the run of this process, which takes it back.
            if try currentRun(in: folder) != run.id {
                try start(run, in: folder)
            }
            // Read under the file lock, so that of two threads adding at once, the one that
            // writes last writes both failures.
            let mine = state.withLock { $0[key]?.entries ?? [] }
            try ArtifactWriter.write(try encode(Record(run: run.id, entries: mine)), to: recordsFolder(in: folder).appendingPathComponent("\(processToken).json"))
            try render(folder: folder, run: run)
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
            var lines: [String] = []
            if FileManager.default.fileExists(atPath: url.path) {
                do throws(FileReadError) {
                    lines = String(decoding: try readReportFile(url), as: UTF8.self).split(separator: "\n").map(String.init)
                } catch {
                    throw .unwritableFile(path: url.path, reason: "the run's reference claims could not be read: \(error.reason)")
                }
            }
            let claims = lines.compactMap { try? JSONDecoder().decode([String].self, from: Data($0.utf8)) }.filter { $0.count == 2 }
            // Paths compared by their bytes, as the file system compares them.
            func samePath(_ other: String) -> Bool { other.utf8.elementsEqual(path.utf8) }
            if let other = claims.first(where: { samePath($0[0]) && $0[1] != claimant }) {
                return other[1]
            }
            if !claims.contains(where: { samePath($0[0]) && $0[1] == claimant }) {
                let line: Data
                do {
                    line = try JSONEncoder().encode([path, claimant]) + Data("\n".utf8)
                } catch {
                    throw .encodingFailed(reason: "a reference claim: \(error)")
                }
                let existing = (try? readReportFile(url)) ?? Data()
                try ArtifactWriter.write(existing + line, to: url)
            }
            return nil
        }
    }

    // MARK: Files

    private static func recordsFolder(in folder: URL) -> URL {
        folder.appendingPathComponent(".report", isDirectory: true)
    }

    private static func lockURL(in folder: URL) -> URL {
        recordsFolder(in: folder).appendingPathComponent("lock", isDirectory: false)
    }

    private static func claimsURL(in folder: URL) -> URL {
        recordsFolder(in: folder).appendingPathComponent("claims.jsonl", isDirectory: false)
    }

    private static func runURL(in folder: URL) -> URL {
        recordsFolder(in: folder).appendingPathComponent("run", isDirectory: false)
    }

    private static func currentRun(in folder: URL) throws(SnapshotTestingError) -> String? {
        let url = runURL(in: folder)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        do throws(FileReadError) {
            return String(decoding: try readReportFile(url), as: UTF8.self).trimmingCharacters(in: .newlines)
        } catch {
            throw .unwritableFile(path: url.path, reason: "the run marker could not be read: \(error.reason)")
        }
    }

    /// Under the lock: forgets every record and claim, names `run` as the folder's run and
    /// writes an empty page.
    private static func start(_ run: TestRun, in folder: URL) throws(SnapshotTestingError) {
        let records = recordsFolder(in: folder)
        let files = (try? FileManager.default.contentsOfDirectory(at: records, includingPropertiesForKeys: nil)) ?? []
        for file in files where file.pathExtension == "json" || file.lastPathComponent == claimsURL(in: folder).lastPathComponent {
            do {
                try FileManager.default.removeItem(at: file)
            } catch {
                throw .unwritableFile(path: file.path, reason: "an earlier run's record could not be removed: \(error.localizedDescription)")
            }
        }
        try ArtifactWriter.write(Data((run.id + "\n").utf8), to: runURL(in: folder))
        try render(folder: folder, run: run)
    }

    /// Under the lock: writes the page from every record of `run` in the folder.
    private static func render(folder: URL, run: TestRun) throws(SnapshotTestingError) {
        var byID: [String: Entry] = [:]
        var unreadable: [String] = []
        let files = (try? FileManager.default.contentsOfDirectory(at: recordsFolder(in: folder), includingPropertiesForKeys: nil)) ?? []
        for file in files.sorted(by: { $0.path < $1.path }) where file.pathExtension == "json" {
            guard let data = try? readReportFile(file), let record = try? decoder.decode(Record.self, from: data) else {
                unreadable.append(file.path)
                continue
            }
            guard record.run == run.id else { continue }
            for entry in record.entries where byID[entry.id].map({ $0.time <= entry.time }) ?? true {
                byID[entry.id] = entry
            }
        }
        let entries = byID.values.sorted { ($0.time, $0.id) < ($1.time, $1.id) }
        let started = (try? FileManager.default.attributesOfItem(atPath: runURL(in: folder).path))?[.modificationDate] as? Date
        let page = FailureReportPage(entries: entries, folder: folder, run: run, unreadableRecords: unreadable, started: started).html
        try ArtifactWriter.write(Data(page.utf8), to: url(in: folder))
    }

    /// A file of the report's own: regular files only (a FIFO planted there would block the
    /// read forever), bounded like a reference.
    private static func readReportFile(_ url: URL) throws(FileReadError) -> Data {
        try readRegularFile(url, limit: 64 << 20, followingLinks: false)
    }

    private static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        return decoder
    }()

    private static func encode(_ record: Record) throws(SnapshotTestingError) -> Data {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        encoder.outputFormatting = [.sortedKeys]
        do {
            return try encoder.encode(record)
        } catch {
            throw .encodingFailed(reason: "the report record: \(error)")
        }
    }
}
