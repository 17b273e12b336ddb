import Foundation
import NapkinUI
import Raster
import RibHouse
import SnapshotTesting

/// The in-process stages of the pipeline, timed on one screen.
@MainActor
struct InProcessBenchmarks {
    /// Measured runs per stage.
    let runs: Int
    /// Unmeasured runs before them.
    let warmup: Int

    /// Times every stage on `scene`, whose current pixels are `bitmap`. `label` prefixes the
    /// rows (`LoggedOut`).
    func run(label: String, scene: RibHouseScene, bitmap: Bitmap) throws(BenchError) -> [Measurement] {
        let window = scene.window
        let png = try encode(bitmap)
        let altered = Fixtures.altered(bitmap)
        let copy = Fixtures.separateCopy(of: bitmap)
        let tolerant = Diffing<Bitmap>.image(perceptualPrecision: 0.98)
        var rows: [Measurement] = []
        rows.append(measure("\(label) layout + draw", warmup: warmup, runs: runs) { _ = window.render() })
        try check(tolerant.diff(bitmap, copy) == nil, "\(label): identical bitmaps compared as different")
        try check(tolerant.diff(altered, bitmap)?.1.first?.data.isEmpty == false, "\(label): the altered bitmap gave no difference image")
        rows.append(try measure("\(label) PNG encode", warmup: warmup, runs: runs) { () throws(BenchError) in _ = try encode(bitmap) })
        rows.append(try measure("\(label) PNG decode", warmup: warmup, runs: runs) { () throws(BenchError) in _ = try decode(png) })
        rows.append(measure("\(label) compare identical", warmup: warmup, runs: runs) { _ = tolerant.diff(bitmap, copy) })
        // What the pixel cache costs on a hit, against a SHA-256 of the same 11.8 MB.
        let key = PixelDigest.randomKey()
        rows.append(
            measure("\(label) pixel digest (GMAC, two halves at once)", warmup: warmup, runs: runs) {
                _ = PixelDigest.gmac(key: key, bitmap: bitmap)
            })
        rows.append(
            measure("\(label) SHA-256 of the pixels (not used; for scale)", warmup: warmup, runs: runs) {
                _ = bitmap.pixels.withUnsafeBytes { PixelDigest.sha256($0) }
            })
        rows.append(
            measure("\(label) compare 400 px differ, 0.98 + diff image", warmup: warmup, runs: runs) { _ = tolerant.diff(altered, bitmap) })
        rows += try verifyMatching(label: label, window: window, bitmap: bitmap)
        rows.append(try verifyMismatching(label: label, window: window, altered: altered))
        return rows
    }

    /// A whole `verifySnapshot` of the window against an identical reference PNG on disk: with
    /// the pixel cache (its entry written by the first, unmeasured run) and with it turned off
    /// (the reference decoded every time).
    private func verifyMatching(label: String, window: Window, bitmap: Bitmap) throws(BenchError) -> [Measurement] {
        let references = try TemporaryFolder("references")
        defer { references.remove() }
        try writePNG(bitmap, to: references.url.appendingPathComponent("bench.\(label).png"))
        // The cache in a folder of its own, wherever napkin-bench runs from.
        setenv("SNAPSHOT_TESTING_PIXEL_CACHE", references.url.appendingPathComponent("pixel-cache").path, 1)
        let verify = {
            verifySnapshot(of: window, as: .image, named: label, record: .never, snapshotDirectory: references.url.path, testName: "bench")
        }
        if let failure = verify() {
            throw .measurementFailed(what: "\(label) matching verifySnapshot", reason: failure)
        }
        let cached = measure("\(label) verifySnapshot, match", warmup: warmup, runs: runs) { _ = verify() }
        let entries =
            (try? FileManager.default.contentsOfDirectory(atPath: references.url.appendingPathComponent("pixel-cache").path)) ?? []
        try check(entries.count == 1, "\(label): the matching verifySnapshot wrote \(entries.count) pixel cache entries, not 1")
        setenv("SNAPSHOT_TESTING_PIXEL_CACHE", "off", 1)
        defer { unsetenv("SNAPSHOT_TESTING_PIXEL_CACHE") }
        let decoded = measure("\(label) verifySnapshot, match, pixel cache off", warmup: warmup, runs: runs) { _ = verify() }
        return [cached, decoded]
    }

    /// A whole failing `verifySnapshot` against a reference that differs in 400 pixels, with
    /// its artifacts (new PNG, reference copy, difference PNG, HTML report) written to a
    /// fresh `SNAPSHOT_ARTIFACTS` folder each run, so that no run finds the files of the last.
    private func verifyMismatching(label: String, window: Window, altered: Bitmap) throws(BenchError) -> Measurement {
        let references = try TemporaryFolder("references")
        let artifacts = try TemporaryFolder("artifacts")
        defer {
            references.remove()
            artifacts.remove()
        }
        try writePNG(altered, to: references.url.appendingPathComponent("bench.\(label).png"))
        setenv("SNAPSHOT_ARTIFACTS", artifacts.url.path, 1)
        defer { unsetenv("SNAPSHOT_ARTIFACTS") }
        let verify = {
            verifySnapshot(
                of: window, as: .image(perceptualPrecision: 0.98), named: label, record: .never, snapshotDirectory: references.url.path,
                testName: "bench")
        }
        guard verify() != nil else {
            throw .measurementFailed(what: "\(label) mismatching verifySnapshot", reason: "it matched")
        }
        let written = (try? FileManager.default.subpathsOfDirectory(atPath: artifacts.url.path)) ?? []
        try check(
            written.contains { $0.hasSuffix(".difference.png") }, "\(label): the mismatch wrote no difference image (wrote \(written))")
        var samples: [Double] = []
        for run in 0..<(warmup + runs) {
            try? FileManager.default.removeItem(at: artifacts.url)
            let elapsed = milliseconds { _ = verify() }
            if run >= warmup { samples.append(elapsed) }
        }
        return Measurement(name: "\(label) verifySnapshot, mismatch + artifacts", samples: samples)
    }
}

/// The bitmap as PNG bytes.
func encode(_ bitmap: Bitmap) throws(BenchError) -> Data {
    do {
        return try bitmap.pngData()
    } catch {
        throw .measurementFailed(what: "PNG encode", reason: "\(error)")
    }
}

/// PNG bytes as a bitmap.
func decode(_ data: Data) throws(BenchError) -> Bitmap {
    do {
        return try Bitmap(pngData: data)
    } catch {
        throw .measurementFailed(what: "PNG decode", reason: "\(error)")
    }
}

/// Throws when a benchmark's premise does not hold, so that no number is printed for it.
func check(_ condition: Bool, _ problem: String) throws(BenchError) {
    if !condition { throw .measurementFailed(what: "a sanity check", reason: problem) }
}
