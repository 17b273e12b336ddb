import Foundation

/// The width and height of a map region in degrees, as MapKit's `MKCoordinateSpan`.
public struct MKCoordinateSpan: Sendable, Equatable {
    /// Degrees of latitude from the region's top to its bottom (one degree is about 111 km).
    public var latitudeDelta: CLLocationDegrees
    /// Degrees of longitude from the region's left to its right.
    public var longitudeDelta: CLLocationDegrees

    /// An empty span.
    public init() { self.init(latitudeDelta: 0, longitudeDelta: 0) }

    /// A span of `latitudeDelta` by `longitudeDelta` degrees.
    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
        self.latitudeDelta = latitudeDelta
        self.longitudeDelta = longitudeDelta
    }
}

/// A rectangle of the map in coordinates: a centre and a span, as MapKit's `MKCoordinateRegion`.
public struct MKCoordinateRegion: Sendable {
    /// The region's middle.
    public var center: CLLocationCoordinate2D
    /// How far the region reaches, in degrees.
    public var span: MKCoordinateSpan

    /// A region at 0, 0 with an empty span.
    public init() { self.init(center: CLLocationCoordinate2D(), span: MKCoordinateSpan()) }

    /// The region around `center` reaching `span`.
    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
        self.center = center
        self.span = span
    }

    /// The region around `center` `latitudinalMeters` tall and `longitudinalMeters` wide
    /// (measured through the centre on a sphere of WGS 84's equatorial radius).
    public init(center: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance, longitudinalMeters: CLLocationDistance) {
        let metresPerDegree = MKMapGeometry.metresPerDegreeOfLatitude
        let cosine = max(cos(center.latitude * .pi / 180), 1e-9)
        self.init(
            center: center,
            span: MKCoordinateSpan(
                latitudeDelta: latitudinalMeters / metresPerDegree,
                longitudeDelta: min(longitudinalMeters / (metresPerDegree * cosine), 360)))
    }

    /// The region covering `rect`, as MapKit's `MKCoordinateRegion(_:)` for a map rectangle.
    public init(_ rect: MKMapRect) {
        let topLeft = MKMapPoint(x: rect.minX, y: rect.minY).coordinate
        let bottomRight = MKMapPoint(x: rect.maxX, y: rect.maxY).coordinate
        let center = MKMapPoint(x: rect.midX, y: rect.midY).coordinate
        self.init(
            center: center,
            span: MKCoordinateSpan(
                latitudeDelta: topLeft.latitude - bottomRight.latitude,
                longitudeDelta: rect.width / MKMapRect.world.width * 360))
    }
}

/// A point of the flat map: Web Mercator's projection of the world onto a square of
/// ``MKMapRect/world``'s size, x growing east from longitude -180, y growing south from the
/// projection's northern edge (about 85.05° N), as MapKit's `MKMapPoint`.
public struct MKMapPoint: Sendable, Equatable {
    /// Map points east of longitude -180.
    public var x: Double
    /// Map points south of the map's northern edge.
    public var y: Double

    /// The map's top-left corner.
    public init() { self.init(x: 0, y: 0) }

    /// The map point `x`, `y`.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The map point where `coordinate` is projected (latitudes are clamped to the map's edges).
    public init(_ coordinate: CLLocationCoordinate2D) {
        let size = MKMapRect.world.width
        let latitude = min(max(coordinate.latitude, -MKMapGeometry.maximumLatitude), MKMapGeometry.maximumLatitude) * .pi / 180
        x = (coordinate.longitude + 180) / 360 * size
        y = (1 - log(tan(latitude) + 1 / cos(latitude)) / .pi) / 2 * size
    }

    /// The coordinate this map point projects.
    public var coordinate: CLLocationCoordinate2D {
        let size = MKMapRect.world.width
        let longitude = x / size * 360 - 180
        let latitude = atan(sinh(.pi * (1 - 2 * y / size))) * 180 / .pi
        return CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    }

    /// The distance to `other` in metres, along the surface of the earth (a great circle).
    public func distance(to other: MKMapPoint) -> CLLocationDistance {
        let a = coordinate
        let b = other.coordinate
        return CLLocation(latitude: a.latitude, longitude: a.longitude).distance(
            from: CLLocation(latitude: b.latitude, longitude: b.longitude))
    }
}

/// A width and height in map points, as MapKit's `MKMapSize`.
public struct MKMapSize: Sendable, Equatable {
    /// Map points across.
    public var width: Double
    /// Map points down.
    public var height: Double

    /// An empty size.
    public init() { self.init(width: 0, height: 0) }

    /// A size of `width` by `height` map points.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The whole map's size.
    public static let world = MKMapSize(width: MKMapGeometry.worldSize, height: MKMapGeometry.worldSize)
}

/// A rectangle of the flat map, as MapKit's `MKMapRect`.
public struct MKMapRect: Sendable, Equatable {
    /// The top-left corner.
    public var origin: MKMapPoint
    /// The width and height.
    public var size: MKMapSize

    /// An empty rectangle at the map's corner.
    public init() { self.init(origin: MKMapPoint(), size: MKMapSize()) }

    /// The rectangle at `origin` of `size`.
    public init(origin: MKMapPoint, size: MKMapSize) {
        self.origin = origin
        self.size = size
    }

    /// The rectangle at `x`, `y` of `width` by `height` map points.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: MKMapPoint(x: x, y: y), size: MKMapSize(width: width, height: height))
    }

    /// The whole map: 2²⁸ map points square, as MapKit's.
    public static let world = MKMapRect(origin: MKMapPoint(), size: .world)
    /// No rectangle: what an empty union or a disjoint intersection gives.
    public static let null = MKMapRect(x: .infinity, y: .infinity, width: 0, height: 0)

    /// The left edge.
    public var minX: Double { origin.x }
    /// The top edge.
    public var minY: Double { origin.y }
    /// The right edge.
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge.
    public var maxY: Double { origin.y + size.height }
    /// The middle across.
    public var midX: Double { origin.x + size.width / 2 }
    /// The middle down.
    public var midY: Double { origin.y + size.height / 2 }
    /// Map points across.
    public var width: Double { size.width }
    /// Map points down.
    public var height: Double { size.height }
    /// Whether this is ``null``.
    public var isNull: Bool { origin.x.isInfinite || origin.y.isInfinite }
    /// Whether it has no area (``null`` is empty too).
    public var isEmpty: Bool { isNull || size.width <= 0 || size.height <= 0 }

    /// Whether `point` lies inside (edges included at the top and left).
    public func contains(_ point: MKMapPoint) -> Bool {
        !isNull && point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// Whether `rect` lies wholly inside.
    public func contains(_ rect: MKMapRect) -> Bool {
        !isNull && !rect.isNull && rect.minX >= minX && rect.maxX <= maxX && rect.minY >= minY && rect.maxY <= maxY
    }

    /// Whether the two rectangles share some area.
    public func intersects(_ rect: MKMapRect) -> Bool { !intersection(rect).isEmpty }

    /// The area the two rectangles share, or ``null``.
    public func intersection(_ rect: MKMapRect) -> MKMapRect {
        if isNull || rect.isNull { return .null }
        let left = max(minX, rect.minX)
        let top = max(minY, rect.minY)
        let right = min(maxX, rect.maxX)
        let bottom = min(maxY, rect.maxY)
        if right < left || bottom < top { return .null }
        return MKMapRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The smallest rectangle holding both (a ``null`` one adds nothing).
    public func union(_ rect: MKMapRect) -> MKMapRect {
        if isNull { return rect }
        if rect.isNull { return self }
        let left = min(minX, rect.minX)
        let top = min(minY, rect.minY)
        return MKMapRect(x: left, y: top, width: max(maxX, rect.maxX) - left, height: max(maxY, rect.maxY) - top)
    }

    /// The rectangle moved `dx` right and `dy` down and shrunk by as much on each side.
    public func insetBy(dx: Double, dy: Double) -> MKMapRect {
        if isNull { return self }
        return MKMapRect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    /// The rectangle moved `dx` right and `dy` down.
    public func offsetBy(dx: Double, dy: Double) -> MKMapRect {
        MKMapRect(x: minX + dx, y: minY + dy, width: width, height: height)
    }
}

extension MKMapRect {
    /// The map rectangle a coordinate region covers: as tall and wide as its span projects, and
    /// centred on its centre's map point, where a map shown at the region is centred. (Internal:
    /// MapKit has no such initialiser, and apps that want one declare it themselves.)
    init(covering region: MKCoordinateRegion) {
        let north = MKMapPoint(CLLocationCoordinate2D(latitude: region.center.latitude + region.span.latitudeDelta / 2, longitude: 0))
        let south = MKMapPoint(CLLocationCoordinate2D(latitude: region.center.latitude - region.span.latitudeDelta / 2, longitude: 0))
        let width = region.span.longitudeDelta / 360 * MKMapRect.world.width
        let height = south.y - north.y
        let center = MKMapPoint(region.center)
        self.init(x: center.x - width / 2, y: center.y - height / 2, width: width, height: height)
    }
}

/// The constants of the projection.
enum MKMapGeometry {
    /// The map's side in map points: 2²⁸.
    static let worldSize: Double = 268_435_456
    /// The latitude of the map's top and bottom edges, where Web Mercator's square ends.
    static let maximumLatitude: Double = 85.051_128_779_806_59
    /// Metres in a degree of latitude on a sphere of WGS 84's equatorial radius.
    static let metresPerDegreeOfLatitude: Double = 2 * .pi * CLLocation.sphereRadius / 360
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Map points in a metre at `latitude`.
public func MKMapPointsPerMeterAtLatitude(_ latitude: CLLocationDegrees) -> Double {
    1 / MKMetersPerMapPointAtLatitude(latitude)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Metres in a map point at `latitude` (a map point covers less ground towards the poles).
public func MKMetersPerMapPointAtLatitude(_ latitude: CLLocationDegrees) -> CLLocationDistance {
    let circumference = 2 * .pi * CLLocation.sphereRadius
    return circumference * cos(latitude * .pi / 180) / MKMapGeometry.worldSize
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The map point where `coordinate` is projected.
public func MKMapPointForCoordinate(_ coordinate: CLLocationCoordinate2D) -> MKMapPoint { MKMapPoint(coordinate) }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The coordinate `point` projects.
public func MKCoordinateForMapPoint(_ point: MKMapPoint) -> CLLocationCoordinate2D { point.coordinate }

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The span `latitudeDelta` by `longitudeDelta`.
public func MKCoordinateSpanMake(_ latitudeDelta: CLLocationDegrees, _ longitudeDelta: CLLocationDegrees) -> MKCoordinateSpan {
    MKCoordinateSpan(latitudeDelta: latitudeDelta, longitudeDelta: longitudeDelta)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The region around `center` reaching `span`.
public func MKCoordinateRegionMake(_ center: CLLocationCoordinate2D, _ span: MKCoordinateSpan) -> MKCoordinateRegion {
    MKCoordinateRegion(center: center, span: span)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The region around `center` so many metres tall and wide.
public func MKCoordinateRegionMakeWithDistance(
    _ center: CLLocationCoordinate2D, _ latitudinalMeters: CLLocationDistance, _ longitudinalMeters: CLLocationDistance
) -> MKCoordinateRegion {
    MKCoordinateRegion(center: center, latitudinalMeters: latitudinalMeters, longitudinalMeters: longitudinalMeters)
}
