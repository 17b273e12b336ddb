/// What a command line said, once parsed against an ``OptionTable``; read back with the keys
/// that declared the table, so each value comes back in its own type.
package struct ParsedArguments: Sendable {
    /// The flags given (by their main name, `--tree`).
    var flags: Set<String> = []
    /// The options given with a value, by main name, already converted by their key. The
    /// last occurrence wins.
    var values: [String: any Sendable] = [:]
    /// The positional arguments, in order (after the subcommand's word, when there is one).
    package internal(set) var positionals: [String] = []
    /// The subcommand the first positional argument chose, or `nil`.
    package internal(set) var subcommand: Subcommand?

    /// An empty parse, filled in by ``OptionTable/parse(_:)``.
    init() {}

    /// True when `flag` was given.
    package subscript(flag: FlagKey) -> Bool {
        flags.contains(flag.row.name)
    }

    /// The value given for `key`, converted by it, or `nil` when it was not given (or when
    /// `key` is not a row of the table that parsed these arguments).
    package subscript<Value>(key: OptionKey<Value>) -> Value? {
        values[key.row.name] as? Value
    }
}
