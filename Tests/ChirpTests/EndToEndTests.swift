import Foundation
import NapkinTesting
import NapkinUI
import PackageTestSupport
import Testing

@testable import Chirp

/// The real app (APIClient over FoundationNetworking) against the Python stub on 127.0.0.1.
@MainActor
@Suite("End to end against the stub server", .serialized)
struct EndToEndTests {
    func makeApp(_ server: PythonServer) -> (Window, SessionManager) {
        let session = SessionManager(tokenStore: InMemoryTokenStore())
        let window = Window(device: .iPhone13Pro)
        window.rootViewController = HostingController(rootView: RootView(session: session, client: APIClient(baseURL: server.baseURL)))
        window.makeKeyAndVisible()
        return (window, session)
    }

    @Test("Type email and password, tap Log In, see the signed-in screen")
    func logIn() async throws {
        let server = try await StubServer.start()
        defer { server.stop() }
        let (window, session) = makeApp(server)
        try window.type("ada@example.com", into: "Email")
        try window.type("correct horse", into: "Password")
        try window.tap(label: "Log In")
        try await waitUntil("signed in", timeout: .seconds(120)) { session.state == .signedIn }
        let screen = window.layoutDescription()
        #expect(screen.contains("@ada"))
        #expect(screen.contains("ada@example.com"))
        #expect(window.interactiveElements().contains { $0.label == "Log Out" && $0.isEnabled })
    }

    @Test("A wrong password shows the error line")
    func wrongPassword() async throws {
        let server = try await StubServer.start()
        defer { server.stop() }
        let (window, session) = makeApp(server)
        try window.type("ada@example.com", into: "Email")
        try window.type("wrong password", into: "Password")
        try window.tap(label: "Log In")
        try await waitUntil("the error line", timeout: .seconds(120)) { window.layoutDescription().contains("Invalid email or password.") }
        #expect(session.state == .signedOut)
    }

    @Test("Server errors keep the status and the server's message")
    func serverErrors() async throws {
        let server = try await StubServer.start()
        defer { server.stop() }
        let client = APIClient(baseURL: server.baseURL)
        await #expect(throws: APIError.server(status: 409, message: "An account with this email already exists.")) {
            try await client.send(API.register(username: "ada2", email: "ada@example.com", password: "correct horse"))
        }
        await #expect(throws: APIError.server(status: 401, message: "Unauthorized")) {
            try await client.send(API.login(email: "ada@example.com", password: "nope nope"))
        }
        let user = try await client.send(API.register(username: "grace", email: "grace@example.com", password: "cobol1959"))
        #expect(user.username == "grace")
    }

    @Test("A closed port is reported as offline")
    func offline() async throws {
        let server = try await StubServer.start()
        let url = server.baseURL
        await server.stopAndWait()
        do {
            _ = try await APIClient(baseURL: url).send(API.login(email: "a@b.c", password: "12345678"))
            Issue.record("expected an error")
        } catch {
            guard case .offline = error else {
                Issue.record("expected .offline, got \(error)")
                return
            }
            #expect(error.userMessage.contains("offline"))
        }
    }
}
