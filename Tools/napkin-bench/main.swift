import CommandLineOptions
import Foundation
import Raster

// napkin-bench: times RibHouse's render → PNG → compare → verifySnapshot pipeline on an
// iPhone 13 Pro (1170×2532), its memory over 500 renders, and whole-process image comparison
// against ImageMagick and Python pixelmatch. See BENCHMARKS.md. Failures end through
// `reportFailure` (one line; status 2 for a usage error, 1 for anything else).

let program = "napkin-bench"

/// Prints `text` on standard output; a failed write (a full disk, a closed pipe) fails the
/// command instead of being dropped, as in the render commands.
func output(_ text: String) throws(BenchError) {
    do {
        try StandardOutput.printLine(text)
    } catch {
        throw .unwritableFile(path: "standard output", reason: error.reason)
    }
}

/// Runs `body` with no concurrency task of its own (valgrind counts these; see
/// ProfileCommand.swift) and exits with its status.
func runSynchronously(_ body: () throws -> Void) -> Never {
    do {
        try body()
        exit(0)
    } catch {
        exit(reportFailure(error, program: program))
    }
}

let options: Options
do {
    options = try Options.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    exit(reportFailure(error, program: program))
}

switch options.action {
case .help(let usage):
    runSynchronously { try output(usage) }
case .compare(let reference, let new, let difference):
    runSynchronously { try output(try compareFiles(reference: reference, new: new, difference: difference)) }
case .text(let lengths):
    runSynchronously {
        var report = Report()
        report.header("Text layout (medians in milliseconds)", columns: ["stage", "median", "min", "max", "runs", "target", "verdict"])
        let rows = try TextLayoutBenchmarks(runs: options.runs, lengths: lengths).run()
        for row in rows {
            report.timing(row, target: nil)
        }
        report.note("")
        report.note(TextLayoutBenchmarks.linearityNote(rows, lengths: lengths))
        try output(report.text)
    }
case .layout(let counts):
    runSynchronously {
        var report = Report()
        report.header(
            "Layout of many children (medians in milliseconds)", columns: ["stage", "median", "min", "max", "runs", "target", "verdict"])
        for row in LayoutBenchmarks(runs: options.runs, counts: counts).run() {
            report.timing(row, target: nil)
        }
        try output(report.text)
    }
case .matrix:
    exit(
        await exitStatus(program: program) {
            var report = Report()
            report.header("Matrix (medians in milliseconds)", columns: ["stage", "median", "min", "max", "runs", "target", "verdict"])
            let rows = try await MatrixBenchmarks(runs: min(options.runs, 11)).run()
            for row in rows {
                report.timing(row, target: nil)
            }
            report.note("")
            report.note(rows.map { "\($0.name): \(configurationsPerSecond($0.median))" }.joined(separator: "; ") + ".")
            try output(report.text)
        })
case .profile(let stage, .file(let file), let count):
    runSynchronously { try profile(stage: stage, file: file, count: count) }
case .profile(let stage, .screen(let screen), let count):
    exit(await exitStatus(program: program) { try await profile(stage: stage, screen: screen, count: count) })
case .memory(let renders):
    exit(
        await exitStatus(program: program) {
            do {
                let report = try await measureMemory(renders: renders)
                try output(String(decoding: try JSONEncoder().encode(report), as: UTF8.self))
            } catch let error as BenchError {
                throw error
            } catch {
                throw BenchError.measurementFailed(what: "memory", reason: "\(error)")
            }
        })
case .fixtures(let folder):
    exit(
        await exitStatus(program: program) {
            let fixtures = try await Fixtures.boot()
            let url = URL(fileURLWithPath: folder)
            try writePNG(fixtures.loggedOutBitmap, to: url.appendingPathComponent("a.png"))
            try writePNG(fixtures.alteredBitmap, to: url.appendingPathComponent("b.png"))
        })
case .bench:
    exit(await exitStatus(program: program) { try output(try await runBenchmarks(options)) })
}
