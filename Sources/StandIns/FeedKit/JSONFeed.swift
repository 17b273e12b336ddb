public import Foundation

/// A JSON Feed (jsonfeed.org, version 1 and 1.1): FeedKit 9's model, decoded with `JSONDecoder`. Dates are RFC 3339;
/// as in FeedKit, a date that is not one fails the whole feed. Version 1.1's `authors` fill `author` with their
/// first entry when the feed has no `author`.
public struct JSONFeed: Equatable, Codable {
    /// `version` (nil when absent).
    public var version: String?
    /// `title` (nil when absent).
    public var title: String?
    /// `home_page_url` (nil when absent).
    public var homePageURL: String?
    /// `feed_url` (nil when absent).
    public var feedUrl: String?
    /// `description` (nil when absent).
    public var description: String?
    /// `user_comment` (nil when absent).
    public var userComment: String?
    /// `next_url` (nil when absent).
    public var nextUrl: String?
    /// `icon` (nil when absent).
    public var icon: String?
    /// `favicon` (nil when absent).
    public var favicon: String?
    /// `author` (nil when absent).
    public var author: JSONFeedAuthor?
    /// `expired` (nil when absent).
    public var expired: Bool?
    /// Every `hubs`, in document order (nil when there is none).
    public var hubs: [JSONFeedHub]?
    /// Every `items`, in document order (nil when there is none).
    public var items: [JSONFeedItem]?

    /// An empty model, every property nil, as FeedKit makes one.
    public init() {}

    enum CodingKeys: String, CodingKey {
        case version, title, description, icon, favicon, author, authors, expired, hubs, items
        case homePageURL = "home_page_url"
        case feedUrl = "feed_url"
        case userComment = "user_comment"
        case nextUrl = "next_url"
    }

    /// Decodes the JSON Feed keys (`home_page_url`, `date_published`, …); absent keys are nil.
    public init(from decoder: Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        version = try values.decodeIfPresent(String.self, forKey: .version)
        title = try values.decodeIfPresent(String.self, forKey: .title)
        homePageURL = try values.decodeIfPresent(String.self, forKey: .homePageURL)
        feedUrl = try values.decodeIfPresent(String.self, forKey: .feedUrl)
        description = try values.decodeIfPresent(String.self, forKey: .description)
        userComment = try values.decodeIfPresent(String.self, forKey: .userComment)
        nextUrl = try values.decodeIfPresent(String.self, forKey: .nextUrl)
        icon = try values.decodeIfPresent(String.self, forKey: .icon)
        favicon = try values.decodeIfPresent(String.self, forKey: .favicon)
        author =
            try values.decodeIfPresent(JSONFeedAuthor.self, forKey: .author)
            ?? values.decodeIfPresent([JSONFeedAuthor].self, forKey: .authors)?.first
        expired = try values.decodeIfPresent(Bool.self, forKey: .expired)
        hubs = try values.decodeIfPresent([JSONFeedHub].self, forKey: .hubs)
        items = try values.decodeIfPresent([JSONFeedItem].self, forKey: .items)
    }

    /// Encodes the JSON Feed keys, leaving out what is nil.
    public func encode(to encoder: Encoder) throws {
        var values = encoder.container(keyedBy: CodingKeys.self)
        try values.encodeIfPresent(version, forKey: .version)
        try values.encodeIfPresent(title, forKey: .title)
        try values.encodeIfPresent(homePageURL, forKey: .homePageURL)
        try values.encodeIfPresent(feedUrl, forKey: .feedUrl)
        try values.encodeIfPresent(description, forKey: .description)
        try values.encodeIfPresent(userComment, forKey: .userComment)
        try values.encodeIfPresent(nextUrl, forKey: .nextUrl)
        try values.encodeIfPresent(icon, forKey: .icon)
        try values.encodeIfPresent(favicon, forKey: .favicon)
        try values.encodeIfPresent(author, forKey: .author)
        try values.encodeIfPresent(expired, forKey: .expired)
        try values.encodeIfPresent(hubs, forKey: .hubs)
        try values.encodeIfPresent(items, forKey: .items)
    }

    static func parse(_ data: Data) -> Result<Feed, ParserError> {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let string = try container.decode(String.self)
            guard let date = FeedDate.rfc3339(string.trimmingCharacters(in: .whitespacesAndNewlines)) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "Not an RFC 3339 date: \(string)")
            }
            return date
        }
        do {
            return .success(.json(try decoder.decode(JSONFeed.self, from: data)))
        } catch {
            return .failure(.internalError(reason: error.localizedDescription))
        }
    }
}

/// A JSON Feed item.
public struct JSONFeedItem: Equatable, Codable {
    /// `id` (nil when absent).
    public var id: String?
    /// `url` (nil when absent).
    public var url: String?
    /// `external_url` (nil when absent).
    public var externalUrl: String?
    /// `title` (nil when absent).
    public var title: String?
    /// `content_text` (nil when absent).
    public var contentText: String?
    /// `content_html` (nil when absent).
    public var contentHtml: String?
    /// `summary` (nil when absent).
    public var summary: String?
    /// `image` (nil when absent).
    public var image: String?
    /// `banner_image` (nil when absent).
    public var bannerImage: String?
    /// `date_published` read as a date (nil when absent or unreadable).
    public var datePublished: Date?
    /// `date_modified` read as a date (nil when absent or unreadable).
    public var dateModified: Date?
    /// `author` (nil when absent).
    public var author: JSONFeedAuthor?
    /// Every `tags`, in document order (nil when there is none).
    public var tags: [String]?
    /// Every `attachments`, in document order (nil when there is none).
    public var attachments: [JSONFeedAttachment]?

    /// An empty model, every property nil, as FeedKit makes one.
    public init() {}

    enum CodingKeys: String, CodingKey {
        case id, url, title, summary, image, author, authors, tags, attachments
        case externalUrl = "external_url"
        case contentText = "content_text"
        case contentHtml = "content_html"
        case bannerImage = "banner_image"
        case datePublished = "date_published"
        case dateModified = "date_modified"
    }

    /// Decodes the JSON Feed keys (`home_page_url`, `date_published`, …); absent keys are nil.
    public init(from decoder: Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        // JSON Feed allows a number for an id; it is kept as its text.
        if let number = try? values.decodeIfPresent(Int.self, forKey: .id) {
            id = String(number)
        } else {
            id = try values.decodeIfPresent(String.self, forKey: .id)
        }
        url = try values.decodeIfPresent(String.self, forKey: .url)
        externalUrl = try values.decodeIfPresent(String.self, forKey: .externalUrl)
        title = try values.decodeIfPresent(String.self, forKey: .title)
        contentText = try values.decodeIfPresent(String.self, forKey: .contentText)
        contentHtml = try values.decodeIfPresent(String.self, forKey: .contentHtml)
        summary = try values.decodeIfPresent(String.self, forKey: .summary)
        image = try values.decodeIfPresent(String.self, forKey: .image)
        bannerImage = try values.decodeIfPresent(String.self, forKey: .bannerImage)
        datePublished = try values.decodeIfPresent(Date.self, forKey: .datePublished)
        dateModified = try values.decodeIfPresent(Date.self, forKey: .dateModified)
        author =
            try values.decodeIfPresent(JSONFeedAuthor.self, forKey: .author)
            ?? values.decodeIfPresent([JSONFeedAuthor].self, forKey: .authors)?.first
        tags = try values.decodeIfPresent([String].self, forKey: .tags)
        attachments = try values.decodeIfPresent([JSONFeedAttachment].self, forKey: .attachments)
    }

    /// Encodes the JSON Feed keys, leaving out what is nil.
    public func encode(to encoder: Encoder) throws {
        var values = encoder.container(keyedBy: CodingKeys.self)
        try values.encodeIfPresent(id, forKey: .id)
        try values.encodeIfPresent(url, forKey: .url)
        try values.encodeIfPresent(externalUrl, forKey: .externalUrl)
        try values.encodeIfPresent(title, forKey: .title)
        try values.encodeIfPresent(contentText, forKey: .contentText)
        try values.encodeIfPresent(contentHtml, forKey: .contentHtml)
        try values.encodeIfPresent(summary, forKey: .summary)
        try values.encodeIfPresent(image, forKey: .image)
        try values.encodeIfPresent(bannerImage, forKey: .bannerImage)
        try values.encodeIfPresent(datePublished, forKey: .datePublished)
        try values.encodeIfPresent(dateModified, forKey: .dateModified)
        try values.encodeIfPresent(author, forKey: .author)
        try values.encodeIfPresent(tags, forKey: .tags)
        try values.encodeIfPresent(attachments, forKey: .attachments)
    }
}

/// A JSON Feed author.
public struct JSONFeedAuthor: Equatable, Codable {
    /// `name` (nil when absent).
    public var name: String?
    /// `url` (nil when absent).
    public var url: String?
    /// `avatar` (nil when absent).
    public var avatar: String?
    /// An empty model, every property nil, as FeedKit makes one.
    public init() {}
}

/// A JSON Feed hub (WebSub and the like).
public struct JSONFeedHub: Equatable, Codable {
    /// `type` (nil when absent).
    public var type: String?
    /// `url` (nil when absent).
    public var url: String?
    /// An empty model, every property nil, as FeedKit makes one.
    public init() {}
}

/// A JSON Feed item's attachment: a podcast episode's file.
public struct JSONFeedAttachment: Equatable, Codable {
    /// `url` (nil when absent).
    public var url: String?
    /// `mime_type` (nil when absent).
    public var mimeType: String?
    /// `title` (nil when absent).
    public var title: String?
    /// `size_in_bytes` as a number (nil when absent or not one).
    public var sizeInBytes: Int?
    /// `duration_in_seconds` as a number (nil when absent or not one).
    public var durationInSeconds: TimeInterval?

    /// An empty model, every property nil, as FeedKit makes one.
    public init() {}

    enum CodingKeys: String, CodingKey {
        case url, title
        case mimeType = "mime_type"
        case sizeInBytes = "size_in_bytes"
        case durationInSeconds = "duration_in_seconds"
    }
}
