import Foundation
internal import Raster

extension Color {
    /// A colour resolved for an environment: fixed sRGB components and an opacity, as SwiftUI's
    /// `Color.Resolved` (iOS 17). ``red``, ``green`` and ``blue`` are sRGB's encoded values, as
    /// a colour picker shows them; ``linearRed`` and its siblings are the same light, linear.
    ///
    /// ```swift
    /// let tint = Color.accentColor.resolve(in: environment)
    /// let luminance = 0.299 * tint.red + 0.587 * tint.green + 0.114 * tint.blue
    /// ```
    public struct Resolved: Sendable, Hashable, CustomStringConvertible, PaintingShapeStyle {
        /// The red component, 0…1, sRGB-encoded.
        public var red: Float
        /// The green component, 0…1, sRGB-encoded.
        public var green: Float
        /// The blue component, 0…1, sRGB-encoded.
        public var blue: Float
        /// The opacity, 0 (transparent) … 1 (opaque).
        public var opacity: Float

        /// The colour with these components in `colorSpace` (sRGB unless said; linear sRGB
        /// components are encoded; Display P3's are taken as sRGB, as NapkinUI draws in sRGB).
        public init(colorSpace: RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) {
            if colorSpace == .sRGBLinear {
                self.red = Float(Color.gammaEncoded(Double(red)))
                self.green = Float(Color.gammaEncoded(Double(green)))
                self.blue = Float(Color.gammaEncoded(Double(blue)))
            } else {
                self.red = red
                self.green = green
                self.blue = blue
            }
            self.opacity = opacity
        }

        /// The components of `fixed`.
        init(_ fixed: SRGBColor) {
            self.init(red: Float(fixed.red), green: Float(fixed.green), blue: Float(fixed.blue), opacity: Float(fixed.opacity))
        }

        /// The red component as linear light.
        public var linearRed: Float {
            get { Float(Color.linearized(Double(red))) }
            set { red = Float(Color.gammaEncoded(Double(newValue))) }
        }
        /// The green component as linear light.
        public var linearGreen: Float {
            get { Float(Color.linearized(Double(green))) }
            set { green = Float(Color.gammaEncoded(Double(newValue))) }
        }
        /// The blue component as linear light.
        public var linearBlue: Float {
            get { Float(Color.linearized(Double(blue))) }
            set { blue = Float(Color.gammaEncoded(Double(newValue))) }
        }

        /// The renderer's colour (components clamped to 0…1).
        var srgb: SRGBColor {
            SRGBColor(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(opacity))
        }

        /// `#RRGGBBAA`, as SwiftUI describes a resolved colour.
        public var description: String {
            let bytes = [red, green, blue, opacity].map { Int((min(max($0, 0), 1) * 255).rounded()) }
            return "#" + bytes.map { String(format: "%02X", $0) }.joined()
        }

        /// The fixed colour, the same in every environment.
        func paint(in environment: EnvironmentValues) -> Paint {
            .color(srgb)
        }
    }

    /// The colour's components where `environment` applies (its dark appearance in the dark
    /// colour scheme), as SwiftUI's `Color.resolve(in:)`.
    public func resolve(in environment: EnvironmentValues) -> Resolved {
        Resolved(srgb(in: environment))
    }

    /// A fixed colour of `resolved`'s components, as SwiftUI's `Color(_:)` taking a
    /// `Color.Resolved`.
    public init(_ resolved: Resolved) {
        self.init(light: resolved.srgb)
    }
}
