internal import Foundation
internal import NapkinSupport

/// Writes references, artifacts and the report atomically, creating folders as needed, and
/// never rewrites a file whose bytes would not change (so re-recording an unchanged snapshot
/// leaves it untouched).
///
/// Regular files only (``FileWriter/regularFilesOnly``): a link at the path is refused, never
/// written through (a reference committed as a link must not turn its target into a PNG); a
/// pipe or device is refused unopened (a FIFO would block the test forever); a read-only file,
/// or another user's, is left alone with a message.
enum ArtifactWriter {
    /// Writes `data` to `url` unless the file already holds exactly these bytes.
    static func write(_ data: Data, to url: URL) throws(SnapshotTestingError) {
        // Read no more than the new bytes: a larger (or irregular) file differs anyway.
        if let existing = try? readRegularFile(url, limit: data.count), existing == data { return }
        do {
            try createFolder(at: url.deletingLastPathComponent())
            try FileWriter.regularFilesOnly.write(data, to: url)
        } catch {
            throw .unwritableFile(path: url.path, reason: error.reason)
        }
    }

    /// Appends `data` to the regular file at `url` (created when missing), for a log that
    /// grows a line at a time under a lock.
    static func append(_ data: Data, to url: URL) throws(SnapshotTestingError) {
        do {
            try createFolder(at: url.deletingLastPathComponent())
            try FileWriter.regularFilesOnly.append(data, to: url)
        } catch {
            throw .unwritableFile(path: url.path, reason: error.reason)
        }
    }
}
