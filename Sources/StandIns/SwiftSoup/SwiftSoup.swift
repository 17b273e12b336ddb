public import Foundation

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The kind of a SwiftSoup ``Exception`` (SwiftSoup's capitalised names).
public enum ExceptionType: Sendable {
    /// An argument was empty or out of range, or the input is beyond ``SwiftSoupLimits``.
    case IllegalArgumentException
    /// Reading the input failed.
    case IOException
    /// An XML declaration could not be read.
    case XmlDeclaration
    /// A URL could not be read.
    case MalformedURLException
    /// A node could not be copied.
    case CloneNotSupportedException
    /// A CSS query could not be parsed.
    case SelectorParseException
}

/// What SwiftSoup throws: `catch Exception.Error(let type, let message)`.
public enum Exception: Error {
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// The error's kind and a sentence saying what went wrong (SwiftSoup's spelling, capital `M` included).
    case Error(type: ExceptionType, Message: String)
}

/// What napkin lets one parse allocate (napkin's; SwiftSoup has no bounds). Input past a bound is refused with
/// ``Exception/Error(type:Message:)`` of type ``ExceptionType/IllegalArgumentException``, never a crash.
public enum SwiftSoupLimits {
    /// The largest HTML accepted, in UTF-8 bytes (16 MiB).
    public static let maximumInputBytes = 16 << 20
    /// How deep elements may nest (512): a page nesting deeper is refused rather than walked.
    public static let maximumDepth = 512
    /// How many tokens (tags, texts, comments) one parse may read (2 000 000).
    public static let maximumNodeCount = 2_000_000
    /// Attributes kept per element (1024); later ones are dropped, as a duplicate is.
    public static let maximumAttributesPerElement = 1024
    /// The longest CSS query accepted, in UTF-8 bytes (16 KiB).
    public static let maximumSelectorLength = 16 << 10
    /// How deeply `:has`, `:not` and `:is` may nest in a query (32).
    public static let maximumSelectorNesting = 32
}

/// Parses a page, resolving relative links against `baseUri`.
///
/// - Throws: ``Exception/Error(type:Message:)`` when the page is beyond ``SwiftSoupLimits``.
public func parse(_ html: String, _ baseUri: String) throws -> Document {
    try HTMLTreeBuilder.parseDocument(html, baseUri: baseUri)
}

/// Parses a page.
public func parse(_ html: String) throws -> Document { try parse(html, "") }

/// Parses a page from UTF-8 bytes (a byte-order mark is skipped; invalid bytes read as U+FFFD).
public func parse(_ data: Data, _ baseUri: String) throws -> Document {
    guard data.count <= SwiftSoupLimits.maximumInputBytes else {
        throw Exception.Error(type: .IllegalArgumentException, Message: "HTML is larger than \(SwiftSoupLimits.maximumInputBytes) bytes")
    }
    let bytes = data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data[...]
    return try parse(String(decoding: bytes, as: UTF8.self), baseUri)
}

/// Parses a page from UTF-8 bytes.
public func parse(_ data: Data) throws -> Document { try parse(data, "") }

/// Parses a page (SwiftSoup's `parseHTML` spelling).
public func parseHTML(_ html: String, _ baseUri: String = "") throws -> Document { try parse(html, baseUri) }

/// Parses a fragment of a body (`<p>Hi</p>`) into a document with an empty head and that body.
public func parseBodyFragment(_ bodyHtml: String, _ baseUri: String) throws -> Document {
    let document = Document.createShell(baseUri)
    guard let body = document.body() else { return document }
    let nodes = try HTMLTreeBuilder.parseFragment(bodyHtml, context: body, baseUri: baseUri)
    try body.addChildren(nodes)
    return document
}

/// Parses a fragment of a body.
public func parseBodyFragment(_ bodyHtml: String) throws -> Document { try parseBodyFragment(bodyHtml, "") }

/// `bodyHtml` with only what `whitelist` allows, as the body's HTML; relative links resolve against `baseUri`.
public func clean(_ bodyHtml: String, _ baseUri: String, _ whitelist: Whitelist) throws -> String? {
    let dirty = try parseBodyFragment(bodyHtml, baseUri)
    let cleaned = try Cleaner(whitelist).clean(dirty)
    return try cleaned.body()?.html()
}

/// `bodyHtml` with only what `whitelist` allows.
public func clean(_ bodyHtml: String, _ whitelist: Whitelist) throws -> String? { try clean(bodyHtml, "", whitelist) }

/// Whether `bodyHtml` has nothing `whitelist` would remove.
public func isValid(_ bodyHtml: String, _ whitelist: Whitelist) throws -> Bool {
    try Cleaner(whitelist).isValid(try parseBodyFragment(bodyHtml, ""))
}
