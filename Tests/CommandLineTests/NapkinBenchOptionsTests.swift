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

    @Test("Subcommands take their positionals")
    func subcommands() throws {
        guard case .compare(let a, let b, let c) = try Options.parse(["compare", "a.png", "b.png", "d.png"]).action else {
            Issue.record("compare not parsed")
            return
        }
        #expect([a, b, c] == ["a.png", "b.png", "d.png"])
        guard case .text(let lengths) = try Options.parse(["text", "40000", "1000000"]).action else {
            Issue.record("text not parsed")
            return
        }
        #expect(lengths == [40_000, 1_000_000])
    }

    @Test("Usage errors are one line in the shared style", arguments: [
        (["--colour"], "unknown option '--colour'; valid options: --runs, --peer-runs, --python, --pixelmatch-script, --compare-binary, --skip-imagemagick, --skip-pixelmatch, --help"),
        (["--runs", "2"], "--runs takes a whole number of at least 3"),
        (["--runs"], "--runs needs a value (N)"),
        (["bake"], "unknown command 'bake'; valid commands: compare, memory, fixtures, text, profile"),
        (["compare", "a.png"], "compare takes three files: a.png b.png diff.png"),
    ])
    func usageErrors(arguments: [String], message: String) {
        #expect {
            try Options.parse(arguments)
        } throws: { error in
            (error as? BenchError)?.description == message
        }
    }
}
