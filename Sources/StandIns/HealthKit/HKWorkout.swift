import Foundation

/// What a workout was, as HealthKit's `HKWorkoutActivityType` (with HealthKit's raw values, which apps store).
public enum HKWorkoutActivityType: UInt, Sendable, CaseIterable {
    case americanFootball = 1
    case archery = 2
    case australianFootball = 3
    case badminton = 4
    case baseball = 5
    case basketball = 6
    case bowling = 7
    case boxing = 8
    case climbing = 9
    case cricket = 10
    case crossTraining = 11
    case curling = 12
    case cycling = 13
    case dance = 14
    case danceInspiredTraining = 15
    case elliptical = 16
    case equestrianSports = 17
    case fencing = 18
    case fishing = 19
    case functionalStrengthTraining = 20
    case golf = 21
    case gymnastics = 22
    case handball = 23
    case hiking = 24
    case hockey = 25
    case hunting = 26
    case lacrosse = 27
    case martialArts = 28
    case mindAndBody = 29
    case mixedMetabolicCardioTraining = 30
    case paddleSports = 31
    case play = 32
    case preparationAndRecovery = 33
    case racquetball = 34
    case rowing = 35
    case rugby = 36
    case running = 37
    case sailing = 38
    case skatingSports = 39
    case snowSports = 40
    case soccer = 41
    case softball = 42
    case squash = 43
    case stairClimbing = 44
    case surfingSports = 45
    case swimming = 46
    case tableTennis = 47
    case tennis = 48
    case trackAndField = 49
    case traditionalStrengthTraining = 50
    case volleyball = 51
    case walking = 52
    case waterFitness = 53
    case waterPolo = 54
    case waterSports = 55
    case wrestling = 56
    case yoga = 57
    case barre = 58
    case coreTraining = 59
    case crossCountrySkiing = 60
    case downhillSkiing = 61
    case flexibility = 62
    case highIntensityIntervalTraining = 63
    case jumpRope = 64
    case kickboxing = 65
    case pilates = 66
    case snowboarding = 67
    case stairs = 68
    case stepTraining = 69
    case wheelchairWalkPace = 70
    case wheelchairRunPace = 71
    case taiChi = 72
    case mixedCardio = 73
    case handCycling = 74
    case discSports = 75
    case fitnessGaming = 76
    case cardioDance = 77
    case socialDance = 78
    case pickleball = 79
    case cooldown = 80
    case swimBikeRun = 82
    case transition = 83
    case underwaterDiving = 84
    case other = 3000
}

/// A workout: an activity over a span, with its totals, as HealthKit's `HKWorkout`.
public final class HKWorkout: HKSample, @unchecked Sendable {
    /// What the workout was.
    public let workoutActivityType: HKWorkoutActivityType
    /// How long it lasted, in seconds (the span, unless given).
    public let duration: TimeInterval
    /// The energy burned, if known.
    public let totalEnergyBurned: HKQuantity?
    /// The distance covered, if known.
    public let totalDistance: HKQuantity?

    /// A workout of `workoutActivityType` from `startDate` to `endDate`.
    public convenience init(activityType workoutActivityType: HKWorkoutActivityType, start startDate: Date, end endDate: Date) {
        self.init(
            activityType: workoutActivityType, start: startDate, end: endDate, duration: 0, totalEnergyBurned: nil, totalDistance: nil,
            metadata: nil)
    }

    /// A workout with its totals; a `duration` of 0 is the span from `startDate` to `endDate`. The energy must be
    /// an energy and the distance a length: HealthKit raises an exception for another kind, and this stops.
    public init(
        activityType workoutActivityType: HKWorkoutActivityType, start startDate: Date, end endDate: Date, duration: TimeInterval,
        totalEnergyBurned: HKQuantity?, totalDistance: HKQuantity?, metadata: [String: Any]?
    ) {
        precondition(totalEnergyBurned?.is(compatibleWith: .kilocalorie()) ?? true, "HKWorkout: the energy burned is not an energy")
        precondition(totalDistance?.is(compatibleWith: .meter()) ?? true, "HKWorkout: the distance is not a length")
        self.workoutActivityType = workoutActivityType
        self.duration = duration > 0 ? duration : endDate.timeIntervalSince(startDate)
        self.totalEnergyBurned = totalEnergyBurned
        self.totalDistance = totalDistance
        super.init(type: HKObjectType.workoutType(), start: startDate, end: endDate, metadata: metadata, source: nil)
    }
}

extension HKQuery {
    /// Workouts of `workoutActivityType`.
    public class func predicateForWorkouts(with workoutActivityType: HKWorkoutActivityType) -> NSPredicate {
        NSPredicate { object, _ in (object as? HKWorkout)?.workoutActivityType == workoutActivityType }
    }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Sorts workouts by their duration.
public let HKWorkoutSortIdentifierDuration = "duration"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// Sorts workouts by the energy they burned.
public let HKWorkoutSortIdentifierTotalEnergyBurned = "totalEnergyBurned"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// Sorts workouts by the distance they covered.
public let HKWorkoutSortIdentifierTotalDistance = "totalDistance"
