import Foundation

/// What a statistics query computes, as HealthKit's `HKStatisticsOptions`: sums for cumulative types, averages,
/// minimums and maximums for discrete ones.
public struct HKStatisticsOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: UInt
    /// The options with the bits `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Each statistic for each source as well (`sumQuantity(for:)`).
    public static let separateBySource = HKStatisticsOptions(rawValue: 1 << 0)
    /// The mean of a discrete type's samples.
    public static let discreteAverage = HKStatisticsOptions(rawValue: 1 << 1)
    /// The least of a discrete type's samples.
    public static let discreteMin = HKStatisticsOptions(rawValue: 1 << 2)
    /// The greatest of a discrete type's samples.
    public static let discreteMax = HKStatisticsOptions(rawValue: 1 << 3)
    /// The total of a cumulative type's samples.
    public static let cumulativeSum = HKStatisticsOptions(rawValue: 1 << 4)
    /// The latest sample's quantity.
    public static let mostRecent = HKStatisticsOptions(rawValue: 1 << 5)
    /// The time the samples cover.
    public static let duration = HKStatisticsOptions(rawValue: 1 << 6)

    /// The name iOS 12 used for ``mostRecent``.
    @available(*, deprecated, renamed: "mostRecent")
    public static var discreteMostRecent: HKStatisticsOptions { .mostRecent }
}

/// The statistics of a quantity type's samples over a span, as HealthKit's `HKStatistics`. A statistic the query did
/// not ask for, or of a span without samples, is `nil`.
///
/// Sums add the samples' quantities; averages are the arithmetic mean of the samples' quantities, for every discrete
/// type (HealthKit weighs heart rate samples by time; napkin's stand-in does not: a difference only when samples
/// are unevenly spaced). In a statistics collection a sample spanning two intervals gives each the share of its
/// quantity its time there gives; a discrete sample belongs to the interval it starts in.
public final class HKStatistics: NSObject, @unchecked Sendable {
    /// The values of one group of samples, in the unit of the statistics.
    struct Values {
        var sum: Double?
        var average: Double?
        var minimum: Double?
        var maximum: Double?
        var mostRecent: (value: Double, interval: DateInterval)?
        var duration: TimeInterval?
    }

    /// The type of the samples.
    public let quantityType: HKQuantityType
    /// The start of the span.
    public let startDate: Date
    /// The end of the span.
    public let endDate: Date
    let unit: HKUnit
    let values: Values
    let valuesBySource: [HKSource: Values]

    init(type: HKQuantityType, start: Date, end: Date, unit: HKUnit, values: Values, bySource: [HKSource: Values]) {
        quantityType = type
        startDate = start
        endDate = end
        self.unit = unit
        self.values = values
        valuesBySource = bySource
        super.init()
    }

    /// The sources of the samples, when the query asked for `.separateBySource`.
    public var sources: [HKSource]? {
        valuesBySource.isEmpty ? nil : valuesBySource.keys.sorted { $0.bundleIdentifier < $1.bundleIdentifier }
    }

    private func quantity(_ value: Double?) -> HKQuantity? { value.map { HKQuantity(unit: unit, doubleValue: $0) } }

    /// The total of the samples.
    public func sumQuantity() -> HKQuantity? { quantity(values.sum) }
    /// The mean of the samples.
    public func averageQuantity() -> HKQuantity? { quantity(values.average) }
    /// The least sample.
    public func minimumQuantity() -> HKQuantity? { quantity(values.minimum) }
    /// The greatest sample.
    public func maximumQuantity() -> HKQuantity? { quantity(values.maximum) }
    /// The quantity of the sample that ends last.
    public func mostRecentQuantity() -> HKQuantity? { quantity(values.mostRecent?.value) }
    /// The span of the sample that ends last.
    public func mostRecentQuantityDateInterval() -> DateInterval? { values.mostRecent?.interval }
    /// The time the samples cover, in seconds.
    public func duration() -> HKQuantity? { values.duration.map { HKQuantity(unit: .second(), doubleValue: $0) } }

    /// The total of `source`'s samples.
    public func sumQuantity(for source: HKSource) -> HKQuantity? { quantity(valuesBySource[source]?.sum) }
    /// The mean of `source`'s samples.
    public func averageQuantity(for source: HKSource) -> HKQuantity? { quantity(valuesBySource[source]?.average) }
    /// The least of `source`'s samples.
    public func minimumQuantity(for source: HKSource) -> HKQuantity? { quantity(valuesBySource[source]?.minimum) }
    /// The greatest of `source`'s samples.
    public func maximumQuantity(for source: HKSource) -> HKQuantity? { quantity(valuesBySource[source]?.maximum) }
    /// The quantity of `source`'s sample that ends last.
    public func mostRecentQuantity(for source: HKSource) -> HKQuantity? { quantity(valuesBySource[source]?.mostRecent?.value) }
    /// The time `source`'s samples cover.
    public func duration(for source: HKSource) -> HKQuantity? {
        valuesBySource[source]?.duration.map { HKQuantity(unit: .second(), doubleValue: $0) }
    }
}

/// Computes statistics from samples.
enum StatisticsCalculator {
    /// Why `options` do not suit `type` (a sum of a discrete type, an average of a cumulative one), or `nil`.
    static func refusal(of options: HKStatisticsOptions, for type: HKQuantityType) -> HKError? {
        let discrete: HKStatisticsOptions = [.discreteAverage, .discreteMin, .discreteMax]
        if type.aggregationStyle == .cumulative, !options.isDisjoint(with: discrete) {
            return HKError(
                .errorInvalidArgument,
                message: "Statistics options \(options.rawValue) are not compatible with the cumulative type \(type.identifier).")
        }
        if type.aggregationStyle != .cumulative, options.contains(.cumulativeSum) {
            return HKError(
                .errorInvalidArgument,
                message: "Statistics option cumulativeSum is not compatible with the discrete type \(type.identifier).")
        }
        return nil
    }

    /// One sample's part in a span: its quantity in the statistics' unit, and the share of it in the span.
    struct Part {
        let sample: HKQuantitySample
        let value: Double
        let share: Double
        let seconds: TimeInterval
    }

    /// The statistics of `parts` from `start` to `end`, or `nil` when there are none.
    static func statistics(
        of parts: [Part], type: HKQuantityType, options: HKStatisticsOptions, start: Date, end: Date, unit: HKUnit
    ) -> HKStatistics? {
        guard !parts.isEmpty else { return nil }
        var bySource: [HKSource: Values] = [:]
        if options.contains(.separateBySource) {
            for (source, group) in Dictionary(grouping: parts, by: { $0.sample.sourceRevision.source }) {
                bySource[source] = values(of: group, options: options)
            }
        }
        return HKStatistics(type: type, start: start, end: end, unit: unit, values: values(of: parts, options: options), bySource: bySource)
    }

    private typealias Values = HKStatistics.Values

    private static func values(of parts: [Part], options: HKStatisticsOptions) -> Values {
        var values = Values()
        let amounts = parts.map(\.value)
        if options.contains(.cumulativeSum) { values.sum = parts.reduce(0) { $0 + $1.value * $1.share } }
        if options.contains(.discreteAverage) { values.average = amounts.reduce(0, +) / Double(amounts.count) }
        if options.contains(.discreteMin) { values.minimum = amounts.min() }
        if options.contains(.discreteMax) { values.maximum = amounts.max() }
        if options.contains(.mostRecent) {
            // the latest end; of two ending together, the later start, then the one saved last
            let latest = parts.enumerated().max { lhs, rhs in
                (lhs.element.sample.endDate, lhs.element.sample.startDate, lhs.offset)
                    < (rhs.element.sample.endDate, rhs.element.sample.startDate, rhs.offset)
            }
            if let latest = latest?.element {
                values.mostRecent = (latest.value, DateInterval(start: latest.sample.startDate, end: latest.sample.endDate))
            }
        }
        if options.contains(.duration) { values.duration = parts.reduce(0) { $0 + $1.seconds } }
        return values
    }

    /// The unit statistics of `type` are given in: the type's own, else the first sample's.
    static func unit(for type: HKQuantityType, _ samples: [HKQuantitySample]) -> HKUnit {
        type.preferredUnit ?? samples.first?.quantity.madeUnit ?? .count()
    }

    /// Each sample whole, for a statistics query.
    static func wholeParts(_ samples: [HKQuantitySample], unit: HKUnit) -> [Part] {
        samples.map {
            Part(sample: $0, value: $0.quantity.doubleValue(for: unit), share: 1, seconds: $0.endDate.timeIntervalSince($0.startDate))
        }
    }

    /// The parts of `samples` in the interval from `start` to `end`: a cumulative sample's share is the part of its
    /// span inside (an instant counts whole in the interval it falls in); a discrete sample is whole in the interval
    /// it starts in.
    static func parts(_ samples: [HKQuantitySample], in start: Date, _ end: Date, cumulative: Bool, unit: HKUnit) -> [Part] {
        samples.compactMap { sample in
            let length = sample.endDate.timeIntervalSince(sample.startDate)
            let inside = min(sample.endDate, end).timeIntervalSince(max(sample.startDate, start))
            if !cumulative || length == 0 {
                guard sample.startDate >= start, sample.startDate < end else { return nil }
                return Part(sample: sample, value: sample.quantity.doubleValue(for: unit), share: 1, seconds: max(inside, 0))
            }
            guard inside > 0 else { return nil }
            return Part(sample: sample, value: sample.quantity.doubleValue(for: unit), share: inside / length, seconds: inside)
        }
    }
}

/// A query for the statistics of a quantity type's samples, as HealthKit's `HKStatisticsQuery`: the handler gets one
/// ``HKStatistics`` of the samples the predicate accepts, spanning from the earliest start to the latest end; with no
/// such samples, no statistics and `errorNoData`, as HealthKit answers. Options that do not suit the type's
/// aggregation style (a sum of body mass) give `errorInvalidArgument`.
public final class HKStatisticsQuery: HKQuery, @unchecked Sendable {
    private let options: HKStatisticsOptions
    private let completionHandler: @Sendable (HKStatisticsQuery, HKStatistics?, (any Error)?) -> Void

    /// A query for the statistics `options` name of the samples of `quantityType` that `quantitySamplePredicate`
    /// accepts.
    public init(
        quantityType: HKQuantityType, quantitySamplePredicate: NSPredicate?, options: HKStatisticsOptions = [],
        completionHandler: @escaping @Sendable (HKStatisticsQuery, HKStatistics?, (any Error)?) -> Void
    ) {
        self.options = options
        self.completionHandler = completionHandler
        super.init(objectType: quantityType, predicate: quantitySamplePredicate)
    }

    override func answer() {
        let type = objectType as! HKQuantityType
        if let refusal = StatisticsCalculator.refusal(of: options, for: type) { return completionHandler(self, nil, refusal) }
        switch matchingSamples() {
        case .failure(let error): completionHandler(self, nil, error)
        case .success(let found):
            let samples = found.compactMap { $0 as? HKQuantitySample }
            let unit = StatisticsCalculator.unit(for: type, samples)
            guard let start = samples.map(\.startDate).min(), let end = samples.map(\.endDate).max(),
                let statistics = StatisticsCalculator.statistics(
                    of: StatisticsCalculator.wholeParts(samples, unit: unit), type: type, options: options, start: start, end: end,
                    unit: unit)
            else { return completionHandler(self, nil, HKError(.errorNoData)) }
            completionHandler(self, statistics, nil)
        }
    }
}
