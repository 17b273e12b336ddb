import Foundation

/// The screen's brightness and the proximity sensor, kept for the process on the main actor: one phone, one
/// display, as on iOS.
@MainActor
private enum DisplayAndSensors {
    static var brightness: CGFloat = 0.5
    static var proximityMonitoring = false
    static var near = false
}

extension UIScreen {
    /// The display's brightness, 0 (darkest) to 1; values outside are kept to that range, as iOS does. napkin starts
    /// at 0.5 and keeps what an app sets for the whole process (one display, as on a phone); drawing does not change
    /// with it. Setting a new value posts ``brightnessDidChangeNotification``.
    public var brightness: CGFloat {
        get { DisplayAndSensors.brightness }
        set {
            let clamped = min(max(newValue, 0), 1)
            guard clamped != DisplayAndSensors.brightness else { return }
            DisplayAndSensors.brightness = clamped
            NotificationCenter.default.post(name: UIScreen.brightnessDidChangeNotification, object: self)
        }
    }

    /// Posted when the display's brightness changes.
    nonisolated public static let brightnessDidChangeNotification = Notification.Name("UIScreenBrightnessDidChangeNotification")
}

extension UIDevice {
    /// Whether the proximity sensor is watched (false by default). iPhones have the sensor; on an iPad, which has
    /// none, setting true leaves it false, as iOS does. While it is on, the screen goes dark when something is near.
    public var isProximityMonitoringEnabled: Bool {
        get { DisplayAndSensors.proximityMonitoring }
        set {
            DisplayAndSensors.proximityMonitoring = newValue && userInterfaceIdiom == .phone
            if !DisplayAndSensors.proximityMonitoring { DisplayAndSensors.near = false }
        }
    }

    /// Whether something (an ear, a table under a phone lying face down) is close to the sensor; false while
    /// monitoring is off. On Linux nothing is near until a test says so with ``simulateProximity(near:)``.
    public var proximityState: Bool { DisplayAndSensors.near }

    /// Posted when ``proximityState`` changes, with the device as the object.
    nonisolated public static let proximityStateDidChangeNotification = Notification.Name("UIDeviceProximityStateDidChangeNotification")

    /// Puts something near the proximity sensor or takes it away (napkin's addition, for tests). While monitoring is
    /// on the state changes and ``proximityStateDidChangeNotification`` is posted; while it is off nothing happens,
    /// as iOS reports nothing then. Returns whether the state changed.
    @discardableResult
    public static func simulateProximity(near: Bool) -> Bool {
        guard DisplayAndSensors.proximityMonitoring, DisplayAndSensors.near != near else { return false }
        DisplayAndSensors.near = near
        NotificationCenter.default.post(name: proximityStateDidChangeNotification, object: UIDevice.current)
        return true
    }

    /// Back to a fresh device (napkin's addition): proximity monitoring off, nothing near, the screen's brightness 0.5.
    public static func resetSensors() {
        DisplayAndSensors.proximityMonitoring = false
        DisplayAndSensors.near = false
        DisplayAndSensors.brightness = 0.5
    }
}
