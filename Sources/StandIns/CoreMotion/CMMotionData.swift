import Foundation

/// An acceleration along the device's three axes, in g (9.81 m/s²), as CoreMotion's struct.
public struct CMAcceleration: Hashable, Sendable {
    /// Along the x axis (to the right of the screen).
    public var x: Double
    /// Along the y axis (to the top of the screen).
    public var y: Double
    /// Along the z axis (out of the screen).
    public var z: Double
    /// No acceleration.
    public init() { self.init(x: 0, y: 0, z: 0) }
    /// An acceleration of `x`, `y` and `z` g.
    public init(x: Double, y: Double, z: Double) {
        self.x = x
        self.y = y
        self.z = z
    }
}

/// A rotation rate around the device's three axes, in radians a second, as CoreMotion's struct.
public struct CMRotationRate: Hashable, Sendable {
    /// Around the x axis.
    public var x: Double
    /// Around the y axis.
    public var y: Double
    /// Around the z axis.
    public var z: Double
    /// No rotation.
    public init() { self.init(x: 0, y: 0, z: 0) }
    /// A rotation of `x`, `y` and `z` radians a second.
    public init(x: Double, y: Double, z: Double) {
        self.x = x
        self.y = y
        self.z = z
    }
}

/// A magnetic field along the device's three axes, in microteslas, as CoreMotion's struct.
public struct CMMagneticField: Hashable, Sendable {
    /// Along the x axis.
    public var x: Double
    /// Along the y axis.
    public var y: Double
    /// Along the z axis.
    public var z: Double
    /// No field.
    public init() { self.init(x: 0, y: 0, z: 0) }
    /// A field of `x`, `y` and `z` microteslas.
    public init(x: Double, y: Double, z: Double) {
        self.x = x
        self.y = y
        self.z = z
    }
}

/// A unit quaternion describing an attitude, as CoreMotion's struct (`w` is the scalar part).
public struct CMQuaternion: Hashable, Sendable {
    /// The x component.
    public var x: Double
    /// The y component.
    public var y: Double
    /// The z component.
    public var z: Double
    /// The scalar component.
    public var w: Double
    /// The zero quaternion, as C's zero-initialised struct.
    public init() { self.init(x: 0, y: 0, z: 0, w: 0) }
    /// The quaternion `(x, y, z, w)`.
    public init(x: Double, y: Double, z: Double, w: Double) {
        self.x = x
        self.y = y
        self.z = z
        self.w = w
    }
}

/// A sample of a sensor: what every data class shares, as CoreMotion's `CMLogItem`.
open class CMLogItem: NSObject, @unchecked Sendable {
    // Unchecked: immutable after creation.
    /// When the sample was taken, in seconds since the device booted.
    public let timestamp: TimeInterval

    init(timestamp: TimeInterval) { self.timestamp = timestamp }
}

/// One accelerometer sample. On Linux there is no accelerometer, so no manager ever produces one.
open class CMAccelerometerData: CMLogItem, @unchecked Sendable {
    /// The acceleration, gravity included, in g.
    public let acceleration: CMAcceleration

    init(acceleration: CMAcceleration, timestamp: TimeInterval) {
        self.acceleration = acceleration
        super.init(timestamp: timestamp)
    }
}

/// One gyroscope sample. On Linux there is no gyroscope, so no manager ever produces one.
open class CMGyroData: CMLogItem, @unchecked Sendable {
    /// The rotation rate, in radians a second.
    public let rotationRate: CMRotationRate

    init(rotationRate: CMRotationRate, timestamp: TimeInterval) {
        self.rotationRate = rotationRate
        super.init(timestamp: timestamp)
    }
}

/// One magnetometer sample. On Linux there is no magnetometer, so no manager ever produces one.
open class CMMagnetometerData: CMLogItem, @unchecked Sendable {
    /// The raw magnetic field, in microteslas.
    public let magneticField: CMMagneticField

    init(magneticField: CMMagneticField, timestamp: TimeInterval) {
        self.magneticField = magneticField
        super.init(timestamp: timestamp)
    }
}

/// The device's orientation relative to a reference frame, as CoreMotion's `CMAttitude`: held as a
/// quaternion, read as Euler angles. `pitch` turns about the x axis, `roll` about the y axis and
/// `yaw` about the z axis, applied yaw first, then pitch, then roll (R = Rz(yaw)·Rx(pitch)·Ry(roll)).
/// On Linux there are no sensors to fuse, so no manager ever produces one.
open class CMAttitude: NSObject, @unchecked Sendable {
    // Unchecked: immutable after creation.
    /// The attitude as a unit quaternion.
    public let quaternion: CMQuaternion

    init(quaternion: CMQuaternion) { self.quaternion = quaternion }

    /// The rotation about the y axis, in radians (−π to π).
    public var roll: Double {
        let q = quaternion
        return atan2(-2 * (q.x * q.z - q.y * q.w), 1 - 2 * (q.x * q.x + q.y * q.y))
    }

    /// The rotation about the x axis, in radians (−π/2 to π/2).
    public var pitch: Double {
        let q = quaternion
        return asin(max(-1, min(1, 2 * (q.y * q.z + q.x * q.w))))
    }

    /// The rotation about the z axis, in radians (−π to π).
    public var yaw: Double {
        let q = quaternion
        return atan2(-2 * (q.x * q.y - q.z * q.w), 1 - 2 * (q.x * q.x + q.z * q.z))
    }
}

/// One sample of the fused sensors, as CoreMotion's `CMDeviceMotion`: attitude, rotation rate, and
/// the acceleration split into gravity and what the user adds. On Linux no manager ever produces one.
open class CMDeviceMotion: CMLogItem, @unchecked Sendable {
    /// The device's attitude.
    public let attitude: CMAttitude
    /// The rotation rate, bias removed, in radians a second.
    public let rotationRate: CMRotationRate
    /// Gravity in the device's frame, in g.
    public let gravity: CMAcceleration
    /// The acceleration the user gives the device, gravity removed, in g.
    public let userAcceleration: CMAcceleration
    /// The heading relative to the reference frame, in degrees (0 to 360), or −1 when unknown.
    public let heading: Double

    init(
        attitude: CMAttitude, rotationRate: CMRotationRate, gravity: CMAcceleration, userAcceleration: CMAcceleration,
        heading: Double = -1, timestamp: TimeInterval
    ) {
        self.attitude = attitude
        self.rotationRate = rotationRate
        self.gravity = gravity
        self.userAcceleration = userAcceleration
        self.heading = heading
        super.init(timestamp: timestamp)
    }
}
