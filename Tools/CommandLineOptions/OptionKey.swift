/// Something that declares a row of an ``OptionTable``: a ``FlagKey`` or an ``OptionKey``.
/// A table lists its keys, and the same keys read the parsed values back, typed.
package protocol OptionDeclaration: Sendable {
    /// The row this key declares.
    var row: CommandOption { get }
}

/// A flag (an option without a value), declared in a table and read back as a `Bool`:
/// `parsed[RenderOptions.tree]`.
package struct FlagKey: OptionDeclaration {
    /// The row: name, aliases and help.
    package let row: CommandOption

    /// The flag `name` (also spelled as any of `aliases`), described by `help`.
    package init(_ name: String, aliases: [String] = [], help: String) {
        row = CommandOption(flag: name, aliases: aliases, help: help)
    }

    /// `--help` (or `-h`): every command's request for its usage text.
    package static let help = FlagKey("--help", aliases: ["-h"], help: "show this text")
}

/// An option that takes a value, declared in a table with the conversion to `Value` and read
/// back typed: `parsed[MatrixOptions.device]` is a `Device?`. The conversion runs while parsing,
/// so what the command reads has been checked.
package struct OptionKey<Value: Sendable>: OptionDeclaration {
    /// The row: name, placeholder, help and conversion.
    package let row: CommandOption

    /// The option `name` with a value shown as `valueName`, turned into a `Value` by
    /// `convert`, which throws a ``CommandLineUsageError`` saying what is valid.
    package init(
        _ name: String, _ valueName: String, help: String, convert: @escaping @Sendable (String) throws(CommandLineUsageError) -> Value
    ) {
        row = CommandOption(value: name, valueName, help: help) { raw throws(CommandLineUsageError) in try convert(raw) }
    }

    /// An option whose value is one of `choices`' names, matched exactly, else without regard
    /// to case; `noun` names one in the error (`device` gives "unknown device 'x'; valid
    /// devices: …").
    package static func choice(_ name: String, _ valueName: String, noun: String, choices: [(name: String, value: Value)], help: String)
        -> OptionKey
    {
        let names = choices.map(\.name)
        return OptionKey(name, valueName, help: help) { raw throws(CommandLineUsageError) in
            guard let index = names.firstIndex(of: raw) ?? names.firstIndex(where: { $0.lowercased() == raw.lowercased() }) else {
                throw CommandLineUsageError("unknown \(noun) '\(raw)'; valid \(noun)s: \(names.joined(separator: ", "))")
            }
            return choices[index].value
        }
    }
}

extension OptionKey where Value: CaseIterable & RawRepresentable<String> {
    /// An option whose value is one of `Value`'s cases, by raw value, in the order of `allCases`.
    package static func choice(_ name: String, _ valueName: String, noun: String, help: String) -> OptionKey {
        choice(name, valueName, noun: noun, choices: Value.allCases.map { ($0.rawValue, $0) }, help: help)
    }
}

extension OptionKey where Value == String {
    /// An option with a free text value (a path, a URL, a reason).
    package init(_ name: String, _ valueName: String, help: String) {
        self.init(name, valueName, help: help) { $0 }
    }

    /// An option whose value is one of `choices`, read back as the table spells it.
    package static func choice(_ name: String, _ valueName: String, noun: String, choices: [String], help: String) -> OptionKey {
        choice(name, valueName, noun: noun, choices: choices.map { ($0, $0) }, help: help)
    }
}

extension OptionKey where Value == Int {
    /// An option whose value is a whole number of at least `minimum`; anything else is
    /// "`name` takes a whole number of at least `minimum`".
    package static func wholeNumber(_ name: String, _ valueName: String, atLeast minimum: Int, help: String) -> OptionKey {
        OptionKey(name, valueName, help: help) { raw throws(CommandLineUsageError) in
            guard let value = Int(raw), value >= minimum else {
                throw CommandLineUsageError("\(name) takes a whole number of at least \(minimum)")
            }
            return value
        }
    }
}
