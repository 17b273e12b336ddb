import CommandLineOptions
import Foundation
import Raster

// napkin-bench: times RibHouse's render → PNG → compare → verifySnapshot pipeline on an
// iPhone 13 Pro (1170×2532), its memory over 500 renders, and whole-process image comparison
// against ImageMagick and Python pixelmatch. See BENCHMARKS.md.

/// Prints one line to standard error and exits with status 1.
func fail(_ error: BenchError) -> Never {
    printError(program: "napkin-bench", error.description)
    exit(1)
}

/// Prints `text` on standard output; a failed write (a full disk, a closed pipe) fails the
/// command instead of being dropped, as in the render commands.
func output(_ text: String) {
    do {
        try StandardOutput.printLine(text)
    } catch {
        fail(.unwritableFile(path: "standard output", reason: error.reason))
    }
}

let options: Options
do {
    options = try Options.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    // One line naming what is valid, exit status 2, as every command of the package.
    printError(program: "napkin-bench", "\(error.description) (see --help)")
    exit(2)
}

switch options.action {
case .help:
    output(Options.usage)
case .compare(let reference, let new, let difference):
    do {
        output(try compareFiles(reference: reference, new: new, difference: difference))
    } catch {
        fail(error)
    }
case .memory(let renders):
    await Task { @MainActor in
        do {
            let report = try await measureMemory(renders: renders)
            let json = try JSONEncoder().encode(report)
            output(String(decoding: json, as: UTF8.self))
        } catch let error as BenchError {
            fail(error)
        } catch {
            fail(.measurementFailed(what: "memory", reason: "\(error)"))
        }
    }.value
case .fixtures(let folder):
    await Task { @MainActor in
        do throws(BenchError) {
            let fixtures = try await Fixtures.boot()
            let url = URL(fileURLWithPath: folder)
            try writePNG(fixtures.loggedOutBitmap, to: url.appendingPathComponent("a.png"))
            try writePNG(fixtures.alteredBitmap, to: url.appendingPathComponent("b.png"))
        } catch {
            fail(error)
        }
    }.value
case .text(let lengths):
    do {
        var report = Report()
        report.header("Text layout (medians in milliseconds)", columns: ["stage", "median", "min", "max", "runs", "target", "verdict"])
        for row in try TextLayoutBenchmarks(runs: options.runs, lengths: lengths).run() {
            report.timing(row, target: nil)
        }
        output(report.text)
    } catch {
        fail(error)
    }
case .profile(let stage, let file, let count) where file.hasSuffix(".png"):
    do {
        try profile(stage: stage, file: file, count: count)
    } catch {
        fail(error)
    }
case .profile(let stage, let screen, let count):
    await Task { @MainActor in
        do throws(BenchError) {
            try await profile(stage: stage, screen: screen, count: count)
        } catch {
            fail(error)
        }
    }.value
case .bench:
    await Task { @MainActor in
        do throws(BenchError) {
            output(try await runBenchmarks(options))
        } catch {
            fail(error)
        }
    }.value
}
