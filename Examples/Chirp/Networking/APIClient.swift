import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends typed ``Endpoint``s to the Chirp API as JSON and decodes the JSON answers.
struct APIClient: Sendable {
    /// Where the API lives, such as `http://127.0.0.1:8080/`.
    let baseURL: URL
    private let session: URLSession

    /// A client for the API at `baseURL`.
    init(baseURL: URL, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.session = session
    }

    /// Sends `endpoint` and decodes its response.
    ///
    /// - Throws: ``APIError/server(status:message:)`` for a non-2xx answer (with the
    ///   server's `reason` or `message`), ``APIError/offline(reason:)`` when the server
    ///   cannot be reached, ``APIError/undecodableResponse(status:reason:)`` for JSON of the
    ///   wrong shape, ``APIError/transport(reason:)`` otherwise.
    func send<Response: Decodable>(_ endpoint: Endpoint<Response>) async throws(APIError) -> Response {
        var request = URLRequest(url: baseURL.appendingPathComponent(endpoint.path))
        request.httpMethod = endpoint.method
        request.httpBody = endpoint.body
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        if endpoint.body != nil { request.setValue("application/json", forHTTPHeaderField: "Content-Type") }
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await session.data(for: request)
        } catch let error as URLError {
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
            .dnsLookupFailed, .timedOut, .internationalRoamingOff, .dataNotAllowed:
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
