import Foundation
import NapkinNetworking

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
/// ``AuthError/unreachable(url:reason:)`` in words. Cancelling the calling task cancels the
/// request on the wire and throws `CancellationError`; a cancelled login never changes the
/// state.
///
/// Whatever the server does, a request is bounded in time and memory (a `BoundedSession`):
/// - `timeout` is a deadline for the whole request, from connecting to the last byte of the
///   answer; past it the request throws ``AuthError/timedOut(url:timeout:)``.
/// - The body may hold at most `maximumResponseBytes` bytes, counted as they arrive and after
///   decompression; past that the request is cut off and throws
///   ``AuthError/responseTooLarge(url:limit:)``. A `Content-Length` beyond the limit is
///   refused before the body is read.
///
/// `Sendable` because every stored property is a `let` of a `Sendable` type.
final class URLSessionAuthService: AuthService, Sendable {
    /// How long a whole request may take when no timeout is given: 10 seconds.
    static let defaultTimeout: TimeInterval = 10
    /// The largest answer accepted when no limit is given: 1 MiB, a thousand times a real
    /// user and little enough memory to hold at once.
    static let defaultMaximumResponseBytes = 1 << 20

    /// The API's base URL; `login` and `logout` are resolved against it.
    let baseURL: URL
    /// How long one whole request may take, in seconds, before it fails as unreachable.
    var timeout: TimeInterval { session.timeout }
    /// The most bytes an answer's body may hold (after decompression).
    var maximumResponseBytes: Int { session.maximumResponseBytes }

    private let session: BoundedSession
    private let decoder = JSONDecoder()
    private let broadcaster = UserBroadcaster()

    /// A service for the API at `baseURL`, whose requests take at most `timeout` seconds and
    /// accept at most `maximumResponseBytes` of body. `configuration` is copied; tests pass one
    /// whose `protocolClasses` intercept the requests.
    init(
        baseURL: URL,
        timeout: TimeInterval = URLSessionAuthService.defaultTimeout,
        maximumResponseBytes: Int = URLSessionAuthService.defaultMaximumResponseBytes,
        configuration: URLSessionConfiguration = .ephemeral
    ) {
        self.baseURL = baseURL
        session = BoundedSession(timeout: timeout, maximumResponseBytes: maximumResponseBytes, configuration: configuration)
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
            timeoutInterval: BoundedSession.idleTimeout(for: timeout)
        )
        request.httpMethod = "POST"
        return request
    }

    /// Performs `request` and returns the body of a 2xx answer.
    private func send(_ request: URLRequest) async throws -> Data {
        let url = request.url ?? baseURL
        let (data, response): (Data, URLResponse)
        do {
            (data, response) = try await session.data(for: request)
        } catch BoundedTransfer.Stop.cancelled {
            throw CancellationError()
        } catch BoundedTransfer.Stop.tooLarge {
            throw AuthError.responseTooLarge(url: url, limit: maximumResponseBytes)
        } catch BoundedTransfer.Stop.deadlineExceeded {
            throw AuthError.timedOut(url: url, timeout: timeout)
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
