import Foundation

/// Core Image's colour, which UIKit brings into every SwiftUI file on iOS: code reads a
/// colour's components through it (`CIColor(color: UIColor(color)).red`) or writes one in
/// Core Image's string form (`"0.5 0.25 1 1"`).
///
/// It holds sRGB red, green, blue and alpha, each 0…1. Made from a dynamic `UIColor`, it takes
/// the light appearance, as UIKit's `CIColor(color:)` does outside a trait environment.
public final class CIColor: Sendable, Hashable, CustomStringConvertible {
    /// Red, 0…1.
    public let red: CGFloat
    /// Green, 0…1.
    public let green: CGFloat
    /// Blue, 0…1.
    public let blue: CGFloat
    /// Alpha, 0…1.
    public let alpha: CGFloat

    /// A colour of sRGB components and `alpha`.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// The components of `color` (its light appearance).
    public convenience init(color: UIColor) {
        self.init(
            red: CGFloat(color.color.red), green: CGFloat(color.color.green), blue: CGFloat(color.color.blue),
            alpha: CGFloat(color.color.opacity))
    }

    /// The components of `cgColor`.
    public convenience init(cgColor: CGColor) {
        self.init(color: UIColor(cgColor: cgColor))
    }

    /// The colour of Core Image's string form: three or four numbers separated by spaces
    /// (`"1 0 0"`, `"0.5 0.5 0.5 0.8"`), optionally in brackets. An unreadable string gives
    /// opaque black, as Core Image's does.
    public convenience init(string representation: String) {
        let trimmed = representation.trimmingCharacters(in: CharacterSet(charactersIn: "[] \t\n"))
        let numbers = trimmed.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).prefix(5).compactMap { Double($0) }
        guard numbers.count == 3 || numbers.count == 4 else {
            self.init(red: 0, green: 0, blue: 0, alpha: 1)
            return
        }
        self.init(red: numbers[0], green: numbers[1], blue: numbers[2], alpha: numbers.count == 4 ? numbers[3] : 1)
    }

    /// Four: red, green, blue and alpha.
    public var numberOfComponents: Int { 4 }

    /// Core Image's string form: `"r g b a"` (`CIColor(string:)` reads it back).
    public var stringRepresentation: String {
        [red, green, blue, alpha].map { String(format: "%g", Double($0)) }.joined(separator: " ")
    }

    /// Opaque black.
    public static let black = CIColor(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = CIColor(red: 1, green: 1, blue: 1)
    /// Opaque 50 % grey.
    public static let gray = CIColor(red: 0.5, green: 0.5, blue: 0.5)
    /// Opaque red.
    public static let red = CIColor(red: 1, green: 0, blue: 0)
    /// Opaque green.
    public static let green = CIColor(red: 0, green: 1, blue: 0)
    /// Opaque blue.
    public static let blue = CIColor(red: 0, green: 0, blue: 1)
    /// Opaque cyan.
    public static let cyan = CIColor(red: 0, green: 1, blue: 1)
    /// Opaque magenta.
    public static let magenta = CIColor(red: 1, green: 0, blue: 1)
    /// Opaque yellow.
    public static let yellow = CIColor(red: 1, green: 1, blue: 0)
    /// Black with no alpha.
    public static let clear = CIColor(red: 0, green: 0, blue: 0, alpha: 0)

    /// Equal components.
    public static func == (lhs: CIColor, rhs: CIColor) -> Bool {
        (lhs.red, lhs.green, lhs.blue, lhs.alpha) == (rhs.red, rhs.green, rhs.blue, rhs.alpha)
    }
    /// Hashes the components.
    public func hash(into hasher: inout Hasher) {
        for component in [red, green, blue, alpha] { hasher.combine(component) }
    }
    /// The string form.
    public var description: String { stringRepresentation }
}

extension UIColor {
    /// The colour of `ciColor`'s components.
    public convenience init(ciColor: CIColor) {
        self.init(red: ciColor.red, green: ciColor.green, blue: ciColor.blue, alpha: ciColor.alpha)
    }

    /// The colour's components as Core Image's colour (its light appearance).
    public var ciColor: CIColor { CIColor(color: self) }
}
