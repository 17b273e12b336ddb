import CommandLineOptions
import NapkinUI
import Testing
@testable import ribhouse_render

@Suite("ribhouse-render's command line")
struct RibHouseRenderOptionsTests {
    let states = ["loggedOut", "loggedIn", "tabs.home", "tabs.browse", "tabs.profile"]

    @Test("Defaults: render the LoggedOut state on iPhone 13 Pro into the current folder")
    func defaults() throws {
        let options = try Options.parse([], knownStates: states)
        #expect(options == Options(action: .render, states: ["loggedOut"], output: nil, device: .iPhone13Pro, apiURL: nil))
    }

    @Test("Every flag, in both spellings")
    func flags() throws {
        let options = try Options.parse(["--state", "tabs.browse", "--out=x.png", "--device", "iphonese", "--api-url", "http://127.0.0.1:9", "--tree"], knownStates: states)
        #expect(options.states == ["tabs.browse"])
        #expect(options.output == "x.png")
        #expect(options.device == .iPhoneSE)
        #expect(options.apiURL == "http://127.0.0.1:9")
        #expect(options.action == .tree)
        #expect(try Options.parse(["--state=all"], knownStates: states).states == states)
        #expect(try Options.parse(["--list"], knownStates: states).action == .list)
        #expect(try Options.parse(["-h"], knownStates: states).action == .help)
    }

    @Test("Unknown flags and values name what is valid", arguments: [
        (["--colour"], "unknown option '--colour'; valid options: --state, --out, --device, --orientation, --scheme, --type-size, --direction, --locale, --api-url, --tree, --matrix, --list, --help"),
        (["--state", "nope"], "unknown state 'nope'; valid states: loggedOut, loggedIn, tabs.home, tabs.browse, tabs.profile, all"),
        (["--device", "pixel"], "unknown device 'pixel'; valid devices: " + Device.all.map(\.name).joined(separator: ", ")),
        (["--out"], "--out needs a value (PATH)"),
        (["--tree=yes"], "--tree takes no value"),
        (["loggedIn"], "unexpected argument 'loggedIn'; ribhouse-render takes options only (see --help)"),
    ])
    func usageErrors(arguments: [String], message: String) {
        #expect(throws: CommandLineUsageError(message)) {
            try Options.parse(arguments, knownStates: states)
        }
    }

    @Test("--help lists every option of the table with its value")
    func usage() {
        let text = Options.usage(knownStates: states)
        #expect(text.hasPrefix("Usage: ribhouse-render [--state STATE] [--out PATH] [--device DEVICE] [--orientation ORIENTATION] [--scheme SCHEME] [--type-size SIZE] [--direction DIRECTION] [--locale ID] [--api-url URL] [--tree] [--matrix] [--list] [--help]"))
        for option in ["--state STATE", "--out PATH", "--device DEVICE", "--orientation ORIENTATION", "--scheme SCHEME", "--type-size SIZE",
                       "--direction DIRECTION", "--locale ID", "--api-url URL", "--tree", "--matrix", "--list", "--help"] {
            #expect(text.contains("\n  \(option) "), "--help does not list \(option)")
        }
    }
}
