import Foundation
@_spi(StandIns) import NapkinFoundation

/// The app or device that saved an object, as HealthKit's `HKSource`.
public final class HKSource: NSObject, @unchecked Sendable {
    /// The source's name, as the Health app shows it.
    public let name: String
    /// The app's bundle identifier.
    public let bundleIdentifier: String

    /// A source (a napkin addition: on iOS sources come only from the store, and a test seeding samples
    /// "written by another app" makes them here).
    public init(name: String, bundleIdentifier: String) {
        self.name = name
        self.bundleIdentifier = bundleIdentifier
        super.init()
    }

    /// This app: its bundle's identifier and name, or on Linux, where a test runner has no bundle identifier,
    /// the process's name for both.
    public static func `default`() -> HKSource {
        let process = ProcessInfo.processInfo.processName
        let identifier = Bundle.main.bundleIdentifier ?? process
        let name = Bundle.main.object(forInfoDictionaryKey: "CFBundleName") as? String ?? process
        return HKSource(name: name, bundleIdentifier: identifier)
    }

    public override func isEqual(_ object: Any?) -> Bool {
        (object as? HKSource)?.bundleIdentifier == bundleIdentifier
    }

    public override var hash: Int { bundleIdentifier.hashValue }

    public override var description: String { "\(name) (\(bundleIdentifier))" }
}

/// A source at one version, as HealthKit's `HKSourceRevision`.
public final class HKSourceRevision: NSObject, @unchecked Sendable {
    /// The app or device.
    public let source: HKSource
    /// Its version, if known.
    public let version: String?

    /// The revision `version` of `source`.
    public init(source: HKSource, version: String?) {
        self.source = source
        self.version = version
        super.init()
    }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Whether the person typed the value in (a `Bool`), rather than a device measuring it.
public let HKMetadataKeyWasUserEntered = "HKWasUserEntered"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// An identifier the app gives the object in its own records.
public let HKMetadataKeyExternalUUID = "HKExternalUUID"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The time zone the sample was recorded in (its identifier).
public let HKMetadataKeyTimeZone = "HKTimeZone"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The name of the device that recorded the sample.
public let HKMetadataKeyDeviceName = "HKDeviceName"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// An identifier that makes a later save with a higher sync version replace the object.
public let HKMetadataKeySyncIdentifier = "HKMetadataKeySyncIdentifier"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The version of an object with a sync identifier.
public let HKMetadataKeySyncVersion = "HKMetadataKeySyncVersion"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The food a dietary sample is for.
public let HKMetadataKeyFoodType = "HKFoodType"

/// Anything the health store keeps, as HealthKit's `HKObject`: immutable once made.
public class HKObject: NSObject, @unchecked Sendable {
    /// The object's identity in the store.
    public let uuid: UUID
    /// The app that saved it: this app for objects it makes.
    public let sourceRevision: HKSourceRevision
    /// The device that recorded it, when one was named.
    public let device: HKDevice?
    private let storedMetadata: [String: any Sendable]?

    init(metadata: [String: Any]?, source: HKSourceRevision?, device: HKDevice? = nil) {
        uuid = UUID()
        self.device = device
        sourceRevision = source ?? HKSourceRevision(source: .default(), version: nil)
        storedMetadata = metadata.map { Self.sendable($0) }
        super.init()
    }

    /// Extra facts about the object (``HKMetadataKeyWasUserEntered``, the app's own keys).
    public var metadata: [String: Any]? { storedMetadata }

    /// Metadata values are strings, numbers, dates and quantities (HealthKit refuses other kinds); kept as such.
    private static func sendable(_ metadata: [String: Any]) -> [String: any Sendable] {
        metadata.compactMapValues { value in
            switch value {
            case let string as String: string
            case let bool as Bool: bool
            case let int as Int: int
            case let double as Double: double
            case let date as Date: date
            case let quantity as HKQuantity: quantity
            case let number as NSNumber: number.doubleValue
            default: String(describing: value)
            }
        }
    }

    public override func isEqual(_ object: Any?) -> Bool { (object as? HKObject)?.uuid == uuid }
    public override var hash: Int { uuid.hashValue }
}

/// A value over a time span, as HealthKit's `HKSample`.
public class HKSample: HKObject, @unchecked Sendable {
    /// What the sample measures.
    public let sampleType: HKSampleType
    /// When it begins.
    public let startDate: Date
    /// When it ends (the start date, for an instant).
    public let endDate: Date

    init(type: HKSampleType, start: Date, end: Date, metadata: [String: Any]?, source: HKSourceRevision?, device: HKDevice? = nil) {
        precondition(end >= start, "HKSample: the end date \(end) is before the start date \(start)")
        sampleType = type
        startDate = start
        endDate = end
        super.init(metadata: metadata, source: source, device: device)
    }

    /// False: every sample here has its end date.
    public var hasUndeterminedDuration: Bool { false }
}

/// An amount measured over a span (250 mL of water, 1 200 steps, 72 beats a minute), as HealthKit's
/// `HKQuantitySample`.
public class HKQuantitySample: HKSample, @unchecked Sendable {
    /// The amount.
    public let quantity: HKQuantity
    /// How many quantities the sample stands for: 1.
    public var count: Int { 1 }

    /// A sample of `quantity` of `type` from `start` to `end`. The quantity must be of the type's kind (water in
    /// liters, not grams): HealthKit raises an exception for another, and this stops the program.
    public convenience init(type: HKQuantityType, quantity: HKQuantity, start: Date, end: Date) {
        self.init(type: type, quantity: quantity, start: start, end: end, metadata: nil)
    }

    /// A sample with `metadata`.
    public convenience init(type: HKQuantityType, quantity: HKQuantity, start: Date, end: Date, metadata: [String: Any]?) {
        self.init(type: type, quantity: quantity, start: start, end: end, metadata: metadata, source: nil)
    }

    /// A sample recorded by `device`, with `metadata`.
    public convenience init(type: HKQuantityType, quantity: HKQuantity, start: Date, end: Date, device: HKDevice?, metadata: [String: Any]?)
    {
        self.init(type: type, quantity: quantity, start: start, end: end, metadata: metadata, source: nil, device: device)
    }

    /// A sample written by `source` (a napkin addition, for seeding the store with what other apps saved).
    public init(
        type: HKQuantityType, quantity: HKQuantity, start: Date, end: Date, metadata: [String: Any]? = nil, source: HKSourceRevision?,
        device: HKDevice? = nil
    ) {
        precondition(
            type.is(compatibleWith: quantity.madeUnit),
            "HKQuantitySample: \(quantity) is not compatible with \(type.identifier)")
        self.quantity = quantity
        super.init(type: type, start: start, end: end, metadata: metadata, source: source, device: device)
    }

    /// The sample's type.
    public var quantityType: HKQuantityType { sampleType as! HKQuantityType }
}

/// A value from a list (asleep, in bed; a mindful session) over a span, as HealthKit's `HKCategorySample`.
public final class HKCategorySample: HKSample, @unchecked Sendable {
    /// The value: a case of the category's values enumeration (``HKCategoryValueSleepAnalysis``'s raw value).
    public let value: Int

    /// A sample of `value` of `type` from `start` to `end`.
    public convenience init(type: HKCategoryType, value: Int, start: Date, end: Date) {
        self.init(type: type, value: value, start: start, end: end, metadata: nil)
    }

    /// A sample with `metadata`.
    public convenience init(type: HKCategoryType, value: Int, start: Date, end: Date, metadata: [String: Any]?) {
        self.init(type: type, value: value, start: start, end: end, metadata: metadata, source: nil)
    }

    /// A sample written by `source` (a napkin addition, see ``HKQuantitySample``'s).
    public init(type: HKCategoryType, value: Int, start: Date, end: Date, metadata: [String: Any]? = nil, source: HKSourceRevision?) {
        self.value = value
        super.init(type: type, start: start, end: end, metadata: metadata, source: source)
    }

    /// The sample's type.
    public var categoryType: HKCategoryType { sampleType as! HKCategoryType }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Sorts samples by their start date.
public let HKSampleSortIdentifierStartDate = "startDate"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// Sorts samples by their end date.
public let HKSampleSortIdentifierEndDate = "endDate"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// A sample's start date, in `NSPredicate(format:)`.
public let HKPredicateKeyPathStartDate = "startDate"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// A sample's end date, in `NSPredicate(format:)`.
public let HKPredicateKeyPathEndDate = "endDate"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// An object's UUID, in `NSPredicate(format:)`.
public let HKPredicateKeyPathUUID = "UUID"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// An object's metadata, in `NSPredicate(format:)`.
public let HKPredicateKeyPathMetadata = "metadata"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// A quantity sample's quantity.
public let HKPredicateKeyPathQuantity = "quantity"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// A category sample's value.
public let HKPredicateKeyPathCategoryValue = "value"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// An object's source.
public let HKPredicateKeyPathSource = "source"

/// `NSPredicate(format: "%K >= %@", HKPredicateKeyPathStartDate, date)` and
/// `NSSortDescriptor(key: HKSampleSortIdentifierStartDate, ascending: false)` read a sample's values by these keys.
@_spi(StandIns) extension HKObject: KeyedValueSource {
    /// The value a predicate or a sort descriptor reads at `key`.
    public func keyedValue(forKey key: String) -> Any? {
        switch (key, self) {
        case ("UUID", _), ("uuid", _): uuid
        case ("metadata", _): metadata
        case ("source", _): sourceRevision.source
        case ("sourceRevision", _): sourceRevision
        case ("startDate", let sample as HKSample): sample.startDate
        case ("endDate", let sample as HKSample): sample.endDate
        case ("sampleType", let sample as HKSample): sample.sampleType
        case ("quantity", let sample as HKQuantitySample): sample.quantity
        case ("value", let sample as HKCategorySample): sample.value
        case ("duration", let workout as HKWorkout): workout.duration
        case ("workoutActivityType", let workout as HKWorkout): workout.workoutActivityType.rawValue
        case ("totalEnergyBurned", let workout as HKWorkout): workout.totalEnergyBurned
        case ("totalDistance", let workout as HKWorkout): workout.totalDistance
        default: nil
        }
    }
}
