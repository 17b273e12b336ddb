import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

/// One XML element of a feed: its qualified name (`itunes:author`), attributes, the text and CDATA directly inside
/// it (nil when there is none) and its child elements.
final class FeedXMLElement {
    let name: String
    let attributes: [String: String]
    var text: String?
    var children: [FeedXMLElement] = []

    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }

    /// The first child named `name`.
    func child(_ name: String) -> FeedXMLElement? {
        children.first { $0.name == name }
    }

    /// Every child named `name`, in document order.
    func children(_ name: String) -> [FeedXMLElement] {
        children.filter { $0.name == name }
    }

    /// The text of the first child named `name`, as the document has it (nil when absent or empty).
    func string(_ name: String) -> String? {
        child(name)?.text
    }

    /// The text of the first child named `name`, trimmed, as a whole number.
    func integer(_ name: String) -> Int? {
        string(name).flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }

    /// The text of the first child named `name` read as a date in any of the feed formats' styles.
    func date(_ name: String) -> Date? {
        string(name).flatMap(FeedDate.parse)
    }
}

/// A document read into elements, or why it could not be.
struct FeedXMLTree {
    var root: FeedXMLElement?
    var failure: ParserError?

    /// Reads the document `parser` was made with, within `limits`.
    static func read(with parser: XMLParser, limits: FeedParserLimits) -> FeedXMLTree {
        let builder = Builder(limits: limits)
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.shouldReportNamespacePrefixes = false
        parser.delegate = builder
        _ = parser.parse()
        parser.delegate = nil
        if builder.failure == nil, builder.root != nil, !builder.rootClosed {
            return FeedXMLTree(root: nil, failure: .internalError(reason: "The document ends inside an element"))
        }
        return FeedXMLTree(root: builder.root, failure: builder.failure)
    }

    private final class Builder: NSObject, XMLParserDelegate {
        let limits: FeedParserLimits
        var root: FeedXMLElement?
        var stack: [FeedXMLElement] = []
        var failure: ParserError?
        var rootClosed = false
        var elements = 0
        var textBytes = 0

        init(limits: FeedParserLimits) {
            self.limits = limits
        }

        private func stop(_ parser: XMLParser, _ error: ParserError) {
            if failure == nil { failure = error }
            parser.abortParsing()
        }

        private var path: String {
            "/" + stack.map(\.name).joined(separator: "/")
        }

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?,
            attributes attributeDict: [String: String]
        ) {
            guard failure == nil, !rootClosed else { return }
            elements += 1
            guard elements <= limits.maximumElements else {
                return stop(parser, .internalError(reason: "The document has more than \(limits.maximumElements) elements"))
            }
            guard stack.count < limits.maximumDepth else {
                return stop(parser, .internalError(reason: "Elements nest deeper than \(limits.maximumDepth) levels"))
            }
            let element = FeedXMLElement(name: elementName, attributes: attributeDict)
            if let parent = stack.last {
                parent.children.append(element)
            } else {
                root = element
            }
            stack.append(element)
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
            guard failure == nil, !rootClosed, !stack.isEmpty else { return }
            stack.removeLast()
            if stack.isEmpty {
                // As FeedKit does, whatever follows the root element (some servers append junk) is not read.
                rootClosed = true
                parser.abortParsing()
            }
        }

        private func append(_ string: String, _ parser: XMLParser) {
            guard failure == nil, !rootClosed, let element = stack.last else { return }
            textBytes += string.utf8.count
            // Text can only outgrow the document through entities; XMLParser already refuses runaway expansion.
            guard textBytes <= limits.maximumDocumentBytes else {
                return stop(parser, .internalError(reason: "The document's text is larger than \(limits.maximumDocumentBytes) bytes"))
            }
            if element.text == nil { element.text = string } else { element.text?.append(string) }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            append(string, parser)
        }

        func parser(_ parser: XMLParser, foundCDATA block: Data) {
            guard failure == nil, !rootClosed else { return }
            guard let string = String(data: block, encoding: .utf8) else {
                return stop(parser, .feedCDATABlockEncodingError(path: path))
            }
            append(string, parser)
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
            // An error after the root element closed is junk past the feed, which FeedKit ignores too.
            guard failure == nil, !rootClosed else { return }
            failure = .internalError(reason: parseError.localizedDescription)
        }
    }
}

/// Turns a document's elements into FeedKit's models.
enum FeedXMLMapping {
    static func feed(from tree: FeedXMLTree) -> Result<Feed, ParserError> {
        if let failure = tree.failure { return .failure(failure) }
        guard let root = tree.root else { return .failure(.feedNotFound) }
        switch root.name {
        case "rss":
            guard let channel = root.child("channel") else {
                return .failure(.internalError(reason: "Unable to initialize rss feed model"))
            }
            return .success(.rss(RSSFeed(channel: channel, items: channel.children("item"))))
        case "rdf:RDF":
            guard !root.children.isEmpty else { return .failure(.internalError(reason: "Unable to initialize rss feed model")) }
            let channel = root.child("channel") ?? FeedXMLElement(name: "channel", attributes: [:])
            return .success(.rss(RSSFeed(channel: channel, items: root.children("item"))))
        case "feed":
            guard !root.children.isEmpty else { return .failure(.internalError(reason: "Unable to initialize atom feed model")) }
            return .success(.atom(AtomFeed(feed: root)))
        default:
            return .failure(.feedNotFound)
        }
    }
}
