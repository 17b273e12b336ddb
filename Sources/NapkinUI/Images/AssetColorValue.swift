import Foundation

/// One colour of a colour set's `Contents.json`, as Xcode writes it: components in a colour
/// space, each as a float (`"0.500"`), an 8-bit integer (`"128"`) or hexadecimal (`"0x80"`);
/// or a reference to a system colour (`"systemBlueColor"`).
struct AssetColorValue: Decodable {
    var colorSpace: String?
    var components: [String: String]?
    var reference: String?

    enum CodingKeys: String, CodingKey {
        case colorSpace = "color-space"
        case components
        case reference
    }

    /// The colour, in sRGB.
    func resolved() throws -> Color {
        if let reference {
            guard let color = Self.systemColors[reference] else {
                throw AssetError("it refers to \(reference), which NapkinUI does not know")
            }
            return color
        }
        guard let components else { throw AssetError("a colour has no components") }
        func component(_ key: String) throws -> Double {
            guard let text = components[key] else { throw AssetError("a colour has no \(key) component") }
            guard let value = Self.parse(text, isAlpha: key == "alpha") else {
                throw AssetError("its \(key) component \"\(text)\" is not a number")
            }
            return value
        }
        let alpha = components["alpha"] == nil ? 1 : try component("alpha")
        switch colorSpace ?? "srgb" {
        case "gray-gamma-22", "extended-gray", "generic-gray-gamma-2.2":
            return Color(white: try component("white"), opacity: alpha)
        case "display-p3", "extended-display-p3":
            let (r, g, b) = Self.displayP3ToSRGB(try component("red"), try component("green"), try component("blue"))
            return Color(red: r, green: g, blue: b, opacity: alpha)
        case "extended-linear-srgb", "linear-srgb":
            return Color(.sRGBLinear, red: try component("red"), green: try component("green"), blue: try component("blue"), opacity: alpha)
        case "srgb", "extended-srgb":
            return Color(red: try component("red"), green: try component("green"), blue: try component("blue"), opacity: alpha)
        case let other:
            throw AssetError("its colour space \"\(other)\" is not one NapkinUI reads (srgb, display-p3, gray-gamma-22)")
        }
    }

    /// A component as Xcode writes it: `"0x80"` (hexadecimal, of 255), `"0.502"` (0…1), or
    /// `"128"` (of 255; an alpha of `"1"` or `"0"` is already 0…1).
    static func parse(_ text: String, isAlpha: Bool) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.lowercased().hasPrefix("0x") {
            return Int(trimmed.dropFirst(2), radix: 16).map { Double($0) / 255 }
        }
        if trimmed.contains(".") { return Double(trimmed) }
        guard let integer = Int(trimmed) else { return nil }
        if isAlpha, integer <= 1 { return Double(integer) }
        return Double(integer) / 255
    }

    /// Display P3 components converted to sRGB (through linear light and the two spaces'
    /// primaries), clamped to what sRGB can show.
    static func displayP3ToSRGB(_ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        func encoded(_ c: Double) -> Double {
            let clamped = min(max(c, 0), 1)
            return clamped <= 0.0031308 ? 12.92 * clamped : 1.055 * pow(clamped, 1 / 2.4) - 0.055
        }
        let (lr, lg, lb) = (linear(r), linear(g), linear(b))
        return (
            encoded(1.2249 * lr - 0.2247 * lg + 0.0000 * lb),
            encoded(-0.0420 * lr + 1.0419 * lg + 0.0000 * lb),
            encoded(-0.0197 * lr - 0.0786 * lg + 1.0979 * lb)
        )
    }

    /// The system colours an asset catalog can refer to, by Xcode's names.
    static let systemColors: [String: Color] = [
        "systemRedColor": .red, "systemOrangeColor": .orange, "systemYellowColor": .yellow, "systemGreenColor": .green,
        "systemMintColor": .mint, "systemTealColor": .teal, "systemCyanColor": .cyan, "systemBlueColor": .blue,
        "systemIndigoColor": .indigo, "systemPurpleColor": .purple, "systemPinkColor": .pink, "systemBrownColor": .brown,
        "systemGrayColor": .gray, "systemGray2Color": .systemGray2, "systemGray3Color": .systemGray3, "systemGray4Color": .systemGray4,
        "systemGray5Color": .systemGray5, "systemGray6Color": .systemGray6, "labelColor": .label, "secondaryLabelColor": .secondaryLabel,
        "tertiaryLabelColor": .tertiaryLabel, "quaternaryLabelColor": .quaternaryLabel, "linkColor": .link,
        "placeholderTextColor": .placeholderText, "separatorColor": .separator, "opaqueSeparatorColor": .opaqueSeparator,
        "systemBackgroundColor": .systemBackground, "secondarySystemBackgroundColor": .secondarySystemBackground,
        "tertiarySystemBackgroundColor": .tertiarySystemBackground, "systemGroupedBackgroundColor": .systemGroupedBackground,
        "secondarySystemGroupedBackgroundColor": .secondarySystemGroupedBackground,
        "tertiarySystemGroupedBackgroundColor": .tertiarySystemGroupedBackground, "systemFillColor": .systemFill,
        "secondarySystemFillColor": .secondarySystemFill, "tertiarySystemFillColor": .tertiarySystemFill,
        "quaternarySystemFillColor": .quaternarySystemFill, "whiteColor": .white, "blackColor": .black, "clearColor": .clear,
    ]
}
