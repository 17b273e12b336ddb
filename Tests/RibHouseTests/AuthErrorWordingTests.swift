import Foundation
import NapkinSupport
import NapkinUI
import Testing

@testable import RibHouse

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What a person reads when the network fails: every common URLError becomes a sentence
/// that names the URL, says what happened and what to do; never "URLError -1".
@MainActor
@Suite("AuthError wording")
struct AuthErrorWordingTests {
    /// The service's error for a request that failed with `code` (and libcurl's `words`).
    func error(for code: URLError.Code, words: String? = nil) async -> (any Error)? {
        let baseURL = StubURLProtocol.stub(.fail(code, description: words))
        let service = URLSessionAuthService(baseURL: baseURL, configuration: StubURLProtocol.configuration)
        do {
            _ = try await service.login()
            return nil
        } catch {
            return error
        }
    }

    @Test(
        "Each common URLError becomes a sentence: what happened, then what to check",
        arguments: [
            (
                URLError.Code.cannotConnectToHost, nil,
                "the connection was refused; check that the smokehouse server is running and that the API URL's port is right"
            ),
            (
                .timedOut, nil,
                "the answer was not complete within 10 s (the request timeout); check that the server is running and not overloaded, then try again"
            ),
            (.cannotFindHost, nil, "the host 127.0.0.1 is unknown; check the host name in the API URL"),
            (.dnsLookupFailed, nil, "the host 127.0.0.1 is unknown; check the host name in the API URL"),
            (
                .networkConnectionLost, nil,
                "the connection was lost before the answer was complete; check the network and the server's log, then try again"
            ),
            (.notConnectedToInternet, nil, "this machine has no network connection; connect to a network, then try again"),
            (.cancelled, nil, "the request was cancelled before the answer was complete; try again"),
            (
                .badServerResponse, nil,
                "the answer was not valid HTTP; check that the API URL points at the smokehouse server, not another service"
            ),
            (
                .secureConnectionFailed, nil,
                "the secure (TLS) connection failed (the handshake did not complete); check the server's certificate and this machine's clock, or use http:// for a server on this machine"
            ),
            (
                .serverCertificateHasBadDate, nil,
                "the secure (TLS) connection failed (the server's certificate has expired); check the server's certificate and this machine's clock, or use http:// for a server on this machine"
            ),
            (
                .serverCertificateUntrusted, nil,
                "the secure (TLS) connection failed (the server's certificate is not trusted); check the server's certificate and this machine's clock, or use http:// for a server on this machine"
            ),
            // Linux's URLSession reports what libcurl does not map as -1 with libcurl's words.
            (
                .unknown, "SSL certificate problem: self-signed certificate",
                "the secure (TLS) connection failed (SSL certificate problem: self-signed certificate); check the server's certificate and this machine's clock, or use http:// for a server on this machine"
            ),
            (
                .unknown, "transfer closed with 12 bytes remaining to read",
                "the transfer failed (transfer closed with 12 bytes remaining to read); check that the smokehouse server is running and the API URL is right, then try again"
            ),
            (
                .unknown, nil,
                "the transfer failed for a reason the network library did not name (URLError -1); check that the smokehouse server is running and the API URL is right, then try again"
            ),
        ] as [(URLError.Code, String?, String)]
    )
    func wording(code: URLError.Code, words: String?, reason: String) async throws {
        let error = try #require(await error(for: code, words: words) as? AuthError)
        guard case .unreachable(let url, let actual) = error else {
            Issue.record("expected unreachable, got \(error)")
            return
        }
        #expect(actual == reason)
        #expect(error.description == "no answer from the smokehouse at \(url.absoluteString): \(reason)")
        #expect(url.lastPathComponent == "login")
    }

    @Test("https:// to a plain-HTTP server fails as a TLS problem, in words, naming the URL")
    func tlsToPlainServer() async throws {
        let server = try await SmokehouseServer.start()
        defer { server.stop() }
        let baseURL = try #require(URL(string: "https://127.0.0.1:\(server.port)"))
        let service = URLSessionAuthService(baseURL: baseURL, timeout: 5)
        do {
            _ = try await service.login()
            Issue.record("login succeeded over TLS to a plain server")
        } catch let error as AuthError {
            #expect(
                error.description.hasPrefix(
                    "no answer from the smokehouse at https://127.0.0.1:\(server.port)/login: the secure (TLS) connection failed ("))
            #expect(
                error.description.hasSuffix(
                    "; check the server's certificate and this machine's clock, or use http:// for a server on this machine"))
            #expect(!error.description.contains("URLError"))
        }
    }

    @Test("A too-large answer names the limit in readable units and the URL")
    func tooLargeWording() throws {
        let url = try #require(URL(string: "http://127.0.0.1:8080/login"))
        #expect(
            AuthError.responseTooLarge(url: url, limit: 1 << 20).description
                == "the smokehouse's answer from http://127.0.0.1:8080/login is larger than 1 MiB, so it was cut off; check that the API URL points at the smokehouse server and the server's log"
        )
        #expect(AuthError.responseTooLarge(url: url, limit: 64 << 10).description.contains("larger than 64 KiB"))
        #expect(AuthError.responseTooLarge(url: url, limit: 1000).description.contains("larger than 1000 bytes"))
    }

    @Test("A too-large answer gets its own short line on the LoggedOut screen, and it fits one line")
    func tooLargeLoginFailure() throws {
        let url = try #require(URL(string: "http://127.0.0.1:8080/login"))
        let failure = LoginFailure(AuthError.responseTooLarge(url: url, limit: 1 << 20))
        #expect(failure.message == "The smokehouse said too much. Try again.")
        #expect(failure.detail.contains("larger than 1 MiB"))
        for device in [Device.iPhone13Pro, .iPhoneSE] {
            let oneLine = LoggedOutNapkinLoginFailureSnapshotTests.heightOfFailureLine("Try again.", on: device)
            #expect(LoggedOutNapkinLoginFailureSnapshotTests.heightOfFailureLine(failure.message, on: device) == oneLine)
        }
    }
}
