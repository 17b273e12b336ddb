import Foundation
import NapkinSupport

/// A run's report as read back from an artifacts folder: what the page, the summary, the
/// merge and the review server show. Artifact paths are relative to ``folder``; an artifact
/// a record places outside the folder is left out (nothing outside the folder is linked).
package struct ReportRun: Sendable {
    /// The artifacts folder.
    package var folder: URL
    /// The run's identity (`.report/run`), or `nil` when no run has written here.
    package var id: String?
    /// How the run was identified, for people (`swift test (process 4242)`).
    package var summary: String?
    /// When the run started, if known.
    package var started: Date?
    /// The failures, oldest first, each once (the newest record of a reference wins).
    package var entries: [ReportEntry]
    /// Assertions that matched, over every process of the run.
    package var passed: Int
    /// References written, over every process of the run.
    package var recorded: Int
    /// The package root of the machine that ran each entry's test (by entry id), when its
    /// record named one.
    package var packageRoots: [String: String]
    /// Record files of the run that could not be read, listed on the page so that no failure
    /// goes missing unnoticed.
    package var unreadableRecords: [String]

    /// Failed assertions (the entries).
    package var failed: Int { entries.count }

    /// An empty run in `folder`.
    package init(
        folder: URL, id: String? = nil, summary: String? = nil, started: Date? = nil, entries: [ReportEntry] = [], passed: Int = 0,
        recorded: Int = 0, packageRoots: [String: String] = [:], unreadableRecords: [String] = []
    ) {
        self.folder = folder
        self.id = id
        self.summary = summary
        self.started = started
        self.entries = entries
        self.passed = passed
        self.recorded = recorded
        self.packageRoots = packageRoots
        self.unreadableRecords = unreadableRecords
    }

    /// The entry with `key` (see ``ReportEntry/key``).
    package func entry(key: String) -> ReportEntry? {
        entries.first { $0.key == key }
    }

    /// `entry`'s reference relative to the package root of the machine that ran it
    /// (`__Snapshots__/LoginTests/testLogin.1.png`), when the record named the root and the
    /// reference lies inside it.
    package func referenceInPackage(_ entry: ReportEntry) -> String? {
        packageRoots[entry.id].flatMap { relativePath(entry.id, inside: $0) }
    }

    /// The full path of `artifact` of `entry`, inside the folder.
    package func url(of artifact: ReportEntry.Artifact) -> URL {
        folder.appendingPathComponent(artifact.path, isDirectory: false)
    }
}

/// Where a report lives in an artifacts folder, and reading it back.
package enum ReportFolder {
    /// The page, `index.html`.
    package static let pageName = "index.html"
    /// The Markdown summary beside it, `summary.md`.
    package static let summaryName = "summary.md"
    /// The folder of records, `.report`.
    package static let recordsFolderName = ".report"
    /// The file naming the folder's current run, `.report/run`.
    package static let runFileName = "run"
    /// The largest record file read; a larger one is listed as unreadable.
    package static let maximumRecordBytes = 64 << 20
    /// The most record files read from one folder.
    package static let maximumRecordCount = 10_000

    /// `.report` in `folder`.
    package static func recordsFolder(in folder: URL) -> URL {
        folder.appendingPathComponent(recordsFolderName, isDirectory: true)
    }

    /// `.report/run` in `folder`.
    package static func runURL(in folder: URL) -> URL {
        recordsFolder(in: folder).appendingPathComponent(runFileName, isDirectory: false)
    }

    /// The run named in `folder`'s `.report/run`, or `nil`.
    package static func currentRun(in folder: URL) -> String? {
        guard let data = try? readRegularFile(runURL(in: folder), limit: 4096) else { return nil }
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .newlines)
        return text.isEmpty ? nil : text
    }

    /// Reads the current run's records in `folder` (those of other runs are stale and
    /// ignored). Never throws: a record that cannot be read is listed in the result.
    package static func load(_ folder: URL) -> ReportRun {
        let runID = currentRun(in: folder)
        var run = ReportRun(folder: folder, id: runID)
        guard let runID else { return run }
        // stat, not FileManager's attributes, which also look up the owner's user and group
        // names (reading /etc/passwd and /etc/group) on the first assertion of every run.
        var runInfo = stat()
        if stat(runURL(in: folder).path, &runInfo) == 0 {
            run.started = Date(
                timeIntervalSince1970: TimeInterval(runInfo.st_mtim.tv_sec) + TimeInterval(runInfo.st_mtim.tv_nsec) / 1e9)
        }
        var byID: [String: ReportEntry] = [:]
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: recordsFolder(in: folder).path)) ?? [])
            .filter { $0.hasSuffix(".json") }.sorted().prefix(maximumRecordCount)
        for name in names {
            let url = recordsFolder(in: folder).appendingPathComponent(name)
            // A record is input from outside (a downloaded CI folder): regular files only, bounded.
            var info = stat()
            guard lstat(url.path, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
                let data = try? readRegularFile(url, limit: maximumRecordBytes),
                let record = try? ReportRecord.decode(data)
            else {
                run.unreadableRecords.append(url.path)
                continue
            }
            guard record.run == runID else { continue }
            run.passed += max(0, record.passed ?? 0)
            run.recorded += max(0, record.recorded ?? 0)
            if let summary = record.runSummary { run.summary = summary }
            for var entry in record.entries where byID[entry.id].map({ $0.time <= entry.time }) ?? true {
                entry.artifacts = entry.artifacts.compactMap { artifact in
                    folderRelative(artifact.path, recordFolder: record.artifactsFolder, folder: folder.path).map {
                        ReportEntry.Artifact(role: artifact.role, path: $0, presentation: artifact.presentation)
                    }
                }
                byID[entry.id] = entry
                run.packageRoots[entry.id] = record.packageRoot
            }
        }
        run.entries = byID.values.sorted { ($0.time, $0.id) < ($1.time, $1.id) }
        return run
    }

    /// `path` relative to the artifacts folder: kept when relative (and free of `..`), made
    /// relative when it lies inside the folder the record was written in or the folder read
    /// now; `nil` otherwise.
    static func folderRelative(_ path: String, recordFolder: String?, folder: String) -> String? {
        if !path.hasPrefix("/") {
            let parts = path.split(separator: "/")
            return parts.isEmpty || parts.contains(where: { $0 == ".." || $0 == "." }) ? nil : parts.joined(separator: "/")
        }
        if let recordFolder, let inside = relativePath(path, inside: recordFolder) { return inside }
        return relativePath(path, inside: folder)
    }
}
