/// Prints `program: line` for `error` on standard error and returns the exit status it calls
/// for: 2 for a ``CommandLineUsageError`` (its line ends `(see --help)`), `troubleStatus` for
/// anything else (a file that cannot be read or written, a render that failed): 1, or 2 for a
/// command whose status 1 means an answer, as `cmp`'s and `napkin-compare`'s "they differ".
/// Every command ends through here, so every command reports a failure in the same words.
package func reportFailure(_ error: any Error, program: String, troubleStatus: Int32 = 1) -> Int32 {
    if let usage = error as? CommandLineUsageError {
        printError(program: program, usage.line)
        return 2
    }
    printError(program: program, "\(error)")
    return troubleStatus
}

/// Runs a command's `body` on the main actor and returns its exit status: 0, or the status a
/// thrown error calls for, after printing it (see ``reportFailure(_:program:troubleStatus:)``). `main.swift`
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
