import Foundation

/// Builds a tree from ``HTMLTokenizer``'s tokens after HTML5's tree construction, as far as real pages need it:
/// the implied `html`, `head` and `body`; head content kept in `head`; void elements; the implied end tags of `p`,
/// `li`, `dd`, `dt`, `option` and table cells and rows; implied `tbody`; text and elements misplaced in a table
/// moved before it ("foster parenting"); end tags that match nothing ignored.
///
/// Not built: the adoption agency's reopening of formatting elements (`<b>` across a `<p>` boundary closes instead
/// of being reopened), foreign-content namespaces (an `svg`'s children are elements like any other), quirks modes.
struct HTMLTreeBuilder {
    private enum Phase {
        case beforeBody
        case inBody
    }

    private var tokenizer: HTMLTokenizer
    private var stack: [Element] = []
    private let document: Document?
    private let fragmentRoot: Element?
    private let baseUri: String
    private var phase = Phase.beforeBody
    private var htmlElement: Element?
    private var headElement: Element?
    private var bodyElement: Element?
    private var dropNextNewline = false
    private var nodeCount = 0

    private init(_ html: String, document: Document?, fragmentRoot: Element?, baseUri: String) throws {
        guard html.utf8.count <= SwiftSoupLimits.maximumInputBytes else {
            throw Exception.Error(
                type: .IllegalArgumentException, Message: "HTML is larger than \(SwiftSoupLimits.maximumInputBytes) bytes")
        }
        tokenizer = HTMLTokenizer(Array(html.unicodeScalars), maximumAttributeCount: SwiftSoupLimits.maximumAttributesPerElement)
        self.document = document
        self.fragmentRoot = fragmentRoot
        self.baseUri = baseUri
    }

    /// A whole page.
    static func parseDocument(_ html: String, baseUri: String) throws -> Document {
        let document = Document(baseUri)
        var builder = try HTMLTreeBuilder(html, document: document, fragmentRoot: nil, baseUri: baseUri)
        try builder.run()
        try builder.ensureBody()
        return document
    }

    /// Nodes parsed as the children of an element like `context` (not attached to anything).
    static func parseFragment(_ html: String, context: Element, baseUri: String) throws -> [Node] {
        let name = context is Document ? "body" : context.tagNameNormal()
        let root = Element(Tag.named(name), baseUri)
        var builder = try HTMLTreeBuilder(html, document: nil, fragmentRoot: root, baseUri: baseUri)
        builder.stack = [root]
        builder.phase = .inBody
        switch name {
        case "title", "textarea": builder.tokenizer.mode = .rcdata(name)
        case "script", "style", "xmp", "iframe", "noembed", "noframes": builder.tokenizer.mode = .rawtext(name)
        case "plaintext": builder.tokenizer.mode = .plaintext
        default: break
        }
        try builder.run()
        let nodes = root.childNodes
        root.empty()
        return nodes
    }

    private mutating func run() throws {
        while let token = tokenizer.next() {
            nodeCount += 1
            guard nodeCount <= SwiftSoupLimits.maximumNodeCount else {
                throw Exception.Error(
                    type: .IllegalArgumentException, Message: "HTML has more than \(SwiftSoupLimits.maximumNodeCount) nodes")
            }
            try process(token)
        }
    }

    private mutating func process(_ token: HTMLToken) throws {
        switch token {
        case .doctype(let name, let publicId, let systemId):
            if let document, htmlElement == nil, phase == .beforeBody {
                document.appendParsedChild(DocumentType(name, publicId, systemId, baseUri))
            }
        case .comment(let text):
            let comment = Comment(text, baseUri)
            if let current = stack.last {
                current.appendParsedChild(comment)
            } else {
                (document ?? fragmentRoot)?.appendParsedChild(comment)
            }
        case .text(let text):
            try insertText(text)
        case .startTag(let name, let attributes, let selfClosing):
            dropNextNewline = false
            if phase == .beforeBody {
                try startTagBeforeBody(name, attributes, selfClosing: selfClosing)
            } else {
                try startTagInBody(name, attributes, selfClosing: selfClosing)
            }
        case .endTag(let name):
            dropNextNewline = false
            if phase == .beforeBody {
                try endTagBeforeBody(name)
            } else {
                try endTagInBody(name)
            }
        }
    }

    // MARK: Before the body

    private static let headContent: Set<String> = [
        "base", "basefont", "bgsound", "link", "meta", "title", "style", "script", "noscript", "noframes", "template",
    ]

    private mutating func ensureHtml() throws {
        guard htmlElement == nil, let document else { return }
        let html = Element(Tag.named("html"), baseUri)
        document.appendParsedChild(html)
        htmlElement = html
        stack = [html]
    }

    private mutating func ensureHead() throws {
        try ensureHtml()
        guard headElement == nil, let htmlElement else { return }
        let head = Element(Tag.named("head"), baseUri)
        htmlElement.appendParsedChild(head)
        headElement = head
    }

    mutating func ensureBody() throws {
        guard document != nil else { return }
        try ensureHead()
        guard bodyElement == nil, let htmlElement else { return }
        let body = Element(Tag.named("body"), baseUri)
        htmlElement.appendParsedChild(body)
        bodyElement = body
        stack = [htmlElement, body]
        phase = .inBody
    }

    private mutating func startTagBeforeBody(_ name: String, _ attributes: [(String, String)], selfClosing: Bool) throws {
        switch name {
        case "html":
            try ensureHtml()
            if let htmlElement { merge(attributes, into: htmlElement) }
        case "head":
            try ensureHead()
            if let headElement {
                merge(attributes, into: headElement)
                if stack.last !== headElement { stack.append(headElement) }
            }
        case "body", "frameset":
            try ensureHead()
            guard let htmlElement else { return }
            let body = Element(Tag.named(name), baseUri, makeAttributes(attributes))
            htmlElement.appendParsedChild(body)
            bodyElement = body
            stack = [htmlElement, body]
            phase = .inBody
        case _ where HTMLTreeBuilder.headContent.contains(name):
            try ensureHead()
            guard let headElement else { return }
            if stack.last !== headElement, !stack.contains(where: { $0 === headElement }) { stack.append(headElement) }
            try insertElement(name, attributes, selfClosing: selfClosing)
        default:
            try ensureBody()
            try startTagInBody(name, attributes, selfClosing: selfClosing)
        }
    }

    private mutating func endTagBeforeBody(_ name: String) throws {
        switch name {
        case "head":
            if let headElement, let index = stack.lastIndex(where: { $0 === headElement }) { stack.removeSubrange(index...) }
        case "br":
            try ensureBody()
            try startTagInBody("br", [], selfClosing: false)
        default:
            if let index = stack.lastIndex(where: { $0.tagNameNormal() == name }), stack[index] !== htmlElement {
                stack.removeSubrange(index...)
            }
        }
    }

    // MARK: In the body

    private static let closesParagraph: Set<String> = [
        "address", "article", "aside", "blockquote", "center", "details", "dialog", "dir", "div", "dl", "fieldset",
        "figcaption", "figure", "footer", "header", "hgroup", "main", "menu", "nav", "ol", "p", "section", "summary",
        "ul", "pre", "listing", "form", "table", "hr", "xmp", "plaintext", "h1", "h2", "h3", "h4", "h5", "h6",
    ]
    private static let blockEndTags: Set<String> = ["button", "applet", "marquee", "object"]
    private static let headings: Set<String> = ["h1", "h2", "h3", "h4", "h5", "h6"]
    private static let impliedEndTags: Set<String> = ["dd", "dt", "li", "optgroup", "option", "p", "rb", "rp", "rt", "rtc"]
    private static let scopeBoundaries: Set<String> = [
        "applet", "caption", "html", "table", "td", "th", "marquee", "object", "template", "#root",
    ]
    private static let buttonScopeBoundaries = scopeBoundaries.union(["button"])
    private static let listItemScopeBoundaries = scopeBoundaries.union(["ol", "ul"])
    private static let tableScopeBoundaries: Set<String> = ["html", "table", "template", "#root"]
    private static let tableParts: Set<String> = ["caption", "colgroup", "col", "tbody", "thead", "tfoot", "tr", "td", "th"]
    private static let tableContext: Set<String> = ["table", "tbody", "thead", "tfoot", "tr"]
    private static let formatting: Set<String> = [
        "a", "b", "big", "code", "em", "font", "i", "nobr", "s", "small", "strike", "strong", "tt", "u",
    ]
    private static let special: Set<String> = [
        "address", "applet", "area", "article", "aside", "base", "basefont", "bgsound", "blockquote", "body", "br",
        "button", "caption", "center", "col", "colgroup", "dd", "details", "dir", "div", "dl", "dt", "embed", "fieldset",
        "figcaption", "figure", "footer", "form", "frame", "frameset", "h1", "h2", "h3", "h4", "h5", "h6", "head",
        "header", "hgroup", "hr", "html", "iframe", "img", "input", "keygen", "li", "link", "listing", "main", "marquee",
        "menu", "meta", "nav", "noembed", "noframes", "noscript", "object", "ol", "p", "param", "plaintext", "pre",
        "script", "section", "select", "source", "style", "summary", "table", "tbody", "td", "template", "textarea",
        "tfoot", "th", "thead", "title", "tr", "track", "ul", "wbr", "xmp", "#root",
    ]

    private mutating func startTagInBody(_ name: String, _ attributes: [(String, String)], selfClosing: Bool) throws {
        switch name {
        case "html":
            if let htmlElement { merge(attributes, into: htmlElement) }
        case "body":
            if let bodyElement { merge(attributes, into: bodyElement) }
        case "head", "frameset":
            return
        case "li", "dd", "dt":
            let closes: Set<String> = name == "li" ? ["li"] : ["dd", "dt"]
            for element in stack.reversed() {
                let current = element.tagNameNormal()
                if closes.contains(current) {
                    popThrough(current)
                    break
                }
                if HTMLTreeBuilder.special.contains(current), !["address", "div", "p"].contains(current) { break }
            }
            closeParagraphIfOpen()
            try insertElement(name, attributes, selfClosing: selfClosing)
        case "a", "nobr":
            if let index = stack.lastIndex(where: { $0.tagNameNormal() == name }),
                !stack[index...].contains(where: { HTMLTreeBuilder.scopeBoundaries.contains($0.tagNameNormal()) })
            {
                stack.removeSubrange(index...)
            }
            try insertElement(name, attributes, selfClosing: selfClosing)
        case "button":
            if inScope(["button"]) { popThrough("button") }
            try insertElement(name, attributes, selfClosing: selfClosing)
        case "option":
            if currentName == "option" { stack.removeLast() }
            try insertElement(name, attributes, selfClosing: selfClosing)
        case "optgroup":
            if currentName == "option" { stack.removeLast() }
            if currentName == "optgroup" { stack.removeLast() }
            try insertElement(name, attributes, selfClosing: selfClosing)
        case "table":
            if HTMLTreeBuilder.tableContext.contains(currentName) { popThrough("table") }
            closeParagraphIfOpen()
            try insertElement(name, attributes, selfClosing: selfClosing)
        case "caption", "colgroup", "tbody", "thead", "tfoot":
            guard tableInScope else { return }
            clearBack(to: ["table"])
            try insertElement(name, attributes, selfClosing: selfClosing)
        case "col":
            guard tableInScope else { return }
            if currentName != "colgroup" {
                clearBack(to: ["table"])
                try insertElement("colgroup", [], selfClosing: false)
            }
            try insertElement(name, attributes, selfClosing: selfClosing)
        case "tr":
            guard tableInScope else { return }
            clearBack(to: ["tbody", "thead", "tfoot", "table"])
            if currentName == "table" { try insertElement("tbody", [], selfClosing: false) }
            try insertElement(name, attributes, selfClosing: selfClosing)
        case "td", "th":
            guard tableInScope else { return }
            clearBack(to: ["tr", "tbody", "thead", "tfoot", "table"])
            if currentName == "table" { try insertElement("tbody", [], selfClosing: false) }
            if currentName != "tr" { try insertElement("tr", [], selfClosing: false) }
            try insertElement(name, attributes, selfClosing: selfClosing)
        case "image":
            try insertElement("img", attributes, selfClosing: selfClosing)
        default:
            if HTMLTreeBuilder.closesParagraph.contains(name) { closeParagraphIfOpen() }
            if HTMLTreeBuilder.headings.contains(name), HTMLTreeBuilder.headings.contains(currentName) { stack.removeLast() }
            try insertElement(name, attributes, selfClosing: selfClosing)
        }
    }

    private mutating func endTagInBody(_ name: String) throws {
        switch name {
        case "body", "html":
            return
        case "p":
            if !inScope(["p"], boundaries: HTMLTreeBuilder.buttonScopeBoundaries) {
                try insertElement("p", [], selfClosing: false)
            }
            popThrough("p")
        case "li":
            if inScope(["li"], boundaries: HTMLTreeBuilder.listItemScopeBoundaries) { popThrough("li") }
        case "br":
            try insertElement("br", [], selfClosing: false)
        case _ where HTMLTreeBuilder.headings.contains(name):
            if inScope(HTMLTreeBuilder.headings),
                let index = stack.lastIndex(where: { HTMLTreeBuilder.headings.contains($0.tagNameNormal()) })
            {
                truncate(to: index)
            }
        case _ where HTMLTreeBuilder.tableParts.contains(name) || name == "table":
            if inScope([name], boundaries: HTMLTreeBuilder.tableScopeBoundaries) { popThrough(name) }
        case _ where HTMLTreeBuilder.closesParagraph.contains(name) || HTMLTreeBuilder.blockEndTags.contains(name):
            if inScope([name]) { popThrough(name) }
        case _ where HTMLTreeBuilder.formatting.contains(name):
            if inScope([name]) { popThrough(name) }
        case "option", "optgroup", "select":
            if let index = stack.lastIndex(where: { $0.tagNameNormal() == name }) { truncate(to: index) }
        default:
            for index in stack.indices.reversed() {
                let current = stack[index].tagNameNormal()
                if current == name {
                    truncate(to: index)
                    return
                }
                if HTMLTreeBuilder.special.contains(current) { return }
            }
        }
    }

    // MARK: Helpers

    private var currentName: String { stack.last?.tagNameNormal() ?? "" }

    /// Whether table parts have a table to go in: an open one, or a fragment parsed inside a table's part.
    private var tableInScope: Bool {
        inScope(["table"], boundaries: HTMLTreeBuilder.tableScopeBoundaries)
            || (fragmentRoot.map { HTMLTreeBuilder.tableContext.contains($0.tagNameNormal()) } ?? false)
    }

    private func inScope(_ names: Set<String>, boundaries: Set<String> = HTMLTreeBuilder.scopeBoundaries) -> Bool {
        for element in stack.reversed() {
            let name = element.tagNameNormal()
            if names.contains(name) { return true }
            if boundaries.contains(name) { return false }
        }
        return false
    }

    private mutating func closeParagraphIfOpen() {
        if inScope(["p"], boundaries: HTMLTreeBuilder.buttonScopeBoundaries) { popThrough("p") }
    }

    /// Pops up to and including the nearest open `name` (never the root of the stack).
    private mutating func popThrough(_ name: String) {
        if let index = stack.lastIndex(where: { $0.tagNameNormal() == name }) { truncate(to: index) }
    }

    private mutating func truncate(to index: Int) {
        stack.removeSubrange(max(index, 1)...)
    }

    /// Pops until the current node is one of `names` (or the root).
    private mutating func clearBack(to names: Set<String>) {
        while stack.count > 1, !names.contains(currentName), !HTMLTreeBuilder.tableScopeBoundaries.contains(currentName) {
            stack.removeLast()
        }
    }

    private func makeAttributes(_ pairs: [(String, String)]) -> Attributes {
        let attributes = Attributes()
        for (key, value) in pairs {
            if let attribute = try? Attribute(key: key, value: value) { attributes.list.append(attribute) }
        }
        return attributes
    }

    private func merge(_ pairs: [(String, String)], into element: Element) {
        let attributes = element.attributes ?? Attributes()
        element.attributes = attributes
        for (key, value) in pairs where !attributes.hasKey(key: key) {
            if let attribute = try? Attribute(key: key, value: value) { attributes.list.append(attribute) }
        }
    }

    /// Where a new node goes: the current node, or, for content misplaced in a table, just before the table.
    private func insertionPoint(for name: String?) -> (parent: Node, before: Node?) {
        let current: Node = stack.last ?? document ?? fragmentRoot ?? Element(Tag.named("body"), baseUri)
        let fostered =
            HTMLTreeBuilder.tableContext.contains(currentName)
            && !(name.map {
                HTMLTreeBuilder.tableParts.contains($0) || $0 == "table" || $0 == "script" || $0 == "style" || $0 == "template"
            } ?? false)
        guard fostered, let tableIndex = stack.lastIndex(where: { $0.tagNameNormal() == "table" }) else { return (current, nil) }
        let table = stack[tableIndex]
        if let parent = table.parentNode { return (parent, table) }
        return (tableIndex > 0 ? stack[tableIndex - 1] : current, nil)
    }

    private mutating func insertElement(_ name: String, _ attributes: [(String, String)], selfClosing: Bool) throws {
        let isVoid = TagTables.void.contains(name)
        let known = TagTables.block.contains(name) || TagTables.inline.contains(name)
        let closedAtOnce = isVoid || (selfClosing && !known)
        let element = Element(Tag.named(name, selfClosing: selfClosing && !known), baseUri, makeAttributes(attributes))
        let (parent, before) = insertionPoint(for: name)
        if let before {
            parent.childNodes.insert(element, at: before.siblingIndex)
            element.parentNode = parent
            parent.reindexChildren(from: before.siblingIndex - 1 < 0 ? 0 : before.siblingIndex - 1)
        } else {
            parent.appendParsedChild(element)
        }
        guard !closedAtOnce else { return }
        guard stack.count < SwiftSoupLimits.maximumDepth else {
            throw Exception.Error(
                type: .IllegalArgumentException, Message: "Elements nest deeper than \(SwiftSoupLimits.maximumDepth) levels")
        }
        stack.append(element)
        switch name {
        case "title", "textarea": tokenizer.mode = .rcdata(name)
        case "script", "style", "xmp", "iframe", "noembed", "noframes": tokenizer.mode = .rawtext(name)
        case "plaintext": tokenizer.mode = .plaintext
        case "noscript" where phase == .beforeBody: tokenizer.mode = .rawtext(name)
        default: break
        }
        if name == "pre" || name == "listing" || name == "textarea" { dropNextNewline = true }
    }

    private mutating func insertText(_ rawText: String) throws {
        var text = rawText
        if dropNextNewline {
            dropNextNewline = false
            if text.hasPrefix("\r\n") { text.removeFirst() } else if text.hasPrefix("\n") { text.removeFirst() }
        }
        guard !text.isEmpty else { return }
        if phase == .beforeBody {
            let inHeadElement = stack.last.map { $0 !== htmlElement && $0 !== headElement } ?? false
            if !inHeadElement {
                let trimmed = String(text.unicodeScalars.drop(while: HTMLText.isWhitespace))
                guard !trimmed.isEmpty else { return }
                if let headElement, let index = stack.lastIndex(where: { $0 === headElement }) { stack.removeSubrange(index...) }
                try ensureBody()
                text = trimmed
            }
        }
        let blank = HTMLText.isBlank(text)
        let (parent, before) = blank ? (stack.last ?? fragmentRoot ?? Element(Tag.named("body"), baseUri), nil) : insertionPoint(for: nil)
        let parentName = (parent as? Element)?.tagNameNormal()
        if parentName == "script" || parentName == "style" {
            if let data = parent.childNodes.last as? DataNode {
                data.data += text
            } else {
                parent.appendParsedChild(DataNode(text, baseUri))
            }
            return
        }
        if let before {
            if before.siblingIndex > 0, let previous = parent.childNodes[before.siblingIndex - 1] as? TextNode {
                previous.wholeText += text
                return
            }
            parent.childNodes.insert(TextNode(text, baseUri), at: before.siblingIndex)
            parent.childNodes[before.siblingIndex].parentNode = parent
            parent.reindexChildren(from: 0)
            return
        }
        if let previous = parent.childNodes.last as? TextNode {
            previous.wholeText += text
        } else {
            parent.appendParsedChild(TextNode(text, baseUri))
        }
    }
}
