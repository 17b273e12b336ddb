import Foundation
import Synchronization

/// The `index.html` in the artifacts folder: every snapshot failure of this process, with
/// its images, rewritten atomically after each failure.
///
/// Entries are kept per artifacts folder behind a lock, so failures from tests running in
/// parallel all land in the page. A snapshot that fails again replaces its earlier entry.
/// Each process writes its own page: under `swift test --parallel`, which runs several test
/// processes, the last process to fail writes the page.
enum FailureReport {
    /// One failed assertion in the report.
    struct Entry: Sendable {
        /// The reference file's full path, which identifies the entry.
        var id: String
        /// The sanitized test name (`testLogin`).
        var testName: String
        /// The reference file's name (`testLogin.1.png`).
        var snapshotName: String
        /// Where the assertion is (`AppTests/LoginTests.swift:42`).
        var sourceLocation: String
        /// The full failure message.
        var message: String
        /// The reference file (absolute path), if it exists.
        var referencePath: String?
        /// The artifact files by role (`new`, `reference`, `difference`, `patch`), as absolute
        /// paths.
        var artifacts: [(role: String, path: String)]
        /// The pixel size of the new image, when the snapshot is an image.
        var imageSize: (width: Int, height: Int)?
    }

    private static let entries = Mutex<[String: [Entry]]>([:])

    /// The report file in `folder`.
    static func url(in folder: URL) -> URL {
        folder.appendingPathComponent("index.html", isDirectory: false)
    }

    /// Adds `entry` to the report in `folder` and rewrites the page.
    static func add(_ entry: Entry, folder: URL) throws(SnapshotTestingError) {
        let key = folder.standardizedFileURL.path
        let result: Result<Void, SnapshotTestingError> = entries.withLock { reports in
            var list = reports[key, default: []]
            list.removeAll { $0.id == entry.id }
            list.append(entry)
            reports[key] = list
            // Written under the lock so that concurrent failures cannot replace a newer page
            // with an older one.
            let page = FailureReportPage(entries: list, folder: folder).html
            return Result { () throws(SnapshotTestingError) in try ArtifactWriter.write(Data(page.utf8), to: url(in: folder)) }
        }
        try result.get()
    }
}
