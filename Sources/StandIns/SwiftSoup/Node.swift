import Foundation

/// Something that visits a tree of nodes in document order: ``head(_:_:)`` on the way down, ``tail(_:_:)`` on
/// the way up (``Node/traverse(_:)``).
public protocol NodeVisitor {
    /// Called when the traversal reaches `node`, `depth` levels below where it started.
    func head(_ node: Node, _ depth: Int) throws
    /// Called when the traversal leaves `node`, after its children.
    func tail(_ node: Node, _ depth: Int) throws
}

/// A node of a parsed document: an ``Element``, ``TextNode``, ``DataNode``, ``Comment``, ``DocumentType`` or the
/// ``Document`` itself, as SwiftSoup's `Node`.
///
/// A node owns its children and knows its parent weakly. Every walk over the tree (text, selectors, output) is a
/// loop, not a recursion, so a tree as deep as the parser allows (``SwiftSoupLimits/maximumDepth``) costs no stack.
open class Node: Equatable, Hashable, CustomStringConvertible, CustomDebugStringConvertible {
    weak var parentNode: Node?
    var childNodes: [Node] = []
    var attributes: Attributes?
    var baseUri: String

    /// Where this node is among its parent's children (0 for the first).
    public internal(set) var siblingIndex: Int = 0

    init(baseUri: String, attributes: Attributes? = nil) {
        self.baseUri = baseUri
        self.attributes = attributes
    }

    /// The node's name: the tag name of an element, `#text`, `#data`, `#comment`, `#doctype` or `#document`.
    public func nodeName() -> String { "#node" }

    /// The attribute's value, or `""` when there is none. `abs:href` gives ``absUrl(_:)`` of `href`.
    open func attr(_ attributeKey: String) throws -> String {
        let value = attributes?.getIgnoreCase(key: attributeKey) ?? ""
        if value.isEmpty, attributeKey.lowercased().hasPrefix("abs:") {
            return try absUrl(String(attributeKey.dropFirst(4)))
        }
        return value
    }

    /// Sets an attribute (replacing one with the same name).
    @discardableResult
    open func attr(_ attributeKey: String, _ attributeValue: String) throws -> Node {
        let attributes = self.attributes ?? Attributes()
        self.attributes = attributes
        try attributes.put(attributeKey, attributeValue)
        return self
    }

    /// The node's attributes (nil for nodes that have none).
    open func getAttributes() -> Attributes? { attributes }

    /// Whether the node has the attribute (ignoring case); `abs:href` asks whether `href` resolves.
    open func hasAttr(_ attributeKey: String) -> Bool {
        guard let attributes else { return false }
        if attributeKey.lowercased().hasPrefix("abs:") {
            let key = String(attributeKey.dropFirst(4))
            return attributes.hasKeyIgnoreCase(key: key) && !((try? absUrl(key)) ?? "").isEmpty
        }
        return attributes.hasKeyIgnoreCase(key: attributeKey)
    }

    /// Removes an attribute (ignoring case).
    @discardableResult
    open func removeAttr(_ attributeKey: String) throws -> Node {
        try attributes?.removeIgnoreCase(key: attributeKey)
        return self
    }

    /// The URL relative links are resolved against.
    open func getBaseUri() -> String { baseUri }

    /// Sets the base URI of this node and everything below it.
    open func setBaseUri(_ baseUri: String) throws {
        forEachNode { $0.baseUri = baseUri }
    }

    /// The attribute's URL made absolute against ``getBaseUri()`` (an absolute URL as it is), or `""` when the node
    /// has no such attribute or it cannot be resolved.
    open func absUrl(_ attributeKey: String) throws -> String {
        guard let attributes, attributes.hasKeyIgnoreCase(key: attributeKey) else { return "" }
        return URLResolution.resolve(base: baseUri, relative: attributes.getIgnoreCase(key: attributeKey))
    }

    /// The child at `index`.
    open func childNode(_ index: Int) -> Node { childNodes[index] }

    /// The node's children.
    open func getChildNodes() -> [Node] { childNodes }

    /// How many children the node has.
    public func childNodeSize() -> Int { childNodes.count }

    /// Whether the node has children.
    public func hasChildNodes() -> Bool { !childNodes.isEmpty }

    /// The node's parent, if it is in a tree.
    open func parent() -> Node? { parentNode }

    /// The top of the node's tree.
    public func root() -> Node {
        var node = self
        while let parent = node.parentNode { node = parent }
        return node
    }

    /// The document the node is in, if any.
    open func ownerDocument() -> Document? { root() as? Document }

    /// Takes the node out of its parent.
    open func remove() throws {
        guard let parentNode else { throw Exception.Error(type: .IllegalArgumentException, Message: "Object must not be null") }
        try parentNode.removeChild(self)
    }

    /// Inserts the nodes parsed from `html` before this node.
    @discardableResult
    open func before(_ html: String) throws -> Node {
        try addSiblingHtml(at: siblingIndex, html)
        return self
    }

    /// Inserts `node` before this node.
    @discardableResult
    open func before(_ node: Node) throws -> Node {
        guard let parentNode else { throw Exception.Error(type: .IllegalArgumentException, Message: "Object must not be null") }
        try parentNode.addChildren(siblingIndex, node)
        return self
    }

    /// Inserts the nodes parsed from `html` after this node.
    @discardableResult
    open func after(_ html: String) throws -> Node {
        try addSiblingHtml(at: siblingIndex + 1, html)
        return self
    }

    /// Inserts `node` after this node.
    @discardableResult
    open func after(_ node: Node) throws -> Node {
        guard let parentNode else { throw Exception.Error(type: .IllegalArgumentException, Message: "Object must not be null") }
        try parentNode.addChildren(siblingIndex + 1, node)
        return self
    }

    private func addSiblingHtml(at index: Int, _ html: String) throws {
        guard let parentNode else { throw Exception.Error(type: .IllegalArgumentException, Message: "Object must not be null") }
        let context = (parentNode as? Element) ?? Element(Tag.named("body"), baseUri)
        let nodes = try HTMLTreeBuilder.parseFragment(html, context: context, baseUri: baseUri)
        try parentNode.addChildren(index, nodes)
    }

    /// Wraps the node in the first element parsed from `html` (placed at the deepest first child).
    @discardableResult
    open func wrap(_ html: String) throws -> Node? {
        let context = (parentNode as? Element) ?? Element(Tag.named("body"), baseUri)
        let nodes = try HTMLTreeBuilder.parseFragment(html, context: context, baseUri: baseUri)
        guard let wrapper = nodes.first as? Element else { return nil }
        var deepest = wrapper
        while let first = deepest.children().first() { deepest = first }
        if let parentNode { try parentNode.replaceChild(self, wrapper) }
        try deepest.addChildren(self)
        return self
    }

    /// Replaces the node with its children; gives the first child (or nil).
    @discardableResult
    open func unwrap() throws -> Node? {
        guard let parentNode else { throw Exception.Error(type: .IllegalArgumentException, Message: "Object must not be null") }
        let first = childNodes.first
        try parentNode.addChildren(siblingIndex, childNodes)
        try remove()
        return first
    }

    /// Puts `input` where this node is.
    public func replaceWith(_ input: Node) throws {
        guard let parentNode else { throw Exception.Error(type: .IllegalArgumentException, Message: "Object must not be null") }
        try parentNode.replaceChild(self, input)
    }

    /// Replaces the child `out` with `input`.
    public func replaceChild(_ out: Node, _ input: Node) throws {
        guard out.parentNode === self else { throw Exception.Error(type: .IllegalArgumentException, Message: "Must be a child") }
        let index = out.siblingIndex
        try input.parentNode?.removeChild(input)
        childNodes[index] = input
        input.parentNode = self
        input.siblingIndex = index
        out.parentNode = nil
    }

    /// Removes the child `out`.
    public func removeChild(_ out: Node) throws {
        guard out.parentNode === self, out.siblingIndex < childNodes.count, childNodes[out.siblingIndex] === out else {
            throw Exception.Error(type: .IllegalArgumentException, Message: "Must be a child")
        }
        childNodes.remove(at: out.siblingIndex)
        out.parentNode = nil
        reindexChildren(from: out.siblingIndex)
    }

    /// Appends children (taking each out of its old parent).
    public func addChildren(_ children: Node...) throws { try addChildren(childNodes.count, children) }

    /// Appends children (taking each out of its old parent).
    public func addChildren(_ children: [Node]) throws { try addChildren(childNodes.count, children) }

    /// Inserts children at `index`.
    public func addChildren(_ index: Int, _ children: Node...) throws { try addChildren(index, children) }

    /// Inserts children at `index` (taking each out of its old parent).
    public func addChildren(_ index: Int, _ children: [Node]) throws {
        var insertAt = index
        for child in children {
            if child === self || isDescendant(of: child) {
                throw Exception.Error(type: .IllegalArgumentException, Message: "A node cannot contain itself")
            }
            if let oldParent = child.parentNode {
                if oldParent === self, child.siblingIndex < insertAt { insertAt -= 1 }
                try oldParent.removeChild(child)
            }
            guard insertAt >= 0, insertAt <= childNodes.count else {
                throw Exception.Error(type: .IllegalArgumentException, Message: "Insert position out of bounds.")
            }
            childNodes.insert(child, at: insertAt)
            child.parentNode = self
            insertAt += 1
        }
        reindexChildren(from: max(0, index - 1))
    }

    /// Appends a child the parser made (no checks: the child is new).
    func appendParsedChild(_ child: Node) {
        child.parentNode = self
        child.siblingIndex = childNodes.count
        childNodes.append(child)
    }

    private func isDescendant(of node: Node) -> Bool {
        var current = parentNode
        while let ancestor = current {
            if ancestor === node { return true }
            current = ancestor.parentNode
        }
        return false
    }

    func reindexChildren(from start: Int) {
        guard start < childNodes.count else { return }
        for index in start..<childNodes.count { childNodes[index].siblingIndex = index }
    }

    /// The node's siblings (not the node itself).
    open func siblingNodes() -> [Node] {
        guard let parentNode else { return [] }
        return parentNode.childNodes.filter { $0 !== self }
    }

    /// The next node among the parent's children.
    open func nextSibling() -> Node? {
        guard let siblings = parentNode?.childNodes, siblingIndex + 1 < siblings.count else { return nil }
        return siblings[siblingIndex + 1]
    }

    /// Whether a node follows this one among the parent's children.
    open func hasNextSibling() -> Bool { nextSibling() != nil }

    /// The previous node among the parent's children.
    open func previousSibling() -> Node? {
        guard let siblings = parentNode?.childNodes, siblingIndex > 0, siblingIndex <= siblings.count else { return nil }
        return siblings[siblingIndex - 1]
    }

    /// Visits this node and everything below it in document order.
    @discardableResult
    open func traverse(_ nodeVisitor: NodeVisitor) throws -> Node {
        try NodeWalk.walk(self, head: { try nodeVisitor.head($0, $1) }, tail: { try nodeVisitor.tail($0, $1) })
        return self
    }

    /// The node written as HTML, with the owner document's ``OutputSettings`` (pretty-printed by default).
    open func outerHtml() throws -> String {
        var out = ""
        HTMLWriter.write(self, into: &out, settings: outputSettingsForWriting())
        return out
    }

    func outputSettingsForWriting() -> OutputSettings { ownerDocument()?.outputSettings() ?? OutputSettings() }

    func forEachNode(_ body: (Node) -> Void) {
        NodeWalk.walk(self, head: { node, _ in body(node) })
    }

    /// Whether two nodes are the same node.
    public static func == (lhs: Node, rhs: Node) -> Bool { lhs === rhs }

    /// Hashes the node's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The node's outer HTML.
    public var description: String { (try? outerHtml()) ?? nodeName() }

    /// The node's outer HTML.
    public var debugDescription: String { description }

    /// A deep copy of the node, without a parent.
    public func copy() -> Node {
        let clone = shallowCopy()
        var pairs: [(Node, Node)] = [(self, clone)]
        while let (original, copy) = pairs.popLast() {
            for child in original.childNodes {
                let childCopy = child.shallowCopy()
                copy.appendParsedChild(childCopy)
                pairs.append((child, childCopy))
            }
        }
        return clone
    }

    func shallowCopy() -> Node { Node(baseUri: baseUri, attributes: attributes?.clone()) }
}

/// Walks a tree without recursion.
enum NodeWalk {
    static func walk(
        _ root: Node, head: (Node, Int) throws -> Void
    ) rethrows {
        try walk(root, head: head, tail: { _, _ in })
    }

    static func walk(
        _ root: Node, head: (Node, Int) throws -> Void, tail: (Node, Int) throws -> Void
    ) rethrows {
        var node: Node? = root
        var depth = 0
        while let current = node {
            try head(current, depth)
            if let first = current.childNodes.first {
                node = first
                depth += 1
                continue
            }
            var climbing: Node? = current
            node = nil
            while let up = climbing {
                try tail(up, depth)
                if up === root { return }
                if let next = up.nextSibling() {
                    node = next
                    break
                }
                climbing = up.parentNode
                depth -= 1
                if climbing == nil { return }
            }
        }
    }
}

/// A run of text, as SwiftSoup's `TextNode`: ``text()`` with white space collapsed, ``getWholeText()`` as written.
open class TextNode: Node {
    var wholeText: String

    /// A text node holding `text` (unescaped).
    public init(_ text: String, _ baseUri: String?) {
        wholeText = text
        super.init(baseUri: baseUri ?? "")
    }

    /// `#text`.
    public override func nodeName() -> String { "#text" }

    /// The text with white space collapsed, as an element's ``Element/text()`` reads it.
    open func text() -> String { HTMLText.normalised(wholeText) }

    /// Replaces the text.
    @discardableResult
    public func text(_ text: String) -> TextNode {
        wholeText = text
        return self
    }

    /// The text as written in the document (references decoded).
    open func getWholeText() -> String { wholeText }

    /// Whether the text is empty or only white space.
    open func isBlank() -> Bool { HTMLText.isBlank(wholeText) }

    /// A text node from HTML-escaped text (`&amp;lt;` becomes `&lt;`).
    public static func createFromEncoded(_ encodedText: String, _ baseUri: String) throws -> TextNode {
        TextNode(Entities.unescape(encodedText), baseUri)
    }

    override func shallowCopy() -> Node { TextNode(wholeText, baseUri) }
}

/// The raw contents of `script` and `style`: written out as they are, and not part of an element's text.
open class DataNode: Node {
    var data: String

    /// A data node holding `data`.
    public init(_ data: String, _ baseUri: String) {
        self.data = data
        super.init(baseUri: baseUri)
    }

    /// `#data`.
    public override func nodeName() -> String { "#data" }

    /// The data as written.
    open func getWholeData() -> String { data }

    /// Replaces the data.
    @discardableResult
    open func setWholeData(_ data: String) -> DataNode {
        self.data = data
        return self
    }

    override func shallowCopy() -> Node { DataNode(data, baseUri) }
}

/// An HTML comment (`<!-- … -->`).
public class Comment: Node {
    let data: String

    /// A comment holding `data`.
    public init(_ data: String, _ baseUri: String) {
        self.data = data
        super.init(baseUri: baseUri)
    }

    /// `#comment`.
    public override func nodeName() -> String { "#comment" }

    /// The comment's text.
    public func getData() -> String { data }

    override func shallowCopy() -> Node { Comment(data, baseUri) }
}

/// A document type declaration (`<!doctype html>`).
public class DocumentType: Node {
    let doctypeName: String
    let doctypePublicId: String
    let doctypeSystemId: String

    /// A doctype with a name and public and system identifiers (empty when absent).
    public init(_ name: String, _ publicId: String, _ systemId: String, _ baseUri: String) {
        doctypeName = name
        doctypePublicId = publicId
        doctypeSystemId = systemId
        super.init(baseUri: baseUri)
    }

    /// `#doctype`.
    public override func nodeName() -> String { "#doctype" }

    /// The doctype's name (`html`).
    public func name() -> String { doctypeName }

    /// The public identifier.
    public func publicId() -> String { doctypePublicId }

    /// The system identifier.
    public func systemId() -> String { doctypeSystemId }

    override func shallowCopy() -> Node { DocumentType(doctypeName, doctypePublicId, doctypeSystemId, baseUri) }
}

/// One attribute: a key and a value.
open class Attribute: Equatable, CustomStringConvertible {
    var key: String
    var value: String

    /// An attribute; the key must not be empty.
    public init(key: String, value: String) throws {
        let trimmed = key.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw Exception.Error(type: .IllegalArgumentException, Message: "String must not be empty") }
        self.key = trimmed
        self.value = value
    }

    /// The key.
    open func getKey() -> String { key }

    /// Sets the key.
    open func setKey(key: String) throws {
        let trimmed = key.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw Exception.Error(type: .IllegalArgumentException, Message: "String must not be empty") }
        self.key = trimmed
    }

    /// The value.
    open func getValue() -> String { value }

    /// Sets the value; gives the old one.
    @discardableResult
    open func setValue(value: String) -> String {
        let old = self.value
        self.value = value
        return old
    }

    /// Whether the key starts with `data-`.
    public func isDataAttribute() -> Bool { key.lowercased().hasPrefix("data-") && key.count > 5 }

    /// Whether HTML writes the attribute by its key alone when set (`checked`, `disabled`…).
    public func isBooleanAttribute() -> Bool { Attribute.booleanKeys.contains(key.lowercased()) }

    /// The attribute as HTML (`key="value"`).
    public func html() -> String {
        var out = ""
        html(into: &out, settings: OutputSettings())
        return out
    }

    func html(into out: inout String, settings: OutputSettings) {
        out.append(key)
        let collapse = settings.syntax() == .html && isBooleanAttribute() && value.isEmpty
        guard !collapse else { return }
        out.append("=\"")
        Entities.escape(value, into: &out, mode: settings.escapeMode(), inAttribute: true, normaliseWhite: false)
        out.append("\"")
    }

    /// The attribute as HTML.
    open func toString() -> String { html() }

    /// The attribute as HTML.
    public var description: String { html() }

    /// Attributes are equal when their keys and values are.
    public static func == (lhs: Attribute, rhs: Attribute) -> Bool { lhs.key == rhs.key && lhs.value == rhs.value }

    static let booleanKeys: Set<String> = [
        "allowfullscreen", "async", "autofocus", "checked", "compact", "declare", "default", "defer", "disabled",
        "formnovalidate", "hidden", "inert", "ismap", "itemscope", "multiple", "muted", "nohref", "noresize", "noshade",
        "novalidate", "nowrap", "open", "readonly", "required", "reversed", "seamless", "selected", "sortable",
        "truespeed", "typemustmatch",
    ]
}

/// An element's attributes, in the order they were written, as SwiftSoup's `Attributes`.
open class Attributes: Sequence {
    var list: [Attribute] = []

    /// No attributes.
    public init() {}

    /// The value of `key` (matched exactly), or `""`.
    open func get(key: String) -> String { list.first { $0.key == key }?.value ?? "" }

    /// The value of `key` ignoring case, or `""`.
    public func getIgnoreCase(key: String) -> String {
        let lowered = key.lowercased()
        return list.first { $0.key.lowercased() == lowered }?.value ?? ""
    }

    /// Sets `key` to `value`, replacing an attribute with the same key (ignoring case).
    public func put(_ key: String, _ value: String) throws {
        let attribute = try Attribute(key: key, value: value)
        put(attribute: attribute)
    }

    /// Sets a Boolean attribute: `true` writes the key alone, `false` removes it.
    public func put(_ key: String, _ value: Bool) throws {
        if value { try put(key, "") } else { try remove(key: key) }
    }

    /// Adds `attribute`, replacing one with the same key (ignoring case).
    public func put(attribute: Attribute) {
        let lowered = attribute.key.lowercased()
        if let index = list.firstIndex(where: { $0.key.lowercased() == lowered }) {
            list[index] = attribute
        } else {
            list.append(attribute)
        }
    }

    /// Removes `key` (matched exactly).
    public func remove(key: String) throws { list.removeAll { $0.key == key } }

    /// Removes `key`, ignoring case.
    public func removeIgnoreCase(key: String) throws {
        let lowered = key.lowercased()
        list.removeAll { $0.key.lowercased() == lowered }
    }

    /// Whether `key` (matched exactly) is set.
    public func hasKey(key: String) -> Bool { list.contains { $0.key == key } }

    /// Whether `key` is set, ignoring case.
    public func hasKeyIgnoreCase(key: String) -> Bool {
        let lowered = key.lowercased()
        return list.contains { $0.key.lowercased() == lowered }
    }

    /// How many attributes there are.
    public func size() -> Int { list.count }

    /// The attributes, in order.
    public func asList() -> [Attribute] { list }

    /// The `data-` attributes, keyed without their prefix.
    public func dataset() -> [String: String] {
        var result: [String: String] = [:]
        for attribute in list where attribute.isDataAttribute() { result[String(attribute.key.dropFirst(5))] = attribute.value }
        return result
    }

    /// The attributes as HTML, each after a space.
    public func html() throws -> String {
        var out = ""
        html(into: &out, settings: OutputSettings())
        return out
    }

    func html(into out: inout String, settings: OutputSettings) {
        for attribute in list {
            out.append(" ")
            attribute.html(into: &out, settings: settings)
        }
    }

    /// The attributes as HTML.
    open func toString() throws -> String { try html() }

    /// Iterates the attributes in order.
    public func makeIterator() -> IndexingIterator<[Attribute]> { list.makeIterator() }

    func clone() -> Attributes {
        let copy = Attributes()
        copy.list = list.map { (try? Attribute(key: $0.key, value: $0.value)) ?? $0 }
        return copy
    }
}

enum URLResolution {
    /// `relative` made absolute against `base`; an absolute `relative` as it is; `""` when neither works.
    static func resolve(base: String, relative: String) -> String {
        let trimmed = relative.trimmingCharacters(in: .whitespacesAndNewlines)
        if let baseURL = URL(string: base), baseURL.scheme != nil {
            if trimmed.hasPrefix("?"), var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false) {
                components.percentEncodedQuery = String(trimmed.dropFirst())
                components.fragment = nil
                return components.url?.absoluteString ?? ""
            }
            if let resolved = URL(string: trimmed, relativeTo: baseURL)?.absoluteURL, resolved.scheme != nil {
                return resolved.absoluteString
            }
        }
        if let absolute = URL(string: trimmed), let scheme = absolute.scheme, !scheme.isEmpty { return absolute.absoluteString }
        return ""
    }
}
