import Foundation
import NapkinSupport

/// Why folders could not be merged: what to do is in the sentence.
package struct ReportMergeError: Error, Equatable, CustomStringConvertible {
    /// What went wrong and what to do.
    package let description: String

    /// An error saying `description`.
    package init(description: String) {
        self.description = description
    }
}

/// Merges the artifacts folders of several machines (a sharded CI run) into one folder with
/// one report, as Playwright's `merge-reports` does: the page, the summary and records the
/// review server can open.
///
/// Each folder's current run is read; its artifacts are copied under `shard-<n>/` of the
/// output (n counts the folders from 1, in the order given), so the same file name from two
/// shards never collides, and each shard keeps its own record (its package root stays its
/// own). A failure reported by two shards is shown once, the newer. Files are copied only if
/// they are regular files inside their folder (see ``ReportRun/read(_:)``): the folders
/// usually come from elsewhere.
package enum ReportMerge {
    /// Merges `folders` into `output` (created if missing; it must be empty or an earlier
    /// merge's output, which is replaced) and returns the merged run.
    @discardableResult
    package static func merge(_ folders: [URL], into output: URL) throws(ReportMergeError) -> ReportRun {
        guard !folders.isEmpty else { throw ReportMergeError(description: "name at least one artifacts folder to merge") }
        try prepare(output)
        let runID = "merged \(folders.count) folder\(folders.count == 1 ? "" : "s") at \(Int(Date().timeIntervalSince1970))"
        for (index, folder) in folders.enumerated() {
            guard ReportFolder.currentRun(in: folder) != nil else {
                throw ReportMergeError(
                    description:
                        "\(folder.path) holds no report (no .report/run); name the folder the tests wrote (SNAPSHOT_ARTIFACTS, or .build/snapshot-artifacts)"
                )
            }
            let shard = ReportFolder.load(folder)
            let prefix = "shard-\(index + 1)"
            var entries: [ReportEntry] = []
            for var entry in shard.entries {
                var copied: [ReportEntry.Artifact] = []
                for artifact in entry.artifacts {
                    let target = prefix + "/" + artifact.path
                    let data: Data
                    do {
                        data = try shard.read(artifact)
                    } catch {
                        throw ReportMergeError(description: "\(error.description) The folder \(folder.path) is incomplete or holds links.")
                    }
                    try write(data, to: output.appendingPathComponent(target))
                    copied.append(ReportEntry.Artifact(role: artifact.role, path: target, presentation: artifact.presentation))
                }
                entry.artifacts = copied
                entries.append(entry)
            }
            // One machine, one checkout: the shard's records share a package root.
            let root = shard.packageRoots.values.first
            let record = ReportRecord(
                run: runID, entries: entries, passed: shard.passed, recorded: shard.recorded, packageRoot: root,
                runSummary: "merged from \(folders.count) artifacts folder\(folders.count == 1 ? "" : "s")")
            try write(try encode(record), to: ReportFolder.recordsFolder(in: output).appendingPathComponent("\(prefix).json"))
        }
        try write(Data((runID + "\n").utf8), to: ReportFolder.runURL(in: output))
        do {
            return try ReportWriter.write(folder: output)
        } catch {
            throw ReportMergeError(description: error.description)
        }
    }

    /// Makes `output` an empty folder, or empties an earlier merge's output.
    private static func prepare(_ output: URL) throws(ReportMergeError) {
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        if manager.fileExists(atPath: output.path, isDirectory: &isFolder) {
            guard isFolder.boolValue else {
                throw ReportMergeError(description: "\(output.path) is a file; name a folder for the merged report")
            }
            let names = (try? manager.contentsOfDirectory(atPath: output.path)) ?? []
            let isEarlierMerge = (ReportFolder.currentRun(in: output) ?? "").hasPrefix("merged ")
            guard names.isEmpty || isEarlierMerge else {
                throw ReportMergeError(description: "\(output.path) is not empty and is not an earlier merge; name a new folder")
            }
            for name in names {
                try? manager.removeItem(at: output.appendingPathComponent(name))
            }
        }
        do {
            try manager.createDirectory(at: ReportFolder.recordsFolder(in: output), withIntermediateDirectories: true)
        } catch {
            throw ReportMergeError(description: "could not create \(output.path): \(error.localizedDescription)")
        }
    }

    private static func write(_ data: Data, to url: URL) throws(ReportMergeError) {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try writeAtomically(data, to: url)
        } catch let error as FileWriteError {
            throw ReportMergeError(description: error.description)
        } catch {
            throw ReportMergeError(description: "could not create the folder of \(url.path): \(error.localizedDescription)")
        }
    }

    private static func encode(_ record: ReportRecord) throws(ReportMergeError) -> Data {
        do {
            return try record.encoded()
        } catch {
            throw ReportMergeError(description: "the merged record could not be written: \(error)")
        }
    }
}
