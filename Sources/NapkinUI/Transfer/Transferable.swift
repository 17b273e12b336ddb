import Foundation
import UniformTypeIdentifiers

/// A type that can be shared, dragged, dropped, copied and loaded from a photo picker, as Core
/// Transferable's `Transferable` (which SwiftUI re-exports): its ``transferRepresentation``
/// lists, most preferred first, the content types it exports and imports and how.
///
/// ```swift
/// struct Note: Codable, Transferable {
///     var text: String
///     static var transferRepresentation: some TransferRepresentation {
///         CodableRepresentation(contentType: .json)
///         ProxyRepresentation(exporting: \.text)
///     }
/// }
/// ```
/// NapkinUI runs the representations as Core Transferable does: ``exported(as:)`` and
/// `init(importing:contentType:)` pick the first representation whose content type conforms
/// to the one asked for; a ``ShareLink`` hands the share action the item's text (see
/// ``ShareItem``); a `PhotosPickerItem` that holds data imports it through the type's importers.
public protocol Transferable: Sendable {
    /// The representation's type, inferred from ``transferRepresentation``.
    associatedtype Representation: TransferRepresentation

    /// How the type is exported and imported, most preferred first.
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

/// One way of moving an item, as Core Transferable's `TransferRepresentation`: the built-in
/// ``DataRepresentation``, ``FileRepresentation``, ``CodableRepresentation`` and
/// ``ProxyRepresentation``, or a type of an app's own whose ``body`` composes them.
public protocol TransferRepresentation<Item>: Sendable {
    /// The type of the item moved.
    associatedtype Item: Transferable
    /// The representation this one is made of.
    associatedtype Body: TransferRepresentation

    /// The representations this one is made of.
    @TransferRepresentationBuilder<Item> var body: Body { get }
}

/// Composes transfer representations, as Core Transferable's `TransferRepresentationBuilder`:
/// several lines are tried in order, `if` and `if`/`else` choose among them.
@resultBuilder
public struct TransferRepresentationBuilder<Item: Transferable> {
    /// A representation of `Item`, as written (this is where a line's `Item` is inferred from).
    public static func buildExpression<R: TransferRepresentation>(_ content: R) -> R where R.Item == Item { content }

    /// One representation, unchanged.
    public static func buildBlock<Content: TransferRepresentation>(_ content: Content) -> Content where Content.Item == Item {
        content
    }

    /// Several representations, tried in the order written.
    public static func buildBlock<each Content: TransferRepresentation>(_ content: repeat each Content)
        -> _TransferRepresentationGroup<Item>
    {
        var entries: [TransferEntry] = []
        for part in repeat each content { entries += part.transferEntries }
        return _TransferRepresentationGroup(entries: entries)
    }

    /// The representations of an `if` whose condition held, or none.
    public static func buildOptional<Content: TransferRepresentation>(_ content: Content?) -> _TransferRepresentationGroup<Item> {
        _TransferRepresentationGroup(entries: content?.transferEntries ?? [])
    }

    /// The representations of an `if`'s first branch.
    public static func buildEither<First: TransferRepresentation>(first content: First) -> _TransferRepresentationGroup<Item> {
        _TransferRepresentationGroup(entries: content.transferEntries)
    }

    /// The representations of an `if`'s second branch.
    public static func buildEither<Second: TransferRepresentation>(second content: Second) -> _TransferRepresentationGroup<Item> {
        _TransferRepresentationGroup(entries: content.transferEntries)
    }

    /// Representations inside `if #available`.
    public static func buildLimitedAvailability<Content: TransferRepresentation>(_ content: Content)
        -> _TransferRepresentationGroup<Item>
    {
        _TransferRepresentationGroup(entries: content.transferEntries)
    }
}

/// Several representations of `Item` in order: what a ``TransferRepresentationBuilder`` of more
/// than one line, or of an `if`, makes.
public struct _TransferRepresentationGroup<Item: Transferable>: TransferRepresentation, PrimitiveTransferRepresentation {
    let entries: [TransferEntry]

    /// The group itself: it is made of its entries.
    public var body: Self { self }
}

/// Why a transfer failed, in words that say what to change.
public struct TransferFailure: Error, Sendable, CustomStringConvertible, Equatable {
    /// What went wrong.
    public let description: String

    init(_ description: String) { self.description = description }

    static func noExporter(_ type: Any.Type, for contentType: UTType?) -> TransferFailure {
        let exported = exportedTypeList(type)
        let asked = contentType.map { "as \($0.identifier)" } ?? "at all"
        return TransferFailure(
            "\(type) cannot be exported \(asked): its transferRepresentation exports \(exported); "
                + "add a representation that exports a type conforming to it")
    }

    static func noImporter(_ type: Any.Type, for contentType: UTType?) -> TransferFailure {
        let imported = importedTypeList(type)
        let given = contentType.map { "from \($0.identifier)" } ?? "from this data"
        return TransferFailure(
            "\(type) cannot be imported \(given): its transferRepresentation imports \(imported); "
                + "add a representation that imports it, or pass the content type of the data")
    }

    private static func exportedTypeList(_ type: Any.Type) -> String {
        guard let transferable = type as? any Transferable.Type else { return "nothing" }
        let types = transferable.exportedContentTypes().map(\.identifier)
        return types.isEmpty ? "nothing" : types.joined(separator: ", ")
    }

    private static func importedTypeList(_ type: Any.Type) -> String {
        guard let transferable = type as? any Transferable.Type else { return "nothing" }
        let types = transferable.importedContentTypes().map(\.identifier)
        return types.isEmpty ? "nothing" : types.joined(separator: ", ")
    }
}

extension Transferable {
    /// The content types the type exports, most preferred first (without repeats), as Core
    /// Transferable's: representations hidden by ``TransferRepresentation/visibility(_:)`` from
    /// processes `visibility` does not include are left out.
    public static func exportedContentTypes(visibility: TransferRepresentationVisibility = .all) -> [UTType] {
        unique(
            transferRepresentation.transferEntries.filter { $0.exporter != nil && $0.visibility.includes(visibility) }
                .compactMap(\.exportedContentType))
    }

    /// The content types the type imports, most preferred first (without repeats).
    public static func importedContentTypes() -> [UTType] {
        unique(transferRepresentation.transferEntries.filter { $0.importer != nil }.compactMap(\.importedContentType))
    }

    private static func unique(_ types: [UTType]) -> [UTType] {
        var seen: Set<UTType> = []
        return types.filter { seen.insert($0).inserted }
    }

    /// The item as data of `contentType`, from the first representation that exports a type
    /// conforming to it (any exporting representation when `contentType` is nil), as Core
    /// Transferable's `exported(as:)`: a file is read into memory.
    ///
    /// - Throws: ``TransferFailure`` when no representation exports such a type (or each one's
    ///   exporting condition refuses the item), or what the representation's closure threw.
    public func exported(as contentType: UTType?) async throws -> Data {
        let entry = try Self.exportEntry(for: self, as: contentType)
        return try await entry.export(self).data()
    }

    /// Writes the item to a new file in `destinationDirectory` and returns its URL, as Core
    /// Transferable's `export(to:contentType:)`: a file a representation exports is copied there;
    /// data is written to a file named after the type with the content type's extension.
    public func export(to destinationDirectory: URL, contentType: UTType?) async throws -> URL {
        let entry = try Self.exportEntry(for: self, as: contentType)
        let payload = try await entry.export(self)
        let type = entry.exportedContentType ?? .data
        switch payload {
        case .file(let sent):
            let target = destinationDirectory.appendingPathComponent(sent.file.lastPathComponent)
            try FileManager.default.copyItem(at: sent.file, to: target)
            return target
        case .data(let data):
            let name = "\(Self.self)" + (TransferPayload.filenameExtension(for: type).map { ".\($0)" } ?? "")
            let target = destinationDirectory.appendingPathComponent(name)
            try data.write(to: target)
            return target
        }
    }

    /// Exports the item to a temporary file, calls `fileHandler` with its URL and removes it,
    /// as Core Transferable's `withExportedFile(contentType:fileHandler:)`. It runs on its
    /// caller's actor, so `fileHandler` may use the caller's state.
    nonisolated(nonsending) public func withExportedFile<Result>(contentType: UTType?, fileHandler: (URL) async throws -> Result)
        async throws -> Result
    {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("napkin-transfer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try await export(to: folder, contentType: contentType)
        return try await fileHandler(file)
    }

    /// An item imported from `data` of `contentType`, as Core Transferable's
    /// `init(importing:contentType:)`: the first representation that imports a type `contentType`
    /// conforms to reads it; with no content type each importing representation is tried in
    /// order until one succeeds.
    ///
    /// - Throws: ``TransferFailure`` when no representation imports the type, or the error of the
    ///   last representation tried.
    public init(importing data: Data, contentType: UTType?) async throws {
        self = try await Self.importItem(from: .data(data), contentType: contentType)
    }

    /// An item imported from the file at `file`, as Core Transferable's
    /// `init(importing:contentType:)`: without a content type, the file's extension names it.
    public init(importing file: URL, contentType: UTType?) async throws {
        let type = contentType ?? UTType(filenameExtension: file.pathExtension)
        self = try await Self.importItem(from: .file(SentTransferredFile(file, allowAccessingOriginalFile: true)), contentType: type)
    }

    static func exportEntry(for item: Self, as contentType: UTType?) throws -> TransferEntry {
        let candidates = transferRepresentation.transferEntries.filter { entry in
            guard entry.exporter != nil, let exported = entry.exportedContentType else { return false }
            if let condition = entry.condition, !condition(item) { return false }
            return contentType.map { exported.conforms(to: $0) } ?? true
        }
        guard let entry = candidates.first else { throw TransferFailure.noExporter(Self.self, for: contentType) }
        return entry
    }

    static func importItem(from payload: TransferPayload, contentType: UTType?) async throws -> Self {
        let importers = transferRepresentation.transferEntries.filter { entry in
            guard entry.importer != nil, let imported = entry.importedContentType else { return false }
            return contentType.map { $0.conforms(to: imported) } ?? true
        }
        guard !importers.isEmpty else { throw TransferFailure.noImporter(Self.self, for: contentType) }
        var lastError: any Error = TransferFailure.noImporter(Self.self, for: contentType)
        for entry in importers {
            do {
                let value = try await entry.importer?(payload)
                if let item = value as? Self { return item }
                lastError = TransferFailure("a representation of \(Self.self) imported a \(type(of: value as Any)), not a \(Self.self)")
            } catch {
                lastError = error
            }
        }
        throw lastError
    }
}
