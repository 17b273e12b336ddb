/// A screen to render for: its size in points, its scale and its safe area.
///
/// The scale is always explicit, never read from the host, so a render is the same on every
/// machine. `Device.iPhone13Pro` renders at 1170×2532 pixels.
public struct Device: Sendable, Hashable, CustomStringConvertible {
    /// A short identifier, used on command lines and in file names (`iPhone13Pro`).
    public let name: String
    /// The screen size in points, portrait.
    public let size: Size
    /// Pixels per point.
    public let scale: Double
    /// The insets of the area not covered by the status bar, notch and home indicator.
    public let safeAreaInsets: EdgeInsets

    /// A device description; prefer the presets.
    public init(name: String, size: Size, scale: Double, safeAreaInsets: EdgeInsets) {
        self.name = name
        self.size = size
        self.scale = scale
        self.safeAreaInsets = safeAreaInsets
    }

    /// The width in pixels.
    public var pixelWidth: Int { Int((size.width * scale).rounded()) }
    /// The height in pixels.
    public var pixelHeight: Int { Int((size.height * scale).rounded()) }

    /// iPhone 13 Pro: 390×844 points at 3× (1170×2532 pixels), safe area 47 top, 34 bottom.
    public static let iPhone13Pro = Device(name: "iPhone13Pro", size: Size(width: 390, height: 844), scale: 3, safeAreaInsets: EdgeInsets(top: 47, bottom: 34))
    /// iPhone SE (2nd and 3rd generation): 375×667 points at 2×, safe area 20 top.
    public static let iPhoneSE = Device(name: "iPhoneSE", size: Size(width: 375, height: 667), scale: 2, safeAreaInsets: EdgeInsets(top: 20))
    /// iPhone 13 Pro Max: 428×926 points at 3×, safe area 47 top, 34 bottom.
    public static let iPhone13ProMax = Device(name: "iPhone13ProMax", size: Size(width: 428, height: 926), scale: 3, safeAreaInsets: EdgeInsets(top: 47, bottom: 34))
    /// iPad Pro 11-inch: 834×1194 points at 2×, safe area 24 top, 20 bottom.
    public static let iPadPro11 = Device(name: "iPadPro11", size: Size(width: 834, height: 1194), scale: 2, safeAreaInsets: EdgeInsets(top: 24, bottom: 20))

    /// Every preset, in the order tools list them.
    public static let all: [Device] = [.iPhone13Pro, .iPhoneSE, .iPhone13ProMax, .iPadPro11]

    /// The preset called `name` (case-insensitive), or `nil`.
    public static func named(_ name: String) -> Device? {
        all.first { $0.name.lowercased() == name.lowercased() }
    }

    /// `iPhone13Pro (390×844 @3x)`.
    public var description: String { "\(name) (\(size) @\(formatNumber(scale))x)" }
}
