import Foundation

/// What kind of map a map view shows, as MapKit's `MKMapType`.
public enum MKMapType: UInt, Sendable, Hashable {
    /// Streets and place names.
    case standard = 0
    /// Satellite pictures.
    case satellite = 1
    /// Satellite pictures with streets and names.
    case hybrid = 2
    /// Satellite pictures with the ground's relief.
    case satelliteFlyover = 3
    /// Satellite pictures with streets, names and relief.
    case hybridFlyover = 4
    /// Streets, muted, for showing data over them.
    case mutedStandard = 5
}

/// What a map view tells about its region and annotations, as MapKit's `MKMapViewDelegate`.
/// Every method is optional.
@MainActor @preconcurrency
public protocol MKMapViewDelegate: AnyObject {
    /// The visible region changed (``MKMapView/setRegion(_:animated:)``, ``MKMapView/region``).
    func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool)
    /// The map view's centre changed: called with ``mapView(_:regionDidChangeAnimated:)``.
    func mapViewDidChangeVisibleRegion(_ mapView: MKMapView)
}

extension MKMapViewDelegate {
    /// Nothing.
    public func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {}
    /// Nothing.
    public func mapViewDidChangeVisibleRegion(_ mapView: MKMapView) {}
}

/// MapKit's map view, as SwiftUI files wrap it in a `UIViewRepresentable`: it keeps its region,
/// centre, map type and annotations as MapKit's does and tells its ``delegate`` when the region
/// changes.
///
/// Linux has no map tiles: shown through a `UIViewRepresentable` it fills its rectangle with the
/// plain land colour of its map type (``landColor(for:)``), as MapKit's view looks before its
/// tiles arrive; annotations are kept, not drawn. For annotations drawn at their places, use
/// SwiftUI's ``Map``.
open class MKMapView: UIView {
    /// Told when the region changes.
    open weak var delegate: (any MKMapViewDelegate)?
    /// The kind of map; the background follows it.
    open var mapType: MKMapType = .standard {
        didSet { backgroundColor = MKMapView.landColor(for: mapType) }
    }
    /// Whether the device's location is shown (Linux has none to show).
    open var showsUserLocation = false
    /// Whether the compass shows when the map is rotated.
    open var showsCompass = true
    /// Whether the scale shows while zooming.
    open var showsScale = false
    /// Whether points of interest are labelled.
    open var showsPointsOfInterest = true
    /// Whether the person can zoom, scroll, rotate and pitch.
    open var isZoomEnabled = true
    /// Whether the person can scroll.
    open var isScrollEnabled = true
    /// Whether the person can rotate.
    open var isRotateEnabled = true
    /// Whether the person can pitch.
    open var isPitchEnabled = true
    /// The annotations added, in order.
    public private(set) var annotations: [any MKAnnotation] = []
    /// The annotations selected.
    open var selectedAnnotations: [any MKAnnotation] = []
    private var storedRegion = MKCoordinateRegion(
        center: CLLocationCoordinate2D(latitude: 0, longitude: 0), span: MKCoordinateSpan(latitudeDelta: 180, longitudeDelta: 360))

    /// A map view with the rectangle `frame`, showing the whole world.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = MKMapView.landColor(for: mapType)
    }

    /// The region shown. Setting it is ``setRegion(_:animated:)`` without animation.
    open var region: MKCoordinateRegion {
        get { storedRegion }
        set { setRegion(newValue, animated: false) }
    }

    /// The centre of the region shown.
    open var centerCoordinate: CLLocationCoordinate2D {
        get { storedRegion.center }
        set { setCenter(newValue, animated: false) }
    }

    /// The map rectangle shown.
    open var visibleMapRect: MKMapRect {
        get { MKMapRect(covering: storedRegion) }
        set { setRegion(MKCoordinateRegion(newValue), animated: false) }
    }

    /// Shows `region` and tells the delegate.
    open func setRegion(_ region: MKCoordinateRegion, animated: Bool) {
        storedRegion = region
        delegate?.mapViewDidChangeVisibleRegion(self)
        delegate?.mapView(self, regionDidChangeAnimated: animated)
    }

    /// Moves the region's centre to `coordinate`, keeping its span.
    open func setCenter(_ coordinate: CLLocationCoordinate2D, animated: Bool) {
        setRegion(MKCoordinateRegion(center: coordinate, span: storedRegion.span), animated: animated)
    }

    /// Shows `mapRect`.
    open func setVisibleMapRect(_ mapRect: MKMapRect, animated: Bool) {
        setRegion(MKCoordinateRegion(mapRect), animated: animated)
    }

    /// Shows a region holding every one of `annotations`.
    open func showAnnotations(_ annotations: [any MKAnnotation], animated: Bool) {
        guard let fitted = MapProjection.boundingRegion(of: annotations.map(\.coordinate)) else { return }
        setRegion(fitted, animated: animated)
    }

    /// Adds `annotation`.
    open func addAnnotation(_ annotation: any MKAnnotation) { annotations.append(annotation) }
    /// Adds `annotations`.
    open func addAnnotations(_ annotations: [any MKAnnotation]) { self.annotations += annotations }
    /// Removes `annotation` (the same object).
    open func removeAnnotation(_ annotation: any MKAnnotation) { removeAnnotations([annotation]) }
    /// Removes `annotations` (the same objects).
    open func removeAnnotations(_ annotations: [any MKAnnotation]) {
        self.annotations.removeAll { kept in annotations.contains { $0 === kept } }
        selectedAnnotations.removeAll { kept in annotations.contains { $0 === kept } }
    }

    /// Selects `annotation`.
    open func selectAnnotation(_ annotation: any MKAnnotation, animated: Bool) {
        if !selectedAnnotations.contains(where: { $0 === annotation }) { selectedAnnotations.append(annotation) }
    }
    /// Deselects `annotation`.
    open func deselectAnnotation(_ annotation: (any MKAnnotation)?, animated: Bool) {
        selectedAnnotations.removeAll { $0 === annotation }
    }

    /// The plain colour a map of `type` draws where its tiles would be: the standard map's land
    /// colour, or a dark ground colour for the satellite types.
    public static func landColor(for type: MKMapType) -> UIColor {
        switch type {
        case .standard, .mutedStandard: UIColor(MapPalette.land)
        case .satellite, .hybrid, .satelliteFlyover, .hybridFlyover: UIColor(MapPalette.imagery)
        }
    }
}
