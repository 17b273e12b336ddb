/// One row of an ``OptionTable``: a flag, or an option that takes a value.
package struct CommandOption: Sendable {
    /// The main spelling, `--state`.
    package let name: String
    /// Other spellings, such as `-h` for `--help`.
    package let aliases: [String]
    /// The value's placeholder in the help text (`STATE`), or `nil` for a flag.
    package let valueName: String?
    /// What the option means, for `--help` (may hold line breaks).
    package let help: String
    /// The valid values, when there is a fixed set: a value is matched without regard to
    /// case and returned as spelled here.
    package let choices: [String]?
    /// The noun for `choices` in an error (`device` gives "unknown device 'x'; valid devices: …").
    package let choiceNoun: String

    /// A flag that takes no value.
    package static func flag(_ name: String, aliases: [String] = [], help: String) -> CommandOption {
        CommandOption(name: name, aliases: aliases, valueName: nil, help: help, choices: nil, choiceNoun: "")
    }

    /// An option with a free value (a path, a URL, a number checked by the caller).
    package static func value(_ name: String, _ valueName: String, help: String) -> CommandOption {
        CommandOption(name: name, aliases: [], valueName: valueName, help: help, choices: nil, choiceNoun: "")
    }

    /// An option whose value is one of `choices`; `noun` names one of them in errors.
    package static func choice(_ name: String, _ valueName: String, noun: String, choices: [String], help: String) -> CommandOption {
        CommandOption(name: name, aliases: [], valueName: valueName, help: help, choices: choices, choiceNoun: noun)
    }

    /// Every spelling that selects this option.
    var spellings: [String] { [name] + aliases }

    /// The left column of the help text: `--state STATE`.
    var label: String { name + (valueName.map { " \($0)" } ?? "") }

    /// `raw` as the table spells it, or the error listing what is valid.
    func validate(_ raw: String) throws(CommandLineUsageError) -> String {
        guard let choices else { return raw }
        if let match = choices.first(where: { $0 == raw }) ?? choices.first(where: { $0.lowercased() == raw.lowercased() }) { return match }
        throw CommandLineUsageError("unknown \(choiceNoun) '\(raw)'; valid \(choiceNoun)s: \(choices.joined(separator: ", "))")
    }
}
