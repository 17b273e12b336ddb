public import Foundation

/// A parsed feed, as FeedKit 9 hands it over: one case per format.
public enum Feed {
    /// An Atom 1.0 document (`<feed>`).
    case atom(AtomFeed)
    /// An RSS 2.0, 0.9x or RSS 1.0 (RDF) document.
    case rss(RSSFeed)
    /// A JSON Feed (version 1 or 1.1).
    case json(JSONFeed)

    /// The RSS feed, or `nil` for another format.
    public var rssFeed: RSSFeed? {
        if case .rss(let feed) = self { return feed }
        return nil
    }

    /// The Atom feed, or `nil` for another format.
    public var atomFeed: AtomFeed? {
        if case .atom(let feed) = self { return feed }
        return nil
    }

    /// The JSON feed, or `nil` for another format.
    public var jsonFeed: JSONFeed? {
        if case .json(let feed) = self { return feed }
        return nil
    }
}

/// Why a feed could not be parsed: FeedKit 9's three cases, kept to three so that an app's exhaustive `switch`
/// still compiles. napkin's own refusals (a document over ``FeedParser/limits``, nesting too deep, a remote URL
/// that could not be read) are ``internalError(reason:)`` with a reason saying which.
public enum ParserError: Error, Sendable, Equatable {
    /// Nothing that starts like an Atom, RSS or JSON feed.
    case feedNotFound
    /// A `CDATA` section whose bytes are not UTF-8, at the element path given.
    case feedCDATABlockEncodingError(path: String)
    /// Anything else: the XML parser's or JSON decoder's error, a read failure, a limit.
    case internalError(reason: String)
}

extension ParserError: LocalizedError {
    /// `<errorDescription>` (nil when absent).
    public var errorDescription: String? {
        switch self {
        case .feedNotFound: "Feed not found"
        case .feedCDATABlockEncodingError: "`CDATAblock` encoding error"
        case .internalError(let reason): "Internal unresolved error: \(reason)"
        }
    }

    /// `<failureReason>` (nil when absent).
    public var failureReason: String? {
        switch self {
        case .feedNotFound: "Couldn't parse any known feed"
        case .feedCDATABlockEncodingError(let path): "The bytes of a CDATA block at \(path) are not UTF-8"
        case .internalError(let reason): reason
        }
    }

    /// `<recoverySuggestion>` (nil when absent).
    public var recoverySuggestion: String? {
        switch self {
        case .feedNotFound: "Provide a valid Atom/RSS/JSON feed"
        case .feedCDATABlockEncodingError: "Encode CDATA blocks as UTF-8"
        case .internalError: nil
        }
    }

    /// The error as an `NSError` in FeedKit's domain (`com.feedkit.error`) with FeedKit's codes.
    public var value: NSError {
        let code =
            switch self {
            case .feedNotFound: -1000
            case .feedCDATABlockEncodingError: -10001
            case .internalError: -90000
            }
        return NSError(
            domain: "com.feedkit.error", code: code,
            userInfo: [
                NSLocalizedDescriptionKey: errorDescription ?? "", NSLocalizedFailureReasonErrorKey: failureReason ?? "",
            ])
    }
}
