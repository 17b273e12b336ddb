import CloudKit
import Foundation
import Testing

/// Each test uses a container of its own, so that tests running side by side share no records.
private func signedInContainer(_ name: String) -> CKContainer {
    let container = CKContainer(identifier: "iCloud.napkin.tests.\(name)")
    container.setAccountStatus(.available)
    return container
}

private func feeding(_ name: String, amount: Int, minutesAgo: Double, kind: String = "bottle") -> CKRecord {
    let record = CKRecord(recordType: "Feeding", recordID: CKRecord.ID(recordName: name))
    record["amount"] = amount
    record["kind"] = kind
    record["time"] = Date(timeIntervalSince1970: 1_800_000_000 - minutesAgo * 60)
    return record
}

@Suite("CloudKit stand-in: account and access")
struct CloudKitAccountTests {
    @Test("a fresh Linux machine is signed out: the private database refuses with notAuthenticated, the public one reads")
    func signedOut() async throws {
        let container = CKContainer(identifier: "iCloud.napkin.tests.signedOut")
        #expect(try await container.accountStatus() == .noAccount)
        let database = container.privateCloudDatabase
        #expect(database.databaseScope == .private)
        do {
            _ = try await database.save(CKRecord(recordType: "Baby"))
            Issue.record("a signed-out save succeeded")
        } catch CKError.notAuthenticated {
        } catch {
            Issue.record("unexpected error \(error)")
        }
        await #expect(throws: CKError(.notAuthenticated)) { try await container.publicCloudDatabase.save(CKRecord(recordType: "Tip")) }
        container.publicCloudDatabase.seed([CKRecord(recordType: "Tip", recordID: CKRecord.ID(recordName: "tip-1"))])
        let tips = try await container.publicCloudDatabase.records(
            matching: CKQuery(recordType: "Tip", predicate: NSPredicate(value: true)))
        #expect(tips.matchResults.map(\.0.recordName) == ["tip-1"])
        await #expect(throws: CKError(.notAuthenticated)) { try await container.userRecordID() }
    }

    @Test("the completion form answers the status a test set, on a queue of its own, and a view model hears it")
    @MainActor
    func statusHandler() async throws {
        let container = CKContainer(identifier: "iCloud.napkin.tests.statusHandler")
        container.setAccountStatus(.available)
        let manager = SyncManager(container: container)
        manager.checkStatus()
        for _ in 0..<200 where !manager.iCloudAvailable { try await Task.sleep(for: .milliseconds(5)) }
        #expect(manager.iCloudAvailable)
        #expect(try await container.userRecordID().recordName.isEmpty == false)
    }

    @Test("without the network every request fails with networkUnavailable; two containers of one identifier share records")
    func network() async throws {
        let container = signedInContainer("network")
        _ = try await container.privateCloudDatabase.save(feeding("a", amount: 90, minutesAgo: 10))
        let other = CKContainer(identifier: "iCloud.napkin.tests.network")
        #expect(try await other.privateCloudDatabase.record(for: CKRecord.ID(recordName: "a"))["amount"] as? Int == 90)
        #expect(CKContainer(identifier: "iCloud.napkin.tests.network2").privateCloudDatabase.storedRecords.isEmpty)
        container.setNetworkAvailable(false)
        do {
            _ = try await container.privateCloudDatabase.record(for: CKRecord.ID(recordName: "a"))
            Issue.record("fetched without a network")
        } catch CKError.networkUnavailable {
            #expect((CKError(.networkUnavailable) as NSError).domain == CKErrorDomain)
        }
        container.setNetworkAvailable(true)
        #expect(try await container.privateCloudDatabase.record(for: CKRecord.ID(recordName: "a")).recordType == "Feeding")
    }
}

/// A sync manager written as apps write them (BabyTracker's CloudKitManager).
@MainActor
private final class SyncManager {
    var iCloudAvailable = false
    let container: CKContainer

    init(container: CKContainer) { self.container = container }

    func checkStatus() {
        container.accountStatus { status, error in
            Task { @MainActor in self.iCloudAvailable = status == .available && error == nil }
        }
    }
}

@Suite("CloudKit stand-in: records and queries")
struct CloudKitRecordTests {
    @Test("a saved record comes back with the server's dates and change tag; the app's record is left as it was")
    func saveAndFetch() async throws {
        let database = signedInContainer("saveAndFetch").privateCloudDatabase
        let record = feeding("morning", amount: 120, minutesAgo: 30)
        record["notes"] = ["left", "right"]
        let saved = try await database.save(record)
        #expect(saved.creationDate != nil && saved.recordChangeTag != nil)
        #expect(record.recordChangeTag == nil)
        let fetched = try await database.record(for: record.recordID)
        #expect(fetched["amount"] as? Int == 120)
        #expect(fetched["notes"] as? [String] == ["left", "right"])
        let kind: String? = fetched["kind"]
        #expect(kind == "bottle")
        #expect(fetched.allKeys() == ["amount", "kind", "time", "notes"])
        fetched["amount"] = 150
        #expect(try await database.record(for: record.recordID)["amount"] as? Int == 120)
    }

    @Test("saving a new record with a saved record's ID fails with serverRecordChanged; saving the server's copy works")
    func conflict() async throws {
        let database = signedInContainer("conflict").privateCloudDatabase
        _ = try await database.save(feeding("f1", amount: 60, minutesAgo: 5))
        do {
            _ = try await database.save(feeding("f1", amount: 80, minutesAgo: 5))
            Issue.record("overwrote the server's record")
        } catch let error as CKError where error.code == .serverRecordChanged {
            let server = try #require(error.serverRecord)
            #expect(server["amount"] as? Int == 60)
            server["amount"] = 80
            let saved = try await database.save(server)
            #expect(saved["amount"] as? Int == 80)
            #expect(saved.recordChangeTag != server.recordChangeTag)
        }
        let results = try await database.modifyRecords(
            saving: [feeding("f1", amount: 99, minutesAgo: 1)], deleting: [], savePolicy: .allKeys)
        #expect(try results.saveResults[CKRecord.ID(recordName: "f1")]?.get()["amount"] as? Int == 99)
    }

    @Test("a query filters by its predicate, sorts, keeps only the desired keys and pages with a cursor")
    func query() async throws {
        let database = signedInContainer("query").privateCloudDatabase
        for (index, amount) in [90, 150, 120, 60, 200].enumerated() {
            _ = try await database.save(
                feeding("f\(index)", amount: amount, minutesAgo: Double(index) * 60, kind: amount > 100 ? "bottle" : "breast"))
        }
        let query = CKQuery(recordType: "Feeding", predicate: NSPredicate(format: "amount >= %d AND kind == %@", 100, "bottle"))
        query.sortDescriptors = [NSSortDescriptor(key: "amount", ascending: false)]
        let first = try await database.records(matching: query, desiredKeys: ["amount"], resultsLimit: 2)
        let firstRecords = try first.matchResults.map { try $0.1.get() }
        #expect(firstRecords.map { $0["amount"] as? Int } == [200, 150])
        #expect(firstRecords[0]["kind"] == nil)
        let cursor = try #require(first.queryCursor)
        let rest = try await database.records(continuingMatchFrom: cursor, resultsLimit: 2)
        #expect(try rest.matchResults.map { try $0.1.get()["amount"] as? Int } == [120])
        #expect(rest.queryCursor == nil)

        let byTime = CKQuery(recordType: "Feeding", predicate: NSPredicate(value: true))
        byTime.sortDescriptors = [NSSortDescriptor(key: "time", ascending: true)]
        let all = try await database.records(matching: byTime).matchResults.map(\.0.recordName)
        #expect(all == ["f4", "f3", "f2", "f1", "f0"])
    }

    @Test("a query for a type never saved fails as iCloud does (unknownItem); a missing record is unknownItem")
    func unknown() async throws {
        let database = signedInContainer("unknown").privateCloudDatabase
        await #expect(throws: CKError(.unknownItem)) {
            try await database.records(matching: CKQuery(recordType: "Diaper", predicate: NSPredicate(value: true)))
        }
        do {
            _ = try await database.record(for: CKRecord.ID(recordName: "nothing"))
            Issue.record("found a record never saved")
        } catch CKError.unknownItem {
        }
    }

    @Test("deleting a record deletes the records whose .deleteSelf references point to it, not the .none ones")
    func cascade() async throws {
        let database = signedInContainer("cascade").privateCloudDatabase
        let baby = try await database.save(CKRecord(recordType: "Baby", recordID: CKRecord.ID(recordName: "mia")))
        let owned = feeding("owned", amount: 100, minutesAgo: 1)
        owned["baby"] = CKRecord.Reference(record: baby, action: .deleteSelf)
        let loose = feeding("loose", amount: 100, minutesAgo: 1)
        loose["baby"] = CKRecord.Reference(recordID: baby.recordID, action: .none)
        _ = try await database.modifyRecords(saving: [owned, loose], deleting: [])
        let query = CKQuery(
            recordType: "Feeding", predicate: NSPredicate(format: "baby == %@", CKRecord.Reference(record: baby, action: .none)))
        #expect(try await database.records(matching: query).matchResults.count == 2)
        #expect(try await database.deleteRecord(withID: baby.recordID) == baby.recordID)
        #expect(database.storedRecords.map(\.recordID.recordName) == ["loose"])
    }

    @Test("records go in a custom zone only once it is saved; a missing asset file fails the save")
    func zonesAndAssets() async throws {
        let database = signedInContainer("zones").privateCloudDatabase
        let zone = CKRecordZone(zoneName: "Babies")
        let record = CKRecord(recordType: "Photo", zoneID: zone.zoneID)
        await #expect(throws: CKError(.zoneNotFound)) { try await database.save(record) }
        _ = try await database.save(zone)
        #expect(try await database.allRecordZones().map(\.zoneID.zoneName) == [CKRecordZone.ID.defaultZoneName, "Babies"])
        record["image"] = CKAsset(fileURL: URL(fileURLWithPath: "/nonexistent/photo.jpg"))
        await #expect(throws: CKError(.assetFileNotFound)) { try await database.save(record) }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("ck-\(UUID().uuidString).jpg")
        try Data([0xFF, 0xD8]).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        record["image"] = CKAsset(fileURL: file)
        let saved = try await database.save(record)
        #expect((saved["image"] as? CKAsset)?.fileURL == file)
        // Given only a query and a zone, iOS 15's list form answers, as it does on iOS; unpacking picks the paged one.
        let inZone = try await database.records(
            matching: CKQuery(recordType: "Photo", predicate: NSPredicate(value: true)), inZoneWith: zone.zoneID)
        #expect(inZone.map(\.recordID) == [record.recordID])
        let (matchResults, cursor) = try await database.records(
            matching: CKQuery(recordType: "Photo", predicate: NSPredicate(value: true)), inZoneWith: zone.zoneID)
        #expect(matchResults.map(\.0) == [record.recordID] && cursor == nil)
    }
}

@Suite("CloudKit stand-in: completion handlers and operations")
struct CloudKitOperationTests {
    @Test("completion-handler forms save, fetch, query and delete")
    func completionHandlers() async throws {
        let database = signedInContainer("handlers").privateCloudDatabase
        let saved: CKRecord = try await withCheckedThrowingContinuation { continuation in
            database.save(feeding("h1", amount: 70, minutesAgo: 2)) { record, error in
                if let record { continuation.resume(returning: record) } else { continuation.resume(throwing: error!) }
            }
        }
        #expect(saved.recordID.recordName == "h1")
        let found: [CKRecord] = try await withCheckedThrowingContinuation { continuation in
            database.perform(CKQuery(recordType: "Feeding", predicate: NSPredicate(value: true)), inZoneWith: nil) { records, error in
                if let records { continuation.resume(returning: records) } else { continuation.resume(throwing: error!) }
            }
        }
        #expect(found.map(\.recordID.recordName) == ["h1"])
        let missing: (any Error)? = await withCheckedContinuation { continuation in
            database.fetch(withRecordID: CKRecord.ID(recordName: "zz")) { _, error in continuation.resume(returning: error) }
        }
        #expect((missing as? CKError)?.code == .unknownItem)
    }

    @Test("a query operation calls its blocks; an atomic modify operation saves nothing when one save fails")
    func operations() async throws {
        let database = signedInContainer("operations").privateCloudDatabase
        _ = try await database.save(feeding("o1", amount: 50, minutesAgo: 1))
        let names = await withCheckedContinuation { continuation in
            let operation = CKQueryOperation(query: CKQuery(recordType: "Feeding", predicate: NSPredicate(value: true)))
            let collected = Collected()
            operation.recordMatchedBlock = { id, _ in collected.append(id.recordName) }
            operation.queryResultBlock = { _ in continuation.resume(returning: collected.values) }
            database.add(operation)
        }
        #expect(names == ["o1"])

        let outcome: (any Error)? = await withCheckedContinuation { continuation in
            let operation = CKModifyRecordsOperation(recordsToSave: [
                feeding("o2", amount: 1, minutesAgo: 1), feeding("o1", amount: 2, minutesAgo: 1),
            ])
            operation.modifyRecordsResultBlock = { result in
                if case .failure(let error) = result { continuation.resume(returning: error) } else { continuation.resume(returning: nil) }
            }
            database.add(operation)
        }
        let error = try #require(outcome as? CKError)
        #expect(error.code == .partialFailure)
        #expect((error.partialErrorsByItemID?[CKRecord.ID(recordName: "o1")] as? CKError)?.code == .serverRecordChanged)
        #expect((error.partialErrorsByItemID?[CKRecord.ID(recordName: "o2")] as? CKError)?.code == .batchRequestFailed)
        #expect(database.storedRecords.map(\.recordID.recordName) == ["o1"])
    }

    @Test("subscriptions are kept and deleted")
    func subscriptions() async throws {
        let database = signedInContainer("subscriptions").privateCloudDatabase
        let subscription = CKQuerySubscription(
            recordType: "Feeding", predicate: NSPredicate(value: true), subscriptionID: "feedings", options: [.firesOnRecordCreation])
        let info = CKSubscription.NotificationInfo()
        info.shouldSendContentAvailable = true
        subscription.notificationInfo = info
        _ = try await database.save(subscription)
        #expect(try await database.allSubscriptions().map(\.subscriptionID) == ["feedings"])
        #expect(try await database.deleteSubscription(withID: "feedings") == "feedings")
        await #expect(throws: CKError(.unknownItem)) { try await database.deleteSubscription(withID: "feedings") }
    }

    @Test("iOS's completion-handler and single-item forms for zones and subscriptions answer from the same store")
    func zoneAndSubscriptionHandlers() async throws {
        let database = signedInContainer("handlers").privateCloudDatabase
        let zone = CKRecordZone(zoneName: "Steps")
        _ = try await database.save(zone)
        #expect(try await database.recordZone(for: zone.zoneID).zoneID == zone.zoneID)
        await #expect(throws: CKError(.zoneNotFound)) { try await database.recordZone(for: CKRecordZone.ID(zoneName: "Nope")) }
        let zones: [String] = try await withCheckedThrowingContinuation { continuation in
            database.fetchAllRecordZones { zones, error in
                if let error {
                    continuation.resume(throwing: error)
                } else {
                    continuation.resume(returning: (zones ?? []).map(\.zoneID.zoneName))
                }
            }
        }
        #expect(zones == [CKRecordZone.ID.defaultZoneName, "Steps"])

        // An app checks for its subscription before saving one: unknownItem first, the subscription once saved.
        func fetched(_ id: String) async -> Result<String, CKError> {
            await withCheckedContinuation { continuation in
                database.fetch(withSubscriptionID: id) { subscription, error in
                    if let subscription {
                        continuation.resume(returning: .success(subscription.subscriptionID))
                    } else {
                        continuation.resume(returning: .failure(error as? CKError ?? CKError(.internalError)))
                    }
                }
            }
        }
        #expect(await fetched("challenge-updates") == .failure(CKError(.unknownItem)))
        let subscription = CKQuerySubscription(
            recordType: "Challenge", predicate: NSPredicate(value: true), subscriptionID: "challenge-updates",
            options: [.firesOnRecordUpdate])
        _ = try await database.save(subscription)
        #expect(await fetched("challenge-updates") == .success("challenge-updates"))
        #expect(try await database.subscription(for: "challenge-updates") === subscription)
        let deleted: String? = await withCheckedContinuation { continuation in
            database.delete(withSubscriptionID: "challenge-updates") { id, _ in continuation.resume(returning: id) }
        }
        #expect(deleted == "challenge-updates")
        #expect(try await database.allSubscriptions().isEmpty)
        let deletedZone: CKRecordZone.ID? = await withCheckedContinuation { continuation in
            database.delete(withRecordZoneID: zone.zoneID) { id, _ in continuation.resume(returning: id) }
        }
        #expect(deletedZone == zone.zoneID)
        await #expect(throws: CKError(.zoneNotFound)) { try await database.recordZone(for: zone.zoneID) }
    }

    @Test("records, zones, subscriptions and queries are equal and hash as the same object, as NSObjects on iOS")
    func objectIdentity() async throws {
        let database = signedInContainer("identity").privateCloudDatabase
        let record = feeding("same", amount: 60, minutesAgo: 5)
        let saved = try await database.save(record)
        let share = CKShare(rootRecord: record)
        #expect(record == record && share == share)
        #expect(saved != record)
        #expect(Set([record, record, saved]).count == 2)
        #expect([saved, record].firstIndex(of: record) == 1)
        let query = CKQuery(recordType: "Feeding", predicate: NSPredicate(value: true))
        #expect(query == query && query != CKQuery(recordType: "Feeding", predicate: NSPredicate(value: true)))
        let zone = CKRecordZone(zoneName: "A")
        #expect(zone != CKRecordZone(zoneName: "A") && zone.zoneID == CKRecordZone(zoneName: "A").zoneID)
        // perform(_:inZoneWith:), iOS 15's async form, lists every match.
        #expect(try await database.perform(query, inZoneWith: nil).map(\.recordID) == [record.recordID])
    }
}

/// Names gathered from an operation's block, which runs on a queue of its own.
private final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var names: [String] = []
    func append(_ name: String) { lock.withLock { names.append(name) } }
    var values: [String] { lock.withLock { names } }
}
