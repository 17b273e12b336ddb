import Foundation
import NapkinSupport
import Raster

#if canImport(Glibc)
import Glibc
#endif

/// The token store's own folder, opened once and used through its descriptor, so that
/// nothing a path could be swapped for between two calls is ever read, written or chmodded.
///
/// Opening refuses a folder that is a symbolic link (`O_NOFOLLOW`) or belongs to another
/// user; files in it are opened with `O_NOFOLLOW` too. Only the folder's last component is
/// checked: the folders above it are the user's to arrange (a home on a link is common).
struct TokenFolder: ~Copyable {
    /// The folder's path, for messages.
    let path: String
    private let descriptor: Int32

    /// Why an operation failed: a problem the store reports, or "there is nothing there".
    enum Failure: Error {
        /// The folder or file does not exist.
        case missing
        /// Something is wrong, in words the user can act on.
        case problem(TokenStoreProblem)
    }

    /// Opens the existing folder at `path` for reading: it must be a real folder of ours that
    /// no one else may write to (or they could have replaced the tokens).
    static func openForReading(_ path: String) throws(Failure) -> TokenFolder {
        let folder = try TokenFolder(opening: path)
        let info = try folder.status(of: path)
        if info.st_mode & 0o022 != 0 {
            throw .problem(.wrongPermissions(path: path, mode: info.st_mode & 0o7777, expected: 0o700))
        }
        return folder
    }

    /// Opens the existing folder at `path` to remove the tokens: a real folder of ours, whatever
    /// its mode (loose permissions must not keep anyone signed in).
    static func openForRemoving(_ path: String) throws(Failure) -> TokenFolder {
        let folder = try TokenFolder(opening: path)
        _ = try folder.status(of: path)
        return folder
    }

    /// Opens the folder at `path` for writing, creating it (and its parents) when missing,
    /// and makes it owner-only (0700): it is ours, checked through the descriptor.
    static func openForWriting(_ path: String) throws(Failure) -> TokenFolder {
        // Not NSString's: swift-corelibs-foundation crashes on a path of one component.
        let parent = deletingLastPathComponent(path).isEmpty ? "." : deletingLastPathComponent(path)
        do {
            try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        } catch {
            throw .problem(.notSaved(path: path, reason: (error as NSError).localizedDescription))
        }
        // Owner only from the start, whatever the umask; an existing folder is checked below.
        if mkdir(path, 0o700) != 0, errno != EEXIST {
            throw .problem(.notSaved(path: path, reason: "mkdir: \(Self.words(errno))"))
        }
        let folder = try TokenFolder(opening: path)
        let info = try folder.status(of: path)
        if info.st_mode & 0o7777 != 0o700, fchmod(folder.descriptor, 0o700) != 0 {
            throw .problem(.notSaved(path: path, reason: "chmod 700: \(Self.words(errno))"))
        }
        return folder
    }

    private init(opening path: String) throws(Failure) {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else {
            switch errno {
            case ENOENT: throw .missing
            // With O_DIRECTORY, Linux reports a link as ENOTDIR, like a file: lstat tells them apart.
            case ELOOP: throw .problem(.symbolicLink(path: path))
            case ENOTDIR where Self.isSymbolicLink(path): throw .problem(.symbolicLink(path: path))
            case ENOTDIR: throw .problem(.unreadable(path: path, reason: "it is not a folder"))
            default: throw .problem(.unreadable(path: path, reason: Self.words(errno)))
            }
        }
        self.path = path
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// The folder's status; a folder of another user is refused.
    private func status(of path: String) throws(Failure) -> stat {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            throw .problem(.unreadable(path: path, reason: Self.words(errno)))
        }
        guard info.st_uid == geteuid() else { throw .problem(.wrongOwner(path: path, owner: info.st_uid)) }
        return info
    }

    /// The contents of the file `name`: a regular file of ours that only we may read and
    /// write, and at most `limit` bytes.
    func read(_ name: String, limit: Int) throws(Failure) -> Data {
        let filePath = path + "/" + name
        // Non-blocking, so that a FIFO planted here cannot hold the open; regular files ignore it.
        let file = openat(descriptor, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard file >= 0 else {
            switch errno {
            case ENOENT: throw .missing
            case ELOOP: throw .problem(.symbolicLink(path: filePath))
            default: throw .problem(.unreadable(path: filePath, reason: Self.words(errno)))
            }
        }
        defer { close(file) }
        var info = stat()
        guard fstat(file, &info) == 0 else { throw .problem(.unreadable(path: filePath, reason: Self.words(errno))) }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw .problem(.unreadable(path: filePath, reason: "it is \(Self.kind(info.st_mode)), not a regular file"))
        }
        guard info.st_uid == geteuid() else { throw .problem(.wrongOwner(path: filePath, owner: info.st_uid)) }
        guard info.st_mode & 0o077 == 0 else {
            throw .problem(.wrongPermissions(path: filePath, mode: info.st_mode & 0o7777, expected: 0o600))
        }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(file, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .problem(.unreadable(path: filePath, reason: Self.words(errno)))
            }
            if count == 0 { return data }
            data.append(contentsOf: buffer[..<count])
            if data.count > limit {
                throw .problem(.corrupt(path: filePath, reason: "it is larger than \(limit) bytes"))
            }
        }
    }

    /// Replaces the file `name` with `data` atomically: written to a new owner-only file in
    /// this folder, flushed, then renamed over the old one (or over whatever link was planted
    /// there: the link is replaced, its target never written).
    func write(_ data: Data, to name: String) throws(TokenStoreProblem) {
        do {
            // Owner-only and flushed to disk, through the folder descriptor opened and
            // checked above, so the folder cannot be swapped between the check and the write.
            try FileWriter(permissions: 0o600, durable: true, symlinks: .refuse)
                .replace(data, named: name, inFolder: descriptor, folderPath: path)
        } catch {
            throw .notSaved(path: path + "/" + name, reason: error.reason)
        }
    }

    /// Removes the file `name` (a link planted there is removed, not its target); nothing
    /// happens when there is none.
    func remove(_ name: String) throws(TokenStoreProblem) {
        guard unlinkat(descriptor, name, 0) == 0 || errno == ENOENT else {
            throw .notCleared(path: path + "/" + name, reason: Self.words(errno))
        }
    }

    private static func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }

    private static func words(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// What a non-regular file is, in words.
    private static func kind(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: return "a folder"
        case S_IFIFO: return "a FIFO"
        case S_IFSOCK: return "a socket"
        case S_IFCHR, S_IFBLK: return "a device"
        default: return "not a file"
        }
    }
}
