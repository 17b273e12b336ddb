public import Foundation

/// Apple Podcasts' `itunes:` tags on a channel or an episode (nil on a channel or item that has none).
public class ITunesNamespace {
    /// `<itunes:author>` (nil when absent).
    public var iTunesAuthor: String?
    /// `<itunes:block>` (nil when absent).
    public var iTunesBlock: String?
    /// Every `<itunes:category>`, in document order (nil when there is none).
    public var iTunesCategories: [ITunesCategory]?
    /// `<itunes:image>` (nil when absent).
    public var iTunesImage: ITunesImage?
    /// `itunes:duration` in seconds (`HH:MM:SS`, `MM:SS` or seconds).
    public var iTunesDuration: TimeInterval?
    /// `<itunes:explicit>` (nil when absent).
    public var iTunesExplicit: String?
    /// `<itunes:isClosedCaptioned>` (nil when absent).
    public var isClosedCaptioned: String?
    /// `<itunes:order>` as a number (nil when absent or not one).
    public var iTunesOrder: Int?
    /// `<itunes:complete>` (nil when absent).
    public var iTunesComplete: String?
    /// `<itunes:new-feed-url>` (nil when absent).
    public var iTunesNewFeedURL: String?
    /// `<itunes:owner>` (nil when absent).
    public var iTunesOwner: ITunesOwner?
    /// `<itunes:title>` (nil when absent).
    public var iTunesTitle: String?
    /// `<itunes:subtitle>` (nil when absent).
    public var iTunesSubtitle: String?
    /// `<itunes:summary>` (nil when absent).
    public var iTunesSummary: String?
    /// `<itunes:keywords>` (nil when absent).
    public var iTunesKeywords: String?
    /// `<itunes:type>` (nil when absent).
    public var iTunesType: String?
    /// `<itunes:episodeType>` (nil when absent).
    public var iTunesEpisodeType: String?
    /// `<itunes:season>` as a number (nil when absent or not one).
    public var iTunesSeason: Int?
    /// `<itunes:episode>` as a number (nil when absent or not one).
    public var iTunesEpisode: Int?

    /// An empty model, every property nil, as FeedKit makes one.
    public init() {}

    init?(element: FeedXMLElement) {
        guard element.children.contains(where: { $0.name.hasPrefix("itunes:") }) else { return nil }
        iTunesAuthor = element.string("itunes:author")
        iTunesBlock = element.string("itunes:block")
        iTunesCategories = element.children("itunes:category").map(ITunesCategory.init).nonEmpty
        iTunesImage = element.child("itunes:image").map(ITunesImage.init)
        iTunesDuration = element.string("itunes:duration").flatMap(FeedDate.duration)
        iTunesExplicit = element.string("itunes:explicit")
        isClosedCaptioned = element.string("itunes:isClosedCaptioned")
        iTunesOrder = element.integer("itunes:order")
        iTunesComplete = element.string("itunes:complete")
        iTunesNewFeedURL = element.string("itunes:new-feed-url")
        iTunesOwner = element.child("itunes:owner").map(ITunesOwner.init)
        iTunesTitle = element.string("itunes:title")
        iTunesSubtitle = element.string("itunes:subtitle")
        iTunesSummary = element.string("itunes:summary")
        iTunesKeywords = element.string("itunes:keywords")
        iTunesType = element.string("itunes:type")
        iTunesEpisodeType = element.string("itunes:episodeType")
        iTunesSeason = element.integer("itunes:season")
        iTunesEpisode = element.integer("itunes:episode")
    }
}

/// `<itunes:category text="…">`, with at most one nested subcategory.
public class ITunesCategory {
    /// The element's attributes.
    public class Attributes {
        /// The `text` attribute.
        public var text: String?
        /// An empty model, every property nil, as FeedKit makes one.
        public init() {}
    }
    /// The element's attributes (nil when it has none).
    public var attributes: Attributes?
    /// `<subcategory>` (nil when absent).
    public var subcategory: ITunesSubCategory?
    /// An empty model, every property nil, as FeedKit makes one.
    public init() {}

    init(element: FeedXMLElement) {
        if let text = element.attributes["text"] {
            attributes = Attributes()
            attributes?.text = text
        }
        subcategory = element.child("itunes:category").map(ITunesSubCategory.init)
    }
}

/// A nested `<itunes:category text="…">`.
public class ITunesSubCategory {
    /// The element's attributes.
    public class Attributes {
        /// The `text` attribute.
        public var text: String?
        /// An empty model, every property nil, as FeedKit makes one.
        public init() {}
    }
    /// The element's attributes (nil when it has none).
    public var attributes: Attributes?
    /// An empty model, every property nil, as FeedKit makes one.
    public init() {}

    init(element: FeedXMLElement) {
        if let text = element.attributes["text"] {
            attributes = Attributes()
            attributes?.text = text
        }
    }
}

/// `<itunes:image href="…"/>`.
public class ITunesImage {
    /// The element's attributes.
    public class Attributes {
        /// The `href` attribute.
        public var href: String?
        /// An empty model, every property nil, as FeedKit makes one.
        public init() {}
    }
    /// The element's attributes (nil when it has none).
    public var attributes: Attributes?
    /// An empty model, every property nil, as FeedKit makes one.
    public init() {}

    init(element: FeedXMLElement) {
        if let href = element.attributes["href"] {
            attributes = Attributes()
            attributes?.href = href
        }
    }
}

/// `<itunes:owner>` with its name and email.
public class ITunesOwner {
    /// `<email>` (nil when absent).
    public var email: String?
    /// `<name>` (nil when absent).
    public var name: String?
    /// An empty model, every property nil, as FeedKit makes one.
    public init() {}

    init(element: FeedXMLElement) {
        email = element.string("itunes:email")
        name = element.string("itunes:name")
    }
}

/// Dublin Core's `dc:` elements (nil where a channel or item has none).
public class DublinCoreNamespace {
    /// `<dc:title>` (nil when absent).
    public var dcTitle: String?
    /// `<dc:creator>` (nil when absent).
    public var dcCreator: String?
    /// `<dc:subject>` (nil when absent).
    public var dcSubject: String?
    /// `<dc:description>` (nil when absent).
    public var dcDescription: String?
    /// `<dc:publisher>` (nil when absent).
    public var dcPublisher: String?
    /// `<dc:contributor>` (nil when absent).
    public var dcContributor: String?
    /// `<dc:date>` read as a date (nil when absent or unreadable).
    public var dcDate: Date?
    /// `<dc:type>` (nil when absent).
    public var dcType: String?
    /// `<dc:format>` (nil when absent).
    public var dcFormat: String?
    /// `<dc:identifier>` (nil when absent).
    public var dcIdentifier: String?
    /// `<dc:source>` (nil when absent).
    public var dcSource: String?
    /// `<dc:language>` (nil when absent).
    public var dcLanguage: String?
    /// `<dc:relation>` (nil when absent).
    public var dcRelation: String?
    /// `<dc:coverage>` (nil when absent).
    public var dcCoverage: String?
    /// `<dc:rights>` (nil when absent).
    public var dcRights: String?

    /// An empty model, every property nil, as FeedKit makes one.
    public init() {}

    init?(element: FeedXMLElement) {
        guard element.children.contains(where: { $0.name.hasPrefix("dc:") }) else { return nil }
        dcTitle = element.string("dc:title")
        dcCreator = element.string("dc:creator")
        dcSubject = element.string("dc:subject")
        dcDescription = element.string("dc:description")
        dcPublisher = element.string("dc:publisher")
        dcContributor = element.string("dc:contributor")
        dcDate = element.date("dc:date")
        dcType = element.string("dc:type")
        dcFormat = element.string("dc:format")
        dcIdentifier = element.string("dc:identifier")
        dcSource = element.string("dc:source")
        dcLanguage = element.string("dc:language")
        dcRelation = element.string("dc:relation")
        dcCoverage = element.string("dc:coverage")
        dcRights = element.string("dc:rights")
    }
}

/// The content module's `content:encoded`: an item's full HTML.
public class ContentNamespace {
    /// `<content:encoded>` (nil when absent).
    public var contentEncoded: String?
    /// An empty model, every property nil, as FeedKit makes one.
    public init() {}
}

/// The syndication module's `sy:` update schedule of a channel.
public class SyndicationNamespace {
    /// `<sy:updatePeriod>` (nil when absent).
    public var syUpdatePeriod: SyndicationUpdatePeriod?
    /// `<sy:updateFrequency>` as a number (nil when absent or not one).
    public var syUpdateFrequency: Int?
    /// `<sy:updateBase>` read as a date (nil when absent or unreadable).
    public var syUpdateBase: Date?
    /// An empty model, every property nil, as FeedKit makes one.
    public init() {}

    init?(element: FeedXMLElement) {
        guard element.children.contains(where: { $0.name.hasPrefix("sy:") }) else { return nil }
        syUpdatePeriod = element.string("sy:updatePeriod").flatMap(SyndicationUpdatePeriod.init(rawValue:))
        syUpdateFrequency = element.integer("sy:updateFrequency")
        syUpdateBase = element.date("sy:updateBase")
    }
}

/// `sy:updatePeriod` (read ignoring case and surrounding space).
public enum SyndicationUpdatePeriod: String, Sendable {
    case hourly, daily, weekly, monthly, yearly

    /// The value named by `rawValue`, ignoring case and surrounding white space; nil for any other text.
    public init?(rawValue: String) {
        switch rawValue.trimmingCharacters(in: .whitespacesAndNewlines).lowercased() {
        case "hourly": self = .hourly
        case "daily": self = .daily
        case "weekly": self = .weekly
        case "monthly": self = .monthly
        case "yearly": self = .yearly
        default: return nil
        }
    }
}
