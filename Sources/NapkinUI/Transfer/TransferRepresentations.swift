import Foundation
import UniformTypeIdentifiers

/// Moves an item as bytes the app's closures make and read, as Core Transferable's
/// `DataRepresentation`: for a model held in memory.
///
/// ```swift
/// DataRepresentation(importedContentType: .image) { data in
///     guard let photo = Photo(data: data) else { throw PhotoError.unreadable }
///     return photo
/// }
/// ```
public struct DataRepresentation<Item: Transferable>: TransferRepresentation, PrimitiveTransferRepresentation {
    let entries: [TransferEntry]

    /// Its entries as a group: NapkinUI runs a built-in representation itself.
    public var body: _TransferRepresentationGroup<Item> { _TransferRepresentationGroup(entries: entries) }

    /// Exports and imports the item as `contentType`.
    public init(
        contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
        importing: @escaping @Sendable (Data) async throws -> Item
    ) {
        entries = [
            TransferEntry(
                exportedContentType: contentType, importedContentType: contentType, exporter: Self.exporter(exporting),
                importer: Self.importer(importing))
        ]
    }

    /// Exports the item as `exportedContentType` (it cannot be imported this way).
    public init(exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {
        entries = [TransferEntry(exportedContentType: exportedContentType, exporter: Self.exporter(exporting))]
    }

    /// Imports the item from data of `importedContentType` (it is not exported this way).
    public init(importedContentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {
        entries = [TransferEntry(importedContentType: importedContentType, importer: Self.importer(importing))]
    }

    /// A built-in type's representation, whose export needs no waiting.
    init(
        contentType: UTType, immediate export: @escaping @Sendable (Item) throws -> Data,
        importing: @escaping @Sendable (Data) throws -> Item
    ) {
        entries = [
            TransferEntry(
                exportedContentType: contentType, importedContentType: contentType,
                exporter: .immediate { value in .data(try export(try TransferEntry.cast(value, to: Item.self))) },
                importer: { payload in try importing(try payload.data()) })
        ]
    }

    private static func exporter(_ exporting: @escaping @Sendable (Item) async throws -> Data) -> TransferExporter {
        .deferred { value in .data(try await exporting(try TransferEntry.cast(value, to: Item.self))) }
    }

    private static func importer(_ importing: @escaping @Sendable (Data) async throws -> Item)
        -> @Sendable (TransferPayload) async throws -> any Sendable
    {
        { payload in try await importing(try payload.data()) }
    }
}

/// A file a ``FileRepresentation`` exports, as Core Transferable's `SentTransferredFile`.
public struct SentTransferredFile: Sendable {
    /// The file.
    public let file: URL
    /// Whether the receiver may open the file itself rather than a copy.
    public let allowAccessingOriginalFile: Bool

    /// The file at `file`; a receiver gets a copy unless `allowAccessingOriginalFile`.
    public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
        self.file = file
        self.allowAccessingOriginalFile = allowAccessingOriginalFile
    }
}

/// A file a ``FileRepresentation`` imports, as Core Transferable's `ReceivedTransferredFile`.
public struct ReceivedTransferredFile: Sendable {
    /// The file on disk (a temporary copy unless ``isOriginalFile``): copy what you keep.
    public let file: URL
    /// Whether ``file`` is the sender's own file rather than a copy.
    public let isOriginalFile: Bool
}

/// Moves an item as a file, as Core Transferable's `FileRepresentation`: for large content kept
/// on disk. Imported data is written to a temporary file first; exported files are read when
/// data is asked for.
public struct FileRepresentation<Item: Transferable>: TransferRepresentation, PrimitiveTransferRepresentation {
    let entries: [TransferEntry]

    /// Its entries as a group: NapkinUI runs a built-in representation itself.
    public var body: _TransferRepresentationGroup<Item> { _TransferRepresentationGroup(entries: entries) }

    /// Exports and imports the item as a file of `contentType`. NapkinUI has no other process to
    /// open a file in place: `shouldAttemptToOpenInPlace` is kept for source compatibility.
    public init(
        contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
        exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
        importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
    ) {
        entries = [
            TransferEntry(
                exportedContentType: contentType, importedContentType: contentType, exporter: Self.exporter(exporting),
                importer: Self.importer(importing, type: contentType))
        ]
    }

    /// Exports the item as a file of `exportedContentType`.
    public init(
        exportedContentType: UTType, shouldAllowToOpenInPlace: Bool = false,
        exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile
    ) {
        entries = [TransferEntry(exportedContentType: exportedContentType, exporter: Self.exporter(exporting))]
    }

    /// Imports the item from a file of `importedContentType`.
    public init(
        importedContentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
        importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
    ) {
        entries = [TransferEntry(importedContentType: importedContentType, importer: Self.importer(importing, type: importedContentType))]
    }

    private static func exporter(_ exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile) -> TransferExporter {
        .deferred { value in .file(try await exporting(try TransferEntry.cast(value, to: Item.self))) }
    }

    private static func importer(_ importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item, type: UTType)
        -> @Sendable (TransferPayload) async throws -> any Sendable
    {
        { payload in try await importing(try payload.receivedFile(as: type)) }
    }
}

/// Moves a `Codable` item encoded by `Encoder` (JSON unless told otherwise), as Core
/// Transferable's `CodableRepresentation`.
public struct CodableRepresentation<Item: Transferable & Codable, Encoder: TopLevelEncoder & Sendable, Decoder: TopLevelDecoder & Sendable>:
    TransferRepresentation, PrimitiveTransferRepresentation
where Encoder.Output == Data, Decoder.Input == Data {
    let entries: [TransferEntry]

    /// Its entries as a group: NapkinUI runs a built-in representation itself.
    public var body: _TransferRepresentationGroup<Item> { _TransferRepresentationGroup(entries: entries) }

    /// Encodes the item with `encoder` and decodes it with `decoder` as `contentType`.
    public init(for itemType: Item.Type = Item.self, contentType: UTType, encoder: Encoder, decoder: Decoder) {
        let coder = Coders(encoder: encoder, decoder: decoder)
        entries = [
            TransferEntry(
                exportedContentType: contentType, importedContentType: contentType,
                exporter: .immediate { value in .data(try coder.encoder.encode(try TransferEntry.cast(value, to: Item.self))) },
                importer: { payload in try coder.decoder.decode(Item.self, from: try payload.data()) })
        ]
    }

    /// The encoder and decoder, shared by the entry's closures.
    private struct Coders: Sendable {
        let encoder: Encoder
        let decoder: Decoder
    }
}

extension CodableRepresentation where Encoder == JSONEncoder, Decoder == JSONDecoder {
    /// Moves the item as JSON of `contentType`.
    public init(for itemType: Item.Type = Item.self, contentType: UTType) {
        self.init(for: itemType, contentType: contentType, encoder: JSONEncoder(), decoder: JSONDecoder())
    }
}

extension TransferRepresentationBuilder where Item: Codable {
    /// A `Codable` representation, as written (JSON when no coder is given).
    public static func buildExpression<Encoder, Decoder>(_ content: CodableRepresentation<Item, Encoder, Decoder>)
        -> CodableRepresentation<Item, Encoder, Decoder>
    {
        content
    }
}

/// Moves an item as another transferable type, as Core Transferable's `ProxyRepresentation`: a
/// note shared as its text, a place as its URL.
public struct ProxyRepresentation<Item: Transferable, ProxyRepresentation: Transferable>: TransferRepresentation,
    PrimitiveTransferRepresentation
{
    let entries: [TransferEntry]

    /// Its entries as a group: NapkinUI runs a built-in representation itself.
    public var body: _TransferRepresentationGroup<Item> { _TransferRepresentationGroup(entries: entries) }

    /// Exports the item as the value `exporting` gives, in each of that type's exported types.
    public init(exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation) {
        entries = Self.proxied(exporting: exporting, importing: nil)
    }

    /// Exports the item as the value `exporting` gives and imports it from one `importing` reads.
    public init(
        exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation,
        importing: @escaping @Sendable (ProxyRepresentation) throws -> Item
    ) {
        entries = Self.proxied(exporting: exporting, importing: importing)
    }

    /// Imports the item from a value of the proxy type.
    public init(importing: @escaping @Sendable (ProxyRepresentation) throws -> Item) {
        entries = Self.proxied(exporting: nil, importing: importing)
    }

    private static func proxied(
        exporting: (@Sendable (Item) throws -> ProxyRepresentation)?, importing: (@Sendable (ProxyRepresentation) throws -> Item)?
    ) -> [TransferEntry] {
        ProxyRepresentation.transferRepresentation.transferEntries.compactMap { inner in
            var entry = TransferEntry(isSuppressed: inner.isSuppressed, visibility: inner.visibility)
            if let exporting, let innerExporter = inner.exporter {
                entry.exportedContentType = inner.exportedContentType
                let proxy: @Sendable (any Sendable) throws -> ProxyRepresentation = { value in
                    try exporting(try TransferEntry.cast(value, to: Item.self))
                }
                switch innerExporter {
                case .immediate(let export): entry.exporter = .immediate { value in try export(try proxy(value)) }
                case .deferred(let export): entry.exporter = .deferred { value in try await export(try proxy(value)) }
                }
                if let condition = inner.condition {
                    entry.condition = { value in (try? proxy(value)).map(condition) ?? false }
                }
            }
            if let importing, let innerImporter = inner.importer {
                entry.importedContentType = inner.importedContentType
                entry.importer = { payload in
                    try importing(try TransferEntry.cast(try await innerImporter(payload), to: ProxyRepresentation.self))
                }
            }
            return entry.exporter == nil && entry.importer == nil ? nil : entry
        }
    }
}
