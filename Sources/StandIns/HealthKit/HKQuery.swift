import Foundation
@_spi(StandIns) import NapkinFoundation

/// How a sample's span must lie in a predicate's interval, as HealthKit's `HKQueryOptions`.
public struct HKQueryOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: UInt
    /// The options with the bits `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The sample must start within the interval (at or after its start, before its end).
    public static let strictStartDate = HKQueryOptions(rawValue: 1 << 0)
    /// The sample must end within the interval (after its start, at or before its end).
    public static let strictEndDate = HKQueryOptions(rawValue: 1 << 1)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// No limit on a sample query's results.
public let HKObjectQueryNoLimit = 0

/// A question to the health store, as HealthKit's `HKQuery`: run it with `HKHealthStore.execute(_:)`. Its class
/// methods make the predicates queries take.
public class HKQuery: NSObject, @unchecked Sendable {
    /// The type of the objects the query looks at.
    public let objectType: HKObjectType?
    /// The predicate the objects must satisfy, `nil` for all.
    public let predicate: NSPredicate?
    private let lock = NSLock()
    private var order = 0
    private var stopped = false

    init(objectType: HKObjectType?, predicate: NSPredicate?) {
        self.objectType = objectType
        self.predicate = predicate
        super.init()
    }

    /// The type of the samples the query looks at.
    public var sampleType: HKSampleType? { objectType as? HKSampleType }

    // MARK: Running (the store calls these)

    /// True for queries that hear of changes after their first answer.
    var keepsRunning: Bool { false }

    /// When the query was executed, among all the queries: running queries hear of changes in this order.
    var executionOrder: Int { lock.withLock { order } }

    /// True once the query was stopped, or the store reset.
    var isStopped: Bool { lock.withLock { stopped } }

    /// Answers, as the store executes the query.
    func start(order: Int) {
        lock.withLock {
            self.order = order
            stopped = false
        }
        answer()
    }

    /// The query's first answer.
    func answer() {}

    /// Saved or deleted `objects` of the query's type.
    func storeDidChange(_ objects: [HKObject]) {}

    /// Whether the query hears of changes to samples of `type`: its own type's.
    func hearsOf(_ type: HKSampleType) -> Bool { type == objectType }

    func markStopped() { lock.withLock { stopped = true } }

    /// The samples of the query's type the app may read that `predicate` accepts, in the order they were saved; or
    /// why the app may not read them.
    func matchingSamples() -> Result<[HKSample], HKError> {
        guard let type = sampleType else { return .failure(HKError(.errorInvalidArgument)) }
        let database = HealthDatabase.shared
        if let refusal = database.readRefusal(for: type) { return .failure(refusal) }
        let samples = database.readableSamples(of: type)
        guard let predicate else { return .success(samples) }
        return .success(samples.filter { predicate.evaluate(with: $0) })
    }
}

// MARK: - Predicates

extension HKQuery {
    /// Samples whose span meets the interval from `startDate` to `endDate` (either may be `nil`, unbounded): with
    /// no options, a sample that ends at or after the start and starts before the end; `.strictStartDate` asks that
    /// it start within the interval (at or after its start), `.strictEndDate` that it end within it (at or
    /// before its end).
    public class func predicateForSamples(withStart startDate: Date?, end endDate: Date?, options: HKQueryOptions = []) -> NSPredicate {
        NSPredicate { object, _ in
            guard let sample = object as? HKSample else { return false }
            if let startDate {
                if sample.endDate < startDate { return false }
                if options.contains(.strictStartDate), sample.startDate < startDate { return false }
            }
            if let endDate {
                if sample.startDate >= endDate { return false }
                if options.contains(.strictEndDate), sample.endDate > endDate { return false }
            }
            return true
        }
    }

    /// Objects saved by `source`.
    public class func predicateForObjects(from source: HKSource) -> NSPredicate {
        predicateForObjects(from: [source])
    }

    /// Objects saved by any of `sources`.
    public class func predicateForObjects(from sources: Set<HKSource>) -> NSPredicate {
        NSPredicate { object, _ in (object as? HKObject).map { sources.contains($0.sourceRevision.source) } ?? false }
    }

    /// The object with `uuid`.
    public class func predicateForObject(with uuid: UUID) -> NSPredicate { predicateForObjects(with: [uuid]) }

    /// The objects with these `uuids`.
    public class func predicateForObjects(with uuids: Set<UUID>) -> NSPredicate {
        NSPredicate { object, _ in (object as? HKObject).map { uuids.contains($0.uuid) } ?? false }
    }

    /// Objects whose metadata has `key`.
    public class func predicateForObjects(withMetadataKey key: String) -> NSPredicate {
        NSPredicate { object, _ in (object as? HKObject)?.metadata?[key] != nil }
    }

    /// Objects whose metadata value for `key` is one of `allowedValues`.
    public class func predicateForObjects(withMetadataKey key: String, allowedValues: [Any]) -> NSPredicate {
        let allowed = UncheckedBox(allowedValues)
        return NSPredicate { object, _ in
            guard let value = (object as? HKObject)?.metadata?[key] else { return false }
            return allowed.value.contains { PredicateValues.order(value, $0, []) == .orderedSame || sameValue(value, $0) }
        }
    }

    /// Quantity samples whose quantity compares to `quantity` as `operatorType` says (`.greaterThan`,
    /// `.lessThanOrEqualTo`, `.equalTo`…). Samples of another kind of quantity do not match.
    public class func predicateForQuantitySamples(with operatorType: ComparisonOperator, quantity: HKQuantity) -> NSPredicate {
        NSPredicate { object, _ in
            guard let sample = object as? HKQuantitySample, sample.quantity.is(compatibleWith: quantity.madeUnit) else { return false }
            return operatorType.accepts(sample.quantity.compare(quantity))
        }
    }

    /// Category samples whose value compares to `value` as `operatorType` says.
    public class func predicateForCategorySamples(with operatorType: ComparisonOperator, value: Int) -> NSPredicate {
        NSPredicate { object, _ in
            guard let sample = object as? HKCategorySample else { return false }
            let order: ComparisonResult =
                sample.value < value ? .orderedAscending : sample.value > value ? .orderedDescending : .orderedSame
            return operatorType.accepts(order)
        }
    }

    /// Category samples whose value is one of `values` (`HKCategoryValueSleepAnalysis.allAsleepValues`' raw values).
    public class func predicateForCategorySamples(equalTo values: Set<Int>) -> NSPredicate {
        NSPredicate { object, _ in (object as? HKCategorySample).map { values.contains($0.value) } ?? false }
    }

    /// The comparisons of Foundation's `NSComparisonPredicate.Operator` that HealthKit's predicates take, under a
    /// name of the stand-in's own: Linux's Foundation deprecates `NSComparisonPredicate`, so naming it warns.
    /// `.greaterThan` and the other cases read as on iOS.
    public enum ComparisonOperator: Sendable {
        case lessThan, lessThanOrEqualTo, greaterThan, greaterThanOrEqualTo, equalTo, notEqualTo

        func accepts(_ order: ComparisonResult) -> Bool {
            switch self {
            case .lessThan: order == .orderedAscending
            case .lessThanOrEqualTo: order != .orderedDescending
            case .greaterThan: order == .orderedDescending
            case .greaterThanOrEqualTo: order != .orderedAscending
            case .equalTo: order == .orderedSame
            case .notEqualTo: order != .orderedSame
            }
        }
    }
}

// Foundation's own operator type, for code that names it (which warns on Linux, as naming `NSComparisonPredicate`
// does anywhere there): deprecated as Foundation's type is, and disfavoured, so that `.greaterThan` picks the
// stand-in's.
@available(*, deprecated, message: "Linux's Foundation deprecates NSComparisonPredicate; write the operator alone: .greaterThan")
extension HKQuery {
    /// Quantity samples whose quantity compares to `quantity` as Foundation's `operatorType` says.
    @_disfavoredOverload
    public class func predicateForQuantitySamples(with operatorType: NSComparisonPredicate.Operator, quantity: HKQuantity) -> NSPredicate {
        predicateForQuantitySamples(with: ComparisonOperator(operatorType), quantity: quantity)
    }

    /// Category samples whose value compares to `value` as Foundation's `operatorType` says.
    @_disfavoredOverload
    public class func predicateForCategorySamples(with operatorType: NSComparisonPredicate.Operator, value: Int) -> NSPredicate {
        predicateForCategorySamples(with: ComparisonOperator(operatorType), value: value)
    }
}

@available(*, deprecated, message: "Linux's Foundation deprecates NSComparisonPredicate")
extension HKQuery.ComparisonOperator {
    /// The stand-in's case for Foundation's; HealthKit refuses the string and collection operators, and this stops.
    init(_ operatorType: NSComparisonPredicate.Operator) {
        switch operatorType {
        case .lessThan: self = .lessThan
        case .lessThanOrEqualTo: self = .lessThanOrEqualTo
        case .greaterThan: self = .greaterThan
        case .greaterThanOrEqualTo: self = .greaterThanOrEqualTo
        case .equalTo: self = .equalTo
        case .notEqualTo: self = .notEqualTo
        default: preconditionFailure("HKQuery: \(operatorType) does not compare quantities or category values")
        }
    }
}

// MARK: - Sample queries

/// A query for the samples of one type, as HealthKit's `HKSampleQuery`: its handler gets the samples that match the
/// predicate, ordered by the sort descriptors (else in the order they were saved), at most `limit` of them
/// (``HKObjectQueryNoLimit`` for all); or, when the app never asked to read or share the type, no samples and
/// `errorAuthorizationNotDetermined`.
public final class HKSampleQuery: HKQuery, @unchecked Sendable {
    /// The most samples the handler gets; ``HKObjectQueryNoLimit`` for all.
    public let limit: Int
    /// The order of the results.
    public let sortDescriptors: [NSSortDescriptor]?
    private let resultsHandler: @Sendable (HKSampleQuery, [HKSample]?, (any Error)?) -> Void

    /// A query for the samples of `sampleType` that `predicate` accepts.
    public init(
        sampleType: HKSampleType, predicate: NSPredicate?, limit: Int, sortDescriptors: [NSSortDescriptor]?,
        resultsHandler: @escaping @Sendable (HKSampleQuery, [HKSample]?, (any Error)?) -> Void
    ) {
        self.limit = limit
        self.sortDescriptors = sortDescriptors
        self.resultsHandler = resultsHandler
        super.init(objectType: sampleType, predicate: predicate)
    }

    override func answer() {
        switch matchingSamples() {
        case .failure(let error): resultsHandler(self, nil, error)
        case .success(let samples):
            var results = samples
            if let sortDescriptors, !sortDescriptors.isEmpty { results = Self.sorted(results, by: sortDescriptors) }
            if limit > 0 { results = Array(results.prefix(limit)) }
            resultsHandler(self, results, nil)
        }
    }

    /// `samples` in the order `descriptors` give, ties kept in their order.
    static func sorted(_ samples: [HKSample], by descriptors: [NSSortDescriptor]) -> [HKSample] {
        samples.enumerated().sorted { lhs, rhs in
            for descriptor in descriptors {
                switch descriptor.compare(lhs.element, to: rhs.element) {
                case .orderedAscending: return true
                case .orderedDescending: return false
                case .orderedSame: continue
                }
            }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }
}

/// The handler an observer query's update handler calls when it has handled the change, as HealthKit's.
public typealias HKObserverQueryCompletionHandler = @Sendable () -> Void

/// A query that keeps running and tells of each change to the samples of its type, as HealthKit's
/// `HKObserverQuery`: its handler runs once when executed, then after each save or delete of a sample its predicate
/// accepts, until the store stops it. It says that something changed, not what: the app queries again.
public final class HKObserverQuery: HKQuery, @unchecked Sendable {
    private let updateHandler: @Sendable (HKObserverQuery, @escaping HKObserverQueryCompletionHandler, (any Error)?) -> Void

    /// A query telling of changes to the samples of `sampleType` that `predicate` accepts.
    public init(
        sampleType: HKSampleType, predicate: NSPredicate?,
        updateHandler: @escaping @Sendable (HKObserverQuery, @escaping HKObserverQueryCompletionHandler, (any Error)?) -> Void
    ) {
        self.updateHandler = updateHandler
        super.init(objectType: sampleType, predicate: predicate)
    }

    override var keepsRunning: Bool { true }

    override func answer() {
        if case .failure(let error) = matchingSamples() {
            updateHandler(self, {}, error)
        } else {
            updateHandler(self, {}, nil)
        }
    }

    override func storeDidChange(_ objects: [HKObject]) {
        guard !isStopped else { return }
        if let predicate, !objects.contains(where: { predicate.evaluate(with: $0) }) { return }
        updateHandler(self, {}, nil)
    }
}

// MARK: - Sort descriptors by key

/// `NSSortDescriptor(key:ascending:)` (NapkinFoundation's) orders quantities of one kind by amount.
extension HKQuantity: KeyedSortOrdering {
    package func keyedSortOrder(against other: Any) -> ComparisonResult? {
        guard let other = other as? HKQuantity, self.is(compatibleWith: other.madeUnit) else { return nil }
        return compare(other)
    }
}
