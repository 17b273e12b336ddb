import CommandLineOptions
import NapkinUI

extension CommandOption {
    /// `--device DEVICE`: one of NapkinUI's devices, iPhone 13 Pro when left out.
    package static let device = CommandOption.choice(
        "--device", "DEVICE", noun: "device", choices: Device.all.map(\.name),
        help: "\(Device.all.map(\.name).joined(separator: " | ")) (default: iPhone13Pro)"
    )

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
    /// The device `--device` named (already validated by the table), iPhone 13 Pro without it.
    package var device: Device {
        self["--device"].flatMap(Device.named) ?? .iPhone13Pro
    }
}

extension Device {
    /// The `devices:` line of a render command's `--list`: every device with its pixel size.
    package static var listing: String {
        "devices: " + all.map { "\($0.name) (\($0.pixelWidth)×\($0.pixelHeight))" }.joined(separator: ", ")
    }
}
