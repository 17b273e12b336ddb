public import Foundation

/// An HTML element, as SwiftSoup's `Element`: its tag, attributes and children, with the queries apps scrape
/// pages with (``select(_:)``, ``text()``, ``attr(_:)``…) and the edits they clean them with.
open class Element: Node {
    var tagValue: Tag

    /// An element with `tag`, resolving links against `baseUri`, with `attributes`.
    public init(_ tag: Tag, _ baseUri: String, _ attributes: Attributes) {
        tagValue = tag
        super.init(baseUri: baseUri, attributes: attributes)
    }

    /// An element with `tag`, resolving links against `baseUri`.
    public init(_ tag: Tag, _ baseUri: String) {
        tagValue = tag
        super.init(baseUri: baseUri, attributes: Attributes())
    }

    /// The tag name.
    public override func nodeName() -> String { tagValue.getName() }

    /// The tag name (`div`).
    open func tagName() -> String { tagValue.getName() }

    /// The tag name in lower case.
    open func tagNameNormal() -> String { tagValue.getNameNormal() }

    /// Renames the element (`div` to `section`).
    @discardableResult
    public func tagName(_ tagName: String) throws -> Element {
        tagValue = try Tag.valueOf(tagName)
        return self
    }

    /// The element's tag.
    open func tag() -> Tag { tagValue }

    /// Whether the element is block-level.
    open func isBlock() -> Bool { tagValue.isBlock() }

    /// The `id` attribute, or `""`.
    open func id() -> String { attributes?.getIgnoreCase(key: "id") ?? "" }

    /// Sets an attribute.
    @discardableResult
    open override func attr(_ attributeKey: String, _ attributeValue: String) throws -> Element {
        try super.attr(attributeKey, attributeValue)
        return self
    }

    /// Sets (`true`, written as the key alone) or removes (`false`) a Boolean attribute.
    @discardableResult
    open func attr(_ attributeKey: String, _ attributeValue: Bool) throws -> Element {
        let attributes = self.attributes ?? Attributes()
        self.attributes = attributes
        try attributes.put(attributeKey, attributeValue)
        return self
    }

    /// The `data-` attributes, keyed without their prefix.
    open func dataset() -> [String: String] { attributes?.dataset() ?? [:] }

    /// The parent element.
    open override func parent() -> Element? { parentNode as? Element }

    /// The ancestors, nearest first.
    open func parents() -> Elements {
        var result: [Element] = []
        var current = parent()
        while let element = current, !(element is Document) {
            result.append(element)
            current = element.parent()
        }
        return Elements(result)
    }

    /// The child element at `index` (elements only, not text).
    open func child(_ index: Int) -> Element { childElements()[index] }

    /// The child elements.
    open func children() -> Elements { Elements(childElements()) }

    func childElements() -> [Element] { childNodes.compactMap { $0 as? Element } }

    /// The child text nodes.
    open func textNodes() -> [TextNode] { childNodes.compactMap { $0 as? TextNode } }

    /// The child data nodes (a `script`'s or `style`'s contents).
    open func dataNodes() -> [DataNode] { childNodes.compactMap { $0 as? DataNode } }

    /// The elements below (and including) this one that `cssQuery` selects.
    ///
    /// - Throws: ``Exception/Error(type:Message:)`` with ``ExceptionType/SelectorParseException`` when the query
    ///   cannot be parsed.
    public func select(_ cssQuery: String) throws -> Elements {
        try Selector.select(cssQuery, self)
    }

    /// Whether `cssQuery` selects this element.
    public func iS(_ cssQuery: String) throws -> Bool {
        let selector = try CSSSelectorParser.parse(cssQuery)
        return selector.matches(self, root: (root() as? Element) ?? self)
    }

    /// The nearest element, this one or an ancestor, that `cssQuery` selects.
    public func closest(_ cssQuery: String) throws -> Element? {
        let selector = try CSSSelectorParser.parse(cssQuery)
        var current: Element? = self
        while let element = current, !(element is Document) {
            if selector.matches(element, root: element.root() as? Element ?? element) { return element }
            current = element.parent()
        }
        return nil
    }

    /// Appends `child` (taking it out of its old parent).
    @discardableResult
    public func appendChild(_ child: Node) throws -> Element {
        try addChildren(child)
        return self
    }

    /// Inserts `child` first.
    @discardableResult
    public func prependChild(_ child: Node) throws -> Element {
        try addChildren(0, child)
        return self
    }

    /// Inserts `children` at `index` (a negative index counts from the end).
    @discardableResult
    public func insertChildren(_ index: Int, _ children: [Node]) throws -> Element {
        let position = index < 0 ? childNodes.count + index + 1 : index
        try addChildren(position, children)
        return self
    }

    /// Appends a new element named `tagName`; gives it.
    @discardableResult
    public func appendElement(_ tagName: String) throws -> Element {
        let element = Element(try Tag.valueOf(tagName), baseUri)
        try appendChild(element)
        return element
    }

    /// Inserts a new element named `tagName` first; gives it.
    @discardableResult
    public func prependElement(_ tagName: String) throws -> Element {
        let element = Element(try Tag.valueOf(tagName), baseUri)
        try prependChild(element)
        return element
    }

    /// Appends a text node.
    @discardableResult
    public func appendText(_ text: String) throws -> Element {
        try appendChild(TextNode(text, baseUri))
    }

    /// Inserts a text node first.
    @discardableResult
    public func prependText(_ text: String) throws -> Element {
        try prependChild(TextNode(text, baseUri))
    }

    /// Parses `html` in this element's context and appends the nodes.
    @discardableResult
    public func append(_ html: String) throws -> Element {
        try addChildren(try HTMLTreeBuilder.parseFragment(html, context: self, baseUri: baseUri))
        return self
    }

    /// Parses `html` in this element's context and inserts the nodes first.
    @discardableResult
    public func prepend(_ html: String) throws -> Element {
        try addChildren(0, try HTMLTreeBuilder.parseFragment(html, context: self, baseUri: baseUri))
        return self
    }

    /// Inserts the nodes parsed from `html` before this element.
    @discardableResult
    open override func before(_ html: String) throws -> Element {
        try super.before(html)
        return self
    }

    /// Inserts `node` before this element.
    @discardableResult
    open override func before(_ node: Node) throws -> Element {
        try super.before(node)
        return self
    }

    /// Inserts the nodes parsed from `html` after this element.
    @discardableResult
    open override func after(_ html: String) throws -> Element {
        try super.after(html)
        return self
    }

    /// Inserts `node` after this element.
    @discardableResult
    open override func after(_ node: Node) throws -> Element {
        try super.after(node)
        return self
    }

    /// Removes every child.
    @discardableResult
    public func empty() -> Element {
        for child in childNodes { child.parentNode = nil }
        childNodes.removeAll()
        return self
    }

    /// The other elements with the same parent.
    public func siblingElements() -> Elements {
        guard let parent = parentNode as? Element else { return Elements() }
        return Elements(parent.childElements().filter { $0 !== self })
    }

    /// The next element with the same parent.
    public func nextElementSibling() throws -> Element? {
        guard let siblings = parentNode?.childNodes, siblingIndex + 1 < siblings.count else { return nil }
        return siblings[(siblingIndex + 1)...].lazy.compactMap { $0 as? Element }.first
    }

    /// The previous element with the same parent.
    public func previousElementSibling() throws -> Element? {
        guard let siblings = parentNode?.childNodes, siblingIndex > 0 else { return nil }
        return siblings[..<siblingIndex].reversed().lazy.compactMap { $0 as? Element }.first
    }

    /// The first element among this one's siblings (and itself).
    public func firstElementSibling() -> Element? { (parentNode as? Element)?.childElements().first ?? self }

    /// The last element among this one's siblings (and itself).
    public func lastElementSibling() -> Element? { (parentNode as? Element)?.childElements().last ?? self }

    /// Where this element is among its parent's child elements.
    public func elementSiblingIndex() throws -> Int {
        guard let parent = parentNode else { return 0 }
        var index = 0
        for node in parent.childNodes {
            if node === self { return index }
            if node is Element { index += 1 }
        }
        return 0
    }

    /// The elements below (and including) this one named `tagName` (ignoring case).
    public func getElementsByTag(_ tagName: String) throws -> Elements {
        let name = tagName.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        guard !name.isEmpty else { throw Exception.Error(type: .IllegalArgumentException, Message: "String must not be empty") }
        return collect { $0.tagNameNormal() == name }
    }

    /// The first element below (and including) this one whose `id` is `id`.
    public func getElementById(_ id: String) throws -> Element? {
        guard !id.isEmpty else { throw Exception.Error(type: .IllegalArgumentException, Message: "String must not be empty") }
        return collect(first: true) { $0.id() == id }.first()
    }

    /// The elements below (and including) this one with the class `className` (ignoring case).
    public func getElementsByClass(_ className: String) throws -> Elements {
        guard !className.isEmpty else { throw Exception.Error(type: .IllegalArgumentException, Message: "String must not be empty") }
        return collect { $0.hasClass(className) }
    }

    /// The elements below (and including) this one that have the attribute `key`.
    public func getElementsByAttribute(_ key: String) throws -> Elements {
        let trimmed = key.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw Exception.Error(type: .IllegalArgumentException, Message: "String must not be empty") }
        return collect { $0.hasAttr(trimmed) }
    }

    /// The elements below (and including) this one with an attribute whose key starts with `keyPrefix`.
    public func getElementsByAttributeStarting(_ keyPrefix: String) throws -> Elements {
        let prefix = keyPrefix.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        guard !prefix.isEmpty else { throw Exception.Error(type: .IllegalArgumentException, Message: "String must not be empty") }
        return collect { element in element.attributes?.contains { $0.key.lowercased().hasPrefix(prefix) } ?? false }
    }

    /// The elements below (and including) this one whose attribute `key` is `value` (ignoring case).
    public func getElementsByAttributeValue(_ key: String, _ value: String) throws -> Elements {
        try select("[\(key)=\"\(value)\"]")
    }

    /// The elements below (and including) this one whose text contains `searchText` (ignoring case).
    public func getElementsContainingText(_ searchText: String) throws -> Elements {
        let needle = HTMLText.normalised(searchText).lowercased()
        return collect { (try? $0.text().lowercased().contains(needle)) ?? false }
    }

    /// The elements below (and including) this one whose own text contains `searchText` (ignoring case).
    public func getElementsContainingOwnText(_ searchText: String) throws -> Elements {
        let needle = HTMLText.normalised(searchText).lowercased()
        return collect { $0.ownText().lowercased().contains(needle) }
    }

    /// This element and every element below it, in document order.
    public func getAllElements() throws -> Elements { collect { _ in true } }

    func collect(first: Bool = false, _ predicate: (Element) -> Bool) -> Elements {
        var result: [Element] = []
        NodeWalk.walk(self) { node, _ in
            if first, !result.isEmpty { return }
            if let element = node as? Element, predicate(element) { result.append(element) }
        }
        return Elements(result)
    }

    /// The text of this element and everything below it, with white space collapsed and trimmed: block elements
    /// and `<br>` separate their text with a space; `script` and `style` data is not text.
    public func text(trimAndNormaliseWhitespace: Bool = true) throws -> String {
        var out = ""
        NodeWalk.walk(self) { node, _ in
            if let text = node as? TextNode {
                if trimAndNormaliseWhitespace, !Element.preservesWhitespace(text.parentNode) {
                    HTMLText.appendNormalised(text.wholeText, to: &out)
                } else {
                    out.append(text.wholeText)
                }
            } else if let element = node as? Element, !out.isEmpty,
                element.isBlock() || element.tagNameNormal() == "br", !HTMLText.endsInWhitespace(out)
            {
                out.append(" ")
            }
        }
        return trimAndNormaliseWhitespace ? HTMLText.trimmed(out) : out
    }

    /// The text of this element's own text nodes (not its children's), collapsed and trimmed.
    public func ownText() -> String {
        var out = ""
        for child in childNodes {
            if let text = child as? TextNode {
                if Element.preservesWhitespace(self) {
                    out.append(text.wholeText)
                } else {
                    HTMLText.appendNormalised(text.wholeText, to: &out)
                }
            } else if let element = child as? Element, element.tagNameNormal() == "br", !HTMLText.endsInWhitespace(out) {
                out.append(" ")
            }
        }
        return HTMLText.trimmed(out)
    }

    /// Replaces the children with one text node.
    @discardableResult
    public func text(_ text: String) throws -> Element {
        empty()
        return try appendChild(TextNode(text, baseUri))
    }

    /// Whether this element or one below it has text that is not white space.
    public func hasText() -> Bool {
        var found = false
        NodeWalk.walk(self) { node, _ in
            if !found, let text = node as? TextNode, !text.isBlank() { found = true }
        }
        return found
    }

    /// The combined data of the data nodes below this element (a `script`'s source).
    public func data() -> String {
        var out = ""
        NodeWalk.walk(self) { node, _ in
            if let data = node as? DataNode { out.append(data.data) }
            if let comment = node as? Comment { out.append(comment.data) }
        }
        return out
    }

    static func preservesWhitespace(_ node: Node?) -> Bool {
        var current = node as? Element
        var levels = 0
        while let element = current, levels < 6 {
            if element.tagValue.preserveWhitespace() { return true }
            current = element.parent()
            levels += 1
        }
        return false
    }

    /// The `class` attribute, or `""`.
    public func className() throws -> String { attributes?.getIgnoreCase(key: "class").trimmingCharacters(in: .whitespaces) ?? "" }

    /// The class names, in order, without repeats.
    public func classNames() throws -> OrderedSet<String> {
        OrderedSet(splitClasses(try className()))
    }

    /// Sets the `class` attribute to `classNames`.
    @discardableResult
    public func classNames(_ classNames: OrderedSet<String>) throws -> Element {
        try attr("class", classNames.joined(separator: " "))
    }

    /// Whether the element has the class (ignoring case).
    public func hasClass(_ className: String) -> Bool {
        guard let value = attributes?.getIgnoreCase(key: "class"), !value.isEmpty else { return false }
        let wanted = className.lowercased()
        return splitClasses(value).contains { $0.lowercased() == wanted }
    }

    /// Adds a class.
    @discardableResult
    public func addClass(_ className: String) throws -> Element {
        let names = try classNames()
        names.append(className)
        return try classNames(names)
    }

    /// Removes a class.
    @discardableResult
    public func removeClass(_ className: String) throws -> Element {
        let names = try classNames()
        names.remove(className)
        return try classNames(names)
    }

    /// Adds the class if it is missing, removes it if it is there.
    @discardableResult
    public func toggleClass(_ className: String) throws -> Element {
        hasClass(className) ? try removeClass(className) : try addClass(className)
    }

    private func splitClasses(_ value: String) -> [String] {
        value.unicodeScalars.split(whereSeparator: HTMLText.isWhitespace).map { String(String.UnicodeScalarView($0)) }
    }

    /// A form control's value: a `textarea`'s text, otherwise the `value` attribute.
    public func val() throws -> String {
        tagNameNormal() == "textarea" ? try text() : try attr("value")
    }

    /// Sets a form control's value.
    @discardableResult
    public func val(_ value: String) throws -> Element {
        tagNameNormal() == "textarea" ? try text(value) : try attr("value", value)
    }

    /// The children written as HTML (pretty-printed by the owner document's ``OutputSettings``).
    public func html() throws -> String {
        let settings = outputSettingsForWriting()
        var out = ""
        for child in childNodes { HTMLWriter.write(child, into: &out, settings: settings) }
        return settings.prettyPrint() ? HTMLText.trimmed(out) : out
    }

    /// Replaces the children with the nodes parsed from `html`.
    @discardableResult
    public func html(_ html: String) throws -> Element {
        let nodes = try HTMLTreeBuilder.parseFragment(html, context: self, baseUri: baseUri)
        empty()
        try addChildren(nodes)
        return self
    }

    /// A CSS selector that finds this element: its `#id` when it has one, else a path of tags, classes and
    /// `:nth-child`.
    public func cssSelector() throws -> String {
        if !id().isEmpty { return "#" + id() }
        var selector = tagNameNormal().replacingOccurrences(of: ":", with: "|")
        let classes = try classNames().joined(separator: ".")
        if !classes.isEmpty { selector += "." + classes }
        guard let parent = parent(), !(parent is Document) else { return selector }
        if try parent.select(selector).size() > 1 { selector += ":nth-child(\(try elementSiblingIndex() + 1))" }
        return try parent.cssSelector() + " > " + selector
    }

    override func shallowCopy() -> Node { Element(tagValue, baseUri, attributes?.clone() ?? Attributes()) }
}

/// A list of elements, as SwiftSoup's `Elements`: a random-access collection with methods that act on every
/// element (``text()``, ``attr(_:)``, ``remove()``…) or read the first that has a value.
open class Elements: RandomAccessCollection, Equatable {
    var this: [Element]

    /// No elements.
    public init() { this = [] }

    /// The elements given.
    public init(_ elements: [Element]) { this = elements }

    /// The first index.
    public var startIndex: Int { this.startIndex }

    /// The index after the last.
    public var endIndex: Int { this.endIndex }

    /// The element at `position`.
    public subscript(position: Int) -> Element { this[position] }

    /// The value of `attributeKey` on the first element that has it, or `""`.
    open func attr(_ attributeKey: String) throws -> String {
        for element in this where element.hasAttr(attributeKey) { return try element.attr(attributeKey) }
        return ""
    }

    /// Whether any element has the attribute.
    open func hasAttr(_ attributeKey: String) -> Bool { this.contains { $0.hasAttr(attributeKey) } }

    /// The attribute's value on each element that has it.
    open func eachAttr(_ attributeKey: String) throws -> [String] {
        try this.filter { $0.hasAttr(attributeKey) }.map { try $0.attr(attributeKey) }
    }

    /// Sets the attribute on every element.
    @discardableResult
    open func attr(_ attributeKey: String, _ attributeValue: String) throws -> Elements {
        for element in this { try element.attr(attributeKey, attributeValue) }
        return self
    }

    /// Removes the attribute from every element.
    @discardableResult
    open func removeAttr(_ attributeKey: String) throws -> Elements {
        for element in this { try element.removeAttr(attributeKey) }
        return self
    }

    /// Adds a class to every element.
    @discardableResult
    open func addClass(_ className: String) throws -> Elements {
        for element in this { try element.addClass(className) }
        return self
    }

    /// Removes a class from every element.
    @discardableResult
    open func removeClass(_ className: String) throws -> Elements {
        for element in this { try element.removeClass(className) }
        return self
    }

    /// Toggles a class on every element.
    @discardableResult
    open func toggleClass(_ className: String) throws -> Elements {
        for element in this { try element.toggleClass(className) }
        return self
    }

    /// Whether any element has the class.
    open func hasClass(_ className: String) -> Bool { this.contains { $0.hasClass(className) } }

    /// The first element's form value, or `""`.
    open func val() throws -> String { try this.first?.val() ?? "" }

    /// Sets every element's form value.
    @discardableResult
    open func val(_ value: String) throws -> Elements {
        for element in this { try element.val(value) }
        return self
    }

    /// The elements' text, joined by spaces.
    open func text(trimAndNormaliseWhitespace: Bool = true) throws -> String {
        try this.map { try $0.text(trimAndNormaliseWhitespace: trimAndNormaliseWhitespace) }.filter { !$0.isEmpty }
            .joined(separator: " ")
    }

    /// Whether any element has text.
    open func hasText() -> Bool { this.contains { $0.hasText() } }

    /// The text of each element that has some.
    public func eachText() throws -> [String] { try this.filter { $0.hasText() }.map { try $0.text() } }

    /// The elements' inner HTML, one per line.
    open func html() throws -> String { try this.map { try $0.html() }.joined(separator: "\n") }

    /// The elements' outer HTML, one per line.
    open func outerHtml() throws -> String { try this.map { try $0.outerHtml() }.joined(separator: "\n") }

    /// The elements' outer HTML, one per line.
    open func toString() throws -> String { try outerHtml() }

    /// Renames every element.
    @discardableResult
    open func tagName(_ tagName: String) throws -> Elements {
        for element in this { try element.tagName(tagName) }
        return self
    }

    /// Sets every element's inner HTML.
    @discardableResult
    open func html(_ html: String) throws -> Elements {
        for element in this { try element.html(html) }
        return self
    }

    /// Prepends the parsed HTML to every element.
    @discardableResult
    open func prepend(_ html: String) throws -> Elements {
        for element in this { try element.prepend(html) }
        return self
    }

    /// Appends the parsed HTML to every element.
    @discardableResult
    open func append(_ html: String) throws -> Elements {
        for element in this { try element.append(html) }
        return self
    }

    /// Inserts the parsed HTML before every element.
    @discardableResult
    open func before(_ html: String) throws -> Elements {
        for element in this { try element.before(html) }
        return self
    }

    /// Inserts the parsed HTML after every element.
    @discardableResult
    open func after(_ html: String) throws -> Elements {
        for element in this { try element.after(html) }
        return self
    }

    /// Wraps every element in the parsed HTML.
    @discardableResult
    open func wrap(_ html: String) throws -> Elements {
        for element in this { try element.wrap(html) }
        return self
    }

    /// Replaces every element with its children.
    @discardableResult
    open func unwrap() throws -> Elements {
        for element in this { try element.unwrap() }
        return self
    }

    /// Removes every element's children.
    @discardableResult
    open func empty() -> Elements {
        for element in this { element.empty() }
        return self
    }

    /// Removes every element from its document.
    @discardableResult
    open func remove() throws -> Elements {
        for element in this where element.parentNode != nil { try element.remove() }
        return self
    }

    /// The elements below (and including) these that `query` selects, each once, in order.
    open func select(_ query: String) throws -> Elements {
        let selector = try CSSSelectorParser.parse(query)
        var seen = Set<ObjectIdentifier>()
        var result: [Element] = []
        for root in this {
            for element in selector.select(from: root) where seen.insert(ObjectIdentifier(element)).inserted {
                result.append(element)
            }
        }
        return Elements(result)
    }

    /// These elements without the ones `query` selects.
    open func not(_ query: String) throws -> Elements {
        let removed = Set(try select(query).map { ObjectIdentifier($0) })
        return Elements(this.filter { !removed.contains(ObjectIdentifier($0)) })
    }

    /// The element at `index` alone, or none.
    open func eq(_ index: Int) -> Elements { index >= 0 && index < this.count ? Elements([this[index]]) : Elements() }

    /// Whether `query` selects any of these elements.
    open func iS(_ query: String) throws -> Bool {
        let selector = try CSSSelectorParser.parse(query)
        return this.contains { selector.matches($0, root: $0) }
    }

    /// Every element's ancestors, each once.
    open func parents() -> Elements {
        var seen = Set<ObjectIdentifier>()
        var result: [Element] = []
        for element in this {
            for parent in element.parents() where seen.insert(ObjectIdentifier(parent)).inserted { result.append(parent) }
        }
        return Elements(result)
    }

    /// The first element, or nil.
    open func first() -> Element? { this.first }

    /// The last element, or nil.
    open func last() -> Element? { this.last }

    /// Whether there are no elements.
    open func isEmpty() -> Bool { this.isEmpty }

    /// How many elements there are.
    open func size() -> Int { this.count }

    /// The element at `index`.
    open func get(_ index: Int) -> Element { this[index] }

    /// Appends an element.
    open func add(_ element: Element) { this.append(element) }

    /// Inserts an element at `index`.
    open func add(_ index: Int, _ element: Element) { this.insert(element, at: index) }

    /// The elements as an array.
    open func array() -> [Element] { this }

    /// Visits every element's tree.
    @discardableResult
    open func traverse(_ nodeVisitor: NodeVisitor) throws -> Elements {
        for element in this { try element.traverse(nodeVisitor) }
        return self
    }

    /// Lists are equal when they hold the same elements in the same order.
    public static func == (lhs: Elements, rhs: Elements) -> Bool {
        lhs.this.count == rhs.this.count && zip(lhs.this, rhs.this).allSatisfy { $0 === $1 }
    }
}

/// A set that keeps the order its members were added in (``Element/classNames()``).
public final class OrderedSet<T: Hashable>: Sequence, ExpressibleByArrayLiteral, Equatable, CustomStringConvertible {
    private var members: [T] = []
    private var index: Set<T> = []

    /// An empty set.
    public init() {}

    /// The distinct members of `sequence`, in order.
    public init<S: Sequence>(_ sequence: S) where S.Element == T {
        for member in sequence { append(member) }
    }

    /// The distinct members of the literal, in order.
    public convenience init(arrayLiteral elements: T...) { self.init(elements) }

    /// Adds `member` at the end unless it is there.
    public func append(_ member: T) {
        if index.insert(member).inserted { members.append(member) }
    }

    /// Removes `member`.
    public func remove(_ member: T) {
        if index.remove(member) != nil { members.removeAll { $0 == member } }
    }

    /// Whether `member` is in the set.
    public func contains(_ member: T) -> Bool { index.contains(member) }

    /// How many members there are.
    public var count: Int { members.count }

    /// Whether the set is empty.
    public var isEmpty: Bool { members.isEmpty }

    /// The members as an array.
    public var array: [T] { members }

    /// Iterates the members in order.
    public func makeIterator() -> IndexingIterator<[T]> { members.makeIterator() }

    /// Sets are equal when they hold the same members in the same order.
    public static func == (lhs: OrderedSet, rhs: OrderedSet) -> Bool { lhs.members == rhs.members }

    /// The members, as an array prints them.
    public var description: String { members.description }
}

/// A parsed HTML page, as SwiftSoup's `Document`: the root above `<html>`, with the page's `head`, `body` and
/// title, and the ``OutputSettings`` its HTML is written with.
open class Document: Element {
    private var settings = OutputSettings()
    private let documentLocation: String

    /// An empty document resolving links against `baseUri`.
    public init(_ baseUri: String) {
        documentLocation = baseUri
        super.init(Tag.named("#root"), baseUri)
    }

    /// An empty document with a `html`, `head` and `body`.
    public static func createShell(_ baseUri: String) -> Document {
        let document = Document(baseUri)
        let html = Element(Tag.named("html"), baseUri)
        document.appendParsedChild(html)
        html.appendParsedChild(Element(Tag.named("head"), baseUri))
        html.appendParsedChild(Element(Tag.named("body"), baseUri))
        return document
    }

    /// `#document`.
    public override func nodeName() -> String { "#document" }

    /// The URL the document was parsed with.
    public func location() -> String { documentLocation }

    /// The `head` element.
    public func head() -> Element? { htmlElement()?.childElements().first { $0.tagNameNormal() == "head" } }

    /// The `body` (or `frameset`) element.
    public func body() -> Element? {
        htmlElement()?.childElements().first { $0.tagNameNormal() == "body" || $0.tagNameNormal() == "frameset" }
    }

    private func htmlElement() -> Element? { childElements().first { $0.tagNameNormal() == "html" } }

    /// The first `title` element's text, trimmed and collapsed, or `""`.
    public func title() throws -> String {
        guard let title = try getElementsByTag("title").first() else { return "" }
        return HTMLText.normalised(title.wholeTextBelow())
    }

    /// Sets the title, adding a `title` element to `head` when there is none.
    public func title(_ title: String) throws {
        if let element = try getElementsByTag("title").first() {
            try element.text(title)
        } else {
            try head()?.appendElement("title").text(title)
        }
    }

    /// A new element for this document (not yet inserted).
    public func createElement(_ tagName: String) throws -> Element { Element(try Tag.valueOf(tagName), baseUri) }

    /// The settings ``Node/outerHtml()`` and ``Element/html()`` write with.
    public func outputSettings() -> OutputSettings { settings }

    /// Replaces the output settings.
    @discardableResult
    public func outputSettings(_ outputSettings: OutputSettings) -> Document {
        settings = outputSettings
        return self
    }

    /// The whole document as HTML.
    open override func outerHtml() throws -> String { try html() }

    /// Replaces the body's contents with `text`.
    @discardableResult
    public override func text(_ text: String) throws -> Element {
        try body()?.text(text)
        return self
    }

    override func shallowCopy() -> Node {
        let copy = Document(documentLocation)
        copy.settings = settings.copy()
        return copy
    }
}

extension Element {
    func wholeTextBelow() -> String {
        var out = ""
        NodeWalk.walk(self) { node, _ in if let text = node as? TextNode { out.append(text.wholeText) } }
        return out
    }
}

/// How a document writes itself as HTML: pretty-printed with one-space indents by default, as SwiftSoup does.
public final class OutputSettings {
    /// HTML or XML output: XML writes every childless element self-closed.
    public enum Syntax: Sendable {
        /// HTML.
        case html
        /// XML.
        case xml
    }

    private var escape = Entities.EscapeMode.base
    private var syntaxValue = Syntax.html
    private var pretty = true
    private var outlineMode = false
    private var indent: UInt = 1
    private var encoding = String.Encoding.utf8

    /// The defaults: HTML, pretty-printed, indented by one space, UTF-8.
    public init() {}

    /// How text is escaped.
    public func escapeMode() -> Entities.EscapeMode { escape }

    /// Sets how text is escaped.
    @discardableResult
    public func escapeMode(_ escapeMode: Entities.EscapeMode) -> OutputSettings {
        escape = escapeMode
        return self
    }

    /// The character set output is meant for (UTF-8 unless set).
    public func charset() -> String.Encoding { encoding }

    /// Sets the character set.
    @discardableResult
    public func charset(_ encoding: String.Encoding) -> OutputSettings {
        self.encoding = encoding
        return self
    }

    /// The output syntax.
    public func syntax() -> Syntax { syntaxValue }

    /// Sets the output syntax.
    @discardableResult
    public func syntax(syntax: Syntax) -> OutputSettings {
        syntaxValue = syntax
        return self
    }

    /// Whether output is pretty-printed.
    public func prettyPrint() -> Bool { pretty }

    /// Turns pretty-printing on or off (off writes the tree as parsed).
    @discardableResult
    public func prettyPrint(pretty: Bool) -> OutputSettings {
        self.pretty = pretty
        return self
    }

    /// Whether every element starts on its own line.
    public func outline() -> Bool { outlineMode }

    /// Turns outline mode on or off.
    @discardableResult
    public func outline(outlineMode: Bool) -> OutputSettings {
        self.outlineMode = outlineMode
        return self
    }

    /// How many spaces each level indents.
    public func indentAmount() -> UInt { indent }

    /// Sets how many spaces each level indents.
    @discardableResult
    public func indentAmount(indentAmount: UInt) -> OutputSettings {
        indent = indentAmount
        return self
    }

    /// A copy of the settings.
    public func copy() -> OutputSettings {
        let copy = OutputSettings()
        copy.escape = escape
        copy.syntaxValue = syntaxValue
        copy.pretty = pretty
        copy.outlineMode = outlineMode
        copy.indent = indent
        copy.encoding = encoding
        return copy
    }
}

/// Writes nodes as HTML the way SwiftSoup's pretty printer does, without recursion.
enum HTMLWriter {
    static func write(_ root: Node, into out: inout String, settings: OutputSettings) {
        let pretty = settings.prettyPrint()
        NodeWalk.walk(
            root,
            head: { node, depth in writeHead(node, depth: depth, into: &out, settings: settings, pretty: pretty) },
            tail: { node, depth in writeTail(node, depth: depth, into: &out, settings: settings, pretty: pretty) })
    }

    private static func indent(_ out: inout String, _ depth: Int, _ settings: OutputSettings) {
        out.append("\n")
        out.append(String(repeating: " ", count: depth * Int(min(settings.indentAmount(), 32))))
    }

    private static func writeHead(_ node: Node, depth: Int, into out: inout String, settings: OutputSettings, pretty: Bool) {
        switch node {
        case is Document:
            return
        case let element as Element:
            let parentBlock = (element.parentNode as? Element)?.tagValue.formatAsBlock() ?? false
            if pretty, element.tagValue.formatAsBlock() || parentBlock || settings.outline(), !out.isEmpty {
                indent(&out, depth, settings)
            }
            out.append("<")
            out.append(element.tagName())
            element.attributes?.html(into: &out, settings: settings)
            if element.childNodes.isEmpty, element.tagValue.isSelfClosing() || settings.syntax() == .xml {
                out.append(" />")
            } else {
                out.append(">")
            }
        case let text as TextNode:
            let parent = text.parentNode as? Element
            if pretty,
                (text.siblingIndex == 0 && (parent?.tagValue.formatAsBlock() ?? false) && !text.isBlank())
                    || (settings.outline() && !text.siblingNodes().isEmpty && !text.isBlank())
            {
                indent(&out, depth, settings)
            }
            let normalise = pretty && parent != nil && !Element.preservesWhitespace(parent)
            Entities.escape(text.wholeText, into: &out, mode: settings.escapeMode(), inAttribute: false, normaliseWhite: normalise)
        case let data as DataNode:
            out.append(data.data)
        case let comment as Comment:
            if pretty { indent(&out, depth, settings) }
            out.append("<!--\(comment.data)-->")
        case let doctype as DocumentType:
            let html5 = settings.syntax() == .html && doctype.doctypePublicId.isEmpty && doctype.doctypeSystemId.isEmpty
            out.append(html5 ? "<!doctype" : "<!DOCTYPE")
            if !doctype.doctypeName.isEmpty { out.append(" " + doctype.doctypeName) }
            if !doctype.doctypePublicId.isEmpty { out.append(" PUBLIC \"\(doctype.doctypePublicId)\"") }
            if !doctype.doctypeSystemId.isEmpty {
                if doctype.doctypePublicId.isEmpty { out.append(" SYSTEM") }
                out.append(" \"\(doctype.doctypeSystemId)\"")
            }
            out.append(">")
        default:
            return
        }
    }

    private static func writeTail(_ node: Node, depth: Int, into out: inout String, settings: OutputSettings, pretty: Bool) {
        guard let element = node as? Element, !(element is Document) else { return }
        if element.childNodes.isEmpty, element.tagValue.isSelfClosing() || settings.syntax() == .xml { return }
        let children = element.childNodes
        let outlineBreak = settings.outline() && (children.count > 1 || (children.count == 1 && !(children[0] is TextNode)))
        if pretty, !children.isEmpty, element.tagValue.formatAsBlock() || outlineBreak { indent(&out, depth, settings) }
        out.append("</\(element.tagName())>")
    }
}
