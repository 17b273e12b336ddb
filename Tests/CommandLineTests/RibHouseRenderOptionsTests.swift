import CommandLineOptions
import NapkinUI
import Testing

@testable import ribhouse_render

@Suite("ribhouse-render's command line")
struct RibHouseRenderOptionsTests {
    let command = RibHouseRender.command
    let states = ["loggedOut", "loggedIn", "tabs.home", "tabs.browse", "tabs.profile"]

    @Test("Defaults: render the LoggedOut state on iPhone 13 Pro into the current folder")
    func defaults() throws {
        let request = try command.parse([])
        #expect(request.action == .render)
        #expect(request.screens == ["loggedOut"])
        #expect(request.output == nil)
        #expect(request.device == .iPhone13Pro)
        #expect(request.arguments[RibHouseRender.apiURL] == nil)
    }

    @Test("Every flag, in both spellings")
    func flags() throws {
        let request = try command.parse([
            "--state", "tabs.browse", "--out=x.png", "--device", "iphonese", "--api-url", "http://127.0.0.1:9", "--tree",
        ])
        #expect(request.screens == ["tabs.browse"])
        #expect(request.output == "x.png")
        #expect(request.device == .iPhoneSE)
        #expect(request.arguments[RibHouseRender.apiURL] == "http://127.0.0.1:9")
        #expect(request.action == .tree)
        #expect(try command.parse(["--state=all"]).screens == states)
        #expect(try command.parse(["--list"]).action == .list)
        #expect(try command.parse(["-h"]).action == .help)
        #expect(try command.parse(["--tree", "--list"]).action == .list)
        #expect(try command.parse(["--matrix", "--tree"]).action == .tree)
    }

    @Test(
        "Unknown flags and values name what is valid",
        arguments: [
            (
                ["--colour"],
                "unknown option '--colour'; valid options: --state, --out, --device, --orientation, --scheme, --type-size, --direction, --locale, --api-url, --tree, --matrix, --list, --help"
            ),
            (["--state", "nope"], "unknown state 'nope'; valid states: loggedOut, loggedIn, tabs.home, tabs.browse, tabs.profile, all"),
            (["--device", "pixel"], "unknown device 'pixel'; valid devices: " + Device.all.map(\.name).joined(separator: ", ")),
            (["--out"], "--out needs a value (PATH)"),
            (["--tree=yes"], "--tree takes no value"),
            (["loggedIn"], "unexpected argument 'loggedIn'; ribhouse-render takes options only"),
        ])
    func usageErrors(arguments: [String], message: String) {
        #expect(throws: CommandLineUsageError(message)) {
            try command.parse(arguments)
        }
    }

    @Test(
        "--help helps whatever else is wrong on the line",
        arguments: [
            ["--help", "--state", "nope"], ["--state", "nope", "--help"], ["-h", "--colour"], ["--help", "loggedIn"],
            ["--help", "--out"], ["--tree=yes", "--help"], ["--device", "pixel", "-h", "--state", "all"],
        ])
    func helpWins(arguments: [String]) throws {
        #expect(try command.parse(arguments).action == .help)
    }

    @Test("--help lists every option of the table with its value")
    func usage() {
        let text = command.table.usage
        #expect(
            text.hasPrefix(
                "Usage: ribhouse-render [--state STATE] [--out PATH] [--device DEVICE] [--orientation ORIENTATION] [--scheme SCHEME] [--type-size SIZE] [--direction DIRECTION] [--locale ID] [--api-url URL] [--tree] [--matrix] [--list] [--help]"
            ))
        for option in [
            "--state STATE", "--out PATH", "--device DEVICE", "--orientation ORIENTATION", "--scheme SCHEME", "--type-size SIZE",
            "--direction DIRECTION", "--locale ID", "--api-url URL", "--tree", "--matrix", "--list", "--help",
        ] {
            #expect(text.contains("\n  \(option) "), "--help does not list \(option)")
        }
        #expect(text.contains("  --matrix                     write one contact sheet of loggedOut and loggedIn in light, dark, Arabic,\n"))
        #expect(
            text.contains(
                "  --state STATE                loggedOut | loggedIn | tabs.home | tabs.browse | tabs.profile | all (default: loggedOut)\n")
        )
    }
}
