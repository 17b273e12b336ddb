import CommandLineOptions
import Testing

@testable import napkin_bench

@Suite("napkin-bench's command line")
struct NapkinBenchOptionsTests {
    @Test("Flags in both spellings, through the shared option table")
    func flags() throws {
        let options = try Options.parse(["--runs=5", "--peer-runs", "7", "--skip-pixelmatch", "no pip"])
        #expect(options.runs == 5 && options.peerRuns == 7)
        #expect(options.skipPixelmatch == "no pip")
        #expect(options.compareBinary == nil)
        #expect(try Options.parse(["--compare-binary", "/opt/lean/napkin-compare"]).compareBinary == "/opt/lean/napkin-compare")
        guard case .bench = options.action else {
            Issue.record("expected the benchmark table, got \(options.action)")
            return
        }
    }

    @Test("Subcommands take their positionals; the table's options stay valid after them")
    func subcommands() throws {
        guard case .compare(let a, let b, let c) = try Options.parse(["compare", "a.png", "b.png", "d.png"]).action else {
            Issue.record("compare not parsed")
            return
        }
        #expect([a, b, c] == ["a.png", "b.png", "d.png"])
        let text = try Options.parse(["text", "40000", "--runs", "4", "1000000"])
        guard case .text(let lengths) = text.action else {
            Issue.record("text not parsed")
            return
        }
        #expect(lengths == [40_000, 1_000_000] && text.runs == 4)
        guard case .layout(let counts) = try Options.parse(["layout", "1000", "5000"]).action,
            case .layout(let defaults) = try Options.parse(["layout"]).action
        else {
            Issue.record("layout not parsed")
            return
        }
        #expect(counts == [1000, 5000] && defaults == [1000, 10_000, 100_000])
        #expect(throws: CommandLineUsageError("layout takes child counts, each at least 1")) { try Options.parse(["layout", "0"]) }
        guard case .memory(let renders) = try Options.parse(["memory"]).action else {
            Issue.record("memory not parsed")
            return
        }
        #expect(renders == 500)
        guard case .profile(.encode, .file("a.png"), 5) = try Options.parse(["profile", "encode", "a.png", "5"]).action else {
            Issue.record("profile not parsed")
            return
        }
    }

    @Test("--help answers even beside an unknown subcommand or a bad value")
    func helpWinsOverMistakes() throws {
        guard case .help(let whole) = try Options.parse(["nope", "--help"]).action,
            case .help(let compare) = try Options.parse(["compare", "--help", "--runs", "zero"]).action
        else {
            Issue.record("--help not parsed")
            return
        }
        #expect(whole.hasPrefix("Usage: napkin-bench [--runs N]"))
        #expect(compare.hasPrefix("Usage: napkin-bench compare "))
    }

    @Test("--help answers for the whole command or for one subcommand")
    func help() throws {
        guard case .help(let whole) = try Options.parse(["-h"]).action,
            case .help(let compare) = try Options.parse(["compare", "--help"]).action
        else {
            Issue.record("--help not parsed")
            return
        }
        #expect(
            whole.hasPrefix(
                "Usage: napkin-bench [--runs N] [--peer-runs N] [--python PATH] [--pixelmatch-script PATH] [--compare-binary PATH] [--skip-imagemagick REASON] [--skip-pixelmatch REASON] [--help] [compare a.png b.png diff.png | memory [RENDERS] | fixtures DIR | text [CHARACTERS...] | layout [CHILDREN...] | profile render|encode|decode|diff loggedOut|loggedIn|FILE.png COUNT]\n"
            ))
        #expect(whole.contains("\nCommands (napkin-bench COMMAND --help says more):\n  compare     compare two PNG files"))
        #expect(
            compare.hasPrefix(
                "Usage: napkin-bench compare [--runs N] [--peer-runs N] [--python PATH] [--pixelmatch-script PATH] [--compare-binary PATH] [--skip-imagemagick REASON] [--skip-pixelmatch REASON] [--help] a.png b.png diff.png\n\ncompare two PNG files"
            ))
    }

    @Test(
        "Usage errors are one line in the shared style",
        arguments: [
            (
                ["--colour"],
                "unknown option '--colour'; valid options: --runs, --peer-runs, --python, --pixelmatch-script, --compare-binary, --skip-imagemagick, --skip-pixelmatch, --help"
            ),
            (["--runs", "2"], "--runs takes a whole number of at least 3"),
            (["--runs"], "--runs needs a value (N)"),
            (["bake"], "unknown command 'bake'; valid commands: compare, memory, fixtures, text, layout, profile"),
            (["compare", "a.png"], "compare takes three files: a.png b.png diff.png"),
            (["memory", "49"], "memory takes a number of renders, at least 50"),
            (["fixtures"], "fixtures takes one folder"),
            (["text", "0"], "text takes paragraph lengths in characters, each at least 1"),
            (
                ["profile", "encode", "a.png"],
                "profile takes a stage (render, verify, encode, decode, diff), a screen (loggedOut, loggedIn) or PNG file, and a count"
            ),
            (["profile", "bake", "a.png", "3"], "profile: the stage is render, verify (a screen), encode, decode or diff, not bake"),
            (["profile", "render", "loggedAway", "3"], "profile: the screen is loggedOut, loggedIn or a PNG file, not loggedAway"),
            (["profile", "render", "a.png", "3"], "profile render needs a screen, not a file"),
        ])
    func usageErrors(arguments: [String], message: String) {
        #expect(throws: CommandLineUsageError(message)) {
            try Options.parse(arguments)
        }
    }
}
