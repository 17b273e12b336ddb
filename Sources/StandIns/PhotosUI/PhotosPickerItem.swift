import Foundation

/// An asset the person picked in a ``PhotosPicker``, as PhotosUI's `PhotosPickerItem`: an
/// identifier of an asset in the photo library, whose content is loaded on demand.
///
/// Linux has no photo library: an item made with ``init(itemIdentifier:)`` has no content, so
/// ``supportedContentTypes`` is empty and ``loadTransferable(type:)`` returns nil, as PhotosUI
/// does for an item with no content of the type asked. A test that wants the screen's handling
/// of a picked photo makes the item with its bytes, ``init(itemIdentifier:data:contentType:)``
/// (NapkinUI's own): loading it runs the asked type's importing representation, as on iOS.
public struct PhotosPickerItem: Hashable, Sendable {
    /// The asset's identifier in the photo library (nil when the picker had no library).
    public let itemIdentifier: String?
    /// The asset's bytes and their type, when a test gave them.
    private let content: Content?

    private struct Content: Hashable, Sendable {
        let data: Data
        let contentType: UTType
    }

    /// The item for the asset `itemIdentifier`, with no content on Linux.
    public init(itemIdentifier: String) {
        self.itemIdentifier = itemIdentifier
        content = nil
    }

    /// An item whose asset holds `data` of `contentType` (a PNG or JPEG photo, a movie file's
    /// bytes), as a photo library would hand it over: NapkinUI's own, for tests.
    public init(itemIdentifier: String, data: Data, contentType: UTType) {
        self.itemIdentifier = itemIdentifier
        content = Content(data: data, contentType: contentType)
    }

    /// The uniform types the item's content can be loaded as: its content's type, or none.
    public var supportedContentTypes: [UTType] { content.map { [$0.contentType] } ?? [] }

    /// The item's content as `type` (`Data.self`, `Image.self`, an app's own transferable type),
    /// or nil when the item has no content `type` imports: the first of `type`'s importing
    /// representations whose content type the item's conforms to reads it, as PhotosUI's.
    ///
    /// - Throws: what the type's importing closure threw.
    public func loadTransferable<T: Transferable>(type: T.Type) async throws -> T? {
        guard let content else { return nil }
        let imports = T.importedContentTypes().contains { content.contentType.conforms(to: $0) }
        guard imports else { return nil }
        return try await T(importing: content.data, contentType: content.contentType)
    }

    /// Loads the item's content as `type` and calls `completionHandler` with it (nil when the item
    /// has none of that type), on a background queue; the progress is complete when it is called.
    @discardableResult
    public func loadTransferable<T: Transferable>(
        type: T.Type, completionHandler: @escaping @Sendable (Result<T?, any Error>) -> Void
    ) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        let item = self
        Task.detached {
            do {
                let value = try await item.loadTransferable(type: type)
                progress.completedUnitCount = 1
                completionHandler(.success(value))
            } catch {
                progress.completedUnitCount = 1
                completionHandler(.failure(error))
            }
        }
        return progress
    }

    /// How the picker chooses between an asset's encodings, as
    /// `PhotosPickerItem.EncodingDisambiguationPolicy`.
    public enum EncodingDisambiguationPolicy: Sendable, Hashable {
        /// The system's choice.
        case automatic
        /// The encoding the asset has.
        case current
        /// The most compatible encoding.
        case compatible
    }
}

/// How a picker handles several selected assets, as PhotosUI's `PhotosPickerSelectionBehavior`.
public enum PhotosPickerSelectionBehavior: Sendable, Hashable {
    /// Unordered, confirmed with Add.
    case `default`
    /// In the order picked.
    case ordered
    /// Updated as the person picks.
    case continuous
    /// Updated as the person picks, in order.
    case continuousAndOrdered
}
