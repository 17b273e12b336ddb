import CoreLocation
import Foundation
import Testing

/// A delegate as apps write them (a view model's location helper): it asks when not determined,
/// requests a location once authorized, and records what it hears.
private final class LocationRecorder: NSObject, CLLocationManagerDelegate {
    let manager = CLLocationManager()
    var events: [String] = []

    override init() {
        super.init()
        manager.delegate = self
    }

    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
        events.append("authorization \(manager.authorizationStatus.rawValue)")
        switch manager.authorizationStatus {
        case .notDetermined: manager.requestWhenInUseAuthorization()
        case .authorizedWhenInUse, .authorizedAlways: manager.requestLocation()
        default: break
        }
    }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        events += locations.map { String(format: "location %.3f,%.3f", $0.coordinate.latitude, $0.coordinate.longitude) }
    }

    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {
        events.append("error \((error as? CLError)?.code.rawValue ?? -1)")
    }
}

/// A delegate written before iOS 14: only the older authorization method.
private final class OldStyleDelegate: NSObject, CLLocationManagerDelegate {
    var statuses: [CLAuthorizationStatus] = []
    func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) { statuses.append(status) }
}

private final class Updates: NSObject, CLLocationManagerDelegate {
    var locations: [CLLocation] = []
    var errors: [any Error] = []
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) { self.locations += locations }
    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) { errors.append(error) }
}

@Suite("CoreLocation stand-in", .serialized)
struct CoreLocationTests {
    let source = SimulatedLocationSource.shared

    init() { source.reset() }

    @Test("Coordinates are valid within ±90° latitude and ±180° longitude")
    func coordinateValidity() {
        #expect(CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: 52.52, longitude: 13.405)))
        #expect(CLLocationCoordinate2DIsValid(CLLocationCoordinate2DMake(-90, 180)))
        #expect(!CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: 90.5, longitude: 0)))
        #expect(!CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: 0, longitude: -180.1)))
        #expect(!CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: .nan, longitude: 0)))
        #expect(!CLLocationCoordinate2DIsValid(kCLLocationCoordinate2DInvalid))
        let here = CLLocation(latitude: 1, longitude: 2)
        #expect(here.horizontalAccuracy == 0 && here.verticalAccuracy == -1 && here.speed == -1 && here.course == -1)
        #expect(here.description.hasPrefix("<+1.00000000,+2.00000000> +/- 0.00m (speed -1.00 mps / course -1.00) @ "))
    }

    @Test("distance(from:) is the great circle on WGS 84's equatorial sphere")
    func distances() {
        let origin = CLLocation(latitude: 0, longitude: 0)
        // A degree of longitude on the equator, and half the equator: 2πr/360 and πr for r = 6,378,137 m.
        #expect(abs(origin.distance(from: CLLocation(latitude: 0, longitude: 1)) - 111_319.491) < 0.01)
        #expect(abs(origin.distance(from: CLLocation(latitude: 0, longitude: 180)) - 20_037_508.343) < 0.01)
        let paris = CLLocation(latitude: 48.8566, longitude: 2.3522)
        let london = CLLocation(latitude: 51.5074, longitude: -0.1278)
        #expect(abs(paris.distance(from: london) - 343_940.92) < 0.5)
        #expect(paris.distance(from: london) == london.distance(from: paris))
        #expect(paris.distance(from: paris) == 0)
        // New York JFK to Los Angeles LAX is 3,983 km on the ellipsoid; the sphere is within 0.5 %.
        let jfk = CLLocation(latitude: 40.6413, longitude: -73.7781)
        let lax = CLLocation(latitude: 33.9416, longitude: -118.4085)
        #expect(abs(jfk.distance(from: lax) / 3_983_000 - 1) < 0.005)
    }

    @Test("By default the app is not determined, the prompt stays up and there is no location")
    func defaults() {
        let recorder = LocationRecorder()
        #expect(recorder.events == ["authorization 0"])
        #expect(recorder.manager.authorizationStatus == .notDetermined && CLLocationManager.authorizationStatus() == .notDetermined)
        #expect(recorder.manager.location == nil && source.promptsShown == 1)
        recorder.manager.startUpdatingLocation()
        #expect(recorder.events == ["authorization 0"])
        #expect(recorder.manager.desiredAccuracy == kCLLocationAccuracyBest && recorder.manager.distanceFilter == kCLDistanceFilterNone)
    }

    @Test("Asking, allowing and locating: the delegate hears each step in order")
    func authorizationFlow() {
        source.promptAnswer = .authorizedWhenInUse
        source.move(to: CLLocationCoordinate2D(latitude: 52.52, longitude: 13.405))
        let recorder = LocationRecorder()
        #expect(recorder.events == ["authorization 0", "authorization 4", "location 52.520,13.405"])
        #expect(recorder.manager.location?.coordinate.latitude == 52.52)
        // requestLocation delivers once: a later move is not delivered.
        source.move(to: CLLocationCoordinate2D(latitude: 48.137, longitude: 11.575))
        #expect(recorder.events.count == 3)
        // Changing the authorization in Settings tells the delegate.
        source.authorizationStatus = .denied
        #expect(recorder.events.last == "authorization 2")
        #expect(recorder.manager.location == nil)
    }

    @Test("A when-in-use prompt grants no more than when-in-use; asking for always asks once more")
    func alwaysUpgrade() {
        source.promptAnswer = .authorizedAlways
        let manager = CLLocationManager()
        manager.requestWhenInUseAuthorization()
        #expect(manager.authorizationStatus == .authorizedWhenInUse)
        manager.requestWhenInUseAuthorization()
        #expect(source.promptsShown == 1)
        manager.requestAlwaysAuthorization()
        #expect(manager.authorizationStatus == .authorizedAlways && source.promptsShown == 2)
        source.reset()
        source.promptAnswer = .denied
        manager.requestWhenInUseAuthorization()
        #expect(manager.authorizationStatus == .denied)
    }

    @Test("A delegate with only the older method hears of authorization once")
    func olderDelegate() {
        let delegate = OldStyleDelegate()
        let manager = CLLocationManager()
        manager.delegate = delegate
        source.authorizationStatus = .authorizedAlways
        #expect(delegate.statuses == [.notDetermined, .authorizedAlways])
    }

    @Test("Updates respect the distance filter and stop when stopped; a denied app gets CLError.denied")
    func updates() throws {
        source.authorizationStatus = .authorizedWhenInUse
        let updates = Updates()
        let manager = CLLocationManager()
        manager.delegate = updates
        manager.distanceFilter = 100
        source.move(to: CLLocationCoordinate2D(latitude: 0, longitude: 0))
        manager.startUpdatingLocation()
        #expect(updates.locations.count == 1)
        source.move(to: CLLocationCoordinate2D(latitude: 0, longitude: 0.0005))  // 56 m: filtered
        #expect(updates.locations.count == 1)
        source.move(to: CLLocationCoordinate2D(latitude: 0, longitude: 0.0010))  // 111 m from the last delivered
        #expect(updates.locations.count == 2)
        manager.stopUpdatingLocation()
        source.move(to: CLLocationCoordinate2D(latitude: 1, longitude: 1))
        #expect(updates.locations.count == 2)

        source.location = nil
        manager.requestLocation()
        let unknown = try #require(updates.errors.last)
        #expect(CLError.locationUnknown ~= unknown)

        source.authorizationStatus = .denied
        manager.startUpdatingLocation()
        let denied = try #require(updates.errors.last as? CLError)
        #expect(denied.code == .denied && denied.errorCode == 1 && CLError.errorDomain == kCLErrorDomain)
        let errors = updates.errors.count
        source.move(to: CLLocationCoordinate2D(latitude: 2, longitude: 2))
        #expect(updates.errors.count == errors)
    }

    @Test("Geocoding fails with CLError.network rather than reaching the network")
    func geocoding() async {
        do {
            _ = try await CLGeocoder().reverseGeocodeLocation(CLLocation(latitude: 52.52, longitude: 13.405))
            Issue.record("geocoding succeeded")
        } catch CLError.network {
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}
