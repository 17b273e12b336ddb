import Alamofire
import Foundation
import Testing

@Suite("Alamofire requests through a URLProtocol")
struct RequestTests {
    @Test func validateAndDecodeSucceed() async throws {
        let host = uniqueHost()
        StubProtocol.route(host) { _, _ in .json(postsJSON) }
        let session = stubSession()
        let response: AFDataResponse<[Post]> = await awaitResponse { done in
            session.request("https://\(host)/posts").validate().responseDecodable(of: [Post].self) { done($0) }
        }
        #expect(response.value == [Post(id: 1, title: "Hello"), Post(id: 2, title: "World")])
        #expect(response.response?.statusCode == 200)
        #expect(response.request?.url?.path == "/posts")
        #expect(response.data.map { String(decoding: $0, as: UTF8.self) } == postsJSON)
        #expect(response.metrics == nil)
        withExtendedLifetime(session) {}
    }

    @Test func completionHandlersRunOnTheMainQueueByDefault() async {
        let host = uniqueHost()
        StubProtocol.route(host) { _, _ in .json("[]") }
        let session = stubSession()
        // The main queue by its specific value: on Linux, dispatchMain() may serve it from another thread.
        let mainKey = DispatchSpecificKey<Int>()
        DispatchQueue.main.setSpecific(key: mainKey, value: 1)
        let onMain: Int? = await awaitResponse { done in
            session.request("https://\(host)/").responseData { _ in done(DispatchQueue.getSpecific(key: mainKey)) }
        }
        #expect(onMain == 1)
        let queue = DispatchQueue(label: "given")
        let key = DispatchSpecificKey<Int>()
        queue.setSpecific(key: key, value: 7)
        let onGiven: Int? = await awaitResponse { done in
            session.request("https://\(host)/").responseData(queue: queue) { _ in done(DispatchQueue.getSpecific(key: key)) }
        }
        #expect(onGiven == 7)
    }

    @Test func statusValidationFails() async {
        let host = uniqueHost()
        StubProtocol.route(host) { _, _ in .json(#"{"message":"missing"}"#, status: 404) }
        let session = stubSession()
        let response: AFDataResponse<[Post]> = await awaitResponse { done in
            session.request("https://\(host)/posts").validate().responseDecodable(of: [Post].self) { done($0) }
        }
        let error = response.error
        #expect(error?.isResponseValidationError == true)
        #expect(error?.responseCode == 404)
        guard case .responseValidationFailed(reason: .unacceptableStatusCode(code: 404))? = error else {
            Issue.record("unexpected \(String(describing: error))")
            return
        }
        #expect(response.response?.statusCode == 404)
        #expect(error?.errorDescription?.contains("404") == true)
    }

    @Test func unvalidatedErrorStatusStillDecodes() async {
        let host = uniqueHost()
        StubProtocol.route(host) { _, _ in .json(postsJSON, status: 500) }
        let session = stubSession()
        let response: AFDataResponse<[Post]> = await awaitResponse { done in
            session.request("https://\(host)/").responseDecodable(of: [Post].self) { done($0) }
        }
        #expect(response.value?.count == 2)
    }

    @Test func contentTypeValidation() async {
        let host = uniqueHost()
        StubProtocol.route(host) { _, _ in StubResponse(statusCode: 200, headers: ["Content-Type": "text/html"], body: Data("<p>".utf8)) }
        let session = stubSession()
        let refused: AFDataResponse<Data> = await awaitResponse { done in
            session.request("https://\(host)/").validate(contentType: ["application/json"]).responseData { done($0) }
        }
        #expect(refused.error?.responseContentType == "text/html")
        #expect(refused.error?.acceptableContentTypes == ["application/json"])
        let wildcard: AFDataResponse<Data> = await awaitResponse { done in
            session.request("https://\(host)/").validate(statusCode: 200..<300).validate(contentType: ["text/*"]).responseData { done($0) }
        }
        #expect(wildcard.error == nil)
        let byAccept: AFDataResponse<Data> = await awaitResponse { done in
            session.request("https://\(host)/", headers: [.accept("application/json")]).validate().responseData { done($0) }
        }
        #expect(byAccept.error?.isResponseValidationError == true)
    }

    struct Teapot: Error {}

    @Test func customValidation() async {
        let host = uniqueHost()
        StubProtocol.route(host) { _, _ in .json("[]", status: 200) }
        let session = stubSession()
        let response: AFDataResponse<Data> = await awaitResponse { done in
            session.request("https://\(host)/")
                .validate { _, response, data in
                    data?.isEmpty == false && response.statusCode == 200 ? .failure(Teapot()) : .success(())
                }
                .responseData { done($0) }
        }
        guard case .responseValidationFailed(reason: .customValidationFailed(let error))? = response.error else {
            Issue.record("unexpected \(String(describing: response.error))")
            return
        }
        #expect(error is Teapot)
        #expect(response.error?.underlyingError is Teapot)
    }

    @Test func decodingFailureIsASerializationError() async {
        let host = uniqueHost()
        StubProtocol.route(host) { _, _ in .json(#"{"not":"an array"}"#) }
        let session = stubSession()
        let response: AFDataResponse<[Post]> = await awaitResponse { done in
            session.request("https://\(host)/").validate().responseDecodable(of: [Post].self) { done($0) }
        }
        guard case .responseSerializationFailed(reason: .decodingFailed(let error))? = response.error else {
            Issue.record("unexpected \(String(describing: response.error))")
            return
        }
        #expect(error is DecodingError)
        #expect(response.error?.isResponseSerializationError == true)
    }

    @Test func emptyResponses() async {
        let host = uniqueHost()
        StubProtocol.route(host) { request, _ in
            StubResponse(statusCode: request.url?.path == "/no-content" ? 204 : 200, headers: [:], body: Data())
        }
        let session = stubSession()
        let empty: AFDataResponse<Empty> = await awaitResponse { done in
            session.request("https://\(host)/no-content", method: .delete).validate().responseDecodable(of: Empty.self) { done($0) }
        }
        #expect(empty.error == nil)
        let posts: AFDataResponse<[Post]> = await awaitResponse { done in
            session.request("https://\(host)/no-content").responseDecodable(of: [Post].self) { done($0) }
        }
        guard case .responseSerializationFailed(reason: .invalidEmptyResponse)? = posts.error else {
            Issue.record("unexpected \(String(describing: posts.error))")
            return
        }
        let emptyOK: AFDataResponse<Data> = await awaitResponse { done in
            session.request("https://\(host)/ok").responseData { done($0) }
        }
        guard case .responseSerializationFailed(reason: .inputDataNilOrZeroLength)? = emptyOK.error else {
            Issue.record("unexpected \(String(describing: emptyOK.error))")
            return
        }
        let head: AFDataResponse<Data> = await awaitResponse { done in
            session.request("https://\(host)/ok", method: .head).responseData { done($0) }
        }
        #expect(head.value == Data())
    }

    @Test func stringAndJSONSerializers() async {
        let host = uniqueHost()
        StubProtocol.route(host) { _, _ in
            StubResponse(statusCode: 200, headers: ["Content-Type": "application/json; charset=utf-8"], body: Data(#"{"név":"Zoë"}"#.utf8))
        }
        let session = stubSession()
        let string: AFDataResponse<String> = await awaitResponse { done in
            session.request("https://\(host)/").responseString { done($0) }
        }
        #expect(string.value == #"{"név":"Zoë"}"#)
        let json: AFDataResponse<Any> = await awaitResponse { done in
            (session.request("https://\(host)/") as any JSONResponding).respondWithJSON(done)
        }
        #expect((json.value as? [String: Any])?["név"] as? String == "Zoë")
    }

    @Test func invalidURLFailsWithoutASend() async {
        let session = stubSession()
        let response: AFDataResponse<Data?> = await awaitResponse { done in
            session.request("http://[::1").response { done($0) }
        }
        #expect(response.error?.isInvalidURLError == true)
        #expect(response.request == nil)
    }

    @Test func transportErrorIsASessionTaskError() async {
        let host = uniqueHost()
        StubProtocol.route(host) { _, _ in StubResponse(error: URLError(.notConnectedToInternet)) }
        let session = stubSession()
        let response: AFDataResponse<Data> = await awaitResponse { done in
            session.request("https://\(host)/").validate().responseData { done($0) }
        }
        #expect(response.error?.isSessionTaskError == true)
        #expect((response.error?.underlyingError as? URLError)?.code == .notConnectedToInternet)
        #expect(response.response == nil)
    }

    @Test func getWithAJSONBodyIsRefused() async {
        let host = uniqueHost()
        let session = stubSession()
        let response: AFDataResponse<Data?> = await awaitResponse { done in
            session.request("https://\(host)/", parameters: ["a": 1], encoding: JSONEncoding.default).response { done($0) }
        }
        #expect(response.error?.isURLRequestValidationError == true)
        #expect(StubProtocol.requests(to: host).isEmpty)
    }

    @Test func parametersHeadersAndModifierReachTheServer() async throws {
        let host = uniqueHost()
        StubProtocol.route(host) { _, _ in .json("{}") }
        let session = stubSession()
        _ = await awaitResponse { done in
            session.request(
                "https://\(host)/items", method: .post, parameters: ["name": "Tea", "tags": ["hot"]], encoding: JSONEncoding.default,
                headers: [.authorization(bearerToken: "t0k")], requestModifier: { $0.timeoutInterval = 7 }
            ).response { done($0) }
        }
        _ = await awaitResponse { done in
            session.request("https://\(host)/search", parameters: ["q": "green tea", "page": 1]).response { done($0) }
        }
        let sent = StubProtocol.requests(to: host)
        try #require(sent.count == 2)
        #expect(sent[0].0.httpMethod == "POST")
        #expect(sent[0].0.value(forHTTPHeaderField: "Authorization") == "Bearer t0k")
        #expect(sent[0].0.value(forHTTPHeaderField: "Content-Type") == "application/json")
        let body = try JSONSerialization.jsonObject(with: try #require(sent[0].1)) as? [String: Any]
        #expect(body?["name"] as? String == "Tea")
        #expect(sent[1].0.url?.query == "page=1&q=green%20tea")
    }

    @Test func encodableParametersWithAnEncoder() async throws {
        let host = uniqueHost()
        StubProtocol.route(host) { request, _ in StubResponse(statusCode: 201, body: request.httpBody ?? Data()) }
        let session = stubSession()
        let response: AFDataResponse<Post> = await awaitResponse { done in
            session.request(
                "https://\(host)/posts", method: .post, parameters: Post(id: 9, title: "New"), encoder: JSONParameterEncoder.default
            )
            .validate()
            .responseDecodable(of: Post.self) { done($0) }
        }
        #expect(response.value == Post(id: 9, title: "New"))
    }

    @Test func urlRequestConvertibleRouter() async {
        enum Router: URLRequestConvertible {
            case post(Int)
            func asURLRequest() throws -> URLRequest {
                guard case .post(let id) = self else { throw AFError.explicitlyCancelled }
                return try URLEncoding.default.encode(
                    URLRequest(url: "https://router.test/posts/\(id)", method: .get), with: ["full": true])
            }
        }
        StubProtocol.route("router.test") { request, _ in .json(#"{"id":4,"title":"\#(request.url?.query ?? "")"}"#) }
        let session = stubSession()
        let response: AFDataResponse<Post> = await awaitResponse { done in
            session.request(Router.post(4)).responseDecodable(of: Post.self) { done($0) }
        }
        #expect(response.value == Post(id: 4, title: "full=1"))
    }

    @Test func cURLDescriptionAndRequestDescription() async {
        let host = uniqueHost()
        StubProtocol.route(host) { _, _ in .json("[]", status: 201) }
        let session = stubSession()
        let request = session.request("https://\(host)/p", method: .post, parameters: ["a": 1], encoding: JSONEncoding.default)
        let curl: String = await awaitResponse { done in request.cURLDescription { done($0) } }
        #expect(curl.hasPrefix("$ curl -v"))
        #expect(curl.contains("-X POST"))
        #expect(curl.contains(#"-H "Content-Type: application/json""#))
        #expect(curl.contains(#"-d "{\"a\":1}""#))
        #expect(curl.hasSuffix("\"https://\(host)/p\""))
        _ = await awaitResponse { done in request.response { done($0) } }
        #expect(request.description == "POST https://\(host)/p (201)")
        #expect(request.isFinished)
    }

    @Test func requestsWaitForAResponseHandler() async throws {
        let host = uniqueHost()
        StubProtocol.route(host) { _, _ in .json("[]") }
        let session = stubSession()
        let request = session.request("https://\(host)/")
        try await Task.sleep(nanoseconds: 200_000_000)
        #expect(request.isInitialized)
        #expect(StubProtocol.requests(to: host).isEmpty)
        _ = await awaitResponse { done in request.response { done($0) } }
        #expect(StubProtocol.requests(to: host).count == 1)
        // A handler added after the request finished gets the same response at once.
        let again: AFDataResponse<Data> = await awaitResponse { done in request.responseData { done($0) } }
        #expect(again.value == Data("[]".utf8))
    }

    @Test func cancellingFailsWithExplicitlyCancelled() async {
        let host = uniqueHost()
        StubProtocol.route(host) { _, _ in .json("[]") }
        let session = stubSession()
        let request = session.request("https://\(host)/")
        request.cancel()
        let response: AFDataResponse<Data?> = await awaitResponse { done in request.response { done($0) } }
        #expect(response.error?.isExplicitlyCancelledError == true)
        #expect(request.isCancelled)
        let all = session.request("https://\(host)/")
        await withCheckedContinuation { continuation in session.cancelAllRequests { continuation.resume() } }
        let cancelled: AFDataResponse<Data?> = await awaitResponse { done in all.response { done($0) } }
        #expect(cancelled.error?.isExplicitlyCancelledError == true)
    }

    @Test func aSessionNobodyKeepsStillCompletes() async {
        let host = uniqueHost()
        StubProtocol.route(host) { _, _ in .json(postsJSON) }
        let response: AFDataResponse<[Post]> = await awaitResponse { done in
            stubSession().request("https://\(host)/").responseDecodable(of: [Post].self) { done($0) }
        }
        #expect(response.value?.count == 2)
    }

    final class Recorder: EventMonitor, @unchecked Sendable {
        let queue = DispatchQueue(label: "recorder")
        private let lock = NSLock()
        private var events: [String] = []
        var recorded: [String] { lock.withLock { events } }
        func requestDidFinish(_ request: Request) { lock.withLock { events.append("finish") } }
        func request(_ request: Request, didCreateURLRequest urlRequest: URLRequest) { lock.withLock { events.append("create") } }
        func request<Value>(_ request: DataRequest, didParseResponse response: DataResponse<Value, AFError>) {
            lock.withLock { events.append("parse") }
        }
    }

    @Test func eventMonitorsHearTheRequest() async throws {
        let host = uniqueHost()
        StubProtocol.route(host) { _, _ in .json("[]") }
        let recorder = Recorder()
        let session = stubSession(eventMonitors: [recorder])
        _ = await awaitResponse { done in session.request("https://\(host)/").responseData { done($0) } }
        try await Task.sleep(nanoseconds: 100_000_000)
        #expect(recorder.recorded.contains("create"))
        #expect(recorder.recorded.contains("finish"))
        #expect(recorder.recorded.contains("parse"))
    }

    @Test func downloadsWriteAFile() async throws {
        let host = uniqueHost()
        StubProtocol.route(host) { _, _ in .json(postsJSON) }
        let session = stubSession()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("af25-\(UUID().uuidString)")
        let target = folder.appendingPathComponent("posts.json")
        let response: AFDownloadResponse<URL> = await awaitResponse { done in
            session.download("https://\(host)/posts", to: { _, _ in (target, [.createIntermediateDirectories, .removePreviousFile]) })
                .responseURL { done($0) }
        }
        #expect(response.value == target)
        #expect(try Data(contentsOf: target) == Data(postsJSON.utf8))
        let decoded = try await session.download("https://\(host)/posts").serializingDecodable([Post].self).value
        #expect(decoded.count == 2)
        try? FileManager.default.removeItem(at: folder)
    }
}

/// `responseJSON` is deprecated, as upstream: reached through a protocol so that calling it from a
/// test warns nowhere.
protocol JSONResponding {
    func respondWithJSON(_ done: @escaping @Sendable (AFDataResponse<Any>) -> Void)
}

extension DataRequest: JSONResponding {
    @available(*, deprecated, message: "calls the deprecated responseJSON")
    func respondWithJSON(_ done: @escaping @Sendable (AFDataResponse<Any>) -> Void) {
        responseJSON { done($0) }
    }
}
