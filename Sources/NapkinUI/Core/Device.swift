internal import Raster

/// A screen to render for: its size in points, its scale, its safe area and the traits the
/// device gives the views on it, as swift-snapshot-testing's `ViewImageConfig`.
///
/// The scale is always explicit, never read from the host, so a render is the same on every
/// machine. `Device.iPhone13Pro` renders at 1170×2532 pixels; `Device.iPhone13Pro(.landscape)`
/// at 2532×1170, with the notch's safe area on the left and right.
///
/// The presets carry the traits swift-snapshot-testing's presets carry: iPhones set the
/// content size category `.medium` (so `.body` text is 16 pt there, where an iPhone left at
/// the system default draws it at 17 pt) and size classes per orientation; iPads set regular
/// size classes and leave the text size at the default `.large`. As upstream, the iPad presets
/// without an orientation are in landscape.
public struct Device: Sendable, Hashable, CustomStringConvertible {
    /// Which way up the device is held, as upstream's `ViewImageConfig.Orientation`.
    public enum Orientation: String, Sendable, Hashable, CaseIterable {
        /// Upright: the home indicator at the bottom of the short side.
        case portrait
        /// On its side: width and height swap, and the notch's inset moves to the sides.
        case landscape
    }

    /// What kind of device this is, as UIKit's `UIUserInterfaceIdiom`.
    public enum Idiom: String, Sendable, Hashable {
        /// An iPhone.
        case phone
        /// An iPad.
        case pad
    }

    /// A short identifier, used on command lines and in file names (`iPhone13Pro`).
    public let name: String
    /// The screen size in points, in the device's orientation.
    public let size: CGSize
    /// Pixels per point.
    public let scale: CGFloat
    /// The insets of the area not covered by the status bar, notch and home indicator, in
    /// the device's orientation.
    public let safeAreaInsets: EdgeInsets
    /// Portrait or landscape.
    public let orientation: Orientation
    /// Phone or pad.
    public let idiom: Idiom
    /// The traits views on this device see (text size, size classes, and whatever a test adds:
    /// colour scheme, layout direction, locale). ``Window`` hands them to the environment.
    public let traits: Traits

    /// A device description; prefer the presets.
    public init(
        name: String, size: CGSize, scale: CGFloat, safeAreaInsets: EdgeInsets, orientation: Orientation = .portrait, idiom: Idiom = .phone,
        traits: Traits = Traits()
    ) {
        self.name = name
        self.size = size
        self.scale = scale
        self.safeAreaInsets = safeAreaInsets
        self.orientation = orientation
        self.idiom = idiom
        self.traits = traits
    }

    /// The width in pixels.
    public var pixelWidth: Int { Int((size.width * scale).rounded()) }
    /// The height in pixels.
    public var pixelHeight: Int { Int((size.height * scale).rounded()) }

    /// This device with `traits` laid over its own: a trait `traits` sets wins, one it leaves
    /// unset keeps the device's value. A display scale in `traits` changes the pixel size.
    public func applying(_ traits: Traits) -> Device {
        let merged = self.traits.merging(traits)
        return Device(
            name: name, size: size, scale: merged.displayScale ?? scale, safeAreaInsets: safeAreaInsets,
            orientation: orientation, idiom: idiom, traits: merged)
    }

    /// This device with its screen resized to `size` points (upstream's `size:` override);
    /// the safe area stays.
    public func resized(to size: CGSize) -> Device {
        Device(name: name, size: size, scale: scale, safeAreaInsets: safeAreaInsets, orientation: orientation, idiom: idiom, traits: traits)
    }

    /// This model held the other way: `Device.iPhone13Pro.rotated(to: .landscape)` is
    /// `Device.iPhone13Pro(.landscape)`. Devices that are not presets swap width and height and
    /// keep their insets.
    public func rotated(to orientation: Orientation) -> Device {
        if orientation == self.orientation { return self }
        if let model = Self.models.first(where: { $0.name == name }) {
            return model.device(orientation).applying(traits.withoutSizeClasses)
        }
        return Device(
            name: name, size: CGSize(width: size.height, height: size.width), scale: scale, safeAreaInsets: safeAreaInsets,
            orientation: orientation, idiom: idiom, traits: traits)
    }

    /// The environment at the root of a window on this device: its scale and traits.
    var environment: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.displayScale = scale
        traits.apply(to: &environment)
        return environment
    }

    /// Every preset in its default orientation, in the order tools list them.
    public static var all: [Device] { models.map { $0.device($0.defaultOrientation) } }

    /// The preset called `name` in its default orientation, or `nil`. An exact spelling wins;
    /// otherwise case does not matter (`iphone13pro`), except that `iPhoneSE` (375×667) and
    /// upstream's `iPhoneSe` (320×568) need their own spelling to be told apart.
    public static func named(_ name: String) -> Device? {
        let model = models.first { $0.name == name } ?? models.first { $0.name.lowercased() == name.lowercased() }
        return model.map { $0.device($0.defaultOrientation) }
    }

    /// `iPhone13Pro (390×844 @3x)`, `iPhone13Pro landscape (844×390 @3x)`.
    public var description: String {
        let turned = orientation == .landscape && idiom == .phone || orientation == .portrait && idiom == .pad
        return "\(name)\(turned ? " \(orientation.rawValue)" : "") (\(Size(size)) @\(formatNumber(Double(scale)))x)"
    }
}

// MARK: - The presets

extension Device {
    /// A model's numbers, from which both orientations are made.
    struct Model: Sendable {
        let name: String
        let idiom: Idiom
        /// Width × height in portrait.
        let portrait: Size
        let scale: Double
        let portraitInsets: EdgeInsets
        let landscapeInsets: EdgeInsets

        var defaultOrientation: Orientation { idiom == .pad ? .landscape : .portrait }

        func device(_ orientation: Orientation) -> Device {
            let size = orientation == .portrait ? portrait : Size(width: portrait.height, height: portrait.width)
            return Device(
                name: name, size: CGSize(size), scale: CGFloat(scale),
                safeAreaInsets: orientation == .portrait ? portraitInsets : landscapeInsets,
                orientation: orientation, idiom: idiom, traits: traits(orientation))
        }

        /// What upstream's trait collections for the model say: phones at text size `.medium`,
        /// compact width (regular in landscape on the 414-point-and-wider Plus and Max models),
        /// compact height in landscape; iPads regular both ways.
        func traits(_ orientation: Orientation) -> Traits {
            switch idiom {
            case .pad:
                return Traits(horizontalSizeClass: .regular, verticalSizeClass: .regular, userInterfaceIdiom: .pad)
            case .phone:
                let wide = orientation == .landscape && portrait.width >= 414
                return Traits(
                    dynamicTypeSize: .medium, layoutDirection: .leftToRight,
                    horizontalSizeClass: wide ? .regular : .compact,
                    verticalSizeClass: orientation == .landscape ? .compact : .regular,
                    userInterfaceIdiom: .phone
                )
            }
        }
    }

    private static func phone(
        _ name: String, _ width: Double, _ height: Double, _ scale: Double, top: Double, bottom: Double, side: Double,
        landscapeBottom: Double
    ) -> Model {
        Model(
            name: name, idiom: .phone, portrait: Size(width: width, height: height), scale: scale,
            portraitInsets: EdgeInsets(top: top, bottom: bottom),
            landscapeInsets: EdgeInsets(leading: side, bottom: landscapeBottom, trailing: side))
    }

    /// A phone with a home button: the status bar's 20 points in portrait, nothing in landscape.
    private static func classicPhone(_ name: String, _ width: Double, _ height: Double, _ scale: Double) -> Model {
        Model(
            name: name, idiom: .phone, portrait: Size(width: width, height: height), scale: scale,
            portraitInsets: EdgeInsets(top: 20), landscapeInsets: .zero)
    }

    private static func pad(_ name: String, _ width: Double, _ height: Double, top: Double = 20, bottom: Double = 0) -> Model {
        let insets = EdgeInsets(top: top, bottom: bottom)
        return Model(
            name: name, idiom: .pad, portrait: Size(width: width, height: height), scale: 2, portraitInsets: insets, landscapeInsets: insets
        )
    }

    /// Every model, in listing order: the default first, then upstream's presets, then the
    /// current iPhones, then iPads.
    static let models: [Model] = [
        phone("iPhone13Pro", 390, 844, 3, top: 47, bottom: 34, side: 47, landscapeBottom: 21),
        classicPhone("iPhoneSE", 375, 667, 2),
        classicPhone("iPhoneSe", 320, 568, 2),
        classicPhone("iPhone8", 375, 667, 2),
        classicPhone("iPhone8Plus", 414, 736, 3),
        phone("iPhoneX", 375, 812, 3, top: 44, bottom: 34, side: 44, landscapeBottom: 24),
        phone("iPhoneXr", 414, 896, 2, top: 44, bottom: 34, side: 44, landscapeBottom: 24),
        phone("iPhoneXsMax", 414, 896, 3, top: 44, bottom: 34, side: 44, landscapeBottom: 24),
        phone("iPhone12", 390, 844, 3, top: 47, bottom: 34, side: 47, landscapeBottom: 21),
        phone("iPhone12Pro", 390, 844, 3, top: 47, bottom: 34, side: 47, landscapeBottom: 21),
        phone("iPhone12ProMax", 428, 926, 3, top: 47, bottom: 34, side: 47, landscapeBottom: 21),
        phone("iPhone13", 390, 844, 3, top: 47, bottom: 34, side: 47, landscapeBottom: 21),
        phone("iPhone13Mini", 375, 812, 3, top: 50, bottom: 34, side: 50, landscapeBottom: 21),
        phone("iPhone13ProMax", 428, 926, 3, top: 47, bottom: 34, side: 47, landscapeBottom: 21),
        phone("iPhone14", 390, 844, 3, top: 47, bottom: 34, side: 47, landscapeBottom: 21),
        phone("iPhone14Plus", 428, 926, 3, top: 47, bottom: 34, side: 47, landscapeBottom: 21),
        phone("iPhone14Pro", 393, 852, 3, top: 59, bottom: 34, side: 59, landscapeBottom: 21),
        phone("iPhone14ProMax", 430, 932, 3, top: 59, bottom: 34, side: 59, landscapeBottom: 21),
        phone("iPhone15", 393, 852, 3, top: 59, bottom: 34, side: 59, landscapeBottom: 21),
        phone("iPhone15Plus", 430, 932, 3, top: 59, bottom: 34, side: 59, landscapeBottom: 21),
        phone("iPhone15Pro", 393, 852, 3, top: 59, bottom: 34, side: 59, landscapeBottom: 21),
        phone("iPhone15ProMax", 430, 932, 3, top: 59, bottom: 34, side: 59, landscapeBottom: 21),
        phone("iPhone16", 393, 852, 3, top: 59, bottom: 34, side: 59, landscapeBottom: 21),
        phone("iPhone16Plus", 430, 932, 3, top: 59, bottom: 34, side: 59, landscapeBottom: 21),
        phone("iPhone16Pro", 402, 874, 3, top: 62, bottom: 34, side: 62, landscapeBottom: 21),
        phone("iPhone16ProMax", 440, 956, 3, top: 62, bottom: 34, side: 62, landscapeBottom: 21),
        pad("iPadMini", 768, 1024),
        pad("iPad9_7", 768, 1024),
        pad("iPad10_2", 810, 1080),
        pad("iPadPro10_5", 834, 1112),
        pad("iPadPro11", 834, 1194, top: 24, bottom: 20),
        pad("iPadPro12_9", 1024, 1366),
    ]

    static func model(_ name: String, _ orientation: Orientation) -> Device {
        guard let model = models.first(where: { $0.name == name }) else { preconditionFailure("no device model \(name)") }
        return model.device(orientation)
    }
}
