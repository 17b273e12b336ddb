import Alamofire
import Foundation
import NapkinUI
import Testing

@Suite("Alamofire publishers")
struct CombineTests {
    @Test func publishDecodableValueAndResult() async {
        let host = uniqueHost()
        StubProtocol.route(host) { request, _ in request.url?.path == "/posts" ? .json(postsJSON) : .json("{}", status: 500) }
        let session = stubSession()
        var cancellables = Set<AnyCancellable>()
        let posts: [Post] = await awaitResponse { done in
            session.request("https://\(host)/posts").publishDecodable(type: [Post].self).value()
                .sink(receiveCompletion: { _ in }, receiveValue: { done($0) })
                .store(in: &cancellables)
        }
        #expect(posts.count == 2)
        let failure: AFError? = await awaitResponse { done in
            session.request("https://\(host)/broken").validate().publishDecodable(type: [Post].self).value()
                .sink(
                    receiveCompletion: { completion in
                        if case .failure(let error) = completion { done(error) }
                    }, receiveValue: { _ in done(nil) }
                )
                .store(in: &cancellables)
        }
        #expect(failure?.responseCode == 500)
        let result: Result<String, AFError> = await awaitResponse { done in
            session.request("https://\(host)/posts").publishString().result()
                .sink { done($0) }
                .store(in: &cancellables)
        }
        #expect((try? result.get()) == postsJSON)
    }
}
