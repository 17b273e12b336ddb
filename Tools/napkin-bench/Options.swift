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
        /// `layout [CHILDREN...]`: only the rows of containers of many children, at these counts.
        case layout(counts: [Int])
        /// `profile STAGE SCREEN COUNT`: one stage alone, for callgrind.
        case profile(stage: ProfileStage, subject: ProfileSubject, count: Int)
        /// `--help`, of the whole command or of one subcommand.
        case help(String)
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

    /// Reads the arguments (without the program name).
    ///
    /// - Throws: ``CommandLineUsageError`` in the words of every command of the package.
    static func parse(_ arguments: [String]) throws(CommandLineUsageError) -> Options {
        var options = Options()
        if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            options.selfPath = resolved
        }
        let parsed = try table.parse(arguments)
        if parsed[FlagKey.help] {
            options.action = .help(table.usage(for: parsed))
            return options
        }
        options.action = try action(parsed.subcommand, parsed.positionals)
        options.runs = parsed[runs] ?? options.runs
        options.peerRuns = parsed[peerRuns] ?? options.peerRuns
        options.python = parsed[python]
        options.pixelmatchScript = parsed[pixelmatchScript] ?? options.pixelmatchScript
        options.skipImageMagick = parsed[skipImageMagick]
        options.skipPixelmatch = parsed[skipPixelmatch]
        options.compareBinary = parsed[compareBinary]
        return options
    }

    /// What `subcommand` with `words` (its positional arguments) asks for.
    private static func action(_ subcommand: Subcommand?, _ words: [String]) throws(CommandLineUsageError) -> Action {
        switch subcommand {
        case nil:
            return .bench
        case compare?:
            guard words.count == 3 else { throw CommandLineUsageError("compare takes three files: a.png b.png diff.png") }
            return .compare(reference: words[0], new: words[1], difference: words[2])
        case memory?:
            let renders = words.isEmpty ? 500 : Int(words[0])
            guard words.count <= 1, let renders, renders >= 50 else {
                throw CommandLineUsageError("memory takes a number of renders, at least 50")
            }
            return .memory(renders: renders)
        case fixtures?:
            guard words.count == 1 else { throw CommandLineUsageError("fixtures takes one folder") }
            return .fixtures(folder: words[0])
        case text?:
            let lengths = words.map { Int($0) }
            guard lengths.allSatisfy({ ($0 ?? 0) > 0 }) else {
                throw CommandLineUsageError("text takes paragraph lengths in characters, each at least 1")
            }
            return .text(lengths: lengths.isEmpty ? TextLayoutBenchmarks.defaultLengths : lengths.compactMap { $0 })
        case layout?:
            let counts = words.map { Int($0) }
            guard counts.allSatisfy({ ($0 ?? 0) > 0 }) else { throw CommandLineUsageError("layout takes child counts, each at least 1") }
            return .layout(counts: counts.isEmpty ? LayoutBenchmarks.defaultCounts : counts.compactMap { $0 })
        default:
            return try profileAction(words)
        }
    }

    /// `profile STAGE SCREEN|FILE.png COUNT`, checked before anything boots.
    private static func profileAction(_ words: [String]) throws(CommandLineUsageError) -> Action {
        guard words.count == 3, let count = Int(words[2]), count > 0 else {
            throw CommandLineUsageError(
                "profile takes a stage (render, verify, encode, decode, diff), a screen (loggedOut, loggedIn) or PNG file, and a count")
        }
        guard let stage = ProfileStage(rawValue: words[0]) else {
            throw CommandLineUsageError("profile: the stage is render, verify (a screen), encode, decode or diff, not \(words[0])")
        }
        let subject: ProfileSubject
        if words[1].hasSuffix(".png") {
            guard !stage.needsScreen else { throw CommandLineUsageError("profile \(stage.rawValue) needs a screen, not a file") }
            subject = .file(words[1])
        } else {
            guard ProfileSubject.screens.contains(words[1]) else {
                throw CommandLineUsageError("profile: the screen is loggedOut, loggedIn or a PNG file, not \(words[1])")
            }
            subject = .screen(words[1])
        }
        return .profile(stage: stage, subject: subject, count: count)
    }
}
