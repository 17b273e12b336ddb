import Foundation

/// The samples of one type a query descriptor asks for, with a predicate, as HealthKit's `HKSamplePredicate`:
/// `.quantitySample(type: HKQuantityType(.stepCount), predicate: today)`.
public struct HKSamplePredicate<Sample: HKSample>: @unchecked Sendable {
    /// The type of the samples.
    public let sampleType: HKSampleType
    /// What the samples must satisfy, `nil` for all.
    public let nsPredicate: NSPredicate?

    init(sampleType: HKSampleType, predicate: NSPredicate?) {
        self.sampleType = sampleType
        nsPredicate = predicate
    }
}

extension HKSamplePredicate where Sample == HKSample {
    /// Samples of `type` that `predicate` accepts.
    public static func sample(type: HKSampleType, predicate: NSPredicate? = nil) -> HKSamplePredicate<HKSample> {
        HKSamplePredicate(sampleType: type, predicate: predicate)
    }
}

extension HKSamplePredicate where Sample == HKQuantitySample {
    /// Quantity samples of `type` that `predicate` accepts.
    public static func quantitySample(type: HKQuantityType, predicate: NSPredicate? = nil) -> HKSamplePredicate<HKQuantitySample> {
        HKSamplePredicate(sampleType: type, predicate: predicate)
    }
}

extension HKSamplePredicate where Sample == HKCategorySample {
    /// Category samples of `type` that `predicate` accepts.
    public static func categorySample(type: HKCategoryType, predicate: NSPredicate? = nil) -> HKSamplePredicate<HKCategorySample> {
        HKSamplePredicate(sampleType: type, predicate: predicate)
    }
}

extension HKSamplePredicate where Sample == HKWorkout {
    /// Workouts that `predicate` accepts.
    public static func workout(_ predicate: NSPredicate? = nil) -> HKSamplePredicate<HKWorkout> {
        HKSamplePredicate(sampleType: HKObjectType.workoutType(), predicate: predicate)
    }
}

/// A sample query for Swift concurrency, as HealthKit's `HKSampleQueryDescriptor`: `try await descriptor.result(for:
/// store)` gives the samples of every predicate's type that its predicate accepts, in the sort descriptors' order,
/// at most `limit` of them. It fails as ``HKSampleQuery`` does (`errorAuthorizationNotDetermined` for a type never
/// asked about).
public struct HKSampleQueryDescriptor<Sample: HKSample>: @unchecked Sendable {
    /// The types and predicates of the samples.
    public var predicates: [HKSamplePredicate<Sample>]
    /// The order of the results.
    public var sortDescriptors: [SortDescriptor<Sample>]
    /// The most samples the query gives; `nil` (or ``HKObjectQueryNoLimit``) for all.
    public var limit: Int?

    /// A descriptor of the samples `predicates` name, sorted by `sortDescriptors`, at most `limit` of them.
    public init(predicates: [HKSamplePredicate<Sample>], sortDescriptors: [SortDescriptor<Sample>], limit: Int? = nil) {
        self.predicates = predicates
        self.sortDescriptors = sortDescriptors
        self.limit = limit
    }

    /// Runs the query on `healthStore`'s database and returns the samples.
    public func result(for healthStore: HKHealthStore) async throws -> [Sample] {
        var samples: [Sample] = []
        for predicate in predicates {
            let query = HKSampleQuery(sampleType: predicate.sampleType, predicate: predicate.nsPredicate, limit: 0, sortDescriptors: nil) {
                _, _, _ in
            }
            samples += try query.matchingSamples().get().compactMap { $0 as? Sample }
        }
        if !sortDescriptors.isEmpty { samples.sort(using: sortDescriptors) }
        if let limit, limit > 0 { samples = Array(samples.prefix(limit)) }
        return samples
    }
}

/// A statistics query for Swift concurrency, as HealthKit's `HKStatisticsQueryDescriptor`: `try await
/// descriptor.result(for: store)` gives the statistics ``HKStatisticsQuery`` gives, or `nil` when no sample matches.
public struct HKStatisticsQueryDescriptor: Sendable {
    /// The quantity type and predicate of the samples.
    public var predicate: HKSamplePredicate<HKQuantitySample>
    /// What to compute.
    public var options: HKStatisticsOptions

    /// A descriptor of the statistics `options` name of the samples `predicate` names.
    public init(predicate: HKSamplePredicate<HKQuantitySample>, options: HKStatisticsOptions = []) {
        self.predicate = predicate
        self.options = options
    }

    /// Runs the query on `healthStore`'s database: the statistics, or `nil` without samples.
    public func result(for healthStore: HKHealthStore) async throws -> HKStatistics? {
        let answer = Answer<HKStatistics>()
        let type = predicate.sampleType as! HKQuantityType
        healthStore.execute(
            HKStatisticsQuery(quantityType: type, quantitySamplePredicate: predicate.nsPredicate, options: options) {
                _, statistics, error in
                answer.set(statistics, error)
            })
        if let error = answer.error as? HKError, error.code == .errorNoData { return nil }
        if let error = answer.error { throw error }
        return answer.value
    }
}

/// A statistics collection query for Swift concurrency, as HealthKit's `HKStatisticsCollectionQueryDescriptor`:
/// `try await descriptor.result(for: store)` gives the collection ``HKStatisticsCollectionQuery`` gives.
public struct HKStatisticsCollectionQueryDescriptor: Sendable {
    /// The quantity type and predicate of the samples.
    public var predicate: HKSamplePredicate<HKQuantitySample>
    /// What to compute.
    public var options: HKStatisticsOptions
    /// Where the intervals are counted from.
    public var anchorDate: Date
    /// The length of each interval.
    public var intervalComponents: DateComponents

    /// A descriptor of the statistics `options` name, over intervals of `intervalComponents` from `anchorDate`.
    public init(
        predicate: HKSamplePredicate<HKQuantitySample>, options: HKStatisticsOptions, anchorDate: Date, intervalComponents: DateComponents
    ) {
        self.predicate = predicate
        self.options = options
        self.anchorDate = anchorDate
        self.intervalComponents = intervalComponents
    }

    /// Runs the query on `healthStore`'s database and returns the collection.
    public func result(for healthStore: HKHealthStore) async throws -> HKStatisticsCollection {
        let answer = Answer<HKStatisticsCollection>()
        let query = HKStatisticsCollectionQuery(
            quantityType: predicate.sampleType as! HKQuantityType, quantitySamplePredicate: predicate.nsPredicate, options: options,
            anchorDate: anchorDate, intervalComponents: intervalComponents)
        query.initialResultsHandler = { _, collection, error in answer.set(collection, error) }
        healthStore.execute(query)
        if let error = answer.error { throw error }
        guard let collection = answer.value else { throw HKError(.errorNoData) }
        return collection
    }
}

/// What a query's handler gave, kept for the descriptor that ran it (the handler runs before `execute` returns).
private final class Answer<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: (Value?, (any Error)?) = (nil, nil)

    func set(_ value: Value?, _ error: (any Error)?) { lock.withLock { stored = (value, error) } }
    var value: Value? { lock.withLock { stored.0 } }
    var error: (any Error)? { lock.withLock { stored.1 } }
}
