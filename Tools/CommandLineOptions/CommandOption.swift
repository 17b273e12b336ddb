/// One row of an ``OptionTable``: a flag, or an option that takes a value, with what turns
/// the value into something typed. Rows are made by the typed keys (``FlagKey``,
/// ``OptionKey``), which are also how a command reads them back.
package struct CommandOption: Sendable {
    /// The main spelling, `--state`.
    package let name: String
    /// Other spellings, such as `-h` for `--help`.
    package let aliases: [String]
    /// The value's placeholder in the help text (`STATE`), or `nil` for a flag.
    package let valueName: String?
    /// What the option means, for `--help` (may hold line breaks).
    package let help: String
    /// Checks and converts a value as given; `nil` for a flag. Runs while parsing, so a bad
    /// value is a usage error in the order the arguments were given.
    let convert: (@Sendable (String) throws(CommandLineUsageError) -> any Sendable)?

    /// A flag that takes no value.
    init(flag name: String, aliases: [String], help: String) {
        self.name = name
        self.aliases = aliases
        self.valueName = nil
        self.help = help
        self.convert = nil
    }

    /// An option whose value `convert` checks and turns into its type.
    init(
        value name: String, _ valueName: String, help: String,
        convert: @escaping @Sendable (String) throws(CommandLineUsageError) -> any Sendable
    ) {
        self.name = name
        self.aliases = []
        self.valueName = valueName
        self.help = help
        self.convert = convert
    }

    /// Every spelling that selects this option.
    var spellings: [String] { [name] + aliases }

    /// The left column of the help text: `--state STATE`.
    var label: String { name + (valueName.map { " \($0)" } ?? "") }

    /// The synopsis entry: `[--state STATE]`.
    var synopsis: String { "[\(label)]" }
}
