import Foundation

/// How the samples of a quantity type combine over time, as HealthKit's `HKQuantityAggregationStyle`: cumulative
/// types (steps, water) sum; discrete ones (body mass, heart rate) average, and have a minimum and a maximum.
public enum HKQuantityAggregationStyle: Int, Sendable {
    case cumulative = 0
    case discreteArithmetic = 1
    case discreteTemporallyWeighted = 2
    case discreteEquivalentContinuousLevel = 3

    /// The name iOS 8 to 12 used for ``discreteArithmetic``.
    @available(*, deprecated, renamed: "discreteArithmetic")
    public static var discrete: HKQuantityAggregationStyle { .discreteArithmetic }
}

/// A kind of health data, as HealthKit's `HKObjectType`: get one from ``quantityType(forIdentifier:)``,
/// ``categoryType(forIdentifier:)`` or ``workoutType()``, and ask the store to share or read it. Two types with
/// the same identifier are equal, so they go in the sets `requestAuthorization(toShare:read:)` takes.
public class HKObjectType: NSObject, @unchecked Sendable {
    /// The type's identifier (`HKQuantityTypeIdentifierDietaryWater`).
    public let identifier: String

    init(identifier: String) {
        self.identifier = identifier
        super.init()
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? HKObjectType else { return false }
        return type(of: other) == type(of: self) && other.identifier == identifier
    }

    public override var hash: Int { identifier.hashValue }

    public override var description: String { identifier }

    /// The quantity type `identifier` names; `nil` for an identifier HealthKit does not know.
    public class func quantityType(forIdentifier identifier: HKQuantityTypeIdentifier) -> HKQuantityType? {
        guard HKQuantityTypeIdentifier.properties[identifier] != nil else { return nil }
        return HKQuantityType(identifier)
    }

    /// The category type `identifier` names; `nil` for an identifier HealthKit does not know.
    public class func categoryType(forIdentifier identifier: HKCategoryTypeIdentifier) -> HKCategoryType? {
        guard HKCategoryTypeIdentifier.known.contains(identifier) else { return nil }
        return HKCategoryType(identifier)
    }

    /// The type of workouts.
    public class func workoutType() -> HKWorkoutType { HKWorkoutType(identifier: "HKWorkoutTypeIdentifier") }
}

/// A type of samples, as HealthKit's `HKSampleType`.
public class HKSampleType: HKObjectType, @unchecked Sendable {
    /// Whether the type's samples may not be shorter than a minimum: false for every type here.
    public var isMinimumDurationRestricted: Bool { false }
    /// Whether the type's samples may not be longer than a maximum: false for every type here.
    public var isMaximumDurationRestricted: Bool { false }
}

/// A type of quantity samples (steps, water, heart rate), as HealthKit's `HKQuantityType`.
public final class HKQuantityType: HKSampleType, @unchecked Sendable {
    /// The quantity type `identifier` names (`HKQuantityType(.stepCount)`).
    public convenience init(_ identifier: HKQuantityTypeIdentifier) {
        self.init(identifier: identifier.rawValue)
    }

    /// How the type's samples combine: summed, or averaged.
    public var aggregationStyle: HKQuantityAggregationStyle {
        HKQuantityTypeIdentifier.properties[HKQuantityTypeIdentifier(rawValue: identifier)]?.style ?? .discreteArithmetic
    }

    /// True when the type's quantities can be written in `unit` (water in mL or fl oz, not in kg).
    public func `is`(compatibleWith unit: HKUnit) -> Bool {
        guard let canonical = HKQuantityTypeIdentifier.properties[HKQuantityTypeIdentifier(rawValue: identifier)]?.unit else {
            return false
        }
        return HKUnit(from: canonical).isCompatible(with: unit)
    }

    /// The unit the Health app shows the type in, in the United States (`count`, `mL`, `kcal`, `count/min`).
    var preferredUnit: HKUnit? {
        HKQuantityTypeIdentifier.properties[HKQuantityTypeIdentifier(rawValue: identifier)].map { HKUnit(from: $0.unit) }
    }
}

/// A type of category samples (sleep, mindful minutes), as HealthKit's `HKCategoryType`.
public final class HKCategoryType: HKSampleType, @unchecked Sendable {
    /// The category type `identifier` names (`HKCategoryType(.sleepAnalysis)`).
    public convenience init(_ identifier: HKCategoryTypeIdentifier) {
        self.init(identifier: identifier.rawValue)
    }
}

/// The type of workouts, as HealthKit's `HKWorkoutType`.
public final class HKWorkoutType: HKSampleType, @unchecked Sendable {}

/// The identifier of a quantity type, as HealthKit's `HKQuantityTypeIdentifier`.
public struct HKQuantityTypeIdentifier: RawRepresentable, Hashable, Sendable {
    /// The identifier, as HealthKit spells it.
    public let rawValue: String
    /// The identifier spelled `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The identifier spelled `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    private static func named(_ name: String) -> HKQuantityTypeIdentifier {
        HKQuantityTypeIdentifier(rawValue: "HKQuantityTypeIdentifier" + name)
    }

    // Activity
    /// Steps taken; cumulative, in counts.
    public static let stepCount = named("StepCount")
    /// Distance walked or run; cumulative, in meters.
    public static let distanceWalkingRunning = named("DistanceWalkingRunning")
    /// Distance cycled; cumulative, in meters.
    public static let distanceCycling = named("DistanceCycling")
    /// Distance swum; cumulative, in meters.
    public static let distanceSwimming = named("DistanceSwimming")
    /// Distance pushed in a wheelchair; cumulative, in meters.
    public static let distanceWheelchair = named("DistanceWheelchair")
    /// Wheelchair pushes; cumulative, in counts.
    public static let pushCount = named("PushCount")
    /// Swimming strokes; cumulative, in counts.
    public static let swimmingStrokeCount = named("SwimmingStrokeCount")
    /// Flights of stairs climbed; cumulative, in counts.
    public static let flightsClimbed = named("FlightsClimbed")
    /// Energy burned in activity; cumulative, in energy units (kcal).
    public static let activeEnergyBurned = named("ActiveEnergyBurned")
    /// Energy burned at rest; cumulative, in energy units (kcal).
    public static let basalEnergyBurned = named("BasalEnergyBurned")
    /// Minutes of exercise; cumulative, in time units.
    public static let appleExerciseTime = named("AppleExerciseTime")
    /// Time standing; cumulative, in time units.
    public static let appleStandTime = named("AppleStandTime")
    /// Time moving; cumulative, in time units.
    public static let appleMoveTime = named("AppleMoveTime")
    /// Maximal oxygen uptake; discrete, in mL/(kg*min).
    public static let vo2Max = named("VO2Max")
    /// Walking speed; discrete, in length per time (m/s).
    public static let walkingSpeed = named("WalkingSpeed")
    /// The distance walked in a six-minute walk test, estimated by the phone; discrete, in meters.
    public static let sixMinuteWalkTestDistance = named("SixMinuteWalkTestDistance")
    // Body measurements
    /// Height; discrete, in length units.
    public static let height = named("Height")
    /// Body mass; discrete, in mass units.
    public static let bodyMass = named("BodyMass")
    /// Body mass index; discrete, in counts.
    public static let bodyMassIndex = named("BodyMassIndex")
    /// Lean body mass; discrete, in mass units.
    public static let leanBodyMass = named("LeanBodyMass")
    /// Body fat; discrete, in percent (a fraction: 0.2 is 20 %).
    public static let bodyFatPercentage = named("BodyFatPercentage")
    /// Waist circumference; discrete, in length units.
    public static let waistCircumference = named("WaistCircumference")
    // Vital signs
    /// Heart rate; discrete and weighted by time, in counts per time (count/min).
    public static let heartRate = named("HeartRate")
    /// Resting heart rate; discrete, in count/min.
    public static let restingHeartRate = named("RestingHeartRate")
    /// Heart rate while walking; discrete, in count/min.
    public static let walkingHeartRateAverage = named("WalkingHeartRateAverage")
    /// Heart rate variability (SDNN); discrete, in time units (ms).
    public static let heartRateVariabilitySDNN = named("HeartRateVariabilitySDNN")
    /// Blood oxygen saturation; discrete, in percent (a fraction).
    public static let oxygenSaturation = named("OxygenSaturation")
    /// Body temperature; discrete, in temperature units.
    public static let bodyTemperature = named("BodyTemperature")
    /// Systolic blood pressure; discrete, in pressure units (mmHg).
    public static let bloodPressureSystolic = named("BloodPressureSystolic")
    /// Diastolic blood pressure; discrete, in pressure units (mmHg).
    public static let bloodPressureDiastolic = named("BloodPressureDiastolic")
    /// Breaths per minute; discrete, in count/min.
    public static let respiratoryRate = named("RespiratoryRate")
    // Lab results
    /// Blood glucose; discrete, in mass per volume (mg/dL) or molar units (mmol<180.15588000005408>/L).
    public static let bloodGlucose = named("BloodGlucose")
    // Nutrition
    /// Water drunk; cumulative, in volume units (mL).
    public static let dietaryWater = named("DietaryWater")
    /// Energy eaten; cumulative, in energy units (kcal).
    public static let dietaryEnergyConsumed = named("DietaryEnergyConsumed")
    /// Protein eaten; cumulative, in mass units.
    public static let dietaryProtein = named("DietaryProtein")
    /// Carbohydrates eaten; cumulative, in mass units.
    public static let dietaryCarbohydrates = named("DietaryCarbohydrates")
    /// Fat eaten; cumulative, in mass units.
    public static let dietaryFatTotal = named("DietaryFatTotal")
    /// Sugar eaten; cumulative, in mass units.
    public static let dietarySugar = named("DietarySugar")
    /// Fiber eaten; cumulative, in mass units.
    public static let dietaryFiber = named("DietaryFiber")
    /// Caffeine taken; cumulative, in mass units.
    public static let dietaryCaffeine = named("DietaryCaffeine")
    /// Sodium eaten; cumulative, in mass units.
    public static let dietarySodium = named("DietarySodium")
    // Other
    /// Falls; cumulative, in counts.
    public static let numberOfTimesFallen = named("NumberOfTimesFallen")
    /// Time spent in daylight; cumulative, in time units.
    public static let timeInDaylight = named("TimeInDaylight")
    /// Sound levels around the user; discrete (an equivalent continuous level), in dBASPL.
    public static let environmentalAudioExposure = named("EnvironmentalAudioExposure")
    /// Sound levels in headphones; discrete (an equivalent continuous level), in dBASPL.
    public static let headphoneAudioExposure = named("HeadphoneAudioExposure")

    /// What HealthKit says of each known type: how its samples combine, and a unit of its kind.
    static let properties: [HKQuantityTypeIdentifier: (style: HKQuantityAggregationStyle, unit: String)] = [
        stepCount: (.cumulative, "count"), distanceWalkingRunning: (.cumulative, "m"), distanceCycling: (.cumulative, "m"),
        distanceSwimming: (.cumulative, "m"), distanceWheelchair: (.cumulative, "m"), pushCount: (.cumulative, "count"),
        swimmingStrokeCount: (.cumulative, "count"), flightsClimbed: (.cumulative, "count"),
        activeEnergyBurned: (.cumulative, "kcal"), basalEnergyBurned: (.cumulative, "kcal"),
        appleExerciseTime: (.cumulative, "min"), appleStandTime: (.cumulative, "min"), appleMoveTime: (.cumulative, "min"),
        vo2Max: (.discreteArithmetic, "mL/(kg*min)"), walkingSpeed: (.discreteArithmetic, "m/s"),
        sixMinuteWalkTestDistance: (.discreteArithmetic, "m"),
        height: (.discreteArithmetic, "cm"), bodyMass: (.discreteArithmetic, "kg"), bodyMassIndex: (.discreteArithmetic, "count"),
        leanBodyMass: (.discreteArithmetic, "kg"), bodyFatPercentage: (.discreteArithmetic, "%"),
        waistCircumference: (.discreteArithmetic, "cm"), heartRate: (.discreteTemporallyWeighted, "count/min"),
        restingHeartRate: (.discreteArithmetic, "count/min"), walkingHeartRateAverage: (.discreteArithmetic, "count/min"),
        heartRateVariabilitySDNN: (.discreteArithmetic, "ms"), oxygenSaturation: (.discreteArithmetic, "%"),
        bodyTemperature: (.discreteArithmetic, "degC"), bloodPressureSystolic: (.discreteArithmetic, "mmHg"),
        bloodPressureDiastolic: (.discreteArithmetic, "mmHg"), respiratoryRate: (.discreteArithmetic, "count/min"),
        bloodGlucose: (.discreteArithmetic, "mg/dL"), dietaryWater: (.cumulative, "mL"),
        dietaryEnergyConsumed: (.cumulative, "kcal"), dietaryProtein: (.cumulative, "g"), dietaryCarbohydrates: (.cumulative, "g"),
        dietaryFatTotal: (.cumulative, "g"), dietarySugar: (.cumulative, "g"), dietaryFiber: (.cumulative, "g"),
        dietaryCaffeine: (.cumulative, "mg"), dietarySodium: (.cumulative, "mg"), numberOfTimesFallen: (.cumulative, "count"),
        timeInDaylight: (.cumulative, "min"), environmentalAudioExposure: (.discreteEquivalentContinuousLevel, "dBASPL"),
        headphoneAudioExposure: (.discreteEquivalentContinuousLevel, "dBASPL"),
    ]
}

/// The identifier of a category type, as HealthKit's `HKCategoryTypeIdentifier`.
public struct HKCategoryTypeIdentifier: RawRepresentable, Hashable, Sendable {
    /// The identifier, as HealthKit spells it.
    public let rawValue: String
    /// The identifier spelled `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The identifier spelled `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    private static func named(_ name: String) -> HKCategoryTypeIdentifier {
        HKCategoryTypeIdentifier(rawValue: "HKCategoryTypeIdentifier" + name)
    }

    /// Sleep: in bed, asleep (core, deep, REM) or awake; values of `HKCategoryValueSleepAnalysis`.
    public static let sleepAnalysis = named("SleepAnalysis")
    /// Mindful minutes; value `HKCategoryValue.notApplicable`.
    public static let mindfulSession = named("MindfulSession")
    /// Hours in which the user stood.
    public static let appleStandHour = named("AppleStandHour")
    /// Heart rates above the user's threshold.
    public static let highHeartRateEvent = named("HighHeartRateEvent")
    /// Heart rates below the user's threshold.
    public static let lowHeartRateEvent = named("LowHeartRateEvent")
    /// Irregular heart rhythms.
    public static let irregularHeartRhythmEvent = named("IrregularHeartRhythmEvent")
    /// Menstrual flow.
    public static let menstrualFlow = named("MenstrualFlow")
    /// Toothbrushing.
    public static let toothbrushingEvent = named("ToothbrushingEvent")
    /// Handwashing.
    public static let handwashingEvent = named("HandwashingEvent")
    /// Headaches.
    public static let headache = named("Headache")

    static let known: Set<HKCategoryTypeIdentifier> = [
        sleepAnalysis, mindfulSession, appleStandHour, highHeartRateEvent, lowHeartRateEvent, irregularHeartRhythmEvent,
        menstrualFlow, toothbrushingEvent, handwashingEvent, headache,
    ]
}

/// The values of a sleep analysis sample, as HealthKit's `HKCategoryValueSleepAnalysis`.
public enum HKCategoryValueSleepAnalysis: Int, Sendable {
    case inBed = 0
    case asleepUnspecified = 1
    case awake = 2
    case asleepCore = 3
    case asleepDeep = 4
    case asleepREM = 5

    /// The sleep values: every value but ``inBed`` and ``awake``.
    public static var allAsleepValues: Set<HKCategoryValueSleepAnalysis> { [.asleepUnspecified, .asleepCore, .asleepDeep, .asleepREM] }
}

/// The value of a category sample whose category has no values (mindful sessions), as HealthKit's `HKCategoryValue`.
public enum HKCategoryValue: Int, Sendable {
    case notApplicable = 0
}
