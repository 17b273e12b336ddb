import CommandLineOptions
import Foundation

/// napkin-bench's command line.
struct Options {
    /// What to do.
    enum Action {
        /// The whole benchmark table.
        case bench
        /// `compare a.png b.png diff.png`.
        case compare(reference: String, new: String, difference: String)
        /// `memory [renders]`: the memory probe, printed as JSON (run in its own process).
        case memory(renders: Int)
        /// `fixtures DIR`: writes the two PNGs the peers compare (`a.png`, `b.png`), for profiling.
        case fixtures(folder: String)
        /// `text [CHARACTERS...]`: only the long-paragraph text layout rows, at these lengths.
        case text(lengths: [Int])
        /// `profile STAGE SCREEN COUNT`: one stage alone, for callgrind.
        case profile(stage: String, screen: String, count: Int)
        /// `--help`.
        case help
    }

    /// What to do.
    var action: Action = .bench
    /// Measured runs per in-process stage.
    var runs = 31
    /// Measured whole-process runs of napkin-bench compare (ImageMagick gets half, pixelmatch 5).
    var peerRuns = 21
    /// The Python interpreter that has pixelmatch and Pillow.
    var python: String?
    /// The pixelmatch peer's script.
    var pixelmatchScript = "scripts/pixelmatch-compare.py"
    /// Why ImageMagick is skipped, when the caller already knows.
    var skipImageMagick: String?
    /// Why pixelmatch is skipped, when the caller already knows.
    var skipPixelmatch: String?
    /// This executable, to run `compare` and `memory` as separate processes.
    var selfPath = "/proc/self/exe"
    /// The napkin-compare executable timed against the peers; by default the one built next
    /// to this executable.
    var compareBinary: String?

    /// The command line's table: the flags of the benchmark table; the other actions are
    /// subcommands given as positionals.
    static let table = OptionTable(
        program: "napkin-bench",
        positionals: "[compare a.png b.png diff.png | memory [RENDERS] | fixtures DIR | text [CHARACTERS...] | profile render|encode|decode|diff loggedOut|loggedIn|FILE.png COUNT]",
        summary: """
            Times RibHouse's render → PNG → compare → verifySnapshot pipeline, its memory, text
            layout and whole-process image comparison against ImageMagick and pixelmatch.
            """,
        options: [
            .value("--runs", "N", help: "measured runs per in-process stage (default: 31, at least 3)"),
            .value("--peer-runs", "N", help: "measured whole-process compares (default: 21, at least 3)"),
            .value("--python", "PATH", help: "the Python interpreter that has pixelmatch and Pillow"),
            .value("--pixelmatch-script", "PATH", help: "the pixelmatch peer's script"),
            .value("--compare-binary", "PATH", help: "the napkin-compare to time (default: the one next to napkin-bench)"),
            .value("--skip-imagemagick", "REASON", help: "skip the ImageMagick peer, saying why"),
            .value("--skip-pixelmatch", "REASON", help: "skip the pixelmatch peer, saying why"),
            .flag("--help", aliases: ["-h"], help: "show this text"),
        ]
    )

    /// The text of `--help`.
    static var usage: String { table.usage }

    /// Reads the arguments (without the program name).
    static func parse(_ arguments: [String]) throws(BenchError) -> Options {
        var options = Options()
        if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            options.selfPath = resolved
        }
        let parsed: ParsedArguments
        do {
            parsed = try table.parse(arguments)
        } catch {
            throw .usage(error.description)
        }
        if parsed.has("--help") {
            options.action = .help
            return options
        }
        let words = parsed.positionals
        switch words.first {
        case "compare":
            guard words.count == 4 else { throw .usage("compare takes three files: a.png b.png diff.png") }
            options.action = .compare(reference: words[1], new: words[2], difference: words[3])
        case "memory":
            let renders = words.count > 1 ? Int(words[1]) : 500
            guard words.count <= 2, let renders, renders >= 50 else { throw .usage("memory takes a number of renders, at least 50") }
            options.action = .memory(renders: renders)
        case "fixtures":
            guard words.count == 2 else { throw .usage("fixtures takes one folder") }
            options.action = .fixtures(folder: words[1])
        case "text":
            let lengths = words.dropFirst().map { Int($0) }
            guard lengths.allSatisfy({ ($0 ?? 0) > 0 }) else { throw .usage("text takes paragraph lengths in characters, each at least 1") }
            options.action = .text(lengths: lengths.isEmpty ? TextLayoutBenchmarks.defaultLengths : lengths.compactMap { $0 })
        case "profile":
            guard words.count == 4, let count = Int(words[3]), count > 0 else {
                throw .usage("profile takes a stage (render, verify, encode, decode, diff), a screen (loggedOut, loggedIn) or PNG file, and a count")
            }
            options.action = .profile(stage: words[1], screen: words[2], count: count)
        case nil:
            break
        case let other?:
            throw .usage("unknown command '\(other)'; valid commands: compare, memory, fixtures, text, profile")
        }
        if let runs = parsed["--runs"] { options.runs = try count(runs, "--runs") }
        if let runs = parsed["--peer-runs"] { options.peerRuns = try count(runs, "--peer-runs") }
        options.python = parsed["--python"] ?? options.python
        options.pixelmatchScript = parsed["--pixelmatch-script"] ?? options.pixelmatchScript
        options.skipImageMagick = parsed["--skip-imagemagick"]
        options.skipPixelmatch = parsed["--skip-pixelmatch"]
        options.compareBinary = parsed["--compare-binary"]
        return options
    }

    private static func count(_ text: String, _ flag: String) throws(BenchError) -> Int {
        guard let value = Int(text), value >= 3 else { throw .usage("\(flag) takes a whole number of at least 3") }
        return value
    }
}
