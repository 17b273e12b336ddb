import Foundation

/// Where a map looks from, as MapKit's `MapCamera`: a centre, a distance from it, a heading and
/// a pitch.
public struct MapCamera: Equatable, Sendable {
    /// The point looked at.
    public var centerCoordinate: CLLocationCoordinate2D
    /// Metres between the camera and the centre.
    public var distance: Double
    /// Degrees clockwise from north the top of the map points to.
    public var heading: Double
    /// Degrees the camera leans from looking straight down.
    public var pitch: Double

    /// A camera `distance` metres from `centerCoordinate`.
    public init(centerCoordinate: CLLocationCoordinate2D, distance: Double, heading: Double = 0, pitch: Double = 0) {
        self.centerCoordinate = centerCoordinate
        self.distance = distance
        self.heading = heading
        self.pitch = pitch
    }

    /// The camera showing `region` looking straight down.
    init(showing region: MKCoordinateRegion) {
        let metres = region.span.latitudeDelta * MKMapGeometry.metresPerDegreeOfLatitude
        self.init(centerCoordinate: region.center, distance: metres / MapCamera.groundPerDistance)
    }

    /// The region this camera shows, looking straight down: `distance` metres high sees
    /// ``groundPerDistance`` times as much ground from top to bottom (MapKit's field of view is
    /// not documented; this is about what its maps show).
    var region: MKCoordinateRegion {
        let metres = distance * MapCamera.groundPerDistance
        return MKCoordinateRegion(center: centerCoordinate, latitudinalMeters: metres, longitudinalMeters: metres)
    }

    /// Metres of ground seen from top to bottom per metre of distance.
    static let groundPerDistance = 0.8

    /// Whether the two cameras are at the same place, looking the same way.
    public static func == (lhs: MapCamera, rhs: MapCamera) -> Bool {
        lhs.centerCoordinate.latitude == rhs.centerCoordinate.latitude
            && lhs.centerCoordinate.longitude == rhs.centerCoordinate.longitude && lhs.distance == rhs.distance
            && lhs.heading == rhs.heading && lhs.pitch == rhs.pitch
    }
}

/// What a map's camera follows, as MapKit's `MapCameraPosition`: a region, a rectangle, a camera,
/// a map item, the person's location, or what the map shows (`automatic`).
public struct MapCameraPosition: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case automatic
        case region(MKCoordinateRegion)
        case rect(MKMapRect)
        case camera(MapCamera)
        case item(MKMapItem, allowsAutomaticPitch: Bool)
        case userLocation(followsHeading: Bool, fallback: Box)

        static func == (lhs: Kind, rhs: Kind) -> Bool {
            switch (lhs, rhs) {
            case (.automatic, .automatic): true
            case (.region(let a), .region(let b)): a.isSame(as: b)
            case (.rect(let a), .rect(let b)): a == b
            case (.camera(let a), .camera(let b)): a == b
            case (.item(let a, let p), .item(let b, let q)): a === b && p == q
            case (.userLocation(let a, let f), .userLocation(let b, let g)): a == b && f.position == g.position
            default: false
            }
        }
    }

    /// The fallback of a user-location position (a position inside a position needs a box).
    final class Box: Sendable {
        let position: MapCameraPosition
        init(_ position: MapCameraPosition) { self.position = position }
    }

    let kind: Kind
    /// Whether the person moved the map to where it is (never, in a render).
    public let positionedByUser: Bool

    init(_ kind: Kind) {
        self.kind = kind
        positionedByUser = false
    }

    /// Whatever the map's content needs: every marker, annotation and overlay in view, or the
    /// whole world for a map without content.
    public static let automatic = MapCameraPosition(.automatic)

    /// The region `region`, fitted to the map's aspect ratio.
    public static func region(_ region: MKCoordinateRegion) -> MapCameraPosition { MapCameraPosition(.region(region)) }

    /// The map rectangle `rect`, fitted to the map's aspect ratio.
    public static func rect(_ rect: MKMapRect) -> MapCameraPosition { MapCameraPosition(.rect(rect)) }

    /// What `camera` sees.
    public static func camera(_ camera: MapCamera) -> MapCameraPosition { MapCameraPosition(.camera(camera)) }

    /// `item`'s place, close up.
    public static func item(_ item: MKMapItem, allowsAutomaticPitch: Bool = false) -> MapCameraPosition {
        MapCameraPosition(.item(item, allowsAutomaticPitch: allowsAutomaticPitch))
    }

    /// The person's location, or `fallback` while it is unknown. Linux has no location of its
    /// own, so a map shows the fallback.
    public static func userLocation(followsHeading: Bool = false, fallback: MapCameraPosition) -> MapCameraPosition {
        MapCameraPosition(.userLocation(followsHeading: followsHeading, fallback: Box(fallback)))
    }

    /// The region, if this position is one.
    public var region: MKCoordinateRegion? {
        if case .region(let region) = kind { return region }
        return nil
    }

    /// The map rectangle, if this position is one.
    public var rect: MKMapRect? {
        if case .rect(let rect) = kind { return rect }
        return nil
    }

    /// The camera, if this position is one.
    public var camera: MapCamera? {
        if case .camera(let camera) = kind { return camera }
        return nil
    }

    /// The map item, if this position is one.
    public var item: MKMapItem? {
        if case .item(let item, _) = kind { return item }
        return nil
    }

    /// Whether the position follows the person's location.
    public var followsUserLocation: Bool {
        if case .userLocation = kind { return true }
        return false
    }

    /// Whether the position turns the map with the person's heading.
    public var followsUserHeading: Bool {
        if case .userLocation(let heading, _) = kind { return heading }
        return false
    }

    /// Where a user-location position looks while the location is unknown.
    public var fallbackPosition: MapCameraPosition? {
        if case .userLocation(_, let fallback) = kind { return fallback.position }
        return nil
    }

    /// Whether an item position may tilt the camera.
    public var allowsAutomaticPitch: Bool {
        if case .item(_, let pitch) = kind { return pitch }
        return false
    }
}

extension MKCoordinateRegion {
    /// Whether the two regions have the same centre and span.
    func isSame(as other: MKCoordinateRegion) -> Bool {
        center.latitude == other.center.latitude && center.longitude == other.center.longitude && span == other.span
    }
}

/// How the person may move a map, as SwiftUI's `MapInteractionModes`.
public struct MapInteractionModes: OptionSet, Sendable {
    /// The bits.
    public let rawValue: Int
    /// The modes in `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Dragging.
    public static let pan = MapInteractionModes(rawValue: 1)
    /// Pinching.
    public static let zoom = MapInteractionModes(rawValue: 2)
    /// Turning with two fingers.
    public static let rotate = MapInteractionModes(rawValue: 4)
    /// Tilting with two fingers.
    public static let pitch = MapInteractionModes(rawValue: 8)
    /// Every mode.
    public static let all: MapInteractionModes = [.pan, .zoom, .rotate, .pitch]
}

/// Whether a map follows the person's location, as SwiftUI's `MapUserTrackingMode` (iOS 14–16).
public enum MapUserTrackingMode: Sendable, Hashable {
    /// It does not.
    case none
    /// It does.
    case follow
}

/// What a camera change tells `onMapCameraChange(frequency:_:)`, as MapKit's
/// `MapCameraUpdateContext`.
public struct MapCameraUpdateContext: Sendable {
    /// The camera.
    public let camera: MapCamera
    /// The region shown.
    public let region: MKCoordinateRegion
    /// The map rectangle shown.
    public let rect: MKMapRect
}

/// How often `onMapCameraChange(frequency:_:)` is called, as MapKit's
/// `MapCameraUpdateFrequency`.
public enum MapCameraUpdateFrequency: Sendable, Hashable {
    /// While the camera moves.
    case continuous
    /// When it stops.
    case onEnd
}
