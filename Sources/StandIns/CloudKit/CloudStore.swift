import Foundation

/// napkin's iCloud: every container's databases, in memory, shared by the whole process (two `CKContainer`s with
/// one identifier see the same records, as two devices of one account do once synced). Nothing touches the network.
final class CloudStore: @unchecked Sendable {
    static let shared = CloudStore()

    struct Database {
        var records: [CKRecord.ID: CKRecord] = [:]
        var order: [CKRecord.ID] = []
        var zones: [CKRecordZone.ID] = [.default]
        var recordTypes: Set<String> = []
        var subscriptions: [String: CKSubscription] = [:]
        /// The database's change counter: every save and delete of a record takes the next number.
        var sequence = 0
        /// The number of each stored record's last save.
        var changeSequence: [CKRecord.ID: Int] = [:]
        /// The records deleted, with the number of their deletion and their type (a later save of the ID removes it).
        var tombstones: [CKRecord.ID: (sequence: Int, recordType: CKRecord.RecordType)] = [:]
        /// The number each custom zone was made at: a change token older than its zone is expired.
        var zoneEpochs: [CKRecordZone.ID: Int] = [:]
        /// The number of each custom zone's last change (made, or a record in it saved or deleted).
        var zoneChanged: [CKRecordZone.ID: Int] = [:]
        /// The custom zones deleted, with the number of their deletion.
        var deletedZones: [CKRecordZone.ID: Int] = [:]
        /// The links of the shares saved here, to their share records.
        var shareURLs: [URL: CKRecord.ID] = [:]
        /// The zones of accepted shares the user may only read (shared database).
        var readOnlyZones: Set<CKRecordZone.ID> = []
        /// The push notifications the subscriptions made, oldest first, until a test takes them.
        var outbox: [CloudStore.Push] = []
    }

    struct Container {
        var accountStatus: CKAccountStatus = .noAccount
        var networkAvailable = true
        var databases: [CKDatabase.Scope: Database] = [:]
        /// Shares of other users' records a test made (by link), with what accepting them brings.
        var foreignShares: [URL: ForeignShare] = [:]
    }

    /// A share of another user's records (``CKContainer/seedShare(of:with:permission:)``).
    struct ForeignShare {
        var share: CKShare
        var records: [CKRecord]
        var permission: CKShare.ParticipantPermission
    }

    private let lock = NSLock()
    private var containers: [String: Container] = [:]
    private var changeCounter = 0

    /// Runs `body` on the container `identifier`'s state, under the store's lock.
    func with<Result>(_ identifier: String, _ body: (inout Container) throws -> Result) rethrows -> Result {
        try lock.withLock {
            var container = containers[identifier] ?? Container()
            defer { containers[identifier] = container }
            return try body(&container)
        }
    }

    /// A new server change tag.
    func nextChangeTag() -> String {
        lock.withLock {
            changeCounter += 1
            return String(changeCounter, radix: 36)
        }
    }

    func reset() { lock.withLock { containers = [:] } }
}

extension CloudStore.Database {
    /// Saves a copy of `record` as the server does, or fails as it does: an unknown zone, a missing asset file, or
    /// (with `.ifServerRecordUnchanged`) a record that does not start from the server's version.
    mutating func save(_ record: CKRecord, policy: CKModifyRecordsOperation.RecordSavePolicy, tag: String, now: Date) -> Result<
        CKRecord, CKError
    > {
        guard zones.contains(record.recordID.zoneID) else {
            return .failure(
                CKError(
                    .zoneNotFound,
                    userInfo: [
                        NSLocalizedDescriptionKey: "Zone \(record.recordID.zoneID.zoneName) does not exist: save the CKRecordZone first."
                    ]))
        }
        for (key, value) in record.storedFields {
            for asset in Self.assets(in: value) {
                guard let url = asset.fileURL, FileManager.default.fileExists(atPath: url.path) else {
                    return .failure(
                        CKError(
                            .assetFileNotFound,
                            userInfo: [
                                NSLocalizedDescriptionKey: "The asset file of field \(key) is missing: \(asset.fileURL?.path ?? "no file")."
                            ]))
                }
            }
        }
        if let share = record as? CKShare, let failure = check(share) { return .failure(failure) }
        if readOnlyZones.contains(record.recordID.zoneID) {
            return .failure(
                CKError(.permissionFailure, userInfo: [NSLocalizedDescriptionKey: "The share of this zone lets you only read its records."])
            )
        }
        let existing = records[record.recordID]
        if let existing, existing.recordType != record.recordType {
            return .failure(
                CKError(
                    .invalidArguments, userInfo: [NSLocalizedDescriptionKey: "A record of type \(existing.recordType) already has this ID."]
                ))
        }
        if let existing, policy == .ifServerRecordUnchanged, existing.recordChangeTag != record.recordChangeTag {
            return .failure(
                CKError(
                    .serverRecordChanged,
                    userInfo: [
                        NSLocalizedDescriptionKey:
                            "Record \(record.recordID.recordName) changed on the server: fetch it (error.serverRecord), apply the change again and save that.",
                        CKRecordChangedErrorServerRecordKey: existing.copy(), CKRecordChangedErrorClientRecordKey: record,
                    ]))
        }
        let stored: CKRecord
        if let existing, policy == .changedKeys, !(record is CKShare) {
            stored = existing.copy()
            let changed = record.changedKeys()
            for key in changed { stored.setObject(record.object(forKey: key), forKey: key) }
        } else {
            stored = record.copy()
        }
        stored.creationDate = existing?.creationDate ?? now
        stored.modificationDate = now
        stored.recordChangeTag = tag
        stored.creatorUserRecordID = existing?.creatorUserRecordID ?? CKContainer.userRecordID
        stored.lastModifiedUserRecordID = CKContainer.userRecordID
        if existing == nil { order.append(record.recordID) }
        records[record.recordID] = stored
        sequence += 1
        changeSequence[record.recordID] = sequence
        tombstones[record.recordID] = nil
        if record.recordID.zoneID != .default { zoneChanged[record.recordID.zoneID] = sequence }
        recordTypes.insert(record.recordType)
        if let share = stored as? CKShare { publish(share) }
        notifySubscriptions(saved: stored, previous: existing)
        return .success(stored.copy())
    }

    /// Deletes the record `id`, and the records whose `.deleteSelf` references point to it (and so on).
    mutating func delete(_ id: CKRecord.ID) {
        var pending = [id]
        while let next = pending.popLast() {
            guard let removed = records.removeValue(forKey: next) else { continue }
            notifySubscriptions(deleted: removed)
            if let share = removed as? CKShare {
                if let root = share.rootRecordID { point(root, to: nil) }
                shareURLs = shareURLs.filter { $0.value != next }
            }
            if let share = removed.share { pending.append(share.recordID) }
            order.removeAll { $0 == next }
            sequence += 1
            changeSequence[next] = nil
            tombstones[next] = (sequence, removed.recordType)
            if next.zoneID != .default, zones.contains(next.zoneID) { zoneChanged[next.zoneID] = sequence }
            for (otherID, other) in records
            where Self.references(in: other).contains(where: { $0.recordID == next && $0.action == .deleteSelf }) {
                pending.append(otherID)
            }
        }
    }

    /// The records `query` matches in `zone` (every zone for `nil`), sorted.
    func matches(_ query: CKQuery, in zone: CKRecordZone.ID?) -> Result<[CKRecord], CKError> {
        guard recordTypes.contains(query.recordType) else {
            return .failure(
                CKError(
                    .unknownItem,
                    userInfo: [NSLocalizedDescriptionKey: "Did not find record type: \(query.recordType) (no record of it was ever saved)."]
                )
            )
        }
        let found = order.compactMap { records[$0] }.filter { (zone == nil || $0.recordID.zoneID == zone) && query.matches($0) }
        return .success(query.sorted(found))
    }

    /// Makes the zone `id` (nothing when it is there), starting its change history now.
    mutating func addZone(_ id: CKRecordZone.ID) {
        guard !zones.contains(id) else { return }
        zones.append(id)
        sequence += 1
        zoneEpochs[id] = sequence
        if id != .default {
            zoneChanged[id] = sequence
            deletedZones[id] = nil
        }
    }

    /// Deletes the custom zone `id` and every record in it.
    mutating func removeZone(_ id: CKRecordZone.ID) {
        for recordID in order where recordID.zoneID == id { delete(recordID) }
        zones.removeAll { $0 == id }
        zoneEpochs[id] = nil
        zoneChanged[id] = nil
        sequence += 1
        deletedZones[id] = sequence
    }

    /// The custom zones made or changed, and deleted, after the database token `token` (every zone there for `nil`),
    /// oldest first, at most `limit` (all for `nil` or 0).
    func databaseChanges(since token: CKServerChangeToken?, limit: Int?) -> Result<
        (
            modified: [CKDatabase.DatabaseChange.Modification], deleted: [CKDatabase.DatabaseChange.Deletion], token: CKServerChangeToken,
            moreComing: Bool
        ), CKError
    > {
        if let token, token.zoneID != nil || token.sequence > sequence {
            return .failure(
                CKError(
                    .changeTokenExpired,
                    userInfo: [NSLocalizedDescriptionKey: "The change token is not this database's: fetch again with nil."]))
        }
        let after = token?.sequence ?? 0
        var pending: [(sequence: Int, zone: CKRecordZone.ID, deleted: Bool)] = zoneChanged.compactMap { zone, number in
            number > after ? (number, zone, false) : nil
        }
        if token != nil { pending += deletedZones.compactMap { zone, number in number > after ? (number, zone, true) : nil } }
        pending.sort { $0.sequence < $1.sequence }
        let page = (limit ?? 0) > 0 ? Array(pending.prefix(limit ?? 0)) : pending
        let moreComing = page.count < pending.count
        let last = moreComing ? page.last?.sequence ?? after : sequence
        return .success(
            (
                page.filter { !$0.deleted }.map { CKDatabase.DatabaseChange.Modification(zoneID: $0.zone) },
                page.filter(\.deleted).map { CKDatabase.DatabaseChange.Deletion(zoneID: $0.zone, purged: false) },
                CKServerChangeToken(zoneID: nil, sequence: last), moreComing
            ))
    }

    /// The changes to the zone `zone` after `token` (all its records for `nil`), the oldest first, at most `limit`
    /// (every one for `nil` or 0): saved records as copies with `desiredKeys`' fields, deleted records by ID.
    func changes(in zone: CKRecordZone.ID, since token: CKServerChangeToken?, desiredKeys: [CKRecord.FieldKey]?, limit: Int?)
        -> Result<
            (modified: [CKRecord], deleted: [CKDatabase.RecordZoneChange.Deletion], token: CKServerChangeToken, moreComing: Bool), CKError
        >
    {
        guard zones.contains(zone) else {
            return .failure(
                CKError(
                    .zoneNotFound,
                    userInfo: [NSLocalizedDescriptionKey: "Zone \(zone.zoneName) does not exist: save the CKRecordZone first."]))
        }
        let after = token?.sequence ?? 0
        if let token {
            guard token.zoneID == zone, after >= zoneEpochs[zone, default: 0], after <= sequence else {
                return .failure(
                    CKError(
                        .changeTokenExpired,
                        userInfo: [
                            NSLocalizedDescriptionKey:
                                "The change token is not this zone's (or the zone was made again): fetch again with nil."
                        ]
                    ))
            }
        }
        enum Change {
            case saved(CKRecord.ID)
            case deleted(CKRecord.ID, CKRecord.RecordType)
        }
        var pending: [(sequence: Int, change: Change)] = changeSequence.compactMap { id, number in
            id.zoneID == zone && number > after ? (number, .saved(id)) : nil
        }
        if token != nil {
            pending += tombstones.compactMap { id, tombstone in
                id.zoneID == zone && tombstone.sequence > after ? (tombstone.sequence, .deleted(id, tombstone.recordType)) : nil
            }
        }
        pending.sort { $0.sequence < $1.sequence }
        let page = (limit ?? 0) > 0 ? Array(pending.prefix(limit ?? 0)) : pending
        var modified: [CKRecord] = []
        var deleted: [CKDatabase.RecordZoneChange.Deletion] = []
        for item in page {
            switch item.change {
            case .saved(let id): if let record = records[id] { modified.append(record.copy(keeping: desiredKeys)) }
            case .deleted(let id, let type): deleted.append(CKDatabase.RecordZoneChange.Deletion(recordID: id, recordType: type))
            }
        }
        let moreComing = page.count < pending.count
        let last = moreComing ? page.last?.sequence ?? after : sequence
        return .success((modified, deleted, CKServerChangeToken(zoneID: zone, sequence: last), moreComing))
    }

    /// Why the server refuses to save `share`: in the default zone, or without its root record (saved before it in
    /// the same request, or earlier).
    private func check(_ share: CKShare) -> CKError? {
        if share.recordID.zoneID == .default {
            return CKError(
                .invalidArguments,
                userInfo: [NSLocalizedDescriptionKey: "Records in the default zone cannot be shared: put them in a custom zone."])
        }
        if let root = share.rootRecordID, records[root] == nil {
            return CKError(
                .invalidArguments,
                userInfo: [
                    NSLocalizedDescriptionKey:
                        "The share's root record \(root.recordName) is not on the server: save it in the same request."
                ])
        }
        return nil
    }

    /// Gives a saved share its link and its invitations, and points its root record to it.
    private mutating func publish(_ share: CKShare) {
        if share.url == nil {
            let token = UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
            share.url = URL(string: "https://www.icloud.com/share/" + token)
        }
        for participant in share.participants where participant.acceptanceStatus == .unknown { participant.acceptanceStatus = .pending }
        if let url = share.url { shareURLs[url] = share.recordID }
        if let root = share.rootRecordID { point(root, to: CKRecord.Reference(recordID: share.recordID, action: .none)) }
    }

    /// Sets the stored record `id`'s share (on a copy: a request that fails puts the old records back).
    private mutating func point(_ id: CKRecord.ID, to share: CKRecord.Reference?) {
        guard let record = records[id], record.share != share else { return }
        let copy = record.copy()
        copy.share = share
        records[id] = copy
    }

    private static func assets(in value: any CKRecordValue) -> [CKAsset] {
        if let asset = value as? CKAsset { return [asset] }
        if let array = value as? [CKAsset] { return array }
        return []
    }

    private static func references(in record: CKRecord) -> [CKRecord.Reference] {
        record.storedFields.flatMap { field -> [CKRecord.Reference] in
            if let reference = field.value as? CKRecord.Reference { return [reference] }
            return field.value as? [CKRecord.Reference] ?? []
        }
    }
}
