import Foundation

/// An asset the person picked in a ``PhotosPicker``, as PhotosUI's `PhotosPickerItem`: an
/// identifier of an asset in the photo library, whose content is loaded on demand.
///
/// Linux has no photo library, so no item has content there: ``supportedContentTypes`` is
/// empty and ``loadTransferable(type:)`` returns nil, as PhotosUI does for an item with no
/// content of the type asked. A test sets a picker's selection to items it makes with
/// ``init(itemIdentifier:)`` and sees the screen's handling of an item without content.
public struct PhotosPickerItem: Hashable, Sendable {
    /// The asset's identifier in the photo library (nil when the picker had no library).
    public let itemIdentifier: String?

    /// The item for the asset `itemIdentifier`.
    public init(itemIdentifier: String) {
        self.itemIdentifier = itemIdentifier
    }

    /// The uniform types the item's content can be loaded as: none on Linux.
    public var supportedContentTypes: [UTType] { [] }

    /// The item's content as `type` (`Data.self`, `Image.self`, an app's own transferable type),
    /// or nil when the item has no content of that type: always nil on Linux.
    public func loadTransferable<T>(type: T.Type) async throws -> T? { nil }

    /// Loads the item's content as `type` and calls `completionHandler` with it (nil on Linux),
    /// on a background queue; the progress is complete when it is called.
    @discardableResult
    public func loadTransferable<T>(
        type: T.Type, completionHandler: @escaping @Sendable (Result<T?, any Error>) -> Void
    ) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        progress.completedUnitCount = 1
        DispatchQueue.global().async { completionHandler(.success(nil)) }
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
