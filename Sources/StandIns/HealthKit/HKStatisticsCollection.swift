import Foundation

/// The statistics of a quantity type over a run of equal intervals (each day, each hour), as HealthKit's
/// `HKStatisticsCollection`.
public final class HKStatisticsCollection: NSObject, @unchecked Sendable {
    private let grid: IntervalGrid
    private let byInterval: [Date: HKStatistics]
    private let quantityType: HKQuantityType

    init(type: HKQuantityType, grid: IntervalGrid, intervalStarts: [Date], compute: (Date, Date) -> HKStatistics?) {
        quantityType = type
        self.grid = grid
        var byInterval: [Date: HKStatistics] = [:]
        for start in intervalStarts where byInterval[start] == nil {
            byInterval[start] = compute(start, grid.end(ofIntervalStartingAt: start))
        }
        self.byInterval = byInterval
        super.init()
    }

    /// The statistics of the intervals that have samples, earliest first.
    public func statistics() -> [HKStatistics] {
        byInterval.keys.sorted().compactMap { byInterval[$0] }
    }

    /// The statistics of the interval holding `date`, or `nil` when it has no samples.
    public func statistics(for date: Date) -> HKStatistics? {
        byInterval[grid.start(ofIntervalContaining: date)]
    }

    /// Calls `block` with the statistics of each interval from the one holding `startDate` to the one holding
    /// `endDate`, earliest first, those without samples too (their quantities are `nil`); setting the pointer's
    /// value to true stops.
    public func enumerateStatistics(
        from startDate: Date, to endDate: Date, with block: (HKStatistics, UnsafeMutablePointer<ObjCBool>) -> Void
    ) {
        var start = grid.start(ofIntervalContaining: startDate)
        var stop = ObjCBool(false)
        while start <= endDate {
            let end = grid.end(ofIntervalStartingAt: start)
            let statistics = byInterval[start] ?? empty(from: start, to: end)
            block(statistics, &stop)
            if stop.boolValue { return }
            start = end
        }
    }

    private func empty(from start: Date, to end: Date) -> HKStatistics {
        HKStatistics(
            type: quantityType, start: start, end: end, unit: quantityType.preferredUnit ?? .count(), values: .init(), bySource: [:])
    }

    /// The sources of the samples, over every interval.
    public func sources() -> Set<HKSource> {
        Set(byInterval.values.flatMap { $0.sources ?? [] })
    }
}

/// The intervals of a collection: from an anchor date, steps of date components in the current calendar.
struct IntervalGrid: Sendable {
    let anchor: Date
    let components: DateComponents
    let calendar: Calendar

    /// An interval's rough length in seconds, to find where to start looking.
    private var roughLength: TimeInterval {
        let seconds =
            Double(components.second ?? 0) + Double(components.minute ?? 0) * 60 + Double(components.hour ?? 0) * 3600
            + Double(components.day ?? 0) * 86400 + Double(components.weekOfYear ?? 0) * 604_800
            + Double(components.month ?? 0) * 2_629_746 + Double(components.year ?? 0) * 31_556_952
        return max(seconds, 1)
    }

    /// The start of interval `index` (0 starts at the anchor, -1 ends there).
    func start(ofInterval index: Int) -> Date {
        var step = DateComponents()
        step.year = components.year.map { $0 * index }
        step.month = components.month.map { $0 * index }
        step.weekOfYear = components.weekOfYear.map { $0 * index }
        step.day = components.day.map { $0 * index }
        step.hour = components.hour.map { $0 * index }
        step.minute = components.minute.map { $0 * index }
        step.second = components.second.map { $0 * index }
        return calendar.date(byAdding: step, to: anchor) ?? anchor
    }

    /// The index of the interval holding `date`.
    func index(ofIntervalContaining date: Date) -> Int {
        var index = Int((date.timeIntervalSince(anchor) / roughLength).rounded(.down))
        while start(ofInterval: index) > date { index -= 1 }
        while start(ofInterval: index + 1) <= date { index += 1 }
        return index
    }

    func start(ofIntervalContaining date: Date) -> Date { start(ofInterval: index(ofIntervalContaining: date)) }

    func end(ofIntervalStartingAt date: Date) -> Date {
        start(ofInterval: index(ofIntervalContaining: date) + 1)
    }
}

/// A query for the statistics of a quantity type over equal intervals (steps per day, water per hour), as
/// HealthKit's `HKStatisticsCollectionQuery`: the intervals start at `anchorDate` and step by `intervalComponents`
/// in the current calendar, forwards and backwards. Its `initialResultsHandler` gets the collection when the store
/// executes it; with a `statisticsUpdateHandler` it keeps running, and the update handler gets the new collection
/// after each save or delete of a sample the predicate accepts, with the statistics of the interval that changed
/// (the latest one, when several did), until the store stops it.
public final class HKStatisticsCollectionQuery: HKQuery, @unchecked Sendable {
    /// Where the intervals are counted from.
    public let anchorDate: Date
    /// What the query computes.
    public let options: HKStatisticsOptions
    /// The length of each interval.
    public let intervalComponents: DateComponents
    private let handlers = NSLock()
    private var initial: (@Sendable (HKStatisticsCollectionQuery, HKStatisticsCollection?, (any Error)?) -> Void)?
    private var update: (@Sendable (HKStatisticsCollectionQuery, HKStatistics?, HKStatisticsCollection?, (any Error)?) -> Void)?

    /// A query for the statistics `options` name of the samples of `quantityType` that `quantitySamplePredicate`
    /// accepts, over intervals of `intervalComponents` from `anchorDate`.
    public init(
        quantityType: HKQuantityType, quantitySamplePredicate: NSPredicate?, options: HKStatisticsOptions = [], anchorDate: Date,
        intervalComponents: DateComponents
    ) {
        self.anchorDate = anchorDate
        self.options = options
        self.intervalComponents = intervalComponents
        super.init(objectType: quantityType, predicate: quantitySamplePredicate)
    }

    /// Gets the collection when the query is executed.
    public var initialResultsHandler: (@Sendable (HKStatisticsCollectionQuery, HKStatisticsCollection?, (any Error)?) -> Void)? {
        get { handlers.withLock { initial } }
        set { handlers.withLock { initial = newValue } }
    }

    /// Gets the new collection after each change, once the query is executed.
    public var statisticsUpdateHandler:
        (@Sendable (HKStatisticsCollectionQuery, HKStatistics?, HKStatisticsCollection?, (any Error)?) -> Void)?
    {
        get { handlers.withLock { update } }
        set { handlers.withLock { update = newValue } }
    }

    override var keepsRunning: Bool { statisticsUpdateHandler != nil }

    override func answer() {
        guard let handler = initialResultsHandler else { return }
        switch collection() {
        case .failure(let error): handler(self, nil, error)
        case .success(let collection): handler(self, collection, nil)
        }
    }

    override func storeDidChange(_ objects: [HKObject]) {
        guard !isStopped, let handler = statisticsUpdateHandler else { return }
        let changed = objects.compactMap { $0 as? HKSample }.filter { predicate?.evaluate(with: $0) ?? true }
        guard let latest = changed.map(\.startDate).max() else { return }
        switch collection() {
        case .failure(let error): handler(self, nil, nil, error)
        case .success(let collection): handler(self, collection.statistics(for: latest), collection, nil)
        }
    }

    private func collection() -> Result<HKStatisticsCollection, HKError> {
        let type = objectType as! HKQuantityType
        if let refusal = StatisticsCalculator.refusal(of: options, for: type) { return .failure(refusal) }
        let options = self.options
        return matchingSamples().map { found in
            let samples = found.compactMap { $0 as? HKQuantitySample }
            let unit = StatisticsCalculator.unit(for: type, samples)
            let cumulative = type.aggregationStyle == .cumulative
            let grid = IntervalGrid(anchor: anchorDate, components: intervalComponents, calendar: .current)
            // every interval a sample touches: its start's, and for a cumulative sample each one up to its end
            var starts: [Date] = []
            for sample in samples {
                var start = grid.start(ofIntervalContaining: sample.startDate)
                starts.append(start)
                guard cumulative else { continue }
                var next = grid.end(ofIntervalStartingAt: start)
                while next < sample.endDate {
                    starts.append(next)
                    start = next
                    next = grid.end(ofIntervalStartingAt: start)
                }
            }
            return HKStatisticsCollection(type: type, grid: grid, intervalStarts: starts) { start, end in
                let parts = StatisticsCalculator.parts(samples, in: start, end, cumulative: cumulative, unit: unit)
                return StatisticsCalculator.statistics(of: parts, type: type, options: options, start: start, end: end, unit: unit)
            }
        }
    }
}
