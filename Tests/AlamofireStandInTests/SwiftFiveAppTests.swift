import Alamofire
import Foundation
import NapkinUI
import PackageTestSupport
import Testing

@Suite("Alamofire in a Swift 5 app's view model")
struct SwiftFiveAppTests {
    static func postsServer() async throws -> PythonServer {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Support/posts_server.py")
        return try await PythonServer.start(script: script)
    }

    @MainActor
    @Test func theViewModelLoadsThroughAF() async throws {
        let server = try await Self.postsServer()
        defer { server.stop() }
        let base = server.baseURL.absoluteString
        let model = PostsViewModel()
        model.fetchPosts(from: base)
        try await waitUntil { !model.isLoading }
        #expect(model.posts.map(\.title) == ["Hello", "World", "From Linux"])
        #expect(model.errorMessage == nil)

        let failing = PostsViewModel()
        failing.fetchPosts(from: base + "/missing")
        try await waitUntil { !failing.isLoading }
        #expect(failing.errorMessage == "Server error 404")

        let async = PostsViewModel()
        await async.fetchPostsAsync(from: base)
        #expect(async.posts.count == 3)
    }

    @MainActor
    @Test func theListShowsThePosts() async throws {
        let server = try await Self.postsServer()
        defer { server.stop() }
        let window = Window(device: .iPhone13Pro)
        window.rootViewController = HostingController(rootView: PostsListView(baseURL: server.baseURL.absoluteString))
        _ = window.render()
        try await waitUntil {
            window.layout()
            return window.layoutDescription().contains("From Linux")
        }
        let description = window.layoutDescription()
        #expect(description.contains("Hello") && description.contains("World"))
        #expect(description.contains("Posts"))
    }

    @MainActor
    private func waitUntil(_ condition: () -> Bool) async throws {
        for _ in 0..<200 {
            if condition() { return }
            try await Task.sleep(nanoseconds: 20_000_000)
        }
        Issue.record("timed out")
    }
}
