import Foundation
import PackageTestSupport
import RasterCore
import Testing

/// `napkin-compare` as scripts use it: the exit status says the answer (0 match, 1 differ, 2
/// trouble, as `cmp`, `diff` and ImageMagick's `compare`), the precisions default to
/// `assertSnapshot`'s, and the words are a command line's.
@Suite("napkin-compare")
struct NapkinCompareTests {
    /// Two pictures a level of blue apart (ΔE₀₀ under 2), and one with a pixel changed.
    private func files() throws -> (folder: URL, reference: String, shifted: String, changed: String) {
        let folder = try makeTemporaryFolder("napkin-compare")
        let picture = samplePicture()
        let write = { (bitmap: Bitmap, name: String) throws -> String in
            let url = folder.appendingPathComponent(name)
            try bitmap.pngData().write(to: url)
            return url.path
        }
        return (
            folder, try write(picture, "reference.png"), try write(picture.brightened(by: 1), "shifted.png"),
            try write(picture.setting(x: 3, y: 4, to: 0xFFFF_0000), "changed.png")
        )
    }

    @Test("Identical files: `match`, status 0, no map")
    func match() async throws {
        let (folder, reference, _, _) = try files()
        defer { try? FileManager.default.removeItem(at: folder) }
        let map = folder.appendingPathComponent("map.png").path
        let run = try await Command("napkin-compare").run([reference, reference, map])
        #expect(run.status == 0 && String(decoding: run.output, as: UTF8.self) == "match\n" && run.standardError.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: map))
    }

    @Test("Different files: `differ: …` in a command line's words, the map written, status 1")
    func differ() async throws {
        let (folder, reference, _, changed) = try files()
        defer { try? FileManager.default.removeItem(at: folder) }
        let map = folder.appendingPathComponent("map.png").path
        let run = try await Command("napkin-compare").run([reference, changed, map])
        #expect(run.status == 1)
        let lines = String(decoding: run.output, as: UTF8.self).split(separator: "\n").map(String.init)
        #expect(lines.first == "differ: 1 of 1,200 pixels differ (0.083%); --precision 1 allows none", "\(lines)")
        #expect(
            lines.contains { $0.hasPrefix("  largest colour difference ΔE₀₀ ") && $0.contains("--perceptual-precision 1 (the default") })
        #expect(lines.last == "  difference map: \(map)")
        #expect(!lines.joined().contains("snapshot") && !lines.joined().contains("perceptualPrecision"))
        #expect(FileManager.default.fileExists(atPath: map))
    }

    @Test("The default is assertSnapshot's: exact; --perceptual-precision 0.98 and --precision loosen it as the assertion's do")
    func precisions() async throws {
        let (folder, reference, shifted, changed) = try files()
        defer { try? FileManager.default.removeItem(at: folder) }
        let map = folder.appendingPathComponent("map.png").path
        #expect(try await Command("napkin-compare").run([reference, shifted, map]).status == 1)
        #expect(try await Command("napkin-compare").run(["--perceptual-precision", "0.98", reference, shifted, map]).status == 0)
        #expect(try await Command("napkin-compare").run(["--precision=0.999", reference, changed, map]).status == 0)
        #expect(try await Command("napkin-compare").run(["--precision", "0.9999", reference, changed, map]).status == 1)
    }

    @Test("Trouble is status 2 and one line: a missing file, a usage error")
    func trouble() async throws {
        let (folder, reference, _, _) = try files()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = folder.appendingPathComponent("none.png").path
        let run = try await Command("napkin-compare").run([reference, missing, folder.appendingPathComponent("map.png").path])
        #expect(run.status == 2 && run.standardError == "napkin-compare: no such file: \(missing)\n")
        let usage = try await Command("napkin-compare").run(["--precision", "2", reference, reference, "map.png"])
        #expect(
            usage.status == 2 && usage.standardError == "napkin-compare: --precision takes a number from 0 to 1, not '2' (see --help)\n")
    }
}
