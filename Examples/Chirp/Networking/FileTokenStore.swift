import Foundation
import NapkinSupport
import Raster

/// Keeps the token bundle in one JSON file, the Linux stand-in for the Keychain.
///
/// The file lives in a directory of its own (default `$XDG_DATA_HOME/chirp`, else
/// `~/.local/share/chirp`), created with mode 0700; the file has mode 0600 and is replaced
/// atomically (written to a temporary file in the same directory, flushed, then renamed over
/// the old one), so a crash never leaves half a file. An unreadable or corrupt file loads
/// as signed out and is reported to `report`; it never crashes the app.
///
/// Tokens are only taken from, and written to, what is ours (see ``TokenFolder``): a folder
/// or file that is a symbolic link, belongs to another user, or that others may write (the
/// file: read) is refused and reported, and is never chmodded. Only our own folder is
/// tightened to 0700 when saving.
final class FileTokenStore: TokenStore, Sendable {
    /// The directory holding the file.
    let directory: URL
    /// The token file.
    let fileURL: URL
    private let report: @Sendable (TokenStoreProblem) -> Void
    // Guards the file against concurrent saves, loads and clears from this process.
    private let lock = Locked(())

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
    /// - Throws: ``TokenStoreProblem/notSaved(path:reason:)``, or why the folder is not ours
    ///   to write to (also reported).
    func save(_ tokens: TokenBundle) throws {
        try lock.withLock { _ in
            do throws(TokenStoreProblem) {
                try write(tokens)
            } catch {
                report(error)
                throw error
            }
        }
    }

    /// The stored tokens; `nil` when there is no file, or (reported) when it cannot be read
    /// or decoded, or is not ours alone.
    func load() -> TokenBundle? {
        lock.withLock { _ in
            let data: Data
            do throws(TokenFolder.Failure) {
                let folder = try TokenFolder.openForReading(directory.path)
                data = try folder.read(fileURL.lastPathComponent, limit: Self.largestFile)
            } catch {
                if case .problem(let problem) = error { report(problem) }
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

    /// Removes the file; nothing happens when there is none (or no folder).
    func clear() {
        lock.withLock { _ in
            let folder: TokenFolder
            do throws(TokenFolder.Failure) {
                folder = try TokenFolder.openForRemoving(directory.path)
            } catch {
                if case .problem(let problem) = error { report(problem) }
                return
            }
            do throws(TokenStoreProblem) {
                try folder.remove(fileURL.lastPathComponent)
            } catch {
                report(error)
            }
        }
    }

    // MARK: Files

    /// A token file is a few hundred bytes; anything past this is not one.
    private static let largestFile = 1 << 20

    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        return encoder
    }()

    /// Writes `tokens` into our folder, made (or checked) first.
    private func write(_ tokens: TokenBundle) throws(TokenStoreProblem) {
        let data: Data
        do {
            data = try Self.encoder.encode(tokens)
        } catch {
            throw .notSaved(path: fileURL.path, reason: Self.reason(error))
        }
        let folder: TokenFolder
        do throws(TokenFolder.Failure) {
            folder = try TokenFolder.openForWriting(directory.path)
        } catch {
            switch error {
            case .missing: throw .notSaved(path: fileURL.path, reason: "its folder disappeared as it was being created")
            case .problem(let problem): throw problem
            }
        }
        try folder.write(data, to: fileURL.lastPathComponent)
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
