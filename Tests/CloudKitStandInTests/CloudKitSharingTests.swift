import CloudKit
import Foundation
import Testing

/// A signed-in container of its own for each test, with the custom zone shares live in.
private func sharingContainer(_ name: String) async throws -> (CKContainer, CKRecordZone.ID) {
    let container = CKContainer(identifier: "iCloud.napkin.tests.sharing.\(name)")
    container.setAccountStatus(.available)
    let zone = CKRecordZone(zoneName: "Challenges")
    _ = try await container.privateCloudDatabase.save(zone)
    return (container, zone.zoneID)
}

private func challenge(_ name: String, in zone: CKRecordZone.ID, goal: Int = 70_000) -> CKRecord {
    let record = CKRecord(recordType: "Challenge", recordID: CKRecord.ID(recordName: name, zoneID: zone))
    record["title"] = "Weekly steps"
    record["goal"] = goal
    return record
}

/// Runs `operation` on `container`'s private database and waits for `finished` to be called.
private func run(_ operation: CKDatabaseOperation, in container: CKContainer, until finished: Box<Bool>) async throws {
    container.privateCloudDatabase.add(operation)
    for _ in 0..<400 where !finished.value { try await Task.sleep(for: .milliseconds(5)) }
    #expect(finished.value)
}

final class Box<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}

@Suite("CloudKit stand-in: sharing with CKShare")
struct CloudKitSharingTests {
    @Test("a share made for a record is a CKRecord of type cloudkit.share whose owner is the signed-in user; the root points to it")
    func newShare() async throws {
        let (_, zone) = try await sharingContainer("newShare")
        let root = challenge("c1", in: zone)
        let share = CKShare(rootRecord: root)
        #expect(share.recordType == CKRecord.SystemType.share && share.recordType == "cloudkit.share")
        #expect(share.recordID.zoneID == zone && share.url == nil)
        #expect(root.share?.recordID == share.recordID)
        #expect(share.owner.role == .owner && share.owner.acceptanceStatus == .accepted && share.owner.permission == .readWrite)
        #expect(share.participants == [share.owner] && share.currentUserParticipant == share.owner)
        #expect(share.publicPermission == .none)
        share[CKShare.SystemFieldKey.title] = "Weekly steps"
        #expect(share[CKShare.SystemFieldKey.title] as? String == "Weekly steps")
        let named = CKShare(rootRecord: root, shareID: CKRecord.ID(recordName: "share-c1", zoneID: zone))
        #expect(named.recordID.recordName == "share-c1" && root.share?.recordID.recordName == "share-c1")
        let zoneShare = CKShare(recordZoneID: zone)
        #expect(zoneShare.recordID == CKRecord.ID(recordName: CKRecordNameZoneWideShare, zoneID: zone))
    }

    @Test("saving a share with its root in one CKModifyRecordsOperation gives the server's share a link; its metadata names the owner")
    func saveWithRoot() async throws {
        let (container, zone) = try await sharingContainer("saveWithRoot")
        let root = challenge("c1", in: zone)
        let share = CKShare(rootRecord: root)
        share[CKShare.SystemFieldKey.title] = "Weekly steps"
        share.publicPermission = .readOnly
        let saved = Box<[CKRecord]>([])
        let finished = Box(false)
        // The share first: the server saves the root before it, whatever the order.
        let operation = CKModifyRecordsOperation(recordsToSave: [share, root], recordIDsToDelete: nil)
        operation.modifyRecordsCompletionBlock = { records, _, error in
            #expect(error == nil)
            saved.value = records ?? []
            finished.value = true
        }
        try await run(operation, in: container, until: finished)
        let savedShare = try #require(saved.value.compactMap { $0 as? CKShare }.first)
        let url = try #require(savedShare.url)
        #expect(url.absoluteString.hasPrefix("https://www.icloud.com/share/"))
        #expect(share.url == nil)
        #expect(savedShare.publicPermission == .readOnly && savedShare[CKShare.SystemFieldKey.title] as? String == "Weekly steps")
        #expect(savedShare.owner.userIdentity.userRecordID == (try await container.userRecordID()))
        let storedRoot = try await container.privateCloudDatabase.record(for: root.recordID)
        #expect(storedRoot.share?.recordID == share.recordID)
        let fetched = try await container.privateCloudDatabase.record(for: share.recordID)
        #expect((fetched as? CKShare)?.url == url)

        let metadata = try await container.fetchShareMetadata(with: url)
        #expect(metadata.share.recordID == share.recordID && metadata.containerIdentifier == "iCloud.napkin.tests.sharing.saveWithRoot")
        #expect(metadata.rootRecordID == root.recordID && metadata.hierarchicalRootRecordID == root.recordID)
        #expect(
            metadata.participantRole == .owner && metadata.participantStatus == .accepted && metadata.participantPermission == .readWrite)
        #expect(metadata.rootRecord == nil)
        let withRoot = try await container.shareMetadata(for: url, shouldFetchRootRecord: true)
        #expect(withRoot.rootRecord?["goal"] as? Int == 70_000)

        // Deleting the root deletes its share, and the link leads nowhere.
        _ = try await container.privateCloudDatabase.deleteRecord(withID: root.recordID)
        await #expect(throws: CKError(.unknownItem)) { try await container.privateCloudDatabase.record(for: share.recordID) }
        await #expect(throws: CKError(.unknownItem)) { try await container.fetchShareMetadata(with: url) }
    }

    @Test("the server refuses a share in the default zone, and one whose root is not saved with it or before")
    func refusedShares() async throws {
        let (container, zone) = try await sharingContainer("refusedShares")
        let inDefault = CKRecord(recordType: "Challenge", recordID: CKRecord.ID(recordName: "plain"))
        let results = try await container.privateCloudDatabase.modifyRecords(
            saving: [inDefault, CKShare(rootRecord: inDefault)], deleting: [])
        let failures = results.saveResults.values.compactMap { result -> CKError? in
            if case .failure(let error) = result { return error as? CKError }
            return nil
        }
        #expect(Set(failures.map(\.code)) == [.invalidArguments, .batchRequestFailed])
        #expect(container.privateCloudDatabase.storedRecords.isEmpty)

        let alone = CKShare(rootRecord: challenge("c2", in: zone))
        await #expect(throws: CKError(.invalidArguments)) { try await container.privateCloudDatabase.save(alone) }
        // With the root already on the server, the share saves by itself.
        let root = challenge("c3", in: zone)
        _ = try await container.privateCloudDatabase.save(root)
        let later = try await container.privateCloudDatabase.save(CKShare(rootRecord: root)) as? CKShare
        #expect(later?.url != nil)
        #expect(try await container.privateCloudDatabase.record(for: root.recordID).share?.recordID == later?.recordID)
    }

    @Test("participants found by email are invited when the share is saved (pending), and removed")
    func participants() async throws {
        let (container, zone) = try await sharingContainer("participants")
        let root = challenge("c1", in: zone)
        let share = CKShare(rootRecord: root)
        let friend = try await container.shareParticipant(forEmailAddress: "sam@example.com")
        #expect(friend.userIdentity.lookupInfo?.emailAddress == "sam@example.com" && friend.role == .privateUser)
        friend.permission = .readWrite
        share.addParticipant(friend)
        share.addParticipant(friend)
        #expect(share.participants.count == 2)
        let (saveResults, _) = try await container.privateCloudDatabase.modifyRecords(saving: [root, share], deleting: [])
        let saved = try #require(try saveResults[share.recordID]?.get() as? CKShare)
        let invited = try #require(saved.participants.first { $0.role == .privateUser })
        #expect(invited.acceptanceStatus == .pending && invited.permission == .readWrite)
        saved.removeParticipant(invited)
        saved.removeParticipant(saved.owner)
        let again = try await container.privateCloudDatabase.save(saved) as? CKShare
        #expect(again?.participants.map(\.role) == [.owner])

        let found = Box<[String]>([])
        let finished = Box(false)
        let operation = CKFetchShareParticipantsOperation(userIdentityLookupInfos: [
            CKUserIdentity.LookupInfo(emailAddress: "kim@example.com")
        ])
        operation.perShareParticipantResultBlock = { lookup, result in
            if case .success(let participant) = result { found.value.append(participant.userIdentity.lookupInfo?.emailAddress ?? "") }
            #expect(lookup.emailAddress == "kim@example.com")
        }
        operation.fetchShareParticipantsResultBlock = { _ in finished.value = true }
        container.add(operation)
        for _ in 0..<400 where !finished.value { try await Task.sleep(for: .milliseconds(5)) }
        #expect(found.value == ["kim@example.com"])
    }

    @Test("another user's share: its metadata says pending; accepting puts its zone and records in the shared database")
    func acceptForeignShare() async throws {
        let container = CKContainer(identifier: "iCloud.napkin.tests.sharing.accept")
        container.setAccountStatus(.available)
        let aliceZone = CKRecordZone.ID(zoneName: "Challenges", ownerName: "_alice")
        let root = challenge("race", in: aliceZone)
        let entry = CKRecord(recordType: "Entry", recordID: CKRecord.ID(recordName: "e1", zoneID: aliceZone))
        entry["steps"] = 12_000
        entry.parent = CKRecord.Reference(record: root, action: .none)
        let url = container.seedShare(of: root, with: [entry])

        #expect(try await container.sharedCloudDatabase.allRecordZones().isEmpty)
        let metadata = try await container.fetchShareMetadata(with: url)
        #expect(metadata.participantRole == .privateUser && metadata.participantStatus == .pending)
        #expect(metadata.participantPermission == .readWrite && metadata.rootRecordID == root.recordID)
        #expect(metadata.ownerIdentity.userRecordID?.recordName == "_alice")
        #expect(metadata.share.owner.role == .owner && metadata.share.currentUserParticipant?.acceptanceStatus == .pending)

        let accepted = try await container.accept(metadata)
        #expect(accepted.currentUserParticipant?.acceptanceStatus == .accepted)
        #expect(try await container.fetchShareMetadata(with: url).participantStatus == .accepted)
        let shared = container.sharedCloudDatabase
        #expect(try await shared.allRecordZones().map(\.zoneID) == [aliceZone])
        let entries = try await shared.records(
            matching: CKQuery(recordType: "Entry", predicate: NSPredicate(value: true)), inZoneWith: aliceZone)
        #expect(entries.map { $0["steps"] as? Int } == [12_000])
        #expect(try await shared.record(for: root.recordID).share != nil)
        // A read-write share takes the user's records.
        let mine = CKRecord(recordType: "Entry", recordID: CKRecord.ID(recordName: "e2", zoneID: aliceZone))
        mine["steps"] = 8_000
        _ = try await shared.save(mine)
        // The private database has none of it.
        #expect(container.privateCloudDatabase.storedRecords.isEmpty)
    }

    @Test("a read-only share refuses writes with permissionFailure; an unknown link is unknownItem; signed out is notAuthenticated")
    func readOnlyAndErrors() async throws {
        let container = CKContainer(identifier: "iCloud.napkin.tests.sharing.readOnly")
        let zone = CKRecordZone.ID(zoneName: "Board", ownerName: "_kim")
        let root = challenge("board", in: zone)
        let url = container.seedShare(of: root, permission: .readOnly)
        await #expect(throws: CKError(.notAuthenticated)) { try await container.fetchShareMetadata(with: url) }
        container.setAccountStatus(.available)
        await #expect(throws: CKError(.unknownItem)) {
            try await container.fetchShareMetadata(with: URL(string: "https://www.icloud.com/share/nothing")!)
        }
        // The operations, added to the container.
        let metadatas = Box<[CKShare.Metadata]>([])
        let fetched = Box(false)
        let fetch = CKFetchShareMetadataOperation(shareURLs: [url])
        fetch.perShareMetadataResultBlock = { _, result in if let metadata = try? result.get() { metadatas.value.append(metadata) } }
        fetch.fetchShareMetadataResultBlock = { _ in fetched.value = true }
        container.add(fetch)
        for _ in 0..<400 where !fetched.value { try await Task.sleep(for: .milliseconds(5)) }
        let metadata = try #require(metadatas.value.first)
        #expect(metadata.participantPermission == .readOnly)

        let acceptedShares = Box<[CKShare]>([])
        let acceptedAll = Box(false)
        let accept = CKAcceptSharesOperation(shareMetadatas: [metadata])
        accept.perShareResultBlock = { _, result in if let share = try? result.get() { acceptedShares.value.append(share) } }
        accept.acceptSharesResultBlock = { result in
            if case .success = result { acceptedAll.value = true }
        }
        container.add(accept)
        for _ in 0..<400 where !acceptedAll.value { try await Task.sleep(for: .milliseconds(5)) }
        #expect(acceptedShares.value.count == 1)
        #expect(try await container.sharedCloudDatabase.record(for: root.recordID)["goal"] as? Int == 70_000)
        let edit = try await container.sharedCloudDatabase.record(for: root.recordID)
        edit["goal"] = 1
        await #expect(throws: CKError(.permissionFailure)) { try await container.sharedCloudDatabase.save(edit) }
    }
}
