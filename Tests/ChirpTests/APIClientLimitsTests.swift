import Foundation
import PackageTestSupport
import Testing

@testable import Chirp

/// What a hostile server cannot do to Chirp's ``APIClient``: fill memory with a huge or
/// inflating answer, or hold a request for ever by trickling it. The server is RibHouse's
/// smokehouse (`scripts/smokehouse.py`), whose `/login` answers a user that can be padded,
/// gzipped and trickled; the client is given a small limit, so each test is quick.
@Suite("APIClient limits")
struct APIClientLimitsTests {
    /// The limit these tests give the client: 64 KiB.
    static let limit = 64 * 1024

    /// What the smokehouse's `/login` answers.
    struct User: Decodable, Equatable {
        let name: String
        let foods: [String]
    }

    static let login = Endpoint<User>(method: "POST", path: "login", body: nil)

    static func smokehouse(_ arguments: [String]) async throws -> PythonServer {
        try await PythonServer.start(script: packageRoot().appendingPathComponent("scripts/smokehouse.py"), arguments: arguments)
    }

    @Test(
        "An answer over the limit fails as too large, announced or not, plain or a gzip bomb",
        arguments: [
            ["--pad", "\(64 << 20)"], ["--pad", "\(64 << 20)", "--close-delimited"], ["--pad", "\(16 << 20)", "--gzip"],
        ])
    func oversized(arguments: [String]) async throws {
        let server = try await Self.smokehouse(arguments)
        defer { server.stop() }
        let client = APIClient(baseURL: server.baseURL, timeout: 60, maximumResponseBytes: Self.limit)
        await #expect(throws: APIError.responseTooLarge(limit: Self.limit)) {
            try await client.send(Self.login)
        }
    }

    @Test("A server trickling its answer fails at the request's deadline")
    func trickle() async throws {
        let server = try await Self.smokehouse(["--trickle", "0.2", "--pad", "1000"])
        defer { server.stop() }
        let client = APIClient(baseURL: server.baseURL, timeout: 1, maximumResponseBytes: Self.limit)
        let clock = ContinuousClock()
        let started = clock.now
        // Every byte comes well within an idle timeout; only a deadline on the whole request
        // ends it (the whole padded answer would take about 230 s). The bound is far from both: in
        // a whole parallel `swift test` on two cores the 1 s deadline has taken 21.7 s to end it.
        await #expect(throws: APIError.timedOut(seconds: 1)) {
            try await client.send(Self.login)
        }
        #expect(clock.now - started < .seconds(100))
        #expect(APIError.timedOut(seconds: 1).userMessage == "Chirp is taking too long to reach the server. Please try again.")
    }

    @Test("An answer within the limit decodes, plain or gzipped")
    func withinTheLimit() async throws {
        for arguments in [["--pad", "\(Self.limit - 256)"], ["--pad", "\(Self.limit - 256)", "--gzip"]] {
            let server = try await Self.smokehouse(arguments)
            defer { server.stop() }
            let user = try await APIClient(baseURL: server.baseURL, maximumResponseBytes: Self.limit).send(Self.login)
            #expect(
                user == User(name: "Pitmaster Pearl", foods: ["Beef Cheeks", "Hot Links", "Smoked Turkey", "Banana Pudding"]),
                "\(arguments)")
        }
    }

    @Test("The limits have documented defaults")
    func defaults() {
        #expect(APIClient.defaultTimeout == 10)
        #expect(APIClient.defaultMaximumResponseBytes == 1 << 20)
    }
}
