import CoreSpotlight
import Foundation
import Testing

/// A bookmark indexed as bookmark apps index them (just-another-app's SpotlightService).
private func bookmarkItem(_ id: String, title: String, folder: String?, domain: String = "app.bookmarks") -> CSSearchableItem {
    let attributes = CSSearchableItemAttributeSet(contentType: .url)
    attributes.title = title
    attributes.contentDescription = "Saved \(title)"
    attributes.url = URL(string: "https://example.com/\(id)")
    if let folder { attributes.keywords = [folder] }
    return CSSearchableItem(uniqueIdentifier: id, domainIdentifier: domain, attributeSet: attributes)
}

@Suite("CoreSpotlight stand-in: the index")
struct CoreSpotlightTests {
    @Test("indexed items are kept, replaced by identifier, found by title or keyword and deleted by identifier")
    func indexAndDelete() async throws {
        let index = CSSearchableIndex(name: "indexAndDelete")
        try await index.indexSearchableItems([
            bookmarkItem("1", title: "Swift Evolution", folder: "Reading"), bookmarkItem("2", title: "Café menu", folder: "Food"),
        ])
        try await index.indexSearchableItems([bookmarkItem("1", title: "Swift Forums", folder: "Reading")])
        #expect(index.indexedItems.map(\.attributeSet.title) == ["Swift Forums", "Café menu"])
        #expect(index.indexedItems.first?.attributeSet.contentType == "public.url")
        #expect(index.items(matching: "cafe").map(\.uniqueIdentifier) == ["2"])
        #expect(index.items(matching: "reading").map(\.uniqueIdentifier) == ["1"])
        #expect(CSSearchableIndex(name: "indexAndDelete").indexedItems.count == 2)
        #expect(CSSearchableIndex(name: "other").indexedItems.isEmpty)
        try await index.deleteSearchableItems(withIdentifiers: ["1"])
        #expect(index.indexedItems.map(\.uniqueIdentifier) == ["2"])
    }

    @Test("deleting by domain removes the domain and its subdomains, then calls back on a queue of its own")
    func deleteByDomain() async throws {
        let index = CSSearchableIndex(name: "deleteByDomain")
        index.indexSearchableItems(
            [
                bookmarkItem("a", title: "A", folder: nil, domain: "app.bookmarks"),
                bookmarkItem("b", title: "B", folder: nil, domain: "app.bookmarks.archive"),
                bookmarkItem("c", title: "C", folder: nil, domain: "app.bookmarksextra"),
            ], completionHandler: nil)
        let error: (any Error)? = await withCheckedContinuation { continuation in
            index.deleteSearchableItems(withDomainIdentifiers: ["app.bookmarks"]) { error in continuation.resume(returning: error) }
        }
        #expect(error == nil)
        #expect(index.indexedItems.map(\.uniqueIdentifier) == ["c"])
        try await index.deleteAllSearchableItems()
        #expect(index.indexedItems.isEmpty)
    }

    @Test("an item without a content type is refused; expired items drop out; the default index is one index")
    func invalidAndExpired() async throws {
        let index = CSSearchableIndex(name: "invalidAndExpired")
        let attributes = CSSearchableItemAttributeSet(itemContentType: "public.text")
        attributes.contentType = nil
        await #expect(throws: CSIndexError(.invalidItemError)) {
            try await index.indexSearchableItems([CSSearchableItem(uniqueIdentifier: nil, domainIdentifier: nil, attributeSet: attributes)])
        }
        let old = bookmarkItem("old", title: "Old", folder: nil)
        old.expirationDate = Date(timeIntervalSinceNow: -1)
        let fresh = CSSearchableItem(
            uniqueIdentifier: nil, domainIdentifier: nil, attributeSet: CSSearchableItemAttributeSet(contentType: .text))
        try await index.indexSearchableItems([old, fresh])
        #expect(index.indexedItems.map(\.uniqueIdentifier) == [fresh.uniqueIdentifier])
        #expect(UUID(uuidString: fresh.uniqueIdentifier) != nil)
        #expect(CSSearchableIndex.default() === CSSearchableIndex.default())
        #expect(CSSearchableIndex.isIndexingAvailable())
        #expect(CSSearchableItemActionType == "com.apple.corespotlightitem")
    }
}
