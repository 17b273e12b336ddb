import Alamofire
import Foundation
import Testing

/// An interceptor as apps write one: adds the current token to every attempt, refreshes it once
/// after a 401 and retries.
final class TokenInterceptor: RequestInterceptor, @unchecked Sendable {
    private let lock = NSLock()
    private var token = "expired"
    private(set) var adaptations = 0

    var adaptCount: Int { lock.withLock { adaptations } }

    func adapt(_ urlRequest: URLRequest, for session: Session, completion: @escaping (Result<URLRequest, Error>) -> Void) {
        var request = urlRequest
        let token = lock.withLock { () -> String in
            adaptations += 1
            return self.token
        }
        request.headers.add(.authorization(bearerToken: token))
        completion(.success(request))
    }

    func retry(_ request: Request, for session: Session, dueTo error: Error, completion: @escaping (RetryResult) -> Void) {
        guard request.response?.statusCode == 401, request.retryCount == 0 else {
            completion(.doNotRetry)
            return
        }
        lock.withLock { token = "fresh" }
        completion(.retry)
    }
}

struct Offline: Error {}

@Suite("Alamofire interceptors and retry")
struct InterceptorTests {
    @Test func adaptBeforeEachAttemptAndRetryAfterA401() async {
        let host = uniqueHost()
        StubProtocol.route(host) { request, _ in
            request.value(forHTTPHeaderField: "Authorization") == "Bearer fresh" ? .json(postsJSON) : .json("{}", status: 401)
        }
        let interceptor = TokenInterceptor()
        let session = stubSession(interceptor: interceptor)
        let request = session.request("https://\(host)/posts").validate()
        let response: AFDataResponse<[Post]> = await awaitResponse { done in request.responseDecodable(of: [Post].self) { done($0) } }
        #expect(response.value?.count == 2)
        #expect(request.retryCount == 1)
        #expect(interceptor.adaptCount == 2)
        #expect(request.requests.count == 2)
        #expect(
            StubProtocol.requests(to: host).map { $0.0.value(forHTTPHeaderField: "Authorization") } == ["Bearer expired", "Bearer fresh"])
    }

    @Test func aRequestsOwnInterceptorAdaptsToo() async {
        let host = uniqueHost()
        StubProtocol.route(host) { _, _ in .json("[]") }
        let session = stubSession(
            interceptor: Interceptor(
                adaptHandler: { request, _, completion in
                    var request = request
                    request.setValue("session", forHTTPHeaderField: "X-Session")
                    completion(.success(request))
                }, retryHandler: { _, _, _, completion in completion(.doNotRetry) }))
        let own = Adapter { request, _, completion in
            var request = request
            request.setValue("own", forHTTPHeaderField: "X-Own")
            completion(.success(request))
        }
        _ = await awaitResponse { done in session.request("https://\(host)/", interceptor: own).response { done($0) } }
        let sent = StubProtocol.requests(to: host).first?.0
        #expect(sent?.value(forHTTPHeaderField: "X-Own") == "own")
        #expect(sent?.value(forHTTPHeaderField: "X-Session") == "session")
    }

    @Test func adaptationFailure() async {
        let host = uniqueHost()
        let session = stubSession(interceptor: Adapter { _, _, completion in completion(.failure(Offline())) })
        let response: AFDataResponse<Data?> = await awaitResponse { done in session.request("https://\(host)/").response { done($0) } }
        guard case .requestAdaptationFailed(let error)? = response.error else {
            Issue.record("unexpected \(String(describing: response.error))")
            return
        }
        #expect(error is Offline)
        #expect(StubProtocol.requests(to: host).isEmpty)
    }

    @Test func retryPolicyRetriesTransientStatuses() async {
        let host = uniqueHost()
        StubProtocol.route(host) { _, count in count < 2 ? .json("{}", status: 503) : .json(postsJSON) }
        let session = stubSession(interceptor: RetryPolicy(exponentialBackoffScale: 0.01))
        let request = session.request("https://\(host)/").validate()
        let response: AFDataResponse<[Post]> = await awaitResponse { done in request.responseDecodable(of: [Post].self) { done($0) } }
        #expect(response.value?.count == 2)
        #expect(request.retryCount == 2)
        let post = session.request("https://\(host)/", method: .post).validate()
        StubProtocol.route(host) { _, _ in .json("{}", status: 503) }
        let refused: AFDataResponse<Data> = await awaitResponse { done in post.responseData { done($0) } }
        #expect(refused.error?.responseCode == 503)
        #expect(post.retryCount == 0)
    }

    @Test func retrierErrorReplacesTheFailure() async {
        let host = uniqueHost()
        StubProtocol.route(host) { _, _ in .json("{}", status: 500) }
        let session = stubSession(interceptor: Retrier { _, _, _, completion in completion(.doNotRetryWithError(Offline())) })
        let response: AFDataResponse<Data> = await awaitResponse { done in
            session.request("https://\(host)/").validate().responseData { done($0) }
        }
        guard case .requestRetryFailed(let retryError, let original)? = response.error else {
            Issue.record("unexpected \(String(describing: response.error))")
            return
        }
        #expect(retryError is Offline)
        #expect((original as? AFError)?.responseCode == 500)
    }
}
