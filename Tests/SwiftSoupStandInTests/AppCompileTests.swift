import Foundation
import SwiftSoup
import Testing

// Written as a Swift 5 app writes a scraper: a service class, `try!` and `try?`, `compactMap` over `Elements`,
// `Exception.Error` caught by pattern, and a completion handler.

struct Headline: Identifiable, Equatable {
    let id = UUID()
    let title: String
    let link: String

    static func == (lhs: Headline, rhs: Headline) -> Bool { lhs.title == rhs.title && lhs.link == rhs.link }
}

final class HeadlineService {
    enum ServiceError: Error {
        case parsing(String)
    }

    private let fetchHTML: (URL, @escaping (String?) -> Void) -> Void
    var lastError: String?

    init(fetchHTML: @escaping (URL, @escaping (String?) -> Void) -> Void) {
        self.fetchHTML = fetchHTML
    }

    func headlines(from html: String, baseURL: URL) throws -> [Headline] {
        do {
            let doc: Document = try SwiftSoup.parse(html, baseURL.absoluteString)
            let links: Elements = try doc.select("article h2 a")
            return try links.map { Headline(title: try $0.text(), link: try $0.attr("href")) }
        } catch Exception.Error(let type, let message) {
            lastError = "\(type): \(message)"
            throw ServiceError.parsing(message)
        }
    }

    func absoluteLinks(in html: String, baseURL: URL) -> [String] {
        guard let doc = try? SwiftSoup.parse(html, baseURL.absoluteString) else { return [] }
        let anchors = (try? doc.select("a[href]").array()) ?? []
        return anchors.compactMap { try? $0.absUrl("href") }.filter { !$0.isEmpty }
    }

    func load(_ url: URL, completion: @escaping ([Headline]) -> Void) {
        fetchHTML(url) { html in
            guard let html = html, let items = try? self.headlines(from: html, baseURL: url) else {
                completion([])
                return
            }
            completion(items)
        }
    }

    func summary(of html: String) -> String {
        let doc = try! SwiftSoup.parse(html)
        let description = try! doc.text()
        if let first = try! doc.select("p").first() {
            return try! first.text()
        }
        return description
    }
}

@Suite("SwiftSoup stand-in: a scraping app's service compiles and runs unchanged")
struct AppCompileTests {
    private let page = """
        <html><body>
          <header><h2><a href="/home">Site</a></h2></header>
          <main>
            <article><h2><a href="/2024/swift-6">Swift 6 is here</a></h2><p>Concurrency by default.</p></article>
            <article><h2><a href="https://other.example/linux">Linux &amp; you</a></h2></article>
          </main>
        </body></html>
        """

    @Test("select(\"article h2 a\") maps to items with text() and attr(\"href\")")
    func headlines() throws {
        let service = HeadlineService { _, completion in completion(nil) }
        let items = try service.headlines(from: page, baseURL: URL(string: "https://news.example/")!)
        #expect(
            items == [
                Headline(title: "Swift 6 is here", link: "/2024/swift-6"),
                Headline(title: "Linux & you", link: "https://other.example/linux"),
            ])
        #expect(
            service.absoluteLinks(in: page, baseURL: URL(string: "https://news.example/")!) == [
                "https://news.example/home", "https://news.example/2024/swift-6", "https://other.example/linux",
            ])
        #expect(service.summary(of: page) == "Concurrency by default.")
    }

    @Test("The completion path: fetched HTML becomes items")
    func completion() {
        let service = HeadlineService { _, completion in completion(self.page) }
        var received: [Headline] = []
        service.load(URL(string: "https://news.example/")!) { received = $0 }
        #expect(received.map(\.title) == ["Swift 6 is here", "Linux & you"])
    }
}
