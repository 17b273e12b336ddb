import CommandLineOptions
import Foundation
import Gallery
import NapkinUI
import PackageTestSupport
import RenderCommand
import Testing

@testable import gallery_render

@Suite("gallery-render's command line")
struct GalleryRenderTests {
    let command = GalleryRender.command

    @Test("The matrix options of the other render commands, --full-content and --matrix")
    func options() throws {
        let request = try command.parse([
            "--screen", "cards", "--scheme", "dark", "--locale", "ar", "--device", "iPhoneSE", "--orientation", "landscape",
            "--full-content",
        ])
        #expect(request.screens == [.cards] && !request.everything)
        #expect(request.device.traits.colorScheme == .dark && request.device.traits.layoutDirection == .rightToLeft)
        #expect(request.device.orientation == .landscape && request.device.name == "iPhoneSE")
        #expect(request.fullContent && request.action == .render)
        let all = try command.parse(["--screen=all", "--matrix"])
        #expect(all.screens == GalleryScreen.allCases && all.everything && all.action == .contactSheet)
        #expect(
            throws: CommandLineUsageError(
                "unknown option '--state'; valid options: --screen, --out, --device, --orientation, --scheme, --type-size, --direction, --locale, --full-content, --matrix, --list, --help"
            )
        ) {
            try command.parse(["--state", "settings"])
        }
    }

    @Test("--matrix writes one sheet: the chosen screen in five configurations, the landscape one turned")
    func contactSheet() async throws {
        let folder = try makeTemporaryFolder("napkin-cli")
        defer { try? FileManager.default.removeItem(at: folder) }
        let sheet = folder.appendingPathComponent("sheet.png")
        let run = try await Command("gallery-render").run(["--matrix", "--screen", "inbox", "--device", "iPhoneSE", "--out", sheet.path])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(String(decoding: run.output, as: UTF8.self) == sheet.path + "\n")
        // iPhone SE is 750×1334 pixels, shown at a third: four portrait columns of 250, one
        // landscape of 444, four gaps of 36 and margins of 48; one row of 444 under its caption.
        #expect(try pngSize(sheet) == (1684, 444 + 44 + 96))
    }

    /// The width and height in a PNG's header.
    func pngSize(_ url: URL) throws -> (Int, Int) {
        let bytes = [UInt8](try Data(contentsOf: url).prefix(24))
        let number = { (at: Int) in bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (number(16), number(20))
    }
}
