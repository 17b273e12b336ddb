import Foundation

/// One altimeter sample, as CoreMotion's `CMAltitudeData`. Never produced on Linux.
open class CMAltitudeData: CMLogItem, @unchecked Sendable {
    /// The change in altitude since updates started, in metres.
    public let relativeAltitude: NSNumber
    /// The air pressure, in kilopascals.
    public let pressure: NSNumber

    init(relativeAltitude: NSNumber, pressure: NSNumber, timestamp: TimeInterval) {
        self.relativeAltitude = relativeAltitude
        self.pressure = pressure
        super.init(timestamp: timestamp)
    }
}

/// The handler of altitude updates.
public typealias CMAltitudeHandler = (CMAltitudeData?, (any Error)?) -> Void

/// Changes in altitude from the barometer, as CoreMotion's `CMAltimeter`.
///
/// What Linux does: there is no barometer, as in the iOS Simulator. `isRelativeAltitudeAvailable()`
/// is `false`, `authorizationStatus()` is `.restricted`, and `startRelativeAltitudeUpdates` answers
/// once, on the given queue, with no data and `CMErrorMotionActivityNotAvailable` (104).
open class CMAltimeter: NSObject {
    /// An altimeter.
    public override init() {}

    /// Whether relative altitude can be measured: `false` on Linux.
    open class func isRelativeAltitudeAvailable() -> Bool { false }
    /// Whether the app may read altitude: `.restricted` on Linux.
    open class func authorizationStatus() -> CMAuthorizationStatus { .restricted }

    /// Starts altitude updates to `handler` on `queue`; on Linux the one answer is the error.
    open func startRelativeAltitudeUpdates(to queue: OperationQueue, withHandler handler: @escaping CMAltitudeHandler) {
        HandlerDelivery(handler: handler).replyNotAvailable(on: queue)
    }

    /// Stops altitude updates.
    open func stopRelativeAltitudeUpdates() {}
}
