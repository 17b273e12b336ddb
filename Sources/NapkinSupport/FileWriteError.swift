#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// Why a file could not be written: the one write error of every module, whether the file is
/// a PNG, a report page, a token store or a command's output.
public struct FileWriteError: Error, Equatable, CustomStringConvertible {
    /// The file that was to be written, as given (before following a link).
    public let path: String
    /// What went wrong, worded for a person, with what to do where there is something to do.
    public let reason: String

    /// An error for `path` with a reason worded for a person.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// A sentence naming the file and the reason.
    public var description: String { "Could not write '\(path)': \(reason)." }
}

extension FileWriteError {
    /// The error for a failed system call, with `errno` turned into words a person can act on.
    static func system(path: String, operation: String, errno code: Int32, folder: String) -> FileWriteError {
        let reason: String
        switch code {
        case ENOENT: reason = "the folder \(folder) does not exist; create it first"
        case ENOTDIR: reason = "part of the path \(folder) is not a folder"
        case EACCES, EPERM: reason = "permission denied while trying to \(operation); check the permissions of \(folder)"
        case ENOSPC: reason = "the disk is full (no space left on device); free some space and try again"
        case EDQUOT: reason = "the disk quota is exhausted; free some space and try again"
        case EFBIG: reason = "the file would exceed the largest file this process may write (see `ulimit -f`)"
        case EROFS: reason = "the file system is read-only"
        case ENAMETOOLONG: reason = "the file name is too long for the file system (at most 255 bytes per name); choose a shorter name"
        case EISDIR: reason = "it is a folder; name a file inside it"
        case ENXIO: reason = "nothing is reading from that pipe or device"
        case EPIPE: reason = "the reading end of the pipe was closed"
        default: reason = "could not \(operation): \(String(cString: strerror(code)))"
        }
        return FileWriteError(path: path, reason: reason)
    }
}
