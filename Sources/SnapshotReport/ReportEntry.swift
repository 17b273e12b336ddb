import Foundation
import NapkinSupport

/// One failed assertion in a run's report, as a test process records it in
/// `.report/<process>.json` and as the report, the summary and the review server read it.
package struct ReportEntry: Sendable, Codable, Equatable {
    /// A file the failure wrote, by role (`new`, `reference`, `difference`, `patch`).
    package struct Artifact: Sendable, Codable, Equatable {
        /// The role, which the page uses to place the file.
        package var role: String
        /// The file: relative to the artifacts folder (absolute in records written before
        /// records carried their folder; see ``ReportRecord/artifactsFolder``).
        package var path: String
        /// How the page shows it, as the strategy said.
        package var presentation: ArtifactPresentation

        /// An artifact of `role` at `path`.
        package init(role: String, path: String, presentation: ArtifactPresentation) {
            self.role = role
            self.path = path
            self.presentation = presentation
        }
    }

    /// The reference file's full path on the machine that ran the test; identifies the entry.
    package var id: String
    /// The test name as it appears in file names (`testLogin`).
    package var testName: String
    /// The reference file's name (`testLogin.1.png`).
    package var snapshotName: String
    /// Where the assertion is (`AppTests/LoginTests.swift:42`).
    package var sourceLocation: String
    /// The full failure message.
    package var message: String
    /// The reference file (full path) if it existed when the test failed.
    package var referencePath: String?
    /// The artifact files.
    package var artifacts: [Artifact]
    /// When the failure happened, which orders the report across processes.
    package var time: Date = Date()
    /// For an image mismatch: how many pixels differ and by how much.
    package var difference: ImageDifference?

    /// An entry; `time` defaults to now.
    package init(
        id: String, testName: String, snapshotName: String, sourceLocation: String, message: String, referencePath: String?,
        artifacts: [Artifact], time: Date = Date(), difference: ImageDifference? = nil
    ) {
        self.id = id
        self.testName = testName
        self.snapshotName = snapshotName
        self.sourceLocation = sourceLocation
        self.message = message
        self.referencePath = referencePath
        self.artifacts = artifacts
        self.time = time
        self.difference = difference
    }

    /// The artifact of `role`, if the failure wrote one.
    package func artifact(_ role: String) -> Artifact? {
        artifacts.first { $0.role == role }
    }

    /// The new snapshot's picture size, when it is a picture.
    package var imageSize: (width: Int, height: Int)? {
        artifact("new")?.presentation.imageSize
    }

    /// The folder of test files the reference belongs to (`LoginTests` for
    /// `…/__Snapshots__/LoginTests/testLogin.1.png`): the report's "test file" filter.
    package var testFile: String {
        lastPathComponent(deletingLastPathComponent(id))
    }

    /// The file and line of the assertion (`LoginTests.swift:42`), without the module.
    package var fileAndLine: String {
        lastPathComponent(sourceLocation)
    }

    /// The configuration's name as the test wrote it: `dark mode` for `screen.dark%20mode.png`,
    /// `2` for `screen.2.png`, empty for an unnamed single snapshot.
    package var variantLabel: String {
        var name = snapshotName
        if let dot = name.lastIndex(of: "."), dot != name.startIndex { name = String(name[..<dot]) }
        if name.hasPrefix(testName + ".") { name = String(name.dropFirst(testName.count + 1)) }
        if name == "%empty" { return "" }
        return name.removingPercentEncoding ?? name
    }

    /// A short, stable key for URLs and the page's elements: FNV-1a of ``id`` in hex.
    package var key: String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in id.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}

/// How an image differs from its reference, for the report, its summary and the review: an
/// image strategy attaches it to its difference picture (`XCTAttachment.difference`).
public struct ImageDifference: Sendable, Codable, Equatable {
    /// Pixels beyond the tolerance.
    public var failingPixels: Int
    /// Pixels that differ within the tolerance.
    public var toleratedPixels: Int
    /// The largest CIEDE2000 difference of any pixel.
    public var maximumDeltaE: Double
    /// The smallest rectangle holding every failing pixel (origin top left).
    public var region: Region?
    /// The first failing pixel, row by row from the top left: where zooming in goes first (the
    /// middle of a large region may well be unchanged).
    public var firstPixel: Region?

    /// A rectangle of pixels.
    public struct Region: Sendable, Codable, Equatable {
        /// The leftmost column.
        public var x: Int
        /// The topmost row.
        public var y: Int
        /// How many columns.
        public var width: Int
        /// How many rows.
        public var height: Int

        /// The rectangle at `x`, `y` of `width` × `height` pixels.
        public init(x: Int, y: Int, width: Int, height: Int) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }
    }

    /// A difference of `failingPixels` (and `toleratedPixels`) pixels, the worst
    /// `maximumDeltaE`, the failing ones within `region`, the first at `firstPixel` (1×1).
    public init(failingPixels: Int, toleratedPixels: Int, maximumDeltaE: Double, region: Region? = nil, firstPixel: Region? = nil) {
        self.failingPixels = failingPixels
        self.toleratedPixels = toleratedPixels
        self.maximumDeltaE = maximumDeltaE
        self.region = region
        self.firstPixel = firstPixel
    }
}
