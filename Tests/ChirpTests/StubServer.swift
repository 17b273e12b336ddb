import Foundation
import NapkinSupport
import PackageTestSupport

/// The Python stub API (`Support/chirp_stub_server.py`), a ``PythonServer``.
enum StubServer {
    /// Starts the stub and returns once it listens.
    static func start() async throws -> PythonServer {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Support/chirp_stub_server.py")
        return try await PythonServer.start(script: script)
    }
}
