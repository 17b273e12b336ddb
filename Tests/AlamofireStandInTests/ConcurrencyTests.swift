import Alamofire
import Foundation
import Testing

@Suite("Alamofire async serializing")
struct ConcurrencyTests {
    @Test func serializingDecodableValue() async throws {
        let host = uniqueHost()
        StubProtocol.route(host) { _, _ in .json(postsJSON) }
        let session = stubSession()
        let posts = try await session.request("https://\(host)/posts").validate().serializingDecodable([Post].self).value
        #expect(posts.map(\.title) == ["Hello", "World"])
    }

    @Test func serializingFailureThrowsTheAFError() async {
        let host = uniqueHost()
        StubProtocol.route(host) { _, _ in .json("[]", status: 401) }
        let session = stubSession()
        do {
            _ = try await session.request("https://\(host)/").validate().serializingDecodable([Post].self).value
            Issue.record("a 401 fails validation")
        } catch let error as AFError {
            #expect(error.responseCode == 401)
        } catch {
            Issue.record("unexpected \(error)")
        }
        let result = await session.request("https://\(host)/").validate().serializingData().result
        if case .success = result { Issue.record("a 401 fails validation") }
    }

    @Test func serializingStringAndResponse() async {
        let host = uniqueHost()
        StubProtocol.route(host) { _, _ in
            StubResponse(statusCode: 202, headers: ["Content-Type": "text/plain; charset=utf-8"], body: Data("ok ✓".utf8))
        }
        let session = stubSession()
        let task = session.request("https://\(host)/").serializingString()
        let response = await task.response
        #expect(response.value == "ok ✓")
        #expect(response.response?.statusCode == 202)
        let data = await session.request("https://\(host)/").serializingData().result
        #expect((try? data.get()) == Data("ok ✓".utf8))
    }

    @Test func cancellingTheTaskCancelsTheRequest() async {
        let host = uniqueHost()
        StubProtocol.route(host) { _, _ in .json("[]") }
        let session = stubSession(startRequestsImmediately: false)
        let request = session.request("https://\(host)/")
        let task = request.serializingData()
        task.cancel()
        let result = await task.result
        if case .failure(let error) = result {
            #expect(error.isExplicitlyCancelledError)
        } else {
            Issue.record("a cancelled request fails")
        }
    }
}
