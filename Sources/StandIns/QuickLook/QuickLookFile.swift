import Foundation
internal import NapkinSupport
import NapkinUI
import PDFKit
import UniformTypeIdentifiers

/// A file Quick Look was asked to show, read once and with bounds.
///
/// Files come from anywhere (a download, an attachment, another app), so they are hostile input:
/// only a `file:` URL is read, only a regular file (a directory, a device or a pipe is not opened
/// for reading, and a pipe never blocks the reader), never through a symbolic link in the last
/// component of its path (`O_NOFOLLOW`: a link is reported, not followed), and never more than
/// ``maximumByteCount`` bytes. A file that cannot be read is described by ``failure``; nothing
/// here traps.
package struct QuickLookFile {
    /// Why a file could not be read.
    package enum Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// The URL is not a `file:` URL (Quick Look previews local files only).
        case notAFileURL
        /// Nothing is at the path.
        case missing
        /// The path names a symbolic link, which is not followed.
        case symbolicLink
        /// The path names a directory, a device, a pipe or a socket.
        case notRegularFile
        /// The file is larger than ``QuickLookFile/maximumByteCount`` (its size in bytes).
        case tooLarge(Int)
        /// The system refused to read it (the `errno`).
        case unreadable(Int32)

        /// What went wrong, and what to do, in words.
        package var description: String {
            switch self {
            case .notAFileURL: "Quick Look previews local files only: pass a file URL (URL(fileURLWithPath:))."
            case .missing: "No file is at this path."
            case .symbolicLink: "The path is a symbolic link, which Quick Look does not follow: pass the file's own path."
            case .notRegularFile: "The path is not a regular file (a folder, a device or a pipe)."
            case .tooLarge(let size):
                "The file has \(size) bytes, more than the \(QuickLookFile.maximumByteCount) napkin reads for a preview."
            case .unreadable(let code): "The file could not be read (errno \(code))."
            }
        }
    }

    /// The most bytes read from one file (64 MiB).
    package static let maximumByteCount = 64 * 1024 * 1024

    /// The URL asked for.
    package let url: URL
    /// The file's name, as Quick Look titles it.
    package let name: String
    /// The type its name extension says, if any.
    package let declaredType: UTType?
    /// Its bytes, when it could be read.
    package let data: Data?
    /// Its size in bytes, when it is a regular file (also when too large to read).
    package let byteCount: Int?
    /// Why it could not be read, if it could not.
    package let failure: Failure?

    /// Reads the file at `url` (bounded; see the type's discussion), of the type `type` says, else
    /// the type its name's extension says.
    package init(url: URL, type: UTType? = nil) {
        self.url = url
        let name = url.lastPathComponent
        self.name = name.isEmpty || name == "/" ? url.absoluteString : name
        let ext = url.pathExtension
        declaredType = type ?? (ext.isEmpty ? nil : UTType(filenameExtension: ext))
        guard url.isFileURL else {
            (data, byteCount, failure) = (nil, nil, .notAFileURL)
            return
        }
        switch Self.read(path: url.path) {
        case .success(let read): (data, byteCount, failure) = (read, read.count, nil)
        case .failure(.tooLarge(let size)): (data, byteCount, failure) = (nil, size, .tooLarge(size))
        case .failure(let error): (data, byteCount, failure) = (nil, nil, error)
        }
    }

    /// The bytes of the regular file at `path`, read as napkin reads every file from outside (NapkinSupport's
    /// `readRegularFile`) without following a final symbolic link, at most ``maximumByteCount``.
    package static func read(path: String) -> Result<Data, Failure> {
        do throws(FileReadError) {
            return .success(try readRegularFile(URL(fileURLWithPath: path), limit: maximumByteCount, followingLinks: false))
        } catch {
            switch error.kind {
            case .missing: return .failure(.missing)
            case .symbolicLink: return .failure(.symbolicLink)
            case .notRegularFile: return .failure(.notRegularFile)
            case .tooLarge(let size): return .failure(.tooLarge(size))
            case .unreadable(let code): return .failure(.unreadable(code))
            }
        }
    }

    /// What the file holds, as napkin draws it.
    package enum Content {
        /// A PNG or JPEG picture.
        case image(UIImage)
        /// A PDF document (napkin draws its pages' paper: it has no PDF renderer).
        case pdf(PDFDocument)
        /// Text (at most ``QuickLookFile/maximumTextLength`` characters of it).
        case text(String)
        /// Something napkin does not draw: the file card.
        case other
        /// A file that could not be read.
        case unavailable(Failure)
    }

    /// The most characters of a text file shown.
    package static let maximumTextLength = 100_000

    /// What the file's bytes are, judged from their first bytes before the name's extension
    /// (a PNG named `.txt` is a picture).
    @MainActor
    package var content: Content {
        if let failure { return .unavailable(failure) }
        guard let data else { return .other }
        if Self.isPNG(data) || Self.isJPEG(data) {
            if let image = UIImage(data: data) { return .image(image) }
            return .other
        }
        if Self.isPDF(data) || declaredType?.conforms(to: .pdf) == true {
            if let document = PDFDocument(data: data), document.pageCount > 0 { return .pdf(document) }
            return .other
        }
        if isText, let text = Self.decodeText(data) {
            return .text(text.count > Self.maximumTextLength ? String(text.prefix(Self.maximumTextLength)) : text)
        }
        return .other
    }

    /// The type the file is, judged from its bytes first and its name after.
    package var contentType: UTType? {
        if let data {
            if Self.isPNG(data) { return .png }
            if Self.isJPEG(data) { return .jpeg }
            if Self.isPDF(data) { return .pdf }
        }
        return declaredType
    }

    /// Whether the name says text napkin shows as text: plain text, source code, JSON, CSV and the
    /// like; not HTML or RTF, which iOS lays out as documents.
    var isText: Bool {
        guard let type = declaredType, type.conforms(to: .text) else { return false }
        return !type.conforms(to: .html) && !type.conforms(to: .rtf)
    }

    /// The words under the file card: its kind and size ("PDF document – 12 KB").
    package var detail: String {
        var kind = contentType?.localizedDescription ?? "Document"
        if let first = kind.first { kind = first.uppercased() + kind.dropFirst() }
        guard let byteCount else { return kind }
        return "\(kind) – \(ByteCountFormatter.string(fromByteCount: Int64(byteCount), countStyle: .file))"
    }

    /// The name's extension in capitals, as a file icon labels itself ("PDF"), or empty.
    package var iconLabel: String {
        String(url.pathExtension.uppercased().prefix(5))
    }

    static func isPNG(_ data: Data) -> Bool { data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) }
    static func isJPEG(_ data: Data) -> Bool { data.starts(with: [0xFF, 0xD8, 0xFF]) }
    /// `%PDF-` in the first kilobyte, where readers look for it (ISO 32000-1, 7.5.2, and practice).
    static func isPDF(_ data: Data) -> Bool {
        data.prefix(1024).range(of: Data("%PDF-".utf8)) != nil
    }

    /// UTF-8 (a byte-order mark dropped), UTF-16 with a byte-order mark, else Latin-1; `nil` for
    /// bytes with NULs in UTF-8, which are no text file.
    static func decodeText(_ data: Data) -> String? {
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) { return String(data: data, encoding: .utf16) }
        var bytes = data
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        if bytes.prefix(8192).contains(0) { return nil }
        if let text = String(data: bytes, encoding: .utf8) { return text }
        return String(data: bytes, encoding: .isoLatin1)
    }
}
