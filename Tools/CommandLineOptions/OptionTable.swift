/// A command's options as one declarative table: what each flag is called, whether it takes
/// a value, what that value becomes, what it means, and which subcommands there are. From the
/// table come parsing (both `--flag value` and `--flag=value`), one wording of every usage
/// error, and the `--help` text, so the commands of this package cannot drift apart. The keys
/// that declare the table (``FlagKey``, ``OptionKey``) read the parsed values back, typed.
package struct OptionTable: Sendable {
    /// The command's name, as typed (`ribhouse-render`).
    package let program: String
    /// What the command's positional arguments are, for the synopsis (`a.png b.png`); empty
    /// when it takes none. A table with subcommands generates it from them.
    package let positionals: String
    /// One paragraph that says what the command does.
    package let summary: String
    /// The rows, in the order `--help` lists them; valid before and after a subcommand.
    package let options: [CommandOption]
    /// The subcommands, in the order `--help` lists them; when there are any, the first
    /// positional argument must name one.
    package let subcommands: [Subcommand]

    /// A table for `program`, its rows declared by `options`.
    package init(
        program: String, positionals: String = "", summary: String, options: [any OptionDeclaration], subcommands: [Subcommand] = []
    ) {
        self.program = program
        self.summary = summary
        self.options = options.map(\.row)
        self.subcommands = subcommands
        self.positionals = subcommands.isEmpty ? positionals : "[" + subcommands.map(\.synopsisEntry).joined(separator: " | ") + "]"
    }

    /// Parses `arguments` (without the program name). Arguments that do not start with `-`
    /// are positionals, kept in order; the first of them names the subcommand when the table
    /// has any; `--` ends the options. Every value is converted by its key as it is read.
    ///
    /// `--help` wins over every usage error: with it anywhere among the options, the mistakes
    /// around it (an invalid value, an unknown option or subcommand) are passed over and the
    /// result asks for help, so `--help --state nope` helps.
    ///
    /// - Throws: ``CommandLineUsageError`` naming the unknown option or subcommand, the
    ///   missing value, the invalid value together with what is valid, or the argument a
    ///   command that takes options only was given; the first of them, unless `--help` came.
    package func parse(_ arguments: [String]) throws(CommandLineUsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var firstError: CommandLineUsageError?
        parseArguments(arguments, into: &parsed) { error in firstError = firstError ?? error }
        if let firstError, !parsed[FlagKey.help] { throw firstError }
        return parsed
    }

    /// Parses `arguments` into `parsed`, handing every usage error to `report` and going on
    /// with the next argument.
    private func parseArguments(_ arguments: [String], into parsed: inout ParsedArguments, report: (CommandLineUsageError) -> Void) {
        var active = options
        var unexpected: String?
        var rest = arguments[...]
        var optionsEnded = false
        var reported = false
        func fail(_ error: CommandLineUsageError) {
            reported = true
            report(error)
        }
        while let argument = rest.popFirst() {
            guard !optionsEnded, argument.hasPrefix("-"), argument != "-" else {
                if !subcommands.isEmpty, parsed.subcommand == nil {
                    do {
                        let subcommand = try self.subcommand(named: argument)
                        parsed.subcommand = subcommand
                        active = subcommand.options + options
                    } catch {
                        fail(error)
                    }
                } else if (parsed.subcommand?.positionals ?? positionals).isEmpty {
                    unexpected = unexpected ?? argument
                } else {
                    parsed.positionals.append(argument)
                }
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            guard let option = active.first(where: { $0.spellings.contains(parts[0]) }) else {
                fail(CommandLineUsageError("unknown option '\(argument)'; valid options: \(active.map(\.name).joined(separator: ", "))"))
                continue
            }
            guard let convert = option.convert, let valueName = option.valueName else {
                guard parts.count == 1 else {
                    fail(CommandLineUsageError("\(option.name) takes no value"))
                    continue
                }
                parsed.flags.insert(option.name)
                continue
            }
            let raw: String
            if parts.count == 2 {
                raw = parts[1]
            } else if let next = rest.first, !next.hasPrefix("--") {
                raw = next
                rest.removeFirst()
            } else {
                fail(CommandLineUsageError("\(option.name) needs a value (\(valueName))"))
                continue
            }
            do {
                parsed.values[option.name] = try convert(raw)
            } catch {
                fail(error)
            }
        }
        // Reported after every option, and only when nothing else was, so that a misspelt
        // option is reported first, as it always was.
        if let unexpected, !reported {
            let command = parsed.subcommand.map { "\(program) \($0.name)" } ?? program
            report(CommandLineUsageError("unexpected argument '\(unexpected)'; \(command) takes options only"))
        }
    }

    /// The subcommand `word` names, or the error listing the valid ones.
    private func subcommand(named word: String) throws(CommandLineUsageError) -> Subcommand {
        guard let subcommand = subcommands.first(where: { $0.name == word }) else {
            throw CommandLineUsageError("unknown command '\(word)'; valid commands: \(subcommands.map(\.name).joined(separator: ", "))")
        }
        return subcommand
    }
}

extension Subcommand {
    /// Its part of the table's synopsis: `compare a.png b.png diff.png`.
    var synopsisEntry: String { positionals.isEmpty ? name : "\(name) \(positionals)" }
}
