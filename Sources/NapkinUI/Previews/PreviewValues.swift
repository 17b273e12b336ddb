// The small values SwiftUI's preview modifiers take.

/// A platform for previews, as SwiftUI's `PreviewPlatform`.
public enum PreviewPlatform: Sendable, Hashable {
    /// iOS.
    case iOS
    /// macOS.
    case macOS
    /// tvOS.
    case tvOS
    /// watchOS.
    case watchOS
}

/// A device named for previews, as SwiftUI's `PreviewDevice`: Xcode's names (`"iPhone 13 Pro"`,
/// `"iPhone SE (3rd generation)"`, `"iPad Pro (11-inch) (4th generation)"`) or NapkinUI's
/// (`"iPhone13Pro"`), matched to a ``Device`` preset by ``device``.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable, Hashable {
    /// The device's name.
    public let rawValue: String
    /// A device by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A device by name, from a literal.
    public init(stringLiteral value: String) { rawValue = value }

    /// The NapkinUI preset this name stands for, or `nil` when none matches. Case, spaces,
    /// punctuation, `-inch` and a `(… generation)` part do not matter, so `"iPhone 13 Pro"`
    /// is `.iPhone13Pro` and `"iPad Pro (12.9-inch)"` is `.iPadPro12_9`; `"iPhone SE (1st
    /// generation)"` is the small `.iPhoneSe`, any other SE the larger `.iPhoneSE`.
    public var device: Device? {
        if let exact = Device.all.first(where: { $0.name == rawValue }) { return exact }
        let key = Self.key(rawValue)
        if key == "iphonese", rawValue.lowercased().contains("1st") { return .iPhoneSe }
        if key == "iphonese" { return .iPhoneSE }
        return Device.all.first { Self.key($0.name) == key }
    }

    /// A name reduced to lowercase letters and digits, without `inch` and generation notes.
    private static func key(_ name: String) -> String {
        // "(3rd generation)", "(4th generation)": the model, not a different screen.
        let groups = name.lowercased().split(separator: "(").map { $0.split(separator: ")", omittingEmptySubsequences: false) }
        let text = groups.enumerated().map { index, parts in
            index > 0 && parts.first?.contains("generation") == true ? parts.dropFirst().joined() : parts.joined()
        }.joined()
        return String(text.replacing("inch", with: "").filter { $0.isLetter || $0.isNumber })
    }
}

/// How a preview is sized, as SwiftUI's `PreviewLayout`.
public enum PreviewLayout: Sendable, Hashable {
    /// The whole device.
    case device
    /// The view's own size.
    case sizeThatFits
    /// A fixed size, in points.
    case fixed(width: CGFloat, height: CGFloat)
}

/// An orientation for previews, as SwiftUI's `InterfaceOrientation`.
public enum InterfaceOrientation: Sendable, Hashable {
    /// Portrait.
    case portrait
    /// Upside down (drawn as portrait).
    case portraitUpsideDown
    /// Landscape, home button left.
    case landscapeLeft
    /// Landscape, home button right.
    case landscapeRight

    /// How a device is held for this orientation.
    var deviceOrientation: Device.Orientation {
        switch self {
        case .portrait, .portraitUpsideDown: return .portrait
        case .landscapeLeft, .landscapeRight: return .landscape
        }
    }
}
