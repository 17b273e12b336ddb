/// Sends each request to the handler of its method and path.
///
/// ```swift
/// var router = HTTPRouter()
/// router.get("/") { _ in .html(page) }
/// router.post("/accept") { request in accept(request) }
/// router.files(at: "/static/", from: try StaticFiles(folder: "/path/to/site"))
/// let server = try HTTPServer(router: router)
/// ```
///
/// Exact paths win over prefixes, and longer prefixes over shorter ones. `HEAD` is answered by
/// the `GET` route (the server sends no body). A path that has routes for other methods only
/// is answered `405` with `Allow`; an unknown path `404`; a method other than `GET`, `HEAD` and
/// `POST` `501`.
public struct HTTPRouter: Sendable {
    /// Answers one request; called on the connection's own thread, so it may block.
    public typealias Handler = @Sendable (HTTPRequest) -> HTTPResponse

    private struct Route: Sendable {
        var method: HTTPMethod
        var path: String
        var isPrefix: Bool
        var handler: Handler
    }

    private var routes: [Route] = []

    /// A router with no routes (every request: `404`).
    public init() {}

    /// Answers `GET` (and `HEAD`) of exactly `path` (percent-decoded, as ``HTTPRequest/path``).
    public mutating func get(_ path: String, _ handler: @escaping Handler) {
        routes.append(Route(method: .get, path: path, isPrefix: false, handler: handler))
    }

    /// Answers `POST` to exactly `path`.
    public mutating func post(_ path: String, _ handler: @escaping Handler) {
        routes.append(Route(method: .post, path: path, isPrefix: false, handler: handler))
    }

    /// Answers `GET` (and `HEAD`) of every path that starts with `prefix` (end it with `/`).
    public mutating func get(prefix: String, _ handler: @escaping Handler) {
        routes.append(Route(method: .get, path: prefix, isPrefix: true, handler: handler))
    }

    /// Answers `POST` to every path that starts with `prefix`.
    public mutating func post(prefix: String, _ handler: @escaping Handler) {
        routes.append(Route(method: .post, path: prefix, isPrefix: true, handler: handler))
    }

    /// Serves the files of `files` under `prefix`: `/static/css/a.css` → `css/a.css` in the folder.
    public mutating func files(at prefix: String, from files: StaticFiles) {
        let prefixComponents = prefix.split(separator: "/").map(String.init)
        get(prefix: prefix) { request in
            // An encoded slash (`/static%2Fx`) matches the prefix once decoded, but is one
            // name, not the folder `static`.
            guard request.pathComponents.starts(with: prefixComponents) else {
                return .error(.notFound, "nothing is served at \(request.path)")
            }
            return files.response(to: request, components: Array(request.pathComponents.dropFirst(prefixComponents.count)))
        }
    }

    /// The response of the matching route, or the `404`, `405` or `501` described on the type.
    public func respond(to request: HTTPRequest) -> HTTPResponse {
        let method = request.method == .head ? HTTPMethod.get : request.method
        guard method == .get || method == .post else {
            return .error(.notImplemented, "the method \(request.method) is not served here; use GET, HEAD or POST")
        }
        let matching = routes.filter { $0.isPrefix ? request.path.hasPrefix($0.path) : request.path == $0.path }
        // Exact before prefix, then the longest prefix.
        let ranked = matching.sorted { ($0.isPrefix ? 1 : 0, -$0.path.count) < ($1.isPrefix ? 1 : 0, -$1.path.count) }
        if let route = ranked.first(where: { $0.method == method }) {
            return route.handler(request)
        }
        guard !ranked.isEmpty else {
            return .error(.notFound, "nothing is served at \(request.path)")
        }
        var allowed = Set(ranked.map(\.method.rawValue))
        if allowed.contains("GET") { allowed.insert("HEAD") }
        var response = HTTPResponse.error(.methodNotAllowed, "\(request.path) answers \(allowed.sorted().joined(separator: ", ")) only")
        response.headers.set("Allow", allowed.sorted().joined(separator: ", "))
        return response
    }
}
