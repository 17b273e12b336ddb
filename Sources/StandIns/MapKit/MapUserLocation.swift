import Foundation

/// Where the person is, for a map: the CoreLocation stand-in's simulated device location, when
/// location services are on and the app is authorized (as iOS shows the dot only then).
enum MapUserLocation {
    /// The person's coordinate, or nil while it is unknown or not authorized.
    static func current(from source: SimulatedLocationSource = .shared) -> CLLocationCoordinate2D? {
        guard source.locationServicesEnabled else { return nil }
        switch source.authorizationStatus {
        case .authorizedWhenInUse, .authorizedAlways: return source.location?.coordinate
        default: return nil
        }
    }
}
