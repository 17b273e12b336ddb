import Foundation

/// A line through coordinates, as MapKit's `MKPolyline`: a route's path, or an overlay.
open class MKPolyline: MKShape, MKAnnotation, @unchecked Sendable {
    private var points: [CLLocationCoordinate2D] = []

    // `init()` (a line through no points) is NSObject's; the other initialisers are convenience
    // ones, as MapKit's (Objective-C class factories), so a subclass inherits them without
    // overriding them. (A subclass made on the main actor by `-default-isolation MainActor` still
    // stops on its inherited `init()`: Swift checks the isolation of an override of a Swift 6
    // module's initialiser, not of an Objective-C one.)

    /// A line through the first `count` coordinates at `coords`.
    public convenience init(coordinates coords: UnsafePointer<CLLocationCoordinate2D>, count: Int) {
        self.init()
        points = Array(UnsafeBufferPointer(start: coords, count: max(count, 0)))
    }

    /// A line through the first `count` map points at `points`.
    public convenience init(points: UnsafePointer<MKMapPoint>, count: Int) {
        self.init()
        self.points = UnsafeBufferPointer(start: points, count: max(count, 0)).map(\.coordinate)
    }

    /// How many points the line has.
    open var pointCount: Int { points.count }

    /// The middle of the line's bounding map rectangle.
    open var coordinate: CLLocationCoordinate2D {
        guard let rect = MapProjection.boundingRect(of: points) else { return kCLLocationCoordinate2DInvalid }
        return MKMapPoint(x: rect.midX, y: rect.midY).coordinate
    }

    /// The smallest map rectangle holding the line.
    open var boundingMapRect: MKMapRect { MapProjection.boundingRect(of: points) ?? .null }

    /// Copies the coordinates in `range` into `coords`.
    open func getCoordinates(_ coords: UnsafeMutablePointer<CLLocationCoordinate2D>, range: NSRange) {
        for (offset, index) in (range.location..<(range.location + range.length)).enumerated() where points.indices.contains(index) {
            coords[offset] = points[index]
        }
    }

    /// The line's coordinates, in order.
    var coordinates: [CLLocationCoordinate2D] { points }
}

/// How a route travels, as MapKit's `MKDirectionsTransportType`.
public struct MKDirectionsTransportType: OptionSet, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// The types in `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// By car.
    public static let automobile = MKDirectionsTransportType(rawValue: 1)
    /// On foot.
    public static let walking = MKDirectionsTransportType(rawValue: 2)
    /// By public transport.
    public static let transit = MKDirectionsTransportType(rawValue: 4)
    /// By bicycle.
    public static let cycling = MKDirectionsTransportType(rawValue: 8)
    /// Any way.
    public static let any = MKDirectionsTransportType(rawValue: 0x0FFF_FFFF)
}

/// A way from one place to another, as MapKit's `MKRoute`.
open class MKRoute: NSObject, @unchecked Sendable {
    /// The route's name (the main roads it takes).
    public let name: String
    /// The route's path.
    public let polyline: MKPolyline
    /// Its length in metres.
    public let distance: CLLocationDistance
    /// How long it takes, in seconds.
    public let expectedTravelTime: TimeInterval
    /// How it travels.
    public let transportType: MKDirectionsTransportType

    /// A route (MapKit's come only from `MKDirections`; napkin's tests make their own).
    public init(
        name: String, polyline: MKPolyline, distance: CLLocationDistance, expectedTravelTime: TimeInterval,
        transportType: MKDirectionsTransportType
    ) {
        self.name = name
        self.polyline = polyline
        self.distance = distance
        self.expectedTravelTime = expectedTravelTime
        self.transportType = transportType
    }
}

/// A request for directions between two places, as MapKit's `MKDirections`.
///
/// Linux has no map service and napkin reaches no network: every calculation fails with
/// ``MKError/Code/directionsNotFound``, as MapKit's does when it finds no way.
open class MKDirections: @unchecked Sendable {
    /// Where from, where to and how, as MapKit's `MKDirections.Request`.
    open class Request: @unchecked Sendable {
        /// Where from (the current location when nil).
        open var source: MKMapItem?
        /// Where to.
        open var destination: MKMapItem?
        /// How to travel.
        open var transportType: MKDirectionsTransportType = .any
        /// Whether several routes are wanted.
        open var requestsAlternateRoutes = false
        /// When to leave.
        open var departureDate: Date?
        /// When to arrive.
        open var arrivalDate: Date?
        /// An empty request.
        public init() {}
    }

    /// What a calculation found, as MapKit's `MKDirections.Response`.
    open class Response: @unchecked Sendable {
        /// Where from.
        public let source: MKMapItem
        /// Where to.
        public let destination: MKMapItem
        /// The routes found.
        public let routes: [MKRoute]
        init(source: MKMapItem, destination: MKMapItem, routes: [MKRoute]) {
            self.source = source
            self.destination = destination
            self.routes = routes
        }
    }

    /// What a calculation hands its completion handler.
    public typealias DirectionsHandler = @Sendable (Response?, (any Error)?) -> Void

    /// The request.
    public let request: Request

    /// A calculation for `request`.
    public init(request: Request) { self.request = request }

    /// Whether a calculation is under way: never, nothing is asked of a network.
    open var isCalculating: Bool { false }

    /// Finds routes and calls `completionHandler` on the main queue: on Linux with no response
    /// and ``MKError/Code/directionsNotFound``.
    open func calculate(completionHandler: @escaping DirectionsHandler) {
        DispatchQueue.main.async { completionHandler(nil, MKError(.directionsNotFound)) }
    }

    /// Finds routes: throws ``MKError/Code/directionsNotFound`` on Linux.
    open func calculate() async throws -> Response {
        throw MKError(.directionsNotFound)
    }

    /// Stops the calculation.
    open func cancel() {}
}

extension MapPolyline {
    /// A line along `polyline`.
    public init(_ polyline: MKPolyline, contourStyle: ContourStyle = .straight) {
        self.init(coordinates: polyline.coordinates, contourStyle: contourStyle)
    }

    /// A line along `route`'s path.
    public init(_ route: MKRoute, contourStyle: ContourStyle = .straight) {
        self.init(route.polyline, contourStyle: contourStyle)
    }
}
