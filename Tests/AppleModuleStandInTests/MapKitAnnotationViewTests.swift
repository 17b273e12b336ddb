import Foundation
import NapkinUI
import SnapshotTesting
import Testing

@testable import CoreLocation
@testable import MapKit

/// Stops of a tram line, as a transit app annotates them.
private final class Stop: NSObject, MKAnnotation {
    let coordinate: CLLocationCoordinate2D
    let title: String?
    let subtitle: String?
    let kind: String

    init(_ title: String, _ latitude: Double, _ longitude: Double, subtitle: String? = nil, kind: String = "stop") {
        coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
        self.title = title
        self.subtitle = subtitle
        self.kind = kind
    }
}

/// A marker view that counts its reuses, as apps subclass one to reset their state.
private final class CountingMarker: MKMarkerAnnotationView {
    var reuses = 0
    var displays = 0
    /// Apps configure a marker subclass as its annotation is set.
    override var annotation: (any MKAnnotation)? {
        willSet { displayPriority = newValue == nil ? .defaultLow : .required }
    }
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
    override func prepareForDisplay() {
        super.prepareForDisplay()
        displays += 1
    }
}

/// A coordinator as `UIViewRepresentable` map wrappers write it: it dequeues views by kind and
/// records what the map tells it.
private final class StopsCoordinator: NSObject, MKMapViewDelegate {
    var events: [String] = []
    var tappedControls: [UIControl] = []
    var returnsNil = false

    func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView? {
        guard let stop = annotation as? Stop else { return nil }
        events.append("viewFor \(stop.title ?? "")")
        if returnsNil { return nil }
        switch stop.kind {
        case "pin":
            let pin =
                mapView.dequeueReusableAnnotationView(withIdentifier: "pin") as? MKPinAnnotationView
                ?? MKPinAnnotationView(annotation: annotation, reuseIdentifier: "pin")
            pin.annotation = annotation
            pin.pinTintColor = MKPinAnnotationView.purplePinColor()
            return pin
        case "image":
            let view = MKAnnotationView(annotation: annotation, reuseIdentifier: "image")
            view.image = UIImage(systemName: "car.fill")?.withTintColor(.systemOrange)
            return view
        default:
            let marker =
                mapView.dequeueReusableAnnotationView(withIdentifier: "stop") as? CountingMarker
                ?? CountingMarker(annotation: annotation, reuseIdentifier: "stop")
            marker.annotation = annotation
            marker.canShowCallout = true
            marker.rightCalloutAccessoryView = UIButton(type: .detailDisclosure)
            return marker
        }
    }

    func mapView(_ mapView: MKMapView, didAdd views: [MKAnnotationView]) { events.append("didAdd \(views.count)") }
    func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView) { events.append("select view \(name(view.annotation))") }
    func mapView(_ mapView: MKMapView, didSelect annotation: any MKAnnotation) { events.append("select \(name(annotation))") }
    func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView) { events.append("deselect view \(name(view.annotation))") }
    func mapView(_ mapView: MKMapView, didDeselect annotation: any MKAnnotation) { events.append("deselect \(name(annotation))") }
    func mapView(_ mapView: MKMapView, annotationView view: MKAnnotationView, calloutAccessoryControlTapped control: UIControl) {
        tappedControls.append(control)
        events.append("accessory \(name(view.annotation))")
    }

    private func name(_ annotation: (any MKAnnotation)?) -> String { (annotation?.title ?? nil) ?? "?" }
}

/// The map view a wrapper shows (made once, so a window's renders keep it, as SwiftUI keeps a
/// representable's view).
private struct MapWrapper: UIViewRepresentable {
    let map: MKMapView
    func makeUIView(context: Context) -> MKMapView { map }
    func updateUIView(_ uiView: MKMapView, context: Context) {}
}

private let zurich = MKCoordinateRegion(
    center: CLLocationCoordinate2D(latitude: 47.3745, longitude: 8.5410), span: MKCoordinateSpan(latitudeDelta: 0.02, longitudeDelta: 0.02))

/// A map of 320 × 320 points in a window, with `coordinator` as its delegate.
@MainActor
private func shownMap(_ coordinator: StopsCoordinator?, stops: [Stop]) -> (Window, MKMapView) {
    let map = MKMapView(frame: .zero)
    map.delegate = coordinator
    map.setRegion(zurich, animated: false)
    map.addAnnotations(stops)
    let window = Window(device: .iPhoneSE)
    window.rootViewController = HostingController(
        rootView: VStack(spacing: 0) { MapWrapper(map: map).frame(width: 320, height: 320) }.frame(
            maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading
        )
        .ignoresSafeArea())
    window.layout()
    return (window, map)
}

@MainActor
@Suite("MapKit stand-in: annotation views on the map view")
struct MapKitAnnotationViewTests {
    @Test("The delegate is asked once per annotation, in order, then told of the views made; a removed annotation's view is reused")
    func reuse() throws {
        let coordinator = StopsCoordinator()
        let bahnhof = Stop("Bahnhof", 47.3779, 8.5403), central = Stop("Central", 47.3769, 8.5441)
        let (window, map) = shownMap(coordinator, stops: [bahnhof, central])
        #expect(coordinator.events == ["viewFor Bahnhof", "viewFor Central", "didAdd 2"])
        window.layout()
        #expect(coordinator.events.count == 3)
        let first = try #require(map.view(for: bahnhof) as? CountingMarker)
        #expect(first.displays == 1 && first.reuses == 0)
        #expect(first.superview === map)

        let paradeplatz = Stop("Paradeplatz", 47.3697, 8.5391)
        map.removeAnnotation(bahnhof)
        #expect(map.view(for: bahnhof) == nil && first.superview == nil && first.annotation == nil)
        map.addAnnotation(paradeplatz)
        window.layout()
        #expect(coordinator.events.suffix(2) == ["viewFor Paradeplatz", "didAdd 1"])
        let reused = try #require(map.view(for: paradeplatz) as? CountingMarker)
        #expect(reused === first)
        #expect(reused.reuses == 1 && reused.displays == 2)
        #expect(reused.annotation === paradeplatz)
        // Nothing waits now: a second dequeue makes nothing.
        #expect(map.dequeueReusableAnnotationView(withIdentifier: "stop") == nil)
    }

    @Test("Without a view from the delegate an annotation gets a marker; registered classes are made and reused")
    func defaultViews() throws {
        let coordinator = StopsCoordinator()
        coordinator.returnsNil = true
        let stop = Stop("Bellevue", 47.3667, 8.5450)
        let (_, map) = shownMap(coordinator, stops: [stop])
        let view = try #require(map.view(for: stop))
        #expect(type(of: view) == MKMarkerAnnotationView.self)
        #expect(view.reuseIdentifier == MKMapViewDefaultAnnotationViewReuseIdentifier)
        let (_, plain) = shownMap(nil, stops: [stop])
        #expect(plain.view(for: stop) is MKMarkerAnnotationView)

        map.register(MKPinAnnotationView.self, forAnnotationViewWithReuseIdentifier: "pins")
        let pin = map.dequeueReusableAnnotationView(withIdentifier: "pins", for: stop)
        #expect(pin is MKPinAnnotationView && pin.annotation === stop && pin.reuseIdentifier == "pins")
        let marker = map.dequeueReusableAnnotationView(withIdentifier: MKMapViewDefaultAnnotationViewReuseIdentifier, for: stop)
        #expect(type(of: marker) == MKMarkerAnnotationView.self)
        // A marker made without arguments, as some apps start one, is a marker of the standard size.
        #expect(MKMarkerAnnotationView().bounds.size == CGSize(width: 30, height: 39))
        map.register(nil, forAnnotationViewWithReuseIdentifier: "pins")
        #expect(map.dequeueReusableAnnotationView(withIdentifier: "pins", for: stop) is MKMarkerAnnotationView)
    }

    @Test("Views stand on their annotations' points: a marker's tip there, an image centred there, moved by centerOffset")
    func placement() throws {
        let coordinator = StopsCoordinator()
        let marker = Stop("Central", 47.3745, 8.5410), image = Stop("Depot", 47.3745, 8.5410, kind: "image")
        let (_, map) = shownMap(coordinator, stops: [marker, image])
        let markerView = try #require(map.view(for: marker))
        // The region's centre is the map's centre.
        #expect(abs(markerView.frame.midX - 160) < 0.01 && abs(markerView.frame.maxY - 160) < 0.01)
        #expect(markerView.frame.size == CGSize(width: 30, height: 39))
        let imageView = try #require(map.view(for: image))
        #expect(imageView.frame.width > 0)
        #expect(abs(imageView.frame.midX - 160) < 0.01 && abs(imageView.frame.midY - 160) < 0.01)
        imageView.centerOffset = CGPoint(x: 0, y: -10)
        map.layoutSubviews()
        #expect(abs(imageView.frame.midY - 150) < 0.01)
        let point = map.convert(marker.coordinate, toPointTo: map)
        #expect(abs(point.x - 160) < 0.01 && abs(point.y - 160) < 0.01)
        let back = map.convert(CGPoint(x: 160, y: 160), toCoordinateFrom: nil)
        #expect(abs(back.latitude - 47.3745) < 1e-6)
    }

    @Test("Selecting tells the delegate with the view then the annotation; selecting another deselects the first; a tap selects")
    func selection() throws {
        let coordinator = StopsCoordinator()
        let bahnhof = Stop("Bahnhof", 47.3779, 8.5403), central = Stop("Central", 47.3745, 8.5410)
        let (window, map) = shownMap(coordinator, stops: [bahnhof, central])
        coordinator.events = []
        map.selectAnnotation(bahnhof, animated: false)
        #expect(coordinator.events == ["select view Bahnhof", "select Bahnhof"])
        #expect(try #require(map.view(for: bahnhof)).isSelected)
        #expect(map.selectedAnnotations.count == 1)
        map.selectAnnotation(central, animated: true)
        #expect(
            coordinator.events == [
                "select view Bahnhof", "select Bahnhof", "deselect view Bahnhof", "deselect Bahnhof", "select view Central",
                "select Central",
            ])
        #expect(try #require(map.view(for: bahnhof)).isSelected == false)
        // A tap on the map away from the views deselects; a tap on a view selects it.
        window.layout()
        coordinator.events = []
        #expect(window.tap(at: CGPoint(x: 40, y: 300)))
        #expect(coordinator.events == ["deselect view Central", "deselect Central"])
        #expect(map.selectedAnnotations.isEmpty)
        window.layout()
        let target = try #require(map.view(for: bahnhof)).frame
        #expect(window.tap(at: CGPoint(x: target.midX, y: target.midY)))
        #expect(coordinator.events.suffix(2) == ["select view Bahnhof", "select Bahnhof"])
        // Selected, the marker is drawn larger with its tip on the same point.
        window.layout()
        let selected = try #require(map.view(for: bahnhof)).frame
        #expect(selected.size == CGSize(width: 42, height: 54))
        #expect(abs(selected.maxY - target.maxY) < 0.01)
    }

    @Test("A selected view that can show a callout gets one above it; a tap on its accessory tells the delegate")
    func callout() throws {
        let coordinator = StopsCoordinator()
        let central = Stop("Central", 47.3745, 8.5410, subtitle: "Trams 3, 4, 6, 7, 10, 15")
        let pin = Stop("Hirschenplatz", 47.3729, 8.5440, kind: "pin")
        let (window, map) = shownMap(coordinator, stops: [central, pin])
        #expect(map.callout == nil)
        map.selectAnnotation(central, animated: false)
        window.layout()
        let bubble = try #require(map.callout)
        #expect(map.subviews.last === bubble)
        let view = try #require(map.view(for: central))
        #expect(abs(bubble.frame.maxY - view.frame.minY) < 0.01)
        #expect(bubble.frame.minX >= 8 && bubble.frame.maxX <= 312)
        let button = try #require(view.rightCalloutAccessoryView as? UIButton)
        #expect(button.superview === bubble)
        let frame = button.frame
        #expect(window.tap(at: CGPoint(x: bubble.frame.minX + frame.midX, y: bubble.frame.minY + frame.midY)))
        #expect(coordinator.tappedControls.count == 1 && coordinator.tappedControls.first === button)
        #expect(coordinator.events.last == "accessory Central")
        // A pin that cannot show a callout gets none when selected.
        map.selectAnnotation(pin, animated: false)
        window.layout()
        #expect(map.callout == nil)
    }

    @Test("The person's location, once known and authorized, is drawn by the blue dot at its point")
    func userLocation() throws {
        let source = SimulatedLocationSource()
        source.authorizationStatus = .authorizedWhenInUse
        source.move(to: zurich.center)
        let map = MKMapView(frame: .zero)
        map.userLocation.locationSource = source
        map.setRegion(zurich, animated: false)
        let window = Window(device: .iPhoneSE)
        window.rootViewController = HostingController(rootView: MapWrapper(map: map).frame(width: 320, height: 320))
        window.layout()
        #expect(map.view(for: map.userLocation) == nil)
        map.showsUserLocation = true
        window.layout()
        let dot = try #require(map.view(for: map.userLocation))
        #expect(dot is MKUserLocationView)
        #expect(abs(dot.frame.midX - 160) < 0.01 && abs(dot.frame.midY - 160) < 0.01)
        #expect(map.isUserLocationVisible)
        // Without authorization there is no location, and the dot goes.
        source.authorizationStatus = .denied
        window.layout()
        #expect(map.view(for: map.userLocation) == nil && !map.isUserLocationVisible)
    }

    @Test("Edge padding: the rectangle shown holds the one asked for, inside the padding, at the view's proportions")
    func edgePadding() {
        let map = MKMapView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let rect = MKMapRect(x: 1_000_000, y: 2_000_000, width: 1000, height: 1000)
        let padding = UIEdgeInsets(top: 20, left: 10, bottom: 30, right: 40)
        let fitted = map.mapRectThatFits(rect, edgePadding: padding)
        // The inner area is 250 × 150 points: the height limits, at 1000 / 150 map points a point.
        let scale = 1000.0 / 150
        #expect(abs(fitted.width - 300 * scale) < 1e-6 && abs(fitted.height - 200 * scale) < 1e-6)
        // The rectangle's centre lands on the inner area's centre (10 + 125, 20 + 75).
        #expect(abs((rect.midX - fitted.minX) / scale - 135) < 1e-6)
        #expect(abs((rect.midY - fitted.minY) / scale - 95) < 1e-6)
        map.setVisibleMapRect(rect, edgePadding: padding, animated: false)
        let shown = map.visibleMapRect
        #expect(abs(shown.width - fitted.width) / fitted.width < 1e-3 && abs(shown.height - fitted.height) / fitted.height < 1e-3)
        #expect(abs(shown.midX - fitted.midX) < 1 && abs(shown.midY - fitted.midY) < 5)
        // showAnnotations leaves room for the markers: every annotation's point is inside the view.
        let stops = [Stop("A", 47.40, 8.50), Stop("B", 47.35, 8.56)]
        map.showAnnotations(stops, animated: false)
        for stop in stops {
            let point = map.convert(stop.coordinate, toPointTo: nil)
            #expect(point.x >= 20 && point.x <= 280 && point.y >= 45 && point.y <= 185)
        }
    }

    @Test("A map with tinted, glyph-text and glyph-image markers, a pin, an image view and a callout, light and dark")
    func snapshot() {
        for scheme in [ColorScheme.light, .dark] {
            let coordinator = StopsCoordinator()
            let map = MKMapView(frame: .zero)
            map.delegate = coordinator
            map.setRegion(zurich, animated: false)
            let central = Stop("Central", 47.3745, 8.5410, subtitle: "Trams 3, 4, 6, 7")
            map.addAnnotations([
                central, Stop("Hirschenplatz", 47.3718, 8.5455, kind: "pin"), Stop("Depot", 47.3730, 8.5330, kind: "image"),
            ])
            let tinted = MKPointAnnotation(
                coordinate: CLLocationCoordinate2D(latitude: 47.3680, longitude: 8.5350), title: "Opera", subtitle: nil)
            let lettered = MKPointAnnotation(
                coordinate: CLLocationCoordinate2D(latitude: 47.3690, longitude: 8.5480), title: "Kunsthaus", subtitle: nil)
            map.addAnnotations([tinted, lettered])
            map.prepareSubviewsForDrawing()
            if let view = map.view(for: tinted) as? MKMarkerAnnotationView {
                view.markerTintColor = .systemBlue
                view.glyphImage = UIImage(systemName: "music.note")
            }
            if let view = map.view(for: lettered) as? MKMarkerAnnotationView {
                view.markerTintColor = .systemGreen
                view.glyphText = "K"
            }
            map.selectAnnotation(central, animated: false)
            assertSnapshot(
                of: AnyView(MapWrapper(map: map)),
                as: .image(layout: .fixed(width: 320, height: 320), traits: UITraitCollection(userInterfaceStyle: scheme)),
                named: scheme == .light ? "light" : "dark")
        }
    }
}
