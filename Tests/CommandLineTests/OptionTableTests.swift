import CommandLineOptions
import Testing

@Suite("The option table every command line shares")
struct OptionTableTests {
    // `Large` is capitalised on purpose: choices are matched and listed by their raw values as written.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    enum Size: String, CaseIterable, Sendable { case small, Large }

    static let size = OptionKey<Size>.choice("--size", "SIZE", noun: "size", help: "small | Large")
    static let name = OptionKey<String>("--name", "NAME", help: "a name,\nover two lines")
    static let verbose = FlagKey("--verbose", aliases: ["-v"], help: "say more")
    static let count = OptionKey<Int>.wholeNumber("--count", "N", atLeast: 2, help: "how many")

    let table = OptionTable(program: "tool", positionals: "FILE…", summary: "Does a thing.", options: [size, name, verbose])

    @Test("Values in both spellings, flags by any alias, positionals kept in order, -- ends options")
    func parsing() throws {
        let parsed = try table.parse(["a", "--size=large", "-v", "--name", "x=y", "b", "--", "--not-an-option"])
        #expect(parsed[Self.size] == .Large)
        #expect(parsed[Self.name] == "x=y")
        #expect(parsed[Self.verbose])
        #expect(parsed.positionals == ["a", "b", "--not-an-option"])
        #expect(parsed.subcommand == nil)
        #expect(try table.parse(["--name="])[Self.name] == "")
    }

    @Test("Values come back typed; an option left out reads as nil, a flag as false, the last occurrence wins")
    func typedValues() throws {
        let table = OptionTable(program: "tool", summary: "Counts.", options: [Self.count, Self.size, Self.verbose])
        let parsed = try table.parse(["--count", "3", "--size", "small", "--count=12"])
        let count: Int? = parsed[Self.count]
        #expect(count == 12)
        #expect(parsed[Self.size] == .small)
        #expect(parsed[Self.verbose] == false)
        #expect(try table.parse([])[Self.count] == nil)
        // A key of another table reads as absent rather than as something of the wrong type.
        #expect(parsed[Self.name] == nil)
    }

    @Test("A choice of values: exact spelling first, then without regard to case")
    func typedChoice() throws {
        let key = OptionKey<Int>.choice("--level", "LEVEL", noun: "level", choices: [("low", 1), ("LOW", 2), ("High", 3)], help: "")
        let table = OptionTable(program: "tool", summary: "Levels.", options: [key])
        #expect(try table.parse(["--level", "LOW"])[key] == 2)
        #expect(try table.parse(["--level", "low"])[key] == 1)
        #expect(try table.parse(["--level", "high"])[key] == 3)
        #expect(throws: CommandLineUsageError("unknown level 'mid'; valid levels: low, LOW, High")) {
            try table.parse(["--level=mid"])
        }
    }

    @Test(
        "Every usage error is one line in one style",
        arguments: [
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

    @Test(
        "A conversion's error is a usage error, raised while parsing",
        arguments: [
            (["--count", "1"], "--count takes a whole number of at least 2"),
            (["--count=two"], "--count takes a whole number of at least 2"),
        ])
    func conversionErrors(arguments: [String], message: String) {
        let table = OptionTable(program: "tool", summary: "Counts.", options: [Self.count])
        #expect(throws: CommandLineUsageError(message)) {
            try table.parse(arguments)
        }
    }

    @Test("A table without positionals refuses them, after checking every option")
    func optionsOnly() {
        let table = OptionTable(program: "tool", summary: "Options only.", options: [Self.verbose])
        #expect(throws: CommandLineUsageError("unexpected argument 'a'; tool takes options only")) {
            try table.parse(["a", "b", "-v"])
        }
        #expect(throws: CommandLineUsageError("unknown option '--what'; valid options: --verbose")) {
            try table.parse(["a", "--what"])
        }
    }

    @Test("A usage error's line says where to look; the command's failures end through one function")
    func usageLine() {
        #expect(
            CommandLineUsageError("unknown size 'huge'; valid sizes: small, Large").line
                == "unknown size 'huge'; valid sizes: small, Large (see --help)")
    }

    @Test("The help text is generated from the table, continuation lines aligned")
    func usage() {
        #expect(
            table.usage == """
                Usage: tool [--size SIZE] [--name NAME] [--verbose] FILE…

                Does a thing.

                  --size SIZE    small | Large
                  --name NAME    a name,
                                 over two lines
                  --verbose      say more
                """)
    }
}
