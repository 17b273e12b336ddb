public import Dispatch
public import Foundation

#if canImport(FoundationNetworking)
public import FoundationNetworking
#endif
#if canImport(FoundationXML)
import FoundationXML
#endif

/// FeedKit 9's parser: give it a URL, data or an input stream, then `parse()` or `parseAsync(queue:result:)`.
///
/// The format is told from the first character that is not white space (or a byte-order mark): `<` is XML, then the
/// root element (`rss`, `rdf:RDF` or `feed`) picks RSS or Atom; `{` is a JSON Feed; anything else is
/// ``ParserError/feedNotFound``. XML is read with Foundation's `XMLParser`, which resolves no external entity and
/// refuses exponential entity expansion; napkin also bounds what a document may make it allocate (``limits``).
///
/// A file URL is read from disk. Any other URL (a `feed:` scheme read as `http:`, as FeedKit does) is read through
/// ``urlLoader``, by default a `URLSession`, as FeedKit's `Data(contentsOf:)` does on iOS: a remote feed is fetched
/// only when an app asks for it, and a test answers instead with its own loader (or a session configuration whose
/// `URLProtocol` answers).
///
/// Sendability: the parser keeps its input and the running XML parser behind a lock, so `parseAsync` can parse on
/// another queue and `abortParsing()` can be called from anywhere. The feed models are mutable classes, as FeedKit's,
/// and are not `Sendable`: the result closure gets them on the queue it runs on, and (as FeedKit says) it is the
/// closure's job to hop to the main queue before it touches the UI.
public final class FeedParser: @unchecked Sendable {
    private enum Source {
        case url(URL)
        case data(Data)
        case stream(InputStream)
    }

    private let lock = NSLock()
    private let source: Source
    private var runningParser: XMLParser?
    private var aborted = false
    private var ownLimits = FeedParser.limits

    /// What this parser's document may make it allocate (napkin's): ``FeedParser/limits`` when it was made, unless
    /// set.
    public var limits: FeedParserLimits {
        get {
            lock.lock()
            defer { lock.unlock() }
            return ownLimits
        }
        set {
            lock.lock()
            ownLimits = newValue
            lock.unlock()
        }
    }

    /// A parser for the feed at `URL`: a file is read from disk, anything else through ``urlLoader``.
    public init(URL: URL) {
        source = .url(URL)
    }

    /// A parser for the XML or JSON feed in `data`.
    public init(data: Data) {
        source = .data(data)
    }

    /// A parser for the XML feed an input stream yields (read up to ``limits``' document size).
    public init(xmlStream: InputStream) {
        source = .stream(xmlStream)
    }

    /// Parses the feed on the calling thread.
    public func parse() -> Result<Feed, ParserError> {
        let limits = self.limits
        let data: Data
        switch source {
        case .url(let url):
            switch Self.read(url, limits: limits) {
            case .success(let read): data = read
            case .failure(let error): return .failure(error)
            }
        case .data(let given):
            guard given.count <= limits.maximumDocumentBytes else { return .failure(limits.tooLarge(given.count)) }
            data = given
        case .stream(let stream):
            switch Self.read(stream, limits: limits) {
            case .success(let read): data = read
            case .failure(let error): return .failure(error)
            }
            return parseXML(data, limits: limits)
        }
        switch FeedFormatSniffer.format(of: data) {
        case .none: return .failure(.feedNotFound)
        case .json: return JSONFeed.parse(data)
        case .xml: return parseXML(data, limits: limits)
        }
    }

    /// Parses the feed on `queue` (the global queue unless told) and calls `result` there.
    ///
    /// As in FeedKit, the closure runs on that queue, not on the main queue: bring UI updates to the main queue
    /// yourself.
    public func parseAsync(
        queue: DispatchQueue = DispatchQueue.global(), result: @escaping (Result<Feed, ParserError>) -> Void
    ) {
        // The closure is the caller's, as in FeedKit: called once, on the queue the caller chose.
        let completion = UncheckedCompletion(body: result)
        queue.async {
            completion.body(self.parse())
        }
    }

    /// Stops an XML parse under way; it then ends with the feed read so far discarded and an error.
    public func abortParsing() {
        lock.lock()
        aborted = true
        let parser = runningParser
        lock.unlock()
        parser?.abortParsing()
    }

    private func parseXML(_ data: Data, limits: FeedParserLimits) -> Result<Feed, ParserError> {
        let parser = XMLParser(data: data)
        lock.lock()
        let alreadyAborted = aborted
        runningParser = parser
        lock.unlock()
        defer {
            lock.lock()
            runningParser = nil
            lock.unlock()
        }
        guard !alreadyAborted else { return .failure(.internalError(reason: "Parsing was aborted")) }
        let tree = FeedXMLTree.read(with: parser, limits: limits)
        lock.lock()
        let wasAborted = aborted
        lock.unlock()
        if wasAborted, tree.failure == nil { return .failure(.internalError(reason: "Parsing was aborted")) }
        return FeedXMLMapping.feed(from: tree)
    }

    private static func read(_ url: URL, limits: FeedParserLimits) -> Result<Data, ParserError> {
        if url.isFileURL {
            do {
                let size = try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int ?? 0
                guard size <= limits.maximumDocumentBytes else { return .failure(limits.tooLarge(size)) }
                return .success(try Data(contentsOf: url))
            } catch {
                return .failure(.internalError(reason: error.localizedDescription))
            }
        }
        var remote = url
        if url.scheme?.lowercased() == "feed", var components = URLComponents(url: url, resolvingAgainstBaseURL: false) {
            components.scheme = "http"
            guard let http = components.url else { return .failure(.internalError(reason: "Failed url sanitizing.")) }
            remote = http
        }
        do {
            let data = try urlLoader.loadData(at: remote, maximumBytes: limits.maximumDocumentBytes)
            guard data.count <= limits.maximumDocumentBytes else { return .failure(limits.tooLarge(data.count)) }
            return .success(data)
        } catch let error as ParserError {
            return .failure(error)
        } catch {
            return .failure(.internalError(reason: error.localizedDescription))
        }
    }

    private static func read(_ stream: InputStream, limits: FeedParserLimits) -> Result<Data, ParserError> {
        stream.open()
        defer { stream.close() }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = stream.read(&buffer, maxLength: buffer.count)
            if count < 0 {
                return .failure(.internalError(reason: stream.streamError?.localizedDescription ?? "The stream could not be read"))
            }
            if count == 0 { break }
            guard data.count + count <= limits.maximumDocumentBytes else { return .failure(limits.tooLarge(data.count + count)) }
            data.append(buffer, count: count)
        }
        return .success(data)
    }
}

/// A caller's completion closure, carried to the queue it asked for (FeedKit's closures are not `@Sendable`).
private struct UncheckedCompletion: @unchecked Sendable {
    let body: (Result<Feed, ParserError>) -> Void
}

/// Bounds on what one document may make the parser allocate (napkin's; FeedKit has none). A document beyond them
/// fails with ``ParserError/internalError(reason:)`` saying which bound, never a crash.
public struct FeedParserLimits: Sendable, Equatable {
    /// The most bytes a document (data, file, stream or download) may have: 32 MiB unless set.
    public var maximumDocumentBytes: Int
    /// How deep XML elements may nest: 256 unless set (a feed needs about ten).
    public var maximumDepth: Int
    /// How many XML elements a document may have: 1,000,000 unless set.
    public var maximumElements: Int

    /// Limits as given; each left out keeps its default.
    public init(maximumDocumentBytes: Int = 32 << 20, maximumDepth: Int = 256, maximumElements: Int = 1_000_000) {
        self.maximumDocumentBytes = maximumDocumentBytes
        self.maximumDepth = maximumDepth
        self.maximumElements = maximumElements
    }

    func tooLarge(_ size: Int) -> ParserError {
        .internalError(reason: "The document (\(size) bytes or more) is larger than the \(maximumDocumentBytes) bytes allowed")
    }
}

/// Where ``FeedParser`` gets the bytes of a URL that is not a file (napkin's; FeedKit always asks the network).
public struct FeedURLLoader: Sendable {
    private let load: @Sendable (URL, Int) throws -> Data

    /// A loader answering with `load` (return the bytes, or throw as a failed download would).
    public init(_ load: @escaping @Sendable (URL) throws -> Data) {
        self.load = { url, _ in try load(url) }
    }

    private init(bounded: @escaping @Sendable (URL, Int) throws -> Data) {
        load = bounded
    }

    func loadData(at url: URL, maximumBytes: Int) throws -> Data {
        try load(url, maximumBytes)
    }

    /// The default: a `URLSession` with an ephemeral configuration, as FeedKit reads a URL on iOS.
    public static var urlSession: FeedURLLoader { urlSession(configuration: .ephemeral) }

    /// A `URLSession` with `configuration` (give it `protocolClasses` to answer from a test); a download is cut
    /// off as soon as it passes the document limit, and a status outside 200...299 fails.
    public static func urlSession(configuration: URLSessionConfiguration) -> FeedURLLoader {
        let download = BoundedDownload(configuration: configuration)
        return FeedURLLoader(bounded: { url, maximumBytes in try download.data(from: url, maximumBytes: maximumBytes) })
    }

    /// A machine without a network: every remote URL fails as `URLError(.notConnectedToInternet)` does.
    public static let offline = FeedURLLoader { _ in throw URLError(.notConnectedToInternet) }
}

extension FeedParser {
    private static let configuration = FeedParserConfiguration()

    /// Where remote feeds come from (``FeedURLLoader/urlSession`` unless a test sets another).
    public static var urlLoader: FeedURLLoader {
        get { configuration.withLock { $0.loader } }
        set { configuration.withLock { $0.loader = newValue } }
    }

    /// What a document may make a parser allocate: each new parser starts with these.
    public static var limits: FeedParserLimits {
        get { configuration.withLock { $0.limits } }
        set { configuration.withLock { $0.limits = newValue } }
    }
}

private final class FeedParserConfiguration: @unchecked Sendable {
    struct State {
        var loader = FeedURLLoader.urlSession
        var limits = FeedParserLimits()
    }

    private let lock = NSLock()
    private var state = State()

    func withLock<T>(_ body: (inout State) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&state)
    }
}

/// One `URLSession` whose downloads stop at a size, read synchronously as FeedKit's `Data(contentsOf:)` reads.
private final class BoundedDownload: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private struct Transfer {
        var data = Data()
        var maximumBytes: Int
        var failure: Error?
        let done = DispatchSemaphore(value: 0)
    }

    private let lock = NSLock()
    private var transfers: [Int: Transfer] = [:]
    private var session: URLSession!

    init(configuration: URLSessionConfiguration) {
        super.init()
        session = URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
    }

    func data(from url: URL, maximumBytes: Int) throws -> Data {
        let task = session.dataTask(with: url)
        let done: DispatchSemaphore
        lock.lock()
        let transfer = Transfer(maximumBytes: maximumBytes)
        done = transfer.done
        transfers[task.taskIdentifier] = transfer
        lock.unlock()
        task.resume()
        done.wait()
        lock.lock()
        let finished = transfers.removeValue(forKey: task.taskIdentifier)
        lock.unlock()
        if let failure = finished?.failure { throw failure }
        return finished?.data ?? Data()
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        if let http = response as? HTTPURLResponse, !(200...299).contains(http.statusCode) {
            fail(dataTask, with: ParserError.internalError(reason: "The server answered with status \(http.statusCode)"))
            completionHandler(.cancel)
            return
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        lock.lock()
        guard var transfer = transfers[dataTask.taskIdentifier] else {
            lock.unlock()
            return
        }
        if transfer.data.count + data.count > transfer.maximumBytes {
            let limit = transfer.maximumBytes
            lock.unlock()
            fail(
                dataTask,
                with: ParserError.internalError(reason: "The download is larger than the \(limit) bytes allowed"))
            dataTask.cancel()
            return
        }
        transfer.data.append(data)
        transfers[dataTask.taskIdentifier] = transfer
        lock.unlock()
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        lock.lock()
        if let error, transfers[task.taskIdentifier]?.failure == nil {
            transfers[task.taskIdentifier]?.failure = error
        }
        let done = transfers[task.taskIdentifier]?.done
        lock.unlock()
        done?.signal()
    }

    private func fail(_ task: URLSessionTask, with error: Error) {
        lock.lock()
        if transfers[task.taskIdentifier]?.failure == nil { transfers[task.taskIdentifier]?.failure = error }
        lock.unlock()
    }
}

/// Which format a document is, from its first significant character (FeedKit looks at the first 200 bytes).
enum FeedFormatSniffer {
    enum Format { case xml, json }

    static func format(of data: Data) -> Format? {
        for byte in data.prefix(200) {
            switch byte {
            case UInt8(ascii: "<"): return .xml
            case UInt8(ascii: "{"): return .json
            // White space, and the bytes of a UTF-8 byte-order mark, are skipped.
            case 0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF: continue
            default: return nil
            }
        }
        return nil
    }
}
