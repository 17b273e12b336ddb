import NapkinUI

/// What `ribhouse-render` was asked to do.
struct Options: Equatable {
    /// What to print or write.
    enum Action: Equatable {
        case render
        case tree
        case list
        case help
    }

    var action: Action = .render
    var states: [String] = []
    var output: String?
    var device: Device = .iPhone13Pro
    var apiURL: String?

    /// Why the command line could not be understood; printed on one line, exit code 2.
    struct UsageError: Error, Equatable, CustomStringConvertible {
        let description: String
    }

    /// Parses the arguments (without the program name). `knownStates` are the states the app
    /// can be driven to; `all` stands for every one of them.
    static func parse(_ arguments: [String], knownStates: [String]) throws -> Options {
        var options = Options()
        var stateArgument = "loggedOut"
        var index = 0
        func value(for flag: String) throws -> String {
            index += 1
            guard index < arguments.count, !arguments[index].hasPrefix("--") else {
                throw UsageError(description: "\(flag) needs a value")
            }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            let flag = parts[0]
            let inline = parts.count == 2 ? parts[1] : nil
            switch flag {
            case "--state":
                stateArgument = try inline ?? value(for: flag)
            case "--out":
                options.output = try inline ?? value(for: flag)
            case "--device":
                let name = try inline ?? value(for: flag)
                guard let device = Device.named(name) else {
                    throw UsageError(description: "unknown device '\(name)'; valid devices: \(Device.all.map(\.name).joined(separator: ", "))")
                }
                options.device = device
            case "--api-url":
                options.apiURL = try inline ?? value(for: flag)
            case "--tree":
                options.action = .tree
            case "--list":
                options.action = .list
            case "--help", "-h":
                options.action = .help
            default:
                throw UsageError(description: "unknown option '\(argument)'; valid options: --state, --out, --device, --api-url, --tree, --list, --help")
            }
            index += 1
        }
        if stateArgument == "all" {
            options.states = knownStates
        } else if knownStates.contains(stateArgument) {
            options.states = [stateArgument]
        } else {
            throw UsageError(description: "unknown state '\(stateArgument)'; valid states: \((knownStates + ["all"]).joined(separator: ", "))")
        }
        return options
    }

    /// The text of `--help`.
    static func usage(knownStates: [String]) -> String {
        """
        Usage: ribhouse-render [--state STATE] [--out PATH] [--device DEVICE] [--tree] [--list] [--api-url URL]

        Boots RibHouse's real napkin tree, drives it to a state through taps and renders the
        window to a PNG (or, with --tree, prints the layout description).

          --state STATE    \((knownStates + ["all"]).joined(separator: " | ")) (default: loggedOut)
          --out PATH       the PNG to write (default: ./ribhouse-STATE.png); with --state all, a folder
          --device DEVICE  \(Device.all.map(\.name).joined(separator: " | ")) (default: iPhone13Pro)
          --api-url URL    sign in against a smokehouse server instead of the built-in mock
                           (RIBHOUSE_API_URL does the same)
          --tree           print the layout description instead of writing a PNG
          --list           list the states and devices
          --help           show this text
        """
    }
}
