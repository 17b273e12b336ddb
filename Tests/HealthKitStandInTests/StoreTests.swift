import Foundation
import HealthKit
import Testing

extension HealthDatabaseTests {
    @Suite("authorization")
    struct Authorization {
        @Test("health data is available; a request turns on what it asks for, once, and records what was asked")
        func requestGrants() async throws {
            HKHealthStore.reset()
            let store = HKHealthStore()
            #expect(HKHealthStore.isHealthDataAvailable())
            #expect(store.authorizationStatus(for: Health.water) == .notDetermined)
            #expect(try await store.statusForAuthorizationRequest(toShare: [Health.water], read: [Health.steps]) == .shouldRequest)
            try await store.requestAuthorization(toShare: [Health.water], read: [Health.steps])
            #expect(store.authorizationStatus(for: Health.water) == .sharingAuthorized)
            #expect(store.authorizationStatus(for: Health.steps) == .notDetermined, "reading grants no sharing")
            #expect(try await store.statusForAuthorizationRequest(toShare: [Health.water], read: [Health.steps]) == .unnecessary)
            // the sheet shows once per type: a later refusal does not take back the answer given
            HKHealthStore.authorizationPromptAnswer = false
            try await store.requestAuthorization(toShare: [Health.water, Health.heartRate], read: [])
            #expect(store.authorizationStatus(for: Health.water) == .sharingAuthorized)
            #expect(store.authorizationStatus(for: Health.heartRate) == .sharingDenied)
            HKHealthStore.reset()
            #expect(HKHealthStore.authorizationPromptAnswer)
            #expect(store.authorizationStatus(for: Health.water) == .notDetermined)
        }

        @Test("the completion form reports the request shown; asking for no type is an invalid argument")
        func completionForm() {
            HKHealthStore.reset()
            let store = HKHealthStore()
            let shown = Box<(Bool, (any Error)?)>()
            store.requestAuthorization(toShare: [Health.water], read: nil) { success, error in shown.set((success, error)) }
            #expect(shown.value?.0 == true)
            #expect(shown.value?.1 == nil)
            let empty = Box<(Bool, (any Error)?)>()
            store.requestAuthorization(toShare: [], read: []) { success, error in empty.set((success, error)) }
            #expect(empty.value?.0 == false)
            #expect((empty.value?.1 as? HKError)?.code == .errorInvalidArgument)
        }

        @Test("without health data (an iPad), requests and saves fail with errorHealthDataUnavailable")
        func unavailable() async {
            HKHealthStore.reset()
            HKHealthStore.setHealthDataAvailable(false)
            defer { HKHealthStore.reset() }
            #expect(!HKHealthStore.isHealthDataAvailable())
            let store = HKHealthStore()
            await #expect(throws: HKError(.errorHealthDataUnavailable)) {
                try await store.requestAuthorization(toShare: [Health.water], read: [])
            }
            await #expect(throws: HKError(.errorHealthDataUnavailable)) {
                try await store.save(Health.drink(250, at: Health.at(9)))
            }
        }

        @Test("saving needs sharing: not determined before asking, denied after a refusal or a change in Settings")
        func savingNeedsSharing() async throws {
            HKHealthStore.reset()
            let store = HKHealthStore()
            await #expect(throws: HKError(.errorAuthorizationNotDetermined)) { try await store.save(Health.drink(250, at: Health.at(9))) }
            HKHealthStore.authorizationPromptAnswer = false
            try await store.requestAuthorization(toShare: [Health.water], read: [])
            #expect(store.authorizationStatus(for: Health.water) == .sharingDenied)
            await #expect(throws: HKError(.errorAuthorizationDenied)) { try await store.save(Health.drink(250, at: Health.at(9))) }
            HKHealthStore.setAuthorizationStatus(.sharingAuthorized, for: Health.water)
            try await store.save(Health.drink(250, at: Health.at(9)))
            HKHealthStore.setAuthorizationStatus(.sharingDenied, for: Health.water)
            await #expect(throws: HKError(.errorAuthorizationDenied)) { try await store.save(Health.drink(100, at: Health.at(10))) }
            #expect(Health.samples(store, Health.water).samples?.count == 1, "a refused save saves nothing")
        }
    }

    @Suite("saving, deleting and sample queries")
    struct Samples {
        @Test("saved samples come back from a sample query, with their quantities, dates and this app as source")
        func saveAndQuery() async throws {
            HKHealthStore.reset()
            let store = HKHealthStore()
            try await store.requestAuthorization(toShare: [Health.water], read: [Health.water])
            let morning = Health.drink(250, at: Health.at(8, 30))
            try await store.save([morning, Health.drink(500, at: Health.at(12))])
            let found = try #require(Health.samples(store, Health.water).samples as? [HKQuantitySample])
            #expect(found.map { $0.quantity.doubleValue(for: Health.milliliters) } == [250, 500])
            #expect(found[0].uuid == morning.uuid)
            #expect(found[0].startDate == Health.at(8, 30))
            #expect(found[0].quantityType == Health.water)
            #expect(found[0].sourceRevision.source == HKSource.default())
            #expect(Health.samples(store, Health.steps).error.flatMap { $0 as? HKError }?.code == .errorAuthorizationNotDetermined)
        }

        @Test("a query keeps the predicate's samples, sorted by the sort descriptors, up to the limit")
        func predicateSortLimit() async throws {
            HKHealthStore.reset()
            HKHealthStore.setAuthorizationStatus(.sharingAuthorized, for: Health.water)
            HKHealthStore.seed([
                Health.drink(300, at: Health.at(23, day: 2)), Health.drink(250, at: Health.at(8)), Health.drink(400, at: Health.at(13)),
                Health.drink(150, at: Health.at(18)), Health.drink(200, at: Health.at(0, day: 4)),
            ])
            let store = HKHealthStore()
            let today = HKQuery.predicateForSamples(withStart: Health.at(0), end: Health.at(0, day: 4), options: .strictStartDate)
            let newestFirst = [NSSortDescriptor(key: HKSampleSortIdentifierStartDate, ascending: false)]
            let found = try #require(Health.samples(store, Health.water, today, sort: newestFirst).samples as? [HKQuantitySample])
            #expect(found.map { $0.quantity.doubleValue(for: Health.milliliters) } == [150, 400, 250])
            let two = Health.samples(store, Health.water, today, limit: 2, sort: newestFirst).samples as? [HKQuantitySample]
            #expect(two?.map(\.startDate) == [Health.at(18), Health.at(13)])
            let largest = [NSSortDescriptor(key: HKPredicateKeyPathQuantity, ascending: false)]
            let byAmount = Health.samples(store, Health.water, today, sort: largest).samples as? [HKQuantitySample]
            #expect(byAmount?.map { $0.quantity.doubleValue(for: Health.milliliters) } == [400, 250, 150])
            let keyPath = [NSSortDescriptor(keyPath: \HKSample.startDate, ascending: true)]
            #expect(
                Health.samples(store, Health.water, today, sort: keyPath).samples?.map(\.startDate) == [
                    Health.at(8), Health.at(13), Health.at(18),
                ])
            let big = HKQuery.predicateForQuantitySamples(
                with: .greaterThanOrEqualTo, quantity: HKQuantity(unit: .liter(), doubleValue: 0.3))
            #expect(Health.samples(store, Health.water, big).samples?.count == 2)
            let format = NSPredicate(format: "%K >= %@", HKPredicateKeyPathStartDate, Health.at(12) as NSDate)
            #expect(Health.samples(store, Health.water, format).samples?.count == 3)
            let both = NSCompoundPredicate(andPredicateWithSubpredicates: [today, big])
            #expect(Health.samples(store, Health.water, both).samples?.count == 1)
        }

        @Test("the interval predicate: overlap by default, strict start and strict end")
        func intervalOptions() {
            let spanning = Health.walk(1000, from: Health.at(23, 30, day: 2), to: Health.at(0, 30))
            let inside = Health.walk(500, from: Health.at(9), to: Health.at(9, 30))
            let overlap = HKQuery.predicateForSamples(withStart: Health.at(0), end: Health.at(0, day: 4))
            let strictStart = HKQuery.predicateForSamples(withStart: Health.at(0), end: Health.at(0, day: 4), options: .strictStartDate)
            let strictEnd = HKQuery.predicateForSamples(withStart: Health.at(0), end: Health.at(9, 15), options: .strictEndDate)
            #expect(overlap.evaluate(with: spanning))
            #expect(!strictStart.evaluate(with: spanning))
            #expect(strictStart.evaluate(with: inside))
            #expect(!strictEnd.evaluate(with: inside))
            #expect(strictEnd.evaluate(with: spanning))
            #expect(!overlap.evaluate(with: Health.walk(10, from: Health.at(0, day: 4), to: Health.at(1, day: 4))), "the end is open")
        }

        @Test("reading refused: the app sees only what it saved; it may delete only its own samples")
        func readingRefusedAndDeleting() async throws {
            HKHealthStore.reset()
            HKHealthStore.seed([Health.drink(330, at: Health.at(7), source: Health.otherApp)])
            let store = HKHealthStore()
            HKHealthStore.authorizationPromptAnswer = false
            try await store.requestAuthorization(toShare: [], read: [Health.water])
            #expect(Health.samples(store, Health.water).samples?.isEmpty == true)
            HKHealthStore.setAuthorizationStatus(.sharingAuthorized, for: Health.water)
            let foreign = try #require(Health.samples(store, Health.water).samples?.first)
            #expect(foreign.sourceRevision.source.name == "Water Tracker")
            await #expect(throws: HKError(.errorAuthorizationDenied)) { try await store.delete(foreign) }
            let mine = Health.drink(250, at: Health.at(9))
            try await store.save(mine)
            try await store.delete(mine)
            #expect(Health.samples(store, Health.water).samples?.map(\.uuid) == [foreign.uuid])
            try await store.save([Health.drink(100, at: Health.at(10)), Health.drink(200, at: Health.at(11))])
            let deleted = try await store.deleteObjects(of: Health.water, predicate: HKQuery.predicateForObjects(from: .default()))
            #expect(deleted == 2)
            #expect(Health.samples(store, Health.water).samples?.count == 1)
        }

        @Test("an observer query hears once when executed and after each save of its type, until stopped")
        func observerQuery() async throws {
            HKHealthStore.reset()
            HKHealthStore.setAuthorizationStatus(.sharingAuthorized, for: Health.water)
            HKHealthStore.setAuthorizationStatus(.sharingAuthorized, for: Health.steps)
            let store = HKHealthStore()
            let heard = Box<Bool>()
            let query = HKObserverQuery(sampleType: Health.water, predicate: nil) { _, completion, error in
                heard.set(error == nil)
                completion()
            }
            store.execute(query)
            #expect(heard.count == 1)
            try await store.save(Health.drink(250, at: Health.at(9)))
            #expect(heard.count == 2)
            try await store.save(Health.walk(100, from: Health.at(9), to: Health.at(9, 5)))
            #expect(heard.count == 2, "steps are not water")
            store.stop(query)
            try await store.save(Health.drink(250, at: Health.at(10)))
            #expect(heard.count == 2)
        }
    }
}
