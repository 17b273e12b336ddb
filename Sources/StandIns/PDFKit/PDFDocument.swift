import Foundation
import NapkinUI

/// A PDF document, as PDFKit's `PDFDocument`: its pages, information dictionary and text, read
/// from a file by napkin's own bounded parser, or built from pages; written back with
/// ``dataRepresentation()`` and ``write(to:)``.
///
/// What is read: the header's version, the cross-reference tables and streams of every update
/// (or, when they are broken, a scan of the file for its objects, as readers recover), object
/// streams, the page tree (boxes and rotation inherited from its nodes), page labels, the
/// information dictionary, and whether the file is encrypted. A file is untrusted: sizes are
/// checked before anything is allocated, nesting and references are followed to a bound, and a
/// file that cannot be read gives `nil`, never a crash (``readingError(forData:)`` says why).
///
/// Encryption: the standard security handler's RC4 (40 to 128 bits) and AES-128 files are
/// read. One that opens without a password (restrictions only, as most are) is unlocked at once;
/// one with a user password is ``isLocked`` until ``unlock(withPassword:)`` is given the user's
/// or the owner's password. A locked document's page boxes are read (they are not encrypted),
/// its strings and text are not. AES-256 files (revisions 5 and 6) stay locked: no password
/// opens them here. A changed encrypted document cannot be written (napkin does not encrypt).
///
/// Writing: an unchanged document writes its file's bytes; a document whose pages all come from
/// images or are blank is written by Cairo's PDF surface; a file's document whose pages were
/// removed, reordered, rotated, resized or joined by blank pages, or whose attributes changed,
/// is rewritten: its objects, a new page tree and information dictionary. A
/// document mixing a file's pages with image pages
/// or with another file's pages cannot be written: ``dataRepresentation()`` answers `nil`.
open class PDFDocument: NSObject {
    private(set) var file: PDFFile?
    private var pages: [PDFPage] = []
    private var originalData: Data?
    /// True once pages or attributes changed since the file was read.
    private(set) var isModified = false
    private var attributes: [AnyHashable: Any]?
    /// True once ``documentAttributes`` was set: only then is a new information dictionary written.
    private var attributesChanged = false
    private var pageLabels: [Int: String] = [:]

    /// The URL the document was read from; `nil` for one made from data or from nothing.
    public private(set) var documentURL: URL?

    /// An empty document: no pages, no attributes.
    public override init() {
        super.init()
    }

    /// The document in the file at `url`; `nil` when the file cannot be read or is not a PDF
    /// napkin can read.
    public convenience init?(url: URL) {
        guard url.isFileURL, let data = try? Data(contentsOf: url, options: .mappedIfSafe) else { return nil }
        self.init(data: data)
        documentURL = url
    }

    /// The document `data` holds; `nil` when it is not a PDF napkin can read.
    public init?(data: Data) {
        super.init()
        do {
            try load(data)
        } catch {
            return nil
        }
    }

    /// Why `data` cannot be read as a PDF; `nil` when it can (napkin's addition, for tests and tools).
    public static func readingError(forData data: Data) -> PDFParseError? {
        do {
            try PDFDocument().load(data)
            return nil
        } catch {
            return error
        }
    }

    private func load(_ data: Data) throws(PDFParseError) {
        let file = try PDFFile(data: data)
        let parsed = try PDFPageTree.pages(of: file)
        self.file = file
        originalData = data
        pages = parsed.map { PDFPage(parsed: $0, file: file) }
        for page in pages { page.document = self }
        pageLabels = PDFPageLabels.labels(in: file, pageCount: pages.count)
        attributes = Self.attributes(of: file)
    }

    // MARK: Version and security

    /// The major version of the file's header (1 for `%PDF-1.7`); 1 for a document made here.
    open var majorVersion: Int { version.major }
    /// The minor version (7 for `%PDF-1.7`); 7 for a document made here.
    open var minorVersion: Int { version.minor }

    private var version: (major: Int, minor: Int) {
        guard let file else { return (1, 7) }
        let parts = file.version.split(separator: ".").compactMap { Int($0) }
        return (parts.first ?? 1, parts.count > 1 ? parts[1] : 0)
    }

    /// Whether the file is encrypted.
    open var isEncrypted: Bool { file?.isEncrypted ?? false }
    /// Whether the document is encrypted and no password has unlocked it yet.
    open var isLocked: Bool { file?.isLocked ?? false }

    /// Unlocks the document when `password` is its user's or owner's password: its strings and
    /// text are read from then on, and ``Foundation/Notification/Name/PDFDocumentDidUnlock`` is
    /// posted. False for a wrong password and for a document that is not encrypted.
    open func unlock(withPassword password: String) -> Bool {
        guard let file, file.isEncrypted, file.unlock(password: password) else { return false }
        attributes = Self.attributes(of: file)
        NotificationCenter.default.post(name: .PDFDocumentDidUnlock, object: self)
        return true
    }

    /// Whether printing is allowed: not while locked; as the file's permissions say when the
    /// user's password (or none) unlocked it; always for the owner.
    open var allowsPrinting: Bool {
        guard let file, let security = file.security else { return !isLocked }
        return !isLocked && (file.unlockedAsOwner || security.allowsPrinting)
    }

    /// Whether copying text is allowed, as ``allowsPrinting`` decides it (the copy bit).
    open var allowsCopying: Bool {
        guard let file, let security = file.security else { return !isLocked }
        return !isLocked && (file.unlockedAsOwner || security.allowsCopying)
    }

    // MARK: Pages

    /// How many pages the document has.
    open var pageCount: Int { pages.count }

    /// The page at `index`; `nil` when there is none.
    open func page(at index: Int) -> PDFPage? {
        pages.indices.contains(index) ? pages[index] : nil
    }

    /// Where `page` is in the document; `NSNotFound` when it is not in it.
    open func index(for page: PDFPage) -> Int {
        pageIndex(of: page) ?? NSNotFound
    }

    func pageIndex(of page: PDFPage) -> Int? {
        pages.firstIndex { $0 === page }
    }

    /// Inserts `page` at `index` (0…``pageCount``); the page leaves the document it was in.
    /// An index out of range is a programming error, as in PDFKit (which raises).
    open func insert(_ page: PDFPage, at index: Int) {
        precondition((0...pages.count).contains(index), "PDFDocument.insert: index \(index) out of range 0...\(pages.count)")
        if let other = page.document, other !== self, let old = other.pageIndex(of: page) { other.removePage(at: old) }
        if let old = pageIndex(of: page) { pages.remove(at: old) }
        pages.insert(page, at: min(index, pages.count))
        page.document = self
        isModified = true
    }

    /// Removes the page at `index`. An index out of range is a programming error.
    open func removePage(at index: Int) {
        precondition(pages.indices.contains(index), "PDFDocument.removePage: index \(index) out of range")
        let page = pages.remove(at: index)
        page.document = nil
        isModified = true
    }

    /// Swaps the pages at `indexA` and `indexB`.
    open func exchangePage(at indexA: Int, withPageAt indexB: Int) {
        precondition(pages.indices.contains(indexA) && pages.indices.contains(indexB), "PDFDocument.exchangePage: index out of range")
        pages.swapAt(indexA, indexB)
        isModified = true
    }

    /// The label of the page at `index` from the file's `/PageLabels`, if it has one.
    func label(ofPageAt index: Int) -> String? {
        guard let page = page(at: index), case .parsed(let parsed, let pageFile) = page.source, pageFile === file else { return nil }
        return pageLabels[parsed.index]
    }

    // MARK: Attributes and text

    /// The information dictionary's entries, keyed by ``PDFDocumentAttribute`` (strings,
    /// `Date`s, and the keywords as an array of strings); `nil` when the file has none. Set it
    /// to change what ``dataRepresentation()`` writes.
    open var documentAttributes: [AnyHashable: Any]? {
        get { attributes }
        set {
            attributes = newValue
            attributesChanged = true
            isModified = true
        }
    }

    /// The text of every page, pages separated by a line break; `nil` when no page has text.
    open var string: String? {
        let texts = pages.compactMap(\.string)
        return texts.isEmpty ? nil : texts.joined(separator: "\n")
    }

    static func attributes(of file: PDFFile) -> [AnyHashable: Any]? {
        guard let info = file.info else { return nil }
        var result: [AnyHashable: Any] = [:]
        // Strings of a locked file are encrypted: none are read.
        guard !file.isLocked else { return result }
        for (key, value) in info {
            guard let bytes = file.resolve(value)?.stringBytes else { continue }
            let text = PDFTextString.decode(bytes)
            switch key {
            case "CreationDate", "ModDate":
                if let date = PDFTextString.date(text) { result[PDFDocumentAttribute(rawValue: key)] = date }
            case "Keywords":
                let words = text.split(whereSeparator: { $0 == "," || $0 == ";" }).map { $0.trimmingCharacters(in: .whitespaces) }
                result[PDFDocumentAttribute.keywordsAttribute] = words.filter { !$0.isEmpty }
            default:
                result[PDFDocumentAttribute(rawValue: key)] = text
            }
        }
        return result
    }

    // MARK: Writing

    /// The document as PDF data (see the type for what can be written); `nil` when it cannot be.
    open func dataRepresentation() -> Data? {
        if let originalData, !isModified { return originalData }
        let parsedPages = pages.filter { if case .parsed = $0.source { true } else { false } }
        if parsedPages.isEmpty {
            return PDFCairoWriter.data(pages: pages, attributes: attributes ?? [:])
        }
        guard let file,
            parsedPages.allSatisfy({ if case .parsed(_, let owner) = $0.source { owner === file } else { false } }),
            pages.allSatisfy({ if case .image = $0.source { false } else { true } })
        else { return nil }
        return PDFRewriter.data(file: file, pages: pages, attributes: attributesChanged ? attributes : nil)
    }

    /// ``dataRepresentation()``; the options are read as PDFKit reads them, and a password
    /// option (encryption, which napkin cannot do) makes it answer `nil`.
    open func dataRepresentation(options: [AnyHashable: Any]) -> Data? {
        let passwords: [AnyHashable] = [PDFDocumentWriteOption.ownerPasswordOption, PDFDocumentWriteOption.userPasswordOption]
        guard !options.keys.contains(where: { passwords.contains($0) }) else { return nil }
        return dataRepresentation()
    }

    /// Writes the document to the file at `url`; false when it cannot be written.
    @discardableResult
    open func write(to url: URL) -> Bool {
        write(to: url, withOptions: nil)
    }

    /// Writes the document to the file at `url` with `options`; false when it cannot be written.
    @discardableResult
    open func write(to url: URL, withOptions options: [PDFDocumentWriteOption: Any]?) -> Bool {
        var general: [AnyHashable: Any] = [:]
        for (key, value) in options ?? [:] { general[key] = value }
        guard url.isFileURL, let data = dataRepresentation(options: general) else { return false }
        return (try? data.write(to: url, options: .atomic)) != nil
    }

    /// Writes the document to the file at `path`; false when it cannot be written.
    @discardableResult
    open func write(toFile path: String) -> Bool {
        write(to: URL(fileURLWithPath: path))
    }
}
