import Foundation
internal import Raster

/// UIKit's colour class, for the SwiftUI files that still reach for it:
/// `Color(UIColor.systemGroupedBackground)`, `Color(uiColor: .label)`,
/// `UIColor(red: 0.2, green: 0.6, blue: 0.4, alpha: 1)`. A compatibility name (see
/// `UIKitNames` in the documentation): a `UIColor` is a ``Color`` under UIKit's name, light and
/// dark values included, so it draws exactly as the `Color` it converts to.
///
/// It is a class, as UIKit's is, so that an app's `extension UIColor { convenience init(hex:) }`
/// compiles as written, and an `NSObject`, as UIKit's is, so a dictionary literal of fonts and
/// colours (`[.font: UIFont.systemFont(ofSize: 17), .foregroundColor: UIColor.red]`) infers as
/// on iOS. Two colours are equal (`==`, `isEqual(_:)`) and hash alike when their light and dark
/// values are equal. It is immutable, so it may cross actors.
public final class UIColor: NSObject, @unchecked Sendable {
    /// The colour, as SwiftUI draws it.
    public let color: Color

    /// The colour of `color`, as UIKit's `UIColor(_:)` taking a SwiftUI colour.
    public init(_ color: Color) {
        self.color = color
        super.init()
    }

    /// A colour from sRGB components and an alpha, each 0…1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
        super.init()
    }

    /// A grey of `white` (0 black … 1 white).
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(Color(white: Double(white), opacity: Double(alpha)))
    }

    /// A colour from hue, saturation and brightness (each 0…1).
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        self.init(Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha)))
    }

    /// A colour from Display P3 components, drawn as sRGB (a PNG canvas has no wide gamut).
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A colour that is `provider`'s answer for the light and for the dark appearance, as
    /// UIKit's `UIColor(dynamicProvider:)`.
    public convenience init(dynamicProvider provider: (Traits) -> UIColor) {
        let light = provider(Traits(userInterfaceStyle: .light)).color
        let dark = provider(Traits(userInterfaceStyle: .dark)).color
        self.init(Color(light: light, dark: dark.resolved(dark: true)))
    }

    /// The colour of a `CGColor`.
    public convenience init(cgColor: CGColor) {
        self.init(cgColor.color)
    }

    /// The colour named `name` in an asset catalog (a `.colorset`) of `bundle`, or of the
    /// main bundle and the resource bundles beside the executable; `nil` when there is none,
    /// as in UIKit.
    public convenience init?(named name: String, in bundle: Bundle? = nil, compatibleWith traitCollection: Traits? = nil) {
        guard let color = AssetCatalogs.color(named: name, in: bundle) else { return nil }
        self.init(color)
    }

    /// The colour with its alpha set to `alpha` (in both appearances).
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        let light = color.srgb(dark: false), dark = color.srgb(dark: true)
        return UIColor(Color(light: light.withOpacity(Double(alpha)), dark: dark.withOpacity(Double(alpha))))
    }

    /// The fixed colour of the appearance `traitCollection` describes.
    public func resolvedColor(with traitCollection: Traits) -> UIColor {
        UIColor(color.resolved(dark: traitCollection.userInterfaceStyle == .dark))
    }

    /// The colour as a Core Graphics colour, in the current appearance as UIKit's: the drawing
    /// view's inside its `draw(_:)` or ``Traits/performAsCurrent(_:)``, else light.
    public var cgColor: CGColor { CGColor(color.resolved(dark: CurrentDrawingTraits.isDark)) }

    /// Reads the light appearance's components into the pointers given (any may be `nil`);
    /// returns true, as UIKit does for an RGB-compatible colour.
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?,
        alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = CGFloat(color.red)
        green?.pointee = CGFloat(color.green)
        blue?.pointee = CGFloat(color.blue)
        alpha?.pointee = CGFloat(color.opacity)
        return true
    }

    /// Reads the colour as a grey, as UIKit's: true (and `white`, `alpha` set) for a grey, whose
    /// red, green and blue are equal; false for any other colour, which a grey cannot hold
    /// (UIKit fails there too), leaving the pointers untouched.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let srgb = color.srgb(dark: CurrentDrawingTraits.isDark)
        guard abs(srgb.red - srgb.green) < 1e-6, abs(srgb.green - srgb.blue) < 1e-6 else { return false }
        white?.pointee = CGFloat(srgb.red)
        alpha?.pointee = CGFloat(srgb.opacity)
        return true
    }

    /// Whether `object` is a colour equal to this one in both appearances (what `==` asks).
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return color == other.color
    }
    /// The colour's hash (equal colours hash alike).
    public override var hash: Int { color.hashValue }
    /// The colour's description, `#RRGGBB` (both appearances for a dynamic colour).
    public override var description: String { "UIColor \(color)" }
}

extension SRGBColor {
    /// The colour with its opacity replaced by `opacity`.
    fileprivate func withOpacity(_ opacity: Double) -> SRGBColor {
        SRGBColor(red: red, green: green, blue: blue, opacity: opacity)
    }
}

extension Color {
    /// The colour of a `UIColor`, as SwiftUI's `Color(_:)` taking one:
    /// `Color(UIColor.systemGroupedBackground)`, and `Color(.systemBackground)` as on iOS.
    public init(_ color: UIColor) {
        self = color.color
    }

    /// The colour of a `UIColor`, as SwiftUI's `Color(uiColor:)`: `Color(uiColor: .label)`.
    public init(uiColor color: UIColor) {
        self = color.color
    }

    /// The colour of a `CGColor`, as SwiftUI's `Color(cgColor:)`.
    public init(cgColor: CGColor) {
        self = cgColor.color
    }

    /// The colour as a Core Graphics colour, as SwiftUI's `cgColor` (which is `nil` for dynamic
    /// colours; NapkinUI gives the value in the current appearance instead, light outside a
    /// UIKit view's drawing).
    public var cgColor: CGColor? { CGColor(resolved(dark: CurrentDrawingTraits.isDark)) }
}
