import Foundation

/// Why the stub server could not start.
struct StubServerError: Error, CustomStringConvertible {
    let description: String
}

/// The Python stub API (`Support/chirp_stub_server.py`) on a loopback port the OS chose,
/// started with `Process` and stopped with ``stop()``.
final class StubServer: @unchecked Sendable {
    let process = Process()
    let baseURL: URL
    private let exits: AsyncStream<Void>

    /// Starts the server and waits for it to print its port.
    init() throws {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Support/chirp_stub_server.py")
        guard let python = ["/usr/bin/python3", "/usr/local/bin/python3"].first(where: FileManager.default.isExecutableFile(atPath:)) else {
            throw StubServerError(description: "python3 is not installed; apt-get install python3 to run the end-to-end tests")
        }
        let (exits, exited) = AsyncStream<Void>.makeStream()
        self.exits = exits
        process.terminationHandler = { _ in exited.yield(); exited.finish() }
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-u", script.path]
        process.standardOutput = output
        try process.run()
        // The first line is the port; reading blocks only until the server has bound.
        var line = Data()
        while let byte = try output.fileHandleForReading.read(upToCount: 1), !byte.isEmpty, byte != Data("\n".utf8) {
            line.append(byte)
        }
        guard let port = Int(String(decoding: line, as: UTF8.self)), port > 0 else {
            process.terminate()
            throw StubServerError(description: "the stub server did not print a port (got \"\(String(decoding: line, as: UTF8.self))\")")
        }
        baseURL = URL(string: "http://127.0.0.1:\(port)/")!
    }

    /// Stops the server with SIGKILL (children of `Process` may start with SIGTERM blocked).
    /// `Process.waitUntilExit()` is not used: it spins the calling thread's run loop, which
    /// never runs on the main actor's thread.
    func stop() {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }

    /// Stops the server and waits until it has exited (its port is closed then).
    func stopAndWait() async {
        stop()
        for await _ in exits {}
    }
}
