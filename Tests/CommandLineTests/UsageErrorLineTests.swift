import NapkinUI
import RenderCommand
import Testing

/// Usage errors as a person sees them: one line on standard error, status 2, the same style
/// in every command.
@Suite("Usage errors, as printed")
struct UsageErrorLineTests {
    @Test(
        "One line ending in (see --help), exit status 2",
        arguments: [
            (
                "ribhouse-render", ["loggedIn"],
                "ribhouse-render: unexpected argument 'loggedIn'; ribhouse-render takes options only (see --help)\n"
            ),
            (
                "ribhouse-render", ["--scheme", "sepia"],
                "ribhouse-render: unknown scheme 'sepia'; valid schemes: light, dark (see --help)\n"
            ),
            (
                "ribhouse-render", ["--api-url", "ftp://x"],
                "ribhouse-render: --api-url 'ftp://x' is not an http:// or https:// URL with a host; pass the smokehouse server's base URL, e.g. http://127.0.0.1:8080 (see --help)\n"
            ),
            (
                "chirp-render", ["--screen", "home", "--list"],
                "chirp-render: unknown screen 'home'; valid screens: login, loginFilled, loginError, loginSubmitting, register, signedIn, profile, all (see --help)\n"
            ),
            ("gallery-render", ["--matrix=1"], "gallery-render: --matrix takes no value (see --help)\n"),
            (
                "napkin-bench", ["bake"],
                "napkin-bench: unknown command 'bake'; valid commands: compare, memory, fixtures, text, layout, matrix, profile (see --help)\n"
            ),
            (
                "napkin-bench", ["profile", "render", "x", "3"],
                "napkin-bench: profile: the screen is loggedOut, loggedIn or a PNG file, not x (see --help)\n"
            ),
            (
                "napkin-compare", ["a.png", "b.png"],
                "napkin-compare: napkin-compare takes three files: reference.png new.png difference.png (see --help)\n"
            ),
            (
                "napkin-compare", ["--perceptual-precision", "2", "a", "b", "c"],
                "napkin-compare: --perceptual-precision takes a number from 0 to 1, not '2' (see --help)\n"
            ),
        ])
    func usageLine(command: String, arguments: [String], line: String) async throws {
        let run = try await Command(command).run(arguments)
        #expect(run.status == 2)
        #expect(run.standardError == line)
        #expect(run.output.isEmpty)
    }

    @Test(
        "--list prints the screens (or states) and the devices, lined up",
        arguments: [
            ("ribhouse-render", "states:  loggedOut, loggedIn, tabs.home, tabs.browse, tabs.profile, all"),
            ("chirp-render", "screens: login, loginFilled, loginError, loginSubmitting, register, signedIn, profile, all"),
            (
                "gallery-render",
                "screens: settings, settingsDark, profile, inbox, cards, cardsDark, tabs, tabsDark, feed, feedDark, search, searchDark, dashboard, dashboardDark, preferences, preferencesDark, recipe, recipeDark, all"
            ),
        ])
    func list(command: String, firstLine: String) async throws {
        let run = try await Command(command).run(["--list"])
        #expect(run.status == 0)
        #expect(String(decoding: run.output, as: UTF8.self) == firstLine + "\n" + Device.listing + "\n")
    }
}
