import Foundation

/// Media RSS's `media:` elements on an item or an Atom entry: the parts podcast and video apps read (contents,
/// thumbnails, title, description, keywords, category, player, credits, rating, groups). FeedKit 9's rarer Media
/// RSS elements (community, embed, prices, locations, scenes, …) are not read.
public class MediaNamespace {
    /// `<media:group>` (nil when absent).
    public var mediaGroup: MediaGroup?
    /// Every `<media:content>`, in document order (nil when there is none).
    public var mediaContents: [MediaContent]?
    /// `<media:rating>` (nil when absent).
    public var mediaRating: MediaRating?
    /// `<media:title>` (nil when absent).
    public var mediaTitle: MediaTitle?
    /// `<media:description>` (nil when absent).
    public var mediaDescription: MediaDescription?
    /// `<media:keywords>` split at its commas (nil when absent).
    public var mediaKeywords: [String]?
    /// Every `<media:thumbnail>`, in document order (nil when there is none).
    public var mediaThumbnails: [MediaThumbnail]?
    /// `<media:category>` (nil when absent).
    public var mediaCategory: MediaCategory?
    /// `<media:player>` (nil when absent).
    public var mediaPlayer: MediaPlayer?
    /// Every `<media:credit>`, in document order (nil when there is none).
    public var mediaCredits: [MediaCredit]?

    /// An empty model, every property nil, as FeedKit makes one.
    public init() {}

    init?(element: FeedXMLElement) {
        guard element.children.contains(where: { $0.name.hasPrefix("media:") }) else { return nil }
        mediaGroup = element.child("media:group").map(MediaGroup.init)
        mediaContents = element.children("media:content").map(MediaContent.init).nonEmpty
        mediaRating = element.child("media:rating").map(MediaRating.init)
        mediaTitle = element.child("media:title").map(MediaTitle.init)
        mediaDescription = element.child("media:description").map(MediaDescription.init)
        mediaKeywords = element.string("media:keywords").map(MediaNamespace.keywords)
        mediaThumbnails = element.children("media:thumbnail").map(MediaThumbnail.init).nonEmpty
        mediaCategory = element.child("media:category").map(MediaCategory.init)
        mediaPlayer = element.child("media:player").map(MediaPlayer.init)
        mediaCredits = element.children("media:credit").map(MediaCredit.init).nonEmpty
    }

    static func keywords(_ string: String) -> [String] {
        string.split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
    }
}

/// `<media:group>`: alternative renditions of one item.
public class MediaGroup {
    /// Every `<media:content>`, in document order (nil when there is none).
    public var mediaContents: [MediaContent]?
    /// Every `<media:credit>`, in document order (nil when there is none).
    public var mediaCredits: [MediaCredit]?
    /// `<media:category>` (nil when absent).
    public var mediaCategory: MediaCategory?
    /// `<media:rating>` (nil when absent).
    public var mediaRating: MediaRating?
    /// An empty model, every property nil, as FeedKit makes one.
    public init() {}

    init(element: FeedXMLElement) {
        mediaContents = element.children("media:content").map(MediaContent.init).nonEmpty
        mediaCredits = element.children("media:credit").map(MediaCredit.init).nonEmpty
        mediaCategory = element.child("media:category").map(MediaCategory.init)
        mediaRating = element.child("media:rating").map(MediaRating.init)
    }
}

/// `<media:content url="…" type="…" …>`, with what may be nested in it.
public class MediaContent {
    /// The element's attributes.
    public class Attributes {
        /// The `url` attribute.
        public var url: String?
        /// The `fileSize` attribute.
        public var fileSize: Int?
        /// The `type` attribute.
        public var type: String?
        /// The `medium` attribute.
        public var medium: String?
        /// The `isDefault` attribute.
        public var isDefault: Bool?
        /// The `expression` attribute.
        public var expression: String?
        /// The `bitrate` attribute.
        public var bitrate: Int?
        /// The `framerate` attribute.
        public var framerate: Double?
        /// The `samplingrate` attribute.
        public var samplingrate: Double?
        /// The `channels` attribute.
        public var channels: Int?
        /// The `duration` attribute.
        public var duration: Int?
        /// The `height` attribute.
        public var height: Int?
        /// The `width` attribute.
        public var width: Int?
        /// The `lang` attribute.
        public var lang: String?
        /// An empty model, every property nil, as FeedKit makes one.
        public init() {}
    }
    /// `<media:title>` (nil when absent).
    public var mediaTitle: MediaTitle?
    /// `<media:description>` (nil when absent).
    public var mediaDescription: MediaDescription?
    /// `<media:player>` (nil when absent).
    public var mediaPlayer: MediaPlayer?
    /// Every `<media:thumbnail>`, in document order (nil when there is none).
    public var mediaThumbnails: [MediaThumbnail]?
    /// `<media:keywords>` split at its commas (nil when absent).
    public var mediaKeywords: [String]?
    /// `<media:category>` (nil when absent).
    public var mediaCategory: MediaCategory?
    /// The element's attributes (nil when it has none).
    public var attributes: Attributes?
    /// An empty model, every property nil, as FeedKit makes one.
    public init() {}

    init(element: FeedXMLElement) {
        let values = element.attributes
        if !values.isEmpty {
            let attributes = Attributes()
            attributes.url = values["url"]
            attributes.fileSize = values["fileSize"].flatMap { Int($0) }
            attributes.type = values["type"]
            attributes.medium = values["medium"]
            attributes.isDefault = values["isDefault"].flatMap(FeedBool.parse)
            attributes.expression = values["expression"]
            attributes.bitrate = values["bitrate"].flatMap { Int($0) }
            attributes.framerate = values["framerate"].flatMap { Double($0) }
            attributes.samplingrate = values["samplingrate"].flatMap { Double($0) }
            attributes.channels = values["channels"].flatMap { Int($0) }
            attributes.duration = values["duration"].flatMap { Int($0) }
            attributes.height = values["height"].flatMap { Int($0) }
            attributes.width = values["width"].flatMap { Int($0) }
            attributes.lang = values["lang"]
            self.attributes = attributes
        }
        mediaTitle = element.child("media:title").map(MediaTitle.init)
        mediaDescription = element.child("media:description").map(MediaDescription.init)
        mediaPlayer = element.child("media:player").map(MediaPlayer.init)
        mediaThumbnails = element.children("media:thumbnail").map(MediaThumbnail.init).nonEmpty
        mediaKeywords = element.string("media:keywords").map(MediaNamespace.keywords)
        mediaCategory = element.child("media:category").map(MediaCategory.init)
    }
}

/// `<media:thumbnail url="…" width="…" height="…" time="…"/>` (sizes kept as written, as FeedKit keeps them).
public class MediaThumbnail {
    /// The element's attributes.
    public class Attributes {
        /// The `url` attribute.
        public var url: String?
        /// The `width` attribute.
        public var width: String?
        /// The `height` attribute.
        public var height: String?
        /// The `time` attribute.
        public var time: String?
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
        attributes.url = values["url"]
        attributes.width = values["width"]
        attributes.height = values["height"]
        attributes.time = values["time"]
        self.attributes = attributes
    }
}

/// `<media:title type="…">`.
public class MediaTitle {
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

/// `<media:description type="…">`.
public class MediaDescription {
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

/// `<media:category scheme="…" label="…">`.
public class MediaCategory {
    /// The element's attributes.
    public class Attributes {
        /// The `scheme` attribute.
        public var scheme: String?
        /// The `label` attribute.
        public var label: String?
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
        attributes.scheme = values["scheme"]
        attributes.label = values["label"]
        self.attributes = attributes
    }
}

/// `<media:player url="…" width="…" height="…">`.
public class MediaPlayer {
    /// The element's attributes.
    public class Attributes {
        /// The `url` attribute.
        public var url: String?
        /// The `width` attribute.
        public var width: Int?
        /// The `height` attribute.
        public var height: Int?
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
        attributes.url = values["url"]
        attributes.width = values["width"].flatMap { Int($0) }
        attributes.height = values["height"].flatMap { Int($0) }
        self.attributes = attributes
    }
}

/// `<media:credit role="…" scheme="…">`.
public class MediaCredit {
    /// The element's attributes.
    public class Attributes {
        /// The `role` attribute.
        public var role: String?
        /// The `scheme` attribute.
        public var scheme: String?
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
        attributes.role = values["role"]
        attributes.scheme = values["scheme"]
        self.attributes = attributes
    }
}

/// `<media:rating scheme="…">`.
public class MediaRating {
    /// The element's attributes.
    public class Attributes {
        /// The `scheme` attribute.
        public var scheme: String?
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
        if let scheme = element.attributes["scheme"] {
            attributes = Attributes()
            attributes?.scheme = scheme
        }
    }
}
