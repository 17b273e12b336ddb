import Foundation

/// Where a zone's change history stood when it was read, as CloudKit's `CKServerChangeToken`: hand it back to
/// ``CKDatabase/recordZoneChanges(inZoneWith:since:desiredKeys:resultsLimit:)`` to get only what changed after.
///
/// Opaque, as on iOS (no public initializer); it archives with `NSKeyedArchiver` (`NSSecureCoding`), so an app can
/// keep it in `UserDefaults` or a file between launches. A token names its zone: given for another zone, or for a
/// zone deleted and made again since, it is ``CKError/Code/changeTokenExpired``.
open class CKServerChangeToken: NSObject, NSCopying, NSSecureCoding, @unchecked Sendable {
    /// The zone whose history this is (`nil` for a database's history of zones).
    let zoneID: CKRecordZone.ID?
    let sequence: Int

    init(zoneID: CKRecordZone.ID?, sequence: Int) {
        self.zoneID = zoneID
        self.sequence = sequence
    }

    /// Tokens archive securely.
    public static var supportsSecureCoding: Bool { true }

    /// Writes the zone and the point in its history.
    open func encode(with coder: NSCoder) {
        if let zoneID {
            coder.encode(zoneID.zoneName as NSString, forKey: "zoneName")
            coder.encode(zoneID.ownerName as NSString, forKey: "ownerName")
        }
        coder.encode(sequence, forKey: "sequence")
    }

    /// Reads a token written by ``encode(with:)`` (`nil` when the archive holds no token).
    public required init?(coder: NSCoder) {
        guard coder.containsValue(forKey: "sequence") else { return nil }
        if let zoneName = coder.decodeObject(of: NSString.self, forKey: "zoneName") as String?,
            let ownerName = coder.decodeObject(of: NSString.self, forKey: "ownerName") as String?
        {
            zoneID = CKRecordZone.ID(zoneName: zoneName, ownerName: ownerName)
        } else {
            zoneID = nil
        }
        sequence = coder.decodeInteger(forKey: "sequence")
    }

    /// The token itself (tokens never change).
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// Tokens are equal when they mark the same point of the same zone.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CKServerChangeToken else { return false }
        return other.zoneID == zoneID && other.sequence == sequence
    }

    /// Hashes the zone and the point.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(zoneID)
        hasher.combine(sequence)
        return hasher.finalize()
    }

    /// The zone and the point, for logs.
    open override var description: String { "<CKServerChangeToken: \(zoneID?.zoneName ?? "database") #\(sequence)>" }
}

extension CKDatabase {
    /// The kinds of change ``recordZoneChanges(inZoneWith:since:desiredKeys:resultsLimit:)`` reports, as CloudKit's
    /// `CKDatabase.RecordZoneChange`.
    public enum RecordZoneChange {
        /// A record saved (made or changed) after the token.
        public struct Modification: Hashable, @unchecked Sendable {
            /// The record as the server has it (a copy).
            public let record: CKRecord

            /// Modifications are equal when they hold the same record instance.
            public static func == (lhs: Modification, rhs: Modification) -> Bool { lhs.record === rhs.record }
            /// Hashes the record's identity.
            public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(record)) }
        }

        /// A record deleted after the token.
        public struct Deletion: Hashable, Sendable {
            /// The deleted record's ID.
            public let recordID: CKRecord.ID
            /// The deleted record's type.
            public let recordType: CKRecord.RecordType
        }
    }

    /// The kinds of change ``databaseChanges(since:resultsLimit:)`` reports, as CloudKit's `CKDatabase.DatabaseChange`.
    public enum DatabaseChange {
        /// A custom zone made, or a record in it saved or deleted, after the token.
        public struct Modification: Hashable, Sendable {
            /// The zone's ID.
            public let zoneID: CKRecordZone.ID
        }

        /// A custom zone deleted after the token.
        public struct Deletion: Hashable, Sendable {
            /// Why a zone went.
            public enum Reason: Hashable, Sendable {
                /// The app deleted it.
                case deleted
                /// The person deleted it in iCloud's storage settings.
                case purged
                /// The person reset their encrypted data.
                case encryptedDataReset
            }

            /// The zone's ID.
            public let zoneID: CKRecordZone.ID
            /// Whether the person deleted it in iCloud's storage settings (never here: only apps delete zones).
            public let purged: Bool
            /// Why it went.
            public var reason: Reason { purged ? .purged : .deleted }
        }
    }

    // MARK: Zones, several at once

    /// Saves `recordZonesToSave` and deletes `recordZoneIDsToDelete` (with their records), each saved or failed on
    /// its own: a custom zone outside the private database is ``CKError/Code/invalidArguments``, deleting a zone that
    /// is not there ``CKError/Code/zoneNotFound``, the default zone ``CKError/Code/invalidArguments``. Saving a zone
    /// that exists succeeds and changes nothing. Throws only when the whole request fails (no network, no account).
    public func modifyRecordZones(saving recordZonesToSave: [CKRecordZone], deleting recordZoneIDsToDelete: [CKRecordZone.ID])
        async throws -> (
            saveResults: [CKRecordZone.ID: Result<CKRecordZone, any Error>], deleteResults: [CKRecordZone.ID: Result<Void, any Error>]
        )
    {
        try modifyZonesNow(saving: recordZonesToSave, deleting: recordZoneIDsToDelete).get()
    }

    /// The zones `ids`, each found or ``CKError/Code/zoneNotFound``.
    public func recordZones(for ids: [CKRecordZone.ID]) async throws -> [CKRecordZone.ID: Result<CKRecordZone, any Error>] {
        try access(writing: false) { database in
            var results: [CKRecordZone.ID: Result<CKRecordZone, any Error>] = [:]
            for id in ids {
                results[id] =
                    database.zones.contains(id)
                    ? .success(CKRecordZone(zoneID: id))
                    : .failure(CKError(.zoneNotFound, userInfo: [NSLocalizedDescriptionKey: "Zone \(id.zoneName) does not exist."]))
            }
            return .success(results)
        }.get()
    }

    /// The zone `zoneID` (``CKError/Code/zoneNotFound`` when it is not there).
    public func recordZone(for zoneID: CKRecordZone.ID) async throws -> CKRecordZone {
        try zoneNow(zoneID).get()
    }

    func modifyZonesNow(saving: [CKRecordZone], deleting: [CKRecordZone.ID]) -> Result<
        (saveResults: [CKRecordZone.ID: Result<CKRecordZone, any Error>], deleteResults: [CKRecordZone.ID: Result<Void, any Error>]),
        CKError
    > {
        let scope = databaseScope
        return access(writing: true) { database in
            var saves: [CKRecordZone.ID: Result<CKRecordZone, any Error>] = [:]
            for zone in saving {
                if scope == .private || zone.zoneID == .default {
                    database.addZone(zone.zoneID)
                    saves[zone.zoneID] = .success(zone)
                } else {
                    saves[zone.zoneID] = .failure(
                        CKError(.invalidArguments, userInfo: [NSLocalizedDescriptionKey: "Custom zones are only in the private database."]))
                }
            }
            var deletes: [CKRecordZone.ID: Result<Void, any Error>] = [:]
            for id in deleting {
                if id == .default {
                    deletes[id] = .failure(
                        CKError(.invalidArguments, userInfo: [NSLocalizedDescriptionKey: "The default zone cannot be deleted."]))
                } else if !database.zones.contains(id) {
                    deletes[id] = .failure(
                        CKError(.zoneNotFound, userInfo: [NSLocalizedDescriptionKey: "Zone \(id.zoneName) does not exist."]))
                } else {
                    database.removeZone(id)
                    deletes[id] = .success(())
                }
            }
            return .success((saves, deletes))
        }
    }

    // MARK: Changes

    /// What changed in the zone `zoneID` after `changeToken`: the records saved since (every record of the zone for
    /// `nil`), by ID, and the records deleted since, oldest first, at most `resultsLimit` changes (all for `nil`);
    /// `changeToken` marks where this page ends and `moreComing` says whether to ask again with it.
    ///
    /// A zone that is not there is ``CKError/Code/zoneNotFound``; a token of another zone, or of a zone deleted and
    /// made again since, is ``CKError/Code/changeTokenExpired`` (fetch again from `nil`).
    public func recordZoneChanges(
        inZoneWith zoneID: CKRecordZone.ID, since changeToken: CKServerChangeToken?, desiredKeys: [CKRecord.FieldKey]? = nil,
        resultsLimit: Int? = nil
    ) async throws -> (
        modificationResultsByID: [CKRecord.ID: Result<RecordZoneChange.Modification, any Error>], deletions: [RecordZoneChange.Deletion],
        changeToken: CKServerChangeToken, moreComing: Bool
    ) {
        let page = try zoneChangesNow(zoneID, since: changeToken, desiredKeys: desiredKeys, resultsLimit: resultsLimit).get()
        var modifications: [CKRecord.ID: Result<RecordZoneChange.Modification, any Error>] = [:]
        for record in page.modified { modifications[record.recordID] = .success(RecordZoneChange.Modification(record: record)) }
        return (modifications, page.deleted, page.token, page.moreComing)
    }

    /// Which custom zones were made or changed (a record in them saved or deleted), and deleted, after the database
    /// token `changeToken` (every zone there for `nil`), oldest first, at most `resultsLimit` (all for `nil`);
    /// `changeToken` marks where this page ends and `moreComing` says whether to ask again with it. A zone's token is
    /// ``CKError/Code/changeTokenExpired`` here.
    public func databaseChanges(since changeToken: CKServerChangeToken?, resultsLimit: Int? = nil) async throws -> (
        modifications: [DatabaseChange.Modification], deletions: [DatabaseChange.Deletion], changeToken: CKServerChangeToken,
        moreComing: Bool
    ) {
        let page = try databaseChangesNow(since: changeToken, resultsLimit: resultsLimit).get()
        return (page.modified, page.deleted, page.token, page.moreComing)
    }

    func databaseChangesNow(since token: CKServerChangeToken?, resultsLimit: Int?) -> Result<
        (modified: [DatabaseChange.Modification], deleted: [DatabaseChange.Deletion], token: CKServerChangeToken, moreComing: Bool),
        CKError
    > {
        access(writing: false) { $0.databaseChanges(since: token, limit: resultsLimit) }
    }

    func zoneChangesNow(_ zoneID: CKRecordZone.ID, since token: CKServerChangeToken?, desiredKeys: [CKRecord.FieldKey]?, resultsLimit: Int?)
        -> Result<(modified: [CKRecord], deleted: [RecordZoneChange.Deletion], token: CKServerChangeToken, moreComing: Bool), CKError>
    {
        access(writing: false) { $0.changes(in: zoneID, since: token, desiredKeys: desiredKeys, limit: resultsLimit) }
    }
}

/// Zone saves and deletes run as an operation, as CloudKit's `CKModifyRecordZonesOperation`.
open class CKModifyRecordZonesOperation: CKDatabaseOperation, @unchecked Sendable {
    /// The zones saved.
    open var recordZonesToSave: [CKRecordZone]?
    /// The IDs of the zones deleted.
    open var recordZoneIDsToDelete: [CKRecordZone.ID]?
    /// Hears each zone save.
    open var perRecordZoneSaveBlock: (@Sendable (CKRecordZone.ID, Result<CKRecordZone, any Error>) -> Void)?
    /// Hears each zone delete.
    open var perRecordZoneDeleteBlock: (@Sendable (CKRecordZone.ID, Result<Void, any Error>) -> Void)?
    /// Hears the outcome, last: ``CKError/Code/partialFailure`` when a zone failed.
    open var modifyRecordZonesResultBlock: (@Sendable (Result<Void, any Error>) -> Void)?
    /// Hears the saved zones and deleted IDs, last (deprecated on iOS 15).
    open var modifyRecordZonesCompletionBlock: (@Sendable ([CKRecordZone]?, [CKRecordZone.ID]?, (any Error)?) -> Void)?

    /// An operation saving `recordZonesToSave` and deleting `recordZoneIDsToDelete`.
    public init(recordZonesToSave: [CKRecordZone]? = nil, recordZoneIDsToDelete: [CKRecordZone.ID]? = nil) {
        self.recordZonesToSave = recordZonesToSave
        self.recordZoneIDsToDelete = recordZoneIDsToDelete
    }

    /// Saves, deletes and calls the blocks.
    open override func main() {
        let saving = recordZonesToSave ?? []
        let deleting = recordZoneIDsToDelete ?? []
        switch targetDatabase.modifyZonesNow(saving: saving, deleting: deleting) {
        case .success(let results):
            var failures: [AnyHashable: any Error] = [:]
            var saved: [CKRecordZone] = []
            for zone in saving {
                guard let result = results.saveResults[zone.zoneID] else { continue }
                perRecordZoneSaveBlock?(zone.zoneID, result)
                switch result {
                case .success(let zone): saved.append(zone)
                case .failure(let error): failures[zone.zoneID] = error
                }
            }
            var deleted: [CKRecordZone.ID] = []
            for id in deleting {
                guard let result = results.deleteResults[id] else { continue }
                perRecordZoneDeleteBlock?(id, result)
                if case .failure(let error) = result { failures[id] = error } else { deleted.append(id) }
            }
            let error: CKError? = failures.isEmpty ? nil : CKError(.partialFailure, userInfo: [CKPartialErrorsByItemIDKey: failures])
            modifyRecordZonesResultBlock?(error.map { .failure($0) } ?? .success(()))
            modifyRecordZonesCompletionBlock?(saved, deleted, error)
        case .failure(let error):
            modifyRecordZonesResultBlock?(.failure(error))
            modifyRecordZonesCompletionBlock?(nil, nil, error)
        }
    }
}

/// The changes of one or more zones fetched as an operation, as CloudKit's `CKFetchRecordZoneChangesOperation`.
open class CKFetchRecordZoneChangesOperation: CKDatabaseOperation, @unchecked Sendable {
    /// Where to start in one zone, and how much to fetch.
    open class ZoneConfiguration: @unchecked Sendable {
        /// The token of the last fetch (`nil` for every record).
        open var previousServerChangeToken: CKServerChangeToken?
        /// At most this many changes per page (all for 0).
        open var resultsLimit = 0
        /// The fields fetched (all for `nil`).
        open var desiredKeys: [CKRecord.FieldKey]?

        /// A configuration starting at `previousServerChangeToken`.
        public init(
            previousServerChangeToken: CKServerChangeToken? = nil, resultsLimit: Int? = nil, desiredKeys: [CKRecord.FieldKey]? = nil
        ) {
            self.previousServerChangeToken = previousServerChangeToken
            self.resultsLimit = resultsLimit ?? 0
            self.desiredKeys = desiredKeys
        }
    }

    /// The zones fetched.
    open var recordZoneIDs: [CKRecordZone.ID]?
    /// Where each zone starts.
    open var configurationsByRecordZoneID: [CKRecordZone.ID: ZoneConfiguration]?
    /// Whether to fetch page after page until no more are coming (true by default).
    open var fetchAllChanges = true
    /// Hears each record saved since the token.
    open var recordWasChangedBlock: (@Sendable (CKRecord.ID, Result<CKRecord, any Error>) -> Void)?
    /// Hears each record deleted since the token.
    open var recordWithIDWasDeletedBlock: (@Sendable (CKRecord.ID, CKRecord.RecordType) -> Void)?
    /// Hears the token after each page that more pages follow.
    open var recordZoneChangeTokensUpdatedBlock: (@Sendable (CKRecordZone.ID, CKServerChangeToken?, Data?) -> Void)?
    /// Hears each zone's outcome: its last token and whether more are coming.
    open var recordZoneFetchResultBlock:
        (
            @Sendable (
                CKRecordZone.ID, Result<(serverChangeToken: CKServerChangeToken, clientChangeTokenData: Data?, moreComing: Bool), any Error>
            ) -> Void
        )?
    /// Hears the outcome, last: ``CKError/Code/partialFailure`` when a zone failed.
    open var fetchRecordZoneChangesResultBlock: (@Sendable (Result<Void, any Error>) -> Void)?

    /// An empty operation.
    public override init() {}

    /// An operation fetching the changes of `recordZoneIDs`, each from its configuration's token.
    public convenience init(
        recordZoneIDs: [CKRecordZone.ID], configurationsByRecordZoneID: [CKRecordZone.ID: ZoneConfiguration]? = nil
    ) {
        self.init()
        self.recordZoneIDs = recordZoneIDs
        self.configurationsByRecordZoneID = configurationsByRecordZoneID
    }

    /// Fetches each zone's changes and calls the blocks.
    open override func main() {
        var failures: [AnyHashable: any Error] = [:]
        for zoneID in recordZoneIDs ?? [] {
            let configuration = configurationsByRecordZoneID?[zoneID]
            var token = configuration?.previousServerChangeToken
            while true {
                let limit = configuration?.resultsLimit
                switch targetDatabase.zoneChangesNow(zoneID, since: token, desiredKeys: configuration?.desiredKeys, resultsLimit: limit) {
                case .failure(let error):
                    if error.code == .networkUnavailable || error.code == .notAuthenticated {
                        fetchRecordZoneChangesResultBlock?(.failure(error))
                        return
                    }
                    failures[zoneID] = error
                    recordZoneFetchResultBlock?(zoneID, .failure(error))
                case .success(let page):
                    for record in page.modified { recordWasChangedBlock?(record.recordID, .success(record)) }
                    for deletion in page.deleted { recordWithIDWasDeletedBlock?(deletion.recordID, deletion.recordType) }
                    token = page.token
                    if page.moreComing && fetchAllChanges {
                        recordZoneChangeTokensUpdatedBlock?(zoneID, page.token, nil)
                        continue
                    }
                    recordZoneFetchResultBlock?(zoneID, .success((page.token, nil, page.moreComing)))
                }
                break
            }
        }
        let error: CKError? = failures.isEmpty ? nil : CKError(.partialFailure, userInfo: [CKPartialErrorsByItemIDKey: failures])
        fetchRecordZoneChangesResultBlock?(error.map { .failure($0) } ?? .success(()))
    }
}

/// The custom zones changed and deleted since a database token, fetched as an operation, as CloudKit's
/// `CKFetchDatabaseChangesOperation`.
open class CKFetchDatabaseChangesOperation: CKDatabaseOperation, @unchecked Sendable {
    /// The token of the last fetch (`nil` for every zone).
    open var previousServerChangeToken: CKServerChangeToken?
    /// At most this many changes per page (all for 0).
    open var resultsLimit = 0
    /// Whether to fetch page after page until no more are coming (true by default).
    open var fetchAllChanges = true
    /// Hears each zone made or changed.
    open var recordZoneWithIDChangedBlock: (@Sendable (CKRecordZone.ID) -> Void)?
    /// Hears each zone deleted.
    open var recordZoneWithIDWasDeletedBlock: (@Sendable (CKRecordZone.ID) -> Void)?
    /// Hears each zone the person deleted in iCloud's storage settings (never here).
    open var recordZoneWithIDWasPurgedBlock: (@Sendable (CKRecordZone.ID) -> Void)?
    /// Hears each zone gone with an encrypted-data reset (never here).
    open var recordZoneWithIDWasDeletedDueToUserEncryptedDataResetBlock: (@Sendable (CKRecordZone.ID) -> Void)?
    /// Hears the token after each page that more pages follow.
    open var changeTokenUpdatedBlock: (@Sendable (CKServerChangeToken) -> Void)?
    /// Hears the outcome, last: the final token and whether more are coming.
    open var fetchDatabaseChangesResultBlock:
        (@Sendable (Result<(serverChangeToken: CKServerChangeToken, moreComing: Bool), any Error>) -> Void)?

    /// An operation fetching the changes after `previousServerChangeToken`.
    public init(previousServerChangeToken: CKServerChangeToken? = nil) {
        self.previousServerChangeToken = previousServerChangeToken
    }

    /// Fetches the changes and calls the blocks.
    open override func main() {
        var token = previousServerChangeToken
        while true {
            switch targetDatabase.databaseChangesNow(since: token, resultsLimit: resultsLimit) {
            case .failure(let error):
                fetchDatabaseChangesResultBlock?(.failure(error))
                return
            case .success(let page):
                for change in page.modified { recordZoneWithIDChangedBlock?(change.zoneID) }
                for deletion in page.deleted {
                    switch deletion.reason {
                    case .deleted: recordZoneWithIDWasDeletedBlock?(deletion.zoneID)
                    case .purged: recordZoneWithIDWasPurgedBlock?(deletion.zoneID)
                    case .encryptedDataReset: recordZoneWithIDWasDeletedDueToUserEncryptedDataResetBlock?(deletion.zoneID)
                    }
                }
                token = page.token
                if page.moreComing && fetchAllChanges {
                    changeTokenUpdatedBlock?(page.token)
                    continue
                }
                fetchDatabaseChangesResultBlock?(.success((page.token, page.moreComing)))
                return
            }
        }
    }
}
