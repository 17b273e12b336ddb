import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What went wrong with the token file. Loading never fails: a problem signs the user out
/// and is reported, with what to do about it.
enum TokenStoreProblem: Error, Equatable, CustomStringConvertible {
    /// The file exists but could not be read.
    case unreadable(path: String, reason: String)
    /// The file was read but is not a token bundle.
    case corrupt(path: String, reason: String)
    /// The tokens could not be written.
    case notSaved(path: String, reason: String)
    /// The file could not be removed at logout.
    case notCleared(path: String, reason: String)

    /// A sentence that names the file and what to do.
    var description: String {
        switch self {
        case .unreadable(let path, let reason):
            return "The token file \(path) could not be read (\(reason)); signed out. Check its owner and permissions (0600), or delete it and log in again."
        case .corrupt(let path, let reason):
            return "The token file \(path) is not valid (\(reason)); signed out. Delete it and log in again."
        case .notSaved(let path, let reason):
            return "The tokens could not be saved to \(path) (\(reason)); the session will not survive a restart. Check that the folder is writable."
        case .notCleared(let path, let reason):
            return "The token file \(path) could not be removed (\(reason)); delete it by hand to sign out for good."
        }
    }
}

/// Keeps the token bundle in one JSON file, the Linux stand-in for the Keychain.
///
/// The file lives in a directory of its own (default `$XDG_DATA_HOME/chirp`, else
/// `~/.local/share/chirp`), created with mode 0700; the file has mode 0600 and is replaced
/// atomically (written to a temporary file in the same directory, flushed, then renamed over
/// the old one), so a crash never leaves half a file. An unreadable or corrupt file loads
/// as signed out and is reported to `report`; it never crashes the app.
final class FileTokenStore: TokenStore, @unchecked Sendable {
    /// The directory holding the file.
    let directory: URL
    /// The token file.
    let fileURL: URL
    private let report: @Sendable (TokenStoreProblem) -> Void
    // Guards the file against concurrent saves, loads and clears from this process.
    private let lock = NSLock()

    /// A store in `directory` (created on first save) reporting problems to `report`
    /// (standard error by default).
    init(
        directory: URL = FileTokenStore.defaultDirectory(),
        fileName: String = "tokens.json",
        report: @escaping @Sendable (TokenStoreProblem) -> Void = FileTokenStore.printToStandardError
    ) {
        self.directory = directory
        self.fileURL = directory.appendingPathComponent(fileName)
        self.report = report
    }

    /// `$XDG_DATA_HOME/chirp`, or `~/.local/share/chirp` when it is unset or not absolute.
    static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            return URL(fileURLWithPath: data).appendingPathComponent("chirp")
        }
        let home = environment["HOME"] ?? NSHomeDirectory()
        return URL(fileURLWithPath: home).appendingPathComponent(".local/share/chirp")
    }

    /// Writes a problem to standard error.
    static let printToStandardError: @Sendable (TokenStoreProblem) -> Void = { problem in
        FileHandle.standardError.write(Data("chirp: \(problem)\n".utf8))
    }

    /// Saves `tokens`, replacing the file atomically.
    ///
    /// - Throws: ``TokenStoreProblem/notSaved(path:reason:)`` (also reported).
    func save(_ tokens: TokenBundle) throws {
        try lock.withLock {
            do {
                try writeAtomically(try Self.encoder.encode(tokens))
            } catch let problem as TokenStoreProblem {
                report(problem)
                throw problem
            }
        }
    }

    /// The stored tokens; `nil` when there is no file, or (reported) when it cannot be read
    /// or decoded.
    func load() -> TokenBundle? {
        lock.withLock {
            let data: Data
            do {
                data = try Data(contentsOf: fileURL)
            } catch {
                if !FileManager.default.fileExists(atPath: fileURL.path) { return nil }
                report(.unreadable(path: fileURL.path, reason: Self.reason(error)))
                return nil
            }
            do {
                return try JSONDecoder.tokenDecoder.decode(TokenBundle.self, from: data)
            } catch {
                report(.corrupt(path: fileURL.path, reason: Self.reason(error)))
                return nil
            }
        }
    }

    /// Removes the file; nothing happens when there is none.
    func clear() {
        lock.withLock {
            guard unlink(fileURL.path) == 0 || errno == ENOENT else {
                report(.notCleared(path: fileURL.path, reason: String(cString: strerror(errno))))
                return
            }
        }
    }

    // MARK: Writing

    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        return encoder
    }()

    private func writeAtomically(_ data: Data) throws(TokenStoreProblem) {
        let path = fileURL.path
        func fail(_ what: String) -> TokenStoreProblem {
            .notSaved(path: path, reason: "\(what): \(String(cString: strerror(errno)))")
        }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw .notSaved(path: path, reason: Self.reason(error))
        }
        // Owner only, whatever the umask or an earlier run left.
        guard chmod(directory.path, 0o700) == 0 else { throw fail("chmod 0700") }
        let temporary = directory.appendingPathComponent(".\(fileURL.lastPathComponent).\(UUID().uuidString).tmp").path
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw fail("create") }
        var written = 0
        let ok = data.withUnsafeBytes { buffer -> Bool in
            while written < buffer.count {
                let count = write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if count < 0 { return false }
                written += count
            }
            return fchmod(descriptor, 0o600) == 0 && fsync(descriptor) == 0
        }
        let problem = ok ? nil : fail("write")
        close(descriptor)
        if let problem {
            unlink(temporary)
            throw problem
        }
        guard rename(temporary, path) == 0 else {
            let problem = fail("rename")
            unlink(temporary)
            throw problem
        }
    }

    private static func reason(_ error: Error) -> String {
        if let decoding = error as? DecodingError {
            switch decoding {
            case .dataCorrupted(let context): return context.debugDescription
            case .keyNotFound(let key, _): return "missing \"\(key.stringValue)\""
            case .typeMismatch(_, let context), .valueNotFound(_, let context): return context.debugDescription
            @unknown default: return "\(decoding)"
            }
        }
        return (error as NSError).localizedDescription
    }
}

extension JSONDecoder {
    /// Reads token files (dates as ISO 8601).
    static var tokenDecoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }
}
