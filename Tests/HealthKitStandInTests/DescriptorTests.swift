import Foundation
import HealthKit
import Testing

extension HealthDatabaseTests {
    @Suite("query descriptors and workouts")
    struct Descriptors {
        @Test("a sample query descriptor gives typed samples, sorted by Swift sort descriptors, up to its limit")
        func sampleDescriptor() async throws {
            HKHealthStore.reset()
            HKHealthStore.setAuthorizationStatus(.sharingAuthorized, for: Health.heartRate)
            HKHealthStore.seed([
                Health.pulse(62, at: Health.at(7)), Health.pulse(110, at: Health.at(18)), Health.pulse(71, at: Health.at(12)),
            ])
            let latest = HKSampleQueryDescriptor(
                predicates: [.quantitySample(type: Health.heartRate)], sortDescriptors: [SortDescriptor(\.startDate, order: .reverse)],
                limit: 2)
            let samples: [HKQuantitySample] = try await latest.result(for: HKHealthStore())
            #expect(samples.map { $0.quantity.doubleValue(for: HKUnit(from: "count/min")) } == [110, 71])
            let morning = HKSampleQueryDescriptor(
                predicates: [
                    .quantitySample(type: Health.heartRate, predicate: HKQuery.predicateForSamples(withStart: nil, end: Health.at(12)))
                ],
                sortDescriptors: [])
            #expect(try await morning.result(for: HKHealthStore()).count == 1)
            let steps = HKSampleQueryDescriptor(predicates: [.quantitySample(type: Health.steps)], sortDescriptors: [])
            await #expect(throws: HKError(.errorAuthorizationNotDetermined)) { try await steps.result(for: HKHealthStore()) }
        }

        @Test("statistics descriptors: a sum, nil without samples, a daily collection")
        func statisticsDescriptors() async throws {
            HKHealthStore.reset()
            HKHealthStore.setAuthorizationStatus(.sharingAuthorized, for: Health.steps)
            let store = HKHealthStore()
            let total = HKStatisticsQueryDescriptor(predicate: .quantitySample(type: Health.steps), options: .cumulativeSum)
            #expect(try await total.result(for: store) == nil)
            HKHealthStore.seed([
                Health.walk(1200, from: Health.at(9, day: 2), to: Health.at(10, day: 2)),
                Health.walk(800, from: Health.at(9), to: Health.at(9, 30)),
            ])
            #expect(try await total.result(for: store)?.sumQuantity()?.doubleValue(for: .count()) == 2000)
            let daily = HKStatisticsCollectionQueryDescriptor(
                predicate: .quantitySample(type: Health.steps), options: .cumulativeSum, anchorDate: Health.at(0, day: 1),
                intervalComponents: DateComponents(day: 1))
            let collection = try await daily.result(for: store)
            #expect(collection.statistics().map(\.startDate) == [Health.at(0, day: 2), Health.at(0)])
        }

        @Test("workouts: activity types with HealthKit's raw values, totals, the span as duration, a workout predicate")
        func workouts() async throws {
            #expect(HKWorkoutActivityType.running.rawValue == 37)
            #expect(HKWorkoutActivityType.walking.rawValue == 52)
            #expect(HKWorkoutActivityType(rawValue: 3000) == .other)
            HKHealthStore.reset()
            let store = HKHealthStore()
            try await store.requestAuthorization(toShare: [HKObjectType.workoutType()], read: [HKObjectType.workoutType()])
            let run = HKWorkout(
                activityType: .running, start: Health.at(7), end: Health.at(7, 30), duration: 0,
                totalEnergyBurned: HKQuantity(unit: .kilocalorie(), doubleValue: 310),
                totalDistance: HKQuantity(unit: .mile(), doubleValue: 3.1),
                metadata: [HKMetadataKeyWasUserEntered: false])
            try await store.save([run, HKWorkout(activityType: .yoga, start: Health.at(18), end: Health.at(19))])
            let runs = try await HKSampleQueryDescriptor(
                predicates: [.workout(HKQuery.predicateForWorkouts(with: .running))], sortDescriptors: []
            ).result(for: store)
            #expect(runs.count == 1)
            #expect(runs.first?.duration == 1800)
            #expect(abs((runs.first?.totalDistance?.doubleValue(for: .meterUnit(with: .kilo)) ?? 0) - 4.989) < 0.001)
            #expect(runs.first?.metadata?[HKMetadataKeyWasUserEntered] as? Bool == false)
            let longest = [NSSortDescriptor(key: HKWorkoutSortIdentifierDuration, ascending: false)]
            let sorted = Health.samples(store, HKObjectType.workoutType(), sort: longest).samples as? [HKWorkout]
            #expect(sorted?.map(\.workoutActivityType) == [.yoga, .running])
        }
    }
}
