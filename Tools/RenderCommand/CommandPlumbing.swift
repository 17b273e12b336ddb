import CommandLineOptions
import NapkinUI

extension ParsedArguments {
    /// A render command takes options only: a word that is not one is a usage error naming it.
    package func requireOptionsOnly(program: String) throws(CommandLineUsageError) {
        guard positionals.isEmpty else {
            throw CommandLineUsageError("unexpected argument '\(positionals[0])'; \(program) takes options only (see --help)")
        }
    }

    /// `--help` wins over `--list`; `nil` when neither was given.
    package var informationalRequest: InformationalRequest? {
        if has("--help") { return .help }
        if has("--list") { return .list }
        return nil
    }
}

/// What a render command prints instead of rendering.
package enum InformationalRequest: Equatable, Sendable {
    /// The generated usage text.
    case help
    /// The command's screens (or states) and the devices.
    case list
}

/// Prints `--list`'s answer, the same in every render command: `label` then `a, b, …, all`
/// (`"screens: "`, or `"states:  "` aligned with the devices line), then the devices.
package func printListing(label: String, names: [String]) throws {
    try StandardOutput.printLine(label + names.joined(separator: ", ") + ", all")
    try StandardOutput.printLine(Device.listing)
}
