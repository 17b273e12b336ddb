import Foundation
import NapkinUI

/// How a ``PHPickerViewController`` is set up, as PhotosUI's `PHPickerConfiguration`.
public struct PHPickerConfiguration: Sendable {
    /// How assets are handed over.
    public enum AssetRepresentationMode: Int, Sendable, Hashable {
        /// The system's choice.
        case automatic = 0
        /// As stored.
        case current = 1
        /// The most compatible encoding.
        case compatible = 2
    }

    /// How several picks are handled.
    public enum Selection: Int, Sendable, Hashable {
        /// Unordered.
        case `default` = 0
        /// In the order picked.
        case ordered = 1
        /// Updated as the person picks.
        case continuous = 2
        /// Updated as the person picks, in order.
        case continuousAndOrdered = 3
    }

    /// Which assets are offered; nil for all.
    public var filter: PHPickerFilter?
    /// How many assets may be picked; 0 for any number. 1 by default.
    public var selectionLimit = 1
    /// How assets are handed over.
    public var preferredAssetRepresentationMode = AssetRepresentationMode.automatic
    /// How several picks are handled.
    public var selection = Selection.default
    /// Assets shown selected when the picker opens.
    public var preselectedAssetIdentifiers: [String] = []

    /// A configuration without a photo library (results carry no asset identifiers).
    public init() {}

    /// A configuration for `photoLibrary` (results carry asset identifiers).
    public init(photoLibrary: PHPhotoLibrary) {}
}

/// One asset the person picked, as PhotosUI's `PHPickerResult`: its content through an item
/// provider.
public struct PHPickerResult: Hashable, Sendable {
    /// The asset's content.
    public let itemProvider: NSItemProvider
    /// The asset's identifier, when the configuration had a photo library.
    public let assetIdentifier: String?

    /// A result for the asset `assetIdentifier` whose content `itemProvider` holds (PhotosUI's
    /// come only from its picker; napkin's tests make their own).
    public init(assetIdentifier: String?, itemProvider: NSItemProvider = NSItemProvider()) {
        self.assetIdentifier = assetIdentifier
        self.itemProvider = itemProvider
    }

    /// Whether both are the same asset with the same provider.
    public static func == (lhs: PHPickerResult, rhs: PHPickerResult) -> Bool {
        lhs.assetIdentifier == rhs.assetIdentifier && lhs.itemProvider === rhs.itemProvider
    }

    /// Hashes the asset identifier and the provider's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(assetIdentifier)
        hasher.combine(ObjectIdentifier(itemProvider))
    }
}

/// What a ``PHPickerViewController`` tells when the person is done, as PhotosUI's
/// `PHPickerViewControllerDelegate`: the picks, or none when the person cancelled.
@MainActor @preconcurrency
public protocol PHPickerViewControllerDelegate: AnyObject {
    /// The person finished: `results` are the picks (empty when cancelled). The delegate
    /// dismisses the picker.
    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult])
}

/// PhotosUI's photo picker, as SwiftUI files wrap it in a `UIViewControllerRepresentable` or
/// present it. Linux has no photo library and no one picks: the controller keeps its
/// configuration and delegate, draws nothing, and ``cancel()`` tells the delegate the person
/// finished with no results, as PhotosUI does when the person taps Cancel.
open class PHPickerViewController: ViewController {
    /// How the picker was set up.
    public let configuration: PHPickerConfiguration
    /// Told when the person is done.
    open weak var delegate: (any PHPickerViewControllerDelegate)?

    /// A picker set up as `configuration`.
    public init(configuration: PHPickerConfiguration) {
        self.configuration = configuration
        super.init()
    }

    /// The person cancels: the delegate hears of no results.
    open func cancel() {
        delegate?.picker(self, didFinishPicking: [])
    }
}
