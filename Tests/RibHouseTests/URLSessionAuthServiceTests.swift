import Foundation
import NapkinTesting
import Testing

@testable import RibHouse

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The networking concern on its own: requests, decoding, errors and cancellation, against
/// a `URLProtocol` stub (no sockets).
@MainActor
@Suite("URLSessionAuthService")
struct URLSessionAuthServiceTests {
    static let userJSON = Data(#"{"name": "Pitmaster Pearl", "foods": ["Beef Cheeks", "Hot Links"]}"#.utf8)

    func service(_ reply: StubURLProtocol.Reply) -> (URLSessionAuthService, URL) {
        let baseURL = StubURLProtocol.stub(reply)
        return (URLSessionAuthService(baseURL: baseURL, configuration: StubURLProtocol.configuration), baseURL)
    }

    @Test("login() POSTs <base>/login accepting JSON and decodes the user")
    func loginRequestAndDecoding() async throws {
        let (service, baseURL) = service(.respond(status: 200, body: Self.userJSON))
        let user = try await service.login()
        #expect(user == User(name: "Pitmaster Pearl", barbecueFoods: ["Beef Cheeks", "Hot Links"]))
        let request = try #require(StubURLProtocol.record(for: baseURL)?.requests.first)
        #expect(request.httpMethod == "POST")
        #expect(request.url == baseURL.appendingPathComponent("login"))
        #expect(request.value(forHTTPHeaderField: "Accept") == "application/json")
        #expect(request.timeoutInterval == URLSessionAuthService.defaultTimeout)
    }

    @Test("logout() POSTs <base>/logout and broadcasts nil")
    func logoutRequest() async throws {
        let (service, baseURL) = service(.respond(status: 200, body: Self.userJSON))
        var updates = await service.userStream().makeAsyncIterator()
        #expect(await updates.next() == .some(nil))
        _ = try await service.login()
        #expect(await updates.next()??.name == "Pitmaster Pearl")
        try await service.logout()
        #expect(await updates.next() == .some(nil))
        let requests = StubURLProtocol.record(for: baseURL)?.requests ?? []
        #expect(requests.map(\.httpMethod) == ["POST", "POST"])
        #expect(requests.last?.url == baseURL.appendingPathComponent("logout"))
    }

    @Test("A new subscriber gets the signed-in user at once, as with the mock")
    func replay() async throws {
        let (service, _) = service(.respond(status: 200, body: Self.userJSON))
        let user = try await service.login()
        var updates = await service.userStream().makeAsyncIterator()
        #expect(await updates.next() == .some(user))
    }

    @Test("A status outside 2xx throws badResponse and signs nobody in", arguments: [401, 500])
    func badStatus(status: Int) async throws {
        let (service, _) = service(.respond(status: status, body: Data(#"{"error": "no"}"#.utf8)))
        await #expect(throws: AuthError.badResponse(status)) { try await service.login() }
        #expect(service.currentUser == nil)
        #expect(AuthError.badResponse(status).description.contains("HTTP \(status)"))
    }

    @Test("A failed logout throws and keeps the user signed in")
    func failedLogout() async throws {
        let (service, _) = service(
            .byPath([
                "login": .respond(status: 200, body: Self.userJSON),
                "logout": .respond(status: 500, body: Data()),
            ]))
        let user = try await service.login()
        await #expect(throws: AuthError.badResponse(500)) { try await service.logout() }
        #expect(service.currentUser == user)
    }

    @Test(
        "A body that is not a user throws undecodableUser, saying what was wrong",
        arguments: [
            (#"{"name": "Pearl", "foods": "#, "the body is not valid JSON"),
            (#"{"name": "Pearl"}"#, #"the key "foods" is missing"#),
            (#"{"name": "Pearl", "foods": [1, 2]}"#, #""foods.[0]" is not String"#),
            (#"{"name": null, "foods": []}"#, #""name" is null, expected String"#),
        ]
    )
    func undecodableBody(body: String, reason: String) async throws {
        let (service, _) = service(.respond(status: 200, body: Data(body.utf8)))
        await #expect(throws: AuthError.undecodableUser(reason: reason)) { try await service.login() }
        #expect(service.currentUser == nil)
    }

    @Test("Cancelling the calling task cancels the request and throws CancellationError")
    func cancellation() async throws {
        // A request timeout far beyond the test's waits, so that only the cancellation can end
        // the request, however long a loaded machine takes to get there.
        let baseURL = StubURLProtocol.stub(.hang)
        let service = URLSessionAuthService(baseURL: baseURL, timeout: 3600, configuration: StubURLProtocol.configuration)
        let login = Task { try await service.login() }
        try await waitUntil("the request reached the stub") {
            StubURLProtocol.record(for: baseURL)?.requests.count == 1
        }
        login.cancel()
        await #expect(throws: CancellationError.self) { try await login.value }
        try await waitUntil("the request was stopped") {
            StubURLProtocol.record(for: baseURL)?.stoppedCount == 1
        }
        #expect(service.currentUser == nil)
    }

    @Test("A task cancelled before login() starts sends nothing")
    func cancelledBeforehand() async throws {
        let (service, baseURL) = service(.respond(status: 200, body: Self.userJSON))
        let login = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await service.login()
        }
        await #expect(throws: CancellationError.self) { try await login.value }
        #expect(StubURLProtocol.record(for: baseURL)?.requests.isEmpty == true)
    }
}
