public import Foundation

/// An Atom 1.0 feed: FeedKit 9's model. Dates (`updated`, `published`) are read as RFC 3339, tolerantly.
public class AtomFeed {
    /// `<title>` (nil when absent).
    public var title: String?
    /// `<subtitle>` (nil when absent).
    public var subtitle: AtomFeedSubtitle?
    /// Every `<link>`, in document order (nil when there is none).
    public var links: [AtomFeedLink]?
    /// `<updated>` read as a date (nil when absent or unreadable).
    public var updated: Date?
    /// Every `<category>`, in document order (nil when there is none).
    public var categories: [AtomFeedCategory]?
    /// Every `<author>`, in document order (nil when there is none).
    public var authors: [AtomFeedAuthor]?
    /// Every `<contributor>`, in document order (nil when there is none).
    public var contributors: [AtomFeedContributor]?
    /// `<id>` (nil when absent).
    public var id: String?
    /// `<generator>` (nil when absent).
    public var generator: AtomFeedGenerator?
    /// `<icon>` (nil when absent).
    public var icon: String?
    /// `<logo>` (nil when absent).
    public var logo: String?
    /// `<rights>` (nil when absent).
    public var rights: String?
    /// Every `<entry>`, in document order (nil when there is none).
    public var entries: [AtomFeedEntry]?

    /// An empty model, every property nil, as FeedKit makes one.
    public init() {}

    init(feed: FeedXMLElement) {
        title = feed.string("title")
        subtitle = feed.child("subtitle").map(AtomFeedSubtitle.init)
        links = feed.children("link").map(AtomFeedLink.init).nonEmpty
        updated = feed.date("updated")
        categories = feed.children("category").map(AtomFeedCategory.init).nonEmpty
        authors = feed.children("author").map(AtomFeedAuthor.init).nonEmpty
        contributors = feed.children("contributor").map(AtomFeedContributor.init).nonEmpty
        id = feed.string("id")
        generator = feed.child("generator").map(AtomFeedGenerator.init)
        icon = feed.string("icon")
        logo = feed.string("logo")
        rights = feed.string("rights")
        entries = feed.children("entry").map(AtomFeedEntry.init).nonEmpty
    }
}

/// An Atom entry.
public class AtomFeedEntry {
    /// `<title>` (nil when absent).
    public var title: String?
    /// `<summary>` (nil when absent).
    public var summary: AtomFeedEntrySummary?
    /// Every `<author>`, in document order (nil when there is none).
    public var authors: [AtomFeedEntryAuthor]?
    /// Every `<contributor>`, in document order (nil when there is none).
    public var contributors: [AtomFeedEntryContributor]?
    /// Every `<link>`, in document order (nil when there is none).
    public var links: [AtomFeedEntryLink]?
    /// `<updated>` read as a date (nil when absent or unreadable).
    public var updated: Date?
    /// Every `<category>`, in document order (nil when there is none).
    public var categories: [AtomFeedEntryCategory]?
    /// `<id>` (nil when absent).
    public var id: String?
    /// `<content>` (nil when absent).
    public var content: AtomFeedEntryContent?
    /// `<published>` read as a date (nil when absent or unreadable).
    public var published: Date?
    /// `<source>` (nil when absent).
    public var source: AtomFeedEntrySource?
    /// `<rights>` (nil when absent).
    public var rights: String?
    /// `<media>` (nil when absent).
    public var media: MediaNamespace?

    /// An empty model, every property nil, as FeedKit makes one.
    public init() {}

    init(element: FeedXMLElement) {
        title = element.string("title")
        summary = element.child("summary").map(AtomFeedEntrySummary.init)
        authors = element.children("author").map(AtomFeedEntryAuthor.init).nonEmpty
        contributors = element.children("contributor").map(AtomFeedEntryContributor.init).nonEmpty
        links = element.children("link").map(AtomFeedEntryLink.init).nonEmpty
        updated = element.date("updated")
        categories = element.children("category").map(AtomFeedEntryCategory.init).nonEmpty
        id = element.string("id")
        content = element.child("content").map(AtomFeedEntryContent.init)
        published = element.date("published")
        source = element.child("source").map(AtomFeedEntrySource.init)
        rights = element.string("rights")
        media = MediaNamespace(element: element)
    }
}

/// A person in an Atom feed (`<author>`, `<contributor>`): name, email, URI.
public class AtomFeedPerson {
    /// `<name>` (nil when absent).
    public var name: String?
    /// `<email>` (nil when absent).
    public var email: String?
    /// `<uri>` (nil when absent).
    public var uri: String?
    /// An empty model, every property nil, as FeedKit makes one.
    public init() {}

    init(element: FeedXMLElement) {
        name = element.string("name")
        email = element.string("email")
        uri = element.string("uri")
    }
}

/// A feed's `<author>`.
public final class AtomFeedAuthor: AtomFeedPerson {}
/// A feed's `<contributor>`.
public final class AtomFeedContributor: AtomFeedPerson {}
/// An entry's `<author>`.
public final class AtomFeedEntryAuthor: AtomFeedPerson {}
/// An entry's `<contributor>`.
public final class AtomFeedEntryContributor: AtomFeedPerson {}

/// A link (`<link href rel type hreflang title length>`) of a feed or an entry.
public class AtomFeedLinkBase {
    /// The element's attributes.
    public class Attributes {
        /// The `href` attribute.
        public var href: String?
        /// The `rel` attribute.
        public var rel: String?
        /// The `type` attribute.
        public var type: String?
        /// The `hreflang` attribute.
        public var hreflang: String?
        /// The `title` attribute.
        public var title: String?
        /// The `length` attribute.
        public var length: Int64?
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
        attributes.href = values["href"]
        attributes.rel = values["rel"]
        attributes.type = values["type"]
        attributes.hreflang = values["hreflang"]
        attributes.title = values["title"]
        attributes.length = values["length"].flatMap { Int64($0) }
        self.attributes = attributes
    }
}

/// A feed's `<link>`.
public final class AtomFeedLink: AtomFeedLinkBase {}
/// An entry's `<link>` (`rel="alternate"` is the article, `rel="enclosure"` a file).
public final class AtomFeedEntryLink: AtomFeedLinkBase {}

/// A category (`<category term scheme label>`) of a feed or an entry.
public class AtomFeedCategoryBase {
    /// The element's attributes.
    public class Attributes {
        /// The `term` attribute.
        public var term: String?
        /// The `scheme` attribute.
        public var scheme: String?
        /// The `label` attribute.
        public var label: String?
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
        attributes.term = values["term"]
        attributes.scheme = values["scheme"]
        attributes.label = values["label"]
        self.attributes = attributes
    }
}

/// A feed's `<category>`.
public final class AtomFeedCategory: AtomFeedCategoryBase {}
/// An entry's `<category>`.
public final class AtomFeedEntryCategory: AtomFeedCategoryBase {}

/// Text with a `type` (`text`, `html`, `xhtml`): a feed's subtitle, an entry's summary.
public class AtomFeedTypedText {
    /// The element's attributes.
    public class Attributes {
        /// The `type` attribute.
        public var type: String?
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
        if let type = element.attributes["type"] {
            attributes = Attributes()
            attributes?.type = type
        }
    }
}

/// A feed's `<subtitle type="…">`.
public final class AtomFeedSubtitle: AtomFeedTypedText {}
/// An entry's `<summary type="…">`.
public final class AtomFeedEntrySummary: AtomFeedTypedText {}

/// An entry's `<content type="…" src="…">`.
public class AtomFeedEntryContent {
    /// The element's attributes.
    public class Attributes {
        /// The `type` attribute.
        public var type: String?
        /// The `src` attribute.
        public var src: String?
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
        let values = element.attributes
        guard !values.isEmpty else { return }
        let attributes = Attributes()
        attributes.type = values["type"]
        attributes.src = values["src"]
        self.attributes = attributes
    }
}

/// An entry's `<source>`: the feed it was copied from.
public class AtomFeedEntrySource {
    /// `<id>` (nil when absent).
    public var id: String?
    /// `<title>` (nil when absent).
    public var title: String?
    /// `<updated>` read as a date (nil when absent or unreadable).
    public var updated: Date?
    /// An empty model, every property nil, as FeedKit makes one.
    public init() {}

    init(element: FeedXMLElement) {
        id = element.string("id")
        title = element.string("title")
        updated = element.date("updated")
    }
}

/// A feed's `<generator uri="…" version="…">`.
public class AtomFeedGenerator {
    /// The element's attributes.
    public class Attributes {
        /// The `uri` attribute.
        public var uri: String?
        /// The `version` attribute.
        public var version: String?
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
        let values = element.attributes
        guard !values.isEmpty else { return }
        let attributes = Attributes()
        attributes.uri = values["uri"]
        attributes.version = values["version"]
        self.attributes = attributes
    }
}
