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
    /// A renderer for `overlay`, asked by ``MKMapView/renderer(for:)``.
    func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer
    /// The person's location was updated (never on Linux, which finds none).
    func mapView(_ mapView: MKMapView, didUpdate userLocation: MKUserLocation)
    /// ``MKMapView/userTrackingMode`` changed.
    func mapView(_ mapView: MKMapView, didChange mode: MKUserTrackingMode, animated: Bool)
    /// The person could not be located.
    func mapView(_ mapView: MKMapView, didFailToLocateUserWithError error: any Error)
    /// The view drawn for `annotation`, or `nil` for the map's own (a marker; the blue dot for
    /// ``MKMapView/userLocation``). Asked once per annotation, when the map is first drawn with it.
    func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView?
    /// The views just made for annotations, after ``mapView(_:viewFor:)`` was asked for each.
    func mapView(_ mapView: MKMapView, didAdd views: [MKAnnotationView])
    /// An annotation's view was selected (a tap, or ``MKMapView/selectAnnotation(_:animated:)``).
    func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView)
    /// An annotation's view was deselected.
    func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView)
    /// An annotation was selected (iOS 16's form; called after the view form).
    func mapView(_ mapView: MKMapView, didSelect annotation: any MKAnnotation)
    /// An annotation was deselected (iOS 16's form; called after the view form).
    func mapView(_ mapView: MKMapView, didDeselect annotation: any MKAnnotation)
    /// A control the callout shows as an accessory view was tapped.
    func mapView(_ mapView: MKMapView, annotationView view: MKAnnotationView, calloutAccessoryControlTapped control: UIControl)
    /// A view's drag moved from `oldState` to `newState` (never on Linux: a snapshot drags nothing).
    func mapView(
        _ mapView: MKMapView, annotationView view: MKAnnotationView, didChange newState: MKAnnotationView.DragState,
        fromOldState oldState: MKAnnotationView.DragState)
}

/// The defaults of the annotation view questions: each is optional, as in MapKit.
extension MKMapViewDelegate {
    /// `nil`: the map's own view.
    public func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView? { nil }
    /// Nothing.
    public func mapView(_ mapView: MKMapView, didAdd views: [MKAnnotationView]) {}
    /// Nothing.
    public func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView) {}
    /// Nothing.
    public func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView) {}
    /// Nothing.
    public func mapView(_ mapView: MKMapView, didSelect annotation: any MKAnnotation) {}
    /// Nothing.
    public func mapView(_ mapView: MKMapView, didDeselect annotation: any MKAnnotation) {}
    /// Nothing.
    public func mapView(_ mapView: MKMapView, annotationView view: MKAnnotationView, calloutAccessoryControlTapped control: UIControl) {}
    /// Nothing.
    public func mapView(
        _ mapView: MKMapView, annotationView view: MKAnnotationView, didChange newState: MKAnnotationView.DragState,
        fromOldState oldState: MKAnnotationView.DragState
    ) {}
}

extension MKMapViewDelegate {
    /// Nothing.
    public func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {}
    /// Nothing.
    public func mapViewDidChangeVisibleRegion(_ mapView: MKMapView) {}
}

/// The defaults of the overlay and location questions: each is optional, as in MapKit.
extension MKMapViewDelegate {
    /// A renderer for `overlay`: by default a plain ``MKOverlayRenderer``, which draws nothing.
    public func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer {
        MKOverlayRenderer(overlay: overlay)
    }
    /// Nothing: Linux never finds the person, so this is never called.
    public func mapView(_ mapView: MKMapView, didUpdate userLocation: MKUserLocation) {}
    /// Nothing.
    public func mapView(_ mapView: MKMapView, didChange mode: MKUserTrackingMode, animated: Bool) {}
    /// Nothing.
    public func mapView(_ mapView: MKMapView, didFailToLocateUserWithError error: any Error) {}
}

/// MapKit's map view, as SwiftUI files wrap it in a `UIViewRepresentable`: it keeps its region,
/// centre, map type and annotations as MapKit's does and tells its ``delegate`` when the region
/// changes.
///
/// Linux has no map tiles: shown through a `UIViewRepresentable` it fills its rectangle with the
/// plain land colour of its map type (``landColor(for:)``), as MapKit's view looks before its
/// tiles arrive. Each annotation is drawn by its view at its projected point, as MapKit draws them
/// (MKMapView+AnnotationViews.swift): the delegate's `mapView(_:viewFor:)`, or a marker. Overlays
/// are kept, not drawn.
open class MKMapView: UIView, UIViewSubviewPreparing {
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
    /// The person's place (Linux finds none: see ``MKUserLocation``).
    public let userLocation = MKUserLocation()
    /// Whether the person's place is shown and in view (Linux knows it only from the
    /// CoreLocation stand-in's simulated location).
    open var isUserLocationVisible: Bool {
        showsUserLocation && CLLocationCoordinate2DIsValid(userLocation.coordinate)
            && projection.visibleRect.contains(MKMapPoint(userLocation.coordinate))
    }
    /// How the map follows the person; setting it tells the delegate. Without a location the
    /// region stays where it is.
    open var userTrackingMode: MKUserTrackingMode = .none {
        didSet { if userTrackingMode != oldValue { delegate?.mapView(self, didChange: userTrackingMode, animated: false) } }
    }
    /// The overlays added, bottom to top, over the roads then over the labels.
    open var overlays: [any MKOverlay] { levels[.aboveRoads, default: []] + levels[.aboveLabels, default: []] }
    private var levels: [MKOverlayLevel: [any MKOverlay]] = [:]
    /// Each annotation's view, by the annotation's identity, once made.
    var annotationViews: [ObjectIdentifier: MKAnnotationView] = [:]
    /// Views of removed annotations waiting to be dequeued, by reuse identifier, oldest first.
    var reuseQueues: [String: [MKAnnotationView]] = [:]
    /// The classes registered for reuse identifiers.
    var registeredClasses: [String: AnyClass] = [MKMapViewDefaultAnnotationViewReuseIdentifier: MKMarkerAnnotationView.self]
    /// The callout of the selected view, while it shows one.
    var callout: MapCalloutView?
    private var storedRegion = MKCoordinateRegion(
        center: CLLocationCoordinate2D(latitude: 0, longitude: 0), span: MKCoordinateSpan(latitudeDelta: 180, longitudeDelta: 360))

    /// A map view with the rectangle `frame`, showing the whole world.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = MKMapView.landColor(for: mapType)
        clipsToBounds = true
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

    /// Shows `mapRect` with `insets` points of map around it: ``mapRectThatFits(_:edgePadding:)``.
    open func setVisibleMapRect(_ mapRect: MKMapRect, edgePadding insets: UIEdgeInsets, animated: Bool) {
        setVisibleMapRect(mapRectThatFits(mapRect, edgePadding: insets), animated: animated)
    }

    /// Shows every one of `annotations`, with room around them for their views (as MapKit
    /// leaves): a marker's height above, half a marker's width at the sides.
    open func showAnnotations(_ annotations: [any MKAnnotation], animated: Bool) {
        guard let rect = MapProjection.boundingRect(of: annotations.map(\.coordinate)) else { return }
        let balloon = MarkerBalloon.size(selected: false)
        let padding = UIEdgeInsets(top: balloon.height + 8, left: balloon.width / 2 + 8, bottom: 24, right: balloon.width / 2 + 8)
        guard bounds.width > padding.left + padding.right, bounds.height > padding.top + padding.bottom else {
            setRegion(MKCoordinateRegion(rect), animated: animated)
            return
        }
        setVisibleMapRect(rect, edgePadding: padding, animated: animated)
    }

    /// Adds `annotation`.
    open func addAnnotation(_ annotation: any MKAnnotation) { annotations.append(annotation) }
    /// Adds `annotations`.
    open func addAnnotations(_ annotations: [any MKAnnotation]) { self.annotations += annotations }
    /// Removes `annotation` (the same object).
    open func removeAnnotation(_ annotation: any MKAnnotation) { removeAnnotations([annotation]) }
    /// Removes `annotations` (the same objects); their views wait to be dequeued for others.
    open func removeAnnotations(_ annotations: [any MKAnnotation]) {
        for annotation in annotations where selectedAnnotations.contains(where: { $0 === annotation }) {
            deselectAnnotation(annotation, animated: false)
        }
        self.annotations.removeAll { kept in annotations.contains { $0 === kept } }
        for annotation in annotations { retireView(of: annotation) }
    }

    /// Selects `annotation` alone: the one selected before is deselected, its view (once made) is
    /// selected, and the delegate hears `mapView(_:didSelect:)` with the view, then with the annotation.
    open func selectAnnotation(_ annotation: any MKAnnotation, animated: Bool) {
        if selectedAnnotations.contains(where: { $0 === annotation }) { return }
        for selected in selectedAnnotations { deselectAnnotation(selected, animated: animated) }
        selectedAnnotations = [annotation]
        if let view = view(for: annotation) {
            view.setSelected(true, animated: animated)
            delegate?.mapView(self, didSelect: view)
        }
        delegate?.mapView(self, didSelect: annotation)
    }

    /// Deselects `annotation` (nothing when it is not selected or `nil`): its view is deselected,
    /// and the delegate hears `mapView(_:didDeselect:)` with the view, then with the annotation.
    open func deselectAnnotation(_ annotation: (any MKAnnotation)?, animated: Bool) {
        guard let annotation, selectedAnnotations.contains(where: { $0 === annotation }) else { return }
        selectedAnnotations.removeAll { $0 === annotation }
        if let view = view(for: annotation) {
            view.setSelected(false, animated: animated)
            delegate?.mapView(self, didDeselect: view)
        }
        delegate?.mapView(self, didDeselect: annotation)
    }

    /// Places the annotations' views and the callout once the view has its size.
    open override func layoutSubviews() {
        super.layoutSubviews()
        placeAnnotationViews()
    }

    /// A tap on the map itself (not on an annotation's view) deselects the selected annotation, as on iOS.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        for selected in selectedAnnotations { deselectAnnotation(selected, animated: true) }
    }

    /// Sets how the map follows the person.
    open func setUserTrackingMode(_ mode: MKUserTrackingMode, animated: Bool) {
        userTrackingMode = mode
    }

    /// Adds `overlay` on top of the overlays over the roads.
    open func addOverlay(_ overlay: any MKOverlay) { addOverlay(overlay, level: .aboveRoads) }
    /// Adds `overlay` on top of those at `level`.
    open func addOverlay(_ overlay: any MKOverlay, level: MKOverlayLevel) { levels[level, default: []].append(overlay) }
    /// Adds `overlays` over the roads.
    open func addOverlays(_ overlays: [any MKOverlay]) { addOverlays(overlays, level: .aboveRoads) }
    /// Adds `overlays` at `level`.
    open func addOverlays(_ overlays: [any MKOverlay], level: MKOverlayLevel) { levels[level, default: []] += overlays }
    /// Removes `overlay` (the same object).
    open func removeOverlay(_ overlay: any MKOverlay) { removeOverlays([overlay]) }
    /// Removes `overlays` (the same objects).
    open func removeOverlays(_ overlays: [any MKOverlay]) {
        for level in levels.keys { levels[level]?.removeAll { kept in overlays.contains { $0 === kept } } }
    }
    /// The overlays at `level`, bottom to top.
    open func overlays(in level: MKOverlayLevel) -> [any MKOverlay] { levels[level, default: []] }
    /// The renderer the delegate made for `overlay`, or `nil` when it is not on the map.
    open func renderer(for overlay: any MKOverlay) -> MKOverlayRenderer? {
        guard overlays.contains(where: { $0 === overlay }) else { return nil }
        return delegate?.mapView(self, rendererFor: overlay)
    }

    /// `mapRect` widened to the view's proportions, as the view would show it.
    open func mapRectThatFits(_ mapRect: MKMapRect) -> MKMapRect {
        mapRectThatFits(mapRect, edgePadding: UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
    }

    /// `mapRect` widened to the view's proportions with `edgePadding` points around it, as the
    /// view would show it (unchanged while the view has no size).
    open func mapRectThatFits(_ mapRect: MKMapRect, edgePadding: UIEdgeInsets) -> MKMapRect {
        let width = Double(bounds.width), height = Double(bounds.height)
        let inner = (
            width: width - Double(edgePadding.left + edgePadding.right), height: height - Double(edgePadding.top + edgePadding.bottom)
        )
        guard !mapRect.isNull, inner.width > 0, inner.height > 0 else { return mapRect }
        // Map units per point: the larger of the two, so the whole rectangle fits.
        let scale = max(mapRect.width / inner.width, mapRect.height / inner.height)
        return MKMapRect(
            x: mapRect.midX - (Double(edgePadding.left) + inner.width / 2) * scale,
            y: mapRect.midY - (Double(edgePadding.top) + inner.height / 2) * scale, width: width * scale, height: height * scale)
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
