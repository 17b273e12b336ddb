import CommandLineOptions
import Foundation
import NapkinUI
import Testing
@testable import ribhouse_render

/// The options that pick one cell of the snapshot matrix, shared by both render commands.
@Suite("Matrix options")
struct MatrixOptionsTests {
    let states = ["loggedOut", "loggedIn"]

    @Test("The issue's command line: scheme, type size, direction, locale, device and orientation")
    func everyTrait() throws {
        let options = try Options.parse(["--scheme", "dark", "--type-size", "accessibility2", "--direction", "rtl", "--locale", "ar",
                                         "--device", "iPhone13Pro", "--orientation", "landscape"], knownStates: states)
        let device = options.device
        #expect(device.size == CGSize(width: 844, height: 390) && device.orientation == .landscape)
        #expect(device.safeAreaInsets == EdgeInsets(leading: 47, bottom: 21, trailing: 47))
        #expect(device.traits.colorScheme == .dark)
        #expect(device.traits.dynamicTypeSize == .accessibility2)
        #expect(device.traits.layoutDirection == .rightToLeft)
        #expect(device.traits.locale == Locale(identifier: "ar"))
        #expect(device.traits.verticalSizeClass == .compact)
    }

    @Test("A right-to-left locale turns the layout around unless --direction says otherwise")
    func localeDirection() throws {
        #expect(try Options.parse(["--locale", "he_IL"], knownStates: states).device.traits.layoutDirection == .rightToLeft)
        #expect(try Options.parse(["--locale", "ar", "--direction", "ltr"], knownStates: states).device.traits.layoutDirection == .leftToRight)
        #expect(try Options.parse(["--locale", "fr_FR"], knownStates: states).device.traits.layoutDirection == .leftToRight)
        #expect(try Options.parse([], knownStates: states).device == .iPhone13Pro)
    }

    @Test("iPhoneSE and upstream's iPhoneSe are told apart by their spelling")
    func seSpellings() throws {
        #expect(try Options.parse(["--device", "iPhoneSE"], knownStates: states).device == .iPhoneSE)
        #expect(try Options.parse(["--device", "iPhoneSe"], knownStates: states).device == .iPhoneSe)
    }

    @Test("Bad values are usage errors that say what is valid", arguments: [
        (["--locale", "x!"], "malformed locale 'x!'; give a language code and optional region, such as en_US, ar or he"),
        (["--scheme", "sepia"], "unknown scheme 'sepia'; valid schemes: light, dark"),
        (["--direction", "up"], "unknown direction 'up'; valid directions: ltr, rtl"),
        (["--orientation", "flat"], "unknown orientation 'flat'; valid orientations: portrait, landscape"),
    ])
    func usageErrors(arguments: [String], message: String) {
        #expect(throws: CommandLineUsageError(message)) {
            try Options.parse(arguments, knownStates: states)
        }
    }

    @Test("--matrix writes the contact sheet")
    func matrixFlag() throws {
        #expect(try Options.parse(["--matrix", "--out", "sheet.png"], knownStates: states).action == .matrix)
    }
}
