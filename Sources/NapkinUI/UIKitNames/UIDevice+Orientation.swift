import Foundation

extension UIDevice {
    /// Posted when the device turns, as UIKit's (after
    /// ``beginGeneratingDeviceOrientationNotifications()``). A window's device is fixed for its
    /// life in NapkinUI, so nothing posts it by itself; a test posts it to drive the observers.
    nonisolated public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")

    /// Whether orientation notifications are being generated (the count of begin calls not yet
    /// ended is above zero), as UIKit's.
    public var isGeneratingDeviceOrientationNotifications: Bool { OrientationNotifications.count > 0 }

    /// Asks for orientation notifications, as UIKit's; balance with
    /// ``endGeneratingDeviceOrientationNotifications()``.
    public func beginGeneratingDeviceOrientationNotifications() {
        OrientationNotifications.count += 1
    }

    /// Ends one ``beginGeneratingDeviceOrientationNotifications()`` (an unbalanced end is ignored).
    public func endGeneratingDeviceOrientationNotifications() {
        OrientationNotifications.count = max(0, OrientationNotifications.count - 1)
    }
}

/// The begin calls not yet ended, shared by every `UIDevice` value (UIKit's device is one object).
@MainActor
private enum OrientationNotifications {
    static var count = 0
}
