import Chirp
import CommandLineOptions
import NapkinUI
import Testing

@testable import chirp_render

@Suite("chirp-render's command line")
struct ChirpRenderOptionsTests {
    let command = ChirpRender.command

    @Test("Defaults: the login screen on iPhone 13 Pro into the current folder")
    func defaults() throws {
        let request = try command.parse([])
        #expect(request.action == .render)
        #expect(request.screens == [.login])
        #expect(request.output == nil)
        #expect(request.device == .iPhone13Pro)
        #expect(!request.everything && !request.fullContent)
    }

    @Test("Every flag, in both spellings")
    func flags() throws {
        let request = try command.parse(["--screen=all", "--out", "shots/", "--device=IPADPRO11"])
        #expect(request.screens == ChirpScreen.allCases)
        #expect(request.output == "shots/")
        #expect(request.device == .iPadPro11)
        #expect(try command.parse(["--list"]).action == .list)
        #expect(try command.parse(["-h"]).action == .help)
        #expect(try command.parse(["--screen", ChirpScreen.allCases.last!.rawValue]).screens == [ChirpScreen.allCases.last!])
    }

    @Test("Errors name what is valid, in the same words as ribhouse-render's")
    func usageErrors() {
        let screens = (ChirpScreen.allCases.map(\.rawValue) + ["all"]).joined(separator: ", ")
        #expect(throws: CommandLineUsageError("unknown screen 'home'; valid screens: \(screens)")) {
            try command.parse(["--screen", "home"])
        }
        #expect(
            throws: CommandLineUsageError(
                "unknown option '--state'; valid options: --screen, --out, --device, --orientation, --scheme, --type-size, --direction, --locale, --list, --help"
            )
        ) {
            try command.parse(["--state", "login"])
        }
        #expect(throws: CommandLineUsageError("--screen needs a value (SCREEN)")) {
            try command.parse(["--screen", "--list"])
        }
        #expect(throws: CommandLineUsageError("unexpected argument 'login'; chirp-render takes options only")) {
            try command.parse(["login"])
        }
    }
}
