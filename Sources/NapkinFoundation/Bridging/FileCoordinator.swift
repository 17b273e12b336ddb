import Foundation

#if !canImport(Darwin)
/// An object that shows a file and wants to hear when someone else changes it, as Foundation's `NSFilePresenter`:
/// register it with ``NSFileCoordinator/addFilePresenter(_:)``; a coordinated write by any other coordinator tells it
/// ``presentedItemDidChange()`` on its ``presentedItemOperationQueue``.
public protocol NSFilePresenter: AnyObject {
    /// The file or folder the presenter shows.
    var presentedItemURL: URL? { get }
    /// The queue the presenter hears about changes on.
    var presentedItemOperationQueue: OperationQueue { get }
    /// Someone else wrote the item (nothing by default).
    func presentedItemDidChange()
    /// Someone else moved the item to `newURL` (nothing by default).
    func presentedItemDidMove(to newURL: URL)
}

extension NSFilePresenter {
    /// Nothing, as Foundation's optional method left out.
    public func presentedItemDidChange() {}
    /// Nothing, as Foundation's optional method left out.
    public func presentedItemDidMove(to newURL: URL) {}
}

/// A reading or writing of a file to coordinate with ``NSFileCoordinator/coordinate(with:queue:byAccessor:)``, as
/// Foundation's `NSFileAccessIntent`.
public final class NSFileAccessIntent: @unchecked Sendable {
    /// The item to read or write.
    public let url: URL
    let isWriting: Bool

    private init(url: URL, isWriting: Bool) {
        self.url = url
        self.isWriting = isWriting
    }

    /// An intent to read `url`.
    public static func readingIntent(with url: URL, options: NSFileCoordinator.ReadingOptions = []) -> NSFileAccessIntent {
        NSFileAccessIntent(url: url, isWriting: false)
    }

    /// An intent to write `url`.
    public static func writingIntent(with url: URL, options: NSFileCoordinator.WritingOptions = []) -> NSFileAccessIntent {
        NSFileAccessIntent(url: url, isWriting: true)
    }
}

/// Reads and writes of files that other code of the process may read and write at the same time, as Foundation's
/// `NSFileCoordinator` (which Linux's Foundation lacks).
///
/// Linux has no file coordination daemon, so coordination covers this process: every coordinated access runs alone
/// (accesses nest on one thread, as a reader that writes does), and a coordinated write tells each registered
/// ``NSFilePresenter`` of the item, except the writer's own, that it changed. A URL that is not a file URL is an error
/// and its accessor is not called; so is any access after ``cancel()``.
public final class NSFileCoordinator: @unchecked Sendable {
    /// How a read is coordinated, as Foundation's `NSFileCoordinator.ReadingOptions`.
    public struct ReadingOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt
        /// The options of `rawValue`'s bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Read without asking presenters to save first.
        public static let withoutChanges = ReadingOptions(rawValue: 1 << 0)
        /// Read what a symbolic link points at.
        public static let resolvesSymbolicLink = ReadingOptions(rawValue: 1 << 1)
        /// Read only metadata that is there now.
        public static let immediatelyAvailableMetadataOnly = ReadingOptions(rawValue: 1 << 2)
        /// Read to upload the item.
        public static let forUploading = ReadingOptions(rawValue: 1 << 3)
    }

    /// How a write is coordinated, as Foundation's `NSFileCoordinator.WritingOptions`.
    public struct WritingOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt
        /// The options of `rawValue`'s bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The write deletes the item.
        public static let forDeleting = WritingOptions(rawValue: 1 << 0)
        /// The write moves the item.
        public static let forMoving = WritingOptions(rawValue: 1 << 1)
        /// The write merges into the item.
        public static let forMerging = WritingOptions(rawValue: 1 << 2)
        /// The write replaces the item.
        public static let forReplacing = WritingOptions(rawValue: 1 << 3)
        /// The write changes only metadata.
        public static let contentIndependentMetadataOnly = WritingOptions(rawValue: 1 << 4)
    }

    /// One coordinated access at a time in the process; nested accesses on one thread are allowed.
    private static let access = NSRecursiveLock()
    /// The registered presenters (weakly), guarded by `registry`.
    nonisolated(unsafe) private static var presenters: [WeakPresenter] = []
    private static let registry = NSLock()

    private let filePresenter: (any NSFilePresenter)?
    private let state = NSLock()
    private var isCancelled = false
    /// A name for the coordinator's accesses (kept).
    public var purposeIdentifier = UUID().uuidString

    /// A coordinator acting for `filePresenter`, which it does not tell of its own writes.
    public init(filePresenter: (any NSFilePresenter)? = nil) {
        self.filePresenter = filePresenter
    }

    /// Registers `presenter` to hear of coordinated writes to its item.
    public class func addFilePresenter(_ presenter: any NSFilePresenter) {
        registry.withLock {
            presenters.removeAll { $0.presenter == nil || $0.presenter === presenter }
            presenters.append(WeakPresenter(presenter: presenter))
        }
    }

    /// Stops telling `presenter` of writes.
    public class func removeFilePresenter(_ presenter: any NSFilePresenter) {
        registry.withLock { presenters.removeAll { $0.presenter == nil || $0.presenter === presenter } }
    }

    /// The registered presenters.
    public class var filePresenters: [any NSFilePresenter] {
        registry.withLock { presenters.compactMap(\.presenter) }
    }

    /// Fails every access of this coordinator from now on with `CocoaError.userCancelled`.
    public func cancel() {
        state.withLock { isCancelled = true }
    }

    /// Reads `url` in `reader`, coordinated; on failure sets `outError` and does not call `reader`.
    public func coordinate(
        readingItemAt url: URL, options: ReadingOptions = [], error outError: UnsafeMutablePointer<NSError?>?,
        byAccessor reader: (URL) -> Void
    ) {
        run(urls: [url], writing: [], error: outError) { reader(url) }
    }

    /// Writes `url` in `writer`, coordinated, then tells the item's other presenters it changed.
    public func coordinate(
        writingItemAt url: URL, options: WritingOptions = [], error outError: UnsafeMutablePointer<NSError?>?,
        byAccessor writer: (URL) -> Void
    ) {
        run(urls: [url], writing: [url], error: outError) { writer(url) }
    }

    /// Reads `readingURL` and writes `writingURL` in one coordinated access.
    public func coordinate(
        readingItemAt readingURL: URL, options readingOptions: ReadingOptions = [], writingItemAt writingURL: URL,
        options writingOptions: WritingOptions = [], error outError: UnsafeMutablePointer<NSError?>?,
        byAccessor readerWriter: (URL, URL) -> Void
    ) {
        run(urls: [readingURL, writingURL], writing: [writingURL], error: outError) { readerWriter(readingURL, writingURL) }
    }

    /// Writes two items in one coordinated access (a move: the old place and the new).
    public func coordinate(
        writingItemAt url1: URL, options options1: WritingOptions = [], writingItemAt url2: URL, options options2: WritingOptions = [],
        error outError: UnsafeMutablePointer<NSError?>?, byAccessor writer: (URL, URL) -> Void
    ) {
        run(urls: [url1, url2], writing: [url1, url2], error: outError) { writer(url1, url2) }
    }

    /// Runs `accessor` on `queue` once every intent's item may be accessed, with `nil` or the error that stopped it.
    public func coordinate(
        with intents: [NSFileAccessIntent], queue: OperationQueue, byAccessor accessor: @escaping @Sendable ((any Error)?) -> Void
    ) {
        queue.addOperation {
            var failure: NSError?
            var ran = false
            self.run(urls: intents.map(\.url), writing: intents.filter(\.isWriting).map(\.url), error: &failure) {
                ran = true
                accessor(nil)
            }
            if !ran { accessor(failure) }
        }
    }

    /// Tells the presenters of `oldURL`'s item, other than this coordinator's, that it moved to `newURL`.
    public func item(at oldURL: URL, didMoveTo newURL: URL) {
        notify(of: [oldURL]) { $0.presentedItemDidMove(to: newURL) }
    }

    /// Tells the presenters of `oldURL` nothing yet: a move is announced when it is done (``item(at:didMoveTo:)``).
    public func item(at oldURL: URL, willMoveTo newURL: URL) {}

    private func run(urls: [URL], writing: [URL], error outError: UnsafeMutablePointer<NSError?>?, _ body: () -> Void) {
        if state.withLock({ isCancelled }) {
            outError?.pointee = NSError(domain: NSCocoaErrorDomain, code: CocoaError.userCancelled.rawValue)
            return
        }
        if let bad = urls.first(where: { !$0.isFileURL }) {
            outError?.pointee = NSError(
                domain: NSCocoaErrorDomain, code: CocoaError.fileReadUnsupportedScheme.rawValue, userInfo: [NSURLErrorKey: bad])
            return
        }
        Self.access.withLock(body)
        if !writing.isEmpty { notify(of: writing) { $0.presentedItemDidChange() } }
    }

    /// Calls `message` on the presenter queue of each registered presenter of one of `urls` but this coordinator's own.
    private func notify(of urls: [URL], _ message: @escaping (any NSFilePresenter) -> Void) {
        let paths = Set(urls.map { $0.standardizedFileURL.path })
        for presenter in Self.filePresenters where presenter !== filePresenter {
            guard let item = presenter.presentedItemURL, paths.contains(item.standardizedFileURL.path) else { continue }
            nonisolated(unsafe) let target = presenter
            nonisolated(unsafe) let call = message
            presenter.presentedItemOperationQueue.addOperation { call(target) }
        }
    }
}

/// A presenter held weakly, as Foundation holds them.
private struct WeakPresenter {
    weak var presenter: (any NSFilePresenter)?
}
#endif
