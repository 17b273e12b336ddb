import Foundation

/// What napkin knows about an HTML tag name: how the parser treats it and how it is written out.
///
/// Known tags are block or inline, as SwiftSoup's `Tag` sorts them; a void tag (`br`, `img`, `input`…) never has
/// children and is written `<br />`. A name the table does not know is an inline-level container that formats as
/// a block, and may be self-closed (`<my-widget />`).
public final class Tag: Hashable, CustomStringConvertible, Sendable {
    private let name: String
    private let normalName: String
    private let block: Bool
    private let asBlock: Bool
    private let void: Bool
    private let selfClosing: Bool
    private let known: Bool
    private let keepsWhitespace: Bool

    private init(name: String, selfClosing: Bool = false) {
        self.name = name
        let normal = name.lowercased()
        normalName = normal
        known = TagTables.block.contains(normal) || TagTables.inline.contains(normal)
        block = TagTables.block.contains(normal)
        asBlock = known ? (block && !TagTables.formatAsInline.contains(normal)) : true
        void = TagTables.void.contains(normal)
        self.selfClosing = void || selfClosing
        keepsWhitespace = TagTables.preserveWhitespace.contains(normal)
    }

    /// The tag named `tagName` (trimmed; kept in the case given, as SwiftSoup keeps it when the settings say so).
    ///
    /// - Throws: ``Exception/Error(type:Message:)`` when the name is empty.
    public static func valueOf(_ tagName: String) throws -> Tag {
        let trimmed = tagName.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw Exception.Error(type: .IllegalArgumentException, Message: "String must not be empty") }
        return Tag(name: trimmed.lowercased())
    }

    static func named(_ lowercasedName: String, selfClosing: Bool = false) -> Tag {
        Tag(name: lowercasedName, selfClosing: selfClosing)
    }

    /// The tag's name.
    public func getName() -> String { name }

    /// The tag's name in lower case.
    public func getNameNormal() -> String { normalName }

    /// Whether the tag is a block-level element (`div`, `p`, `table`…).
    public func isBlock() -> Bool { block }

    /// Whether pretty-printed output starts the tag's children on their own lines.
    public func formatAsBlock() -> Bool { asBlock }

    /// Whether the tag is inline (`span`, `a`, `b`…).
    public func isInline() -> Bool { !block }

    /// Whether the tag is void: it never has children (`br`, `img`, `meta`…).
    public func isEmpty() -> Bool { void }

    /// Whether the tag is written self-closed when it has no children (void tags, and unknown tags written `<x />`).
    public func isSelfClosing() -> Bool { selfClosing }

    /// Whether the tag is one HTML defines.
    public func isKnownTag() -> Bool { known }

    /// Whether white space inside the tag is kept as written (`pre`, `textarea`, `title`, `plaintext`).
    public func preserveWhitespace() -> Bool { keepsWhitespace }

    /// The tag's name.
    public var description: String { name }

    /// Tags are equal when their names and self-closing state are.
    public static func == (lhs: Tag, rhs: Tag) -> Bool { lhs.name == rhs.name && lhs.selfClosing == rhs.selfClosing }

    /// Hashes the tag's name.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

enum TagTables {
    static let block: Set<String> = [
        "html", "head", "body", "frameset", "script", "noscript", "style", "meta", "link", "title", "frame", "noframes",
        "section", "nav", "aside", "hgroup", "header", "footer", "p", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "pre",
        "div", "blockquote", "hr", "address", "figure", "figcaption", "form", "fieldset", "ins", "del", "dl", "dt", "dd",
        "li", "table", "caption", "thead", "tfoot", "tbody", "colgroup", "col", "tr", "th", "td", "video", "audio",
        "canvas", "details", "menu", "plaintext", "template", "article", "main", "svg", "math", "center", "dialog",
    ]
    static let inline: Set<String> = [
        "object", "base", "font", "tt", "i", "b", "u", "big", "small", "em", "strong", "dfn", "code", "samp", "kbd", "var",
        "cite", "abbr", "time", "acronym", "mark", "ruby", "rt", "rp", "a", "img", "br", "wbr", "map", "q", "sub", "sup",
        "bdo", "iframe", "embed", "span", "input", "select", "textarea", "label", "button", "optgroup", "option",
        "legend", "datalist", "keygen", "output", "progress", "meter", "area", "param", "source", "track", "summary",
        "command", "device", "basefont", "bgsound", "menuitem", "data", "bdi", "s", "strike", "nobr", "picture",
    ]
    static let formatAsInline: Set<String> = [
        "title", "a", "p", "h1", "h2", "h3", "h4", "h5", "h6", "pre", "address", "li", "th", "td", "script", "style",
        "ins", "del", "s",
    ]
    static let void: Set<String> = [
        "meta", "link", "base", "frame", "img", "br", "wbr", "embed", "hr", "input", "keygen", "col", "command", "device",
        "area", "basefont", "bgsound", "menuitem", "param", "source", "track",
    ]
    static let preserveWhitespace: Set<String> = ["pre", "plaintext", "title", "textarea"]
}
