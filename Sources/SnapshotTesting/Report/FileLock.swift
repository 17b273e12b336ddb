internal import Foundation
internal import NapkinSupport

#if canImport(Glibc)
internal import Glibc
#elseif canImport(Darwin)
internal import Darwin
#endif

/// An exclusive lock shared by processes: `flock` on a lock file.
///
/// The in-process lock cannot keep two test processes (XCTest and Swift Testing, or
/// `--parallel` workers) from rewriting the report at once; `flock` can. Each call opens the
/// file anew, so threads of one process exclude each other too (flock locks belong to the
/// open file, not the process). The kernel drops the lock if the process dies.
enum FileLock {
    /// Runs `body` while holding the lock on `url`, creating the file and its folder if needed.
    static func withLock<T>(_ url: URL, _ body: () throws(SnapshotTestingError) -> T) throws(SnapshotTestingError) -> T {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw .unwritableFile(path: url.deletingLastPathComponent().path, reason: error.localizedDescription)
        }
        let descriptor = open(url.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw .unwritableFile(path: url.path, reason: "the lock file could not be opened: \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                throw .unwritableFile(path: url.path, reason: "the lock could not be taken: \(String(cString: strerror(errno)))")
            }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }
}
