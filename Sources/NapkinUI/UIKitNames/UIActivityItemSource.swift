import Foundation

/// An object that hands a share sheet its item when an activity asks, as UIKit's `UIActivityItemSource`: put it in
/// a ``UIActivityViewController``'s activity items in place of the item.
///
/// ```swift
/// final class ChallengeItem: NSObject, UIActivityItemSource {
///     func activityViewControllerPlaceholderItem(_ controller: UIActivityViewController) -> Any { "" }
///     func activityViewController(_ controller: UIActivityViewController,
///                                 itemForActivityType activityType: UIActivity.ActivityType?) -> Any? { "Join my challenge" }
/// }
/// ```
/// A presented sheet asks each source for its placeholder (as iOS does when the sheet opens), then, since no one
/// picks an activity on Linux, for its item and subject with no activity type (`nil`), and hands what the source
/// returns to the window's ``Window/sharedItems`` as it hands plain items (a source returning `nil` shares
/// nothing). The thumbnail and data type are asked only by activities, which never run here.
///
/// UIKit's optional members have defaults: the subject `""`, the data type `""`, no thumbnail;
/// `activityViewControllerLinkMetadata(_:)` (an `LPLinkMetadata`) comes with `import LinkPresentation`, as on iOS,
/// and the sheet, which draws no header, never asks for it.
@preconcurrency @MainActor
public protocol UIActivityItemSource: NSObjectProtocol {
    /// An item of the kind the real one will be, for the sheet to choose its activities by.
    func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any
    /// The item to share with `activityType` (`nil` when no activity is known).
    func activityViewController(
        _ activityViewController: UIActivityViewController, itemForActivityType activityType: UIActivity.ActivityType?
    )
        -> Any?
    /// The subject, for activities that send one (a mail's).
    func activityViewController(
        _ activityViewController: UIActivityViewController, subjectForActivityType activityType: UIActivity.ActivityType?
    )
        -> String
    /// The uniform type identifier of the item's data.
    func activityViewController(
        _ activityViewController: UIActivityViewController, dataTypeIdentifierForActivityType activityType: UIActivity.ActivityType?
    ) -> String
    /// A thumbnail of the item, about `size`.
    func activityViewController(
        _ activityViewController: UIActivityViewController, thumbnailImageForActivityType activityType: UIActivity.ActivityType?,
        suggestedSize size: CGSize
    ) -> UIImage?
}

extension UIActivityItemSource {
    /// No subject (UIKit's optional member left out).
    public func activityViewController(
        _ activityViewController: UIActivityViewController, subjectForActivityType activityType: UIActivity.ActivityType?
    ) -> String { "" }

    /// No data type (UIKit's optional member left out).
    public func activityViewController(
        _ activityViewController: UIActivityViewController, dataTypeIdentifierForActivityType activityType: UIActivity.ActivityType?
    ) -> String { "" }

    /// No thumbnail (UIKit's optional member left out).
    public func activityViewController(
        _ activityViewController: UIActivityViewController, thumbnailImageForActivityType activityType: UIActivity.ActivityType?,
        suggestedSize size: CGSize
    ) -> UIImage? { nil }
}

/// An item source that makes its item on an operation queue, as UIKit's `UIActivityItemProvider`: subclasses
/// override ``item`` (read ``activityType`` there).
open class UIActivityItemProvider: Operation, @unchecked Sendable {
    /// The placeholder handed to the sheet when it opens.
    public let placeholderItem: Any?
    /// The activity the item is made for (`nil` until asked, and on Linux, where no activity is picked).
    public internal(set) var activityType: UIActivity.ActivityType?

    /// A provider whose placeholder is `placeholderItem`.
    public init(placeholderItem: Any) {
        self.placeholderItem = placeholderItem
    }

    /// The item to share (the placeholder unless a subclass makes one).
    open var item: Any { placeholderItem as Any }

    /// Makes the item (nothing more: ``item`` is read when the sheet asks).
    open override func main() {}
}

extension UIActivityItemProvider: UIActivityItemSource {
    /// The placeholder.
    public func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any {
        placeholderItem as Any
    }

    /// ``item``, made for `activityType`.
    public func activityViewController(
        _ activityViewController: UIActivityViewController, itemForActivityType activityType: UIActivity.ActivityType?
    ) -> Any? {
        self.activityType = activityType
        return item
    }
}
