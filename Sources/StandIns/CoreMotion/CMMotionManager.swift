import Foundation

/// The handler of accelerometer updates.
public typealias CMAccelerometerHandler = (CMAccelerometerData?, (any Error)?) -> Void
/// The handler of gyroscope updates.
public typealias CMGyroHandler = (CMGyroData?, (any Error)?) -> Void
/// The handler of magnetometer updates.
public typealias CMMagnetometerHandler = (CMMagnetometerData?, (any Error)?) -> Void
/// The handler of device-motion updates.
public typealias CMDeviceMotionHandler = (CMDeviceMotion?, (any Error)?) -> Void

/// The reference frames a device-motion attitude can be measured against, as CoreMotion's option set.
public struct CMAttitudeReferenceFrame: OptionSet, Hashable, Sendable {
    /// The frame's bit.
    public let rawValue: UInt
    /// The frames of `rawValue`'s bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Z vertical, x arbitrary in the horizontal plane.
    public static let xArbitraryZVertical = CMAttitudeReferenceFrame(rawValue: 1 << 0)
    /// As `xArbitraryZVertical`, with the magnetometer correcting yaw drift.
    public static let xArbitraryCorrectedZVertical = CMAttitudeReferenceFrame(rawValue: 1 << 1)
    /// Z vertical, x towards magnetic north.
    public static let xMagneticNorthZVertical = CMAttitudeReferenceFrame(rawValue: 1 << 2)
    /// Z vertical, x towards true north.
    public static let xTrueNorthZVertical = CMAttitudeReferenceFrame(rawValue: 1 << 3)
}

/// The accelerometer, gyroscope, magnetometer and fused device motion, as CoreMotion's
/// `CMMotionManager`.
///
/// What Linux does: there are no motion sensors, as in the iOS Simulator. Every `is…Available` is
/// `false`; the update intervals keep what is set (0.01 s to start with); `start…Updates` marks the
/// sensor active (`is…Active` is `true` until `stop…Updates`) but no sample ever arrives, so a
/// handler is never called and `accelerometerData`, `gyroData`, `magnetometerData` and
/// `deviceMotion` stay `nil`. A screen that reads motion for a parallax or a tilt shows its resting
/// state, as it does in the Simulator.
open class CMMotionManager: NSObject {
    /// Seconds between accelerometer updates.
    open var accelerometerUpdateInterval: TimeInterval = 0.01
    /// Seconds between gyroscope updates.
    open var gyroUpdateInterval: TimeInterval = 0.01
    /// Seconds between magnetometer updates.
    open var magnetometerUpdateInterval: TimeInterval = 0.01
    /// Seconds between device-motion updates.
    open var deviceMotionUpdateInterval: TimeInterval = 0.01
    /// Whether iOS may show its compass-calibration display (kept; Linux shows nothing).
    open var showsDeviceMovementDisplay = false

    /// Whether the accelerometer is running (`start…` called, `stop…` not yet).
    open private(set) var isAccelerometerActive = false
    /// Whether the gyroscope is running.
    open private(set) var isGyroActive = false
    /// Whether the magnetometer is running.
    open private(set) var isMagnetometerActive = false
    /// Whether device-motion updates are running.
    open private(set) var isDeviceMotionActive = false
    /// The reference frame of the running device-motion updates (`.xArbitraryZVertical` by default).
    open private(set) var attitudeReferenceFrame: CMAttitudeReferenceFrame = .xArbitraryZVertical

    /// A manager with every sensor stopped.
    public override init() {}

    /// Whether the device has an accelerometer: `false` on Linux.
    open var isAccelerometerAvailable: Bool { false }
    /// Whether the device has a gyroscope: `false` on Linux.
    open var isGyroAvailable: Bool { false }
    /// Whether the device has a magnetometer: `false` on Linux.
    open var isMagnetometerAvailable: Bool { false }
    /// Whether device motion (fused sensors) is available: `false` on Linux.
    open var isDeviceMotionAvailable: Bool { false }

    /// The latest accelerometer sample: `nil` on Linux (none ever arrives).
    open var accelerometerData: CMAccelerometerData? { nil }
    /// The latest gyroscope sample: `nil` on Linux.
    open var gyroData: CMGyroData? { nil }
    /// The latest magnetometer sample: `nil` on Linux.
    open var magnetometerData: CMMagnetometerData? { nil }
    /// The latest device-motion sample: `nil` on Linux.
    open var deviceMotion: CMDeviceMotion? { nil }

    /// The reference frames this device supports: none on Linux.
    open class func availableAttitudeReferenceFrames() -> CMAttitudeReferenceFrame { [] }

    /// Starts accelerometer updates, read from `accelerometerData`.
    open func startAccelerometerUpdates() { isAccelerometerActive = true }
    /// Starts accelerometer updates, each handed to `handler` on `queue` (on Linux, none comes).
    open func startAccelerometerUpdates(to queue: OperationQueue, withHandler handler: @escaping CMAccelerometerHandler) {
        isAccelerometerActive = true
    }
    /// Stops accelerometer updates.
    open func stopAccelerometerUpdates() { isAccelerometerActive = false }

    /// Starts gyroscope updates, read from `gyroData`.
    open func startGyroUpdates() { isGyroActive = true }
    /// Starts gyroscope updates, each handed to `handler` on `queue` (on Linux, none comes).
    open func startGyroUpdates(to queue: OperationQueue, withHandler handler: @escaping CMGyroHandler) { isGyroActive = true }
    /// Stops gyroscope updates.
    open func stopGyroUpdates() { isGyroActive = false }

    /// Starts magnetometer updates, read from `magnetometerData`.
    open func startMagnetometerUpdates() { isMagnetometerActive = true }
    /// Starts magnetometer updates, each handed to `handler` on `queue` (on Linux, none comes).
    open func startMagnetometerUpdates(to queue: OperationQueue, withHandler handler: @escaping CMMagnetometerHandler) {
        isMagnetometerActive = true
    }
    /// Stops magnetometer updates.
    open func stopMagnetometerUpdates() { isMagnetometerActive = false }

    /// Starts device-motion updates against `.xArbitraryZVertical`, read from `deviceMotion`.
    open func startDeviceMotionUpdates() { startDeviceMotion(.xArbitraryZVertical) }
    /// Starts device-motion updates against `referenceFrame`, read from `deviceMotion`.
    open func startDeviceMotionUpdates(using referenceFrame: CMAttitudeReferenceFrame) { startDeviceMotion(referenceFrame) }
    /// Starts device-motion updates, each handed to `handler` on `queue` (on Linux, none comes).
    open func startDeviceMotionUpdates(to queue: OperationQueue, withHandler handler: @escaping CMDeviceMotionHandler) {
        startDeviceMotion(.xArbitraryZVertical)
    }
    /// Starts device-motion updates against `referenceFrame`, each handed to `handler` on `queue`
    /// (on Linux, none comes).
    open func startDeviceMotionUpdates(
        using referenceFrame: CMAttitudeReferenceFrame, to queue: OperationQueue, withHandler handler: @escaping CMDeviceMotionHandler
    ) {
        startDeviceMotion(referenceFrame)
    }
    /// Stops device-motion updates.
    open func stopDeviceMotionUpdates() { isDeviceMotionActive = false }

    private func startDeviceMotion(_ frame: CMAttitudeReferenceFrame) {
        attitudeReferenceFrame = frame
        isDeviceMotionActive = true
    }
}
