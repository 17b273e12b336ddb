import Foundation
import MapKit
import Testing

@Suite("MapKit stand-in: Web Mercator geometry")
struct MapKitGeometryTests {
    private func close(_ a: Double, _ b: Double, within tolerance: Double = 1e-6) -> Bool { abs(a - b) <= tolerance }

    @Test("The map is 2^28 points square; 0,0 is its centre and the antimeridian its edges")
    func worldAndOrigin() {
        #expect(MKMapRect.world.width == 268_435_456)
        #expect(MKMapRect.world.height == 268_435_456)
        let origin = MKMapPoint(CLLocationCoordinate2D(latitude: 0, longitude: 0))
        #expect(close(origin.x, 134_217_728) && close(origin.y, 134_217_728))
        let west = MKMapPoint(CLLocationCoordinate2D(latitude: 0, longitude: -180))
        #expect(close(west.x, 0))
        // The projection's square ends near 85.05° north: the top edge.
        let north = MKMapPoint(CLLocationCoordinate2D(latitude: 85.051_128_779_806_59, longitude: 0))
        #expect(close(north.y, 0, within: 1e-3))
    }

    @Test("A coordinate survives the trip to a map point and back; north is up")
    func roundTrip() {
        let berlin = CLLocationCoordinate2D(latitude: 52.52, longitude: 13.405)
        let back = MKMapPoint(berlin).coordinate
        #expect(close(back.latitude, 52.52, within: 1e-9) && close(back.longitude, 13.405, within: 1e-9))
        #expect(MKMapPoint(berlin).y < MKMapPoint(CLLocationCoordinate2D(latitude: 40, longitude: 13.405)).y)
        // Mercator stretches latitudes: a degree near 60° is about twice as tall as at the equator.
        let equatorDegree =
            MKMapPoint(CLLocationCoordinate2D(latitude: 0, longitude: 0)).y
            - MKMapPoint(CLLocationCoordinate2D(latitude: 1, longitude: 0)).y
        let sixtyDegree =
            MKMapPoint(CLLocationCoordinate2D(latitude: 60, longitude: 0)).y
            - MKMapPoint(CLLocationCoordinate2D(latitude: 61, longitude: 0)).y
        #expect(close(sixtyDegree / equatorDegree, 2, within: 0.04))
    }

    @Test("Metres per map point shrink with the cosine of the latitude")
    func metresPerMapPoint() {
        let equator = MKMetersPerMapPointAtLatitude(0)
        #expect(close(equator, 2 * .pi * 6_378_137 / 268_435_456, within: 1e-9))
        #expect(close(MKMetersPerMapPointAtLatitude(60), equator / 2, within: 1e-9))
        #expect(close(MKMapPointsPerMeterAtLatitude(0) * equator, 1, within: 1e-12))
    }

    @Test("A region in metres spans the degrees those metres cover, wider in longitude away from the equator")
    func regionFromMetres() {
        let region = MKCoordinateRegion(
            center: CLLocationCoordinate2D(latitude: 60, longitude: 10), latitudinalMeters: 111_319.49, longitudinalMeters: 111_319.49)
        #expect(close(region.span.latitudeDelta, 1, within: 1e-4))
        #expect(close(region.span.longitudeDelta, 2, within: 1e-3))
    }

    @Test("A map rectangle converts to the region around it, and that region's corners project back onto it")
    func regionAndMapRect() {
        let topLeft = MKMapPoint(CLLocationCoordinate2D(latitude: 48, longitude: 2))
        let bottomRight = MKMapPoint(CLLocationCoordinate2D(latitude: 46, longitude: 6))
        let rect = MKMapRect(x: topLeft.x, y: topLeft.y, width: bottomRight.x - topLeft.x, height: bottomRight.y - topLeft.y)
        let region = MKCoordinateRegion(rect)
        #expect(close(region.span.latitudeDelta, 2, within: 1e-9))
        #expect(close(region.span.longitudeDelta, 4, within: 1e-9))
        #expect(close(region.center.longitude, 4, within: 1e-9))
        // Mercator: the middle of the rectangle lies north of the middle latitude.
        #expect(region.center.latitude > 47)
    }

    @Test("Map rectangles intersect, unite and contain as rectangles do; null is the empty answer")
    func rectangleAlgebra() {
        let a = MKMapRect(x: 0, y: 0, width: 100, height: 100)
        let b = MKMapRect(x: 50, y: 50, width: 100, height: 100)
        #expect(a.intersection(b) == MKMapRect(x: 50, y: 50, width: 50, height: 50))
        #expect(a.union(b) == MKMapRect(x: 0, y: 0, width: 150, height: 150))
        #expect(a.contains(MKMapPoint(x: 10, y: 99)) && !a.contains(MKMapPoint(x: 100, y: 10)))
        #expect(a.intersection(MKMapRect(x: 500, y: 500, width: 1, height: 1)).isNull)
        #expect(MKMapRect.null.union(a) == a)
        #expect(MKMapRect.world.contains(a))
    }

    @Test("Distances between map points are great-circle metres")
    func distance() {
        let paris = MKMapPoint(CLLocationCoordinate2D(latitude: 48.8566, longitude: 2.3522))
        let london = MKMapPoint(CLLocationCoordinate2D(latitude: 51.5074, longitude: -0.1278))
        #expect(abs(paris.distance(to: london) - 344_000) < 3_000)
    }
}
