import Foundation

/// Why a PDF file could not be read, with where in the file it went wrong.
///
/// ``PDFDocument`` answers `nil` for a file it cannot read, as PDFKit does; the parser's
/// error says why (``PDFDocument/readingError(forData:)`` hands it out for tests and tools).
public struct PDFParseError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Equatable, Sendable {
        /// The file is larger than the parser reads (its size and the limit, in bytes).
        case tooLarge(size: Int, limit: Int)
        /// No `%PDF-` header in the file's first kilobyte.
        case missingHeader
        /// The object syntax is broken (what was expected).
        case syntax(String)
        /// Arrays and dictionaries nest deeper than the parser follows.
        case nestingTooDeep(limit: Int)
        /// A stream's filter is not one the parser decodes (its name).
        case unsupportedFilter(String)
        /// A stream decodes to more bytes than the parser allows, or its data is corrupt.
        case badStream(String)
        /// No document catalog (`/Root`) could be found, even by scanning the file for objects.
        case missingCatalog
        /// The page tree is broken: a cycle, a missing node, too deep, or too many pages.
        case badPageTree(String)
    }

    /// What went wrong.
    public let kind: Kind
    /// The byte offset in the file where it went wrong, when there is one.
    public let offset: Int?

    init(_ kind: Kind, at offset: Int? = nil) {
        self.kind = kind
        self.offset = offset
    }

    /// What went wrong and where, in a sentence.
    public var description: String {
        let place = offset.map { " at byte \($0)" } ?? ""
        switch kind {
        case .tooLarge(let size, let limit): return "PDF file of \(size) bytes is larger than the \(limit)-byte limit"
        case .missingHeader: return "not a PDF file: no %PDF- header"
        case .syntax(let what): return "PDF syntax error\(place): \(what)"
        case .nestingTooDeep(let limit): return "PDF objects nest deeper than \(limit) levels\(place)"
        case .unsupportedFilter(let name): return "PDF stream filter /\(name) is not supported\(place)"
        case .badStream(let what): return "PDF stream cannot be decoded\(place): \(what)"
        case .missingCatalog: return "PDF file has no document catalog"
        case .badPageTree(let what): return "PDF page tree is broken: \(what)"
        }
    }
}

/// The parser's bounds: what a hostile file could otherwise make it allocate or follow.
enum PDFLimits {
    /// The largest file read, in bytes.
    static let fileSize = 256 << 20
    /// How deep arrays and dictionaries nest.
    static let nesting = 64
    /// The largest decoded stream, in bytes.
    static let decodedStream = 64 << 20
    /// How many cross-reference sections (`/Prev` links) are followed.
    static let xrefSections = 512
    /// The largest object number believed (ISO 32000-1, Annex C: 8,388,607).
    static let objectNumber = 8_388_607
    /// How deep the page tree is followed.
    static let pageTreeDepth = 64
    /// How many pages are read.
    static let pages = 100_000
    /// How many references in a row are followed to reach a value.
    static let referenceChain = 32
    /// How many objects an object stream may hold.
    static let objectsPerStream = 100_000
}
