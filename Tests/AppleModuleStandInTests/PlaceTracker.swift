// A location view model as iOS apps write it: `import Foundation` and `import CoreLocation`
// alone, an `ObservableObject` with `@Published` properties.
import CoreLocation
import Foundation

final class PlaceTracker: ObservableObject {
    @Published var lastPlace: CLLocation?
    @Published var placeName = "Locating…"

    func arrive(at location: CLLocation, named name: String) {
        lastPlace = location
        placeName = name
    }
}
