#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// Why a file could not be read: the path and a reason worded for a person.
package struct FileReadError: Error, Equatable, CustomStringConvertible {
    /// The file that was to be read.
    package let path: String
    /// What went wrong.
    package let reason: String

    /// An error for `path` with a reason worded for a person.
    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// A sentence naming the file and the reason.
    package var description: String { "Could not read '\(path)': \(reason)." }
}

/// Reads a whole regular file (or a link to one) of at most `limit` bytes: the one way the
/// package reads a file that came from outside (a PNG, a snapshot reference).
///
/// A FIFO, device or folder is refused before anything is read (reading a FIFO could block
/// forever; a device could be endless), and so is a file larger than `limit`, before any
/// memory is allocated for it.
///
/// - Parameters:
///   - url: The file.
///   - limit: The most bytes read; a larger file is refused before anything is allocated.
///   - followingLinks: When false, a symbolic link at `url` is refused (a file in a folder
///     downloaded from elsewhere must not lead to the reader's own files).
///   - truncating: When true, a larger file gives its first `limit` bytes instead of an error.
package func readRegularFile(_ url: URL, limit: Int, followingLinks: Bool = true, truncating: Bool = false) throws(FileReadError) -> Data {
    let path = url.path
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | (followingLinks ? 0 : O_NOFOLLOW))
    guard descriptor >= 0 else {
        let code = errno
        let reason =
            code == ENOENT
            ? "the file does not exist"
            : code == ELOOP && !followingLinks
                ? "it is a symbolic link, which is not followed here"
                : String(cString: strerror(code))
        throw FileReadError(path: path, reason: reason)
    }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
        throw FileReadError(path: path, reason: String(cString: strerror(errno)))
    }
    guard info.st_mode & S_IFMT == S_IFREG else {
        throw FileReadError(path: path, reason: "it is not a regular file (a folder, device or pipe)")
    }
    let size = truncating ? min(Int(info.st_size), limit) : Int(info.st_size)
    guard size <= limit else {
        throw FileReadError(
            path: path,
            reason:
                "the file is \(size) bytes, more than the \(limit / (1 << 20)) MiB this toolkit reads from one file; it is not a snapshot")
    }
    var data = Data(count: size)
    let failure: Int32? = data.withUnsafeMutableBytes { raw -> Int32? in
        var offset = 0
        while offset < size {
            let count = read(descriptor, raw.baseAddress! + offset, size - offset)
            if count < 0 {
                if errno == EINTR { continue }
                return errno
            }
            if count == 0 { break }  // the file shrank while being read
            offset += count
        }
        return offset == size ? nil : EIO
    }
    if let failure {
        throw FileReadError(path: path, reason: String(cString: strerror(failure)))
    }
    return data
}
