import Alamofire
import Foundation

/// What the stub answers one request with.
struct StubResponse {
    var statusCode = 200
    var headers: [String: String] = ["Content-Type": "application/json"]
    var body = Data()
    /// When set, the request fails with this error instead (no response).
    var error: URLError?

    static func json(_ text: String, status: Int = 200) -> StubResponse {
        StubResponse(statusCode: status, body: Data(text.utf8))
    }
}

/// A `URLProtocol` that answers every request of a test session from the routes a test installs,
/// by host, and records what it was sent (headers and body as the transport passed them). Nothing
/// leaves the machine: the session's configuration lists only this protocol.
final class StubProtocol: URLProtocol {
    typealias Route = (URLRequest, Int) -> StubResponse

    private static let lock = NSLock()
    nonisolated(unsafe) private static var routes: [String: Route] = [:]
    nonisolated(unsafe) private static var received: [String: [(URLRequest, Data?)]] = [:]

    /// Answers requests to `host` with `route` (given the request and how many came before).
    static func route(_ host: String, _ route: @escaping Route) {
        lock.withLock {
            routes[host] = route
            received[host] = []
        }
    }

    /// The requests `host` received, with their bodies.
    static func requests(to host: String) -> [(URLRequest, Data?)] {
        lock.withLock { received[host] ?? [] }
    }

    override class func canInit(with request: URLRequest) -> Bool { true }
    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        let host = request.url?.host ?? ""
        let body = request.httpBody ?? request.httpBodyStream.map(Self.readAll)
        let (route, count) = Self.lock.withLock { () -> (Route?, Int) in
            let count = Self.received[host]?.count ?? 0
            Self.received[host, default: []].append((request, body))
            return (Self.routes[host], count)
        }
        var answered = request
        answered.httpBody = body
        let stub = route?(answered, count) ?? StubResponse(statusCode: 404, body: Data())
        if let error = stub.error {
            client?.urlProtocol(self, didFailWithError: error)
            return
        }
        let response = HTTPURLResponse(url: request.url!, statusCode: stub.statusCode, httpVersion: "HTTP/1.1", headerFields: stub.headers)!
        client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        if !stub.body.isEmpty { client?.urlProtocol(self, didLoad: stub.body) }
        client?.urlProtocolDidFinishLoading(self)
    }

    override func stopLoading() {}

    private static func readAll(_ stream: InputStream) -> Data {
        stream.open()
        defer { stream.close() }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = stream.read(&buffer, maxLength: buffer.count)
            if count <= 0 { break }
            data.append(buffer, count: count)
        }
        return data
    }
}

/// A session whose requests the stub answers.
func stubSession(
    startRequestsImmediately: Bool = true, interceptor: (any RequestInterceptor)? = nil, eventMonitors: [any EventMonitor] = []
) -> Session {
    let configuration = URLSessionConfiguration.af.ephemeral
    configuration.protocolClasses = [StubProtocol.self]
    return Session(
        configuration: configuration, startRequestsImmediately: startRequestsImmediately, interceptor: interceptor,
        eventMonitors: eventMonitors)
}

/// A host no other test uses.
func uniqueHost(_ name: String = #function) -> String {
    let cleaned = name.lowercased().filter { $0.isLetter || $0.isNumber }
    return "\(cleaned.prefix(40)).\(UUID().uuidString.prefix(8).lowercased()).test"
}

/// A post as JSONPlaceholder serves it.
struct Post: Codable, Equatable, Identifiable {
    let id: Int
    let title: String
}

let postsJSON = #"[{"id":1,"title":"Hello"},{"id":2,"title":"World"}]"#

/// Waits for a completion-handler API's answer.
func awaitResponse<T>(_ start: (@escaping @Sendable (T) -> Void) -> Void) async -> T {
    await withCheckedContinuation { continuation in
        start { continuation.resume(returning: $0) }
    }
}
