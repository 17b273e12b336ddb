#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// The files of one folder, served safely: nothing outside the folder is ever read.
///
/// A request's path is taken apart into names, each percent-decoded on its own; a name that is
/// `.` or `..`, holds a `/` or NUL, or (unless allowed) starts with `.` is refused. The file is
/// then opened one name at a time from the folder, never following a link; where a name is a
/// symbolic link, the whole path is resolved once and served only if it stays inside the
/// folder (opened again, name by name, not following links). Only regular files are sent
/// (a FIFO or device is refused without blocking), at most ``maximumFileBytes`` of them, with
/// the content type of their extension and an `ETag`, so a browser revalidates cheaply.
public struct StaticFiles: Sendable {
    /// The folder, as the system resolves it (no links).
    public let folder: String
    /// The file answered for a folder (`index.html`), or `nil` for `404` on folders.
    public let indexFile: String?
    /// The largest file sent; a larger one is refused (`403`).
    public let maximumFileBytes: Int
    /// Whether names starting with `.` are served.
    public let servesHiddenFiles: Bool

    /// Serves `folder`, which must be a folder this process can read.
    public init(folder: String, indexFile: String? = "index.html", maximumFileBytes: Int = 256 << 20, servesHiddenFiles: Bool = false)
        throws(HTTPServerError)
    {
        guard let resolved = realpath(folder, nil) else { throw .notAFolder(path: folder) }
        self.folder = String(cString: resolved)
        free(resolved)
        var info = stat()
        guard stat(self.folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, access(self.folder, R_OK | X_OK) == 0 else {
            throw .notAFolder(path: folder)
        }
        self.indexFile = indexFile
        self.maximumFileBytes = maximumFileBytes
        self.servesHiddenFiles = servesHiddenFiles
    }

    /// The response to `request` for the file its whole path names inside the folder.
    public func response(to request: HTTPRequest) -> HTTPResponse {
        response(to: request, components: request.pathComponents)
    }

    /// The response to `request` for the file `components` name inside the folder.
    public func response(to request: HTTPRequest, components: [String]) -> HTTPResponse {
        for name in components {
            if name == "." || name == ".." || name.contains("/") || name.contains("\0") {
                return .error(.badRequest, "a path may not contain '.', '..' or an encoded '/'")
            }
            if name.hasPrefix(".") && !servesHiddenFiles {
                return .error(.notFound, "hidden files are not served")
            }
        }
        switch open(components, followingOneLink: true) {
        case .failure(let refusal):
            return .error(refusal.status, refusal.message)
        case .success(let (descriptor, isFolder)):
            defer { close(descriptor) }
            if isFolder {
                guard let indexFile else { return .error(.notFound, "\(request.path) is a folder") }
                guard request.rawPath.hasSuffix("/") else {
                    // Relative links in the index resolve against the folder only with the slash.
                    let query = request.target.dropFirst(request.rawPath.count)
                    return HTTPResponse(status: .movedPermanently, headers: HTTPHeaders([("Location", request.rawPath + "/" + query)]))
                }
                let index = openat(descriptor, indexFile, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
                guard index >= 0 else { return .error(.notFound, "\(request.path) is a folder without \(indexFile)") }
                defer { close(index) }
                return send(index, name: indexFile, request: request)
            }
            return send(descriptor, name: components.last ?? "", request: request)
        }
    }

    /// The file open at `descriptor`, if it is a regular file within the size limit.
    private func send(_ descriptor: Int32, name: String, request: HTTPRequest) -> HTTPResponse {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .error(.internalServerError, "the file could not be examined") }
        guard info.st_mode & S_IFMT == S_IFREG else {
            return .error(.forbidden, "only regular files are served (not folders, pipes or devices)")
        }
        let size = Int(info.st_size)
        guard size <= maximumFileBytes else {
            return .error(.forbidden, "the file is \(size) bytes, more than the \(maximumFileBytes) this server sends")
        }
        let tag = "\"\(info.st_ino)-\(info.st_size)-\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)\""
        var headers = HTTPHeaders([("Content-Type", ContentType.forFile(named: name)), ("ETag", tag), ("Cache-Control", "no-cache")])
        if let match = request.headers["If-None-Match"], match.split(separator: ",").contains(where: { trimmingWhitespace($0) == tag }) {
            return HTTPResponse(status: .notModified, headers: headers)
        }
        var data = Data(count: size)
        let complete = data.withUnsafeMutableBytes { raw -> Bool in
            var offset = 0
            while offset < size {
                let count = read(descriptor, raw.baseAddress! + offset, size - offset)
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { return false }
                offset += count
            }
            return true
        }
        guard complete else { return .error(.internalServerError, "the file could not be read (it changed while being read)") }
        headers.set("Content-Length", String(size))
        return HTTPResponse(headers: headers, body: data)
    }

    private struct Refusal: Error {
        var status: HTTPStatus
        var message: String
    }

    /// Opens `components` from the folder, one name at a time, without following links. A link
    /// on the way is resolved (once) and followed only if it stays inside the folder.
    private func open(_ components: [String], followingOneLink: Bool) -> Result<(Int32, Bool), Refusal> {
        var current = Glibc.open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard current >= 0 else { return .failure(Refusal(status: .internalServerError, message: "the served folder could not be opened")) }
        for (index, name) in components.enumerated() {
            let next = openat(current, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
            let code = errno
            var link = stat()
            let isLink = next < 0 && fstatat(current, name, &link, AT_SYMLINK_NOFOLLOW) == 0 && link.st_mode & S_IFMT == S_IFLNK
            close(current)
            if next < 0 {
                if isLink && followingOneLink {
                    return openThroughLink(components)
                }
                if isLink {
                    return .failure(Refusal(status: .forbidden, message: "the path changed while it was being opened"))
                }
                return .failure(
                    code == ENOENT || code == ENOTDIR
                        ? Refusal(status: .notFound, message: "no file \(components.joined(separator: "/"))")
                        : Refusal(status: .forbidden, message: "the file could not be opened: \(String(cString: strerror(code)))"))
            }
            current = next
            var info = stat()
            guard fstat(current, &info) == 0 else {
                close(current)
                return .failure(Refusal(status: .internalServerError, message: "the file could not be examined"))
            }
            let isFolder = info.st_mode & S_IFMT == S_IFDIR
            if index == components.count - 1 { return .success((current, isFolder)) }
            if !isFolder {
                close(current)
                return .failure(Refusal(status: .notFound, message: "no file \(components.joined(separator: "/"))"))
            }
        }
        return .success((current, true))
    }

    /// Resolves the whole path and opens it again if it stays inside the folder.
    private func openThroughLink(_ components: [String]) -> Result<(Int32, Bool), Refusal> {
        guard let resolved = realpath(folder + "/" + components.joined(separator: "/"), nil) else {
            return .failure(Refusal(status: .notFound, message: "the link \(components.joined(separator: "/")) leads nowhere"))
        }
        let path = String(cString: resolved)
        free(resolved)
        let base = folder.hasSuffix("/") ? folder : folder + "/"
        guard path.hasPrefix(base) else {
            return .failure(Refusal(status: .forbidden, message: "a symbolic link leads outside the served folder"))
        }
        let inside = path.dropFirst(base.count).split(separator: "/").map(String.init)
        return open(inside, followingOneLink: false)
    }
}
