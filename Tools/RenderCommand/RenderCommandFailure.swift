import CommandLineOptions
import Foundation

/// How a render command ends when something fails: one line on standard error and an exit
/// status (2 for a usage error, 1 for a failure to drive, render or write). Thrown by the
/// commands' code and turned into the exit by `main.swift` alone.
public struct RenderCommandFailure: Error, CustomStringConvertible {
    /// The line printed after the program's name.
    public let description: String
    /// The process's exit status.
    public let status: Int32

    /// A failure with its line and exit status.
    public init(_ description: String, status: Int32) {
        self.description = description
        self.status = status
    }

    /// A usage error (status 2).
    public static func usage(_ error: any Error) -> RenderCommandFailure {
        RenderCommandFailure("\(error)", status: 2)
    }

    /// A failure to drive, render or write (status 1).
    public static func failed(_ error: any Error) -> RenderCommandFailure {
        RenderCommandFailure("\(error)", status: 1)
    }
}

/// Prints `program: line` for `error` on standard error and returns the exit status it
/// calls for (a ``RenderCommandFailure``'s own, 1 for anything else); `main.swift` exits with it.
public func reportFailure(_ error: any Error, program: String) -> Int32 {
    if let failure = error as? RenderCommandFailure {
        printError(program: program, failure.description)
        return failure.status
    }
    printError(program: program, "\(error)")
    return 1
}

/// Runs a command's `body` on the main actor and returns its exit status: 0, or the status a
/// thrown error calls for, after printing it (see ``reportFailure(_:program:)``). `main.swift`
/// exits with it.
public func exitStatus(program: String, of body: @escaping @MainActor () async throws -> Void) async -> Int32 {
    await Task { @MainActor in
        do {
            try await body()
            return 0
        } catch {
            return reportFailure(error, program: program)
        }
    }.value
}
