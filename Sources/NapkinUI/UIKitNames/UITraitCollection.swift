/// UIKit's name for a set of traits: NapkinUI's ``Traits`` (SnapshotTesting names it the
/// same), so `UIColor { traits in traits.userInterfaceStyle == .dark ? … : … }` reads as in UIKit.
public typealias UITraitCollection = Traits

/// Light, dark or not yet decided, as UIKit's `UIUserInterfaceStyle` (SwiftUI's
/// ``ColorScheme`` has no third case; `ColorScheme(_:)` and `UIUserInterfaceStyle(_:)` convert).
public enum UIUserInterfaceStyle: Int, Sendable, Hashable {
    /// Not specified: a trait collection that leaves the appearance open.
    case unspecified = 0
    /// Light.
    case light = 1
    /// Dark.
    case dark = 2

    /// The style of `colorScheme`, as SwiftUI's `UIUserInterfaceStyle(_:)`.
    public init(_ colorScheme: ColorScheme) {
        self = colorScheme == .dark ? .dark : .light
    }
}

extension ColorScheme {
    /// The colour scheme of `style`, or nil for `.unspecified`, as SwiftUI's `ColorScheme(_:)`.
    public init?(_ style: UIUserInterfaceStyle) {
        switch style {
        case .light: self = .light
        case .dark: self = .dark
        case .unspecified: return nil
        }
    }
}

extension Traits {
    /// Light or dark, or `.unspecified` when the traits leave it open, as UIKit's
    /// `userInterfaceStyle`.
    public var userInterfaceStyle: UIUserInterfaceStyle { colorScheme.map(UIUserInterfaceStyle.init) ?? .unspecified }

    /// Only the appearance, as `UITraitCollection(userInterfaceStyle:)` given UIKit's style:
    /// `.unspecified` leaves it open.
    @_disfavoredOverload
    public init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(colorScheme: ColorScheme(userInterfaceStyle))
    }

    /// The traits of the active window (see `UIScreen.main`), in the appearance of the view
    /// being drawn while a view draws, as UIKit's `UITraitCollection.current`.
    @MainActor
    public static var current: Traits {
        let traits = of(Window.active)
        guard let style = CurrentDrawingTraits.style else { return traits }
        return traits.merging(Traits(userInterfaceStyle: style))
    }

    /// Runs `actions` with this collection's appearance as the current one, as UIKit's
    /// `performAsCurrent(_:)`: dynamic colours set, drawn or turned into `cgColor` inside resolve
    /// in it (`.unspecified` keeps the current appearance).
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let style = userInterfaceStyle == .unspecified ? CurrentDrawingTraits.style : userInterfaceStyle
        try CurrentDrawingTraits.$style.withValue(style) { try actions() }
    }

    /// The traits of `window` (its device's, in its colour scheme), or of an iPhone 13 Pro in
    /// light mode when there is none.
    @MainActor
    static func of(_ window: Window?) -> Traits {
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

/// The appearance UIKit-style drawing resolves dynamic colours in: the drawing view's, bound
/// around its `draw(_:)` as a task-local value (UIKit's current traits belong to the thread
/// drawing), light outside any view's drawing.
enum CurrentDrawingTraits {
    @TaskLocal static var style: UIUserInterfaceStyle?

    /// True while a dark view draws.
    static var isDark: Bool { style == .dark }
}
