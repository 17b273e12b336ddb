#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What a handler answers: a status, headers and a body, or an event stream.
///
/// The server adds `Content-Length` (and `Connection: close` when it closes), and to every
/// response `X-Content-Type-Options: nosniff` and `Referrer-Policy: no-referrer`, so a URL
/// holding a secret never leaves in a `Referer` header. Answering `HEAD`, it sends the head of
/// the `GET` response without its body.
public struct HTTPResponse: Sendable {
    /// What follows the head.
    public enum Body: Sendable {
        /// These bytes, with a `Content-Length`.
        case bytes(Data)
        /// A Server-Sent Events stream that lasts until the client leaves or the server stops.
        case events(ServerSentEvents)
    }

    /// The status.
    public var status: HTTPStatus
    /// The header fields the handler chose.
    public var headers: HTTPHeaders
    /// The body.
    public var body: Body

    /// A response of `status` with `headers` and `body`.
    public init(status: HTTPStatus = .ok, headers: HTTPHeaders = HTTPHeaders(), body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = .bytes(body)
    }

    /// The body's bytes (empty for an event stream).
    public var bodyBytes: Data {
        if case .bytes(let data) = body { return data }
        return Data()
    }

    /// `text` as `text/plain; charset=utf-8`.
    public static func text(_ text: String, status: HTTPStatus = .ok) -> HTTPResponse {
        HTTPResponse(status: status, headers: HTTPHeaders([("Content-Type", "text/plain; charset=utf-8")]), body: Data(text.utf8))
    }

    /// `html` as `text/html; charset=utf-8`, not to be cached (pages show changing state).
    public static func html(_ html: String, status: HTTPStatus = .ok) -> HTTPResponse {
        HTTPResponse(
            status: status, headers: HTTPHeaders([("Content-Type", "text/html; charset=utf-8"), ("Cache-Control", "no-store")]),
            body: Data(html.utf8))
    }

    /// `json` (already encoded) as `application/json`, not to be cached.
    public static func json(_ json: Data, status: HTTPStatus = .ok) -> HTTPResponse {
        HTTPResponse(
            status: status, headers: HTTPHeaders([("Content-Type", "application/json"), ("Cache-Control", "no-store")]), body: json)
    }

    /// An error: `status`, with `message` as the plain-text body (`403 Forbidden: …`), so a
    /// person reading it in a browser or `curl` learns what to change.
    public static func error(_ status: HTTPStatus, _ message: String) -> HTTPResponse {
        text("\(status): \(message)\n", status: status)
    }

    /// `303 See Other` to `location` (a path on this server).
    public static func seeOther(_ location: String) -> HTTPResponse {
        HTTPResponse(status: .seeOther, headers: HTTPHeaders([("Location", location)]))
    }

    /// A Server-Sent Events stream fed by `events`: every event sent to it after the client
    /// connects reaches the client, until it leaves or the server stops.
    public static func events(_ events: ServerSentEvents) -> HTTPResponse {
        var response = HTTPResponse(headers: HTTPHeaders([("Content-Type", "text/event-stream"), ("Cache-Control", "no-store")]))
        response.body = .events(events)
        return response
    }
}
