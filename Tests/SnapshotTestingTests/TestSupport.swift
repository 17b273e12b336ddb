import Foundation
import PackageTestSupport
import Raster
@testable import SnapshotTesting
import Testing

/// A fresh temporary folder, removed when the returned value's `cleanup` runs.
struct TemporaryFolder {
    let url: URL

    init() throws {
        url = try makeTemporaryFolder("SnapshotTestingTests")
    }

    /// The folder's path.
    var path: String { url.path }

    /// A path inside the folder.
    func path(_ component: String) -> String {
        url.appendingPathComponent(component).path
    }

    /// The names of the files in `subfolder`, sorted; empty when it does not exist. Without a
    /// subfolder, the files of the folder itself except `artifacts`, where
    /// ``withTestEnvironment(artifacts:_:_:)`` puts failure artifacts and the report.
    func files(in subfolder: String? = nil) -> [String] {
        let folder = subfolder.map { url.appendingPathComponent($0) } ?? url
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        return subfolder == nil ? names.filter { $0 != "artifacts" } : names
    }

    /// The failure artifacts written, without the report (`index.html` and its `.report`
    /// records, which every run writes).
    func failureArtifacts() -> [String] {
        files(in: "artifacts").filter { $0 != "index.html" && $0 != ".report" }
    }

    /// The report page, or `nil` when none was written.
    func report() -> String? {
        try? String(contentsOfFile: path("artifacts/index.html"), encoding: .utf8)
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}

/// Runs `body` with a controlled environment: failure artifacts go to `artifacts`, and
/// neither the machine's `SNAPSHOT_TESTING_RECORD` nor its `CI` affect the outcome.
func withTestEnvironment<T>(artifacts: TemporaryFolder, _ extra: [String: String] = [:], _ body: () throws -> T) rethrows -> T {
    var environment = ["SNAPSHOT_ARTIFACTS": artifacts.path("artifacts")]
    environment.merge(extra) { $1 }
    return try SnapshotEnvironment.$override.withValue(environment, operation: body)
}

/// An opaque test picture: a gradient with a dark square, `width`×`height` pixels.
func samplePicture(width: Int = 40, height: Int = 30) -> Bitmap {
    var pixels = [UInt32](repeating: 0, count: width * height)
    for y in 0..<height {
        for x in 0..<width {
            let inSquare = x >= width / 4 && x < width / 2 && y >= height / 4 && y < height / 2
            let r = inSquare ? 28 : UInt32(60 + (x * 150) / max(width, 1))
            let g = inSquare ? 26 : UInt32(90 + (y * 120) / max(height, 1))
            let b: UInt32 = inSquare ? 23 : 180
            pixels[y * width + x] = 0xFF00_0000 | r << 16 | g << 8 | b
        }
    }
    return Bitmap(width: width, height: height, pixels: pixels)
}

extension Bitmap {
    /// The bitmap with the pixel at `x`, `y` replaced.
    func setting(x: Int, y: Int, to pixel: UInt32) -> Bitmap {
        var copy = self
        copy[x, y] = pixel
        return copy
    }

    /// The bitmap with every colour channel of every pixel raised by `amount` (opaque
    /// pixels only), a shift the eye hardly sees.
    func brightened(by amount: UInt32) -> Bitmap {
        Bitmap(width: width, height: height, pixels: pixels.map { pixel in
            let r = min(255, ((pixel >> 16) & 0xFF) + amount)
            let g = min(255, ((pixel >> 8) & 0xFF) + amount)
            let b = min(255, (pixel & 0xFF) + amount)
            return 0xFF00_0000 | r << 16 | g << 8 | b
        })
    }
}

/// The bytes of a file.
func contents(_ path: String) throws -> Data {
    try Data(contentsOf: URL(fileURLWithPath: path))
}

/// Runs `body`, whose `never` assertion of a missing reference adds a note (a warning issue
/// with the expected path and the command that records it), and returns its result.
func expectingNeverNote<T>(_ body: () -> T) -> T {
    var result: T?
    withKnownIssue {
        result = body()
    } matching: { issue in
        issue.severity == .warning && issue.description.contains("The record mode is \"never\".")
    }
    return result!
}
