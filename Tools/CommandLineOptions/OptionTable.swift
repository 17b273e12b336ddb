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
    /// - Throws: ``CommandLineUsageError`` naming the unknown option or subcommand, the
    ///   missing value, the invalid value together with what is valid, or the argument a
    ///   command that takes options only was given.
    package func parse(_ arguments: [String]) throws(CommandLineUsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var active = options
        var unexpected: String?
        var rest = arguments[...]
        var optionsEnded = false
        while let argument = rest.popFirst() {
            guard !optionsEnded, argument.hasPrefix("-"), argument != "-" else {
                if !subcommands.isEmpty, parsed.subcommand == nil {
                    let subcommand = try self.subcommand(named: argument)
                    parsed.subcommand = subcommand
                    active = subcommand.options + options
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
                throw CommandLineUsageError("unknown option '\(argument)'; valid options: \(active.map(\.name).joined(separator: ", "))")
            }
            guard let convert = option.convert, let valueName = option.valueName else {
                guard parts.count == 1 else { throw CommandLineUsageError("\(option.name) takes no value") }
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
                throw CommandLineUsageError("\(option.name) needs a value (\(valueName))")
            }
            parsed.values[option.name] = try convert(raw)
        }
        // Checked after every option, so that a misspelt option is reported first, as it
        // always was.
        if let unexpected {
            let command = parsed.subcommand.map { "\(program) \($0.name)" } ?? program
            throw CommandLineUsageError("unexpected argument '\(unexpected)'; \(command) takes options only")
        }
        return parsed
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
