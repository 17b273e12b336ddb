import Foundation

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The activity type of a web page handed to the app (a universal link), as Foundation's
/// `NSUserActivityTypeBrowsingWeb`.
public let NSUserActivityTypeBrowsingWeb = "NSUserActivityTypeBrowsingWeb"

/// What the person is doing in the app, for Handoff, Spotlight, Siri suggestions and state restoration, as
/// Foundation's `NSUserActivity` (Apple's Foundation has it; Linux's does not).
///
/// An app makes one for what is on screen (`activityType` is a reverse-DNS name it declares), fills in
/// ``title``, ``userInfo`` and the eligibility flags, and calls ``becomeCurrent()``; iOS hands such an activity back to
/// the app delegate's `application(_:continue:restorationHandler:)` (or a scene's) when the person continues it.
/// Linux has no Handoff or Spotlight: the activity keeps what the app set, ``current`` names the one made current,
/// and a test hands an activity to the app's continuation code itself.
open class NSUserActivity: NSObject, @unchecked Sendable {
    // Unchecked: as Foundation's, an activity is used from the main thread; `current` is read and written under a lock.
    /// The kind of activity, a reverse-DNS name the app declares (or ``NSUserActivityTypeBrowsingWeb``).
    public let activityType: String
    /// The title shown in Handoff and search results.
    open var title: String?
    /// What the app needs to continue the activity (property-list values).
    open var userInfo: [AnyHashable: Any]?
    /// The keys of ``userInfo`` that must be there to continue it.
    open var requiredUserInfoKeys: Set<String>?
    /// The web page showing the same content, for a device without the app.
    open var webpageURL: URL?
    /// The page that led to it.
    open var referrerURL: URL?
    /// When it stops being offered.
    open var expirationDate: Date?
    /// Words it is found by in search.
    open var keywords: Set<String> = []
    /// Whether another device may continue it (Handoff).
    open var isEligibleForHandoff = true
    /// Whether it is indexed for on-device search.
    open var isEligibleForSearch = false
    /// Whether it may be indexed publicly.
    open var isEligibleForPublicIndexing = false
    /// Whether Siri may suggest it.
    open var isEligibleForPrediction = false
    /// The app's identifier for it, to delete it from suggestions later.
    open var persistentIdentifier: String?
    /// The identifier of the content, which picks the scene to continue it in.
    open var targetContentIdentifier: String?
    /// Whether the app should refresh the activity's state before it is handed on (Foundation sets it; the app's
    /// delegate clears it).
    open var needsSave = false
    /// Whether it is the current activity.
    public var isCurrent: Bool { NSUserActivity.current === self }
    /// Whether it was invalidated (it can no longer become current).
    public private(set) var isInvalidated = false

    private static let lock = NSLock()
    nonisolated(unsafe) private static var currentActivity: NSUserActivity?

    /// The activity made current last, until it resigns or is invalidated (napkin's way to read what the app offers).
    public class var current: NSUserActivity? { lock.withLock { currentActivity } }

    /// An activity of `activityType`.
    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }

    /// Adds `otherDictionary`'s entries to ``userInfo``.
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        var info = userInfo ?? [:]
        for (key, value) in otherDictionary { info[key] = value }
        userInfo = info
    }

    /// Makes it the activity the person is doing now (an invalidated one stays as it is).
    open func becomeCurrent() {
        guard !isInvalidated else { return }
        NSUserActivity.lock.withLock { NSUserActivity.currentActivity = self }
    }

    /// Stops it being current.
    open func resignCurrent() {
        NSUserActivity.lock.withLock { if NSUserActivity.currentActivity === self { NSUserActivity.currentActivity = nil } }
    }

    /// Ends it for good.
    open func invalidate() {
        resignCurrent()
        isInvalidated = true
    }

    /// The type and title.
    open override var description: String { "NSUserActivity \(activityType) \(title ?? "")" }
}
