import CoreData
import Foundation
import HealthKit
import Testing

/// A fast as an app keeps it in Core Data beside Health (issue 27's fasting tracker, held-out 741/742).
final class Fast: NSManagedObject {
    var startDate: Date?
    var hours: Double = 0
}

/// The app's Health service, in the shape the fasting tracker writes it: a file importing CoreData and HealthKit
/// asks for the latest sample with `NSSortDescriptor(key: HKSampleSortIdentifierStartDate, ascending: false)`.
final class FastingHealthService {
    private let store = HKHealthStore()

    /// The latest sample of `type`, handed to `completion`.
    func latestSample(of type: HKSampleType, completion: @escaping @Sendable (HKSample?) -> Void) {
        let sortDescriptor = NSSortDescriptor(key: HKSampleSortIdentifierStartDate, ascending: false)
        let query = HKSampleQuery(sampleType: type, predicate: nil, limit: 1, sortDescriptors: [sortDescriptor]) { _, samples, _ in
            completion(samples?.first)
        }
        store.execute(query)
    }

    /// The app's fasts, latest first, by the same descriptors Health's query takes.
    func fasts(in context: NSManagedObjectContext, sortedBy sortDescriptors: [NSSortDescriptor]) throws -> [Fast] {
        let request = NSFetchRequest<Fast>(entityName: "Fast")
        request.sortDescriptors = sortDescriptors
        return try context.fetch(request)
    }
}

extension HealthDatabaseTests {
    /// An app that keeps its records in Core Data and writes them to Health (corpus16's 293, corpus38r's 741/742)
    /// sees one `NSSortDescriptor`, Foundation's, as on iOS.
    @Suite("beside the CoreData stand-in")
    @MainActor
    struct CoreDataTogether {
        private func context() -> NSManagedObjectContext {
            let container = NSPersistentContainer(name: "Fasting", managedObjectModel: NSManagedObjectModel(classes: [Fast.self]))
            container.persistentStoreDescriptions.first!.url = URL(fileURLWithPath: "/dev/null")
            container.loadPersistentStores { _, error in
                if let error { fatalError("\(error)") }
            }
            return container.viewContext
        }

        private func seedWater() {
            HKHealthStore.reset()
            HKHealthStore.setAuthorizationStatus(.sharingAuthorized, for: Health.water)
            HKHealthStore.seed([Health.drink(250, at: Health.at(8)), Health.drink(400, at: Health.at(13))])
        }

        @Test("the fasting tracker's service: NSSortDescriptor(key: HKSampleSortIdentifierStartDate) is Foundation's")
        func serviceShape() {
            seedWater()
            let descriptor = NSSortDescriptor(key: HKSampleSortIdentifierStartDate, ascending: false)
            let foundation: Foundation.NSSortDescriptor = descriptor  // one type: no CoreData.NSSortDescriptor
            #expect(foundation.key == "startDate" && !foundation.ascending)
            let box = Box<HKSample?>()
            FastingHealthService().latestSample(of: Health.water) { box.set($0) }
            #expect(box.value??.startDate == Health.at(13))
        }

        @Test("the same [NSSortDescriptor] orders a fetch request and a HealthKit query; nil first, as CoreData orders it")
        func sameArrayForBoth() throws {
            seedWater()
            let context = context()
            for (hours, start) in [(16.0, Health.at(8)), (0, nil), (18, Health.at(20)), (12, Health.at(13))] {
                let fast = Fast(context: context)
                fast.hours = hours
                fast.startDate = start
            }
            let latestFirst = [NSSortDescriptor(key: HKSampleSortIdentifierStartDate, ascending: false)]
            let service = FastingHealthService()
            #expect(try service.fasts(in: context, sortedBy: latestFirst).map(\.hours) == [18, 12, 16, 0])
            let oldestFirst = latestFirst.map(\.reversedSortDescriptor)
            #expect(try service.fasts(in: context, sortedBy: oldestFirst).map(\.hours) == [0, 16, 12, 18])

            for (descriptors, expected) in [(latestFirst, [Health.at(13), Health.at(8)]), (oldestFirst, [Health.at(8), Health.at(13)])] {
                let box = Box<[HKSample]>()
                let query = HKSampleQuery(
                    sampleType: Health.water, predicate: nil, limit: HKObjectQueryNoLimit, sortDescriptors: descriptors
                ) { _, samples, _ in box.set(samples ?? []) }
                HKHealthStore().execute(query)
                #expect(box.value?.map(\.startDate) == expected)
            }
        }

        @Test("a key path descriptor and a comparator descriptor sort fetches; key path, key and description kept")
        func keyPathAndComparator() throws {
            let context = context()
            for hours in [16.0, 12, 18] { Fast(context: context).hours = hours }
            let byHours = NSSortDescriptor(keyPath: \Fast.hours, ascending: false)
            let byStart = NSSortDescriptor(keyPath: \Fast.startDate, ascending: true)
            #expect(byHours.key == "hours" && byStart.key == "startDate" && byStart.keyPath == \Fast.startDate)
            #expect(byStart.description == "(startDate, ascending)")
            let service = FastingHealthService()
            #expect(try service.fasts(in: context, sortedBy: [byStart, byHours]).map(\.hours) == [18, 16, 12])
            let byHoursText = NSSortDescriptor(key: "hours", ascending: true) { lhs, rhs in
                "\(lhs)".compare("\(rhs)")  // as text: "12.0" < "16.0" < "18.0"
            }
            #expect(try service.fasts(in: context, sortedBy: [byHoursText.reversedSortDescriptor]).map(\.hours) == [18, 16, 12])
        }
    }
}
