import Foundation

/// How sure the coprocessor is of an activity.
public enum CMMotionActivityConfidence: Int, Sendable {
    /// Low confidence.
    case low = 0
    /// Medium confidence.
    case medium = 1
    /// High confidence.
    case high = 2
}

/// What the user was doing from `startDate` (walking, running, driving...), as CoreMotion's
/// `CMMotionActivity`. Never produced on Linux.
open class CMMotionActivity: CMLogItem, @unchecked Sendable {
    /// When the activity began.
    public let startDate: Date
    /// How sure the classification is.
    public let confidence: CMMotionActivityConfidence
    /// The device is still.
    public let stationary: Bool
    /// The user walks.
    public let walking: Bool
    /// The user runs.
    public let running: Bool
    /// The user is in a vehicle.
    public let automotive: Bool
    /// The user cycles.
    public let cycling: Bool
    /// The activity could not be told.
    public let unknown: Bool

    init(
        startDate: Date, confidence: CMMotionActivityConfidence, stationary: Bool = false, walking: Bool = false,
        running: Bool = false, automotive: Bool = false, cycling: Bool = false, unknown: Bool = false, timestamp: TimeInterval
    ) {
        self.startDate = startDate
        self.confidence = confidence
        self.stationary = stationary
        self.walking = walking
        self.running = running
        self.automotive = automotive
        self.cycling = cycling
        self.unknown = unknown
        super.init(timestamp: timestamp)
    }
}

/// The handler of live activity updates.
public typealias CMMotionActivityHandler = (CMMotionActivity?) -> Void
/// The handler of activity queries.
public typealias CMMotionActivityQueryHandler = ([CMMotionActivity]?, (any Error)?) -> Void

/// The user's activity (walking, running, driving...) from the motion coprocessor, as CoreMotion's
/// `CMMotionActivityManager`.
///
/// What Linux does: there is no coprocessor, as in the iOS Simulator. `isActivityAvailable()` is
/// `false`, `authorizationStatus()` is `.restricted`; `queryActivityStarting` answers once, on the
/// given queue, with no activities and `CMErrorMotionActivityNotAvailable` (104); live updates
/// never call their handler (it takes no error).
open class CMMotionActivityManager: NSObject {
    /// An activity manager.
    public override init() {}

    /// Whether activity can be classified: `false` on Linux.
    open class func isActivityAvailable() -> Bool { false }
    /// Whether the app may read activity: `.restricted` on Linux.
    open class func authorizationStatus() -> CMAuthorizationStatus { .restricted }

    /// Asks for the activities between `start` and `end`, answered on `queue`; on Linux the answer is the error.
    open func queryActivityStarting(
        from start: Date, to end: Date, to queue: OperationQueue, withHandler handler: @escaping CMMotionActivityQueryHandler
    ) {
        HandlerDelivery(handler: handler).replyNotAvailable(on: queue)
    }

    /// Starts live activity updates to `handler` on `queue` (on Linux, none comes).
    open func startActivityUpdates(to queue: OperationQueue, withHandler handler: @escaping CMMotionActivityHandler) {}

    /// Stops live activity updates.
    open func stopActivityUpdates() {}
}
