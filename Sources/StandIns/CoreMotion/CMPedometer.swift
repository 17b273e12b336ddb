import Foundation

/// Step counts and distances between two dates, as CoreMotion's `CMPedometerData`. On Linux the
/// pedometer is never available, so CoreMotion never produces one; apps' previews may make their own.
open class CMPedometerData: NSObject, @unchecked Sendable {
    // Unchecked: immutable after creation.
    /// The start of the period.
    open private(set) var startDate: Date
    /// The end of the period.
    open private(set) var endDate: Date
    /// The steps taken.
    open private(set) var numberOfSteps: NSNumber
    /// The distance walked, in metres, when known.
    open private(set) var distance: NSNumber?
    /// The floors climbed, when known.
    open private(set) var floorsAscended: NSNumber?
    /// The floors descended, when known.
    open private(set) var floorsDescended: NSNumber?
    /// The current pace, in seconds a metre, when known.
    open private(set) var currentPace: NSNumber?
    /// The current cadence, in steps a second, when known.
    open private(set) var currentCadence: NSNumber?
    /// The average pace while moving, in seconds a metre, when known.
    open private(set) var averageActivePace: NSNumber?

    /// No steps over an empty period ending now.
    public override init() {
        let now = Date()
        startDate = now
        endDate = now
        numberOfSteps = 0
    }
}

/// Whether the user is walking or paused, as CoreMotion's pedometer event kinds.
public enum CMPedometerEventType: Int, Sendable {
    /// The user stopped.
    case pause = 0
    /// The user started again.
    case resume = 1
}

/// A change between walking and pausing, as CoreMotion's `CMPedometerEvent`. Never produced on Linux.
open class CMPedometerEvent: NSObject, @unchecked Sendable {
    // Unchecked: immutable after creation.
    /// When it happened.
    public let date: Date
    /// What happened.
    public let type: CMPedometerEventType

    init(date: Date, type: CMPedometerEventType) {
        self.date = date
        self.type = type
    }
}

/// The handler of pedometer queries and updates.
public typealias CMPedometerHandler = (CMPedometerData?, (any Error)?) -> Void
/// The handler of pedometer events.
public typealias CMPedometerEventHandler = (CMPedometerEvent?, (any Error)?) -> Void

/// Steps, distance and floors from the motion coprocessor, as CoreMotion's `CMPedometer`.
///
/// What Linux does: there is no pedometer, as in the iOS Simulator. Every `is…Available` is
/// `false` and `authorizationStatus()` is `.restricted`; `queryPedometerData`, `startUpdates` and
/// `startEventUpdates` each answer once, later, on a queue of CoreMotion's own, with no data and an
/// `NSError` of `CMErrorDomain`, code `CMErrorMotionActivityNotAvailable` (104).
open class CMPedometer: NSObject {
    /// A pedometer.
    public override init() {}

    /// Whether steps can be counted: `false` on Linux.
    open class func isStepCountingAvailable() -> Bool { false }
    /// Whether distance can be estimated: `false` on Linux.
    open class func isDistanceAvailable() -> Bool { false }
    /// Whether floors can be counted: `false` on Linux.
    open class func isFloorCountingAvailable() -> Bool { false }
    /// Whether pace can be estimated: `false` on Linux.
    open class func isPaceAvailable() -> Bool { false }
    /// Whether cadence can be estimated: `false` on Linux.
    open class func isCadenceAvailable() -> Bool { false }
    /// Whether walking and pausing can be told apart: `false` on Linux.
    open class func isPedometerEventTrackingAvailable() -> Bool { false }
    /// Whether the app may read pedometer data: `.restricted` on Linux (no coprocessor to allow).
    open class func authorizationStatus() -> CMAuthorizationStatus { .restricted }

    /// Asks for the steps between `start` and `end`; on Linux `handler` gets
    /// `CMErrorMotionActivityNotAvailable`.
    open func queryPedometerData(from start: Date, to end: Date, withHandler handler: @escaping CMPedometerHandler) {
        HandlerDelivery(handler: handler).replyNotAvailable(on: nil)
    }

    /// Starts live updates counted from `start`; on Linux `handler` gets
    /// `CMErrorMotionActivityNotAvailable` once.
    open func startUpdates(from start: Date, withHandler handler: @escaping CMPedometerHandler) {
        HandlerDelivery(handler: handler).replyNotAvailable(on: nil)
    }

    /// Stops live updates.
    open func stopUpdates() {}

    /// Starts walking and pausing events; on Linux `handler` gets `CMErrorMotionActivityNotAvailable` once.
    open func startEventUpdates(handler: @escaping CMPedometerEventHandler) {
        HandlerDelivery(handler: handler).replyNotAvailable(on: nil)
    }

    /// Stops walking and pausing events.
    open func stopEventUpdates() {}
}
