/// UIKit's name for a set of traits: NapkinUI's ``Traits`` (SnapshotTesting names it the
/// same), so `UIColor { traits in traits.userInterfaceStyle == .dark ? … : … }` reads as in UIKit.
public typealias UITraitCollection = Traits

/// UIKit's name for light or dark: NapkinUI's ``ColorScheme``.
public typealias UIUserInterfaceStyle = ColorScheme

extension Traits {
    /// Light or dark (light when the traits leave it open), as UIKit's `userInterfaceStyle`.
    public var userInterfaceStyle: ColorScheme { colorScheme ?? .light }

    /// The traits of the active window (see `UIScreen.main`).
    @MainActor
    public static var current: Traits {
        let window = Window.active
        let device = window?.device ?? .iPhone13Pro
        return device.traits.merging(Traits(userInterfaceStyle: window?.colorScheme ?? .light))
    }
}

/// The kind of device, as UIKit's `UIUserInterfaceIdiom`.
public enum UIUserInterfaceIdiom: Int, Sendable, Hashable {
    /// Not specified.
    case unspecified = -1
    /// An iPhone.
    case phone = 0
    /// An iPad.
    case pad = 1
    /// An Apple TV.
    case tv = 2
    /// CarPlay.
    case carPlay = 3
    /// A Mac (Catalyst).
    case mac = 5
    /// Apple Vision Pro.
    case vision = 6
}
