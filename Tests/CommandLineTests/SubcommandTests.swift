import CommandLineOptions
import Testing

@Suite("Subcommands in the option table")
struct SubcommandTests {
    static let runs = OptionKey<Int>.wholeNumber("--runs", "N", atLeast: 3, help: "how many runs")
    static let quiet = FlagKey("--quiet", help: "say less")
    static let output = OptionKey<String>("--output", "PATH", help: "where the map goes")

    static let compare = Subcommand("compare", positionals: "a.png b.png", summary: "compare two files", options: [output])
    static let clean = Subcommand("clean", summary: "remove what was written")

    let table = OptionTable(program: "tool", summary: "Does things.", options: [runs, quiet, FlagKey.help], subcommands: [compare, clean])

    @Test("The first positional picks the subcommand; the rest are its positionals; its own options come after it")
    func choosing() throws {
        let parsed = try table.parse(["--runs", "5", "compare", "a.png", "--output=d.png", "b.png", "--quiet"])
        #expect(parsed.subcommand == Self.compare)
        #expect(parsed.positionals == ["a.png", "b.png"])
        #expect(parsed[Self.output] == "d.png")
        #expect(parsed[Self.runs] == 5)
        #expect(parsed[Self.quiet])
        let none = try table.parse(["--quiet"])
        #expect(none.subcommand == nil && none.positionals.isEmpty)
    }

    @Test(
        "Usage errors name the valid subcommands and options, in the table's style",
        arguments: [
            (["bake"], "unknown command 'bake'; valid commands: compare, clean"),
            (["--output", "d.png", "compare"], "unknown option '--output'; valid options: --runs, --quiet, --help"),
            (["compare", "--what"], "unknown option '--what'; valid options: --output, --runs, --quiet, --help"),
            (["clean", "everything"], "unexpected argument 'everything'; tool clean takes options only"),
            (["clean", "--runs", "1"], "--runs takes a whole number of at least 3"),
        ])
    func errors(arguments: [String], message: String) {
        #expect(throws: CommandLineUsageError(message)) {
            try table.parse(arguments)
        }
    }

    @Test("The table's --help lists the subcommands in its synopsis and after its options")
    func tableUsage() throws {
        #expect(
            try table.usage(for: table.parse(["--help"])) == """
                Usage: tool [--runs N] [--quiet] [--help] [compare a.png b.png | clean]

                Does things.

                  --runs N    how many runs
                  --quiet     say less
                  --help      show this text

                Commands (tool COMMAND --help says more):
                  compare    compare two files
                  clean      remove what was written
                """)
    }

    @Test("A subcommand's --help shows its synopsis, its own options and then the table's")
    func subcommandUsage() throws {
        let parsed = try table.parse(["compare", "--help"])
        #expect(parsed[FlagKey.help])
        #expect(
            table.usage(for: parsed) == """
                Usage: tool compare [--output PATH] [--runs N] [--quiet] [--help] a.png b.png

                compare two files

                  --output PATH    where the map goes
                  --runs N         how many runs
                  --quiet          say less
                  --help           show this text
                """)
    }
}
