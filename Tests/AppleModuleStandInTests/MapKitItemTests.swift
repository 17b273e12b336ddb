import Foundation
import MapKit
import NapkinUI
import Testing

private let zurich = CLLocationCoordinate2D(latitude: 47.3769, longitude: 8.5417)

/// A map view delegate as apps write it for a `UIViewRepresentable`'s coordinator.
private final class RegionRecorder: MKMapViewDelegate {
    var centres: [Double] = []
    func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) { centres.append(mapView.centerCoordinate.latitude) }
}

/// A ride app's coordinator: it styles route lines and records the tracking mode.
private final class RouteCoordinator: NSObject, MKMapViewDelegate {
    var modes: [MKUserTrackingMode] = []
    func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer {
        let line = MKPolylineRenderer(overlay: overlay)
        line.strokeColor = .systemBlue
        line.lineWidth = 6
        return line
    }
    func mapView(_ mapView: MKMapView, didChange mode: MKUserTrackingMode, animated: Bool) { modes.append(mode) }
}

/// A search field's view model as apps write it: suggestions from a completer.
private final class SuggestionModel: NSObject, MKLocalSearchCompleterDelegate {
    let completer = MKLocalSearchCompleter()
    var updates: [Int] = []
    var onUpdate: (() -> Void)?

    override init() {
        super.init()
        completer.delegate = self
        completer.resultTypes = .pointOfInterest
        completer.pointOfInterestFilter = MKPointOfInterestFilter(including: [.cafe])
    }

    func completerDidUpdateResults(_ completer: MKLocalSearchCompleter) {
        updates.append(completer.results.count)
        onUpdate?()
    }
}

@MainActor
@Suite("MapKit stand-in: items, searches and the map view")
struct MapKitItemTests {
    @Test("A map item takes its name and coordinate from its placemark; opening Maps answers false")
    func mapItem() {
        let placemark = MKPlacemark(coordinate: zurich, addressDictionary: ["Name": "Hauptbahnhof", "City": "Zürich"])
        let item = MKMapItem(placemark: placemark)
        #expect(item.name == "Hauptbahnhof")
        #expect(item.placemark.locality == "Zürich")
        #expect(item.placemark.coordinate.latitude == zurich.latitude)
        #expect(!item.openInMaps())
        #expect(MKMapItem.forCurrentLocation().isCurrentLocation)
        #expect(!CLLocationCoordinate2DIsValid(MKMapItem.forCurrentLocation().placemark.coordinate))
    }

    @Test("A point annotation keeps its coordinate, title and subtitle")
    func pointAnnotation() {
        let annotation = MKPointAnnotation(coordinate: zurich, title: "Station", subtitle: "Trains")
        #expect(annotation.coordinate.longitude == zurich.longitude)
        #expect(annotation.title == "Station" && annotation.subtitle == "Trains")
    }

    @Test("A local search finds nothing: placemarkNotFound, through the handler and async")
    func localSearch() async {
        let request = MKLocalSearch.Request()
        request.naturalLanguageQuery = "coffee"
        request.region = MKCoordinateRegion(center: zurich, latitudinalMeters: 2_000, longitudinalMeters: 2_000)
        let search = MKLocalSearch(request: request)
        let code = await withCheckedContinuation { continuation in
            search.start { response, error in
                continuation.resume(returning: response == nil ? (error as? MKError)?.code : nil)
            }
        }
        #expect(code == .placemarkNotFound)
        await #expect(throws: MKError(.placemarkNotFound)) { try await search.start() }
        #expect((MKError(.placemarkNotFound) as NSError).domain == MKErrorDomain)
    }

    @Test("A search completer answers each query on the main queue with no suggestions")
    func completer() async {
        let model = SuggestionModel()
        await withCheckedContinuation { continuation in
            model.onUpdate = { continuation.resume() }
            model.completer.queryFragment = "Caf"
            #expect(model.completer.isSearching)
        }
        #expect(model.updates == [0])
        #expect(model.completer.results.isEmpty && !model.completer.isSearching)
        #expect(MKPointOfInterestFilter(including: [.cafe]).includes(.cafe))
        #expect(MKPointOfInterestFilter(including: [.cafe]).excludes(.park))
        #expect(MKPointOfInterestFilter.excludingAll.excludes(.cafe) && MKPointOfInterestFilter.includingAll.includes(.park))
    }

    @Test("Directions find no route: directionsNotFound")
    func directions() async {
        let request = MKDirections.Request()
        request.source = MKMapItem(placemark: MKPlacemark(coordinate: zurich))
        request.destination = MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 47.36, longitude: 8.55)))
        request.transportType = .walking
        await #expect(throws: MKError(.directionsNotFound)) { try await MKDirections(request: request).calculate() }
    }

    @Test("A polyline keeps its coordinates; its coordinate is the middle of its bounds")
    func polyline() {
        let points = [CLLocationCoordinate2D(latitude: 47, longitude: 8), CLLocationCoordinate2D(latitude: 48, longitude: 9)]
        let line = MKPolyline(coordinates: points, count: points.count)
        #expect(line.pointCount == 2)
        #expect(abs(line.coordinate.longitude - 8.5) < 1e-9)
        #expect(line.coordinate.latitude > 47.5)  // Mercator: the middle lies north of the middle latitude.
        var copy = [CLLocationCoordinate2D](repeating: CLLocationCoordinate2D(), count: 2)
        line.getCoordinates(&copy, range: NSRange(location: 0, length: 2))
        #expect(copy[1].latitude == 48)
    }

    @Test("A map view keeps its region and annotations and tells its delegate when the region changes")
    func mapView() {
        let mapView = MKMapView()
        let recorder = RegionRecorder()
        mapView.delegate = recorder
        mapView.setRegion(MKCoordinateRegion(center: zurich, latitudinalMeters: 1_000, longitudinalMeters: 1_000), animated: true)
        mapView.centerCoordinate = CLLocationCoordinate2D(latitude: 46, longitude: 7)
        #expect(recorder.centres == [zurich.latitude, 46])
        let first = MKPointAnnotation(coordinate: zurich)
        let second = MKPointAnnotation(coordinate: CLLocationCoordinate2D(latitude: 46.2, longitude: 6.1))
        mapView.addAnnotations([first, second])
        mapView.removeAnnotation(first)
        #expect(mapView.annotations.count == 1 && mapView.annotations.first === second)
        mapView.showAnnotations([first, second], animated: false)
        // Both annotations are inside the region shown.
        #expect(mapView.region.span.latitudeDelta >= zurich.latitude - 46.2 - 1e-9)
        #expect(mapView.region.span.longitudeDelta >= zurich.longitude - 6.1 - 1e-9)
        #expect(abs(mapView.region.center.longitude - (zurich.longitude + 6.1) / 2) < 1e-9)
        #expect(mapView.backgroundColor == MKMapView.landColor(for: .standard))
        mapView.mapType = .satellite
        #expect(mapView.backgroundColor == MKMapView.landColor(for: .satellite))
    }

    @Test("A map view keeps overlays by level, asks its delegate for their renderers, and fits rectangles to its size")
    func overlaysAndTracking() throws {
        let mapView = MKMapView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        let coordinator = RouteCoordinator()
        mapView.delegate = coordinator
        let route = [zurich, CLLocationCoordinate2D(latitude: 46.2, longitude: 6.1)]
        let line = route.withUnsafeBufferPointer { MKPolyline(coordinates: $0.baseAddress!, count: 2) }
        let label = route.withUnsafeBufferPointer { MKPolyline(coordinates: $0.baseAddress!, count: 1) }
        mapView.addOverlay(label, level: .aboveLabels)
        mapView.addOverlay(line)
        // Over the roads first, then over the labels.
        #expect(mapView.overlays.map { $0 === line } == [true, false])
        let renderer = try #require(mapView.renderer(for: line) as? MKPolylineRenderer)
        #expect(renderer.polyline === line && renderer.lineWidth == 6 && renderer.strokeColor == .systemBlue)
        mapView.removeOverlays(mapView.overlays)
        #expect(mapView.overlays.isEmpty && mapView.renderer(for: line) == nil)
        // No location on Linux: the user location has none, and following changes no region.
        #expect(mapView.userLocation.location == nil && !mapView.isUserLocationVisible)
        #expect(!CLLocationCoordinate2DIsValid(mapView.userLocation.coordinate))
        mapView.userTrackingMode = .follow
        mapView.setUserTrackingMode(.follow, animated: true)
        #expect(coordinator.modes == [.follow])
        // A rectangle fitted with padding keeps the view's proportions and the rectangle inside
        // the unpadded part.
        let fitted = mapView.mapRectThatFits(line.boundingMapRect, edgePadding: UIEdgeInsets(top: 64, left: 32, bottom: 300, right: 32))
        #expect(abs(fitted.width / fitted.height - 0.5) < 1e-9)
        let perPoint = fitted.width / 300
        #expect(fitted.minX + 32 * perPoint <= line.boundingMapRect.minX + 1e-6)
        #expect(fitted.minY + 64 * perPoint <= line.boundingMapRect.minY + 1e-6)
        #expect(MKLocalSearchCompletion().title.isEmpty)
    }
}
