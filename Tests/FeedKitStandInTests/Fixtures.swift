import Foundation

/// Small feeds written for these tests (not taken from any real feed).
enum Fixtures {
    /// A podcast: two episodes with enclosures and iTunes tags, one HTML description escaped and one in CDATA.
    static let podcast = """
        <?xml version="1.0" encoding="UTF-8"?>
        <rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"
             xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">
          <channel>
            <title>Harbour Notes</title>
            <link>https://example.org/harbour</link>
            <description>Weekly talk about boats &amp; tides.</description>
            <language>en-gb</language>
            <lastBuildDate>Tue, 03 Jun 2025 09:30:00 GMT</lastBuildDate>
            <ttl>60</ttl>
            <image>
              <url>https://example.org/harbour/cover.png</url>
              <title>Harbour Notes</title>
              <width>144</width>
            </image>
            <category domain="example">Leisure</category>
            <itunes:author>Maren Holt</itunes:author>
            <itunes:image href="https://example.org/harbour/cover-3000.png"/>
            <itunes:category text="Leisure">
              <itunes:category text="Hobbies"/>
            </itunes:category>
            <itunes:owner>
              <itunes:name>Maren Holt</itunes:name>
              <itunes:email>maren@example.org</itunes:email>
            </itunes:owner>
            <itunes:explicit>false</itunes:explicit>
            <itunes:type>episodic</itunes:type>
            <item>
              <title>Episode 2: Neap tides</title>
              <link>https://example.org/harbour/2</link>
              <description>&lt;p&gt;Why the &lt;b&gt;neap&lt;/b&gt; tide is small.&lt;/p&gt;</description>
              <pubDate>Tue, 03 Jun 2025 09:30:00 GMT</pubDate>
              <guid isPermaLink="false">harbour-2</guid>
              <enclosure url="https://example.org/harbour/2.mp3" length="24986239" type="audio/mpeg"/>
              <itunes:author>Maren Holt</itunes:author>
              <itunes:duration>1:02:03</itunes:duration>
              <itunes:episode>2</itunes:episode>
              <itunes:season>1</itunes:season>
              <itunes:episodeType>full</itunes:episodeType>
              <itunes:image href="https://example.org/harbour/2.png"/>
              <content:encoded><![CDATA[<p>Full notes with <a href="https://example.org">a link</a> & more.</p>]]></content:encoded>
              <dc:creator>Maren Holt</dc:creator>
            </item>
            <item>
              <title><![CDATA[Episode 1: <Spring> tides]]></title>
              <description><![CDATA[<p>Big tides &amp; full moons.</p>]]></description>
              <pubDate>Mon, 26 May 2025 07:00:00 +0200</pubDate>
              <enclosure url="https://example.org/harbour/1.mp4" length="1000" type="video/mp4"/>
              <itunes:duration>754</itunes:duration>
            </item>
            <item>
              <title>Trailer</title>
            </item>
          </channel>
        </rss>
        """

    /// An Atom feed with two entries.
    static let atom = """
        <?xml version="1.0" encoding="utf-8"?>
        <feed xmlns="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/">
          <title>Field Journal</title>
          <subtitle type="html">Notes &lt;em&gt;from&lt;/em&gt; the field</subtitle>
          <link href="https://example.net/journal/" rel="alternate"/>
          <link href="https://example.net/journal/atom.xml" rel="self" type="application/atom+xml"/>
          <id>urn:uuid:9a3b2f4e-0000-4000-8000-000000000001</id>
          <updated>2025-06-03T09:30:00Z</updated>
          <author><name>Ilse Brandt</name><email>ilse@example.net</email></author>
          <generator uri="https://example.net/gen" version="2.1">Gen</generator>
          <entry>
            <title>Lichens on granite</title>
            <link href="https://example.net/journal/lichens" rel="alternate"/>
            <link href="https://example.net/journal/lichens.jpg" rel="enclosure" type="image/jpeg" length="2048"/>
            <id>urn:uuid:9a3b2f4e-0000-4000-8000-000000000002</id>
            <published>2025-06-02T18:15:30.25+02:00</published>
            <updated>2025-06-03T08:00:00-05:00</updated>
            <summary type="text">Three species, one boulder.</summary>
            <content type="html">&lt;p&gt;Three species.&lt;/p&gt;</content>
            <category term="botany" label="Botany"/>
            <media:thumbnail url="https://example.net/journal/lichens-small.jpg" width="120" height="90"/>
          </entry>
          <entry>
            <title>Untitled draft</title>
            <id>urn:uuid:9a3b2f4e-0000-4000-8000-000000000003</id>
            <updated>2025-05-30T12:00:00Z</updated>
          </entry>
        </feed>
        """

    /// A JSON Feed 1.1 with two items.
    static let json = """
        {
          "version": "https://jsonfeed.org/version/1.1",
          "title": "Kiln Log",
          "home_page_url": "https://example.com/kiln",
          "feed_url": "https://example.com/kiln/feed.json",
          "authors": [{"name": "Tomas Reyes", "url": "https://example.com/tomas"}],
          "items": [
            {
              "id": "2",
              "url": "https://example.com/kiln/2",
              "title": "Cone 6 glaze test",
              "content_html": "<p>Celadon crawled.</p>",
              "date_published": "2025-06-01T10:00:00-07:00",
              "tags": ["glaze", "cone6"],
              "attachments": [
                {"url": "https://example.com/kiln/2.m4a", "mime_type": "audio/x-m4a", "size_in_bytes": 8000, "duration_in_seconds": 312}
              ]
            },
            {"id": 1, "content_text": "First firing."}
          ]
        }
        """

    /// An RSS 1.0 (RDF) feed, whose items sit beside the channel, dated with Dublin Core.
    static let rdf = """
        <?xml version="1.0"?>
        <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/"
                 xmlns:dc="http://purl.org/dc/elements/1.1/">
          <channel rdf:about="https://example.edu/news">
            <title>Department News</title>
            <link>https://example.edu/news</link>
          </channel>
          <item rdf:about="https://example.edu/news/1">
            <title>Seminar moved</title>
            <link>https://example.edu/news/1</link>
            <dc:date>2025-06-03T09:30:00+01:00</dc:date>
            <dc:creator>Office</dc:creator>
          </item>
        </rdf:RDF>
        """

    /// A one-item RSS feed titled `title`, dated `pubDate` (used for date forms).
    static func rss(title: String = "Item", pubDate: String) -> String {
        "<rss version=\"2.0\"><channel><title>Dates</title><item><title>\(title)</title><pubDate>\(pubDate)</pubDate></item></channel></rss>"
    }
}

extension Date {
    /// The date at `year-month-day hour:minute:second` UTC.
    static func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0)!
        return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second))!
    }
}
