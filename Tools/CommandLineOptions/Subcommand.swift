/// A command word of an ``OptionTable`` (`napkin-bench compare a.png b.png diff.png`): the
/// first positional argument picks it; it may bring options of its own, valid after it, and
/// has its own `--help`. The table's options stay valid on either side of it.
package struct Subcommand: Sendable, Equatable {
    /// The word that selects it, `compare`.
    package let name: String
    /// What its positional arguments are, for the synopsis (`a.png b.png diff.png`), or empty
    /// when it takes none.
    package let positionals: String
    /// One line that says what it does, for the table's `--help` and its own.
    package let summary: String
    /// The rows of its own options, in the order its `--help` lists them.
    package let options: [CommandOption]

    /// The subcommand `name`, taking `positionals`, with `options` of its own.
    package init(_ name: String, positionals: String = "", summary: String, options: [any OptionDeclaration] = []) {
        self.name = name
        self.positionals = positionals
        self.summary = summary
        self.options = options.map(\.row)
    }

    /// Subcommands are told apart by their word, as the command line does.
    package static func == (lhs: Subcommand, rhs: Subcommand) -> Bool {
        lhs.name == rhs.name
    }
}
