import CommandLineOptions
import Foundation
import NapkinUI

extension CommandOption {
    /// `--device DEVICE`: one of NapkinUI's devices, iPhone 13 Pro when left out.
    package static let device = CommandOption.choice(
        "--device", "DEVICE", noun: "device", choices: Device.all.map(\.name),
        help: "\(Device.all.map(\.name).joined(separator: " | ")) (default: iPhone13Pro)"
    )

    /// `--orientation portrait|landscape`: the device on its side or upright.
    package static let orientation = CommandOption.choice(
        "--orientation", "ORIENTATION", noun: "orientation", choices: Device.Orientation.allCases.map(\.rawValue),
        help: "portrait | landscape (default: the device's, landscape for iPads)"
    )

    /// `--scheme light|dark`: the colour scheme.
    package static let scheme = CommandOption.choice(
        "--scheme", "SCHEME", noun: "scheme", choices: ColorScheme.allCases.map(\.rawValue),
        help: "light | dark (default: light)"
    )

    /// `--type-size SIZE`: the Dynamic Type size.
    package static let typeSize = CommandOption.choice(
        "--type-size", "SIZE", noun: "type size", choices: DynamicTypeSize.allCases.map(\.rawValue),
        help: "xSmall … xxxLarge, accessibility1 … accessibility5\n(default: the device's; medium on iPhones, as swift-snapshot-testing's presets)"
    )

    /// `--direction ltr|rtl`: the layout direction.
    package static let direction = CommandOption.choice(
        "--direction", "DIRECTION", noun: "direction", choices: ["ltr", "rtl"],
        help: "ltr | rtl (default: rtl for a right-to-left --locale, else ltr)"
    )

    /// `--locale ID`: the locale (and so the strings table) the app renders in.
    package static let locale = CommandOption.value(
        "--locale", "ID", help: "a locale such as en_US, ar or he (default: en_US)"
    )

    /// The options that choose one cell of the snapshot matrix: device, orientation, scheme,
    /// type size, direction and locale.
    package static let matrix: [CommandOption] = [.device, .orientation, .scheme, .typeSize, .direction, .locale]

    /// `--SCREENS NAME`: which screen to render (`noun` is `state` or `screen`), `all` for every
    /// one, `fallback` when left out.
    package static func screens(_ noun: String, _ names: [String], default fallback: String) -> CommandOption {
        .choice("--\(noun)", noun.uppercased(), noun: noun, choices: names + ["all"],
                help: "\((names + ["all"]).joined(separator: " | ")) (default: \(fallback))")
    }

    /// `--out PATH`: the PNG of one screen, or the folder for all of them.
    package static func output(prefix: String, noun: String) -> CommandOption {
        .value("--out", "PATH", help: "the PNG to write (default: ./\(prefix)-\(noun.uppercased()).png); with --\(noun) all, a folder")
    }
}

extension ParsedArguments {
    /// The device `--device` named (already validated by the table), iPhone 13 Pro without it,
    /// turned and given the traits of `--orientation`, `--scheme`, `--type-size`, `--direction`
    /// and `--locale`. A malformed locale is a usage error.
    package func device() throws(CommandLineUsageError) -> Device {
        var device = self["--device"].flatMap(Device.named) ?? .iPhone13Pro
        if let orientation = self["--orientation"].flatMap(Device.Orientation.init(rawValue:)) {
            device = device.rotated(to: orientation)
        }
        var traits = Traits()
        traits.colorScheme = self["--scheme"].flatMap(ColorScheme.init(rawValue:))
        traits.dynamicTypeSize = self["--type-size"].flatMap(DynamicTypeSize.init(rawValue:))
        if let identifier = self["--locale"] {
            guard Self.isLocaleIdentifier(identifier) else {
                throw CommandLineUsageError("malformed locale '\(identifier)'; give a language code and optional region, such as en_US, ar or he")
            }
            traits.locale = Locale(identifier: identifier)
        }
        switch self["--direction"] {
        case "rtl"?: traits.layoutDirection = .rightToLeft
        case "ltr"?: traits.layoutDirection = .leftToRight
        default:
            if let identifier = self["--locale"], Self.rightToLeftLanguages.contains(Self.language(of: identifier)) {
                traits.layoutDirection = .rightToLeft
            }
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
              language.allSatisfy({ $0.isASCII && $0.isLetter }) else { return false }
        return parts.dropFirst().allSatisfy { (2...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }
}

extension Device {
    /// The `devices:` line of a render command's `--list`: every device with its pixel size
    /// in its default orientation.
    package static var listing: String {
        "devices: " + all.map { "\($0.name) (\($0.pixelWidth)×\($0.pixelHeight))" }.joined(separator: ", ")
    }
}
