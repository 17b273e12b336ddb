import Foundation

/// The name of a sound file in the app's bundle.
public struct UNNotificationSoundName: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    /// The raw value.
    public let rawValue: String
    /// A value with this raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A value with this raw value.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// A value with this raw value.
    public init(stringLiteral value: String) { rawValue = value }
}

/// The sound a notification plays, as `UNNotificationSound`. Linux plays nothing; the sound is
/// kept so a test can read it.
public final class UNNotificationSound: NSObject, Sendable {
    /// The file played, `nil` for the system's sound.
    public let named: UNNotificationSoundName?
    /// Whether the sound plays through silent mode and Focus (critical alerts).
    public let isCritical: Bool
    /// The volume of a critical sound, 0 to 1.
    public let criticalVolume: Float

    private init(named: UNNotificationSoundName?, isCritical: Bool, criticalVolume: Float = 1) {
        self.named = named
        self.isCritical = isCritical
        self.criticalVolume = criticalVolume
    }

    /// A sound file of the app's bundle.
    public convenience init(named name: UNNotificationSoundName) { self.init(named: name, isCritical: false) }

    /// The system's notification sound.
    public static let `default` = UNNotificationSound(named: nil, isCritical: false)
    /// The system's sound for critical alerts.
    public static let defaultCritical = UNNotificationSound(named: nil, isCritical: true)
    /// The system's sound for ringtone-style notifications.
    public static let defaultRingtone = UNNotificationSound(named: nil, isCritical: false)

    /// The system's critical sound at `volume`.
    public static func defaultCriticalSound(withAudioVolume volume: Float) -> UNNotificationSound {
        UNNotificationSound(named: nil, isCritical: true, criticalVolume: volume)
    }

    /// A sound file played as a critical alert.
    public static func criticalSoundNamed(_ name: UNNotificationSoundName) -> UNNotificationSound {
        UNNotificationSound(named: name, isCritical: true)
    }

    /// A sound file played as a critical alert at `volume`.
    public static func criticalSoundNamed(_ name: UNNotificationSoundName, withAudioVolume volume: Float) -> UNNotificationSound {
        UNNotificationSound(named: name, isCritical: true, criticalVolume: volume)
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UNNotificationSound else { return false }
        return named == other.named && isCritical == other.isCritical && criticalVolume == other.criticalVolume
    }

    public override var hash: Int { named.hashValue ^ isCritical.hashValue }
}

/// How urgently a notification interrupts.
public enum UNNotificationInterruptionLevel: UInt, Sendable {
    case passive = 0
    case active = 1
    case timeSensitive = 2
    case critical = 3
}

/// What a notification says, as `UNNotificationContent`: read-only; ``UNMutableNotificationContent``
/// is the one an app fills in. A request keeps a copy, so changing the mutable content after
/// adding the request changes nothing pending, as on iOS.
open class UNNotificationContent: NSObject, @unchecked Sendable {
    struct Fields {
        var title = ""
        var subtitle = ""
        var body = ""
        var badge: NSNumber?
        var sound: UNNotificationSound?
        var userInfo: [AnyHashable: Any] = [:]
        var categoryIdentifier = ""
        var threadIdentifier = ""
        var targetContentIdentifier: String?
        var launchImageName = ""
        var interruptionLevel = UNNotificationInterruptionLevel.active
        var relevanceScore = 0.0
        var filterCriteria: String?
        var attachments: [UNNotificationAttachment] = []
    }

    private let lock = NSLock()
    private var storage: Fields

    init(fields: Fields) { storage = fields }

    /// Empty content.
    public override init() { storage = Fields() }

    var fields: Fields { lock.withLock { storage } }

    /// Changes the fields under the lock, so that two threads setting two fields keep both.
    func update(_ change: (inout Fields) -> Void) { lock.withLock { change(&storage) } }

    /// A copy that does not change when this content does.
    func frozenCopy() -> UNNotificationContent { UNNotificationContent(fields: fields) }

    /// The headline.
    open var title: String { fields.title }
    /// The line under the title.
    open var subtitle: String { fields.subtitle }
    /// The message.
    open var body: String { fields.body }
    /// The number the app's icon shows, `nil` to leave it, 0 to clear it.
    open var badge: NSNumber? { fields.badge }
    /// The sound, `nil` for none.
    open var sound: UNNotificationSound? { fields.sound }
    /// The app's own data.
    open var userInfo: [AnyHashable: Any] { fields.userInfo }
    /// The category (its actions), as registered with the centre.
    open var categoryIdentifier: String { fields.categoryIdentifier }
    /// Groups notifications of one conversation.
    open var threadIdentifier: String { fields.threadIdentifier }
    /// The scene or window the notification brings forward.
    open var targetContentIdentifier: String? { fields.targetContentIdentifier }
    /// The launch image shown when the notification opens the app.
    open var launchImageName: String { fields.launchImageName }
    /// How urgently it interrupts.
    open var interruptionLevel: UNNotificationInterruptionLevel { fields.interruptionLevel }
    /// How it ranks in a summary, 0 to 1.
    open var relevanceScore: Double { fields.relevanceScore }
    /// The Focus filter it matches.
    open var filterCriteria: String? { fields.filterCriteria }
    /// The files shown with the notification.
    open var attachments: [UNNotificationAttachment] { fields.attachments }

    /// A copy that can be changed.
    open override func mutableCopy() -> Any { UNMutableNotificationContent(fields: fields) }

    /// A read-only copy.
    open override func copy() -> Any { frozenCopy() }
}

/// Notification content an app fills in, as `UNMutableNotificationContent`.
open class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
    public override init() { super.init() }

    override init(fields: Fields) { super.init(fields: fields) }

    open override var title: String {
        get { fields.title }
        set { update { $0.title = newValue } }
    }
    open override var subtitle: String {
        get { fields.subtitle }
        set { update { $0.subtitle = newValue } }
    }
    open override var body: String {
        get { fields.body }
        set { update { $0.body = newValue } }
    }
    open override var badge: NSNumber? {
        get { fields.badge }
        set { update { $0.badge = newValue } }
    }
    open override var sound: UNNotificationSound? {
        get { fields.sound }
        set { update { $0.sound = newValue } }
    }
    open override var userInfo: [AnyHashable: Any] {
        get { fields.userInfo }
        set { update { $0.userInfo = newValue } }
    }
    open override var categoryIdentifier: String {
        get { fields.categoryIdentifier }
        set { update { $0.categoryIdentifier = newValue } }
    }
    open override var threadIdentifier: String {
        get { fields.threadIdentifier }
        set { update { $0.threadIdentifier = newValue } }
    }
    open override var targetContentIdentifier: String? {
        get { fields.targetContentIdentifier }
        set { update { $0.targetContentIdentifier = newValue } }
    }
    open override var launchImageName: String {
        get { fields.launchImageName }
        set { update { $0.launchImageName = newValue } }
    }
    open override var interruptionLevel: UNNotificationInterruptionLevel {
        get { fields.interruptionLevel }
        set { update { $0.interruptionLevel = newValue } }
    }
    open override var relevanceScore: Double {
        get { fields.relevanceScore }
        set { update { $0.relevanceScore = newValue } }
    }
    open override var filterCriteria: String? {
        get { fields.filterCriteria }
        set { update { $0.filterCriteria = newValue } }
    }
    open override var attachments: [UNNotificationAttachment] {
        get { fields.attachments }
        set { update { $0.attachments = newValue } }
    }
}
