import Foundation
import NapkinSupport
import NapkinUI
import Raster
import RibHouse

/// The two RibHouse screens, booted through the real napkin tree, and the images derived from
/// them that the benchmarks compare.
@MainActor
struct Fixtures {
    /// The app on the LoggedOut screen.
    let loggedOut: RibHouseScene
    /// The app on the LoggedIn screen.
    let loggedIn: RibHouseScene
    /// The LoggedOut screen's pixels.
    let loggedOutBitmap: Bitmap
    /// The LoggedOut screen's pixels with a few hundred changed (see ``altered(_:)``).
    let alteredBitmap: Bitmap

    /// Boots both screens on an iPhone 13 Pro the way `ribhouse-render` does: by tapping.
    static func boot() async throws(BenchError) -> Fixtures {
        let loggedOut = RibHouseScene(device: .iPhone13Pro)
        let loggedIn = RibHouseScene(device: .iPhone13Pro)
        do {
            try await loggedOut.drive(to: .loggedOut)
            try await loggedIn.drive(to: .loggedIn)
        } catch {
            throw .appDidNotBoot(reason: "\(error)")
        }
        let bitmap = loggedOut.window.render()
        return Fixtures(loggedOut: loggedOut, loggedIn: loggedIn, loggedOutBitmap: bitmap, alteredBitmap: altered(bitmap))
    }

    /// `bitmap` with 400 pixels changed: a 20×15 block recoloured far beyond any tolerance
    /// (300 failing pixels) and 100 pixels scattered down the screen nudged by one level of
    /// blue, which perceptualPrecision 0.98 tolerates. A few hundred differing pixels, as in a
    /// real regression (a moved glyph, a recoloured badge).
    nonisolated static func altered(_ bitmap: Bitmap) -> Bitmap {
        var copy = bitmap
        for y in 1200..<1215 {
            for x in 500..<520 {
                copy[x, y] = 0xFFC0_2040
            }
        }
        for i in 0..<100 {
            let x = 100 + i * 9, y = 300 + i * 19
            let pixel = copy[x, y]
            copy[x, y] = pixel & 0xFF == 0 ? pixel + 1 : pixel - 1
        }
        return copy
    }

    /// A pixel-for-pixel copy of `bitmap` in separate storage, so comparing it really reads
    /// both arrays.
    nonisolated static func separateCopy(of bitmap: Bitmap) -> Bitmap {
        Bitmap(width: bitmap.width, height: bitmap.height, pixels: bitmap.pixels.map { $0 })
    }
}

/// A fresh folder under the system's temporary directory, removed by ``remove()``.
struct TemporaryFolder {
    /// The folder.
    let url: URL

    /// Creates `napkin-bench-<uuid>/<name>` in the temporary directory.
    init(_ name: String) throws(BenchError) {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("napkin-bench-\(UUID().uuidString)", isDirectory: true)
            .appendingPathComponent(name, isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw .unwritableFile(path: url.path, reason: error.localizedDescription)
        }
    }

    /// Deletes the folder and its parent made by `init`.
    func remove() {
        try? FileManager.default.removeItem(at: url.deletingLastPathComponent())
    }
}

/// Writes `bitmap` as a PNG file.
func writePNG(_ bitmap: Bitmap, to url: URL) throws(BenchError) {
    do {
        try bitmap.write(to: url)
    } catch let error as FileWriteError {
        throw .unwritableFile(path: url.path, reason: error.reason)
    } catch {
        throw .unwritableFile(path: url.path, reason: "\(error)")
    }
}
