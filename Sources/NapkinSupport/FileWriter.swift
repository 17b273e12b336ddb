#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// The one way every module of the package writes a file.
///
/// What it does depends on what is at the path, because "replace the file" is right only for a
/// regular file:
/// - nothing, or a regular file: the bytes go to a temporary file in the same folder, which
///   then replaces the destination with one `rename`, so a reader sees the old bytes or the
///   new ones, never a mix. The temporary name is short and fixed in length
///   (`.napkin-XXXXXXXX.tmp`), so any name the file system accepts can be written, and it is
///   removed on every failure (a full disk leaves nothing behind).
/// - a character device or a FIFO (`/dev/null`, `/dev/stdout`, a pipe): the bytes are written
///   through it; the device or pipe is never replaced by a regular file.
/// - a symbolic link: followed (the link stays, its target receives the bytes) or refused,
///   as ``SymlinkPolicy`` says.
/// - a folder, a block device or a socket: refused with a ``FileWriteError``.
///
/// ``regularFilesOnly`` is the writer for files the package owns (snapshot references, their
/// artifacts and report, caches): it refuses links, pipes and devices without opening them
/// (opening a FIFO nobody reads blocks forever), and replaces only a file its user may write.
package struct FileWriter: Sendable {
    /// What to do when the destination is a symbolic link.
    package enum SymlinkPolicy: Sendable {
        /// Write to what the link points at, keeping the link (a command's `--out`).
        case follow
        /// Refuse: the caller never expects a link there (a token store).
        case refuse
    }

    /// What to do when the destination is a pipe (FIFO) or a character device.
    package enum SpecialFilePolicy: Sendable {
        /// Write through it, never replacing it (`/dev/stdout`, a pipe a reader waits on).
        case writeThrough
        /// Refuse without opening it: where only files are expected, a FIFO is a trap (opening
        /// it for writing waits for a reader forever).
        case refuse
    }

    /// Permissions for the file written, or `nil` for the existing file's own permissions
    /// (a new file gets `0666` less the process's umask, as any program's does).
    package var permissions: mode_t?
    /// When true the file's bytes and the folder entry reach the disk (`fsync`) before
    /// `write` returns, so a crash right after cannot leave an empty file.
    package var durable: Bool
    /// What to do with a symbolic link at the destination.
    package var symlinks: SymlinkPolicy
    /// What to do with a pipe or character device at the destination.
    package var specialFiles: SpecialFilePolicy
    /// When true, an existing file is replaced only when it belongs to this process's user and
    /// its owner may write it: a rename would replace a read-only file, or another user's, in
    /// a folder the process may write, and that file was protected for a reason.
    package var replacesOnlyWritableFiles: Bool

    /// A writer with the given options; the defaults suit a command's output.
    package init(
        permissions: mode_t? = nil, durable: Bool = false, symlinks: SymlinkPolicy = .follow,
        specialFiles: SpecialFilePolicy = .writeThrough, replacesOnlyWritableFiles: Bool = false
    ) {
        self.permissions = permissions
        self.durable = durable
        self.symlinks = symlinks
        self.specialFiles = specialFiles
        self.replacesOnlyWritableFiles = replacesOnlyWritableFiles
    }

    /// The writer for files the package owns: regular files only (links, pipes and devices
    /// refused unopened), and never a read-only file or another user's.
    package static let regularFilesOnly = FileWriter(symlinks: .refuse, specialFiles: .refuse, replacesOnlyWritableFiles: true)

    /// Writes `data` to `url` as described on ``FileWriter``.
    package func write(_ data: Data, to url: URL) throws(FileWriteError) {
        let given = url.path
        var path = given
        var info = stat()
        if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
            guard symlinks == .follow else {
                throw FileWriteError(
                    path: given, reason: "it is a symbolic link, and links are not followed here; remove the link and try again")
            }
            var target = stat()
            guard stat(path, &target) == 0 else {
                throw FileWriteError(
                    path: given,
                    reason:
                        "it is a symbolic link to a file that does not exist (\(linkTarget(path) ?? "unreadable link")); remove the link or create its target"
                )
            }
            // A pipe or device behind a link (`/dev/stdout` → `/proc/self/fd/1` → `pipe:[…]`)
            // has no path of its own to resolve: open the link itself, which the kernel follows.
            let kind = target.st_mode & S_IFMT
            if kind == S_IFCHR || kind == S_IFIFO {
                try refuseSpecialFile(kind, given: given)
                return try writeThrough(path: path, given: given, folder: deletingLastPathComponent(path), data: data)
            }
            // Otherwise write where the whole chain of links ends, keeping the links.
            guard let resolved = realpath(path, nil) else {
                throw FileWriteError.system(
                    path: given, operation: "follow the link", errno: errno, folder: deletingLastPathComponent(path))
            }
            path = String(cString: resolved)
            free(resolved)
        }
        let folder = deletingLastPathComponent(path).isEmpty ? "." : deletingLastPathComponent(path)
        guard lstat(path, &info) == 0 else {
            let code = errno
            guard code == ENOENT else { throw .system(path: given, operation: "inspect it", errno: code, folder: folder) }
            return try replace(path: path, given: given, folder: folder, data: data, existingMode: nil)
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            if replacesOnlyWritableFiles { try requireWritable(info, given: given) }
            try replace(path: path, given: given, folder: folder, data: data, existingMode: info.st_mode & 0o7777)
        case S_IFCHR, S_IFIFO:
            try refuseSpecialFile(info.st_mode & S_IFMT, given: given)
            try writeThrough(path: path, given: given, folder: folder, data: data)
        case S_IFDIR:
            throw FileWriteError(path: given, reason: "it is a folder; name a file inside it")
        default:
            throw FileWriteError(
                path: given,
                reason:
                    "it is not a regular file, a character device or a pipe (a block device or a socket), and is never replaced; name another path"
            )
        }
    }

    /// Appends `data` to the regular file at `url`, creating it (empty, then `data`) when it
    /// is missing. For a log that processes extend one line at a time under a lock (a run's
    /// reference claims): replacing the whole file for each line rewrites it once per line,
    /// and on ext4 every rename over an existing file starts writing the new one to disk.
    ///
    /// Only a regular file is appended to: a link at the path is refused, never followed,
    /// whatever ``symlinks`` says, and so are a pipe, a device and a folder; with
    /// ``replacesOnlyWritableFiles``, so are another user's file and a read-only one.
    package func append(_ data: Data, to url: URL) throws(FileWriteError) {
        let path = url.path
        let folder = deletingLastPathComponent(path).isEmpty ? "." : deletingLastPathComponent(path)
        // O_NONBLOCK: a FIFO without a reader fails at once (ENXIO) instead of waiting.
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, permissions ?? 0o666)
        guard descriptor >= 0 else {
            let code = errno
            if code == ELOOP {
                throw FileWriteError(
                    path: path, reason: "it is a symbolic link, and links are not followed here; remove the link and try again")
            }
            if code == ENXIO {
                try refuseSpecialFile(S_IFIFO, given: path)
            }
            throw .system(path: path, operation: "open it for appending", errno: code, folder: folder)
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            throw .system(path: path, operation: "inspect it", errno: errno, folder: folder)
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            if replacesOnlyWritableFiles { try requireWritable(info, given: path) }
        case S_IFCHR, S_IFIFO:
            let what = info.st_mode & S_IFMT == S_IFIFO ? "a pipe (FIFO)" : "a device"
            throw FileWriteError(path: path, reason: "it is \(what), and only regular files are appended to; remove it and try again")
        default:
            throw FileWriteError(
                path: path, reason: "it is not a regular file, and only regular files are appended to; remove it and try again")
        }
        try writeAll(data, to: descriptor, given: path, folder: folder)
        if durable, fsync(descriptor) != 0 {
            throw FileWriteError.system(path: path, operation: "flush it to disk", errno: errno, folder: folder)
        }
    }

    /// Throws when ``specialFiles`` refuses a pipe or device of `kind`.
    private func refuseSpecialFile(_ kind: mode_t, given: String) throws(FileWriteError) {
        guard specialFiles == .refuse else { return }
        let what = kind == S_IFIFO ? "a pipe (FIFO)" : "a device"
        throw FileWriteError(
            path: given,
            reason: "it is \(what), and only regular files are written here (opening it could wait forever); remove it and try again")
    }

    /// Throws unless the existing file `info` describes belongs to this process's user, who
    /// may write it.
    private func requireWritable(_ info: stat, given: String) throws(FileWriteError) {
        if info.st_uid != geteuid() {
            throw FileWriteError(
                path: given,
                reason:
                    "it belongs to another user (uid \(info.st_uid)), and is never replaced by this one; ask its owner, or change its owner (chown), to let it be rewritten"
            )
        }
        if info.st_mode & S_IWUSR == 0 {
            throw FileWriteError(
                path: given,
                reason:
                    "it is read-only (permissions \(String(info.st_mode & 0o777, radix: 8))), and is never replaced; make it writable (chmod u+w) to let it be rewritten"
            )
        }
    }

    /// Writes into a temporary sibling and renames it over `path`.
    private func replace(path: String, given: String, folder: String, data: Data, existingMode: mode_t?) throws(FileWriteError) {
        let folderDescriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folderDescriptor >= 0 else {
            throw .system(path: given, operation: "open the folder", errno: errno, folder: folder)
        }
        defer { close(folderDescriptor) }
        try replace(
            data, named: lastPathComponent(path), inFolder: folderDescriptor, folderPath: folder, given: given, existingMode: existingMode)
    }

    /// Replaces the entry `name` of the open folder `folder` with `data`, atomically: a
    /// temporary sibling, then one `renameat`. A link at `name` is replaced as an entry, never
    /// followed. For callers that have already opened and checked the folder (a token store),
    /// so nothing between the check and the write can swap it.
    ///
    /// - Parameters:
    ///   - data: the file's new contents.
    ///   - name: the entry's name inside the folder (one path component).
    ///   - folder: the open folder's descriptor.
    ///   - folderPath: the folder's path, for messages only.
    package func replace(_ data: Data, named name: String, inFolder folder: Int32, folderPath: String) throws(FileWriteError) {
        var info = stat()
        let existing = fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0 && info.st_mode & S_IFMT == S_IFREG
        try replace(
            data, named: name, inFolder: folder, folderPath: folderPath, given: folderPath + "/" + name,
            existingMode: existing ? info.st_mode & 0o7777 : nil)
    }

    private func replace(_ data: Data, named name: String, inFolder folder: Int32, folderPath: String, given: String, existingMode: mode_t?)
        throws(FileWriteError)
    {
        let (descriptor, temporary) = try createTemporary(in: folder, folderPath: folderPath, given: given)
        var succeeded = false
        defer {
            if !succeeded { unlinkat(folder, temporary, 0) }
        }
        do {
            defer { close(descriptor) }
            try writeAll(data, to: descriptor, given: given, folder: folderPath)
            if let mode = permissions ?? existingMode, fchmod(descriptor, mode) != 0 {
                throw FileWriteError.system(path: given, operation: "set its permissions", errno: errno, folder: folderPath)
            }
            if durable, fsync(descriptor) != 0 {
                throw FileWriteError.system(path: given, operation: "flush it to disk", errno: errno, folder: folderPath)
            }
        }
        guard renameat(folder, temporary, folder, name) == 0 else {
            throw FileWriteError.system(path: given, operation: "move the new file into place", errno: errno, folder: folderPath)
        }
        succeeded = true
        if durable { fsync(folder) }
    }

    /// Creates `.napkin-XXXXXXXX.tmp` in `folder` exclusively, never through a link; returns
    /// its descriptor and name.
    private func createTemporary(in folder: Int32, folderPath: String, given: String) throws(FileWriteError) -> (Int32, String) {
        for _ in 0..<16 {
            let suffix = String(UInt32.random(in: .min ... .max), radix: 16)
            let name = ".napkin-" + String(repeating: "0", count: 8 - suffix.count) + suffix + ".tmp"
            let descriptor = openat(folder, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
            if descriptor >= 0 { return (descriptor, name) }
            let code = errno
            if code != EEXIST { throw .system(path: given, operation: "create a file in \(folderPath)", errno: code, folder: folderPath) }
        }
        throw FileWriteError(path: given, reason: "could not find a free temporary name in \(folderPath)")
    }

    /// Writes through a device or FIFO that already exists; never creates or truncates a file.
    private func writeThrough(path: String, given: String, folder: String, data: Data) throws(FileWriteError) {
        let descriptor = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw .system(path: given, operation: "open it for writing", errno: errno, folder: folder)
        }
        defer { close(descriptor) }
        try writeAll(data, to: descriptor, given: given, folder: folder)
    }

    /// Writes every byte to `descriptor`, retrying short writes and interruptions.
    private func writeAll(_ data: Data, to descriptor: Int32, given: String, folder: String) throws(FileWriteError) {
        if let failure = Self.writeBytes(data, to: descriptor) {
            throw .system(path: given, operation: "write it", errno: failure, folder: folder)
        }
    }

    /// Writes every byte of `data` to an open descriptor (standard output, say); `name` is
    /// what the error calls it.
    package static func writeAll(_ data: Data, toDescriptor descriptor: Int32, naming name: String) throws(FileWriteError) {
        if let failure = writeBytes(data, to: descriptor) {
            throw .system(path: name, operation: "write to it", errno: failure, folder: name)
        }
    }

    /// The `errno` of the failed write, or `nil` when every byte was written.
    private static func writeBytes(_ data: Data, to descriptor: Int32) -> Int32? {
        data.withUnsafeBytes { raw -> Int32? in
            guard var next = raw.baseAddress else { return nil }
            var remaining = raw.count
            while remaining > 0 {
                let written = Glibc.write(descriptor, next, remaining)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                next += written
                remaining -= written
            }
            return nil
        }
    }
}

/// What the link at `path` points at, for messages.
private func linkTarget(_ path: String) -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(path, &buffer, buffer.count - 1)
    guard count >= 0 else { return nil }
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

/// Writes `data` to `url` with the default ``FileWriter``: atomically for a regular file,
/// through a device or pipe, following a link.
package func writeAtomically(_ data: Data, to url: URL) throws(FileWriteError) {
    try FileWriter().write(data, to: url)
}
