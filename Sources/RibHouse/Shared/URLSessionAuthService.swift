import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The production ``AuthService``: it talks to the smokehouse's REST API over HTTP.
///
/// - `login()` POSTs `<base>/login` with `Accept: application/json` and decodes
///   `{ "name": String, "foods": [String] }` into a ``User``.
/// - `logout()` POSTs `<base>/logout`.
/// - `userStream()` replays and broadcasts through ``UserBroadcaster``, exactly as the mock.
///
/// A status outside 200–299 throws ``AuthError/badResponse(_:)``, a body that is not a user
/// ``AuthError/undecodableUser(reason:)``, a transport failure (refused, timed out, TLS)
/// ``AuthError/unreachable(url:reason:)`` in words. Cancelling the calling task cancels the request
/// on the wire and throws `CancellationError`; a cancelled login never changes the state.
///
/// `Sendable` because every stored property is a `let` of a `Sendable` type.
final class URLSessionAuthService: AuthService, Sendable {
    /// How long a request may take when no timeout is given: 10 seconds.
    static let defaultTimeout: TimeInterval = 10

    /// The API's base URL; `login` and `logout` are resolved against it.
    let baseURL: URL
    /// How long one request may take, in seconds, before it fails as unreachable.
    let timeout: TimeInterval

    private let session: URLSession
    private let decoder = JSONDecoder()
    private let broadcaster = UserBroadcaster()

    /// A service for the API at `baseURL`. `configuration` is copied, then given the request
    /// timeout; tests pass one whose `protocolClasses` intercept the requests.
    init(
        baseURL: URL,
        timeout: TimeInterval = URLSessionAuthService.defaultTimeout,
        configuration: URLSessionConfiguration = .ephemeral
    ) {
        let configuration = (configuration.copy() as? URLSessionConfiguration) ?? configuration
        configuration.timeoutIntervalForRequest = timeout
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        self.baseURL = baseURL
        self.timeout = timeout
        session = URLSession(configuration: configuration)
    }

    deinit {
        // A session keeps its resources until invalidated; let requests in flight finish.
        session.finishTasksAndInvalidate()
    }

    /// The signed-in user, or `nil`.
    var currentUser: User? { broadcaster.currentUser }

    /// Signs in with the server and broadcasts the user it returns.
    func login() async throws -> User {
        var request = request(for: "login")
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        let data = try await send(request)
        let user = try decodeUser(from: data)
        // The caller may have gone away while the body was decoded: a cancelled login must
        // not sign anybody in.
        try Task.checkCancellation()
        broadcaster.send(user)
        return user
    }

    /// Signs out with the server, then broadcasts `nil`. When the server refuses, the user
    /// stays signed in and the error is thrown.
    func logout() async throws {
        _ = try await send(request(for: "logout"))
        broadcaster.send(nil)
    }

    /// A fresh stream per subscriber: the current value immediately, then every change.
    func userStream() async -> AsyncStream<User?> {
        broadcaster.stream()
    }

    // MARK: - Private

    private func request(for path: String) -> URLRequest {
        var request = URLRequest(
            url: baseURL.appendingPathComponent(path),
            cachePolicy: .reloadIgnoringLocalCacheData,
            timeoutInterval: timeout
        )
        request.httpMethod = "POST"
        return request
    }

    /// Performs `request` and returns the body of a 2xx answer.
    private func send(_ request: URLRequest) async throws -> Data {
        let url = request.url ?? baseURL
        let (data, response): (Data, URLResponse)
        do {
            (data, response) = try await perform(request)
        } catch {
            if Task.isCancelled { throw CancellationError() }
            if let urlError = error as? URLError {
                throw AuthError.unreachable(urlError, url: url, timeout: timeout)
            }
            throw error
        }
        guard let http = response as? HTTPURLResponse else { throw AuthError.badResponse(-1) }
        guard (200..<300).contains(http.statusCode) else { throw AuthError.badResponse(http.statusCode) }
        return data
    }

    /// Runs a data task for `request`, cancelling it when the calling task is cancelled.
    ///
    /// Bridged by hand rather than through `URLSession.data(for:)` so that cancellation is
    /// the same on every Foundation: the handler cancels the data task, which fails with
    /// `URLError.cancelled`, which ``send(_:)`` turns into `CancellationError`.
    private func perform(_ request: URLRequest) async throws -> (Data, URLResponse) {
        try Task.checkCancellation()
        let handle = DataTaskHandle()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let task = session.dataTask(with: request) { data, response, error in
                    if let error {
                        continuation.resume(throwing: error)
                    } else if let response {
                        continuation.resume(returning: (data ?? Data(), response))
                    } else {
                        continuation.resume(throwing: URLError(.badServerResponse))
                    }
                }
                handle.start(task)
            }
        } onCancel: {
            handle.cancel()
        }
    }

    private func decodeUser(from data: Data) throws(AuthError) -> User {
        do {
            let payload = try decoder.decode(UserPayload.self, from: data)
            return User(name: payload.name, barbecueFoods: payload.foods)
        } catch let error as DecodingError {
            throw .undecodableUser(reason: Self.reason(for: error))
        } catch {
            throw .undecodableUser(reason: "\(error)")
        }
    }

    /// What a decoding error means, in words: which key, which type.
    private static func reason(for error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
            return keys.isEmpty ? "the body" : "\"\(keys.joined(separator: "."))\""
        }
        switch error {
        case .keyNotFound(let key, _):
            return "the key \"\(key.stringValue)\" is missing"
        case .typeMismatch(let type, let context):
            return "\(path(context)) is not \(type)"
        case .valueNotFound(let type, let context):
            return "\(path(context)) is null, expected \(type)"
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? "the body is not valid JSON" : "\(path(context)) is corrupted"
        @unknown default:
            return "\(error)"
        }
    }

    /// The wire format of a user.
    private struct UserPayload: Decodable {
        let name: String
        let foods: [String]
    }
}

/// The data task of one request, shared between the request and its cancellation handler,
/// which may run before the task exists, while it runs, or after it finished.
private final class DataTaskHandle: @unchecked Sendable {
    private let lock = NSLock()
    private var task: URLSessionDataTask?
    private var isCancelled = false

    /// Starts `task`, and cancels it at once when the caller was cancelled before it
    /// existed (a started task reports cancellation through its completion handler).
    func start(_ task: URLSessionDataTask) {
        let cancelled = lock.withLock {
            self.task = task
            return isCancelled
        }
        task.resume()
        if cancelled { task.cancel() }
    }

    /// Cancels the task, now or as soon as it starts.
    func cancel() {
        let task = lock.withLock {
            isCancelled = true
            return self.task
        }
        task?.cancel()
    }
}
