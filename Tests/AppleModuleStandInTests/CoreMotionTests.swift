import Foundation
import Testing

@testable import CoreMotion

/// Counts handler calls from any queue.
private final class Calls: @unchecked Sendable {
    private let lock = NSLock()
    private var errors: [NSError?] = []
    func record(_ error: (any Error)?) { lock.withLock { errors.append(error.map { $0 as NSError }) } }
    var all: [NSError?] { lock.withLock { errors } }
}

/// Waits (up to two seconds) until `calls` holds `count` answers.
private func wait(for calls: Calls, count: Int) async {
    for _ in 0..<200 where calls.all.count < count { try? await Task.sleep(for: .milliseconds(10)) }
}

@Suite("CoreMotion stand-in")
struct CoreMotionTests {
    @Test("A motion manager has no sensors, keeps its intervals, and has no data")
    func managerAvailability() {
        let manager = CMMotionManager()
        #expect(!manager.isAccelerometerAvailable && !manager.isGyroAvailable)
        #expect(!manager.isMagnetometerAvailable && !manager.isDeviceMotionAvailable)
        #expect(manager.accelerometerUpdateInterval == 0.01)
        manager.accelerometerUpdateInterval = 0.05
        manager.deviceMotionUpdateInterval = 1.0 / 60
        #expect(manager.accelerometerUpdateInterval == 0.05 && manager.deviceMotionUpdateInterval == 1.0 / 60)
        #expect(manager.accelerometerData == nil && manager.gyroData == nil && manager.magnetometerData == nil)
        #expect(manager.deviceMotion == nil)
        #expect(CMMotionManager.availableAttitudeReferenceFrames().isEmpty)
    }

    @Test("start and stop set each sensor's is…Active, and no handler is ever called")
    func startStop() async {
        let manager = CMMotionManager()
        let calls = Calls()
        manager.startAccelerometerUpdates(to: .main) { _, error in calls.record(error) }
        manager.startGyroUpdates(to: OperationQueue()) { _, error in calls.record(error) }
        manager.startMagnetometerUpdates()
        manager.startDeviceMotionUpdates(using: .xTrueNorthZVertical, to: .main) { _, error in calls.record(error) }
        #expect(manager.isAccelerometerActive && manager.isGyroActive && manager.isMagnetometerActive && manager.isDeviceMotionActive)
        #expect(manager.attitudeReferenceFrame == .xTrueNorthZVertical)
        try? await Task.sleep(for: .milliseconds(100))
        #expect(calls.all.isEmpty)
        #expect(manager.accelerometerData == nil)
        manager.stopAccelerometerUpdates()
        manager.stopGyroUpdates()
        #expect(!manager.isAccelerometerActive && !manager.isGyroActive && manager.isMagnetometerActive)
        manager.stopMagnetometerUpdates()
        manager.stopDeviceMotionUpdates()
        #expect(!manager.isMagnetometerActive && !manager.isDeviceMotionActive)
    }

    @Test("The pedometer is not available and answers a query with CMErrorMotionActivityNotAvailable")
    func pedometer() async {
        #expect(!CMPedometer.isStepCountingAvailable() && !CMPedometer.isDistanceAvailable())
        #expect(!CMPedometer.isFloorCountingAvailable() && !CMPedometer.isPedometerEventTrackingAvailable())
        #expect(CMPedometer.authorizationStatus() == .restricted)
        let pedometer = CMPedometer()
        let calls = Calls()
        pedometer.queryPedometerData(from: Date(timeIntervalSinceNow: -3_600), to: Date()) { data, error in
            #expect(data == nil)
            calls.record(error)
        }
        await wait(for: calls, count: 1)
        let error = calls.all.first.flatMap { $0 }
        #expect(error?.domain == CMErrorDomain)
        #expect(error?.code == Int(CMErrorMotionActivityNotAvailable.rawValue))
        #expect(error?.code == 104)
    }

    @Test("Altimeter and activity manager queries answer once with the error on the given queue")
    func altimeterAndActivity() async {
        #expect(!CMAltimeter.isRelativeAltitudeAvailable() && !CMMotionActivityManager.isActivityAvailable())
        let calls = Calls()
        let queue = OperationQueue()
        CMAltimeter().startRelativeAltitudeUpdates(to: queue) { data, error in
            #expect(data == nil)
            calls.record(error)
        }
        CMMotionActivityManager().queryActivityStarting(from: Date(timeIntervalSinceNow: -60), to: Date(), to: queue) { activities, error in
            #expect(activities == nil)
            calls.record(error)
        }
        await wait(for: calls, count: 2)
        #expect(calls.all.count == 2)
        #expect(calls.all.allSatisfy { $0?.code == 104 && $0?.domain == "CMErrorDomain" })
    }

    @Test("CMError's codes are Apple's numbers")
    func errorCodes() {
        #expect(CMErrorNULL.rawValue == 100 && CMErrorMotionActivityNotAuthorized.rawValue == 105)
        #expect(CMErrorNotAvailable.rawValue == 109 && CMErrorSize.rawValue == 113)
        #expect(CMError(104) == CMErrorMotionActivityNotAvailable)
    }

    @Test("An attitude's roll, pitch and yaw: a turn about y, x and z")
    func attitudeAngles() {
        let angle = 0.5
        func about(_ x: Double, _ y: Double, _ z: Double) -> CMAttitude {
            CMAttitude(quaternion: CMQuaternion(x: x * sin(angle / 2), y: y * sin(angle / 2), z: z * sin(angle / 2), w: cos(angle / 2)))
        }
        let pitched = about(1, 0, 0)
        #expect(abs(pitched.pitch - angle) < 1e-12 && abs(pitched.roll) < 1e-12 && abs(pitched.yaw) < 1e-12)
        let rolled = about(0, 1, 0)
        #expect(abs(rolled.roll - angle) < 1e-12 && abs(rolled.pitch) < 1e-12 && abs(rolled.yaw) < 1e-12)
        let yawed = about(0, 0, 1)
        #expect(abs(yawed.yaw - angle) < 1e-12 && abs(yawed.pitch) < 1e-12 && abs(yawed.roll) < 1e-12)
        let level = CMAttitude(quaternion: CMQuaternion(x: 0, y: 0, z: 0, w: 1))
        #expect(level.roll == 0 && level.pitch == 0 && level.yaw == 0)
    }

    @Test("Device motion and samples hold what they were made with")
    func samples() {
        let gravity = CMAcceleration(x: 0, y: -1, z: 0)
        let motion = CMDeviceMotion(
            attitude: CMAttitude(quaternion: CMQuaternion(x: 0, y: 0, z: 0, w: 1)), rotationRate: CMRotationRate(),
            gravity: gravity, userAcceleration: CMAcceleration(x: 0.1, y: 0, z: 0), timestamp: 12)
        #expect(motion.gravity == gravity && motion.userAcceleration.x == 0.1 && motion.timestamp == 12 && motion.heading == -1)
        #expect(CMAccelerometerData(acceleration: gravity, timestamp: 1).acceleration.y == -1)
        #expect(CMAcceleration() == CMAcceleration(x: 0, y: 0, z: 0))
    }
}
