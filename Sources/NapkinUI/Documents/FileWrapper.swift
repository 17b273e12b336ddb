import Foundation

// Apple's Foundation has FileWrapper; swift-corelibs-foundation does not.
#if os(Linux)
internal import NapkinSupport
import Glibc

/// A file, a folder of files or a symbolic link held in memory, as Foundation's `FileWrapper`
/// (swift-corelibs-foundation has none): what a ``FileDocument`` reads from and hands back to
/// be saved.
///
/// ```swift
/// let note = FileWrapper(regularFileWithContents: Data("Hello".utf8))
/// let folder = FileWrapper(directoryWithFileWrappers: ["note.txt": note])
/// try folder.write(to: url, options: .atomic, originalContentsURL: nil)
/// ```
/// Reading (``init(url:options:)``) looks at each item without following symbolic links: a
/// link, at the top or inside a folder, becomes a symbolic-link wrapper, and pipes, devices and
/// sockets are refused. Writing builds the whole item under a temporary name beside the
/// destination and then renames it into place, so a reader sees the old item or the new one,
/// and a link at the destination is replaced, never followed. Failures are `CocoaError`s with
/// the path (`NSFilePathErrorKey`) and the system's `POSIXError` (`NSUnderlyingErrorKey`).
open class FileWrapper {
    /// What a wrapper holds.
    enum Contents {
        case regularFile(Data)
        case directory([String: FileWrapper])
        case symbolicLink(URL)
    }

    var contents: Contents

    /// The name the wrapper would like in a folder (when its ``filename`` is taken or unset).
    open var preferredFilename: String?
    /// The name of the item on disk this wrapper was read from or last written to with
    /// `.withNameUpdating`, or the key it has in its parent folder wrapper.
    open var filename: String?

    /// Options for ``init(url:options:)``, as Foundation's `FileWrapper.ReadingOptions`.
    public struct ReadingOptions: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Options with these bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Read everything now (NapkinUI always does).
        public static let immediate = ReadingOptions(rawValue: 1 << 0)
        /// Do not map files into memory (NapkinUI never does).
        public static let withoutMapping = ReadingOptions(rawValue: 1 << 1)
    }

    /// Options for ``write(to:options:originalContentsURL:)``, as Foundation's
    /// `FileWrapper.WritingOptions`.
    public struct WritingOptions: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Options with these bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Replace the destination in one step (NapkinUI always writes this way).
        public static let atomic = WritingOptions(rawValue: 1 << 0)
        /// Set ``filename`` of the wrapper and its children to the names written.
        public static let withNameUpdating = WritingOptions(rawValue: 1 << 1)
    }

    /// A wrapper of a regular file holding `contents`.
    public init(regularFileWithContents contents: Data) {
        self.contents = .regularFile(contents)
    }

    /// A folder wrapper holding `childrenByPreferredName`, each child's ``filename`` and
    /// (when unset) ``preferredFilename`` becoming its key.
    public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
        for (name, child) in childrenByPreferredName {
            child.filename = name
            if child.preferredFilename == nil { child.preferredFilename = name }
        }
        contents = .directory(childrenByPreferredName)
    }

    /// A wrapper of a symbolic link pointing at `url`.
    public init(symbolicLinkWithDestinationURL url: URL) {
        contents = .symbolicLink(url)
    }

    /// Reads the item at `url` (a regular file, a folder and everything in it, or a symbolic
    /// link, which is not followed). Pipes, devices and sockets are refused.
    ///
    /// - Throws: `CocoaError(.fileReadNoSuchFile)` when nothing is there,
    ///   `.fileReadNoPermission` when it may not be read, `.fileReadUnknown` otherwise.
    public init(url: URL, options: ReadingOptions = []) throws {
        contents = try FileWrapper.read(path: url.path)
        let name = url.lastPathComponent
        filename = name
        preferredFilename = name
    }

    /// True for a wrapper of a regular file.
    open var isRegularFile: Bool {
        if case .regularFile = contents { return true }
        return false
    }

    /// True for a folder wrapper.
    open var isDirectory: Bool {
        if case .directory = contents { return true }
        return false
    }

    /// True for a wrapper of a symbolic link.
    open var isSymbolicLink: Bool {
        if case .symbolicLink = contents { return true }
        return false
    }

    /// The file's bytes; `nil` for a folder or a link.
    open var regularFileContents: Data? {
        if case .regularFile(let data) = contents { return data }
        return nil
    }

    /// A folder's children by their names; `nil` for a file or a link.
    open var fileWrappers: [String: FileWrapper]? {
        if case .directory(let children) = contents { return children }
        return nil
    }

    /// Where a link points; `nil` for a file or a folder.
    open var symbolicLinkDestinationURL: URL? {
        if case .symbolicLink(let url) = contents { return url }
        return nil
    }

    /// Adds `child` to this folder wrapper under its ``preferredFilename`` (or, when a child
    /// already has that name, the name with " 2", " 3"… before its extension) and returns the
    /// key. The child must have a preferred name, and this must be a folder wrapper.
    @discardableResult
    open func addFileWrapper(_ child: FileWrapper) -> String {
        guard case .directory(var children) = contents else {
            preconditionFailure("addFileWrapper(_:) is for folder wrappers")
        }
        guard let preferred = child.preferredFilename ?? child.filename, !preferred.isEmpty else {
            preconditionFailure("A file wrapper added to a folder needs a preferredFilename")
        }
        var key = preferred
        var number = 2
        while children[key] != nil {
            let base = (preferred as NSString).deletingPathExtension
            let pathExtension = (preferred as NSString).pathExtension
            key = pathExtension.isEmpty ? "\(base) \(number)" : "\(base) \(number).\(pathExtension)"
            number += 1
        }
        child.filename = key
        children[key] = child
        contents = .directory(children)
        return key
    }

    /// Adds a regular file holding `data` named `fileName` (made unique as in
    /// ``addFileWrapper(_:)``) and returns its key.
    @discardableResult
    open func addRegularFile(withContents data: Data, preferredFilename fileName: String) -> String {
        let child = FileWrapper(regularFileWithContents: data)
        child.preferredFilename = fileName
        return addFileWrapper(child)
    }

    /// Removes `child` from this folder wrapper.
    open func removeFileWrapper(_ child: FileWrapper) {
        guard case .directory(var children) = contents else { return }
        guard let key = children.first(where: { $0.value === child })?.key else { return }
        children[key] = nil
        contents = .directory(children)
    }

    /// The key `child` has in this folder wrapper, or `nil` when it is not a child.
    open func keyForChildFileWrapper(_ child: FileWrapper) -> String? {
        fileWrappers?.first(where: { $0.value === child })?.key
    }

    /// Writes the wrapper to `url`: built under a temporary name in the same folder, then
    /// renamed over whatever is at `url` (a file, a folder or a link, which is replaced and not
    /// followed), so the destination is either the old item or the whole new one.
    /// `originalContentsURL` is accepted for Foundation's signature (everything is written).
    ///
    /// - Throws: `CocoaError(.fileNoSuchFile)` when the folder does not exist,
    ///   `.fileWriteNoPermission`, `.fileWriteOutOfSpace`, `.fileWriteVolumeReadOnly`,
    ///   `.fileWriteInvalidFileName`, or `.fileWriteUnknown`; nothing is left behind.
    open func write(to url: URL, options: WritingOptions = [], originalContentsURL: URL?) throws {
        let destination = url.path
        let folder = deletingLastPathComponent(destination)
        let temporary = (folder.isEmpty ? "." : folder) + "/.napkin-filewrapper-" + UUID().uuidString
        do {
            try FileWrapper.write(contents, to: temporary)
        } catch {
            FileWrapper.removeItem(temporary)
            throw error
        }
        var existing = stat()
        let replacesFolder = lstat(destination, &existing) == 0 && existing.st_mode & S_IFMT == S_IFDIR
        if replacesFolder {
            // rename(2) replaces only an empty folder: move the old one aside first.
            let aside = temporary + "-old"
            guard rename(destination, aside) == 0 else {
                let code = errno
                FileWrapper.removeItem(temporary)
                throw FileWrapper.writeError(code, path: destination)
            }
            guard rename(temporary, destination) == 0 else {
                let code = errno
                _ = rename(aside, destination)
                FileWrapper.removeItem(temporary)
                throw FileWrapper.writeError(code, path: destination)
            }
            FileWrapper.removeItem(aside)
        } else {
            guard rename(temporary, destination) == 0 else {
                let code = errno
                FileWrapper.removeItem(temporary)
                throw FileWrapper.writeError(code, path: destination)
            }
        }
        if options.contains(.withNameUpdating) { updateNames(url.lastPathComponent) }
    }

    private func updateNames(_ name: String) {
        filename = name
        for (key, child) in fileWrappers ?? [:] { child.updateNames(key) }
    }
}

extension FileWrapper {
    /// Reads what is at `path` without following a link there.
    private static func read(path: String) throws -> Contents {
        var info = stat()
        guard lstat(path, &info) == 0 else { throw readError(errno, path: path) }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            do {
                return .regularFile(try readRegularFile(URL(fileURLWithPath: path), limit: Int.max, followingLinks: false))
            } catch {
                // Replaced by something else between lstat and open (a link is refused there).
                throw CocoaError(.fileReadUnknown, userInfo: [NSFilePathErrorKey: path, NSLocalizedFailureReasonErrorKey: error.reason])
            }
        case S_IFDIR:
            let names: [String]
            do {
                names = try FileManager.default.contentsOfDirectory(atPath: path)
            } catch {
                throw readError(access(path, R_OK | X_OK) == 0 ? EIO : EACCES, path: path)
            }
            var children: [String: FileWrapper] = [:]
            for name in names {
                let child = FileWrapper(contents: try read(path: path + "/" + name))
                child.filename = name
                child.preferredFilename = name
                children[name] = child
            }
            return .directory(children)
        case S_IFLNK:
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(path, &buffer, Int(PATH_MAX))
            guard count >= 0 else { throw readError(errno, path: path) }
            let target = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            return .symbolicLink(URL(fileURLWithPath: target))
        default:
            throw CocoaError(
                .fileReadUnknown,
                userInfo: [
                    NSFilePathErrorKey: path,
                    NSLocalizedFailureReasonErrorKey: "not a regular file, folder or link (a pipe, device or socket)",
                ])
        }
    }

    private convenience init(contents: Contents) {
        self.init(regularFileWithContents: Data())
        self.contents = contents
    }

    /// Creates `contents` at `path`, which must not exist (nothing there is followed).
    private static func write(_ contents: Contents, to path: String) throws {
        switch contents {
        case .regularFile(let data):
            let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
            guard descriptor >= 0 else { throw writeError(errno, path: path) }
            defer { close(descriptor) }
            let failure: Int32? = data.withUnsafeBytes { raw in
                var offset = 0
                while offset < raw.count {
                    let count = Glibc.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                    if count < 0 {
                        if errno == EINTR { continue }
                        return errno
                    }
                    offset += count
                }
                return nil
            }
            if let failure { throw writeError(failure, path: path) }
        case .directory(let children):
            guard mkdir(path, 0o777) == 0 else { throw writeError(errno, path: path) }
            for (name, child) in children {
                guard !name.isEmpty, name != ".", name != "..", !name.contains("/") else {
                    throw CocoaError(.fileWriteInvalidFileName, userInfo: [NSFilePathErrorKey: path + "/" + name])
                }
                try write(child.contents, to: path + "/" + name)
            }
        case .symbolicLink(let url):
            let target = url.isFileURL ? url.path : url.absoluteString
            guard symlink(target, path) == 0 else { throw writeError(errno, path: path) }
        }
    }

    /// Removes what is at `path` (a folder with everything in it), following no link.
    static func removeItem(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        if info.st_mode & S_IFMT == S_IFDIR {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] {
                removeItem(path + "/" + name)
            }
            _ = rmdir(path)
        } else {
            _ = unlink(path)
        }
    }

    private static func readError(_ code: Int32, path: String) -> CocoaError {
        let kind: CocoaError.Code =
            switch code {
            case ENOENT, ENOTDIR: .fileReadNoSuchFile
            case EACCES, EPERM: .fileReadNoPermission
            default: .fileReadUnknown
            }
        return cocoaError(kind, code, path: path)
    }

    private static func writeError(_ code: Int32, path: String) -> CocoaError {
        let kind: CocoaError.Code =
            switch code {
            case ENOENT, ENOTDIR: .fileNoSuchFile
            case EACCES, EPERM: .fileWriteNoPermission
            case ENOSPC, EDQUOT: .fileWriteOutOfSpace
            case EROFS: .fileWriteVolumeReadOnly
            case ENAMETOOLONG: .fileWriteInvalidFileName
            case EEXIST: .fileWriteFileExists
            default: .fileWriteUnknown
            }
        return cocoaError(kind, code, path: path)
    }

    private static func cocoaError(_ kind: CocoaError.Code, _ code: Int32, path: String) -> CocoaError {
        var info: [String: Any] = [NSFilePathErrorKey: path]
        if let posix = POSIXErrorCode(rawValue: code) { info[NSUnderlyingErrorKey] = POSIXError(posix) }
        return CocoaError(kind, userInfo: info)
    }
}
#endif
