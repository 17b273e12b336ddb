import Foundation
import HealthKit
import Testing

extension HealthDatabaseTests {
    @Suite("statistics")
    struct Statistics {
        /// What a statistics query's handler got.
        static func statistics(_ type: HKQuantityType, _ predicate: NSPredicate?, _ options: HKStatisticsOptions) -> (
            HKStatistics?, (any Error)?
        ) {
            let box = Box<(HKStatistics?, (any Error)?)>()
            HKHealthStore().execute(
                HKStatisticsQuery(quantityType: type, quantitySamplePredicate: predicate, options: options) { _, result, error in
                    box.set((result, error))
                })
            return box.value ?? (nil, nil)
        }

        @Test("a statistics query sums a cumulative type in any unit of its kind, across sources")
        func sum() throws {
            HKHealthStore.reset()
            HKHealthStore.setAuthorizationStatus(.sharingAuthorized, for: Health.water)
            HKHealthStore.seed([
                Health.drink(250, at: Health.at(8)), Health.drink(500, at: Health.at(12)),
                Health.drink(330, at: Health.at(15), source: Health.otherApp), Health.drink(1000, at: Health.at(9, day: 2)),
            ])
            let today = HKQuery.predicateForSamples(withStart: Health.at(0), end: Health.at(0, day: 4))
            let (result, error) = Self.statistics(Health.water, today, [.cumulativeSum, .separateBySource])
            #expect(error == nil)
            let statistics = try #require(result)
            #expect(statistics.sumQuantity()?.doubleValue(for: Health.milliliters) == 1080)
            #expect(statistics.sumQuantity()?.doubleValue(for: .liter()) == 1.08)
            #expect(statistics.startDate == Health.at(8))
            #expect(statistics.endDate == Health.at(15))
            #expect(statistics.sumQuantity(for: Health.otherApp.source)?.doubleValue(for: Health.milliliters) == 330)
            #expect(statistics.sumQuantity(for: .default())?.doubleValue(for: Health.milliliters) == 750)
            #expect(statistics.sources?.count == 2)
            #expect(statistics.averageQuantity() == nil, "not asked for")
        }

        @Test("discrete types average, and have a minimum, a maximum and a most recent value")
        func discrete() throws {
            HKHealthStore.reset()
            HKHealthStore.setAuthorizationStatus(.sharingAuthorized, for: Health.heartRate)
            HKHealthStore.seed([
                Health.pulse(62, at: Health.at(7)), Health.pulse(110, at: Health.at(18)), Health.pulse(71, at: Health.at(12)),
            ])
            let (result, _) = Self.statistics(Health.heartRate, nil, [.discreteAverage, .discreteMin, .discreteMax, .mostRecent])
            let statistics = try #require(result)
            let bpm = HKUnit.count().unitDivided(by: .minute())
            #expect(statistics.averageQuantity()?.doubleValue(for: bpm) == 81)
            #expect(statistics.minimumQuantity()?.doubleValue(for: bpm) == 62)
            #expect(statistics.maximumQuantity()?.doubleValue(for: bpm) == 110)
            #expect(statistics.mostRecentQuantity()?.doubleValue(for: bpm) == 110)
            #expect(statistics.mostRecentQuantityDateInterval()?.start == Health.at(18))
            #expect(statistics.sumQuantity() == nil)
        }

        @Test("no samples answer errorNoData; options that do not suit the type, errorInvalidArgument; never asked, not determined")
        func failures() {
            HKHealthStore.reset()
            #expect((Self.statistics(Health.water, nil, .cumulativeSum).1 as? HKError)?.code == .errorAuthorizationNotDetermined)
            HKHealthStore.setAuthorizationStatus(.sharingAuthorized, for: Health.water)
            let (none, error) = Self.statistics(Health.water, nil, .cumulativeSum)
            #expect(none == nil)
            #expect((error as? HKError)?.code == .errorNoData)
            HKHealthStore.seed([Health.drink(250, at: Health.at(8))])
            #expect((Self.statistics(Health.water, nil, .discreteAverage).1 as? HKError)?.code == .errorInvalidArgument)
            HKHealthStore.setAuthorizationStatus(.sharingAuthorized, for: Health.heartRate)
            #expect((Self.statistics(Health.heartRate, nil, .cumulativeSum).1 as? HKError)?.code == .errorInvalidArgument)
        }

        @Test("a collection query gives each day's sum, empty days too when enumerated; a sample over midnight is shared")
        func dailyCollection() throws {
            HKHealthStore.reset()
            HKHealthStore.setAuthorizationStatus(.sharingAuthorized, for: Health.steps)
            HKHealthStore.seed([
                Health.walk(1200, from: Health.at(9, day: 1), to: Health.at(10, day: 1)),
                Health.walk(1000, from: Health.at(23, 30, day: 1), to: Health.at(0, 30, day: 2)),
                Health.walk(3000, from: Health.at(17, day: 3), to: Health.at(18, day: 3)),
            ])
            let query = HKStatisticsCollectionQuery(
                quantityType: Health.steps, quantitySamplePredicate: nil, options: .cumulativeSum, anchorDate: Health.at(0, day: 1),
                intervalComponents: DateComponents(day: 1))
            let box = Box<HKStatisticsCollection>()
            query.initialResultsHandler = { _, collection, _ in if let collection { box.set(collection) } }
            HKHealthStore().execute(query)
            let collection = try #require(box.value)
            #expect(collection.statistics().map { $0.sumQuantity()?.doubleValue(for: .count()) } == [1700, 500, 3000])
            #expect(collection.statistics(for: Health.at(12, day: 2))?.startDate == Health.at(0, day: 2))
            var days: [(Date, Double?)] = []
            collection.enumerateStatistics(from: Health.at(0, day: 1), to: Health.at(0, day: 5)) { statistics, _ in
                days.append((statistics.startDate, statistics.sumQuantity()?.doubleValue(for: .count())))
            }
            #expect(days.map(\.0) == (1...5).map { Health.at(0, day: $0) })
            #expect(days.map(\.1) == [1700, 500, 3000, nil, nil])
            var first: Date?
            collection.enumerateStatistics(from: Health.at(0, day: 1), to: Health.at(0, day: 5)) { statistics, stop in
                first = statistics.startDate
                stop.pointee = true
            }
            #expect(first == Health.at(0, day: 1))
        }

        @Test("hourly intervals from an anchor; the update handler hears of each save until the query is stopped")
        func hourlyUpdates() async throws {
            HKHealthStore.reset()
            HKHealthStore.setAuthorizationStatus(.sharingAuthorized, for: Health.water)
            HKHealthStore.seed([Health.drink(250, at: Health.at(8, 10)), Health.drink(200, at: Health.at(8, 50))])
            let query = HKStatisticsCollectionQuery(
                quantityType: Health.water, quantitySamplePredicate: nil, options: .cumulativeSum, anchorDate: Health.at(0),
                intervalComponents: DateComponents(hour: 1))
            let initial = Box<HKStatisticsCollection>()
            let updated = Box<(HKStatistics?, HKStatisticsCollection?)>()
            query.initialResultsHandler = { _, collection, _ in if let collection { initial.set(collection) } }
            query.statisticsUpdateHandler = { _, statistics, collection, _ in updated.set((statistics, collection)) }
            let store = HKHealthStore()
            store.execute(query)
            #expect(initial.value?.statistics().first?.sumQuantity()?.doubleValue(for: Health.milliliters) == 450)
            #expect(initial.value?.statistics().first?.startDate == Health.at(8))
            try await store.save(Health.drink(300, at: Health.at(9, 15)))
            #expect(updated.value?.0?.startDate == Health.at(9))
            #expect(updated.value?.0?.sumQuantity()?.doubleValue(for: Health.milliliters) == 300)
            #expect(updated.value?.1?.statistics().count == 2)
            store.stop(query)
            try await store.save(Health.drink(300, at: Health.at(10)))
            #expect(updated.count == 1)
        }
    }
}
