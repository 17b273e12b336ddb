import Foundation
import HealthKit
import Testing

/// Every test that reads or writes the process's health database, one at a time: the database is shared, as on
/// iOS, and each test starts it afresh.
@Suite("HealthKit stand-in: the health database", .serialized)
struct HealthDatabaseTests {}

/// Dates and samples the tests share.
enum Health {
    /// A moment on 3 December 2026, UTC: `at(8, 30)` is 08:30.
    static func at(_ hour: Int, _ minute: Int = 0, day: Int = 3) -> Date {
        var components = DateComponents()
        components.calendar = Calendar(identifier: .gregorian)
        components.timeZone = TimeZone(identifier: "UTC")
        components.year = 2026
        components.month = 12
        components.day = day
        components.hour = hour
        components.minute = minute
        return components.date!
    }

    static let water = HKQuantityType(.dietaryWater)
    static let steps = HKQuantityType(.stepCount)
    static let heartRate = HKQuantityType(.heartRate)
    static let milliliters = HKUnit.literUnit(with: .milli)

    /// `amount` mL of water drunk at `date`.
    static func drink(_ amount: Double, at date: Date, source: HKSourceRevision? = nil) -> HKQuantitySample {
        HKQuantitySample(type: water, quantity: HKQuantity(unit: milliliters, doubleValue: amount), start: date, end: date, source: source)
    }

    /// `count` steps from `start` to `end`.
    static func walk(_ count: Double, from start: Date, to end: Date) -> HKQuantitySample {
        HKQuantitySample(type: steps, quantity: HKQuantity(unit: .count(), doubleValue: count), start: start, end: end)
    }

    /// A heart rate of `bpm` at `date`.
    static func pulse(_ bpm: Double, at date: Date) -> HKQuantitySample {
        HKQuantitySample(
            type: heartRate, quantity: HKQuantity(unit: HKUnit.count().unitDivided(by: .minute()), doubleValue: bpm), start: date, end: date
        )
    }

    /// Another app, the source of seeded samples the app did not write.
    static let otherApp = HKSourceRevision(source: HKSource(name: "Water Tracker", bundleIdentifier: "com.example.water"), version: "2.1")

    /// Runs `query` and returns what its handler got: the store answers before `execute` returns.
    static func samples(
        _ store: HKHealthStore, _ type: HKSampleType, _ predicate: NSPredicate? = nil, limit: Int = HKObjectQueryNoLimit,
        sort: [NSSortDescriptor]? = nil
    ) -> (samples: [HKSample]?, error: (any Error)?) {
        let box = Box<([HKSample]?, (any Error)?)>()
        store.execute(
            HKSampleQuery(sampleType: type, predicate: predicate, limit: limit, sortDescriptors: sort) { _, samples, error in
                box.set((samples, error))
            })
        let answer = box.value
        #expect(answer != nil, "the handler ran before execute returned")
        return (answer?.0, answer?.1)
    }
}

/// A value a handler hands back, behind a lock.
final class Box<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value?
    private var calls = 0
    func set(_ value: Value) {
        lock.withLock {
            stored = value
            calls += 1
        }
    }
    var value: Value? { lock.withLock { stored } }
    /// How many times a handler set a value.
    var count: Int { lock.withLock { calls } }
}
