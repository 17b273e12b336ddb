import Chirp
import CommandLineOptions
import NapkinUI
import Testing
@testable import chirp_render

@Suite("chirp-render's command line")
struct ChirpRenderOptionsTests {
    @Test("Defaults: the login screen on iPhone 13 Pro into the current folder")
    func defaults() throws {
        #expect(try Options.parse([]) == Options(action: .render, screens: [.login], output: nil, device: .iPhone13Pro))
    }

    @Test("Every flag, in both spellings")
    func flags() throws {
        let options = try Options.parse(["--screen=all", "--out", "shots/", "--device=IPADPRO11"])
        #expect(options.screens == ChirpScreen.allCases)
        #expect(options.output == "shots/")
        #expect(options.device == .iPadPro11)
        #expect(try Options.parse(["--list"]).action == .list)
        #expect(try Options.parse(["-h"]).action == .help)
        #expect(try Options.parse(["--screen", ChirpScreen.allCases.last!.rawValue]).screens == [ChirpScreen.allCases.last!])
    }

    @Test("Errors name what is valid, in the same words as ribhouse-render's")
    func usageErrors() {
        let screens = (Options.screenNames + ["all"]).joined(separator: ", ")
        #expect(throws: CommandLineUsageError("unknown screen 'home'; valid screens: \(screens)")) {
            try Options.parse(["--screen", "home"])
        }
        #expect(throws: CommandLineUsageError("unknown option '--state'; valid options: --screen, --out, --device, --orientation, --scheme, --type-size, --direction, --locale, --list, --help")) {
            try Options.parse(["--state", "login"])
        }
        #expect(throws: CommandLineUsageError("--screen needs a value (SCREEN)")) {
            try Options.parse(["--screen", "--list"])
        }
    }
}
