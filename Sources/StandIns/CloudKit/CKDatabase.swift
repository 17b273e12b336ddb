import Foundation

/// One of a container's databases, as CloudKit's `CKDatabase`: records saved, fetched, queried and deleted, in
/// napkin's in-memory iCloud (see ``CKContainer``).
///
/// Each request answers as iCloud's server does: the private and shared databases need a signed-in account
/// (``CKError/Code/notAuthenticated``), the public one needs it to write; a missing record is
/// ``CKError/Code/unknownItem``; saving a record that does not start from the server's version (a new `CKRecord`
/// with a saved record's ID, or the same instance saved twice) is ``CKError/Code/serverRecordChanged``, the server's
/// record in `error.serverRecord`; a query for a record type no record of was ever saved is
/// ``CKError/Code/unknownItem`` ("Did not find record type"). Completion handlers run on a queue of their own.
/// Records returned are copies: changing one changes nothing on the server until it is saved.
open class CKDatabase: @unchecked Sendable {
    /// Which of a container's databases.
    public enum Scope: Int, Sendable, Hashable {
        /// The records every user reads.
        case `public` = 1
        /// The signed-in user's records.
        case `private` = 2
        /// The records others share with the user.
        case shared = 3
    }

    /// Which database this is.
    public let databaseScope: Scope
    let container: CKContainer

    init(container: CKContainer, scope: Scope) {
        self.container = container
        databaseScope = scope
    }

    // MARK: Access

    /// Runs `body` on the database's state when the request may run: the network is there and, for a write or a
    /// private or shared database, someone is signed in.
    func access<T>(writing: Bool, _ body: (inout CloudStore.Database) -> Result<T, CKError>) -> Result<T, CKError> {
        let scope = databaseScope
        return CloudStore.shared.with(container.identifier) { state in
            guard state.networkAvailable else { return .failure(CKError(.networkUnavailable)) }
            if (writing || scope != .public) && state.accountStatus != .available {
                return .failure(CKError(.notAuthenticated))
            }
            var database = state.databases[scope] ?? CloudStore.Database(zones: scope == .shared ? [] : [.default])
            defer { state.databases[scope] = database }
            return body(&database)
        }
    }

    func saveNow(_ record: CKRecord, policy: CKModifyRecordsOperation.RecordSavePolicy = .ifServerRecordUnchanged) -> Result<
        CKRecord, CKError
    > {
        let tag = CloudStore.shared.nextChangeTag()
        return access(writing: true) { $0.save(record, policy: policy, tag: tag, now: Date()) }
    }

    func fetchNow(_ id: CKRecord.ID, desiredKeys: [CKRecord.FieldKey]? = nil) -> Result<CKRecord, CKError> {
        access(writing: false) { database in
            guard let record = database.records[id] else {
                return .failure(CKError(.unknownItem, userInfo: [NSLocalizedDescriptionKey: "Record \(id.recordName) was not found."]))
            }
            return .success(record.copy(keeping: desiredKeys))
        }
    }

    func deleteNow(_ id: CKRecord.ID) -> Result<CKRecord.ID, CKError> {
        access(writing: true) { database in
            database.delete(id)
            return .success(id)
        }
    }

    func queryNow(_ query: CKQuery, zoneID: CKRecordZone.ID?, desiredKeys: [CKRecord.FieldKey]?, resultsLimit: Int, offset: Int = 0)
        -> Result<(records: [CKRecord], cursor: CKQueryOperation.Cursor?), CKError>
    {
        let zone = zoneID ?? .default
        return access(writing: false) { database in
            database.matches(query, in: zone).map { found in
                let rest = Array(found.dropFirst(offset))
                let page = resultsLimit > 0 ? Array(rest.prefix(resultsLimit)) : rest
                let cursor =
                    page.count < rest.count
                    ? CKQueryOperation.Cursor(query: query, zoneID: zone, offset: offset + page.count) : nil
                return (page.map { $0.copy(keeping: desiredKeys) }, cursor)
            }
        }
    }

    // MARK: Records, with completion handlers

    /// Saves `record` and hands the server's copy (or the error) to `completionHandler`.
    open func save(_ record: CKRecord, completionHandler: @escaping @Sendable (CKRecord?, (any Error)?) -> Void) {
        deliver(saveNow(record), completionHandler)
    }

    /// Fetches the record `recordID` (``CKError/Code/unknownItem`` when there is none).
    open func fetch(withRecordID recordID: CKRecord.ID, completionHandler: @escaping @Sendable (CKRecord?, (any Error)?) -> Void) {
        deliver(fetchNow(recordID), completionHandler)
    }

    /// Deletes the record `recordID` (and the records whose `.deleteSelf` references point to it).
    open func delete(withRecordID recordID: CKRecord.ID, completionHandler: @escaping @Sendable (CKRecord.ID?, (any Error)?) -> Void) {
        deliver(deleteNow(recordID), completionHandler)
    }

    /// The records `query` matches in `zoneID` (the default zone for `nil`), every one of them (deprecated on iOS 15
    /// for ``fetch(withQuery:inZoneWith:desiredKeys:resultsLimit:completionHandler:)``).
    open func perform(
        _ query: CKQuery, inZoneWith zoneID: CKRecordZone.ID?, completionHandler: @escaping @Sendable ([CKRecord]?, (any Error)?) -> Void
    ) {
        deliver(queryNow(query, zoneID: zoneID, desiredKeys: nil, resultsLimit: 0).map(\.records), completionHandler)
    }

    /// The records `query` matches, at most `resultsLimit` (all for ``CKQueryOperation/maximumResults``), and a
    /// cursor to the rest.
    open func fetch(
        withQuery query: CKQuery, inZoneWith zoneID: CKRecordZone.ID? = nil, desiredKeys: [CKRecord.FieldKey]? = nil,
        resultsLimit: Int = CKQueryOperation.maximumResults,
        completionHandler:
            @escaping @Sendable (
                Result<(matchResults: [(CKRecord.ID, Result<CKRecord, any Error>)], queryCursor: CKQueryOperation.Cursor?), any Error>
            ) -> Void
    ) {
        let result = queryNow(query, zoneID: zoneID, desiredKeys: desiredKeys, resultsLimit: resultsLimit)
            .map { (matchResults: Self.matchResults($0.records), queryCursor: $0.cursor) }
            .mapError { $0 as any Error }
        DispatchQueue.global().async { completionHandler(result) }
    }

    // MARK: Records, async

    /// Saves `record` and returns the server's copy.
    open func save(_ record: CKRecord) async throws -> CKRecord { try saveNow(record).get() }

    /// The record `recordID` (``CKError/Code/unknownItem`` when there is none).
    open func record(for recordID: CKRecord.ID) async throws -> CKRecord { try fetchNow(recordID).get() }

    /// The records of `ids`, each found or failed, with only `desiredKeys`' fields when given.
    open func records(for ids: [CKRecord.ID], desiredKeys: [CKRecord.FieldKey]? = nil) async throws -> [CKRecord.ID: Result<
        CKRecord, any Error
    >] {
        var results: [CKRecord.ID: Result<CKRecord, any Error>] = [:]
        for id in ids {
            let result = fetchNow(id, desiredKeys: desiredKeys)
            if case .failure(let error) = result, error.code != .unknownItem { throw error }
            results[id] = result.mapError { $0 as any Error }
        }
        return results
    }

    /// Deletes the record `recordID` and returns its ID.
    open func deleteRecord(withID recordID: CKRecord.ID) async throws -> CKRecord.ID { try deleteNow(recordID).get() }

    /// The records `query` matches in `zoneID` (the default zone for `nil`), at most `resultsLimit` (all for
    /// ``CKQueryOperation/maximumResults``), and a cursor to the rest.
    open func records(
        matching query: CKQuery, inZoneWith zoneID: CKRecordZone.ID? = nil, desiredKeys: [CKRecord.FieldKey]? = nil,
        resultsLimit: Int = CKQueryOperation.maximumResults
    ) async throws -> (matchResults: [(CKRecord.ID, Result<CKRecord, any Error>)], queryCursor: CKQueryOperation.Cursor?) {
        let page = try queryNow(query, zoneID: zoneID, desiredKeys: desiredKeys, resultsLimit: resultsLimit).get()
        return (Self.matchResults(page.records), page.cursor)
    }

    /// Every record `query` matches in `zoneID` (the default zone for `nil`), as iOS 15's async form of
    /// ``perform(_:inZoneWith:completionHandler:)`` (deprecated there for
    /// ``records(matching:inZoneWith:desiredKeys:resultsLimit:)``).
    open func perform(_ query: CKQuery, inZoneWith zoneID: CKRecordZone.ID?) async throws -> [CKRecord] {
        try queryNow(query, zoneID: zoneID, desiredKeys: nil, resultsLimit: 0).get().records
    }

    /// Every record `query` matches in `zoneID`, as a list, as iOS 15's `records(matching:inZoneWith:)` (deprecated
    /// there for the form that takes desired keys and a limit and returns results with a cursor). A call with
    /// only these two arguments picks this form, as on iOS; one that unpacks `(matchResults, queryCursor)` picks
    /// the other.
    open func records(matching query: CKQuery, inZoneWith zoneID: CKRecordZone.ID?) async throws -> [CKRecord] {
        try await perform(query, inZoneWith: zoneID)
    }

    /// The next records of a query after `queryCursor`.
    open func records(
        continuingMatchFrom queryCursor: CKQueryOperation.Cursor, desiredKeys: [CKRecord.FieldKey]? = nil,
        resultsLimit: Int = CKQueryOperation.maximumResults
    ) async throws -> (matchResults: [(CKRecord.ID, Result<CKRecord, any Error>)], queryCursor: CKQueryOperation.Cursor?) {
        let page = try queryNow(
            queryCursor.query, zoneID: queryCursor.zoneID, desiredKeys: desiredKeys, resultsLimit: resultsLimit, offset: queryCursor.offset
        ).get()
        return (Self.matchResults(page.records), page.cursor)
    }

    /// Saves `recordsToSave` and deletes `recordIDsToDelete` in one request; `atomically`, nothing is saved when
    /// one save fails (the others fail with ``CKError/Code/batchRequestFailed``).
    open func modifyRecords(
        saving recordsToSave: [CKRecord], deleting recordIDsToDelete: [CKRecord.ID],
        savePolicy: CKModifyRecordsOperation.RecordSavePolicy = .ifServerRecordUnchanged, atomically: Bool = true
    ) async throws -> (saveResults: [CKRecord.ID: Result<CKRecord, any Error>], deleteResults: [CKRecord.ID: Result<Void, any Error>]) {
        try modify(saving: recordsToSave, deleting: recordIDsToDelete, savePolicy: savePolicy, atomically: atomically).get()
    }

    func modify(
        saving recordsToSave: [CKRecord], deleting recordIDsToDelete: [CKRecord.ID], savePolicy: CKModifyRecordsOperation.RecordSavePolicy,
        atomically: Bool
    ) -> Result<(saveResults: [CKRecord.ID: Result<CKRecord, any Error>], deleteResults: [CKRecord.ID: Result<Void, any Error>]), CKError> {
        // A share is saved after the other records, so that its root record may come with it in any order.
        let ordered = recordsToSave.filter { !($0 is CKShare) } + recordsToSave.filter { $0 is CKShare }
        let tags = ordered.map { _ in CloudStore.shared.nextChangeTag() }
        let now = Date()
        return access(writing: true) { database in
            let before = database
            var saves: [CKRecord.ID: Result<CKRecord, any Error>] = [:]
            var failed = false
            for (record, tag) in zip(ordered, tags) {
                let result = database.save(record, policy: savePolicy, tag: tag, now: now)
                if case .failure = result { failed = true }
                saves[record.recordID] = result.mapError { $0 as any Error }
            }
            if failed && atomically {
                database = before
                for (id, result) in saves where (try? result.get()) != nil {
                    saves[id] = .failure(CKError(.batchRequestFailed))
                }
                return .success(
                    (saves, Dictionary(uniqueKeysWithValues: recordIDsToDelete.map { ($0, .failure(CKError(.batchRequestFailed))) })))
            }
            var deletes: [CKRecord.ID: Result<Void, any Error>] = [:]
            for id in recordIDsToDelete {
                database.delete(id)
                deletes[id] = .success(())
            }
            return .success((saves, deletes))
        }
    }

    // MARK: Zones

    /// Saves the custom zone `zone` (the public database has only the default zone).
    open func save(_ zone: CKRecordZone) async throws -> CKRecordZone { try saveZoneNow(zone).get() }

    /// Saves the custom zone `zone` and hands it to `completionHandler`.
    open func save(_ zone: CKRecordZone, completionHandler: @escaping @Sendable (CKRecordZone?, (any Error)?) -> Void) {
        deliver(saveZoneNow(zone), completionHandler)
    }

    /// The database's zones.
    open func allRecordZones() async throws -> [CKRecordZone] { try allZonesNow().get() }

    /// Hands the database's zones to `completionHandler`.
    open func fetchAllRecordZones(completionHandler: @escaping @Sendable ([CKRecordZone]?, (any Error)?) -> Void) {
        deliver(allZonesNow(), completionHandler)
    }

    /// Hands the zone `zoneID` to `completionHandler` (``CKError/Code/zoneNotFound`` when there is none).
    open func fetch(withRecordZoneID zoneID: CKRecordZone.ID, completionHandler: @escaping @Sendable (CKRecordZone?, (any Error)?) -> Void)
    {
        deliver(zoneNow(zoneID), completionHandler)
    }

    /// Deletes the zone `zoneID` and every record in it, and hands its ID to `completionHandler`.
    open func delete(
        withRecordZoneID zoneID: CKRecordZone.ID, completionHandler: @escaping @Sendable (CKRecordZone.ID?, (any Error)?) -> Void
    ) {
        let result: Result<CKRecordZone.ID, CKError> = access(writing: true) { database in Self.removeZone(zoneID, from: &database) }
        deliver(result, completionHandler)
    }

    private func allZonesNow() -> Result<[CKRecordZone], CKError> {
        access(writing: false) { .success($0.zones.map(CKRecordZone.init(zoneID:))) }
    }

    func zoneNow(_ zoneID: CKRecordZone.ID) -> Result<CKRecordZone, CKError> {
        access(writing: false) { database in
            database.zones.contains(zoneID)
                ? .success(CKRecordZone(zoneID: zoneID))
                : .failure(CKError(.zoneNotFound, userInfo: [NSLocalizedDescriptionKey: "Zone \(zoneID.zoneName) does not exist."]))
        }
    }

    private static func removeZone(_ zoneID: CKRecordZone.ID, from database: inout CloudStore.Database) -> Result<CKRecordZone.ID, CKError>
    {
        guard zoneID != .default else {
            return .failure(CKError(.invalidArguments, userInfo: [NSLocalizedDescriptionKey: "The default zone cannot be deleted."]))
        }
        guard database.zones.contains(zoneID) else { return .failure(CKError(.zoneNotFound)) }
        database.removeZone(zoneID)
        return .success(zoneID)
    }

    /// Deletes the zone `zoneID` and every record in it.
    open func deleteRecordZone(withID zoneID: CKRecordZone.ID) async throws -> CKRecordZone.ID {
        try access(writing: true) { database in Self.removeZone(zoneID, from: &database) }.get()
    }

    private func saveZoneNow(_ zone: CKRecordZone) -> Result<CKRecordZone, CKError> {
        let scope = databaseScope
        return access(writing: true) { database in
            guard scope == .private || zone.zoneID == .default else {
                return .failure(
                    CKError(.invalidArguments, userInfo: [NSLocalizedDescriptionKey: "Custom zones are only in the private database."]))
            }
            database.addZone(zone.zoneID)
            return .success(zone)
        }
    }

    // MARK: Subscriptions

    /// Saves `subscription`: the changes it watches queue push notifications a test takes with
    /// ``CKContainer/takeRemoteNotifications()`` (no push reaches Linux).
    open func save(_ subscription: CKSubscription) async throws -> CKSubscription { try saveSubscriptionNow(subscription).get() }

    /// Saves `subscription` and hands it to `completionHandler`.
    open func save(_ subscription: CKSubscription, completionHandler: @escaping @Sendable (CKSubscription?, (any Error)?) -> Void) {
        deliver(saveSubscriptionNow(subscription), completionHandler)
    }

    /// The database's subscriptions.
    open func allSubscriptions() async throws -> [CKSubscription] { try allSubscriptionsNow().get() }

    /// Deletes the subscription `subscriptionID` (``CKError/Code/unknownItem`` when there is none).
    open func deleteSubscription(withID subscriptionID: CKSubscription.ID) async throws -> CKSubscription.ID {
        try deleteSubscriptionNow(subscriptionID).get()
    }

    /// The subscription `subscriptionID` (``CKError/Code/unknownItem`` when there is none).
    open func subscription(for subscriptionID: CKSubscription.ID) async throws -> CKSubscription {
        try subscriptionNow(subscriptionID).get()
    }

    /// Hands the subscription `subscriptionID` to `completionHandler` (``CKError/Code/unknownItem`` when there is
    /// none, as an app checks before saving one).
    open func fetch(
        withSubscriptionID subscriptionID: CKSubscription.ID, completionHandler: @escaping @Sendable (CKSubscription?, (any Error)?) -> Void
    ) {
        deliver(subscriptionNow(subscriptionID), completionHandler)
    }

    /// Hands the database's subscriptions to `completionHandler`.
    open func fetchAllSubscriptions(completionHandler: @escaping @Sendable ([CKSubscription]?, (any Error)?) -> Void) {
        deliver(allSubscriptionsNow(), completionHandler)
    }

    /// Deletes the subscription `subscriptionID` and hands its ID to `completionHandler`.
    open func delete(
        withSubscriptionID subscriptionID: CKSubscription.ID,
        completionHandler: @escaping @Sendable (CKSubscription.ID?, (any Error)?) -> Void
    ) {
        deliver(deleteSubscriptionNow(subscriptionID), completionHandler)
    }

    private func allSubscriptionsNow() -> Result<[CKSubscription], CKError> {
        access(writing: false) { .success($0.subscriptions.values.sorted { $0.subscriptionID < $1.subscriptionID }) }
    }

    private func deleteSubscriptionNow(_ subscriptionID: CKSubscription.ID) -> Result<CKSubscription.ID, CKError> {
        access(writing: true) { database in
            database.subscriptions.removeValue(forKey: subscriptionID) == nil ? .failure(CKError(.unknownItem)) : .success(subscriptionID)
        }
    }

    private func subscriptionNow(_ subscriptionID: CKSubscription.ID) -> Result<CKSubscription, CKError> {
        access(writing: false) { database in database.subscriptions[subscriptionID].map { .success($0) } ?? .failure(CKError(.unknownItem))
        }
    }

    private func saveSubscriptionNow(_ subscription: CKSubscription) -> Result<CKSubscription, CKError> {
        access(writing: true) { database in
            database.subscriptions[subscription.subscriptionID] = subscription
            return .success(subscription)
        }
    }

    // MARK: Operations

    /// Runs `operation` against this database, on a queue of its own.
    open func add(_ operation: CKDatabaseOperation) {
        operation.database = self
        DispatchQueue.global().async { operation.start() }
    }

    // MARK: napkin's additions

    /// Every record in the database, in the order first saved (napkin's addition, for a test to read what an app
    /// saved), whatever the account status.
    public var storedRecords: [CKRecord] {
        let scope = databaseScope
        return CloudStore.shared.with(container.identifier) { state in
            let database = state.databases[scope] ?? CloudStore.Database()
            return database.order.compactMap { database.records[$0]?.copy() }
        }
    }

    /// Puts `records` on the server as if another device had saved them (napkin's addition), whatever the account
    /// status and network; a custom zone they name is made.
    public func seed(_ records: [CKRecord]) {
        let scope = databaseScope
        let now = Date()
        let tags = records.map { _ in CloudStore.shared.nextChangeTag() }
        CloudStore.shared.with(container.identifier) { state in
            var database = state.databases[scope] ?? CloudStore.Database(zones: scope == .shared ? [] : [.default])
            for (record, tag) in zip(records, tags) {
                database.addZone(record.recordID.zoneID)
                _ = database.save(record, policy: .allKeys, tag: tag, now: now)
            }
            state.databases[scope] = database
        }
    }

    // MARK: Helpers

    static func matchResults(_ records: [CKRecord]) -> [(CKRecord.ID, Result<CKRecord, any Error>)] {
        records.map { ($0.recordID, .success($0)) }
    }

    private func deliver<T>(_ result: Result<T, CKError>, _ handler: @escaping @Sendable (T?, (any Error)?) -> Void) {
        let box = UncheckedResult(result: result)
        DispatchQueue.global().async {
            switch box.result {
            case .success(let value): handler(value, nil)
            case .failure(let error): handler(nil, error)
            }
        }
    }
}

/// A result handed to a completion handler's queue; its value is a record, a zone or an ID the caller no longer
/// touches.
private struct UncheckedResult<T>: @unchecked Sendable {
    let result: Result<T, CKError>
}
