public import Foundation

/// An RSS channel (RSS 2.0, 0.9x, or RSS 1.0's RDF): FeedKit 9's model. An element the feed does not have is nil,
/// and so is a list with no entries.
public class RSSFeed {
    /// `<title>` (nil when absent).
    public var title: String?
    /// `<link>` (nil when absent).
    public var link: String?
    /// `<description>` (nil when absent).
    public var description: String?
    /// `<language>` (nil when absent).
    public var language: String?
    /// `<copyright>` (nil when absent).
    public var copyright: String?
    /// `<managingEditor>` (nil when absent).
    public var managingEditor: String?
    /// `<webMaster>` (nil when absent).
    public var webMaster: String?
    /// `<pubDate>` read as a date (nil when absent or unreadable).
    public var pubDate: Date?
    /// `<lastBuildDate>` read as a date (nil when absent or unreadable).
    public var lastBuildDate: Date?
    /// Every `<category>`, in document order (nil when there is none).
    public var categories: [RSSFeedCategory]?
    /// `<generator>` (nil when absent).
    public var generator: String?
    /// `<docs>` (nil when absent).
    public var docs: String?
    /// `<cloud>` (nil when absent).
    public var cloud: RSSFeedCloud?
    /// `<rating>` (nil when absent).
    public var rating: String?
    /// `<ttl>` as a number (nil when absent or not one).
    public var ttl: Int?
    /// `<image>` (nil when absent).
    public var image: RSSFeedImage?
    /// `<textInput>` (nil when absent).
    public var textInput: RSSFeedTextInput?
    /// Every `<skipHours>`, in document order (nil when there is none).
    public var skipHours: [RSSFeedSkipHour]?
    /// Every `<skipDays>`, in document order (nil when there is none).
    public var skipDays: [RSSFeedSkipDay]?
    /// Every `<item>`, in document order (nil when there is none).
    public var items: [RSSFeedItem]?
    /// `<dublinCore>` (nil when absent).
    public var dublinCore: DublinCoreNamespace?
    /// `<syndication>` (nil when absent).
    public var syndication: SyndicationNamespace?
    /// `<iTunes>` (nil when absent).
    public var iTunes: ITunesNamespace?

    /// An empty model, every property nil, as FeedKit makes one.
    public init() {}

    init(channel: FeedXMLElement, items itemElements: [FeedXMLElement]) {
        title = channel.string("title")
        link = channel.string("link")
        description = channel.string("description")
        language = channel.string("language")
        copyright = channel.string("copyright")
        managingEditor = channel.string("managingEditor")
        webMaster = channel.string("webMaster")
        pubDate = channel.date("pubDate")
        lastBuildDate = channel.date("lastBuildDate")
        categories = channel.children("category").map(RSSFeedCategory.init).nonEmpty
        generator = channel.string("generator")
        docs = channel.string("docs")
        cloud = channel.child("cloud").map(RSSFeedCloud.init)
        rating = channel.string("rating")
        ttl = channel.integer("ttl")
        image = channel.child("image").map(RSSFeedImage.init)
        textInput = (channel.child("textInput") ?? channel.child("textinput")).map(RSSFeedTextInput.init)
        if let hours = channel.child("skipHours") {
            skipHours = hours.children("hour").compactMap { hour in
                hour.text.flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }.flatMap { (0...23).contains($0) ? $0 : nil }
            }
        }
        if let days = channel.child("skipDays") {
            skipDays = days.children("day").compactMap { $0.text.flatMap(RSSFeedSkipDay.init(rawValue:)) }
        }
        items = itemElements.map(RSSFeedItem.init).nonEmpty
        dublinCore = DublinCoreNamespace(element: channel)
        syndication = SyndicationNamespace(element: channel)
        iTunes = ITunesNamespace(element: channel)
    }
}

/// An RSS item: an article or a podcast episode.
public class RSSFeedItem {
    /// `<title>` (nil when absent).
    public var title: String?
    /// `<link>` (nil when absent).
    public var link: String?
    /// `<description>` (nil when absent).
    public var description: String?
    /// `<author>` (nil when absent).
    public var author: String?
    /// Every `<category>`, in document order (nil when there is none).
    public var categories: [RSSFeedItemCategory]?
    /// `<comments>` (nil when absent).
    public var comments: String?
    /// `<enclosure>` (nil when absent).
    public var enclosure: RSSFeedItemEnclosure?
    /// `<guid>` (nil when absent).
    public var guid: RSSFeedItemGUID?
    /// `<pubDate>` read as a date (nil when absent or unreadable).
    public var pubDate: Date?
    /// `<source>` (nil when absent).
    public var source: RSSFeedItemSource?
    /// `<dublinCore>` (nil when absent).
    public var dublinCore: DublinCoreNamespace?
    /// `<content>` (nil when absent).
    public var content: ContentNamespace?
    /// `<iTunes>` (nil when absent).
    public var iTunes: ITunesNamespace?
    /// `<media>` (nil when absent).
    public var media: MediaNamespace?

    /// An empty model, every property nil, as FeedKit makes one.
    public init() {}

    init(element: FeedXMLElement) {
        title = element.string("title")
        link = element.string("link")
        description = element.string("description")
        author = element.string("author")
        categories = element.children("category").map(RSSFeedItemCategory.init).nonEmpty
        comments = element.string("comments")
        enclosure = element.child("enclosure").map(RSSFeedItemEnclosure.init)
        guid = element.child("guid").map(RSSFeedItemGUID.init)
        pubDate = element.date("pubDate")
        source = element.child("source").map(RSSFeedItemSource.init)
        dublinCore = DublinCoreNamespace(element: element)
        content = element.string("content:encoded").map { encoded in
            let content = ContentNamespace()
            content.contentEncoded = encoded
            return content
        }
        iTunes = ITunesNamespace(element: element)
        media = MediaNamespace(element: element)
    }
}

/// A channel's `<category domain="…">`.
public class RSSFeedCategory {
    /// The element's attributes.
    public class Attributes {
        /// The `domain` attribute.
        public var domain: String?
        /// An empty model, every property nil, as FeedKit makes one.
        public init() {}
    }
    /// The element's attributes (nil when it has none).
    public var attributes: Attributes?
    /// The element's text (nil when it has none).
    public var value: String?
    /// An empty model, every property nil, as FeedKit makes one.
    public init() {}

    init(element: FeedXMLElement) {
        value = element.text
        if let domain = element.attributes["domain"] {
            attributes = Attributes()
            attributes?.domain = domain
        }
    }
}

/// An item's `<category domain="…">`.
public class RSSFeedItemCategory {
    /// The element's attributes.
    public class Attributes {
        /// The `domain` attribute.
        public var domain: String?
        /// An empty model, every property nil, as FeedKit makes one.
        public init() {}
    }
    /// The element's attributes (nil when it has none).
    public var attributes: Attributes?
    /// The element's text (nil when it has none).
    public var value: String?
    /// An empty model, every property nil, as FeedKit makes one.
    public init() {}

    init(element: FeedXMLElement) {
        value = element.text
        if let domain = element.attributes["domain"] {
            attributes = Attributes()
            attributes?.domain = domain
        }
    }
}

/// A channel's `<cloud>` (rssCloud's notification endpoint).
public class RSSFeedCloud {
    /// The element's attributes.
    public class Attributes {
        /// The `domain` attribute.
        public var domain: String?
        /// The `port` attribute.
        public var port: Int?
        /// The `path` attribute.
        public var path: String?
        /// The `registerProcedure` attribute.
        public var registerProcedure: String?
        /// The `protocol` attribute.
        public var protocolSpecification: String?
        /// An empty model, every property nil, as FeedKit makes one.
        public init() {}
    }
    /// The element's attributes (nil when it has none).
    public var attributes: Attributes?
    /// An empty model, every property nil, as FeedKit makes one.
    public init() {}

    init(element: FeedXMLElement) {
        let values = element.attributes
        guard !values.isEmpty else { return }
        let attributes = Attributes()
        attributes.domain = values["domain"]
        attributes.port = values["port"].flatMap { Int($0) }
        attributes.path = values["path"]
        attributes.registerProcedure = values["registerProcedure"]
        attributes.protocolSpecification = values["protocol"]
        self.attributes = attributes
    }
}

/// A channel's `<image>`.
public class RSSFeedImage {
    /// `<url>` (nil when absent).
    public var url: String?
    /// `<title>` (nil when absent).
    public var title: String?
    /// `<link>` (nil when absent).
    public var link: String?
    /// `<width>` as a number (nil when absent or not one).
    public var width: Int?
    /// `<height>` as a number (nil when absent or not one).
    public var height: Int?
    /// `<description>` (nil when absent).
    public var description: String?
    /// An empty model, every property nil, as FeedKit makes one.
    public init() {}

    init(element: FeedXMLElement) {
        url = element.string("url")
        title = element.string("title")
        link = element.string("link")
        width = element.integer("width")
        height = element.integer("height")
        description = element.string("description")
    }
}

/// A channel's `<textInput>`.
public class RSSFeedTextInput {
    /// `<title>` (nil when absent).
    public var title: String?
    /// `<description>` (nil when absent).
    public var description: String?
    /// `<name>` (nil when absent).
    public var name: String?
    /// `<link>` (nil when absent).
    public var link: String?
    /// An empty model, every property nil, as FeedKit makes one.
    public init() {}

    init(element: FeedXMLElement) {
        title = element.string("title")
        description = element.string("description")
        name = element.string("name")
        link = element.string("link")
    }
}

/// An hour (0-23, GMT) in a channel's `<skipHours>`.
public typealias RSSFeedSkipHour = Int

/// A day in a channel's `<skipDays>` (read ignoring case).
public enum RSSFeedSkipDay: String, Sendable {
    case monday, tuesday, wednesday, thursday, friday, saturday, sunday

    /// The value named by `rawValue`, ignoring case and surrounding white space; nil for any other text.
    public init?(rawValue: String) {
        switch rawValue.trimmingCharacters(in: .whitespacesAndNewlines).lowercased() {
        case "monday": self = .monday
        case "tuesday": self = .tuesday
        case "wednesday": self = .wednesday
        case "thursday": self = .thursday
        case "friday": self = .friday
        case "saturday": self = .saturday
        case "sunday": self = .sunday
        default: return nil
        }
    }
}

/// An item's `<enclosure url="…" length="…" type="…"/>`: a podcast's audio or video file.
public class RSSFeedItemEnclosure {
    /// The element's attributes.
    public class Attributes {
        /// The `url` attribute.
        public var url: String?
        /// The `length` attribute.
        public var length: Int64?
        /// The `type` attribute.
        public var type: String?
        /// An empty model, every property nil, as FeedKit makes one.
        public init() {}
    }
    /// The element's attributes (nil when it has none).
    public var attributes: Attributes?
    /// An empty model, every property nil, as FeedKit makes one.
    public init() {}

    init(element: FeedXMLElement) {
        let values = element.attributes
        guard !values.isEmpty else { return }
        let attributes = Attributes()
        attributes.url = values["url"]
        attributes.length = values["length"].flatMap { Int64($0.trimmingCharacters(in: .whitespaces)) }
        attributes.type = values["type"]
        self.attributes = attributes
    }
}

/// An item's `<guid isPermaLink="…">`.
public class RSSFeedItemGUID {
    /// The element's attributes.
    public class Attributes {
        /// The `isPermaLink` attribute.
        public var isPermaLink: Bool?
        /// An empty model, every property nil, as FeedKit makes one.
        public init() {}
    }
    /// The element's attributes (nil when it has none).
    public var attributes: Attributes?
    /// The element's text (nil when it has none).
    public var value: String?
    /// An empty model, every property nil, as FeedKit makes one.
    public init() {}

    init(element: FeedXMLElement) {
        value = element.text
        if let permaLink = element.attributes["isPermaLink"] {
            attributes = Attributes()
            attributes?.isPermaLink = FeedBool.parse(permaLink)
        }
    }
}

/// An item's `<source url="…">`: the channel it came from.
public class RSSFeedItemSource {
    /// The element's attributes.
    public class Attributes {
        /// The `url` attribute.
        public var url: String?
        /// An empty model, every property nil, as FeedKit makes one.
        public init() {}
    }
    /// The element's attributes (nil when it has none).
    public var attributes: Attributes?
    /// The element's text (nil when it has none).
    public var value: String?
    /// An empty model, every property nil, as FeedKit makes one.
    public init() {}

    init(element: FeedXMLElement) {
        value = element.text
        if let url = element.attributes["url"] {
            attributes = Attributes()
            attributes?.url = url
        }
    }
}

enum FeedBool {
    /// `true`/`yes`/`1` and `false`/`no`/`0`, in either case; anything else is nil.
    static func parse(_ string: String) -> Bool? {
        switch string.trimmingCharacters(in: .whitespacesAndNewlines).lowercased() {
        case "true", "yes", "1": true
        case "false", "no", "0": false
        default: nil
        }
    }
}

extension Array {
    /// The array, or nil when it is empty (FeedKit leaves a list it found no entries for nil).
    var nonEmpty: [Element]? { isEmpty ? nil : self }
}
