import CloudKit
import Foundation
import Testing

/// Each test uses a container of its own, so that tests running side by side share no records.
private func privateDatabase(_ name: String) -> CKDatabase {
    let container = CKContainer(identifier: "iCloud.napkin.zones.\(name)")
    container.setAccountStatus(.available)
    return container.privateCloudDatabase
}

private func backup(_ name: String, in zone: CKRecordZone) -> CKRecord {
    let record = CKRecord(recordType: "Backup", recordID: CKRecord.ID(recordName: name, zoneID: zone.zoneID))
    record["deviceName"] = "iPhone"
    return record
}

@Suite("CloudKit record zones and change tokens: modifyRecordZones, recordZoneChanges, CKFetchRecordZoneChangesOperation")
struct RecordZoneChangesTests {
    @Test("modifyRecordZones saves a custom zone once, and records go in it; deleting it takes its records")
    func zonesSaveAndDelete() async throws {
        let database = privateDatabase("modify")
        let zone = CKRecordZone(zoneName: "BackupZone")
        let first = try await database.modifyRecordZones(saving: [zone], deleting: [])
        #expect(try first.saveResults[zone.zoneID]?.get().zoneID == zone.zoneID)
        _ = try await database.modifyRecordZones(saving: [zone], deleting: [])
        let zones = try await database.allRecordZones().map(\.zoneID.zoneName)
        #expect(zones == [CKRecordZone.ID.defaultZoneName, "BackupZone"])
        _ = try await database.save(backup("one", in: zone))
        let found = try await database.recordZones(for: [zone.zoneID, CKRecordZone.ID(zoneName: "Missing")])
        #expect(found[zone.zoneID].map { (try? $0.get()) != nil } == true)
        #expect(throws: CKError.self) { try found[CKRecordZone.ID(zoneName: "Missing")]?.get() }

        let deleted = try await database.modifyRecordZones(saving: [], deleting: [zone.zoneID, CKRecordZone.ID.default])
        #expect((try? deleted.deleteResults[zone.zoneID]?.get()) != nil)
        #expect(throws: CKError.self) { try deleted.deleteResults[CKRecordZone.ID.default]?.get() }
        #expect(database.storedRecords.isEmpty)
        await #expect(throws: CKError.self) { try await database.save(backup("two", in: zone)) }
    }

    @Test("A custom zone outside the private database fails on its own item, not the request")
    func publicDatabaseRefusesCustomZones() async throws {
        let container = CKContainer(identifier: "iCloud.napkin.zones.public")
        container.setAccountStatus(.available)
        let result = try await container.publicCloudDatabase.modifyRecordZones(saving: [CKRecordZone(zoneName: "Mine")], deleting: [])
        let error = try #require(
            result.saveResults[CKRecordZone.ID(zoneName: "Mine")].flatMap { result -> CKError? in
                if case .failure(let error) = result { return error as? CKError }
                return nil
            })
        #expect(error.code == .invalidArguments)
    }

    @Test("recordZoneChanges from nil lists every record; from its token, only what was saved or deleted since")
    func changesSinceToken() async throws {
        let database = privateDatabase("changes")
        let zone = CKRecordZone(zoneName: "Backups")
        _ = try await database.modifyRecordZones(saving: [zone], deleting: [])
        _ = try await database.save(backup("a", in: zone))
        _ = try await database.save(backup("b", in: zone))
        _ = try await database.save(CKRecord(recordType: "Backup", recordID: CKRecord.ID(recordName: "elsewhere")))

        let all = try await database.recordZoneChanges(inZoneWith: zone.zoneID, since: nil)
        #expect(Set(all.modificationResultsByID.keys.map(\.recordName)) == ["a", "b"])
        #expect(all.deletions.isEmpty)
        #expect(!all.moreComing)

        let quiet = try await database.recordZoneChanges(inZoneWith: zone.zoneID, since: all.changeToken)
        #expect(quiet.modificationResultsByID.isEmpty && quiet.deletions.isEmpty)

        _ = try await database.save(backup("c", in: zone))
        _ = try await database.deleteRecord(withID: CKRecord.ID(recordName: "a", zoneID: zone.zoneID))
        let since = try await database.recordZoneChanges(inZoneWith: zone.zoneID, since: all.changeToken)
        #expect(since.modificationResultsByID.keys.map(\.recordName) == ["c"])
        #expect(try since.modificationResultsByID.values.first?.get().record["deviceName"] as? String == "iPhone")
        #expect(since.deletions.map(\.recordID) == [CKRecord.ID(recordName: "a", zoneID: zone.zoneID)])
        #expect(since.deletions.map(\.recordType) == ["Backup"])
    }

    @Test("resultsLimit pages the changes: moreComing until the last page, each token going on from the last")
    func pages() async throws {
        let database = privateDatabase("pages")
        let zone = CKRecordZone(zoneName: "Pages")
        _ = try await database.modifyRecordZones(saving: [zone], deleting: [])
        for name in ["1", "2", "3", "4", "5"] { _ = try await database.save(backup(name, in: zone)) }
        var token: CKServerChangeToken?
        var seen: [String] = []
        var pages = 0
        var moreComing = true
        while moreComing {
            let page = try await database.recordZoneChanges(inZoneWith: zone.zoneID, since: token, resultsLimit: 2)
            seen += page.modificationResultsByID.keys.map(\.recordName).sorted()
            token = page.changeToken
            moreComing = page.moreComing
            pages += 1
        }
        #expect(pages == 3)
        #expect(seen == ["1", "2", "3", "4", "5"])
    }

    @Test("A change token archives with NSKeyedArchiver and still works; another zone's token is changeTokenExpired")
    func tokenArchivesAndExpires() async throws {
        let database = privateDatabase("archive")
        let zone = CKRecordZone(zoneName: "Kept")
        let other = CKRecordZone(zoneName: "Other")
        _ = try await database.modifyRecordZones(saving: [zone, other], deleting: [])
        _ = try await database.save(backup("old", in: zone))
        let token = try await database.recordZoneChanges(inZoneWith: zone.zoneID, since: nil).changeToken
        let data = try NSKeyedArchiver.archivedData(withRootObject: token, requiringSecureCoding: true)
        let restored = try #require(try NSKeyedUnarchiver.unarchivedObject(ofClass: CKServerChangeToken.self, from: data))
        #expect(restored == token)
        _ = try await database.save(backup("new", in: zone))
        let changes = try await database.recordZoneChanges(inZoneWith: zone.zoneID, since: restored)
        #expect(changes.modificationResultsByID.keys.map(\.recordName) == ["new"])

        await #expect {
            try await database.recordZoneChanges(inZoneWith: other.zoneID, since: restored)
        } throws: { ($0 as? CKError)?.code == .changeTokenExpired }
        await #expect {
            try await database.recordZoneChanges(inZoneWith: CKRecordZone.ID(zoneName: "Gone"), since: nil)
        } throws: { ($0 as? CKError)?.code == .zoneNotFound }
    }

    @Test("CKFetchRecordZoneChangesOperation hears each change and the zone's new token")
    func fetchOperation() async throws {
        let database = privateDatabase("operation")
        let zone = CKRecordZone(zoneName: "Ops")
        _ = try await database.modifyRecordZones(saving: [zone], deleting: [])
        _ = try await database.save(backup("x", in: zone))
        let operation = CKFetchRecordZoneChangesOperation(recordZoneIDs: [zone.zoneID], configurationsByRecordZoneID: [:])
        let log = Log()
        operation.recordWasChangedBlock = { id, _ in log.add("changed \(id.recordName)") }
        operation.recordZoneFetchResultBlock = { _, result in log.add((try? result.get()) != nil ? "token" : "failed") }
        operation.fetchRecordZoneChangesResultBlock = { _ in log.add("done") }
        operation.database = database
        operation.start()
        #expect(log.lines == ["changed x", "token", "done"])
    }

    @Test("databaseChanges lists the custom zones made or changed since its token, and those deleted; the operation hears them")
    func databaseChanges() async throws {
        let database = privateDatabase("database")
        let first = CKRecordZone(zoneName: "First")
        let second = CKRecordZone(zoneName: "Second")
        _ = try await database.modifyRecordZones(saving: [first, second], deleting: [])
        let all = try await database.databaseChanges(since: nil)
        #expect(all.modifications.map(\.zoneID.zoneName) == ["First", "Second"])
        #expect(all.deletions.isEmpty && !all.moreComing)

        _ = try await database.save(backup("in-second", in: second))
        _ = try await database.modifyRecordZones(saving: [], deleting: [first.zoneID])
        let since = try await database.databaseChanges(since: all.changeToken)
        #expect(since.modifications.map(\.zoneID.zoneName) == ["Second"])
        #expect(since.deletions.map(\.zoneID.zoneName) == ["First"])
        #expect(since.deletions.first?.reason == .deleted)
        await #expect {
            try await database.recordZoneChanges(inZoneWith: second.zoneID, since: since.changeToken)
        } throws: { ($0 as? CKError)?.code == .changeTokenExpired }

        let operation = CKFetchDatabaseChangesOperation(previousServerChangeToken: all.changeToken)
        let log = Log()
        operation.recordZoneWithIDChangedBlock = { log.add("changed \($0.zoneName)") }
        operation.recordZoneWithIDWasDeletedBlock = { log.add("deleted \($0.zoneName)") }
        operation.fetchDatabaseChangesResultBlock = { log.add((try? $0.get()) != nil ? "done" : "failed") }
        operation.database = database
        operation.start()
        #expect(log.lines == ["changed Second", "deleted First", "done"])
    }

    @Test("NotificationInfo keeps its localization keys and arguments")
    func notificationInfo() {
        let info = CKSubscription.NotificationInfo()
        info.alertLocalizationKey = "%1$@"
        info.alertLocalizationArgs = ["text"]
        info.titleLocalizationKey = "NEW_MESSAGE"
        let subscription = CKRecordZoneSubscription(zoneID: CKRecordZone.ID(zoneName: "Chat"), subscriptionID: "chat")
        subscription.notificationInfo = info
        #expect(subscription.notificationInfo?.alertLocalizationArgs == ["text"])
        #expect(subscription.zoneID.zoneName == "Chat")
    }
}

private final class Log: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []
    func add(_ line: String) { lock.withLock { stored.append(line) } }
    var lines: [String] { lock.withLock { stored } }
}
