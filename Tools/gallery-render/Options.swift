import CommandLineOptions
import Gallery
import NapkinUI
import RenderCommand

/// What `gallery-render` was asked to do.
struct Options: Equatable {
    /// What to print or write.
    enum Action: Equatable {
        case render
        case list
        case help
    }

    var action: Action = .render
    var screens: [GalleryScreen] = [.settings]
    var output: String?
    var device: Device = .iPhone13Pro
    var fullContent = false
    /// `--screen all` also renders the controls examples.
    var includesControls = false

    /// Every screen's name, as `--screen` takes it.
    static let screenNames = GalleryScreen.allCases.map(\.rawValue)

    /// The command line's table.
    static let table = OptionTable(
        program: "gallery-render",
        summary: """
            Renders the example screens written with SwiftUI's names (settings, profile, inbox,
            cards, in light and dark) as PNGs; with --screen all, the controls, navigation and
            modal examples too (as controls-NAME).
            """,
        options: [
            .screens("screen", screenNames, default: "settings"),
            .output(prefix: "gallery", noun: "screen"),
            .device,
            .flag("--full-content", help: "grow the screen until scroll views and lists show all their content"),
            .flag("--list", help: "list the screens and devices"),
            .flag("--help", aliases: ["-h"], help: "show this text"),
        ]
    )

    /// Parses the arguments (without the program name); `all` stands for every screen.
    static func parse(_ arguments: [String]) throws(CommandLineUsageError) -> Options {
        let parsed = try table.parse(arguments)
        try parsed.requireOptionsOnly(program: "gallery-render")
        var options = Options()
        if let screen = parsed["--screen"] {
            options.screens = screen == "all" ? GalleryScreen.allCases : GalleryScreen(rawValue: screen).map { [$0] } ?? []
            options.includesControls = screen == "all"
        }
        options.output = parsed["--out"]
        options.device = try parsed.device()
        options.fullContent = parsed.has("--full-content")
        switch parsed.informationalRequest {
        case .help?: options.action = .help
        case .list?: options.action = .list
        case nil: break
        }
        return options
    }
}
