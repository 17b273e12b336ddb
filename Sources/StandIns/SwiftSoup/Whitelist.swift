import Foundation

/// Which tags, attributes and URL protocols ``Cleaner`` keeps, as SwiftSoup's `Whitelist` (jsoup's `Safelist`).
///
/// Start from a preset (``none()``, ``simpleText()``, ``basic()``, ``basicWithImages()``, ``relaxed()``) and add
/// or remove tags, attributes (`:all` for every tag), enforced attributes and protocols.
public final class Whitelist {
    private var tags = Set<String>()
    private var attributes: [String: Set<String>] = [:]
    private var enforced: [String: [(String, String)]] = [:]
    private var protocols: [String: [String: Set<String>]] = [:]
    private var keepRelativeLinks = false

    /// A whitelist that allows nothing: cleaning keeps only text.
    public init() {}

    /// Nothing but text.
    public static func none() -> Whitelist { Whitelist() }

    /// Simple text formatting: `b`, `em`, `i`, `strong`, `u`.
    public static func simpleText() throws -> Whitelist {
        try Whitelist().addTags("b", "em", "i", "strong", "u")
    }

    /// Text and structure: links, lists, quotes, code and inline formatting; links get `rel="nofollow"` and only
    /// the `ftp`, `http`, `https` and `mailto` protocols.
    public static func basic() throws -> Whitelist {
        try Whitelist()
            .addTags(
                "a", "b", "blockquote", "br", "cite", "code", "dd", "dl", "dt", "em", "i", "li", "ol", "p", "pre", "q",
                "small", "span", "strike", "strong", "sub", "sup", "u", "ul"
            )
            .addAttributes("a", "href")
            .addAttributes("blockquote", "cite")
            .addAttributes("q", "cite")
            .addProtocols("a", "href", "ftp", "http", "https", "mailto")
            .addProtocols("blockquote", "cite", "http", "https")
            .addProtocols("cite", "cite", "http", "https")
            .addEnforcedAttribute("a", "rel", "nofollow")
    }

    /// ``basic()`` and images (`http` and `https` sources).
    public static func basicWithImages() throws -> Whitelist {
        try basic()
            .addTags("img")
            .addAttributes("img", "align", "alt", "height", "src", "title", "width")
            .addProtocols("img", "src", "http", "https")
    }

    /// Most of what text content uses: headings, tables, images, lists and formatting; no enforced `rel`.
    public static func relaxed() throws -> Whitelist {
        try Whitelist()
            .addTags(
                "a", "b", "blockquote", "br", "caption", "cite", "code", "col", "colgroup", "dd", "div", "dl", "dt", "em",
                "h1", "h2", "h3", "h4", "h5", "h6", "i", "img", "li", "ol", "p", "pre", "q", "small", "span", "strike",
                "strong", "sub", "sup", "table", "tbody", "td", "tfoot", "th", "thead", "tr", "u", "ul"
            )
            .addAttributes("a", "href", "title")
            .addAttributes("blockquote", "cite")
            .addAttributes("col", "span", "width")
            .addAttributes("colgroup", "span", "width")
            .addAttributes("img", "align", "alt", "height", "src", "title", "width")
            .addAttributes("ol", "start", "type")
            .addAttributes("q", "cite")
            .addAttributes("table", "summary", "width")
            .addAttributes("td", "abbr", "axis", "colspan", "rowspan", "width")
            .addAttributes("th", "abbr", "axis", "colspan", "rowspan", "scope", "width")
            .addAttributes("ul", "type")
            .addProtocols("a", "href", "ftp", "http", "https", "mailto")
            .addProtocols("blockquote", "cite", "http", "https")
            .addProtocols("cite", "cite", "http", "https")
            .addProtocols("img", "src", "http", "https")
            .addProtocols("q", "cite", "http", "https")
    }

    private static func checked(_ value: String) throws -> String {
        let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw Exception.Error(type: .IllegalArgumentException, Message: "String must not be empty") }
        return trimmed
    }

    /// Allows the tags.
    @discardableResult
    public func addTags(_ tags: String...) throws -> Whitelist {
        for tag in tags { self.tags.insert(try Whitelist.checked(tag).lowercased()) }
        return self
    }

    /// Disallows the tags (and forgets their attributes).
    @discardableResult
    public func removeTags(_ tags: String...) throws -> Whitelist {
        for tag in tags {
            let name = try Whitelist.checked(tag).lowercased()
            self.tags.remove(name)
            attributes[name] = nil
            enforced[name] = nil
            protocols[name] = nil
        }
        return self
    }

    /// Allows the attributes on `tag` (`:all` for every tag); allows the tag too.
    @discardableResult
    public func addAttributes(_ tag: String, _ keys: String...) throws -> Whitelist {
        let name = try Whitelist.checked(tag).lowercased()
        guard !keys.isEmpty else { throw Exception.Error(type: .IllegalArgumentException, Message: "No attributes supplied.") }
        if name != ":all" { tags.insert(name) }
        for key in keys { attributes[name, default: []].insert(try Whitelist.checked(key).lowercased()) }
        return self
    }

    /// Disallows the attributes on `tag`.
    @discardableResult
    public func removeAttributes(_ tag: String, _ keys: String...) throws -> Whitelist {
        let name = try Whitelist.checked(tag).lowercased()
        for key in keys { attributes[name]?.remove(try Whitelist.checked(key).lowercased()) }
        return self
    }

    /// Sets `key` to `value` on every kept `tag`, whatever the input had.
    @discardableResult
    public func addEnforcedAttribute(_ tag: String, _ key: String, _ value: String) throws -> Whitelist {
        let name = try Whitelist.checked(tag).lowercased()
        let attribute = try Whitelist.checked(key).lowercased()
        tags.insert(name)
        enforced[name, default: []].removeAll { $0.0 == attribute }
        enforced[name, default: []].append((attribute, value))
        return self
    }

    /// Stops enforcing `key` on `tag`.
    @discardableResult
    public func removeEnforcedAttribute(_ tag: String, _ key: String) throws -> Whitelist {
        let name = try Whitelist.checked(tag).lowercased()
        let attribute = try Whitelist.checked(key).lowercased()
        enforced[name]?.removeAll { $0.0 == attribute }
        return self
    }

    /// Whether links stay relative (by default a kept link is made absolute against the base URI, and one that
    /// cannot be is dropped).
    @discardableResult
    public func preserveRelativeLinks(_ preserve: Bool) -> Whitelist {
        keepRelativeLinks = preserve
        return self
    }

    /// Allows only these protocols (`http`, `https`…, or `#` for in-page anchors) in `tag`'s `key` attribute.
    @discardableResult
    public func addProtocols(_ tag: String, _ key: String, _ protocols: String...) throws -> Whitelist {
        let name = try Whitelist.checked(tag).lowercased()
        let attribute = try Whitelist.checked(key).lowercased()
        for scheme in protocols {
            self.protocols[name, default: [:]][attribute, default: []].insert(try Whitelist.checked(scheme).lowercased())
        }
        return self
    }

    /// Disallows protocols.
    @discardableResult
    public func removeProtocols(_ tag: String, _ key: String, _ protocols: String...) throws -> Whitelist {
        let name = try Whitelist.checked(tag).lowercased()
        let attribute = try Whitelist.checked(key).lowercased()
        for scheme in protocols { self.protocols[name]?[attribute]?.remove(scheme.lowercased()) }
        return self
    }

    /// Whether the tag is allowed.
    public func isSafeTag(_ tag: String) -> Bool { tags.contains(tag.lowercased()) }

    /// Whether `attribute` may stay on `element` (a `tagName` element); a protocol-checked URL is made absolute
    /// unless relative links are preserved.
    public func isSafeAttribute(_ tagName: String, _ element: Element, _ attribute: Attribute) throws -> Bool {
        let tag = tagName.lowercased()
        let key = attribute.getKey().lowercased()
        let allowed = (attributes[tag]?.contains(key) ?? false) || (attributes[":all"]?.contains(key) ?? false)
        guard allowed else { return false }
        guard let schemes = protocols[tag]?[key] else { return true }
        return try hasAllowedProtocol(element, attribute, schemes)
    }

    private func hasAllowedProtocol(_ element: Element, _ attribute: Attribute, _ schemes: Set<String>) throws -> Bool {
        var value = try element.absUrl(attribute.getKey())
        if value.isEmpty { value = attribute.getValue() }
        if !keepRelativeLinks { attribute.setValue(value: value) }
        let lowered = value.lowercased()
        for scheme in schemes {
            if scheme == "#" {
                if lowered.hasPrefix("#"), !lowered.contains(where: \.isWhitespace) { return true }
                continue
            }
            if lowered.hasPrefix(scheme + ":") { return true }
        }
        return false
    }

    /// The attributes every kept `tagName` element gets.
    public func getEnforcedAttributes(_ tagName: String) throws -> Attributes {
        let result = Attributes()
        for (key, value) in enforced[tagName.lowercased()] ?? [] { try result.put(key, value) }
        return result
    }
}

/// Copies what a ``Whitelist`` allows from a dirty document's body into a clean one, as SwiftSoup's `Cleaner`:
/// a disallowed element is left out but its text and allowed children are kept; comments and the head are dropped.
public final class Cleaner {
    private let whitelist: Whitelist

    /// A cleaner for `whitelist`.
    public init(_ whitelist: Whitelist) { self.whitelist = whitelist }

    /// A new document holding the allowed part of `dirtyDocument`'s body.
    public func clean(_ dirtyDocument: Document) throws -> Document {
        let clean = Document.createShell(dirtyDocument.getBaseUri())
        if let dirtyBody = dirtyDocument.body(), let cleanBody = clean.body() {
            _ = try copySafeNodes(from: dirtyBody, to: cleanBody)
        }
        return clean
    }

    /// Whether cleaning would remove nothing from the body (and the head is empty).
    public func isValid(_ dirtyDocument: Document) throws -> Bool {
        let clean = Document.createShell(dirtyDocument.getBaseUri())
        guard let dirtyBody = dirtyDocument.body(), let cleanBody = clean.body() else { return true }
        let discarded = try copySafeNodes(from: dirtyBody, to: cleanBody)
        return discarded == 0 && (dirtyDocument.head()?.childNodes.isEmpty ?? true)
    }

    /// Copies the allowed nodes below `source` into `destination`; gives how many elements were left out.
    private func copySafeNodes(from source: Element, to destination: Element) throws -> Int {
        var discarded = 0
        // Each pending entry is a node to copy and the clean element it goes into.
        var pending: [(Node, Element)] = source.childNodes.reversed().map { ($0, destination) }
        while let (node, target) = pending.popLast() {
            switch node {
            case let element as Element:
                let name = element.tagNameNormal()
                if whitelist.isSafeTag(name) {
                    let copy = Element(element.tag(), element.getBaseUri())
                    for attribute in element.attributes ?? Attributes() {
                        let candidate = try Attribute(key: attribute.getKey(), value: attribute.getValue())
                        if try whitelist.isSafeAttribute(name, element, candidate) {
                            copy.attributes?.put(attribute: candidate)
                        } else {
                            discarded += 1
                        }
                    }
                    for enforced in try whitelist.getEnforcedAttributes(name) { copy.attributes?.put(attribute: enforced) }
                    target.appendParsedChild(copy)
                    pending.append(contentsOf: element.childNodes.reversed().map { ($0, copy) })
                } else {
                    discarded += 1
                    pending.append(contentsOf: element.childNodes.reversed().map { ($0, target) })
                }
            case let text as TextNode:
                target.appendParsedChild(TextNode(text.getWholeText(), text.getBaseUri()))
            case let data as DataNode:
                if let parent = data.parent() as? Element, whitelist.isSafeTag(parent.tagNameNormal()) {
                    target.appendParsedChild(DataNode(data.getWholeData(), data.getBaseUri()))
                }
            default:
                continue
            }
        }
        return discarded
    }
}
