internal import Foundation
internal import NapkinSupport
internal import SnapshotReport

extension FailureReport {
    static func recordsFolder(in folder: URL) -> URL {
        ReportFolder.recordsFolder(in: folder)
    }

    static func lockURL(in folder: URL) -> URL {
        recordsFolder(in: folder).appendingPathComponent("lock", isDirectory: false)
    }

    static func claimsURL(in folder: URL) -> URL {
        recordsFolder(in: folder).appendingPathComponent("claims.jsonl", isDirectory: false)
    }

    static func currentRun(in folder: URL) throws(SnapshotTestingError) -> String? {
        let url = ReportFolder.runURL(in: folder)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        do throws(FileReadError) {
            return String(decoding: try readReportFile(url), as: UTF8.self).trimmingCharacters(in: .newlines)
        } catch {
            throw .unwritableFile(path: url.path, reason: "the run marker could not be read: \(error.reason)")
        }
    }

    /// A file of the report's own: regular files only (a FIFO planted there would block the
    /// read forever), never through a link, bounded.
    static func readReportFile(_ url: URL) throws(FileReadError) -> Data {
        try readRegularFile(url, limit: 64 << 20, followingLinks: false)
    }

    /// Under the lock: forgets every record and claim, names `run` as the folder's run and
    /// writes an empty page.
    static func start(_ run: TestRun, in folder: URL) throws(SnapshotTestingError) {
        let records = recordsFolder(in: folder)
        let files = (try? FileManager.default.contentsOfDirectory(at: records, includingPropertiesForKeys: nil)) ?? []
        for file in files where file.pathExtension == "json" || file.lastPathComponent == claimsURL(in: folder).lastPathComponent {
            do {
                try FileManager.default.removeItem(at: file)
            } catch {
                throw .unwritableFile(
                    path: file.path, reason: "an earlier run's record could not be removed: \(error.localizedDescription)")
            }
        }
        try ArtifactWriter.write(Data((run.id + "\n").utf8), to: ReportFolder.runURL(in: folder))
        try render(folder: folder)
    }

    /// Under the lock: writes this process's record for `folder`: its failures and counts.
    static func writeRecord(folder: URL, run: TestRun) throws(SnapshotTestingError) {
        let key = folder.standardizedFileURL.path
        // Read under the file lock, so that of two threads adding at once, the one that
        // writes last writes both failures.
        let mine = state.withLock { state in
            defer { state[key]?.unwritten = false }
            return state[key]
        }
        let record = ReportRecord(
            run: run.id, entries: mine?.entries ?? [], passed: mine?.passed ?? 0, recorded: mine?.recorded ?? 0,
            packageRoot: mine?.packageRoot, runSummary: run.summary, artifactsFolder: key
        )
        let data: Data
        do {
            data = try record.encoded()
        } catch {
            throw .encodingFailed(reason: "the report record: \(error)")
        }
        try ArtifactWriter.write(data, to: recordsFolder(in: folder).appendingPathComponent("\(processToken).json"))
    }

    /// Under the lock: writes the page and the summary from every record of the folder's run.
    static func render(folder: URL) throws(SnapshotTestingError) {
        do {
            try ReportWriter.write(folder: folder)
        } catch {
            throw .unwritableFile(path: error.path, reason: error.reason)
        }
    }
}
