import Foundation

/// UIKit's name for a view controller: NapkinUI's ``ViewController``, so
/// `UIApplication.shared.windows.first?.rootViewController?.present(_:animated:completion:)`
/// compiles as written.
public typealias UIViewController = ViewController

/// UIKit's share sheet, for SwiftUI files that share through it:
///
/// ```swift
/// let sheet = UIActivityViewController(activityItems: [message, link], applicationActivities: nil)
/// UIApplication.shared.windows.first?.rootViewController?.present(sheet, animated: true)
/// ```
/// NapkinUI draws no share sheet: presenting one hands its items (an ``UIActivityItemSource``'s item) to the
/// system, which is where a
/// ``ShareLink``'s items go by default, the active window's ``Window/sharedItems`` (a string as
/// itself, a URL as its absolute string, an image as "Image"). No one is there to pick an
/// activity, so the sheet closes at once, as when a person dismisses it: it is never kept as the
/// presenter's `presentedViewController`, and ``completionWithItemsHandler`` receives no
/// activity and `completed` false.
open class UIActivityViewController: ViewController {
    /// What the sheet was given to share.
    let activityItems: [Any]
    /// The app's own activities offered beside the system's.
    public let applicationActivities: [UIActivity]?
    /// The system activities not offered.
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    /// Called when the sheet closes: the activity chosen, whether it completed, the items it
    /// returned and its error.
    open var completionWithItemsHandler: CompletionWithItemsHandler?

    /// What ``completionWithItemsHandler`` is.
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

    /// A share sheet for `activityItems`, offering `applicationActivities` as well.
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities
        super.init()
    }

    /// The items as the system's share sheet receives them: an item source's item and subject for no activity
    /// (after its placeholder, which the sheet asks for first), nothing for a source returning `nil`.
    var sharedItems: [ShareItem] {
        activityItems.compactMap { item in
            guard let source = item as? any UIActivityItemSource else { return ShareItem(activityItem: item) }
            _ = source.activityViewControllerPlaceholderItem(self)
            guard let shared = source.activityViewController(self, itemForActivityType: nil) else { return nil }
            let subject = source.activityViewController(self, subjectForActivityType: nil)
            let plain = ShareItem(activityItem: shared)
            return ShareItem(description: plain.description, subject: subject.isEmpty ? nil : subject, message: plain.message)
        }
    }

    /// Hands the items to the system and closes, as ``present(_:animated:completion:)`` of a
    /// share sheet does.
    func shareAndClose() {
        Window.active?.share(sharedItems)
        completionWithItemsHandler?(nil, false, nil, nil)
    }
}

extension ShareItem {
    /// The share-sheet item for one of a ``UIActivityViewController``'s activity items.
    @MainActor
    init(activityItem: Any) {
        switch activityItem {
        case let item as any Transferable: self.init(description: item.shareText)
        case is UIImage: self.init(description: "Image")
        default: self.init(description: String(describing: activityItem))
        }
    }
}

/// An activity an app offers in a share sheet, as UIKit's `UIActivity`.
@preconcurrency @MainActor
open class UIActivity {
    /// The activity's type.
    open var activityType: ActivityType? { nil }
    /// The title under its icon.
    open var activityTitle: String? { nil }
    /// Its icon.
    open var activityImage: UIImage? { nil }
    /// Which row of the sheet it is in.
    open class var activityCategory: Category { .action }

    /// An activity.
    public init() {}

    /// True when the activity can act on `activityItems` (the default: false).
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
    /// Prepares to act on `activityItems`.
    open func prepare(withActivityItems activityItems: [Any]) {}
    /// Acts; call ``activityDidFinish(_:)`` when done.
    open func perform() { activityDidFinish(false) }
    /// Tells the sheet the activity finished.
    open func activityDidFinish(_ completed: Bool) {}

    /// The row of the share sheet an activity is in.
    public enum Category: Int, Sendable, Hashable {
        /// The row of actions (copy, print…).
        case action
        /// The row of apps that share.
        case share
    }

    /// An activity's identifier, as UIKit's `UIActivity.ActivityType`.
    public struct ActivityType: Hashable, Sendable, RawRepresentable {
        /// The identifier.
        public let rawValue: String
        /// The type with identifier `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The type with identifier `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// AirDrop.
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        /// Adding to a contact.
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        /// Adding to the Reading List.
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        /// Copying to the pasteboard.
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        /// Mail.
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        /// Messages.
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        /// Markup as PDF.
        public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
        /// Books.
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
        /// Facebook.
        public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
        /// Twitter.
        public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
        /// Printing.
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        /// Saving to Photos.
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
    }
}
