import CloudKit
import NapkinUI
import XCTest

// A step-challenge app's sharing model as Swift 5 apps write it (no actor annotations): it shares a challenge record
// through iCloud (a CKShare saved with its root in one CKModifyRecordsOperation, the link published on the main
// queue) and follows the daily goal other devices set in the iCloud key-value store (the external-change
// notification observed on the main queue). This file must compile without errors in the Swift 5 language mode.
class ChallengeSharingModel: ObservableObject {
    @Published var shareURL: URL?
    @Published var shareTitle: String?
    @Published var dailyGoal = 10_000
    @Published var errorMessage: String?

    let container: CKContainer
    private var goalObserver: NSObjectProtocol?

    init(container: CKContainer) {
        self.container = container
        goalObserver = NotificationCenter.default.addObserver(
            forName: NSUbiquitousKeyValueStore.didChangeExternallyNotification,
            object: NSUbiquitousKeyValueStore.default,
            queue: .main
        ) { [weak self] notification in
            guard let userInfo = notification.userInfo,
                let reason = userInfo[NSUbiquitousKeyValueStoreChangeReasonKey] as? Int,
                reason == NSUbiquitousKeyValueStoreServerChange || reason == NSUbiquitousKeyValueStoreInitialSyncChange,
                let keys = userInfo[NSUbiquitousKeyValueStoreChangedKeysKey] as? [String], keys.contains("dailyGoal")
            else { return }
            self?.dailyGoal = Int(NSUbiquitousKeyValueStore.default.longLong(forKey: "dailyGoal"))
        }
        NSUbiquitousKeyValueStore.default.synchronize()
    }

    deinit {
        if let goalObserver = goalObserver { NotificationCenter.default.removeObserver(goalObserver) }
    }

    func setGoal(_ goal: Int) {
        dailyGoal = goal
        NSUbiquitousKeyValueStore.default.set(Int64(goal), forKey: "dailyGoal")
    }

    func share(_ challenge: CKRecord) {
        let share = CKShare(rootRecord: challenge)
        share[CKShare.SystemFieldKey.title] = challenge["title"]
        share.publicPermission = .readWrite
        let operation = CKModifyRecordsOperation(recordsToSave: [challenge, share], recordIDsToDelete: nil)
        operation.perRecordSaveBlock = { _, result in
            switch result {
            case .success(let record):
                if let saved = record as? CKShare {
                    DispatchQueue.main.async {
                        self.shareURL = saved.url
                        self.shareTitle = saved[CKShare.SystemFieldKey.title] as? String
                    }
                }
            case .failure(let error):
                print("Save failed: \(error)")
            }
        }
        operation.modifyRecordsResultBlock = { result in
            if case .failure(let error) = result {
                DispatchQueue.main.async { self.errorMessage = error.localizedDescription }
            }
        }
        container.privateCloudDatabase.add(operation)
    }
}

final class CloudKitShareModelTests: XCTestCase {
    func testShareGetsItsLinkAndTheGoalFollowsOtherDevices() throws {
        let container = CKContainer(identifier: "iCloud.napkin.tests.swift5.shareModel")
        container.setAccountStatus(.available)
        let zone = CKRecordZone(zoneName: "Challenges")
        let zoneSaved = expectation(description: "zone saved")
        container.privateCloudDatabase.save(zone) { _, error in
            XCTAssertNil(error)
            zoneSaved.fulfill()
        }
        wait(for: [zoneSaved], timeout: 5)

        let model = ChallengeSharingModel(container: container)
        let challenge = CKRecord(recordType: "Challenge", recordID: CKRecord.ID(recordName: "june", zoneID: zone.zoneID))
        challenge["title"] = "June steps"
        model.share(challenge)
        let linked = expectation(for: NSPredicate(block: { _, _ in model.shareURL != nil }), evaluatedWith: nil)
        wait(for: [linked], timeout: 5)
        XCTAssertEqual(model.shareTitle, "June steps")
        XCTAssertNil(model.errorMessage)
        XCTAssertTrue(model.shareURL?.absoluteString.hasPrefix("https://www.icloud.com/share/") ?? false)

        // The app's own write posts nothing; another device's does, and the model follows it on the main queue.
        model.setGoal(12_000)
        NSUbiquitousKeyValueStore.default.simulateExternalChange(["dailyGoal": Int64(15_000)])
        let followed = expectation(for: NSPredicate(block: { _, _ in model.dailyGoal == 15_000 }), evaluatedWith: nil)
        wait(for: [followed], timeout: 5)
        NSUbiquitousKeyValueStore.default.resetSimulatedStore()
    }
}
