import CommandLineOptions
import Foundation
import NapkinUI

/// The options that choose one cell of the snapshot matrix, the same in every render command:
/// device, orientation, scheme, type size, direction and locale.
package enum MatrixOptions {
    /// `--device DEVICE`: one of NapkinUI's devices, iPhone 13 Pro when left out. An exact
    /// spelling wins, so `iPhoneSE` and upstream's `iPhoneSe` are told apart.
    package static let device = OptionKey<Device>.choice(
        "--device", "DEVICE", noun: "device", choices: Device.all.map { ($0.name, $0) },
        help: "\(Device.all.map(\.name).joined(separator: " | ")) (default: iPhone13Pro)"
    )

    /// `--orientation portrait|landscape`: the device on its side or upright.
    package static let orientation = OptionKey<Device.Orientation>.choice(
        "--orientation", "ORIENTATION", noun: "orientation",
        help: "portrait | landscape (default: the device's, landscape for iPads)"
    )

    /// `--scheme light|dark`: the colour scheme.
    package static let scheme = OptionKey<ColorScheme>.choice(
        "--scheme", "SCHEME", noun: "scheme", help: "light | dark (default: light)"
    )

    /// `--type-size SIZE`: the Dynamic Type size.
    package static let typeSize = OptionKey<DynamicTypeSize>.choice(
        "--type-size", "SIZE", noun: "type size",
        help:
            "xSmall … xxxLarge, accessibility1 … accessibility5\n(default: the device's; medium on iPhones, as swift-snapshot-testing's presets)"
    )

    /// `--direction ltr|rtl`: the layout direction.
    package static let direction = OptionKey<LayoutDirection>.choice(
        "--direction", "DIRECTION", noun: "direction", choices: [("ltr", .leftToRight), ("rtl", .rightToLeft)],
        help: "ltr | rtl (default: rtl for a right-to-left --locale, else ltr)"
    )

    /// `--locale ID`: the locale (and so the strings table) the app renders in; a malformed
    /// identifier is a usage error.
    package static let locale = OptionKey<Locale>("--locale", "ID", help: "a locale such as en_US, ar or he (default: en_US)") {
        identifier throws(CommandLineUsageError) in
        guard isLocaleIdentifier(identifier) else {
            throw CommandLineUsageError(
                "malformed locale '\(identifier)'; give a language code and optional region, such as en_US, ar or he")
        }
        return Locale(identifier: identifier)
    }

    /// The six, in the order every render command lists them.
    package static let all: [any OptionDeclaration] = [device, orientation, scheme, typeSize, direction, locale]

    /// The device `--device` named, iPhone 13 Pro without it, turned and given the traits of
    /// `--orientation`, `--scheme`, `--type-size`, `--direction` and `--locale`.
    package static func device(from parsed: ParsedArguments) -> Device {
        var device = parsed[Self.device] ?? .iPhone13Pro
        if let orientation = parsed[orientation] {
            device = device.rotated(to: orientation)
        }
        var traits = Traits()
        traits.colorScheme = parsed[scheme]
        traits.dynamicTypeSize = parsed[typeSize]
        traits.locale = parsed[locale]
        if let direction = parsed[direction] {
            traits.layoutDirection = direction
        } else if let locale = parsed[locale], rightToLeftLanguages.contains(language(of: locale.identifier)) {
            traits.layoutDirection = .rightToLeft
        }
        return device.applying(traits)
    }

    /// Languages written right to left, whose locale turns the layout around as iOS does.
    static let rightToLeftLanguages: Set<String> = ["ar", "he", "fa", "ur", "ps", "yi", "dv", "ckb", "sd", "ug"]

    /// The language part of a locale identifier (`ar` of `ar_EG`).
    static func language(of identifier: String) -> String {
        String(identifier.prefix { $0 != "_" && $0 != "-" }).lowercased()
    }

    /// `en`, `en_US`, `zh-Hant-TW`: letters, then parts of letters and digits, at most 35 characters.
    static func isLocaleIdentifier(_ identifier: String) -> Bool {
        let parts = identifier.split(separator: /[_-]/, omittingEmptySubsequences: false)
        guard identifier.count <= 35, let language = parts.first, (2...3).contains(language.count),
            language.allSatisfy({ $0.isASCII && $0.isLetter })
        else { return false }
        return parts.dropFirst().allSatisfy { (2...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }
}

/// The options a render command may add to the shared ones (see ``ScreenCommand``).
package enum RenderOptions {
    /// `--tree`: print the layout description instead of writing a PNG.
    package static let tree = FlagKey("--tree", help: "print the layout description instead of writing a PNG")

    /// `--full-content`: grow the window until every scroll view shows all of its content.
    package static let fullContent = FlagKey("--full-content", help: "grow the screen until scroll views and lists show all their content")
}

extension Device {
    /// The `devices:` line of a render command's `--list`: every device with its pixel size
    /// in its default orientation.
    package static var listing: String {
        "devices: " + all.map { "\($0.name) (\($0.pixelWidth)×\($0.pixelHeight))" }.joined(separator: ", ")
    }
}
