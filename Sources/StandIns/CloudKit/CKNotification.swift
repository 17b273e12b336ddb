import Foundation

extension CloudStore {
    /// A push notification a subscription made: which subscription, and what changed.
    struct Push {
        enum Change {
            case query(reason: CKQueryNotification.Reason, recordID: CKRecord.ID, fields: [String: Any]?)
            case zone(CKRecordZone.ID)
            case database
        }

        let subscriptionID: CKSubscription.ID
        let change: Change
        let info: CKSubscription.NotificationInfo?
        let record: CKRecord
    }
}

extension CloudStore.Database {
    /// Queues the pushes of the subscriptions that `saved` (which replaced `previous`, if any) fires.
    mutating func notifySubscriptions(saved: CKRecord, previous: CKRecord?) {
        notify(saved, reason: previous == nil ? .recordCreated : .recordUpdated)
    }

    /// Queues the pushes of the subscriptions that deleting `removed` fires.
    mutating func notifySubscriptions(deleted removed: CKRecord) { notify(removed, reason: .recordDeleted) }

    private mutating func notify(_ record: CKRecord, reason: CKQueryNotification.Reason) {
        let zoneID = record.recordID.zoneID
        for subscription in subscriptions.values.sorted(by: { $0.subscriptionID < $1.subscriptionID }) {
            let change: CloudStore.Push.Change
            switch subscription {
            case let query as CKQuerySubscription:
                let options = query.querySubscriptionOptions
                let fires: Bool =
                    switch reason {
                    case .recordCreated: options.contains(.firesOnRecordCreation)
                    case .recordUpdated: options.contains(.firesOnRecordUpdate)
                    case .recordDeleted: options.contains(.firesOnRecordDeletion)
                    }
                guard fires, query.zoneID == nil || query.zoneID == zoneID,
                    CKQuery(recordType: query.recordType, predicate: query.predicate).matches(record)
                else { continue }
                let fields =
                    reason == .recordDeleted
                    ? nil
                    : query.notificationInfo?.desiredKeys.map { keys in
                        keys.reduce(into: [String: Any]()) { fields, key in fields[key] = record.object(forKey: key) }
                    }
                change = .query(reason: reason, recordID: record.recordID, fields: fields)
                if options.contains(.firesOnce) { subscriptions[query.subscriptionID] = nil }
            case let zone as CKRecordZoneSubscription:
                guard zone.zoneID == zoneID, zone.recordType == nil || zone.recordType == record.recordType else { continue }
                change = .zone(zoneID)
            case let database as CKDatabaseSubscription:
                guard database.recordType == nil || database.recordType == record.recordType else { continue }
                change = .database
            default:
                continue
            }
            outbox.append(
                CloudStore.Push(
                    subscriptionID: subscription.subscriptionID, change: change, info: subscription.notificationInfo, record: record))
        }
    }
}

extension CloudStore.Push {
    /// The remote notification's `userInfo`, laid out as CloudKit's pushes are: `aps` for what is shown, `ck` for
    /// the container, the notification's ID and what changed (`qry`, `fet` or `met`).
    func payload(container: String, scope: CKDatabase.Scope) -> [AnyHashable: Any] {
        var body: [String: Any] = ["dbs": scope.rawValue, "sid": subscriptionID]
        var ck: [String: Any] = [
            "ce": 2, "cid": container, "nid": UUID().uuidString.lowercased(), "ckuserid": CKContainer.userRecordID.recordName,
        ]
        switch change {
        case .query(let reason, let recordID, let fields):
            body["fo"] = reason.rawValue
            body["rid"] = recordID.recordName
            body["zid"] = recordID.zoneID.zoneName
            body["zoid"] = recordID.zoneID.ownerName
            if let fields { body["af"] = fields }
            ck["qry"] = body
        case .zone(let zoneID):
            body["zid"] = zoneID.zoneName
            body["zoid"] = zoneID.ownerName
            ck["fet"] = body
        case .database:
            ck["met"] = body
        }
        var aps: [String: Any] = [:]
        if let info {
            var alert: [String: Any] = [:]
            alert["body"] = info.alertBody
            alert["title"] = info.title
            alert["subtitle"] = info.subtitle
            alert["loc-key"] = info.alertLocalizationKey
            alert["loc-args"] = info.alertLocalizationArgs.map { keys in keys.map { record.object(forKey: $0).map { "\($0)" } ?? "" } }
            alert["title-loc-key"] = info.titleLocalizationKey
            alert["action-loc-key"] = info.alertActionLocalizationKey
            alert["launch-image"] = info.alertLaunchImage
            if !alert.isEmpty { aps["alert"] = alert }
            aps["sound"] = info.soundName
            aps["category"] = info.category
            if info.shouldBadge { aps["badge"] = 1 }
            if info.shouldSendContentAvailable { aps["content-available"] = 1 }
            if info.shouldSendMutableContent { aps["mutable-content"] = 1 }
        }
        return ["aps": aps, "ck": ck]
    }
}

extension CKContainer {
    /// The push notifications this container's subscriptions made since the last call, oldest first, each as the
    /// `userInfo` iOS hands to `application(_:didReceiveRemoteNotification:fetchCompletionHandler:)` (napkin's
    /// addition: no push reaches Linux, so a test takes them and hands them to the app, or to
    /// ``CKNotification/init(fromRemoteNotificationDictionary:)``).
    ///
    /// A saved ``CKQuerySubscription`` pushes when a record of its type that its predicate accepts (in its zone, when
    /// it names one) is created, updated or deleted, as its options ask (`firesOnce` deletes it after one push); a
    /// ``CKRecordZoneSubscription`` when a record in its zone changes; a ``CKDatabaseSubscription`` when any does. Every
    /// change counts, an app's own saves and a test's ``CKDatabase/seed(_:)`` (another device's) alike.
    public func takeRemoteNotifications() -> [[AnyHashable: Any]] {
        let container = identifier
        return CloudStore.shared.with(identifier) { state in
            var payloads: [[AnyHashable: Any]] = []
            for scope in [CKDatabase.Scope.public, .private, .shared] {
                guard let outbox = state.databases[scope]?.outbox else { continue }
                payloads += outbox.map { $0.payload(container: container, scope: scope) }
                state.databases[scope]?.outbox = []
            }
            return payloads
        }
    }
}

/// What makes a ``CKNotification`` of the right subclass from a push's `userInfo` (CloudKit's
/// `CKNotification(fromRemoteNotificationDictionary:)`).
public protocol CKNotificationFromRemoteNotification {}

extension CKNotificationFromRemoteNotification where Self: CKNotification {
    /// The notification a CloudKit push carries, as its subclass (``CKQueryNotification``,
    /// ``CKRecordZoneNotification`` or ``CKDatabaseNotification``: `as? CKQueryNotification` finds it); `nil` for a
    /// push that is not CloudKit's.
    public init?(fromRemoteNotificationDictionary notificationDictionary: [AnyHashable: Any]) {
        guard let made = CKNotification.decode(notificationDictionary) as? Self else { return nil }
        self = made
    }
}

/// A push notification from a CloudKit subscription, as CloudKit's `CKNotification`.
open class CKNotification: CKNotificationFromRemoteNotification, @unchecked Sendable {
    /// Which kind of subscription sent it.
    public enum NotificationType: Int, Sendable, Hashable {
        /// A ``CKQuerySubscription``'s.
        case query = 1
        /// A ``CKRecordZoneSubscription``'s.
        case recordZone = 2
        /// One already read.
        case readNotification = 3
        /// A ``CKDatabaseSubscription``'s.
        case database = 4
    }

    /// A notification's identifier, as CloudKit's `CKNotification.ID`.
    public struct ID: Hashable, Sendable, CustomStringConvertible {
        let rawValue: String
        /// The identifier.
        public var description: String { rawValue }
    }

    /// Which kind of subscription sent it.
    public let notificationType: NotificationType
    /// The notification's identifier.
    public let notificationID: ID?
    /// The container it came from.
    public let containerIdentifier: String?
    /// The subscription that sent it.
    public let subscriptionID: CKSubscription.ID?
    /// The ID of the user who owns the subscription.
    public let subscriptionOwnerUserRecordID: CKRecord.ID?
    /// Whether the server left out some of its fields (never here).
    public let isPruned = false
    /// The alert's text.
    public let alertBody: String?
    /// The key of the alert's localized text.
    public let alertLocalizationKey: String?
    /// The values filling the alert's localized text.
    public let alertLocalizationArgs: [String]?
    /// The alert's title.
    public let title: String?
    /// The key of the title's localized text.
    public let titleLocalizationKey: String?
    /// The alert's subtitle.
    public let subtitle: String?
    /// The key of the action button's localized title.
    public let alertActionLocalizationKey: String?
    /// The image shown while the app launches from it.
    public let alertLaunchImage: String?
    /// The badge number.
    public let badge: NSNumber?
    /// The sound played.
    public let soundName: String?
    /// The notification's category.
    public let category: String?

    init(type: NotificationType, ck: [String: Any], body: [String: Any], aps: [String: Any]) {
        notificationType = type
        notificationID = (ck["nid"] as? String).map(ID.init(rawValue:))
        containerIdentifier = ck["cid"] as? String
        subscriptionID = body["sid"] as? String
        subscriptionOwnerUserRecordID = (ck["ckuserid"] as? String).map { CKRecord.ID(recordName: $0) }
        let alert = aps["alert"] as? [String: Any]
        alertBody = alert?["body"] as? String ?? aps["alert"] as? String
        alertLocalizationKey = alert?["loc-key"] as? String
        alertLocalizationArgs = alert?["loc-args"] as? [String]
        title = alert?["title"] as? String
        titleLocalizationKey = alert?["title-loc-key"] as? String
        subtitle = alert?["subtitle"] as? String
        alertActionLocalizationKey = alert?["action-loc-key"] as? String
        alertLaunchImage = alert?["launch-image"] as? String
        badge = (aps["badge"] as? Int).map { NSNumber(value: $0) }
        soundName = aps["sound"] as? String
        category = aps["category"] as? String
    }

    static func decode(_ payload: [AnyHashable: Any]) -> CKNotification? {
        guard let ck = payload["ck"] as? [String: Any] else { return nil }
        let aps = payload["aps"] as? [String: Any] ?? [:]
        if let body = ck["qry"] as? [String: Any] {
            return CKQueryNotification(type: .query, ck: ck, body: body, aps: aps)
        }
        if let body = ck["fet"] as? [String: Any] {
            return CKRecordZoneNotification(type: .recordZone, ck: ck, body: body, aps: aps)
        }
        if let body = ck["met"] as? [String: Any] {
            return CKDatabaseNotification(type: .database, ck: ck, body: body, aps: aps)
        }
        return CKNotification(type: .readNotification, ck: ck, body: [:], aps: aps)
    }

    static func scope(_ body: [String: Any]) -> CKDatabase.Scope {
        (body["dbs"] as? Int).flatMap(CKDatabase.Scope.init(rawValue:)) ?? .public
    }
}

/// A ``CKQuerySubscription``'s notification: the record that changed and how, as CloudKit's `CKQueryNotification`.
open class CKQueryNotification: CKNotification, @unchecked Sendable {
    /// How the record changed.
    public enum Reason: Int, Sendable, Hashable {
        /// It was created.
        case recordCreated = 1
        /// It was updated.
        case recordUpdated = 2
        /// It was deleted.
        case recordDeleted = 3
    }

    /// How the record changed.
    public let queryNotificationReason: Reason
    /// The record's fields the subscription's `desiredKeys` asked for.
    public let recordFields: [String: Any]?
    /// The record's ID.
    public let recordID: CKRecord.ID?
    /// The database the record is in.
    public let databaseScope: CKDatabase.Scope

    override init(type: NotificationType, ck: [String: Any], body: [String: Any], aps: [String: Any]) {
        queryNotificationReason = (body["fo"] as? Int).flatMap(Reason.init(rawValue:)) ?? .recordUpdated
        recordFields = body["af"] as? [String: Any]
        recordID = (body["rid"] as? String).map { name in
            CKRecord.ID(
                recordName: name,
                zoneID: CKRecordZone.ID(
                    zoneName: body["zid"] as? String ?? CKRecordZone.ID.defaultZoneName,
                    ownerName: body["zoid"] as? String ?? CKCurrentUserDefaultName))
        }
        databaseScope = Self.scope(body)
        super.init(type: type, ck: ck, body: body, aps: aps)
    }
}

/// A ``CKRecordZoneSubscription``'s notification: the zone that changed, as CloudKit's `CKRecordZoneNotification`.
open class CKRecordZoneNotification: CKNotification, @unchecked Sendable {
    /// The zone that changed.
    public let recordZoneID: CKRecordZone.ID?
    /// The database the zone is in.
    public let databaseScope: CKDatabase.Scope

    override init(type: NotificationType, ck: [String: Any], body: [String: Any], aps: [String: Any]) {
        recordZoneID = (body["zid"] as? String).map {
            CKRecordZone.ID(zoneName: $0, ownerName: body["zoid"] as? String ?? CKCurrentUserDefaultName)
        }
        databaseScope = Self.scope(body)
        super.init(type: type, ck: ck, body: body, aps: aps)
    }
}

/// A ``CKDatabaseSubscription``'s notification: something in the database changed (fetch its changes), as
/// CloudKit's `CKDatabaseNotification`.
open class CKDatabaseNotification: CKNotification, @unchecked Sendable {
    /// The database that changed.
    public let databaseScope: CKDatabase.Scope

    override init(type: NotificationType, ck: [String: Any], body: [String: Any], aps: [String: Any]) {
        databaseScope = Self.scope(body)
        super.init(type: type, ck: ck, body: body, aps: aps)
    }
}
