import Foundation

/// Degrees of latitude or longitude, as in CoreLocation.
public typealias CLLocationDegrees = Double
/// A distance in metres.
public typealias CLLocationDistance = Double
/// An accuracy in metres; negative means unknown (or, for the accuracy constants, a wish).
public typealias CLLocationAccuracy = Double
/// A speed in metres per second; negative means unknown.
public typealias CLLocationSpeed = Double
/// The accuracy of a speed, in metres per second.
public typealias CLLocationSpeedAccuracy = Double
/// A direction in degrees from true north, clockwise; negative means unknown.
public typealias CLLocationDirection = Double
/// The accuracy of a direction, in degrees.
public typealias CLLocationDirectionAccuracy = Double

/// The highest accuracy, for navigation (needs the device plugged in on iOS).
public let kCLLocationAccuracyBestForNavigation: CLLocationAccuracy = -2
/// The highest accuracy the hardware has: `CLLocationManager.desiredAccuracy`'s default.
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
/// Within about ten metres.
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
/// Within about a hundred metres.
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
/// Within about a kilometre.
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
/// Within about three kilometres.
public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = 3000
/// Every move is reported: `CLLocationManager.distanceFilter`'s default.
public let kCLDistanceFilterNone: CLLocationDistance = -1
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The largest distance.
public let CLLocationDistanceMax: CLLocationDistance = .greatestFiniteMagnitude

/// A latitude and a longitude in degrees (WGS 84), as CoreLocation's `CLLocationCoordinate2D`.
/// Like Apple's, it is not `Equatable`: apps that compare coordinates declare that themselves.
public struct CLLocationCoordinate2D: Sendable {
    /// Degrees north of the equator (south is negative), -90 to 90.
    public var latitude: CLLocationDegrees
    /// Degrees east of Greenwich (west is negative), -180 to 180.
    public var longitude: CLLocationDegrees

    /// 0, 0.
    public init() { self.init(latitude: 0, longitude: 0) }

    /// The coordinate at `latitude`, `longitude`.
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// A coordinate no place has, for "no coordinate".
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)

// CoreLocation's C function names, kept so code written for iOS compiles.
// swift-format-ignore: AlwaysUseLowerCamelCase
/// Whether `coordinate` is a place: latitude within ±90 and longitude within ±180 degrees.
public func CLLocationCoordinate2DIsValid(_ coordinate: CLLocationCoordinate2D) -> Bool {
    (-90...90).contains(coordinate.latitude) && (-180...180).contains(coordinate.longitude)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The coordinate at `latitude`, `longitude`.
public func CLLocationCoordinate2DMake(_ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees) -> CLLocationCoordinate2D {
    CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}

/// A place and when and how well it was measured, as CoreLocation's `CLLocation`. Immutable.
open class CLLocation: NSObject, @unchecked Sendable {
    /// The radius of the sphere ``distance(from:)`` measures on: WGS 84's equatorial radius, in metres.
    public static let sphereRadius: CLLocationDistance = 6_378_137

    /// Where.
    public let coordinate: CLLocationCoordinate2D
    /// Metres above sea level.
    public let altitude: CLLocationDistance
    /// Metres above the WGS 84 ellipsoid (the altitude, here: Linux has no geoid model).
    public let ellipsoidalAltitude: CLLocationDistance
    /// The radius of uncertainty of ``coordinate`` in metres; negative when the coordinate is invalid.
    public let horizontalAccuracy: CLLocationAccuracy
    /// The uncertainty of ``altitude`` in metres; negative when the altitude is invalid.
    public let verticalAccuracy: CLLocationAccuracy
    /// The direction of travel in degrees from true north; negative when unknown.
    public let course: CLLocationDirection
    /// The accuracy of ``course``; negative when unknown.
    public let courseAccuracy: CLLocationDirectionAccuracy
    /// The speed in metres per second; negative when unknown.
    public let speed: CLLocationSpeed
    /// The accuracy of ``speed``; negative when unknown.
    public let speedAccuracy: CLLocationSpeedAccuracy
    /// When the location was measured.
    public let timestamp: Date

    /// A location at latitude and longitude 0, now (`CLLocation()`, a starting value apps compare
    /// the first fix against), as Apple's.
    public override convenience init() {
        self.init(latitude: 0, longitude: 0)
    }

    /// A location at `latitude`, `longitude`, now, with an exact coordinate and no altitude, course
    /// or speed (as Apple's: horizontal accuracy 0, vertical accuracy, course and speed -1).
    public convenience init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.init(
            coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), altitude: 0, horizontalAccuracy: 0,
            verticalAccuracy: -1, timestamp: Date())
    }

    /// A location with an altitude and accuracies, without course or speed.
    public convenience init(
        coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
        verticalAccuracy vAccuracy: CLLocationAccuracy, timestamp: Date
    ) {
        self.init(
            coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy, verticalAccuracy: vAccuracy, course: -1,
            courseAccuracy: -1, speed: -1, speedAccuracy: -1, timestamp: timestamp)
    }

    /// A location with course and speed.
    public convenience init(
        coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
        verticalAccuracy vAccuracy: CLLocationAccuracy, course: CLLocationDirection, speed: CLLocationSpeed, timestamp: Date
    ) {
        self.init(
            coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy, verticalAccuracy: vAccuracy, course: course,
            courseAccuracy: -1, speed: speed, speedAccuracy: -1, timestamp: timestamp)
    }

    /// A location with everything.
    public init(
        coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
        verticalAccuracy vAccuracy: CLLocationAccuracy, course: CLLocationDirection, courseAccuracy: CLLocationDirectionAccuracy,
        speed: CLLocationSpeed, speedAccuracy: CLLocationSpeedAccuracy, timestamp: Date
    ) {
        self.coordinate = coordinate
        self.altitude = altitude
        ellipsoidalAltitude = altitude
        horizontalAccuracy = hAccuracy
        verticalAccuracy = vAccuracy
        self.course = course
        self.courseAccuracy = courseAccuracy
        self.speed = speed
        self.speedAccuracy = speedAccuracy
        self.timestamp = timestamp
    }

    /// The distance in metres to `location` along the surface of the Earth, ignoring altitude: the
    /// great-circle distance on a sphere of WGS 84's equatorial radius (6,378,137 m), by the
    /// haversine formula. Apple does not publish its formula; this sphere gives 111,319.49 m for a
    /// degree of longitude on the equator and stays within 0.7 % of the distance on the ellipsoid.
    public func distance(from location: CLLocation) -> CLLocationDistance {
        let radians = Double.pi / 180
        let lat1 = coordinate.latitude * radians
        let lat2 = location.coordinate.latitude * radians
        let dLat = lat2 - lat1
        let dLon = (location.coordinate.longitude - coordinate.longitude) * radians
        let a = sin(dLat / 2) * sin(dLat / 2) + cos(lat1) * cos(lat2) * sin(dLon / 2) * sin(dLon / 2)
        return 2 * Self.sphereRadius * atan2(a.squareRoot(), (1 - a).squareRoot())
    }

    /// Written as CoreLocation writes a location: `<+52.52000000,+13.40500000> +/- 5.00m (speed
    /// -1.00 mps / course -1.00) @ 2026-12-02 06:00:00 +0000`.
    open override var description: String {
        func signed(_ value: Double) -> String { (value >= 0 ? "+" : "") + String(format: "%.8f", value) }
        return "<\(signed(coordinate.latitude)),\(signed(coordinate.longitude))> +/- "
            + String(format: "%.2fm (speed %.2f mps / course %.2f) @ ", horizontalAccuracy, speed, course) + "\(timestamp)"
    }
}
