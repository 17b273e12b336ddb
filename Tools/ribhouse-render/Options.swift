import CommandLineOptions
import RenderCommand
import NapkinUI

/// What `ribhouse-render` was asked to do.
struct Options: Equatable {
    /// What to print or write.
    enum Action: Equatable {
        case render
        case tree
        case matrix
        case list
        case help
    }

    var action: Action = .render
    var states: [String] = []
    var output: String?
    var device: Device = .iPhone13Pro
    var apiURL: String?

    /// The command line's table; `knownStates` are the states the app can be driven to.
    static func table(knownStates: [String]) -> OptionTable {
        OptionTable(
            program: "ribhouse-render",
            summary: """
                Boots RibHouse's real napkin tree, drives it to a state through taps and renders the
                window to a PNG (or, with --tree, prints the layout description).
                """,
            options: [
                .screens("state", knownStates, default: "loggedOut"),
                .output(prefix: "ribhouse", noun: "state"),
            ] + CommandOption.matrix + [
                .value("--api-url", "URL", help: "sign in against a smokehouse server instead of the built-in mock\n(RIBHOUSE_API_URL does the same)"),
                .flag("--tree", help: "print the layout description instead of writing a PNG"),
                .flag("--matrix", help: "write one contact sheet of loggedOut and loggedIn in light, dark, Arabic,\nArabic dark and landscape (default: ./ribhouse-matrix.png)"),
                .flag("--list", help: "list the states and devices"),
                .flag("--help", aliases: ["-h"], help: "show this text"),
            ]
        )
    }

    /// Parses the arguments (without the program name); `all` stands for every known state.
    static func parse(_ arguments: [String], knownStates: [String]) throws(CommandLineUsageError) -> Options {
        let parsed = try table(knownStates: knownStates).parse(arguments)
        try parsed.requireOptionsOnly(program: "ribhouse-render")
        var options = Options()
        let state = parsed["--state"] ?? "loggedOut"
        options.states = state == "all" ? knownStates : [state]
        options.output = parsed["--out"]
        options.device = try parsed.device()
        options.apiURL = parsed["--api-url"]
        if let request = parsed.informationalRequest {
            options.action = request == .help ? .help : .list
        } else if parsed.has("--tree") {
            options.action = .tree
        } else if parsed.has("--matrix") {
            options.action = .matrix
        }
        return options
    }

    /// The text of `--help`.
    static func usage(knownStates: [String]) -> String {
        table(knownStates: knownStates).usage
    }
}
