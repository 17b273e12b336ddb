import CoreLocation
import Foundation
import Testing

/// A compass screen's helper: it starts heading updates and keeps the last one it hears.
private final class CompassModel: NSObject, CLLocationManagerDelegate {
    let manager = CLLocationManager()
    var degrees: Double?

    override init() {
        super.init()
        manager.delegate = self
        manager.headingFilter = 5
        if CLLocationManager.headingAvailable() { manager.startUpdatingHeading() }
    }

    func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading) {
        degrees = newHeading.trueHeading >= 0 ? newHeading.trueHeading : newHeading.magneticHeading
    }
}

@Suite("CoreLocation stand-in: headings")
struct LocationHeadingTests {
    @Test("Linux has no compass: no heading is available, none is reported, and the settings are kept")
    func noCompass() {
        let compass = CompassModel()
        #expect(!CLLocationManager.headingAvailable())
        compass.manager.startUpdatingHeading()
        #expect(compass.manager.heading == nil)
        #expect(compass.degrees == nil)
        #expect(compass.manager.headingFilter == 5)
        #expect(compass.manager.headingOrientation == .portrait)
        compass.manager.stopUpdatingHeading()
    }

    @Test("A heading a test makes wraps its directions into 0..<360 and drives the delegate as a compass would")
    func madeHeading() {
        let heading = CLHeading(magneticHeading: 370, trueHeading: -90)
        #expect(heading.magneticHeading == 10)
        #expect(heading.trueHeading == -1)
        #expect(CLHeading(magneticHeading: -30, trueHeading: 725).trueHeading == 5)
        let compass = CompassModel()
        compass.locationManager(compass.manager, didUpdateHeading: CLHeading(magneticHeading: 90, trueHeading: 92))
        #expect(compass.degrees == 92)
        #expect(!compass.locationManagerShouldDisplayHeadingCalibration(compass.manager))
    }
}
