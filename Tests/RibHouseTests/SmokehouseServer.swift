import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The smokehouse server (`scripts/smokehouse.py`) in a child process on 127.0.0.1, for
/// end-to-end tests: started with `/usr/bin/env python3`, its OS-chosen port read from the
/// first line of its standard output, stopped with ``stop()``.
///
/// It runs with `--exit-on-stdin-eof`, so it also stops when the test process dies.
final class SmokehouseServer: @unchecked Sendable {
    /// The user the server signs in unless told otherwise.
    static let name = "Pitmaster Pearl"
    /// That user's foods.
    static let foods = ["Beef Cheeks", "Hot Links", "Smoked Turkey", "Banana Pudding"]

    /// Why the server did not start.
    struct StartError: Error, CustomStringConvertible {
        /// What happened, with the server's standard error.
        let description: String
    }

    /// The server's requests so far, from `GET /stats`.
    struct Stats: Decodable, Equatable {
        /// `/login` requests received.
        var login: Int
        /// `/logout` requests received.
        var logout: Int
        /// Requests whose client hung up while the server delayed its answer.
        var aborted: Int
    }

    /// `http://127.0.0.1:<port>`.
    let baseURL: URL
    /// The port the server listens on.
    var port: Int { baseURL.port ?? 0 }
    private let process: Process
    private let stdin: Pipe
    private let stdout: Pipe
    private let stopped = Guarded(false)

    private init(baseURL: URL, process: Process, stdin: Pipe, stdout: Pipe) {
        self.baseURL = baseURL
        self.process = process
        self.stdin = stdin
        self.stdout = stdout
    }

    deinit {
        stop()
    }

    /// The script, found from this file's path (the package root is two folders up).
    static var scriptURL: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("scripts/smokehouse.py")
    }

    /// Starts a server with `arguments` (e.g. `["--status", "500"]`) and returns once it
    /// listens.
    static func start(_ arguments: [String] = []) async throws -> SmokehouseServer {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", scriptURL.path, "--exit-on-stdin-eof"] + arguments
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        let output = await firstLine(of: stdout.fileHandleForReading)
        let line = String(decoding: output, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? ""
        guard let port = Int(line.trimmingCharacters(in: .whitespaces)) else {
            try? stdin.fileHandleForWriting.close()
            _ = stdout.fileHandleForReading.readDataToEndOfFile()
            let errors = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            throw StartError(description: "the smokehouse server did not print its port (got '\(line)'); stderr: \(errors)")
        }
        return SmokehouseServer(baseURL: URL(string: "http://127.0.0.1:\(port)")!, process: process, stdin: stdin, stdout: stdout)
    }

    /// The first line `handle` gives (the port), read on a thread of its own: reading blocks
    /// until the server listens or exits, and tests run in parallel on a pool of as many
    /// threads as cores, which blocking reads would starve.
    private static func firstLine(of handle: FileHandle) async -> Data {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                var output = Data()
                while !output.contains(UInt8(ascii: "\n")) {
                    let chunk = handle.availableData
                    if chunk.isEmpty { break }
                    output.append(chunk)
                }
                continuation.resume(returning: output)
            }
        }
    }

    /// Stops the server. Safe to call twice.
    ///
    /// It closes the server's standard input (the server then shuts down and exits) and
    /// returns at once; a thread of its own reads the server's output to the end, which comes
    /// when the process is gone: no signals, no polling (`Process.waitUntilExit()` spins a run
    /// loop on Linux). Not waiting here matters: tests stop servers from `defer` on a pool of
    /// as many threads as cores, and a wait per server stalled every other test for seconds.
    func stop() {
        let alreadyStopped = stopped.withLock { stopped in
            defer { stopped = true }
            return stopped
        }
        guard !alreadyStopped else { return }
        try? stdin.fileHandleForWriting.close()
        let (process, output) = (process, stdout.fileHandleForReading)
        DispatchQueue.global().async {
            _ = output.readDataToEndOfFile()
            withExtendedLifetime(process) {}
        }
    }

    /// Changes how the server answers, e.g. `["status": 500]`, `["delay": 30]`, `["reset": true]`.
    func control(_ change: [String: any Sendable]) async throws {
        var request = URLRequest(url: baseURL.appendingPathComponent("control"))
        request.httpMethod = "POST"
        request.httpBody = try JSONSerialization.data(withJSONObject: change)
        _ = try await URLSession.shared.data(for: request)
    }

    /// The server's request counts.
    func stats() async throws -> Stats {
        let (data, _) = try await URLSession.shared.data(from: baseURL.appendingPathComponent("stats"))
        return try JSONDecoder().decode(Stats.self, from: data)
    }
}
