/// Prints `program: line` for `error` on standard error and returns the exit status it calls
/// for: 2 for a ``CommandLineUsageError`` (its line ends `(see --help)`), 1 for anything else
/// (a file that cannot be read or written, a render that failed). Every command ends through
/// here, so every command reports a failure in the same words and statuses.
package func reportFailure(_ error: any Error, program: String) -> Int32 {
    if let usage = error as? CommandLineUsageError {
        printError(program: program, usage.line)
        return 2
    }
    printError(program: program, "\(error)")
    return 1
}

/// Runs a command's `body` on the main actor and returns its exit status: 0, or the status a
/// thrown error calls for, after printing it (see ``reportFailure(_:program:)``). `main.swift`
/// exits with it; nothing else in a command exits.
package func exitStatus(program: String, of body: @escaping @MainActor () async throws -> Void) async -> Int32 {
    await Task { @MainActor in
        do {
            try await body()
            return 0
        } catch {
            return reportFailure(error, program: program)
        }
    }.value
}
