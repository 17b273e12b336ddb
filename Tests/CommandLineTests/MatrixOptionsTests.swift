import CommandLineOptions
import Foundation
import NapkinUI
import RenderCommand
import Testing

@testable import ribhouse_render

/// The options that pick one cell of the snapshot matrix, shared by every render command.
@Suite("Matrix options")
struct MatrixOptionsTests {
    let command = RibHouseRender.command

    @Test("The issue's command line: scheme, type size, direction, locale, device and orientation")
    func everyTrait() throws {
        let device = try command.parse([
            "--scheme", "dark", "--type-size", "accessibility2", "--direction", "rtl", "--locale", "ar",
            "--device", "iPhone13Pro", "--orientation", "landscape",
        ]).device
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
        #expect(try command.parse(["--locale", "he_IL"]).device.traits.layoutDirection == .rightToLeft)
        #expect(try command.parse(["--locale", "ar", "--direction", "ltr"]).device.traits.layoutDirection == .leftToRight)
        #expect(try command.parse(["--locale", "fr_FR"]).device.traits.layoutDirection == .leftToRight)
        #expect(try command.parse([]).device == .iPhone13Pro)
    }

    @Test("iPhoneSE and upstream's iPhoneSe are told apart by their spelling")
    func seSpellings() throws {
        #expect(try command.parse(["--device", "iPhoneSE"]).device == .iPhoneSE)
        #expect(try command.parse(["--device", "iPhoneSe"]).device == .iPhoneSe)
    }

    @Test(
        "Bad values are usage errors that say what is valid",
        arguments: [
            (["--locale", "x!"], "malformed locale 'x!'; give a language code and optional region, such as en_US, ar or he"),
            (["--scheme", "sepia"], "unknown scheme 'sepia'; valid schemes: light, dark"),
            (["--direction", "up"], "unknown direction 'up'; valid directions: ltr, rtl"),
            (["--orientation", "flat"], "unknown orientation 'flat'; valid orientations: portrait, landscape"),
        ])
    func usageErrors(arguments: [String], message: String) {
        #expect(throws: CommandLineUsageError(message)) {
            try command.parse(arguments)
        }
    }

    @Test("--matrix writes the contact sheet")
    func matrixFlag() throws {
        let request = try command.parse(["--matrix", "--out", "sheet.png"])
        #expect(request.action == .contactSheet)
        #expect(request.output == "sheet.png")
    }

    @Test("The contact sheet's columns: as given, dark, Arabic, Arabic dark, and turned")
    func contactSheetColumns() throws {
        let columns = ContactSheet.matrixColumns(of: .iPhoneSE)
        #expect(columns.map(\.name) == ["light", "dark", "arabic", "arabic · dark", "landscape"])
        #expect(columns[0].device == .iPhoneSE)
        #expect(
            columns[1].device.traits.colorScheme == .dark
                && columns[1].device.traits.layoutDirection == Device.iPhoneSE.traits.layoutDirection)
        #expect(columns[2].device.traits.layoutDirection == .rightToLeft && columns[2].device.traits.locale == Locale(identifier: "ar"))
        #expect(columns[3].device.traits.colorScheme == .dark && columns[3].device.traits.layoutDirection == .rightToLeft)
        #expect(columns[4].device.orientation == .landscape && columns[4].device.size == CGSize(width: 667, height: 375))
    }
}
