import Foundation
import NapkinUI

/// How a stroke looks at one place along its path, as PencilKit's `PKStrokePoint`: where it is,
/// when it was drawn (seconds after the path's creation date), the size of the brush there, its
/// opacity, and the force, azimuth and altitude of the touch that drew it.
public struct PKStrokePoint: Sendable, Equatable {
    /// Where the point is, in the drawing's coordinates (before the stroke's transform).
    public let location: CGPoint
    /// Seconds from the path's creation date to when the point was drawn.
    public let timeOffset: TimeInterval
    /// The brush's size at the point: its width across the stroke (a pen's is square, a marker's wide).
    public let size: CGSize
    /// The ink's opacity at the point, 0…1 (PencilKit lets it go above 1 for a pencil pressed hard; NapkinUI keeps 0…2).
    public let opacity: CGFloat
    /// The force of the touch at the point (1 is an average touch; 0 for a finger on a device without force sensing).
    public let force: CGFloat
    /// The pencil's heading at the point, in radians.
    public let azimuth: CGFloat
    /// The pencil's angle to the screen at the point, in radians (π/2 upright).
    public let altitude: CGFloat
    /// How much the ink's secondary effect (a fountain pen's nib) scales at the point (1 for none).
    public let secondaryScale: CGFloat

    /// A point with every property given, as PencilKit's initializer (iOS 14).
    public init(
        location: CGPoint, timeOffset: TimeInterval, size: CGSize, opacity: CGFloat, force: CGFloat, azimuth: CGFloat, altitude: CGFloat
    ) {
        self.init(
            location: location, timeOffset: timeOffset, size: size, opacity: opacity, force: force, azimuth: azimuth, altitude: altitude,
            secondaryScale: 1)
    }

    /// A point with every property given, the secondary scale included, as PencilKit's iOS 17 initializer.
    /// Values that are not finite become 0 (1 for the scale); sizes and force are at least 0.
    public init(
        location: CGPoint, timeOffset: TimeInterval, size: CGSize, opacity: CGFloat, force: CGFloat, azimuth: CGFloat, altitude: CGFloat,
        secondaryScale: CGFloat
    ) {
        func finite(_ value: CGFloat, _ fallback: CGFloat = 0) -> CGFloat { value.isFinite ? value : fallback }
        self.location = CGPoint(x: finite(location.x), y: finite(location.y))
        self.timeOffset = timeOffset.isFinite ? Swift.max(0, timeOffset) : 0
        self.size = CGSize(width: Swift.max(0, finite(size.width)), height: Swift.max(0, finite(size.height)))
        self.opacity = Swift.min(Swift.max(0, finite(opacity, 1)), 2)
        self.force = Swift.max(0, finite(force))
        self.azimuth = finite(azimuth)
        self.altitude = finite(altitude, .pi / 2)
        self.secondaryScale = Swift.max(0, finite(secondaryScale, 1))
    }

    /// The point `fraction` of the way to `other`, every property linear.
    func mixed(with other: PKStrokePoint, _ fraction: CGFloat) -> PKStrokePoint {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * fraction }
        return PKStrokePoint(
            location: CGPoint(x: mix(location.x, other.location.x), y: mix(location.y, other.location.y)),
            timeOffset: timeOffset + (other.timeOffset - timeOffset) * Double(fraction),
            size: CGSize(width: mix(size.width, other.size.width), height: mix(size.height, other.size.height)),
            opacity: mix(opacity, other.opacity), force: mix(force, other.force), azimuth: mix(azimuth, other.azimuth),
            altitude: mix(altitude, other.altitude), secondaryScale: mix(secondaryScale, other.secondaryScale))
    }

    /// The point with its location moved by `transform`.
    func applying(_ transform: CGAffineTransform) -> PKStrokePoint {
        PKStrokePoint(
            location: location.applying(transform), timeOffset: timeOffset, size: size, opacity: opacity, force: force, azimuth: azimuth,
            altitude: altitude, secondaryScale: secondaryScale)
    }
}
