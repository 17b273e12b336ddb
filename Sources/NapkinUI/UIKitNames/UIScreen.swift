/// UIKit's screen, for SwiftUI files that size things by it: `UIScreen.main.bounds.width`.
///
/// NapkinUI has a screen per ``Window``: `UIScreen.main` is the screen of the window made or
/// laid out most recently (``Window/active``), which is the one whose views are being built
/// when a view reads it, and an iPhone 13 Pro's before any window was made.
///
/// Main-actor isolated as UIKit's, and `@preconcurrency` as UIKit's classes are to Swift (the
/// importer treats them so): a Swift 5 file may read `UIScreen.main.bounds` in a static
/// constant or a nonisolated helper, which Swift 6 files may not.
@preconcurrency @MainActor
public final class UIScreen {
    private let device: Device

    init(device: Device) {
        self.device = device
    }

    /// The screen of the active window.
    public static var main: UIScreen { UIScreen(device: Window.active?.device ?? .iPhone13Pro) }

    /// The screen's rectangle in points (the device's size, in its orientation).
    public var bounds: CGRect { CGRect(origin: .zero, size: device.size) }
    /// The screen's rectangle in pixels.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: device.size.width * device.scale, height: device.size.height * device.scale)
    }
    /// Pixels per point.
    public var scale: CGFloat { device.scale }
    /// Pixels per point.
    public var nativeScale: CGFloat { device.scale }
    /// The traits of the screen.
    public var traitCollection: Traits { Traits.current }
}

extension Window {
    /// The screen the window is on, as UIKit's `UIWindow.screen`: its device's.
    public var screen: UIScreen { UIScreen(device: device) }
}

/// UIKit's device, for SwiftUI files that ask what they run on:
/// `UIDevice.current.userInterfaceIdiom == .pad`. It describes the device of the active
/// window (see ``UIScreen``). `@preconcurrency` as ``UIScreen`` is.
@preconcurrency @MainActor
public final class UIDevice {
    private let device: Device

    private init(device: Device) {
        self.device = device
    }

    /// The device of the active window.
    public static var current: UIDevice { UIDevice(device: Window.active?.device ?? .iPhone13Pro) }

    /// Phone or pad.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { device.idiom == .pad ? .pad : .phone }
    /// "iPhone" or "iPad".
    public var model: String { device.idiom == .pad ? "iPad" : "iPhone" }
    /// The device's name, as the preset calls it (`iPhone13Pro`).
    public var name: String { device.name }
    /// "iOS".
    public var systemName: String { "iOS" }
    /// The iOS version whose look NapkinUI draws: "17.0".
    public var systemVersion: String { "17.0" }
    /// Portrait or landscape, as the window's device is held.
    public var orientation: UIDeviceOrientation { device.orientation == .landscape ? .landscapeLeft : .portrait }
}

/// Which way up a device is, as UIKit's `UIDeviceOrientation`.
public enum UIDeviceOrientation: Int, Sendable, Hashable {
    /// Unknown.
    case unknown
    /// Upright.
    case portrait
    /// Upside down.
    case portraitUpsideDown
    /// On its side, the home button (or indicator) on the right.
    case landscapeLeft
    /// On its side, the home button on the left.
    case landscapeRight
    /// Flat, face up.
    case faceUp
    /// Flat, face down.
    case faceDown

    /// True for either landscape.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// True for either portrait.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
}

extension UIScreen {
    /// The view that has focus: none, as on an iPhone without a hardware keyboard's focus
    /// system, and in a snapshot, where nothing is focused.
    public var focusedView: UIView? { nil }
}

/// UIKit's insets, as SwiftUI's `EdgeInsets` with UIKit's names for the sides.
public struct UIEdgeInsets: Sendable, Hashable {
    /// The top inset.
    public var top: CGFloat
    /// The left inset.
    public var left: CGFloat
    /// The bottom inset.
    public var bottom: CGFloat
    /// The right inset.
    public var right: CGFloat

    /// Insets of `top`, `left`, `bottom` and `right` points (0 when not given).
    public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets.
    public static let zero = UIEdgeInsets()
}
