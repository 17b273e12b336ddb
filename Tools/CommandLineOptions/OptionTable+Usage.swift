extension OptionTable {
    /// The `--help` text: synopsis, summary, one line per option and, when the table has
    /// subcommands, one line per subcommand.
    package var usage: String {
        var lines = Self.synopsisAndRows(command: program, positionals: positionals, summary: summary, rows: options)
        if !subcommands.isEmpty {
            lines += ["", "Commands (\(program) COMMAND --help says more):"]
            let column = (subcommands.map(\.name.count).max() ?? 0) + 4
            for subcommand in subcommands {
                lines.append("  " + subcommand.name + String(repeating: " ", count: column - subcommand.name.count) + subcommand.summary)
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The `--help` text of `subcommand`: its synopsis, its summary, then its own options
    /// followed by the table's, which are valid there too.
    package func usage(of subcommand: Subcommand) -> String {
        Self.synopsisAndRows(
            command: "\(program) \(subcommand.name)", positionals: subcommand.positionals, summary: subcommand.summary,
            rows: subcommand.options + options
        ).joined(separator: "\n")
    }

    /// The `--help` text of what `parsed` chose: the subcommand's, or the table's.
    package func usage(for parsed: ParsedArguments) -> String {
        parsed.subcommand.map(usage(of:)) ?? usage
    }

    /// `Usage: command [--a A] … positionals`, the summary, then one aligned line per row
    /// (help that runs over several lines continues under the first).
    private static func synopsisAndRows(command: String, positionals: String, summary: String, rows: [CommandOption]) -> [String] {
        let synopsis = ([command] + rows.map(\.synopsis) + (positionals.isEmpty ? [] : [positionals])).joined(separator: " ")
        var lines = ["Usage: \(synopsis)", "", summary, ""]
        let column = (rows.map(\.label.count).max() ?? 0) + 4
        for row in rows {
            let padding = String(repeating: " ", count: max(2, column - row.label.count))
            let help = row.help.split(separator: "\n", omittingEmptySubsequences: false)
            lines.append("  \(row.label)\(padding)\(help.first ?? "")")
            for more in help.dropFirst() {
                lines.append("  " + String(repeating: " ", count: column) + more)
            }
        }
        return lines
    }
}
