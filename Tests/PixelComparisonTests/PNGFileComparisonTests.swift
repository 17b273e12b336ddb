import Foundation
import PackageTestSupport
import RasterCore
import Testing

@testable import PixelComparison

/// The comparison behind `napkin-compare`: two PNG files, a verdict worded for a command line, a difference map.
@Suite struct PNGFileComparisonTests {
    @Test func identicalAndToleratedFilesMatchAndWriteNothing() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let picture = samplePicture()
        try picture.pngData().write(to: folder.url.appendingPathComponent("a.png"))
        try picture.brightened(by: 1).pngData().write(to: folder.url.appendingPathComponent("b.png"))
        #expect(
            try PNGFileComparison.compare(reference: folder.path("a.png"), new: folder.path("a.png"), difference: folder.path("d.png"))
                == .match)
        #expect(
            try PNGFileComparison.compare(
                reference: folder.path("a.png"), new: folder.path("b.png"), difference: folder.path("d.png"), perceptualPrecision: 0.98)
                == .match)
        #expect(!FileManager.default.fileExists(atPath: folder.path("d.png")))
        // With assertSnapshot's default, perceptual precision 1, the same shift fails.
        let strict = try PNGFileComparison.compare(
            reference: folder.path("a.png"), new: folder.path("b.png"), difference: folder.path("d.png"))
        #expect(strict.description.hasPrefix("differ: 1,200 of 1,200 pixels differ (100.00%); --precision 1 allows none\n"), "\(strict)")
        // A precision that allows every pixel to differ matches.
        #expect(
            try PNGFileComparison.compare(
                reference: folder.path("a.png"), new: folder.path("b.png"), difference: folder.path("d.png"), precision: 0) == .match)
    }

    @Test func aDifferenceIsNamedAndMappedPixelByPixel() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let reference = samplePicture(width: 60, height: 50)
        var new = reference.setting(x: 30, y: 25, to: 0xFFFF_0000)  // fails
        new = new.setting(x: 5, y: 40, to: reference[5, 40] + 1)  // one level of blue: tolerated
        try reference.pngData().write(to: folder.url.appendingPathComponent("a.png"))
        try new.pngData().write(to: folder.url.appendingPathComponent("b.png"))
        let verdict = try PNGFileComparison.compare(
            reference: folder.path("a.png"), new: folder.path("b.png"), difference: folder.path("d.png"), perceptualPrecision: 0.98)
        #expect(
            verdict
                == .differ([
                    "1 of 3,000 pixels differ (0.033%); --precision 1 allows none",
                    "largest colour difference ΔE₀₀ 41.34; --perceptual-precision 0.98 treats ΔE₀₀ ≤ 2 as a match (1 more pixel differs within that)",
                    "the differing pixels lie within x 30…30, y 25…25 (1×1 pixel), origin top left",
                    "difference map: \(folder.path("d.png"))",
                ]), "\(verdict)")
        let map = try Bitmap(contentsOf: folder.url.appendingPathComponent("d.png"))
        #expect(map.width == 60 && map.height == 50)
        #expect(map[30, 25] == DifferencePalette.failingColor)
        #expect(map[5, 40] == DifferencePalette.toleratedColor)
        // The frame: 4 pixels thick, starting 6 pixels out from the failing pixel.
        #expect(map[24, 25] == DifferencePalette.failingColor && map[27, 25] == DifferencePalette.failingColor)
        #expect(map[28, 25] != DifferencePalette.failingColor && map[30, 19] == DifferencePalette.failingColor)
        // Everything else is the reference washed out to light grey.
        let grey = DifferencePalette.washedGrey(reference[0, 0])
        #expect(map[0, 0] == 0xFF00_0000 | grey << 16 | grey << 8 | grey)
        #expect((160...240).contains(map[59, 0] & 0xFF))
        // The file is an indexed PNG (colour type 3) with the palette's 84 colours.
        let bytes = [UInt8](try Data(contentsOf: folder.url.appendingPathComponent("d.png")))
        #expect(bytes[25] == 3)
        #expect(PNGFileComparison.palette.count == 84)
    }

    @Test func pixelsOutsideOneImageAreDarkRed() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try samplePicture(width: 20, height: 20).pngData().write(to: folder.url.appendingPathComponent("a.png"))
        try samplePicture(width: 20, height: 24).pngData().write(to: folder.url.appendingPathComponent("b.png"))
        let verdict = try PNGFileComparison.compare(
            reference: folder.path("a.png"), new: folder.path("b.png"), difference: folder.path("d.png"))
        guard case .differ(let lines) = verdict else {
            Issue.record("different sizes matched")
            return
        }
        #expect(lines.contains("\(folder.path("b.png")) is 20×24 pixels, \(folder.path("a.png")) 20×20: the sizes differ"), "\(lines)")
        let map = try Bitmap(contentsOf: folder.url.appendingPathComponent("d.png"))
        #expect(map.width == 20 && map.height == 24)
        #expect(map[10, 22] == DifferencePalette.outsideColor)
    }

    @Test func unreadableInputsAndUnwritableOutputsAreNamed() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try samplePicture().pngData().write(to: folder.url.appendingPathComponent("a.png"))
        try samplePicture().setting(x: 0, y: 0, to: 0xFF00_0000).pngData().write(to: folder.url.appendingPathComponent("b.png"))
        try Data("not a png".utf8).write(to: folder.url.appendingPathComponent("text.png"))
        #expect(throws: PNGFileComparison.Failure.missingFile(path: folder.path("none.png"))) {
            try PNGFileComparison.compare(reference: folder.path("a.png"), new: folder.path("none.png"), difference: folder.path("d.png"))
        }
        do {
            _ = try PNGFileComparison.compare(
                reference: folder.path("text.png"), new: folder.path("a.png"), difference: folder.path("d.png"))
            Issue.record("a text file compared")
        } catch {
            #expect(error.description.hasPrefix("cannot read \(folder.path("text.png")) as PNG"), "\(error)")
        }
        do {
            _ = try PNGFileComparison.compare(
                reference: folder.path("a.png"), new: folder.path("b.png"), difference: folder.path("missing/d.png"))
            Issue.record("wrote into a missing folder")
        } catch {
            #expect(error.description.hasPrefix("cannot write \(folder.path("missing/d.png"))"), "\(error)")
        }
    }

    @Test(arguments: [
        "the reference", "the new image", "a link to the reference", "a hard link to the new image", "the reference by another path",
    ])
    func theDifferenceIsNeverWrittenOverAnInput(spelling: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let reference = folder.path("ref.png"), new = folder.path("new.png")
        try samplePicture().pngData().write(to: URL(fileURLWithPath: reference))
        try samplePicture().setting(x: 0, y: 0, to: 0xFF00_0000).pngData().write(to: URL(fileURLWithPath: new))
        let before = (try Data(contentsOf: URL(fileURLWithPath: reference)), try Data(contentsOf: URL(fileURLWithPath: new)))
        let difference: String, input: String
        switch spelling {
        case "the reference": (difference, input) = (reference, reference)
        case "the new image": (difference, input) = (new, new)
        case "a link to the reference":
            (difference, input) = (folder.path("link.png"), reference)
            #expect(symlink(reference, difference) == 0)
        case "a hard link to the new image":
            (difference, input) = (folder.path("hard.png"), new)
            #expect(link(new, difference) == 0)
        default: (difference, input) = (folder.path("sub/../ref.png"), reference)
        }
        #expect(throws: PNGFileComparison.Failure.differenceOverwritesInput(path: difference, input: input)) {
            try PNGFileComparison.compare(reference: reference, new: new, difference: difference)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: reference)) == before.0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: new)) == before.1)
        #expect(
            PNGFileComparison.Failure.differenceOverwritesInput(path: difference, input: input).description
                == "will not write the difference map to \(difference): it is the input \(input), which it would replace; name another file"
        )
    }
}
