import CommandLineOptions
import RenderCommand
import RibHouse

/// ribhouse-render's command line: the render commands' shared table with RibHouse's states,
/// `--api-url`, `--tree` and a contact sheet of LoggedOut and LoggedIn.
enum RibHouseRender {
    /// `--api-url URL`: sign in against a server instead of the mock.
    static let apiURL = OptionKey<String>(
        "--api-url", "URL", help: "sign in against a smokehouse server instead of the built-in mock\n(RIBHOUSE_API_URL does the same)"
    )

    /// The states the app can be driven to: the root's, then each tab's.
    static let states = RibHouseState.allCases.map(\.rawValue) + RibHouseTab.allCases.map(\.state)

    /// The command.
    static let command = ScreenCommand(
        program: "ribhouse-render", filePrefix: "ribhouse", noun: "state",
        summary: """
            Boots RibHouse's real napkin tree, drives it to a state through taps and renders the
            window to a PNG (or, with --tree, prints the layout description).
            """,
        screens: states, name: { $0 }, defaultScreen: RibHouseState.loggedOut.rawValue,
        options: [apiURL, RenderOptions.tree],
        contactSheet: .fixed([RibHouseState.loggedOut.rawValue, RibHouseState.loggedIn.rawValue], description: "loggedOut and loggedIn")
    )
}
