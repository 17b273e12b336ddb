import Foundation
import NapkinSupport

/// A stdlib Python server script in a child process on 127.0.0.1: the one way this package's
/// tests start a test server.
///
/// The script must print its OS-chosen port on the first line of standard output, and stop
/// when its standard input closes (`--exit-on-stdin-eof`), so it also stops when the test
/// process dies. Starting and stopping never block a thread of Swift's cooperative pool
/// (tests run in parallel on as many threads as cores): the port is read, and the exiting
/// server drained, on threads of their own (see ``onOwnThread(_:)``).
package final class PythonServer: Sendable {
    /// Why the server did not start.
    package struct StartError: Error, CustomStringConvertible {
        /// What happened, with the server's standard error.
        package let description: String
    }

    /// `http://127.0.0.1:<port>`.
    package let baseURL: URL
    /// The port the server listens on.
    package var port: Int { baseURL.port ?? 0 }
    private let process: Process
    private let input: Pipe
    private let output: Pipe
    private let exits: Locked<[CheckedContinuation<Void, Never>]?>
    private let stopped = Locked(false)

    private init(baseURL: URL, process: Process, input: Pipe, output: Pipe, exits: Locked<[CheckedContinuation<Void, Never>]?>) {
        self.baseURL = baseURL
        self.process = process
        self.input = input
        self.output = output
        self.exits = exits
    }

    deinit {
        stop()
    }

    /// Starts `script` with `arguments` and returns once it listens.
    ///
    /// - Throws: ``StartError`` with the script's standard error when it prints no port.
    package static func start(script: URL, arguments: [String] = []) async throws -> PythonServer {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, "--exit-on-stdin-eof"] + arguments
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        // Waiters for the exit; `nil` once the process has exited.
        let exits = Locked<[CheckedContinuation<Void, Never>]?>([])
        process.terminationHandler = { _ in
            let waiting = exits.withLock { waiting in
                defer { waiting = nil }
                return waiting ?? []
            }
            waiting.forEach { $0.resume() }
        }
        try process.run()
        let line = await firstLine(of: output.fileHandleForReading)
        guard let port = Int(line.trimmingCharacters(in: .whitespaces)), port > 0 else {
            try? input.fileHandleForWriting.close()
            let message = await readToEnd(errors.fileHandleForReading)
            throw StartError(description: "\(script.lastPathComponent) did not print its port (got '\(line)'); stderr: \(message)")
        }
        return PythonServer(baseURL: URL(string: "http://127.0.0.1:\(port)")!, process: process, input: input, output: output, exits: exits)
    }

    /// Stops the server: closes its standard input, on which it exits. Returns at once; a
    /// thread of its own drains the server's output until it is gone. Safe to call twice.
    package func stop() {
        let alreadyStopped = stopped.withLock { stopped in
            defer { stopped = true }
            return stopped
        }
        guard !alreadyStopped else { return }
        try? input.fileHandleForWriting.close()
        let (process, handle) = (process, output.fileHandleForReading)
        Thread.detachNewThread {
            _ = readAll(handle)
            withExtendedLifetime(process) {}
        }
    }

    /// Stops the server and returns once it has exited (its port is closed then).
    package func stopAndWait() async {
        stop()
        await withCheckedContinuation { continuation in
            let exited = exits.withLock { waiting -> Bool in
                guard waiting != nil else { return true }
                waiting?.append(continuation)
                return false
            }
            if exited { continuation.resume() }
        }
    }

    /// The first line `handle` gives, read on a thread of its own.
    private static func firstLine(of handle: FileHandle) async -> String {
        await onOwnThread {
            var data = Data()
            while !data.contains(UInt8(ascii: "\n")) {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                data.append(chunk)
            }
            let text = String(decoding: data, as: UTF8.self)
            return text.split(separator: "\n").first.map(String.init) ?? ""
        }
    }

    /// Everything `handle` gives until its end, read on a thread of its own.
    private static func readToEnd(_ handle: FileHandle) async -> String {
        await onOwnThread { String(decoding: readAll(handle), as: UTF8.self) }
    }
}
