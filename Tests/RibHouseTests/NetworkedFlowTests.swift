import Foundation
import Napkin
import NapkinTesting
import NapkinUI
import Testing

@testable import RibHouse

/// RibHouse's real napkin tree on ``URLSessionAuthService`` against the smokehouse server on
/// 127.0.0.1: only the dependency root differs from the mock-based flow tests.
@MainActor
@Suite("RibHouse against a real smokehouse server")
struct NetworkedFlowTests {
    /// A scene whose dependency root points at `server`.
    func scene(for server: SmokehouseServer, timeout: Double? = nil) -> RibHouseScene {
        RibHouseScene(device: .iPhone13Pro, configuration: AppConfiguration(apiURL: server.baseURL, requestTimeout: timeout))
    }

    @Test("Tapping Login signs in with the server and shows its user and foods")
    func loginShowsTheServersUser() async throws {
        let server = try await SmokehouseServer.start()
        defer { server.stop() }
        let scene = scene(for: server)
        await scene.connect()
        try await waitUntil("LoggedOut shown") { scene.screen == .loggedOut }

        try scene.window.tap(label: "Login")
        try await waitUntil("LoggedIn shown", timeout: .seconds(120)) { scene.screen == .loggedIn }
        let layout = scene.window.layoutDescription()
        #expect(layout.contains("\"\(SmokehouseServer.name)\""))
        for food in SmokehouseServer.foods {
            #expect(layout.contains("\"\(food)\""), "\(food) is listed")
        }
        #expect(!layout.contains("Smokey Joe"))

        try scene.window.tap(label: "Logout")
        try await waitUntil("LoggedOut shown again", timeout: .seconds(120)) { scene.screen == .loggedOut }
        #expect(try await server.stats() == .init(login: 1, logout: 1, aborted: 0))
    }

    @Test(
        "A failing server leaves the LoggedOut screen with one line saying so; the button works again",
        arguments: [
            (["--status", "500"], "Trouble in the smokehouse. Try again."),
            (["--malformed"], "The smokehouse mumbled. Try again."),
        ]
    )
    func failureIsVisible(arguments: [String], message: String) async throws {
        let server = try await SmokehouseServer.start(arguments)
        defer { server.stop() }
        let scene = scene(for: server)
        await scene.connect()
        try await waitUntil("LoggedOut shown") { scene.screen == .loggedOut }
        #expect(!scene.window.layoutDescription().contains("Login failure"))

        try scene.window.tap(label: "Login")
        try await waitUntil("the failure is shown", timeout: .seconds(120)) {
            scene.window.layoutDescription().contains("\"\(message)\"")
        }
        #expect(scene.screen == .loggedOut)
        #expect(scene.listener.lastLoginFailure?.message == message)

        try await server.control(["reset": true])
        try scene.window.tap(label: "Login")
        try await waitUntil("LoggedIn shown", timeout: .seconds(120)) { scene.screen == .loggedIn }
        #expect(scene.window.layoutDescription().contains("\"\(SmokehouseServer.name)\""))
        #expect(try await server.stats().login == 2)

        // Logging out builds a fresh LoggedOut napkin: the old failure is gone.
        try scene.window.tap(label: "Logout")
        try await waitUntil("LoggedOut shown again", timeout: .seconds(120)) { scene.screen == .loggedOut }
        #expect(!scene.window.layoutDescription().contains(message))
    }

    @Test("Driving to loggedIn against a closed port fails at once with one line naming the URL")
    func driveFailsFast() async throws {
        let server = try ClosedPort()
        let scene = RibHouseScene(device: .iPhone13Pro, configuration: AppConfiguration(apiURL: server.baseURL, requestTimeout: 5))
        do {
            try await scene.drive(to: .loggedIn, timeout: .seconds(30))
            Issue.record("drove to loggedIn against a stopped server")
        } catch let error as DriveError {
            // "At once": the drive ends on the refused connection itself, not on the 5 s request
            // deadline or the 30 s drive timeout, whose messages say so.
            #expect(error.description.hasPrefix("could not sign in: "), "\(error)")
            #expect(!error.description.contains("within"), "\(error)")
            #expect(error.description.contains(server.baseURL.appendingPathComponent("login").absoluteString))
            #expect(!error.description.contains("\n"))
        }
        // The listener hears the failure as the LoggedOut napkin is told; the line follows.
        try await waitUntil("the failure is shown") {
            scene.window.layoutDescription().contains("\"Couldn’t reach the smokehouse. Try again.\"")
        }
        #expect(scene.screen == .loggedOut)
    }

    @Test("A slow login cancelled by tearing the tree down leaves no task and no request behind")
    func teardownCancelsTheSlowLogin() async throws {
        let server = try await SmokehouseServer.start(["--delay", "30"])
        defer { server.stop() }
        let scene = scene(for: server)
        await scene.connect()
        try await waitUntil("LoggedOut shown") { scene.screen == .loggedOut }
        let root = try #require(scene.launchRouter?.interactable)

        try scene.window.tap(label: "Login")
        try await waitUntil("the server holds the login request") {
            (try? await server.stats().login) == 1
        }
        #expect(root.lifecycle.activeTaskCount == 2, "the gate and the login attempt")

        await scene.disconnect()
        #expect(root.lifecycle.activeTaskCount == 0)
        try await waitUntil("the request was cancelled on the wire") {
            (try? await server.stats().aborted) == 1
        }
        #expect(scene.screen == nil)
    }

    @Test("The --api-url path: a configuration resolved from a URL string reaches the server")
    func resolvedConfiguration() async throws {
        let server = try await SmokehouseServer.start(["--name", "Brisket Bill", "--food", "Moink Balls"])
        defer { server.stop() }
        let configuration = try AppConfiguration.resolve(apiURL: server.baseURL.absoluteString, environment: [:])
        let scene = RibHouseScene(device: .iPhone13Pro, configuration: configuration)
        try await scene.drive(to: .loggedIn)
        let layout = scene.window.layoutDescription()
        #expect(layout.contains("\"Brisket Bill\""))
        #expect(layout.contains("\"Moink Balls\""))
    }

    @Test("A server slower than the request timeout fails as unreachable, within the timeout")
    func slowServerTimesOut() async throws {
        let server = try await SmokehouseServer.start(["--delay", "30"])
        defer { server.stop() }
        let service = URLSessionAuthService(baseURL: server.baseURL, timeout: 1)
        // The server would answer after 30 s, successfully: only the request's deadline can
        // produce this error, so the error itself proves the deadline cut it.
        await #expect(
            throws: AuthError.unreachable(
                url: server.baseURL.appendingPathComponent("login"),
                reason:
                    "the answer was not complete within 1 s (the request timeout); check that the server is running and not overloaded, then try again"
            )
        ) {
            try await service.login()
        }
    }

    @Test("A closed port fails at once as unreachable, saying so and what to check")
    func closedPort() async throws {
        let server = try ClosedPort()
        let service = URLSessionAuthService(baseURL: server.baseURL, timeout: 5)
        let login = server.baseURL.appendingPathComponent("login")
        await #expect(
            throws: AuthError.unreachable(
                url: login,
                reason: "the connection was refused; check that the smokehouse server is running and that the API URL's port is right"
            )
        ) {
            try await service.login()
        }
    }
}

/// `AppConfiguration`: the mock by default, the networked service when asked.
@Suite("AppConfiguration")
struct AppConfigurationTests {
    @Test("No URL anywhere means the mock")
    func mockByDefault() throws {
        let configuration = try AppConfiguration.resolve(apiURL: nil, environment: [:])
        #expect(configuration.apiURL == nil)
        #expect(AppComponent(configuration: configuration).authService is BarbecueAuthService)
    }

    @Test("RIBHOUSE_API_URL picks the networked service; --api-url wins over it")
    func environmentAndArgument() throws {
        let environment = ["RIBHOUSE_API_URL": "http://127.0.0.1:8080"]
        let fromEnvironment = try AppConfiguration.resolve(apiURL: nil, environment: environment)
        #expect(fromEnvironment.apiURL == URL(string: "http://127.0.0.1:8080"))
        #expect(fromEnvironment.requestTimeout == 10)
        let component = AppComponent(configuration: fromEnvironment)
        #expect((component.authService as? URLSessionAuthService)?.baseURL == URL(string: "http://127.0.0.1:8080"))
        let fromArgument = try AppConfiguration.resolve(apiURL: "http://127.0.0.1:9090", environment: environment)
        #expect(fromArgument.apiURL == URL(string: "http://127.0.0.1:9090"))
    }

    @Test("A URL that is not http(s) with a host is refused, naming where it came from")
    func invalidURL() {
        #expect(throws: AppConfiguration.InvalidAPIURL(value: "smokehouse", source: "--api-url")) {
            try AppConfiguration.resolve(apiURL: "smokehouse", environment: [:])
        }
        #expect(throws: AppConfiguration.InvalidAPIURL(value: "ftp://x", source: "RIBHOUSE_API_URL")) {
            try AppConfiguration.resolve(apiURL: nil, environment: ["RIBHOUSE_API_URL": "ftp://x"])
        }
    }
}
