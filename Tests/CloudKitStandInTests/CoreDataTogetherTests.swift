import CloudKit
import CoreData
import Foundation
import Photos
import Testing

/// A feeding as an app caches it in Core Data beside its CloudKit records.
final class CachedFeeding: NSManagedObject {
    var amount: Int64 = 0
    var time: Date?
}

/// A file importing CloudKit and CoreData (and Photos) sees one `NSSortDescriptor`, Foundation's, as on iOS.
@Suite("CloudKit stand-in: beside CoreData and Photos")
@MainActor
struct CloudKitBesideCoreDataTests {
    @Test("the same [NSSortDescriptor] orders a CKQuery, an NSFetchRequest and PHFetchOptions")
    func sameArrayForAll() async throws {
        let latestFirst = [NSSortDescriptor(key: "time", ascending: false)]

        let container = CKContainer(identifier: "iCloud.napkin.tests.coredata-together")
        container.setAccountStatus(.available)
        let database = container.privateCloudDatabase
        for (name, minutesAgo) in [("early", 90.0), ("late", 10), ("middle", 45)] {
            let record = CKRecord(recordType: "Feeding", recordID: CKRecord.ID(recordName: name))
            record["time"] = Date(timeIntervalSince1970: 1_800_000_000 - minutesAgo * 60)
            _ = try await database.save(record)
        }
        let query = CKQuery(recordType: "Feeding", predicate: NSPredicate(value: true))
        query.sortDescriptors = latestFirst
        #expect(try await database.records(matching: query).matchResults.map(\.0.recordName) == ["late", "middle", "early"])

        let store = NSPersistentContainer(name: "Cache", managedObjectModel: NSManagedObjectModel(classes: [CachedFeeding.self]))
        store.persistentStoreDescriptions.first!.url = URL(fileURLWithPath: "/dev/null")
        store.loadPersistentStores { _, error in
            if let error { fatalError("\(error)") }
        }
        for (amount, minutesAgo) in [(90, 90.0), (120, 10), (60, 45)] {
            let feeding = CachedFeeding(context: store.viewContext)
            feeding.amount = Int64(amount)
            feeding.time = Date(timeIntervalSince1970: 1_800_000_000 - minutesAgo * 60)
        }
        let request = NSFetchRequest<CachedFeeding>(entityName: "CachedFeeding")
        request.sortDescriptors = latestFirst
        #expect(try store.viewContext.fetch(request).map(\.amount) == [120, 60, 90])

        let options = PHFetchOptions()
        options.sortDescriptors = latestFirst
        #expect(options.sortDescriptors?.first === latestFirst[0])
    }
}
