import Chirp
import CommandLineOptions
import RenderCommand
import NapkinUI

/// What `chirp-render` was asked to do.
struct Options: Equatable {
    /// What to print or write.
    enum Action: Equatable {
        case render
        case list
        case help
    }

    var action: Action = .render
    var screens: [ChirpScreen] = [.login]
    var output: String?
    var device: Device = .iPhone13Pro

    /// Every screen's name, as `--screen` takes it.
    static let screenNames = ChirpScreen.allCases.map(\.rawValue)

    /// The command line's table.
    static let table = OptionTable(
        program: "chirp-render",
        summary: """
            Boots Chirp, drives it to a screen by typing and tapping (against an in-memory auth
            repository) and writes the window as a PNG.
            """,
        options: [
            .screens("screen", screenNames, default: "login"),
            .output(prefix: "chirp", noun: "screen"),
        ] + CommandOption.matrix + [
            .flag("--list", help: "list the screens and devices"),
            .flag("--help", aliases: ["-h"], help: "show this text"),
        ]
    )

    /// Parses the arguments (without the program name); `all` stands for every screen.
    static func parse(_ arguments: [String]) throws(CommandLineUsageError) -> Options {
        let parsed = try table.parse(arguments)
        try parsed.requireOptionsOnly(program: "chirp-render")
        var options = Options()
        if let screen = parsed["--screen"] {
            options.screens = screen == "all" ? ChirpScreen.allCases : ChirpScreen(rawValue: screen).map { [$0] } ?? []
        }
        options.output = parsed["--out"]
        options.device = try parsed.device()
        switch parsed.informationalRequest {
        case .help?: options.action = .help
        case .list?: options.action = .list
        case nil: break
        }
        return options
    }
}
