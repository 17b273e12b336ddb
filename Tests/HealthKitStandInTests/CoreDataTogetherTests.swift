import CoreData
import Foundation
import HealthKit
import Testing

extension HealthDatabaseTests {
    /// An app that keeps its records in Core Data and writes them to Health (corpus16's 293) sees both stand-ins'
    /// `NSSortDescriptor(key:ascending:)`.
    @Suite("beside the CoreData stand-in")
    struct CoreDataTogether {
        @Test("a key sort descriptor alone is CoreData's; passed to a HealthKit query, it is Foundation's and sorts samples")
        func sortDescriptorsSideBySide() throws {
            let records = NSSortDescriptor(key: "time", ascending: false)
            #expect(String(reflecting: type(of: records)) == "CoreData.NSSortDescriptor")
            HKHealthStore.reset()
            HKHealthStore.setAuthorizationStatus(.sharingAuthorized, for: Health.water)
            HKHealthStore.seed([Health.drink(250, at: Health.at(8)), Health.drink(400, at: Health.at(13))])
            let box = Box<[HKSample]>()
            let query = HKSampleQuery(
                sampleType: Health.water, predicate: nil, limit: HKObjectQueryNoLimit,
                sortDescriptors: [NSSortDescriptor(key: HKSampleSortIdentifierStartDate, ascending: false)]
            ) { _, samples, _ in box.set(samples ?? []) }
            HKHealthStore().execute(query)
            #expect(box.value?.map(\.startDate) == [Health.at(13), Health.at(8)])
        }
    }
}
