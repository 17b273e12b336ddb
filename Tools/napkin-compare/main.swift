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

// napkin-compare: compares two PNG files as an image snapshot assertion does (CIEDE2000, with
// assertSnapshot's default precisions unless told otherwise) and writes a difference map when
// they differ. A lean command for scripts and CI: it links the comparison and nothing of the
// apps. Exit status, as cmp, diff and ImageMagick's compare: 0 with `match` on standard
// output; 1 with `differ: …` (and the map written); 2 when a file cannot be read or written,
// or for a usage error.

/// A fraction from 0 to 1, for the precision options.
func fraction(_ option: String) -> @Sendable (String) throws(CommandLineUsageError) -> Float {
    { text throws(CommandLineUsageError) in
        guard let value = Float(text), (0...1).contains(value) else {
            throw CommandLineUsageError("\(option) takes a number from 0 to 1, not '\(text)'")
        }
        return value
    }
}

/// `--perceptual-precision P`: how alike a pixel must look to match.
let perceptualPrecision = OptionKey<Float>(
    "--perceptual-precision", "P",
    help: "how alike a pixel must look to match, 0…1 (default: 1, as assertSnapshot)",
    convert: fraction("--perceptual-precision"))

/// `--precision P`: the fraction of pixels that must match.
let precision = OptionKey<Float>(
    "--precision", "P", help: "the fraction of pixels that must match, 0…1 (default: 1, as assertSnapshot)",
    convert: fraction("--precision"))

let table = OptionTable(
    program: "napkin-compare",
    positionals: "reference.png new.png difference.png",
    summary: """
        Compares two PNG files pixel by pixel (CIEDE2000) as an image snapshot assertion does,
        with the same precisions, and writes the difference map (reference washed out, failing
        pixels magenta, tolerated ones amber) when they differ. Prints `match` (exit status 0)
        or `differ: <what differs>` (exit status 1); status 2 is trouble (a file that cannot be
        read or written, a usage error), as for cmp and diff.
        """,
    options: [perceptualPrecision, precision, FlagKey.help]
)

/// The exit status of trouble: status 1 means "they differ".
let troubleStatus: Int32 = 2

/// Prints `text` on standard output; a failed write fails the command.
func output(_ text: String) {
    do {
        try StandardOutput.printLine(text)
    } catch {
        printError(program: "napkin-compare", "cannot write standard output: \(error.reason)")
        exit(troubleStatus)
    }
}

/// Does what the command line asks and returns the exit status; a usage error or a file that
/// cannot be read or written is thrown, and reported by the last line.
func run() throws -> Int32 {
    let parsed = try table.parse(Array(CommandLine.arguments.dropFirst()))
    if parsed[FlagKey.help] {
        output(table.usage)
        return 0
    }
    let files = parsed.positionals
    guard files.count == 3 else {
        throw CommandLineUsageError("napkin-compare takes three files: reference.png new.png difference.png")
    }
    let verdict = try PNGFileComparison.compare(
        reference: files[0], new: files[1], difference: files[2], precision: parsed[precision] ?? 1,
        perceptualPrecision: parsed[perceptualPrecision] ?? 1)
    output(verdict.description)
    return verdict == .match ? 0 : 1
}

do {
    exit(try run())
} catch {
    exit(reportFailure(error, program: "napkin-compare", troubleStatus: troubleStatus))
}
