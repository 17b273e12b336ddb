internal import Foundation
internal import NapkinSupport

/// Writes files atomically, creating folders as needed, and never rewrites a file whose bytes
/// would not change (so re-recording an unchanged snapshot leaves it untouched).
enum ArtifactWriter {
    /// Writes `data` to `url` unless the file already holds exactly these bytes.
    static func write(_ data: Data, to url: URL) throws(SnapshotTestingError) {
        // Read no more than the new bytes: a larger (or irregular) file differs anyway.
        if let existing = try? readRegularFile(url, limit: data.count), existing == data { return }
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try writeAtomically(data, to: url)
        } catch let error as FileWriteError {
            throw .unwritableFile(path: url.path, reason: error.reason)
        } catch {
            throw .unwritableFile(path: url.path, reason: error.localizedDescription)
        }
    }
}
