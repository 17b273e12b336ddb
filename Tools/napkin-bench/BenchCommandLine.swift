import CommandLineOptions

// napkin-bench's table: the flags of the benchmark table (valid with every subcommand, as
// `text` uses --runs), and the subcommands that run one part alone.
extension Options {
    /// `--runs N`.
    static let runs = OptionKey<Int>.wholeNumber(
        "--runs", "N", atLeast: 3, help: "measured runs per in-process stage (default: 31, at least 3)")
    /// `--peer-runs N`.
    static let peerRuns = OptionKey<Int>.wholeNumber(
        "--peer-runs", "N", atLeast: 3, help: "measured whole-process compares (default: 21, at least 3)")
    /// `--python PATH`.
    static let python = OptionKey<String>("--python", "PATH", help: "the Python interpreter that has pixelmatch and Pillow")
    /// `--pixelmatch-script PATH`.
    static let pixelmatchScript = OptionKey<String>("--pixelmatch-script", "PATH", help: "the pixelmatch peer's script")
    /// `--compare-binary PATH`.
    static let compareBinary = OptionKey<String>(
        "--compare-binary", "PATH", help: "the napkin-compare to time (default: the one next to napkin-bench)")
    /// `--skip-imagemagick REASON`.
    static let skipImageMagick = OptionKey<String>("--skip-imagemagick", "REASON", help: "skip the ImageMagick peer, saying why")
    /// `--skip-pixelmatch REASON`.
    static let skipPixelmatch = OptionKey<String>("--skip-pixelmatch", "REASON", help: "skip the pixelmatch peer, saying why")

    /// `compare a.png b.png diff.png`.
    static let compare = Subcommand(
        "compare", positionals: "a.png b.png diff.png",
        summary: "compare two PNG files as napkin-compare does: print match or differ, write the difference map"
    )
    /// `memory [RENDERS]`.
    static let memory = Subcommand(
        "memory", positionals: "[RENDERS]",
        summary: "render and encode both screens RENDERS times (default: 500, at least 50); print the memory as JSON"
    )
    /// `fixtures DIR`.
    static let fixtures = Subcommand(
        "fixtures", positionals: "DIR", summary: "write the two PNGs the peers compare (a.png, b.png) into DIR, for profiling"
    )
    /// `text [CHARACTERS...]`.
    static let text = Subcommand(
        "text", positionals: "[CHARACTERS...]",
        summary: "time only the text layout of long paragraphs of these lengths (default: 40000 160000 1000000)"
    )
    /// `layout [CHILDREN...]`.
    static let layout = Subcommand(
        "layout", positionals: "[CHILDREN...]",
        summary: "time only the layout of a VStack, LazyVStack, List and LazyVGrid of these many children (default: 1000 10000 100000)"
    )
    /// `profile STAGE SCREEN|FILE.png COUNT`.
    static let profile = Subcommand(
        "profile", positionals: "render|encode|decode|diff loggedOut|loggedIn|FILE.png COUNT",
        summary: "run one stage COUNT times and little else, for callgrind or perf (see BENCHMARKS.md)"
    )

    /// The command line's table.
    static let table = OptionTable(
        program: "napkin-bench",
        summary: """
            Times RibHouse's render → PNG → compare → verifySnapshot pipeline, its memory, text
            layout and whole-process image comparison against ImageMagick and pixelmatch.
            """,
        options: [runs, peerRuns, python, pixelmatchScript, compareBinary, skipImageMagick, skipPixelmatch, FlagKey.help],
        subcommands: [compare, memory, fixtures, text, layout, profile]
    )
}

/// A stage `napkin-bench profile` repeats.
enum ProfileStage: String, CaseIterable {
    case render, verify, encode, decode, diff

    /// Render and verify need the booted app; the others run on a PNG file's pixels too.
    var needsScreen: Bool { self == .render || self == .verify }
}

/// What `napkin-bench profile` runs a stage on.
enum ProfileSubject {
    /// A booted RibHouse screen, `loggedOut` or `loggedIn`.
    case screen(String)
    /// The pixels of a PNG file (no concurrency task runs, so valgrind can count).
    case file(String)

    /// The screens that can be booted.
    static let screens = ["loggedOut", "loggedIn"]
}
