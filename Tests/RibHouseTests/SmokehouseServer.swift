import Foundation
import NapkinSupport
import PackageTestSupport

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The smokehouse server (`scripts/smokehouse.py`) for end-to-end tests: a ``PythonServer``
/// with the smokehouse's own controls and counters.
final class SmokehouseServer: Sendable {
    /// The user the server signs in unless told otherwise.
    static let name = "Pitmaster Pearl"
    /// That user's foods.
    static let foods = ["Beef Cheeks", "Hot Links", "Smoked Turkey", "Banana Pudding"]

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
    var baseURL: URL { server.baseURL }
    /// The port the server listens on.
    var port: Int { server.port }
    private let server: PythonServer

    private init(server: PythonServer) {
        self.server = server
    }

    /// The script, found from this file's path (the package root is two folders up).
    static var scriptURL: URL {
        packageRoot()
            .appendingPathComponent("scripts/smokehouse.py")
    }

    /// Starts a server with `arguments` (e.g. `["--status", "500"]`) and returns once it
    /// listens.
    static func start(_ arguments: [String] = []) async throws -> SmokehouseServer {
        SmokehouseServer(server: try await PythonServer.start(script: scriptURL, arguments: arguments))
    }

    /// Stops the server (see ``PythonServer/stop()``). Safe to call twice.
    func stop() {
        server.stop()
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
