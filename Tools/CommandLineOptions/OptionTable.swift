/// A command's options as one declarative table: what each flag is called, whether it takes
/// a value, which values are valid and what it means. From the table come parsing (both
/// `--flag value` and `--flag=value`), one wording of every usage error, and the `--help`
/// text, so the commands of this package cannot drift apart.
package struct OptionTable: Sendable {
    /// The command's name, as typed (`ribhouse-render`).
    package let program: String
    /// What the command's positional arguments are, for the synopsis (`a.png b.png`), or empty.
    package let positionals: String
    /// One paragraph that says what the command does.
    package let summary: String
    /// The options, in the order `--help` lists them.
    package let options: [CommandOption]

    /// A table for `program`.
    package init(program: String, positionals: String = "", summary: String, options: [CommandOption]) {
        self.program = program
        self.positionals = positionals
        self.summary = summary
        self.options = options
    }

    /// Parses `arguments` (without the program name). Arguments that do not start with `-`
    /// are positionals, kept in order; `--` ends the options.
    ///
    /// - Throws: ``CommandLineUsageError`` naming the unknown option, the missing value or
    ///   the invalid value together with what is valid.
    package func parse(_ arguments: [String]) throws(CommandLineUsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var rest = arguments[...]
        var optionsEnded = false
        while let argument = rest.popFirst() {
            guard !optionsEnded, argument.hasPrefix("-"), argument != "-" else {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            guard let option = options.first(where: { $0.spellings.contains(parts[0]) }) else {
                throw CommandLineUsageError("unknown option '\(argument)'; valid options: \(options.map(\.name).joined(separator: ", "))")
            }
            guard let valueName = option.valueName else {
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
            parsed.values[option.name] = try option.validate(raw)
        }
        return parsed
    }

    /// The `--help` text: synopsis, summary and one line per option.
    package var usage: String {
        let synopsis = options.map { option in
            "[\(option.name)\(option.valueName.map { " \($0)" } ?? "")]"
        }.joined(separator: " ")
        var lines = ["Usage: \(program) \(synopsis)\(positionals.isEmpty ? "" : " \(positionals)")", "", summary, ""]
        let column = (options.map { $0.label.count }.max() ?? 0) + 4
        for option in options {
            let padding = String(repeating: " ", count: max(2, column - option.label.count))
            let help = option.help.split(separator: "\n", omittingEmptySubsequences: false)
            lines.append("  \(option.label)\(padding)\(help.first ?? "")")
            for more in help.dropFirst() {
                lines.append("  " + String(repeating: " ", count: column) + more)
            }
        }
        return lines.joined(separator: "\n")
    }
}

/// What a command line said, once parsed against an ``OptionTable``.
package struct ParsedArguments: Equatable, Sendable {
    /// The flags given (by their main name, `--tree`).
    package var flags: Set<String> = []
    /// The options given with a value, by main name; a value already validated and spelled
    /// as the table spells it. The last occurrence wins.
    package var values: [String: String] = [:]
    /// The positional arguments, in order.
    package var positionals: [String] = []

    /// An empty parse.
    package init() {}

    /// The value of `option`, or `nil` when it was not given.
    package subscript(option: String) -> String? { values[option] }

    /// True when the flag `name` was given.
    package func has(_ name: String) -> Bool { flags.contains(name) }
}

/// Why a command line could not be understood: one line, printed after the program's name,
/// and exit status 2.
package struct CommandLineUsageError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The line, e.g. `unknown device 'pixel'; valid devices: iPhone13Pro, iPhoneSE`.
    package let description: String

    /// An error with `description` as its line.
    package init(_ description: String) {
        self.description = description
    }
}
