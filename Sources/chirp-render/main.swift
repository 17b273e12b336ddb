import Chirp
import Foundation
import NapkinUI
import RenderCommand

// chirp-render: drives Chirp to a screen by typing and tapping, against an in-memory
// repository, and writes the window as a PNG. Flags as ribhouse-render's.

/// Prints one line to standard error and exits with `code`.
func fail(_ message: String, code: Int32) -> Never {
    exitWithError(program: "chirp-render", message, code: code)
}

let screens = ChirpScreen.allCases.map(\.rawValue)
let usage = """
    Usage: chirp-render [--screen SCREEN] [--out PATH] [--device DEVICE] [--list] [--help]

    Boots Chirp, drives it to a screen by typing and tapping (against an in-memory auth
    repository) and writes the window as a PNG.

      --screen SCREEN  \((screens + ["all"]).joined(separator: " | ")) (default: login)
      --out PATH       the PNG to write (default: ./chirp-SCREEN.png); with --screen all, a folder
      --device DEVICE  \(Device.all.map(\.name).joined(separator: " | ")) (default: iPhone13Pro)
      --list           list the screens and devices
      --help           show this text
    """

var screenArgument = "login"
var output: String?
var device = Device.iPhone13Pro
var arguments = Array(CommandLine.arguments.dropFirst())[...]
while let argument = arguments.popFirst() {
    let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
    func value() -> String {
        if parts.count == 2 { return parts[1] }
        guard let next = arguments.popFirst(), !next.hasPrefix("--") else { fail("\(parts[0]) needs a value", code: 2) }
        return next
    }
    switch parts[0] {
    case "--screen": screenArgument = value()
    case "--out": output = value()
    case "--device":
        let name = value()
        guard let named = Device.named(name) else {
            fail("unknown device '\(name)'; valid devices: \(Device.all.map(\.name).joined(separator: ", "))", code: 2)
        }
        device = named
    case "--list":
        print("screens: " + screens.joined(separator: ", ") + ", all")
        print("devices: " + Device.all.map { "\($0.name) (\($0.pixelWidth)×\($0.pixelHeight))" }.joined(separator: ", "))
        exit(0)
    case "--help", "-h":
        print(usage)
        exit(0)
    default:
        fail("unknown option '\(argument)'; valid options: --screen, --out, --device, --list, --help", code: 2)
    }
}

let chosen: [ChirpScreen]
if screenArgument == "all" {
    chosen = ChirpScreen.allCases
} else if let screen = ChirpScreen(rawValue: screenArgument) {
    chosen = [screen]
} else {
    fail("unknown screen '\(screenArgument)'; valid screens: \((screens + ["all"]).joined(separator: ", "))", code: 2)
}

let export = ScreenExport(program: "chirp-render", filePrefix: "chirp", output: output, count: chosen.count)

await Task { @MainActor in
    for screen in chosen {
        let window: Window
        do {
            window = try await screen.makeWindow(device: device)
        } catch {
            fail("\(error)", code: 1)
        }
        export.write(window, name: screen.rawValue)
    }
}.value
