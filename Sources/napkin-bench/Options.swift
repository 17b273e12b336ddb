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

    static let usage = """
        usage: napkin-bench [--runs N] [--peer-runs N] [--python PATH] [--pixelmatch-script PATH]
                            [--skip-imagemagick REASON] [--skip-pixelmatch REASON]
               napkin-bench compare a.png b.png diff.png
               napkin-bench memory [RENDERS]
               napkin-bench fixtures DIR
               napkin-bench text [CHARACTERS...]
               napkin-bench profile render|encode|decode|diff loggedOut|loggedIn|FILE.png COUNT
        """

    /// Reads the arguments (without the program name).
    static func parse(_ arguments: [String]) throws(BenchError) -> Options {
        var options = Options()
        if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            options.selfPath = resolved
        }
        switch arguments.first {
        case "compare":
            guard arguments.count == 4 else { throw .usage("compare takes three files: a.png b.png diff.png") }
            options.action = .compare(reference: arguments[1], new: arguments[2], difference: arguments[3])
            return options
        case "memory":
            let renders = arguments.count > 1 ? Int(arguments[1]) : 500
            guard let renders, renders >= 50 else { throw .usage("memory takes a number of renders, at least 50") }
            options.action = .memory(renders: renders)
            return options
        case "fixtures":
            guard arguments.count == 2 else { throw .usage("fixtures takes one folder") }
            options.action = .fixtures(folder: arguments[1])
            return options
        case "text":
            let lengths = arguments.dropFirst().map { Int($0) }
            guard lengths.allSatisfy({ ($0 ?? 0) > 0 }) else { throw .usage("text takes paragraph lengths in characters, each at least 1") }
            options.action = .text(lengths: lengths.isEmpty ? TextLayoutBenchmarks.defaultLengths : lengths.compactMap { $0 })
            return options
        case "profile":
            guard arguments.count == 4, let count = Int(arguments[3]), count > 0 else {
                throw .usage("profile takes a stage (render, encode, decode, diff), a screen (loggedOut, loggedIn) or PNG file, and a count")
            }
            options.action = .profile(stage: arguments[1], screen: arguments[2], count: count)
            return options
        case "--help", "-h":
            options.action = .help
            return options
        default:
            break
        }
        var rest = arguments[...]
        while let flag = rest.popFirst() {
            guard let value = rest.popFirst() else { throw .usage("\(flag) needs a value") }
            switch flag {
            case "--runs": options.runs = try count(value, flag)
            case "--peer-runs": options.peerRuns = try count(value, flag)
            case "--python": options.python = value
            case "--pixelmatch-script": options.pixelmatchScript = value
            case "--skip-imagemagick": options.skipImageMagick = value
            case "--skip-pixelmatch": options.skipPixelmatch = value
            default: throw .usage("unknown option \(flag)")
            }
        }
        return options
    }

    private static func count(_ text: String, _ flag: String) throws(BenchError) -> Int {
        guard let value = Int(text), value >= 3 else { throw .usage("\(flag) takes a whole number of at least 3") }
        return value
    }
}
