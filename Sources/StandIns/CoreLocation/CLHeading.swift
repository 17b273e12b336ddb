import Foundation

/// A direction in degrees from north, as CoreLocation's `CLHeading`. Linux has no compass, so a
/// ``CLLocationManager`` never reports one; a test builds headings with napkin's initializer to
/// drive a view's compass as a delegate call would.
open class CLHeading: NSObject, @unchecked Sendable {
    /// Degrees from magnetic north, clockwise (0…360).
    public let magneticHeading: CLLocationDirection
    /// Degrees from true north, or -1 when the location is unknown.
    public let trueHeading: CLLocationDirection
    /// The largest error of the magnetic heading in degrees; negative when the heading is invalid.
    public let headingAccuracy: CLLocationDirection
    /// When it was measured.
    public let timestamp: Date
    /// The raw magnetic field, in microteslas, along the device's axes.
    public let x: CLHeadingComponentValue
    /// The field along the y axis.
    public let y: CLHeadingComponentValue
    /// The field along the z axis.
    public let z: CLHeadingComponentValue

    /// A heading of these values (napkin's own: iOS makes headings only from its compass). Directions
    /// are wrapped into 0..<360; a true heading below zero stays -1 (unknown).
    public init(
        magneticHeading: CLLocationDirection, trueHeading: CLLocationDirection = -1, headingAccuracy: CLLocationDirection = 5,
        timestamp: Date = Date(), x: CLHeadingComponentValue = 0, y: CLHeadingComponentValue = 0, z: CLHeadingComponentValue = 0
    ) {
        func wrapped(_ degrees: Double) -> Double {
            guard degrees.isFinite else { return 0 }
            let remainder = degrees.truncatingRemainder(dividingBy: 360)
            return remainder < 0 ? remainder + 360 : remainder
        }
        self.magneticHeading = wrapped(magneticHeading)
        self.trueHeading = trueHeading < 0 || !trueHeading.isFinite ? -1 : wrapped(trueHeading)
        self.headingAccuracy = headingAccuracy
        self.timestamp = timestamp
        self.x = x
        self.y = y
        self.z = z
    }
}

/// A magnetic field component in microteslas, as `CLHeadingComponentValue`.
public typealias CLHeadingComponentValue = Double

/// The orientation headings are measured against, as `CLDeviceOrientation`.
public enum CLDeviceOrientation: Int32, Sendable {
    /// Not known.
    case unknown = 0
    /// Upright.
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// On its side, the top to the left.
    case landscapeLeft = 3
    /// On its side, the top to the right.
    case landscapeRight = 4
    /// Flat, the screen up.
    case faceUp = 5
    /// Flat, the screen down.
    case faceDown = 6
}
