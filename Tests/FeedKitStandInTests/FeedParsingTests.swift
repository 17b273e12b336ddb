import FeedKit
import Foundation
import Testing

private func parse(_ text: String) -> Result<Feed, ParserError> {
    FeedParser(data: Data(text.utf8)).parse()
}

@Suite("FeedKit stand-in: RSS, Atom and JSON Feed")
struct FeedParsingTests {
    @Test("An RSS 2.0 podcast: channel, iTunes tags, enclosures, escaped and CDATA HTML, content:encoded, missing fields nil")
    func rssPodcast() throws {
        let feed = try #require(try parse(Fixtures.podcast).get().rssFeed)
        #expect(feed.title == "Harbour Notes")
        #expect(feed.description == "Weekly talk about boats & tides.")
        #expect(feed.language == "en-gb")
        #expect(feed.lastBuildDate == .utc(2025, 6, 3, 9, 30))
        #expect(feed.ttl == 60)
        #expect(feed.image?.url == "https://example.org/harbour/cover.png" && feed.image?.width == 144 && feed.image?.height == nil)
        #expect(feed.categories?.first?.value == "Leisure" && feed.categories?.first?.attributes?.domain == "example")
        #expect(feed.iTunes?.iTunesAuthor == "Maren Holt")
        #expect(feed.iTunes?.iTunesImage?.attributes?.href == "https://example.org/harbour/cover-3000.png")
        #expect(feed.iTunes?.iTunesCategories?.first?.attributes?.text == "Leisure")
        #expect(feed.iTunes?.iTunesCategories?.first?.subcategory?.attributes?.text == "Hobbies")
        #expect(feed.iTunes?.iTunesOwner?.name == "Maren Holt" && feed.iTunes?.iTunesOwner?.email == "maren@example.org")
        #expect(feed.iTunes?.iTunesExplicit == "false" && feed.iTunes?.iTunesType == "episodic")
        #expect(feed.pubDate == nil && feed.copyright == nil && feed.cloud == nil && feed.skipDays == nil)
        #expect(feed.dublinCore == nil && feed.syndication == nil)

        let items = try #require(feed.items)
        #expect(items.count == 3)
        let second = items[0]
        #expect(second.title == "Episode 2: Neap tides")
        #expect(second.description == "<p>Why the <b>neap</b> tide is small.</p>")
        #expect(second.pubDate == .utc(2025, 6, 3, 9, 30))
        #expect(second.guid?.value == "harbour-2" && second.guid?.attributes?.isPermaLink == false)
        #expect(second.enclosure?.attributes?.url == "https://example.org/harbour/2.mp3")
        #expect(second.enclosure?.attributes?.length == 24_986_239)
        #expect(second.enclosure?.attributes?.type == "audio/mpeg")
        #expect(second.iTunes?.iTunesAuthor == "Maren Holt")
        #expect(second.iTunes?.iTunesDuration == 3723)
        #expect(second.iTunes?.iTunesEpisode == 2 && second.iTunes?.iTunesSeason == 1)
        #expect(second.iTunes?.iTunesEpisodeType == "full")
        #expect(second.iTunes?.iTunesImage?.attributes?.href == "https://example.org/harbour/2.png")
        #expect(second.content?.contentEncoded == "<p>Full notes with <a href=\"https://example.org\">a link</a> & more.</p>")
        #expect(second.dublinCore?.dcCreator == "Maren Holt")
        #expect(second.author == nil && second.comments == nil && second.categories == nil && second.media == nil)

        let first = items[1]
        #expect(first.title == "Episode 1: <Spring> tides")
        // CDATA is taken as written: an entity in it stays as it is.
        #expect(first.description == "<p>Big tides &amp; full moons.</p>")
        #expect(first.pubDate == .utc(2025, 5, 26, 5, 0))
        #expect(first.enclosure?.attributes?.type == "video/mp4")
        #expect(first.iTunes?.iTunesDuration == 754 && first.iTunes?.iTunesAuthor == nil)
        #expect(first.link == nil && first.content == nil && first.dublinCore == nil)

        let trailer = items[2]
        #expect(trailer.title == "Trailer" && trailer.iTunes == nil && trailer.enclosure == nil && trailer.pubDate == nil)
    }

    @Test("RSS 1.0 (RDF): items beside the channel, Dublin Core dates")
    func rdf() throws {
        let feed = try #require(try parse(Fixtures.rdf).get().rssFeed)
        #expect(feed.title == "Department News")
        let item = try #require(feed.items?.first)
        #expect(item.title == "Seminar moved" && item.link == "https://example.edu/news/1")
        #expect(item.dublinCore?.dcDate == .utc(2025, 6, 3, 8, 30))
        #expect(item.dublinCore?.dcCreator == "Office")
    }

    @Test("Atom: feed and entries, links with attributes, typed text, RFC 3339 dates with fractions and offsets")
    func atom() throws {
        let result = parse(Fixtures.atom)
        let feed = try #require(try result.get().atomFeed)
        #expect(try result.get().rssFeed == nil && (try result.get().jsonFeed) == nil)
        #expect(feed.title == "Field Journal")
        #expect(feed.subtitle?.value == "Notes <em>from</em> the field" && feed.subtitle?.attributes?.type == "html")
        #expect(feed.links?.count == 2)
        #expect(feed.links?[1].attributes?.rel == "self" && feed.links?[1].attributes?.type == "application/atom+xml")
        #expect(feed.updated == .utc(2025, 6, 3, 9, 30))
        #expect(feed.authors?.first?.name == "Ilse Brandt" && feed.authors?.first?.email == "ilse@example.net")
        #expect(feed.authors?.first?.uri == nil && feed.contributors == nil && feed.icon == nil)
        #expect(feed.generator?.value == "Gen" && feed.generator?.attributes?.version == "2.1")

        let entries = try #require(feed.entries)
        #expect(entries.count == 2)
        let entry = entries[0]
        #expect(entry.title == "Lichens on granite")
        #expect(entry.links?.first?.attributes?.href == "https://example.net/journal/lichens")
        #expect(entry.links?[1].attributes?.length == 2048)
        #expect(entry.published == Date.utc(2025, 6, 2, 16, 15, 30).addingTimeInterval(0.25))
        #expect(entry.updated == .utc(2025, 6, 3, 13, 0))
        #expect(entry.summary?.value == "Three species, one boulder." && entry.summary?.attributes?.type == "text")
        #expect(entry.content?.value == "<p>Three species.</p>" && entry.content?.attributes?.type == "html")
        #expect(entry.categories?.first?.attributes?.term == "botany" && entry.categories?.first?.attributes?.label == "Botany")
        #expect(entry.media?.mediaThumbnails?.first?.attributes?.url == "https://example.net/journal/lichens-small.jpg")
        #expect(entry.media?.mediaThumbnails?.first?.attributes?.width == "120")
        #expect(entries[1].summary == nil && entries[1].links == nil && entries[1].published == nil && entries[1].media == nil)
    }

    @Test("JSON Feed 1.1: items, attachments, dates, a numeric id, authors")
    func jsonFeed() throws {
        let feed = try #require(try parse(Fixtures.json).get().jsonFeed)
        #expect(feed.title == "Kiln Log" && feed.homePageURL == "https://example.com/kiln")
        #expect(feed.feedUrl == "https://example.com/kiln/feed.json")
        #expect(feed.author?.name == "Tomas Reyes")
        #expect(feed.expired == nil && feed.hubs == nil)
        let items = try #require(feed.items)
        #expect(items[0].title == "Cone 6 glaze test" && items[0].contentHtml == "<p>Celadon crawled.</p>")
        #expect(items[0].datePublished == .utc(2025, 6, 1, 17, 0))
        #expect(items[0].tags == ["glaze", "cone6"])
        let attachment = try #require(items[0].attachments?.first)
        #expect(attachment.mimeType == "audio/x-m4a" && attachment.sizeInBytes == 8000 && attachment.durationInSeconds == 312)
        #expect(items[1].id == "1" && items[1].contentText == "First firing." && items[1].title == nil)
        // Codable both ways, as FeedKit's JSONFeed is.
        let encoded = try JSONEncoder().encode(feed)
        #expect(try JSONDecoder().decode(JSONFeed.self, from: encoded).title == "Kiln Log")
    }

    @Test("A JSON Feed date that is not RFC 3339 fails the feed, as FeedKit's decoder does")
    func jsonBadDate() {
        let result = parse(#"{"version": "https://jsonfeed.org/version/1", "items": [{"id": "1", "date_published": "yesterday"}]}"#)
        guard case .failure(.internalError) = result else {
            Issue.record("expected an internal error, got \(result)")
            return
        }
    }

    @Test(
        "RSS dates as feeds write them: RFC 822 with any weekday, zone names and offsets, no seconds; RFC 3339 too",
        arguments: [
            ("Tue, 03 Jun 2025 09:30:00 GMT", Date.utc(2025, 6, 3, 9, 30)),
            ("Tue, 3 Jun 2025 09:30:00 +0000", Date.utc(2025, 6, 3, 9, 30)),
            ("Tues, 03 Jun 2025 04:30:00 EST", Date.utc(2025, 6, 3, 9, 30)),
            ("Tuesday, 03 Jun 2025 11:30:00 +0200", Date.utc(2025, 6, 3, 9, 30)),
            ("03 Jun 2025 09:30 GMT", Date.utc(2025, 6, 3, 9, 30)),
            ("  Tue, 03 Jun 2025 02:30:00 PDT\n", Date.utc(2025, 6, 3, 9, 30)),
            ("2025-06-03T09:30:00Z", Date.utc(2025, 6, 3, 9, 30)),
            ("2025-06-03T10:30:00.000+01:00", Date.utc(2025, 6, 3, 9, 30)),
            ("2025-06-03 09:30:00 +0000", Date.utc(2025, 6, 3, 9, 30)),
        ])
    func dates(text: String, expected: Date) throws {
        let item = try #require(try parse(Fixtures.rss(pubDate: text)).get().rssFeed?.items?.first)
        #expect(item.pubDate == expected)
    }

    @Test("A date nothing reads is nil; the item is still there", arguments: ["next Tuesday", "2025-13-45T99:00:00Z", ""])
    func unreadableDate(text: String) throws {
        let item = try #require(try parse(Fixtures.rss(pubDate: text)).get().rssFeed?.items?.first)
        #expect(item.title == "Item" && item.pubDate == nil)
    }

    @Test("The format is told from the first significant character; a byte-order mark and white space are skipped")
    func sniffing() throws {
        var data = Data([0xEF, 0xBB, 0xBF])
        data.append(Data("\n  \(Fixtures.rss(pubDate: "Tue, 03 Jun 2025 09:30:00 GMT"))".utf8))
        #expect(try FeedParser(data: data).parse().get().rssFeed?.items?.count == 1)
        #expect(try FeedParser(data: Data("\n\(Fixtures.json)".utf8)).parse().get().jsonFeed != nil)
    }

    @Test("An input stream is read as XML")
    func stream() throws {
        let parser = FeedParser(xmlStream: InputStream(data: Data(Fixtures.atom.utf8)))
        #expect(try parser.parse().get().atomFeed?.entries?.count == 2)
    }

    @Test("ParserError keeps FeedKit's three cases, descriptions and NSError codes")
    func errors() {
        #expect(ParserError.feedNotFound.localizedDescription == "Feed not found")
        #expect(ParserError.feedNotFound.value.code == -1000 && ParserError.feedNotFound.value.domain == "com.feedkit.error")
        #expect(ParserError.feedCDATABlockEncodingError(path: "/rss").value.code == -10001)
        #expect(ParserError.internalError(reason: "x").value.code == -90000)
        // An app's exhaustive switch, as apps write it, compiles.
        func describe(_ error: ParserError) -> String {
            switch error {
            case .feedNotFound: return "none"
            case .feedCDATABlockEncodingError(let path): return path
            case .internalError(let reason): return reason
            }
        }
        #expect(describe(.internalError(reason: "r")) == "r")
    }
}
