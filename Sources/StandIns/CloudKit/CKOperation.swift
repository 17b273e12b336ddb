import Foundation

/// A CloudKit request run as an `Operation`, as CloudKit's `CKOperation`: add it to a database
/// (``CKDatabase/add(_:)``) or to a queue after setting its database.
open class CKOperation: Operation, @unchecked Sendable {
    /// A unique identifier for the operation.
    public typealias ID = String

    /// The operation's identifier.
    public let operationID: ID = UUID().uuidString
    var container: CKContainer?
}

/// An operation on one database, as CloudKit's `CKDatabaseOperation`.
open class CKDatabaseOperation: CKOperation, @unchecked Sendable {
    /// The database it runs against (set by ``CKDatabase/add(_:)``; the default container's private database when
    /// `nil`).
    open var database: CKDatabase?

    var targetDatabase: CKDatabase { database ?? (container ?? CKContainer.default()).privateCloudDatabase }
}

/// A query run as an operation, as CloudKit's `CKQueryOperation`: each match goes to ``recordMatchedBlock``, then
/// ``queryResultBlock`` hears the cursor to the rest (or the error).
open class CKQueryOperation: CKDatabaseOperation, @unchecked Sendable {
    /// As many results as the server gives: here, all of them.
    public static let maximumResults = 0

    /// Where a query's results stopped, to continue from.
    public final class Cursor: @unchecked Sendable {
        let query: CKQuery
        let zoneID: CKRecordZone.ID
        let offset: Int

        init(query: CKQuery, zoneID: CKRecordZone.ID, offset: Int) {
            self.query = query
            self.zoneID = zoneID
            self.offset = offset
        }
    }

    /// The query run (when not continuing from a cursor).
    open var query: CKQuery?
    /// The cursor continued from.
    open var cursor: Cursor?
    /// The zone searched (the default zone for `nil`).
    open var zoneID: CKRecordZone.ID?
    /// At most this many records (``maximumResults`` for all).
    open var resultsLimit = CKQueryOperation.maximumResults
    /// Only these fields of each record, when given.
    open var desiredKeys: [CKRecord.FieldKey]?
    /// Hears each match.
    open var recordMatchedBlock: (@Sendable (CKRecord.ID, Result<CKRecord, any Error>) -> Void)?
    /// Hears the cursor to the rest (`nil` when none is left) or the error, last.
    open var queryResultBlock: (@Sendable (Result<Cursor?, any Error>) -> Void)?
    /// Hears each record (deprecated on iOS 15 for ``recordMatchedBlock``).
    open var recordFetchedBlock: (@Sendable (CKRecord) -> Void)?
    /// Hears the cursor or the error, last (deprecated on iOS 15 for ``queryResultBlock``).
    open var queryCompletionBlock: (@Sendable (Cursor?, (any Error)?) -> Void)?

    /// An operation to be given a query or a cursor.
    public override init() {}

    /// An operation running `query`.
    public convenience init(query: CKQuery) {
        self.init()
        self.query = query
    }

    /// An operation continuing from `cursor`.
    public convenience init(cursor: Cursor) {
        self.init()
        self.cursor = cursor
    }

    /// Runs the query and calls the blocks.
    open override func main() {
        let database = targetDatabase
        let result: Result<(records: [CKRecord], cursor: Cursor?), CKError>
        if let cursor {
            result = database.queryNow(
                cursor.query, zoneID: cursor.zoneID, desiredKeys: desiredKeys, resultsLimit: resultsLimit, offset: cursor.offset)
        } else if let query {
            result = database.queryNow(query, zoneID: zoneID, desiredKeys: desiredKeys, resultsLimit: resultsLimit)
        } else {
            result = .failure(
                CKError(.invalidArguments, userInfo: [NSLocalizedDescriptionKey: "A query operation needs a query or a cursor."]))
        }
        switch result {
        case .success(let page):
            for record in page.records where !isCancelled {
                recordMatchedBlock?(record.recordID, .success(record))
                recordFetchedBlock?(record)
            }
            queryResultBlock?(.success(page.cursor))
            queryCompletionBlock?(page.cursor, nil)
        case .failure(let error):
            queryResultBlock?(.failure(error))
            queryCompletionBlock?(nil, error)
        }
    }
}

/// Saves and deletes run as an operation, as CloudKit's `CKModifyRecordsOperation`.
open class CKModifyRecordsOperation: CKDatabaseOperation, @unchecked Sendable {
    /// How a save treats the server's version of a record.
    public enum RecordSavePolicy: Int, Sendable, Hashable {
        /// Fails with ``CKError/Code/serverRecordChanged`` unless the record starts from the server's version.
        case ifServerRecordUnchanged = 0
        /// Writes the fields changed on the record over the server's.
        case changedKeys = 1
        /// Writes every field, whatever the server has.
        case allKeys = 2
    }

    /// The records saved.
    open var recordsToSave: [CKRecord]?
    /// The IDs of the records deleted.
    open var recordIDsToDelete: [CKRecord.ID]?
    /// How saves treat the server's versions (``RecordSavePolicy/ifServerRecordUnchanged`` by default).
    open var savePolicy = RecordSavePolicy.ifServerRecordUnchanged
    /// Whether one failed save fails them all (true by default).
    open var isAtomic = true
    /// Hears each save.
    open var perRecordSaveBlock: (@Sendable (CKRecord.ID, Result<CKRecord, any Error>) -> Void)?
    /// Hears each delete.
    open var perRecordDeleteBlock: (@Sendable (CKRecord.ID, Result<Void, any Error>) -> Void)?
    /// Hears the outcome, last: ``CKError/Code/partialFailure`` when an item failed.
    open var modifyRecordsResultBlock: (@Sendable (Result<Void, any Error>) -> Void)?
    /// Hears the saved records and deleted IDs, last (deprecated on iOS 15).
    open var modifyRecordsCompletionBlock: (@Sendable ([CKRecord]?, [CKRecord.ID]?, (any Error)?) -> Void)?

    /// An operation saving `recordsToSave` and deleting `recordIDsToDelete`.
    public init(recordsToSave: [CKRecord]? = nil, recordIDsToDelete: [CKRecord.ID]? = nil) {
        self.recordsToSave = recordsToSave
        self.recordIDsToDelete = recordIDsToDelete
    }

    /// Saves, deletes and calls the blocks.
    open override func main() {
        let saving = recordsToSave ?? []
        let deleting = recordIDsToDelete ?? []
        switch targetDatabase.modify(saving: saving, deleting: deleting, savePolicy: savePolicy, atomically: isAtomic) {
        case .success(let results):
            var failures: [AnyHashable: any Error] = [:]
            var saved: [CKRecord] = []
            for record in saving {
                guard let result = results.saveResults[record.recordID] else { continue }
                perRecordSaveBlock?(record.recordID, result)
                switch result {
                case .success(let record): saved.append(record)
                case .failure(let error): failures[record.recordID] = error
                }
            }
            var deleted: [CKRecord.ID] = []
            for id in deleting {
                guard let result = results.deleteResults[id] else { continue }
                perRecordDeleteBlock?(id, result)
                if case .failure(let error) = result { failures[id] = error } else { deleted.append(id) }
            }
            let error: CKError? = failures.isEmpty ? nil : CKError(.partialFailure, userInfo: [CKPartialErrorsByItemIDKey: failures])
            modifyRecordsResultBlock?(error.map { .failure($0) } ?? .success(()))
            modifyRecordsCompletionBlock?(saved, deleted, error)
        case .failure(let error):
            modifyRecordsResultBlock?(.failure(error))
            modifyRecordsCompletionBlock?(nil, nil, error)
        }
    }
}

/// A standing query the server pushes a notification for, as CloudKit's `CKSubscription`: no push reaches Linux,
/// so the database queues each one for a test to take (``CKContainer/takeRemoteNotifications()``).
open class CKSubscription: @unchecked Sendable {
    /// A subscription's identifier.
    public typealias ID = String

    /// What a notification shows, as CloudKit's `CKSubscription.NotificationInfo`.
    open class NotificationInfo: @unchecked Sendable {
        /// The alert's text.
        open var alertBody: String?
        /// The alert's title.
        open var title: String?
        /// The alert's subtitle.
        open var subtitle: String?
        /// The sound played.
        open var soundName: String?
        /// Whether the app's badge is raised.
        open var shouldBadge = false
        /// Whether the app is woken in the background.
        open var shouldSendContentAvailable = false
        /// Whether a notification service extension may change it.
        open var shouldSendMutableContent = false
        /// The fields sent with the notification.
        open var desiredKeys: [CKRecord.FieldKey]?
        /// The notification's category.
        open var category: String?
        /// The key of the alert's localized text format (its `%@`s filled from ``alertLocalizationArgs``).
        open var alertLocalizationKey: String?
        /// The fields of the record whose values fill the alert's format.
        open var alertLocalizationArgs: [CKRecord.FieldKey]?
        /// The key of the alert's localized action button title.
        open var alertActionLocalizationKey: String?
        /// The image shown while the app launches from the notification.
        open var alertLaunchImage: String?
        /// The key of the title's localized format (its `%@`s filled from ``titleLocalizationArgs``).
        open var titleLocalizationKey: String?
        /// The fields of the record whose values fill the title's format.
        open var titleLocalizationArgs: [CKRecord.FieldKey]?
        /// The key of the subtitle's localized format (its `%@`s filled from ``subtitleLocalizationArgs``).
        open var subtitleLocalizationKey: String?
        /// The fields of the record whose values fill the subtitle's format.
        open var subtitleLocalizationArgs: [CKRecord.FieldKey]?
        /// The field whose value groups notifications into one (a later one replaces an earlier).
        open var collapseIDKey: String?

        /// Empty notification info.
        public init() {}
    }

    /// The subscription's identifier.
    public let subscriptionID: ID
    /// What its notifications show.
    open var notificationInfo: NotificationInfo?

    init(subscriptionID: ID) {
        self.subscriptionID = subscriptionID
    }
}

/// A subscription to the records of a type that a predicate accepts, as CloudKit's `CKQuerySubscription`.
open class CKQuerySubscription: CKSubscription, @unchecked Sendable {
    /// Which changes notify.
    public struct Options: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: UInt
        /// Options from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A matching record is created.
        public static let firesOnRecordCreation = Options(rawValue: 1 << 0)
        /// A matching record changes.
        public static let firesOnRecordUpdate = Options(rawValue: 1 << 1)
        /// A matching record is deleted.
        public static let firesOnRecordDeletion = Options(rawValue: 1 << 2)
        /// Only once, then the subscription is deleted.
        public static let firesOnce = Options(rawValue: 1 << 3)
    }

    /// The type of the records watched.
    public let recordType: CKRecord.RecordType
    /// Which records are watched.
    public let predicate: NSPredicate
    /// Which changes notify.
    public let querySubscriptionOptions: Options
    /// The zone watched (every zone for `nil`).
    open var zoneID: CKRecordZone.ID?

    /// A subscription `subscriptionID` to the records of `recordType` that `predicate` accepts.
    public init(recordType: CKRecord.RecordType, predicate: NSPredicate, subscriptionID: CKSubscription.ID, options: Options = []) {
        self.recordType = recordType
        self.predicate = predicate
        querySubscriptionOptions = options
        super.init(subscriptionID: subscriptionID)
    }

    /// A subscription with a new identifier.
    public convenience init(recordType: CKRecord.RecordType, predicate: NSPredicate, options: Options = []) {
        self.init(recordType: recordType, predicate: predicate, subscriptionID: UUID().uuidString, options: options)
    }
}

/// A subscription to every change in a database, as CloudKit's `CKDatabaseSubscription`.
open class CKDatabaseSubscription: CKSubscription, @unchecked Sendable {
    /// The type of the records watched (every type for `nil`).
    open var recordType: CKRecord.RecordType?

    /// A subscription `subscriptionID`.
    public override init(subscriptionID: CKSubscription.ID) {
        super.init(subscriptionID: subscriptionID)
    }

    /// A subscription with a new identifier.
    public convenience init() { self.init(subscriptionID: UUID().uuidString) }
}

/// A subscription to every change in one record zone, as CloudKit's `CKRecordZoneSubscription`.
open class CKRecordZoneSubscription: CKSubscription, @unchecked Sendable {
    /// The zone watched.
    public let zoneID: CKRecordZone.ID
    /// The type of the records watched (every type for `nil`).
    open var recordType: CKRecord.RecordType?

    /// A subscription `subscriptionID` to the zone `zoneID`.
    public init(zoneID: CKRecordZone.ID, subscriptionID: CKSubscription.ID) {
        self.zoneID = zoneID
        super.init(subscriptionID: subscriptionID)
    }

    /// A subscription with a new identifier to the zone `zoneID`.
    public convenience init(zoneID: CKRecordZone.ID) { self.init(zoneID: zoneID, subscriptionID: UUID().uuidString) }
}
