import Foundation
import UniformTypeIdentifiers

/// What an export hands over: bytes, or a file.
enum TransferPayload: Sendable {
    case data(Data)
    case file(SentTransferredFile)

    /// The bytes (a file's contents, read into memory).
    func data() throws -> Data {
        switch self {
        case .data(let data): data
        case .file(let sent): try Data(contentsOf: sent.file)
        }
    }

    /// The payload as a file a receiver may read: a file as it is (the original, when the sender
    /// allows it), or the bytes written to a new temporary file with `type`'s extension.
    func receivedFile(as type: UTType?) throws -> ReceivedTransferredFile {
        switch self {
        case .file(let sent):
            if sent.allowAccessingOriginalFile { return ReceivedTransferredFile(file: sent.file, isOriginalFile: true) }
            let copy = try TransferPayload.temporaryFile(named: sent.file.lastPathComponent)
            try FileManager.default.copyItem(at: sent.file, to: copy)
            return ReceivedTransferredFile(file: copy, isOriginalFile: false)
        case .data(let data):
            let name = "received" + (type.flatMap(TransferPayload.filenameExtension).map { ".\($0)" } ?? "")
            let file = try TransferPayload.temporaryFile(named: name)
            try data.write(to: file)
            return ReceivedTransferredFile(file: file, isOriginalFile: false)
        }
    }

    /// The extension a file of `type` is given: its own, or its most specific supertype's
    /// (UTF-8 plain text is written as `.txt`).
    static func filenameExtension(for type: UTType) -> String? {
        if let own = type.preferredFilenameExtension { return own }
        let named = type.supertypes.filter { $0.preferredFilenameExtension != nil }
        return named.max {
            $0.supertypes.count != $1.supertypes.count ? $0.supertypes.count < $1.supertypes.count : $0.identifier > $1.identifier
        }?
        .preferredFilenameExtension
    }

    private static func temporaryFile(named name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("napkin-received-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent(name)
    }
}

/// How an entry exports: at once (built-in types, proxies, `Codable`), or with an app's
/// asynchronous closure.
enum TransferExporter: Sendable {
    case immediate(@Sendable (any Sendable) throws -> TransferPayload)
    case deferred(@Sendable (any Sendable) async throws -> TransferPayload)

    func run(_ item: any Sendable) async throws -> TransferPayload {
        switch self {
        case .immediate(let export): try export(item)
        case .deferred(let export): try await export(item)
        }
    }
}

/// One content type a representation moves an item as, flattened out of the builder's tree:
/// what it exports and imports and how, and the modifiers applied to it.
struct TransferEntry: Sendable {
    var exportedContentType: UTType?
    var importedContentType: UTType?
    var exporter: TransferExporter?
    var importer: (@Sendable (TransferPayload) async throws -> any Sendable)?
    /// Hidden from the system's user interface (``TransferRepresentation/suppressed()``).
    var isSuppressed = false
    var visibility = TransferRepresentationVisibility.all
    /// Whether an item may be exported this way (``TransferRepresentation/exportingCondition(_:)``).
    var condition: (@Sendable (any Sendable) -> Bool)?

    func export(_ item: any Sendable) async throws -> TransferPayload {
        guard let exporter else { throw TransferFailure("this representation only imports") }
        return try await exporter.run(item)
    }

    /// The item cast to the type a representation's closure takes.
    static func cast<Item>(_ value: any Sendable, to type: Item.Type) throws -> Item {
        guard let item = value as? Item else { throw TransferFailure("expected a \(Item.self), got a \(Swift.type(of: value))") }
        return item
    }
}

/// A representation NapkinUI runs itself: its entries, in order.
protocol PrimitiveTransferRepresentation {
    var entries: [TransferEntry] { get }
}

extension TransferRepresentation {
    /// The representation's entries, most preferred first: a built-in representation's own, or
    /// its body's.
    var transferEntries: [TransferEntry] {
        if let primitive = self as? any PrimitiveTransferRepresentation { return primitive.entries }
        return body.transferEntries
    }

    /// The entries with `change` applied to each.
    func modifiedEntries(_ change: (inout TransferEntry) -> Void) -> [TransferEntry] {
        transferEntries.map { entry in
            var entry = entry
            change(&entry)
            return entry
        }
    }
}

/// Which apps and processes may see an item in transit, as Core Transferable's
/// `TransferRepresentationVisibility`. Linux has one process and no other apps: the level is kept
/// and ``Transferable/exportedContentTypes(visibility:)`` filters by it.
public struct TransferRepresentationVisibility: Sendable, Hashable {
    let rank: Int

    /// Any app or process.
    public static let all = TransferRepresentationVisibility(rank: 3)
    /// Apps of the same development team.
    public static let team = TransferRepresentationVisibility(rank: 2)
    /// Apps of the same App Group (macOS).
    public static let group = TransferRepresentationVisibility(rank: 1)
    /// Only the app the item comes from.
    public static let ownProcess = TransferRepresentationVisibility(rank: 0)

    /// Whether a representation of this visibility is seen by processes at `level`: one visible
    /// to all is seen everywhere, one visible to its own process only by that process.
    func includes(_ level: TransferRepresentationVisibility) -> Bool { rank >= level.rank }
}

/// A representation with a modifier applied (``TransferRepresentation/suppressed()``,
/// ``TransferRepresentation/visibility(_:)``).
public struct _ModifiedTransferRepresentation<Item: Transferable>: TransferRepresentation, PrimitiveTransferRepresentation {
    let entries: [TransferEntry]

    /// Its entries as a group: NapkinUI runs a built-in representation itself.
    public var body: _TransferRepresentationGroup<Item> { _TransferRepresentationGroup(entries: entries) }
}

/// A representation that exports only the items a condition accepts, as Core Transferable's
/// `_ConditionalTransferRepresentation` (what ``TransferRepresentation/exportingCondition(_:)``
/// returns).
public struct _ConditionalTransferRepresentation<Base: TransferRepresentation>: TransferRepresentation, PrimitiveTransferRepresentation {
    /// The base's item.
    public typealias Item = Base.Item
    let entries: [TransferEntry]

    /// Its entries as a group: NapkinUI runs a built-in representation itself.
    public var body: _TransferRepresentationGroup<Item> { _TransferRepresentationGroup(entries: entries) }
}

extension TransferRepresentation {
    /// Hides the representation from the system's user interface (a share sheet does not offer
    /// its content type), as Core Transferable's `suppressed()`; the app itself still exports and
    /// imports through it.
    public func suppressed() -> some TransferRepresentation<Item> {
        _ModifiedTransferRepresentation<Item>(entries: modifiedEntries { $0.isSuppressed = true })
    }

    /// Limits which apps and processes see the representation, as Core Transferable's
    /// `visibility(_:)`.
    public func visibility(_ visibility: TransferRepresentationVisibility) -> some TransferRepresentation<Item> {
        _ModifiedTransferRepresentation<Item>(entries: modifiedEntries { $0.visibility = visibility })
    }

    /// Exports an item this way only when `condition` accepts it, as Core Transferable's
    /// `exportingCondition(_:)`: otherwise the next representation is used.
    public func exportingCondition(_ condition: @escaping @Sendable (Item) -> Bool) -> _ConditionalTransferRepresentation<Self> {
        _ConditionalTransferRepresentation(
            entries: modifiedEntries { entry in
                let earlier = entry.condition
                entry.condition = { value in
                    guard let item = value as? Item else { return false }
                    return condition(item) && (earlier?(value) ?? true)
                }
            })
    }
}
