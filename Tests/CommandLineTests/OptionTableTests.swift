import CommandLineOptions
import Testing

@Suite("The option table every command line shares")
struct OptionTableTests {
    let table = OptionTable(
        program: "tool",
        positionals: "FILE…",
        summary: "Does a thing.",
        options: [
            .choice("--size", "SIZE", noun: "size", choices: ["small", "Large"], help: "small | Large"),
            .value("--name", "NAME", help: "a name,\nover two lines"),
            .flag("--verbose", aliases: ["-v"], help: "say more"),
        ]
    )

    @Test("Values in both spellings, flags by any alias, positionals kept in order, -- ends options")
    func parsing() throws {
        let parsed = try table.parse(["a", "--size=large", "-v", "--name", "x=y", "b", "--", "--not-an-option"])
        #expect(parsed["--size"] == "Large")
        #expect(parsed["--name"] == "x=y")
        #expect(parsed.has("--verbose"))
        #expect(parsed.positionals == ["a", "b", "--not-an-option"])
        #expect(try table.parse(["--name="])["--name"] == "")
    }

    @Test("Every usage error is one line in one style", arguments: [
        (["--what"], "unknown option '--what'; valid options: --size, --name, --verbose"),
        (["--size", "huge"], "unknown size 'huge'; valid sizes: small, Large"),
        (["--name"], "--name needs a value (NAME)"),
        (["--name", "--verbose"], "--name needs a value (NAME)"),
        (["--verbose=1"], "--verbose takes no value"),
    ])
    func errors(arguments: [String], message: String) {
        #expect(throws: CommandLineUsageError(message)) {
            try table.parse(arguments)
        }
    }

    @Test("The help text is generated from the table, continuation lines aligned")
    func usage() {
        #expect(table.usage == """
            Usage: tool [--size SIZE] [--name NAME] [--verbose] FILE…

            Does a thing.

              --size SIZE    small | Large
              --name NAME    a name,
                             over two lines
              --verbose      say more
            """)
    }
}
