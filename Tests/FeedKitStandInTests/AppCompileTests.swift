import FeedKit
import Foundation
import NapkinUI
import Testing

// A news reader's view model and list as a Swift 5 app writes them (the shape of issue 27's held-out screens
// 833-836): `FeedParser(URL:)`, `parseAsync` with a closure capturing `self`, a hop to the main queue by hand, an
// exhaustive switch over `Feed`, items read through optionals.
final class HeadlinesViewModel: ObservableObject {
    @Published var items: [RSSFeedItem] = []
    @Published var episodes: [String] = []
    @Published var errorMessage: String?

    func load(_ url: URL) {
        let parser = FeedParser(URL: url)
        parser.parseAsync { result in
            DispatchQueue.main.async {
                switch result {
                case .success(let feed):
                    self.items = feed.rssFeed?.items ?? []
                    switch feed {
                    case .rss(let rss):
                        for item in rss.items! {
                            if let type = item.enclosure?.attributes?.type, let author = item.iTunes?.iTunesAuthor {
                                self.episodes.append("\(author): \(type)")
                            }
                        }
                    case .atom(let atom):
                        print(atom)
                    case .json(let json):
                        print(json)
                    }
                case .failure(let error):
                    self.errorMessage = error.localizedDescription
                }
            }
        }
    }
}

struct HeadlinesView: View {
    @ObservedObject var model: HeadlinesViewModel

    var body: some View {
        NavigationStack {
            List(model.items, id: \.title) { item in
                VStack(alignment: .leading) {
                    Text(item.title ?? "Untitled").font(.headline)
                    if let date = item.pubDate {
                        Text(date, style: .date).font(.caption)
                    }
                }
            }
            .navigationTitle("Headlines")
        }
    }
}

@Suite("FeedKit stand-in: an app's view model and list")
struct AppCompileTests {
    @MainActor
    @Test("A Swift 5 view model loads a feed with parseAsync and a SwiftUI list shows its items")
    func viewModelAndList() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("feedkit-app-\(UUID().uuidString).xml")
        try Fixtures.podcast.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let model = HeadlinesViewModel()
        model.load(file)
        for _ in 0..<500 where model.items.isEmpty { try await Task.sleep(for: .milliseconds(10)) }
        #expect(model.items.count == 3)
        #expect(model.episodes == ["Maren Holt: audio/mpeg"])
        #expect(model.errorMessage == nil)

        let window = Window(device: .iPhone13Pro)
        window.rootViewController = HostingController(rootView: HeadlinesView(model: model))
        window.layout()
        let description = window.layoutDescription()
        #expect(description.contains("Episode 2: Neap tides"))
        #expect(description.contains("Trailer"))
        #expect(description.contains("Headlines"))
    }

    @MainActor
    @Test("A failed load reaches the view model as FeedKit's error")
    func failure() async throws {
        let model = HeadlinesViewModel()
        model.load(URL(fileURLWithPath: "/nonexistent/feed.xml"))
        for _ in 0..<500 where model.errorMessage == nil { try await Task.sleep(for: .milliseconds(10)) }
        #expect(model.errorMessage?.hasPrefix("Internal unresolved error") == true)
        #expect(model.items.isEmpty)
    }
}
