import CommandLineOptions
import PixelComparison

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

// napkin-compare: compares two PNG files as an image snapshot test does (CIEDE2000,
// perceptualPrecision 0.98 unless told otherwise) and writes a difference map when they
// differ. A lean command for scripts and CI: it links the comparison and nothing of the apps.
// Exit status 0 with `match` or `differ: …` on standard output; 1 when a file cannot be read
// or written; 2 for a usage error.

/// `--perceptual-precision P`: how alike a pixel must look to match.
let perceptualPrecision = OptionKey<Float>(
    "--perceptual-precision", "P", help: "how alike a pixel must look to match, 0…1 (default: 0.98)"
) { text throws(CommandLineUsageError) in
    guard let value = Float(text), (0...1).contains(value) else {
        throw CommandLineUsageError("--perceptual-precision takes a number from 0 to 1, not '\(text)'")
    }
    return value
}

let table = OptionTable(
    program: "napkin-compare",
    positionals: "reference.png new.png difference.png",
    summary: """
        Compares two PNG files pixel by pixel (CIEDE2000) as an image snapshot test does, and
        writes the difference map (reference washed out, failing pixels magenta, tolerated ones
        amber) when they differ. Prints `match` or `differ: <what differs>`.
        """,
    options: [perceptualPrecision, FlagKey.help]
)

/// Prints one line on standard output; a failed write fails the command.
func output(_ text: String) {
    do {
        try StandardOutput.printLine(text)
    } catch {
        printError(program: "napkin-compare", "cannot write standard output: \(error.reason)")
        exit(1)
    }
}

/// Does what the command line asks; a usage error or a file that cannot be read or written
/// is thrown, and reported by the last line.
func run() throws {
    let parsed = try table.parse(Array(CommandLine.arguments.dropFirst()))
    if parsed[FlagKey.help] {
        output(table.usage)
        return
    }
    let files = parsed.positionals
    guard files.count == 3 else {
        throw CommandLineUsageError("napkin-compare takes three files: reference.png new.png difference.png")
    }
    let precision = parsed[perceptualPrecision] ?? 0.98
    output(try PNGFileComparison.run(reference: files[0], new: files[1], difference: files[2], perceptualPrecision: precision))
}

do {
    try run()
} catch {
    exit(reportFailure(error, program: "napkin-compare"))
}
