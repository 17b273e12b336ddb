import CommandLineOptions

/// napkin-review's command line.
enum ReviewCommandLine {
    /// `--artifacts DIR`: the folder the tests wrote.
    static let artifacts = OptionKey<String>(
        "--artifacts", "DIR",
        help: "the artifacts folder to review (default: $SNAPSHOT_ARTIFACTS, else <package>/.build/snapshot-artifacts)")
    /// `--package-path DIR`: the package accepted into.
    static let packagePath = OptionKey<String>(
        "--package-path", "DIR",
        help: "the package whose references Accept writes (default: the folder with Package.swift at or above the current one)")
    /// `--port N`: where to listen.
    static let port = OptionKey<Int>("--port", "N", help: "the port on 127.0.0.1 (default: any free one)") {
        text throws(CommandLineUsageError) in
        guard let value = Int(text), (0...65535).contains(value) else {
            throw CommandLineUsageError("--port takes a number from 0 to 65535, not '\(text)'")
        }
        return value
    }
    /// `merge --out DIR`.
    static let out = OptionKey<String>(
        "--out", "DIR", help: "the folder for the merged report (created; must be empty or an earlier merge)")

    /// `merge DIR…`: several folders into one report.
    static let merge = Subcommand(
        "merge", positionals: "DIR…",
        summary: "merge the artifacts folders of several machines (CI shards) into one report, which napkin-review can then serve",
        options: [out]
    )

    /// The command line's table.
    static let table = OptionTable(
        program: "napkin-review",
        summary: """
            Serves the last test run's snapshot failures on 127.0.0.1 for review: side by side,
            swipe, onion skin, difference and zoom; Accept writes the new snapshot as the
            reference (the bytes a `record: .all` run would write), Reject keeps it. Prints the
            address (with its secret token) on the first line; Ctrl-C stops.
            """,
        options: [artifacts, packagePath, port, FlagKey.help],
        subcommands: [merge]
    )
}
