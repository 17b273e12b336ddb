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
            try createFolder(at: url.deletingLastPathComponent())
        } catch {
            throw .unwritableFile(path: url.deletingLastPathComponent().path, reason: error.reason)
        }
        // Never through a link, and never blocking on a FIFO planted there: a regular file only.
        let descriptor = open(url.path, O_RDWR | O_CREAT | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw .unwritableFile(path: url.path, reason: "the lock file could not be opened: \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            throw .unwritableFile(path: url.path, reason: "the lock file is not a regular file; remove it")
        }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                throw .unwritableFile(path: url.path, reason: "the lock could not be taken: \(String(cString: strerror(errno)))")
            }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }
}
