import CloudKit
import Foundation
import Testing

private func notifyingContainer(_ name: String) -> CKContainer {
    let container = CKContainer(identifier: "iCloud.napkin.tests.notifications.\(name)")
    container.setAccountStatus(.available)
    return container
}

private func steps(_ name: String, _ count: Int, zone: CKRecordZone.ID = .default) -> CKRecord {
    let record = CKRecord(recordType: "DailySteps", recordID: CKRecord.ID(recordName: name, zoneID: zone))
    record["count"] = count
    record["day"] = name
    return record
}

@Suite("CloudKit stand-in: subscriptions push notifications a test hands to CKNotification")
struct CloudKitNotificationTests {
    @Test("a query subscription pushes on create, update and delete of matching records; the payload reads back as a CKQueryNotification")
    func querySubscription() async throws {
        let container = notifyingContainer("query")
        let database = container.privateCloudDatabase
        let subscription = CKQuerySubscription(
            recordType: "DailySteps", predicate: NSPredicate(format: "count > %d", 10_000), subscriptionID: "big-days",
            options: [.firesOnRecordCreation, .firesOnRecordUpdate, .firesOnRecordDeletion])
        let info = CKSubscription.NotificationInfo()
        info.alertBody = "A big day!"
        info.desiredKeys = ["count"]
        info.shouldSendContentAvailable = true
        subscription.notificationInfo = info
        _ = try await database.save(subscription)

        _ = try await database.save(steps("monday", 4_000))
        #expect(container.takeRemoteNotifications().isEmpty)
        let tuesday = try await database.save(steps("tuesday", 12_000))
        tuesday["count"] = 15_000
        _ = try await database.save(tuesday)
        _ = try await database.deleteRecord(withID: tuesday.recordID)
        let payloads = container.takeRemoteNotifications()
        #expect(payloads.count == 3)
        #expect(container.takeRemoteNotifications().isEmpty)

        let notifications = payloads.compactMap { CKNotification(fromRemoteNotificationDictionary: $0) as? CKQueryNotification }
        #expect(notifications.map(\.queryNotificationReason) == [.recordCreated, .recordUpdated, .recordDeleted])
        let first = try #require(notifications.first)
        #expect(first.notificationType == .query && first.subscriptionID == "big-days")
        #expect(first.recordID == CKRecord.ID(recordName: "tuesday") && first.databaseScope == .private)
        #expect(first.recordFields?["count"] as? Int == 12_000 && first.recordFields?["day"] == nil)
        #expect(notifications[1].recordFields?["count"] as? Int == 15_000 && notifications[2].recordFields == nil)
        #expect(first.alertBody == "A big day!" && first.containerIdentifier == "iCloud.napkin.tests.notifications.query")
        #expect(first.notificationID != nil && first.notificationID != notifications[1].notificationID)
        let aps = try #require(payloads[0]["aps"] as? [String: Any])
        #expect(aps["content-available"] as? Int == 1)
        // The subclass's own initializer reads it too.
        #expect(CKQueryNotification(fromRemoteNotificationDictionary: payloads[0])?.recordID?.recordName == "tuesday")
    }

    @Test("another device's change (a seed) pushes too; firesOnce deletes the subscription after its push")
    func firesOnce() async throws {
        let container = notifyingContainer("once")
        let database = container.privateCloudDatabase
        _ = try await database.save(
            CKQuerySubscription(
                recordType: "DailySteps", predicate: NSPredicate(value: true), subscriptionID: "once",
                options: [.firesOnRecordCreation, .firesOnce]))
        database.seed([steps("monday", 1), steps("tuesday", 2)])
        let payloads = container.takeRemoteNotifications()
        #expect(payloads.count == 1)
        #expect(try await database.allSubscriptions().isEmpty)
    }

    @Test("zone and database subscriptions push CKRecordZoneNotification and CKDatabaseNotification")
    func zoneAndDatabase() async throws {
        let container = notifyingContainer("zone")
        let database = container.privateCloudDatabase
        let zone = CKRecordZone(zoneName: "Health")
        _ = try await database.save(zone)
        _ = try await database.save(CKRecordZoneSubscription(zoneID: zone.zoneID, subscriptionID: "health-zone"))
        _ = try await database.save(CKDatabaseSubscription(subscriptionID: "private-db"))
        _ = try await database.save(steps("monday", 3_000, zone: zone.zoneID))
        _ = try await database.save(steps("outside", 3_000))
        let notifications = container.takeRemoteNotifications().compactMap(CKNotification.init(fromRemoteNotificationDictionary:))
        #expect(notifications.map(\.notificationType) == [.recordZone, .database, .database])
        let zoneNotification = try #require(notifications[0] as? CKRecordZoneNotification)
        #expect(zoneNotification.recordZoneID == zone.zoneID && zoneNotification.databaseScope == .private)
        #expect(zoneNotification.subscriptionID == "health-zone")
        #expect((notifications[1] as? CKDatabaseNotification)?.databaseScope == .private)
        #expect(notifications[2] is CKQueryNotification == false)
    }

    @Test("a push that is not CloudKit's makes no notification")
    func notCloudKit() {
        #expect(CKNotification(fromRemoteNotificationDictionary: ["aps": ["alert": "Hi"]]) == nil)
        #expect(CKQueryNotification(fromRemoteNotificationDictionary: ["ck": ["met": ["dbs": 2, "sid": "s"]]]) == nil)
        let database = CKNotification(fromRemoteNotificationDictionary: ["ck": ["met": ["dbs": 3, "sid": "s"]] as [String: Any]])
        #expect((database as? CKDatabaseNotification)?.databaseScope == .shared)
    }
}
