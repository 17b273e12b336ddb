import Foundation
import NapkinUI

/// A type an ``NSItemProvider`` can make from data, as Foundation's `NSItemProviderReading`:
/// `UIImage` from image data, `String` from text.
public protocol NSItemProviderReading {
    /// The uniform type identifiers the type reads, best first.
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    /// The object made from `data` of the type `typeIdentifier`.
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

/// What went wrong loading from an ``NSItemProvider``.
public struct NSItemProviderError: Error, Hashable, Sendable {
    /// The identifiers of the types asked for.
    public let typeIdentifiers: [String]
}

/// Items of several types handed over by a picker or a drop, as Foundation's `NSItemProvider`
/// (Linux's Foundation has none). A provider holds data by uniform type identifier; it loads
/// what it holds and fails for what it does not. On Linux, pickers pick nothing, so providers
/// come only from code that makes them (`init(item:typeIdentifier:)`).
open class NSItemProvider: @unchecked Sendable {
    private let items: [(typeIdentifier: String, data: Data)]

    /// A provider holding nothing.
    public init() { items = [] }

    /// A provider holding `item` (data, or a string as UTF-8) as `typeIdentifier`.
    public init(item: Any?, typeIdentifier: String?) {
        let data: Data? =
            switch item {
            case let data as Data: data
            case let data as NSData: Data(referencing: data)
            case let string as String: Data(string.utf8)
            default: nil
            }
        if let data, let typeIdentifier {
            items = [(typeIdentifier, data)]
        } else {
            items = []
        }
    }

    /// The identifiers of the types held, in the order registered.
    open var registeredTypeIdentifiers: [String] { items.map(\.typeIdentifier) }

    /// A name for the item, offered when it is saved.
    open var suggestedName: String?

    /// Whether a held type conforms to `typeIdentifier` (PNG data conforms to "public.image").
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        item(conformingTo: [typeIdentifier]) != nil
    }

    /// Whether an object of `aClass` can be made from what is held.
    open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        item(conformingTo: aClass.readableTypeIdentifiersForItemProvider) != nil
    }

    /// Makes an object of `aClass` from what is held and hands it to `completionHandler` on a
    /// background queue, or an error when nothing held can make one.
    @discardableResult
    open func loadObject(
        ofClass aClass: any NSItemProviderReading.Type,
        completionHandler: @escaping @Sendable ((any NSItemProviderReading)?, (any Error)?) -> Void
    ) -> Progress {
        let wanted = aClass.readableTypeIdentifiersForItemProvider
        let found = item(conformingTo: wanted)
        // A metatype holds no state of its own: reading it from the background queue is safe.
        nonisolated(unsafe) let reader = aClass
        let progress = Progress(totalUnitCount: 1)
        DispatchQueue.global().async {
            progress.completedUnitCount = 1
            guard let found else { return completionHandler(nil, NSItemProviderError(typeIdentifiers: wanted)) }
            do {
                completionHandler(try reader.object(withItemProviderData: found.data, typeIdentifier: found.typeIdentifier), nil)
            } catch {
                completionHandler(nil, error)
            }
        }
        return progress
    }

    /// Hands the data held as (or conforming to) `typeIdentifier` to `completionHandler` on a
    /// background queue, or an error.
    @discardableResult
    open func loadDataRepresentation(
        forTypeIdentifier typeIdentifier: String, completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress {
        let found = item(conformingTo: [typeIdentifier])
        let progress = Progress(totalUnitCount: 1)
        DispatchQueue.global().async {
            progress.completedUnitCount = 1
            if let found {
                completionHandler(found.data, nil)
            } else {
                completionHandler(nil, NSItemProviderError(typeIdentifiers: [typeIdentifier]))
            }
        }
        return progress
    }

    /// Hands the data held as (or conforming to) `contentType` to `completionHandler` on a background queue, or an
    /// error (iOS 16's form of ``loadDataRepresentation(forTypeIdentifier:completionHandler:)``).
    @discardableResult
    open func loadDataRepresentation(for contentType: UTType, completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void)
        -> Progress
    {
        loadDataRepresentation(forTypeIdentifier: contentType.identifier, completionHandler: completionHandler)
    }

    /// The data held as (or conforming to) `typeIdentifier`, now, for a stand-in that draws it (LPLinkView).
    @_spi(StandIns) public func heldData(conformingTo typeIdentifier: String) -> Data? {
        item(conformingTo: [typeIdentifier])?.data
    }

    private func item(conformingTo typeIdentifiers: [String]) -> (typeIdentifier: String, data: Data)? {
        for wanted in typeIdentifiers {
            guard let wantedType = UTType(wanted) else { continue }
            if let item = items.first(where: { UTType($0.typeIdentifier)?.conforms(to: wantedType) ?? ($0.typeIdentifier == wanted) }) {
                return item
            }
        }
        return nil
    }
}

extension UIImage: NSItemProviderReading {
    /// Images: "public.image" and every type conforming to it.
    public static var readableTypeIdentifiersForItemProvider: [String] { ["public.image"] }

    /// The image decoded from `data`.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let image = Self(data: data) else { throw NSItemProviderError(typeIdentifiers: [typeIdentifier]) }
        return image
    }
}

extension String: NSItemProviderReading {
    /// Plain text.
    public static var readableTypeIdentifiersForItemProvider: [String] { ["public.plain-text", "public.text"] }

    /// The text in `data`, as UTF-8.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> String {
        guard let string = String(data: data, encoding: .utf8) else { throw NSItemProviderError(typeIdentifiers: [typeIdentifier]) }
        return string
    }
}
