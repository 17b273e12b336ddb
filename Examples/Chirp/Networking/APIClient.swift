import Foundation
import NapkinNetworking

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends typed ``Endpoint``s to the Chirp API as JSON and decodes the JSON answers.
///
/// Whatever the server does, a request is bounded in time and memory (a `BoundedSession`, as
/// RibHouse's): it fails with ``APIError/timedOut(seconds:)`` when the whole answer has not come
/// within `timeout` seconds, however it trickles, and with
/// ``APIError/responseTooLarge(limit:)`` when its body (inflated, when compressed) passes
/// `maximumResponseBytes`, keeping no more than that in memory.
struct APIClient: Sendable {
    /// How long a whole request may take when no timeout is given: 10 seconds.
    static let defaultTimeout: TimeInterval = 10
    /// The largest answer accepted when no limit is given: 1 MiB, far more than any of the
    /// API's JSON answers.
    static let defaultMaximumResponseBytes = 1 << 20

    /// Where the API lives, such as `http://127.0.0.1:8080/`.
    let baseURL: URL
    private let session: BoundedSession

    /// A client for the API at `baseURL` whose requests take at most `timeout` seconds and
    /// accept at most `maximumResponseBytes` of body. `configuration` is copied.
    init(
        baseURL: URL,
        timeout: TimeInterval = APIClient.defaultTimeout,
        maximumResponseBytes: Int = APIClient.defaultMaximumResponseBytes,
        configuration: URLSessionConfiguration = .ephemeral
    ) {
        self.baseURL = baseURL
        session = BoundedSession(timeout: timeout, maximumResponseBytes: maximumResponseBytes, configuration: configuration)
    }

    /// Sends `endpoint` and decodes its response.
    ///
    /// - Throws: ``APIError/server(status:message:)`` for a non-2xx answer (with the
    ///   server's `reason` or `message`), ``APIError/offline(reason:)`` when the server
    ///   cannot be reached, ``APIError/timedOut(seconds:)`` past the deadline,
    ///   ``APIError/responseTooLarge(limit:)`` for a body over the limit,
    ///   ``APIError/undecodableResponse(status:reason:)`` for JSON of the wrong shape,
    ///   ``APIError/transport(reason:)`` otherwise (a cancelled request included).
    func send<Response: Decodable>(_ endpoint: Endpoint<Response>) async throws(APIError) -> Response {
        var request = URLRequest(
            url: baseURL.appendingPathComponent(endpoint.path), timeoutInterval: BoundedSession.idleTimeout(for: session.timeout))
        request.httpMethod = endpoint.method
        request.httpBody = endpoint.body
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        if endpoint.body != nil { request.setValue("application/json", forHTTPHeaderField: "Content-Type") }
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await session.data(for: request)
        } catch BoundedTransfer.Stop.tooLarge {
            throw .responseTooLarge(limit: session.maximumResponseBytes)
        } catch BoundedTransfer.Stop.deadlineExceeded {
            throw .timedOut(seconds: session.timeout)
        } catch BoundedTransfer.Stop.cancelled {
            throw .transport(reason: "the request was cancelled")
        } catch let error as URLError {
            // URLSession's own timeout is the request's (see BoundedSession): past it, the
            // answer did not come in time, however it trickled.
            if error.code == .timedOut { throw .timedOut(seconds: session.timeout) }
            throw Self.classify(error)
        } catch {
            throw .transport(reason: "\(error)")
        }
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        guard (200..<300).contains(status) else {
            throw .server(status: status, message: Self.serverMessage(in: data))
        }
        do {
            return try JSONDecoder().decode(Response.self, from: data)
        } catch {
            throw .undecodableResponse(status: status, reason: "\(error)")
        }
    }

    /// Which URL errors mean "cannot reach the server".
    private static func classify(_ error: URLError) -> APIError {
        switch error.code {
        case .notConnectedToInternet, .cannotConnectToHost, .cannotFindHost, .networkConnectionLost,
            .dnsLookupFailed, .internationalRoamingOff, .dataNotAllowed:
            return .offline(reason: error.localizedDescription)
        default:
            return .transport(reason: error.localizedDescription)
        }
    }

    /// The server's own explanation: Vapor's `{"error": true, "reason": "…"}` or `{"message": "…"}`.
    private static func serverMessage(in data: Data) -> String? {
        struct Body: Decodable {
            let reason: String?
            let message: String?
        }
        guard let body = try? JSONDecoder().decode(Body.self, from: data) else { return nil }
        return body.reason ?? body.message
    }
}
