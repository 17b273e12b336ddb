import Foundation
import NapkinSupport
import Raster

/// A peer tool's result: timed, or skipped with the reason.
enum PeerResult {
    /// Whole-process timings.
    case measured(Measurement)
    /// Why the peer was not run.
    case skipped(name: String, reason: String)
}

/// Whole-process comparisons of the same two PNG files by napkin-bench, ImageMagick and
/// Python pixelmatch, each writing a difference image.
struct PeerBenchmarks {
    /// The options naming the peers.
    let options: Options

    /// Writes `reference` and `altered` as PNG files and times each tool on them: napkin-compare
    /// as `swift build -c release` builds it (the one next to napkin-bench, what a user runs),
    /// then, when `--compare-binary` names one, the build with the Swift runtime linked
    /// statically; then the peers.
    func run(reference: Bitmap, altered: Bitmap) throws(BenchError) -> (ours: [PeerResult], peers: [PeerResult]) {
        let folder = try TemporaryFolder("peers")
        defer { folder.remove() }
        let a = folder.url.appendingPathComponent("a.png").path
        let b = folder.url.appendingPathComponent("b.png").path
        try writePNG(reference, to: URL(fileURLWithPath: a))
        try writePNG(altered, to: URL(fileURLWithPath: b))
        let output = { (tool: String) in folder.url.appendingPathComponent("diff-\(tool).png").path }

        var builds = [
            (
                "napkin-compare (process; swift build -c release)",
                URL(fileURLWithPath: options.selfPath).deletingLastPathComponent().appendingPathComponent("napkin-compare").path
            )
        ]
        if let lean = options.compareBinary {
            builds.append(("napkin-compare (process; --static-swift-stdlib)", lean))
        }
        let ours = builds.map { name, path in
            attempt(name) { () throws(BenchError) in
                guard FileManager.default.isExecutableFile(atPath: path) else {
                    throw .missingFile(path: path)
                }
                // 0.98 as the in-process figures; status 1 says the files differ, as ImageMagick's.
                return try TimedCommand(
                    executable: path, arguments: ["--perceptual-precision", "0.98", a, b, output("napkin")], acceptedStatuses: [0, 1]
                )
                .measure(name, warmup: 2, runs: options.peerRuns)
            }
        }
        let magick = "ImageMagick compare -metric AE"
        let imageMagick: PeerResult
        if let reason = options.skipImageMagick {
            imageMagick = .skipped(name: magick, reason: reason)
        } else if let compare = findOnPath("compare") {
            imageMagick = attempt(magick) { () throws(BenchError) in
                try TimedCommand(executable: compare, arguments: ["-metric", "AE", a, b, output("imagemagick")], acceptedStatuses: [0, 1])
                    .measure(magick, warmup: 1, runs: max(5, options.peerRuns / 2))
            }
        } else {
            imageMagick = .skipped(name: magick, reason: "ImageMagick's `compare` is not on PATH (apt-get install imagemagick)")
        }
        let pixelmatchName = "Python pixelmatch (threshold 0.1)"
        let pixelmatch: PeerResult
        if let reason = options.skipPixelmatch {
            pixelmatch = .skipped(name: pixelmatchName, reason: reason)
        } else if let python = options.python {
            pixelmatch = attempt(pixelmatchName) { () throws(BenchError) in
                try TimedCommand(
                    executable: python, arguments: [options.pixelmatchScript, a, b, output("pixelmatch")], acceptedStatuses: [0]
                )
                .measure(pixelmatchName, warmup: 1, runs: 5)
            }
        } else {
            pixelmatch = .skipped(name: pixelmatchName, reason: "no --python given (make bench sets up a virtual environment)")
        }
        return (ours, [imageMagick, pixelmatch])
    }

    /// Runs `body`, turning a failure into a skip that says why.
    private func attempt(_ name: String, _ body: () throws(BenchError) -> Measurement) -> PeerResult {
        do {
            return .measured(try body())
        } catch {
            return .skipped(name: name, reason: error.description)
        }
    }
}
