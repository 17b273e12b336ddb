import Foundation
import NapkinSupport
import Raster

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Intercepts the requests of sessions whose configuration lists it in `protocolClasses`,
/// so service tests never open a socket.
///
/// Tests run in parallel, so each one registers its stub under a token and points the
/// service at `http://127.0.0.1:9/<token>`; the protocol finds the stub by the request's
/// first path component and records every request it sees there.
final class StubURLProtocol: URLProtocol {
    /// What a stub answers.
    indirect enum Reply: Sendable {
        /// Answers at once with `status`, `body` and, besides `Content-Type: application/json`,
        /// `headers` (which may announce a length the body does not have).
        case respond(status: Int, body: Data, headers: [String: String] = [:])
        /// Never answers; the request ends only when it is cancelled.
        case hang
        /// Fails with `URLError(code)`, whose description is `description` when given (as
        /// Linux's URLSession passes on libcurl's words).
        case fail(URLError.Code, description: String? = nil)
        /// Answers by the request's last path component (`login`, `logout`).
        case byPath([String: Reply])
    }

    /// What the protocol saw for one token.
    struct Record: Sendable {
        var reply: Reply
        var requests: [URLRequest] = []
        var stoppedCount = 0
    }

    private static let records = Locked<[String: Record]>([:])

    /// Registers `reply` and returns the base URL whose requests it answers.
    static func stub(_ reply: Reply) -> URL {
        let token = UUID().uuidString
        records.withLock { $0[token] = Record(reply: reply) }
        return URL(string: "http://127.0.0.1:9/\(token)")!
    }

    /// What was seen for the stub at `baseURL`.
    static func record(for baseURL: URL) -> Record? {
        records.withLock { $0[baseURL.lastPathComponent] }
    }

    /// A session configuration that routes every request through this protocol.
    static var configuration: URLSessionConfiguration {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [StubURLProtocol.self]
        return configuration
    }

    private var token: String {
        request.url?.pathComponents.dropFirst().first ?? ""
    }

    override class func canInit(with request: URLRequest) -> Bool { true }

    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        let token = token
        var reply = Self.records.withLock { records -> Reply? in
            records[token]?.requests.append(request)
            return records[token]?.reply
        }
        if case .byPath(let replies) = reply {
            reply = replies[request.url?.lastPathComponent ?? ""]
        }
        switch reply {
        case .respond(let status, let body, let headers):
            let response = HTTPURLResponse(
                url: request.url!, statusCode: status, httpVersion: "HTTP/1.1",
                headerFields: headers.merging(["Content-Type": "application/json"]) { given, _ in given }
            )!
            client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
            client?.urlProtocol(self, didLoad: body)
            client?.urlProtocolDidFinishLoading(self)
        case .hang:
            break
        case .fail(let code, let description):
            let userInfo: [String: Any] = description.map { [NSLocalizedDescriptionKey: $0] } ?? [:]
            client?.urlProtocol(self, didFailWithError: URLError(code, userInfo: userInfo))
        case .byPath, nil:
            client?.urlProtocol(self, didFailWithError: URLError(.unsupportedURL))
        }
    }

    override func stopLoading() {
        let token = token
        Self.records.withLock { $0[token]?.stoppedCount += 1 }
    }
}
