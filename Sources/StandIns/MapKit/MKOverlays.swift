import Foundation

/// An annotation that covers an area of the map, as MapKit's `MKOverlay`: a route's line, a
/// region's outline. A map view keeps its overlays in order; Linux draws no map under them, so
/// ``MKMapView`` keeps them and asks its delegate for their renderers, and draws neither.
public protocol MKOverlay: MKAnnotation {
    /// The smallest map rectangle holding the overlay.
    var boundingMapRect: MKMapRect { get }
    /// Whether the overlay meets `mapRect` (by default, whether its bounding rectangle does).
    func intersects(_ mapRect: MKMapRect) -> Bool
    /// Whether the overlay covers the whole map, so the map's own content need not be drawn
    /// (`false` by default).
    var canReplaceMapContent: Bool { get }
}

extension MKOverlay {
    /// Whether the bounding rectangle meets `mapRect`.
    public func intersects(_ mapRect: MKMapRect) -> Bool { boundingMapRect.intersects(mapRect) }
    /// `false`: the map is drawn under the overlay.
    public var canReplaceMapContent: Bool { false }
}

extension MKPolyline: MKOverlay {}

/// How a map view follows the person, as MapKit's `MKUserTrackingMode`.
public enum MKUserTrackingMode: Int, Sendable, Hashable {
    /// The map stays where it is.
    case none = 0
    /// The map follows the person's location.
    case follow = 1
    /// The map follows the location and turns with the heading.
    case followWithHeading = 2
}

/// The person's place on a map view, as MapKit's `MKUserLocation`. Linux knows no location:
/// ``location`` is `nil`, the coordinate is `kCLLocationCoordinate2DInvalid` and the map view
/// never says it updated.
open class MKUserLocation: NSObject, MKAnnotation, @unchecked Sendable {
    /// The last location found: the CoreLocation stand-in's simulated location while location
    /// services are on and the app is authorized, else `nil` (Linux finds none of its own).
    open var location: CLLocation? {
        MapUserLocation.current(from: locationSource).map { CLLocation(latitude: $0.latitude, longitude: $0.longitude) }
    }
    /// Where the location comes from: the device's simulated one (a test may give another).
    var locationSource = SimulatedLocationSource.shared
    /// Whether the location is being updated: `false`, as nothing finds one.
    open var isUpdating: Bool { false }
    /// The location's coordinate, or `kCLLocationCoordinate2DInvalid` without one.
    open var coordinate: CLLocationCoordinate2D { location?.coordinate ?? kCLLocationCoordinate2DInvalid }
    /// The callout's title: "My Location", as MapKit's.
    open var title: String? = "My Location"
    /// The callout's subtitle.
    open var subtitle: String?
}

/// Draws an overlay on a map, as MapKit's `MKOverlayRenderer`: a map view's delegate makes one
/// for each overlay. NapkinUI keeps what it is told; the map view draws no overlays.
@MainActor @preconcurrency
open class MKOverlayRenderer: NSObject {
    /// The overlay drawn.
    public let overlay: any MKOverlay
    /// The overlay's opacity.
    open var alpha: CGFloat = 1
    /// The screen's scale.
    open var contentScaleFactor: CGFloat = 3

    /// A renderer for `overlay`.
    public init(overlay: any MKOverlay) {
        self.overlay = overlay
        super.init()
    }

    /// Asks for the overlay to be drawn again (nothing is drawn on Linux).
    open func setNeedsDisplay() {}
}

/// A renderer that strokes and fills a path, as MapKit's `MKOverlayPathRenderer`.
@MainActor @preconcurrency
open class MKOverlayPathRenderer: MKOverlayRenderer {
    /// The fill's colour (`nil`: no fill).
    open var fillColor: UIColor?
    /// The line's colour (`nil`: no line).
    open var strokeColor: UIColor?
    /// The line's width in points (`0`: a hairline).
    open var lineWidth: CGFloat = 0
    /// The limit of mitred joins.
    open var miterLimit: CGFloat = 10
    /// Where the dash pattern starts.
    open var lineDashPhase: CGFloat = 0
    /// The lengths of dashes and gaps (`nil`: a solid line).
    open var lineDashPattern: [NSNumber]?
    /// Whether the path is drawn only while the map is not zooming.
    open var shouldRasterize = false
}

/// Draws a polyline overlay, as MapKit's `MKPolylineRenderer`.
@MainActor @preconcurrency
open class MKPolylineRenderer: MKOverlayPathRenderer {
    /// The line drawn.
    public var polyline: MKPolyline { overlay as! MKPolyline }

    /// A renderer for `polyline`.
    public init(polyline: MKPolyline) {
        super.init(overlay: polyline)
    }

    /// A renderer for `overlay`, which is a polyline.
    public override init(overlay: any MKOverlay) {
        precondition(overlay is MKPolyline, "MKPolylineRenderer(overlay:) needs an MKPolyline, as MapKit's")
        super.init(overlay: overlay)
    }
}
