import Foundation
import NapkinTesting
import Testing

@testable import RibHouse

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What a hostile smokehouse cannot do to ``URLSessionAuthService``: fill memory with a huge
/// or inflating answer, or hold a request forever by trickling it. Each test runs against
/// `scripts/smokehouse.py` on 127.0.0.1 with a small limit, so it is quick.
@MainActor
@Suite("URLSessionAuthService limits")
struct URLSessionAuthServiceLimitsTests {
    /// The limit these tests give the service: 64 KiB.
    nonisolated static let limit = 64 * 1024
    /// Far more than the limit: a client that read it all would be seen doing so.
    nonisolated static let huge = 64 << 20

    func service(for server: SmokehouseServer, timeout: TimeInterval = 5) -> URLSessionAuthService {
        URLSessionAuthService(baseURL: server.baseURL, timeout: timeout, maximumResponseBytes: Self.limit)
    }

    func tooLarge(_ server: SmokehouseServer) -> AuthError {
        .responseTooLarge(url: server.baseURL.appendingPathComponent("login"), limit: Self.limit)
    }

    @Test(
        "An answer bigger than the limit throws responseTooLarge at once, keeping no more than the limit",
        arguments: [
            // Content-Length announces it: refused before the body.
            ["--pad", "\(huge)"],
            // No Content-Length: counted as it arrives.
            ["--pad", "\(huge)", "--close-delimited"],
        ]
    )
    func oversizedAnswer(arguments: [String]) async throws {
        let server = try await SmokehouseServer.start(arguments)
        defer { server.stop() }
        let service = service(for: server)
        // The limit's own error, not the request timeout's nor `within`'s (a guard against a
        // hang, generous so that a loaded machine cannot trip it), proves the answer was cut
        // off at the limit rather than waited for.
        await #expect(throws: tooLarge(server)) {
            try await within(.seconds(120)) { try await service.login() }
        }
        #expect(service.currentUser == nil)
        // Not asserted: that the server saw a hang-up. This Foundation applies the cancellation
        // only once URLSession's work queue is free, and while the server sends as fast as the
        // socket allows, libcurl may read the whole answer first (seen under a loaded suite and
        // the thread sanitizer). Memory stays bounded either way: every byte past the limit is
        // dropped on arrival, which the error above proves was reached.
    }

    @Test("A gzip bomb (16 KiB on the wire, 16 MiB inflated) is cut off at the limit of inflated bytes")
    func gzipBomb() async throws {
        let server = try await SmokehouseServer.start(["--pad", "\(16 << 20)", "--gzip"])
        defer { server.stop() }
        let service = service(for: server)
        await #expect(throws: tooLarge(server)) {
            try await within(.seconds(120)) { try await service.login() }
        }
        #expect(service.currentUser == nil)
    }

    @Test(
        "An answer within the limit signs in, plain or gzipped",
        arguments: [
            ["--pad", "\(limit - 256)"], ["--pad", "\(limit - 256)", "--gzip"], ["--pad", "\(limit - 256)", "--close-delimited"],
        ]
    )
    func answerWithinTheLimit(arguments: [String]) async throws {
        let server = try await SmokehouseServer.start(arguments)
        defer { server.stop() }
        let user = try await service(for: server).login()
        #expect(user.name == SmokehouseServer.name)
        #expect(user.barbecueFoods == SmokehouseServer.foods)
    }

    @Test("An oversized answer from a URLProtocol (no Content-Length, delivered at once) is refused too")
    func oversizedStubAnswer() async throws {
        let baseURL = StubURLProtocol.stub(.respond(status: 200, body: Data(repeating: 0x20, count: Self.limit + 1)))
        let service = URLSessionAuthService(
            baseURL: baseURL, maximumResponseBytes: Self.limit, configuration: StubURLProtocol.configuration)
        await #expect(throws: AuthError.responseTooLarge(url: baseURL.appendingPathComponent("login"), limit: Self.limit)) {
            try await service.login()
        }
    }

    @Test("A Content-Length over the limit is refused before the body; an encoded body's length is not its size")
    func announcedLength() async throws {
        let user = URLSessionAuthServiceTests.userJSON
        let announced = ["Content-Length": "\(Self.limit + 1)"]
        let refused = StubURLProtocol.stub(.respond(status: 200, body: user, headers: announced))
        let service = URLSessionAuthService(
            baseURL: refused, maximumResponseBytes: Self.limit, configuration: StubURLProtocol.configuration)
        await #expect(throws: AuthError.responseTooLarge(url: refused.appendingPathComponent("login"), limit: Self.limit)) {
            try await service.login()
        }
        // Compressed, the announced length is of the bytes on the wire; only what they inflate
        // to counts (a URLProtocol's body arrives as it is, here a small user).
        let encoded = StubURLProtocol.stub(
            .respond(status: 200, body: user, headers: announced.merging(["Content-Encoding": "gzip"]) { $1 }))
        let accepted = URLSessionAuthService(
            baseURL: encoded, maximumResponseBytes: Self.limit, configuration: StubURLProtocol.configuration)
        #expect(try await accepted.login().name == "Pitmaster Pearl")
    }

    @Test("A server trickling its answer (a byte every 0.2 s) fails at the request timeout, and is hung up on")
    func tricklingServer() async throws {
        let server = try await SmokehouseServer.start(["--trickle", "0.2"])
        defer { server.stop() }
        let service = service(for: server, timeout: 1)
        // The whole answer would take 50 s and every byte arrives well within an idle timeout,
        // so only a deadline on the whole request can produce this error (`within` is a guard
        // against a hang, generous so that a loaded machine cannot trip it; it throws its own).
        await #expect(
            throws: AuthError.unreachable(
                url: server.baseURL.appendingPathComponent("login"),
                reason:
                    "the answer was not complete within 1 s (the request timeout); check that the server is running and not overloaded, then try again"
            )
        ) {
            try await within(.seconds(40)) { try await service.login() }
        }
        try await waitUntil("the server saw the client hang up") { (try? await server.stats().aborted) == 1 }
    }

    @Test("The limits have documented defaults, and AppConfiguration passes its own to the service")
    func configuration() throws {
        #expect(URLSessionAuthService.defaultMaximumResponseBytes == 1_048_576)
        #expect(AppConfiguration.defaultMaximumResponseBytes == 1_048_576)
        #expect(URLSessionAuthService.defaultTimeout == 10)
        let defaults = AppConfiguration(apiURL: URL(string: "http://127.0.0.1:1"))
        #expect(defaults.maximumResponseBytes == 1_048_576)
        #expect(defaults.requestTimeout == 10)
        let configured = AppConfiguration(apiURL: URL(string: "http://127.0.0.1:1"), requestTimeout: 3, maximumResponseBytes: 4096)
        let service = try #require(AppComponent(configuration: configured).authService as? URLSessionAuthService)
        #expect(service.maximumResponseBytes == 4096)
        #expect(service.timeout == 3)
    }
}

/// Runs `body`, and fails with ``ConditionTimeout`` (cancelling it) if it takes longer than
/// `limit`: a test of a missing deadline fails in seconds instead of hanging.
func within<T: Sendable>(
    _ limit: Duration,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: @escaping @Sendable () async throws -> T
) async throws -> T {
    try await withThrowingTaskGroup(of: T?.self) { group in
        group.addTask { try await body() }
        group.addTask {
            try await Task.sleep(for: limit)
            return nil
        }
        defer { group.cancelAll() }
        guard let first = try await group.next(), let value = first else {
            throw ConditionTimeout(
                condition: "the call returned", timeout: limit, location: "\(sourceLocation.fileName):\(sourceLocation.line)")
        }
        return value
    }
}
