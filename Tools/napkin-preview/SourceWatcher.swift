import Foundation

/// Notices when a package's sources change, by looking at every Swift file's modification
/// time and size under the watched folders a few times a second (no inotify: it works the
/// same on every file system, and a package's few thousand files cost little to look at).
struct SourceWatcher: Sendable {
    /// What the watcher saw: file → (modification time, size).
    typealias Snapshot = [String: (Double, Int)]

    /// The folders and files watched, absolute.
    let roots: [URL]
    /// At most this many files are looked at.
    static let maximumFiles = 50_000

    /// The watched files now.
    func snapshot() -> Snapshot {
        var result: Snapshot = [:]
        let keys: [URLResourceKey] = [.contentModificationDateKey, .fileSizeKey, .isRegularFileKey]
        for root in roots {
            if let values = try? root.resourceValues(forKeys: Set(keys)), values.isRegularFile == true {
                result[root.path] = (values.contentModificationDate?.timeIntervalSince1970 ?? 0, values.fileSize ?? 0)
                continue
            }
            guard let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles])
            else { continue }
            for case let file as URL in files where file.pathExtension == "swift" {
                guard result.count < Self.maximumFiles, let values = try? file.resourceValues(forKeys: Set(keys)),
                    values.isRegularFile == true
                else { continue }
                result[file.path] = (values.contentModificationDate?.timeIntervalSince1970 ?? 0, values.fileSize ?? 0)
            }
        }
        return result
    }

    /// The files added, removed or changed from `old` to `new`, sorted.
    static func changes(from old: Snapshot, to new: Snapshot) -> [String] {
        var changed = Set(old.keys).symmetricDifference(new.keys)
        for (path, stamp) in new {
            if let before = old[path], before != stamp { changed.insert(path) }
        }
        return changed.sorted()
    }
}
