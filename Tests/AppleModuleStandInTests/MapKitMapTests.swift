import Foundation
import NapkinUI
import SnapshotTesting
import Testing

@testable import MapKit

/// A café and its neighbours, as a screen lists them.
private struct Place: Identifiable, Hashable {
    let name: String
    let latitude: Double
    let longitude: Double
    var id: String { name }
    var coordinate: CLLocationCoordinate2D { CLLocationCoordinate2D(latitude: latitude, longitude: longitude) }

    static let zurich: [Place] = [
        Place(name: "Bahnhof", latitude: 47.3779, longitude: 8.5403),
        Place(name: "Lindenhof", latitude: 47.3730, longitude: 8.5410),
        Place(name: "Opernhaus", latitude: 47.3650, longitude: 8.5465),
    ]
}

private let zurichRegion = MKCoordinateRegion(
    center: CLLocationCoordinate2D(latitude: 47.3715, longitude: 8.5430), span: MKCoordinateSpan(latitudeDelta: 0.02, longitudeDelta: 0.02))

/// The iOS 17 form: markers, an annotation, a circle and a route, with the location button.
private struct CityMap: View {
    @State private var position = MapCameraPosition.region(zurichRegion)

    var body: some View {
        Map(position: $position) {
            ForEach(Place.zurich) { place in
                Marker(place.name, coordinate: place.coordinate)
            }
            Annotation("Café", coordinate: CLLocationCoordinate2D(latitude: 47.3700, longitude: 8.5380)) {
                Image(systemName: "cup.and.saucer")
                    .padding(6)
                    .foregroundStyle(.white)
                    .background(Circle().fill(Color.brown))
            }
            MapCircle(center: Place.zurich[1].coordinate, radius: 250)
            MapPolyline(coordinates: Place.zurich.map(\.coordinate)).stroke(.blue, lineWidth: 4)
        }
        .mapControls {
            MapUserLocationButton()
            MapCompass()
        }
    }
}

/// The iOS 14 form, with a pin, a tinted marker and a custom annotation.
private struct LegacyMap: View {
    @State private var region = zurichRegion

    var body: some View {
        Map(coordinateRegion: $region, annotationItems: Place.zurich) { place in
            MapMarker(coordinate: place.coordinate, tint: place.name == "Bahnhof" ? .purple : nil)
        }
    }
}

@MainActor
@Suite("MapKit stand-in: Map")
struct MapKitMapTests {
    @Test("A region fitted to a frame shows all of it: the other direction shows more, centred")
    func projectionFitsRegion() {
        let rect = MKMapRect(covering: zurichRegion)
        let projection = MapProjection(showing: rect, width: 300, height: 600)
        // Width is the tighter direction for a square region in a tall frame.
        #expect(abs(projection.scale - rect.width / 300) < 1e-9)
        let center = projection.point(for: zurichRegion.center)
        #expect(abs(center.x - 150) < 0.5 && abs(center.y - 300) < 0.5)
        let east = projection.point(for: CLLocationCoordinate2D(latitude: 47.3715, longitude: 8.5530))
        #expect(abs(east.x - 300) < 0.5)
        let north = projection.point(for: CLLocationCoordinate2D(latitude: 47.3815, longitude: 8.5430))
        #expect(north.y < 150)
        // A region's map rectangle and the region of that rectangle agree.
        let back = MKCoordinateRegion(rect)
        #expect(abs(back.span.latitudeDelta - 0.02) < 1e-9 && abs(back.span.longitudeDelta - 0.02) < 1e-9)
    }

    @Test("Longitudes go the short way round: a map across the antimeridian shows both sides")
    func projectionAcrossAntimeridian() {
        let region = MKCoordinateRegion(
            center: CLLocationCoordinate2D(latitude: -17, longitude: 179.5), span: MKCoordinateSpan(latitudeDelta: 2, longitudeDelta: 2))
        let projection = MapProjection(showing: MKMapRect(covering: region), width: 200, height: 200)
        let fiji = projection.point(for: CLLocationCoordinate2D(latitude: -17, longitude: -179.8))
        #expect(fiji.x > 100 && fiji.x < 200)
    }

    @Test("A camera heading turns the map: heading east puts an eastern place at the top")
    func projectionHeading() {
        let projection = MapProjection(showing: MKMapRect(covering: zurichRegion), width: 200, height: 200, heading: 90)
        let east = projection.point(for: CLLocationCoordinate2D(latitude: 47.3715, longitude: 8.5480))
        #expect(abs(east.x - 100) < 0.5 && east.y < 100)
    }

    @Test("The automatic camera keeps every element in view; a map with nothing shows the world")
    func automaticCamera() {
        let elements = CityMapContent().body.elements()
        let rect = MapCameraPosition.automatic.mapRect(for: elements)
        for place in Place.zurich { #expect(rect.contains(MKMapPoint(place.coordinate))) }
        #expect(MapCameraPosition.automatic.mapRect(for: []) == .world)
        #expect(MapCameraPosition.userLocation(fallback: .region(zurichRegion)).mapRect(for: []) == MKMapRect(covering: zurichRegion))
    }

    @Test("A ForEach of ForEach in a map type-checks as written and gives every inner marker, in order")
    func nestedForEach() {
        let elements = RouteMapContent().body.elements()
        #expect(elements.count == 6)
        let rect = MapCameraPosition.automatic.mapRect(for: elements)
        for place in Place.zurich { #expect(rect.contains(MKMapPoint(place.coordinate))) }
    }

    @Test("Camera positions answer what they are")
    func cameraPositions() {
        let region = MapCameraPosition.region(zurichRegion)
        #expect(region.region?.center.latitude == 47.3715 && region.camera == nil && !region.followsUserLocation)
        let user = MapCameraPosition.userLocation(followsHeading: true, fallback: .automatic)
        #expect(user.followsUserLocation && user.followsUserHeading && user.fallbackPosition == .automatic)
        #expect(MapCameraPosition.automatic == .automatic && region != .automatic)
        let camera = MapCamera(centerCoordinate: zurichRegion.center, distance: 1_000, heading: 30)
        #expect(MapCameraPosition.camera(camera).camera == camera)
    }

    @Test("The person's location: the blue dot where it is known, nothing and the fallback camera while it is not")
    func userLocation() {
        let station = Place.zurich[0].coordinate
        let unknown = MapElement(.userLocation, at: kCLLocationCoordinate2DInvalid).placingUser(at: nil)
        #expect(!unknown.isDrawnAnnotation && unknown.extent.isEmpty)
        let known = MapElement(.userLocation, at: kCLLocationCoordinate2DInvalid).placingUser(at: station)
        #expect(known.isDrawnAnnotation && known.extent.count == 1)
        let following = MapCameraPosition.userLocation(fallback: .region(zurichRegion))
        #expect(following.mapRect(for: [], userLocation: nil) == MKMapRect(covering: zurichRegion))
        #expect(following.mapRect(for: [], userLocation: station).contains(MKMapPoint(station)))
        let projection = MapProjection(showing: MKMapRect(covering: zurichRegion), width: 240, height: 200)
        assertSnapshot(
            of: AnyView(MapSurface(elements: [known], projection: projection, style: .standard, selection: nil)),
            as: .image(layout: .fixed(width: 240, height: 200)))
    }

    @Test("A map reader's proxy turns points into coordinates and back, as the map lays them out")
    func mapReader() throws {
        let box = ProxyBox()
        let window = Window(device: .iPhoneSE)
        window.rootViewController = HostingController(rootView: ReaderMap(box: box))
        window.layout()
        let proxy = try #require(box.proxy)
        // The map fills a 300 × 300 frame: its centre is the region's centre.
        let centre = try #require(proxy.convert(CGPoint(x: 150, y: 150), from: .local))
        #expect(abs(centre.latitude - zurichRegion.center.latitude) < 1e-9)
        #expect(abs(centre.longitude - zurichRegion.center.longitude) < 1e-9)
        let station = Place.zurich[0].coordinate
        let point = try #require(proxy.convert(station, to: .local))
        let back = try #require(proxy.convert(point, from: .local))
        #expect(abs(back.latitude - station.latitude) < 1e-9 && abs(back.longitude - station.longitude) < 1e-9)
        // In the window's space the point moves by where the map is.
        let global = try #require(proxy.convert(station, to: .global))
        #expect(global.y > point.y)
        #expect(proxy.convert(point, from: .named("elsewhere")) == nil)
        #expect(try #require(proxy.camera).centerCoordinate.latitude == centre.latitude)
    }

    @Test("VoiceOver reads each marker and annotation by its title")
    func accessibility() {
        let window = Window(device: .iPhoneSE)
        window.rootViewController = HostingController(rootView: CityMap())
        let labels = window.accessibilityElements().map(\.label)
        #expect(labels == ["Tracking", "Bahnhof", "Lindenhof", "cup and saucer", "Café", "Opernhaus"])
    }

    @Test("Tapping a tagged marker sets the map's selection")
    func selection() throws {
        let model = SelectionModel()
        let window = Window(device: .iPhoneSE)
        window.rootViewController = HostingController(rootView: SelectableMap(model: model))
        window.layout()
        try window.tap(label: "Lindenhof")
        #expect(model.selected == "Lindenhof")
    }

    @Test("onMapCameraChange hears the region the map settled on")
    func cameraChange() throws {
        let model = SelectionModel()
        let window = Window(device: .iPhoneSE)
        window.rootViewController = HostingController(rootView: ReportingMap(model: model))
        window.layout()
        let region = try #require(model.region)
        #expect(abs(region.center.latitude - 47.3715) < 1e-6)
        // The frame is taller than wide, so the region shown is taller than the one asked for.
        #expect(region.span.latitudeDelta > 0.02)
        #expect(abs(region.span.longitudeDelta - 0.02) < 1e-6)
    }

    @Test("A map with markers, an annotation, a circle and a route, light and dark")
    func cityMapSnapshot() {
        for scheme in [ColorScheme.light, .dark] {
            assertSnapshot(
                of: AnyView(CityMap()),
                as: .image(layout: .fixed(width: 360, height: 420), traits: UITraitCollection(userInterfaceStyle: scheme)),
                named: scheme == .light ? "light" : "dark")
        }
    }

    @Test("Markers: a symbol, a monogram, the selected marker drawn larger, a hidden title")
    func markerKindsSnapshot() {
        assertSnapshot(of: AnyView(MarkerKinds()), as: .image(layout: .fixed(width: 320, height: 320)))
    }

    @Test("The iOS 14 map with balloon markers, one tinted, and the imagery style")
    func legacyMapSnapshot() {
        assertSnapshot(of: AnyView(LegacyMap()), as: .image(layout: .fixed(width: 320, height: 300)), named: "standard")
        assertSnapshot(
            of: AnyView(LegacyMap().mapStyle(.imagery)), as: .image(layout: .fixed(width: 320, height: 300)), named: "imagery")
    }
}

/// Every kind of marker: the pin glyph, a symbol, a monogram, the selected one larger, an
/// iOS 14 pin and a hidden title.
private struct MarkerKinds: View {
    @State private var selection: String? = "Opernhaus"

    var body: some View {
        Map(initialPosition: .region(zurichRegion), selection: $selection) {
            Marker("Bahnhof", systemImage: "tram", coordinate: Place.zurich[0].coordinate).tint(.orange)
            Marker("Lindenhof", monogram: Text("LH"), coordinate: Place.zurich[1].coordinate).tint(.green)
            Marker("Opernhaus", coordinate: Place.zurich[2].coordinate).tag("Opernhaus")
            Marker("Hidden title", coordinate: CLLocationCoordinate2D(latitude: 47.3745, longitude: 8.5490)).annotationTitles(.hidden)
        }
        .mapStyle(.standard(elevation: .realistic))
    }
}

@MainActor
private final class ProxyBox {
    var proxy: MapProxy?
    func keep(_ proxy: MapProxy) { self.proxy = proxy }
}

/// A map inside a reader, below a title, handing its proxy out.
private struct ReaderMap: View {
    let box: ProxyBox

    var body: some View {
        VStack(spacing: 0) {
            Text("Pins").frame(height: 100)
            MapReader { proxy in
                let _ = box.keep(proxy)
                Map(initialPosition: .region(zurichRegion)).frame(width: 300, height: 300)
            }
        }
    }
}

/// The content of ``CityMap`` alone, for reading its elements.
@MainActor
private struct CityMapContent {
    @MapContentBuilder var body: some MapContent {
        ForEach(Place.zurich) { place in Marker(place.name, coordinate: place.coordinate) }
        MapCircle(center: Place.zurich[1].coordinate, radius: 250)
    }
}

/// Two routes over the same stops, written as apps write routes of stops: a `ForEach` in a `ForEach`.
@MainActor
private struct RouteMapContent {
    @MapContentBuilder var body: some MapContent {
        ForEach(["Morning", "Evening"], id: \.self) { route in
            ForEach(Place.zurich) { place in Marker("\(route): \(place.name)", coordinate: place.coordinate) }
        }
    }
}

@MainActor
private final class SelectionModel {
    var selected: String?
    var region: MKCoordinateRegion?
}

private struct SelectableMap: View {
    let model: SelectionModel
    @State private var selection: String?

    var body: some View {
        Map(
            initialPosition: .region(zurichRegion),
            selection: Binding(
                get: { selection },
                set: {
                    model.selected = $0; selection = $0
                })
        ) {
            ForEach(Place.zurich) { place in
                Marker(place.name, coordinate: place.coordinate).tag(place.name)
            }
        }
    }
}

private struct ReportingMap: View {
    let model: SelectionModel

    var body: some View {
        Map(initialPosition: .region(zurichRegion))
            .onMapCameraChange { context in model.region = context.region }
    }
}
