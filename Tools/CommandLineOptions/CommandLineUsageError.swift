/// Why a command line could not be understood: one line, printed after the program's name
/// and followed by ` (see --help)`, and exit status 2 (see `exitStatus(program:of:)`).
package struct CommandLineUsageError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The line, e.g. `unknown device 'pixel'; valid devices: iPhone13Pro, iPhoneSE`.
    package let description: String

    /// An error with `description` as its line.
    package init(_ description: String) {
        self.description = description
    }

    /// What standard error shows after the program's name: the line and where to look.
    package var line: String { "\(description) (see --help)" }
}
