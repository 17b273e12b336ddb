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

    /// What kind of failure it was, for a caller that answers each differently (a preview's file card).
    package enum Kind: Equatable, Sendable {
        /// Nothing is at the path.
        case missing
        /// The path is a symbolic link, and links were not to be followed.
        case symbolicLink
        /// A folder, device, pipe or socket.
        case notRegularFile
        /// Larger than the limit (the file's size in bytes).
        case tooLarge(Int)
        /// The system refused (the `errno`).
        case unreadable(Int32)
    }

    /// What kind of failure it was.
    package let kind: Kind

    /// An error for `path` with a reason worded for a person.
    package init(path: String, reason: String, kind: Kind = .unreadable(EIO)) {
        self.path = path
        self.reason = reason
        self.kind = kind
    }

    /// Errors are the same when they name the same file and reason (the kind follows from the reason).
    package static func == (lhs: FileReadError, rhs: FileReadError) -> Bool { lhs.path == rhs.path && lhs.reason == rhs.reason }

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
        let kind: FileReadError.Kind =
            code == ENOENT || code == ENOTDIR ? .missing : code == ELOOP && !followingLinks ? .symbolicLink : .unreadable(code)
        throw FileReadError(path: path, reason: reason, kind: kind)
    }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
        let code = errno
        throw FileReadError(path: path, reason: String(cString: strerror(code)), kind: .unreadable(code))
    }
    guard info.st_mode & S_IFMT == S_IFREG else {
        throw FileReadError(path: path, reason: "it is not a regular file (a folder, device or pipe)", kind: .notRegularFile)
    }
    let size = truncating ? min(Int(info.st_size), limit) : Int(info.st_size)
    guard size <= limit else {
        throw FileReadError(
            path: path,
            reason:
                "the file is \(size) bytes, more than the \(limit / (1 << 20)) MiB this toolkit reads from one file; it is not a snapshot",
            kind: .tooLarge(size))
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
        throw FileReadError(path: path, reason: String(cString: strerror(failure)), kind: .unreadable(failure))
    }
    return data
}
