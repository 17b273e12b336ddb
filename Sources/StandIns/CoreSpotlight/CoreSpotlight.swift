// CoreSpotlight's attribute sets take UniformTypeIdentifiers' `UTType` (`CSSearchableItemAttributeSet(contentType:
// .url)`), and its items Foundation's `URL`s, `Date`s and `Data`.
@_exported import Foundation
@_exported import UniformTypeIdentifiers

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The activity type of a `NSUserActivity` that opens the app from a Spotlight result; the item's
/// ``CSSearchableItem/uniqueIdentifier`` is under ``CSSearchableItemActivityIdentifier`` in its `userInfo`.
public let CSSearchableItemActionType = "com.apple.corespotlightitem"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The `userInfo` key of the opened item's unique identifier.
public let CSSearchableItemActivityIdentifier = "kCSSearchableItemActivityIdentifier"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The activity type of a `NSUserActivity` that continues a Spotlight search in the app.
public let CSQueryContinuationActionType = "com.apple.corespotlightquerycontinuation"
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The `userInfo` key of the continued search's text.
public let CSSearchQueryString = "kCSSearchQueryString"

/// What Spotlight shows and searches for an item, as CoreSpotlight's `CSSearchableItemAttributeSet`.
open class CSSearchableItemAttributeSet: @unchecked Sendable {
    /// The item's uniform type identifier (`"public.url"`).
    open var contentType: String?
    /// The title shown.
    open var title: String?
    /// The name shown instead of the title, when set.
    open var displayName: String?
    /// The text shown under the title.
    open var contentDescription: String?
    /// Words the item is found by.
    open var keywords: [String]?
    /// The thumbnail's image data.
    open var thumbnailData: Data?
    /// The thumbnail's file.
    open var thumbnailURL: URL?
    /// The item's web address.
    open var url: URL?
    /// The item's file.
    open var contentURL: URL?
    /// When the content was made.
    open var contentCreationDate: Date?
    /// When the content last changed.
    open var contentModificationDate: Date?
    /// A rating, 0 to 5.
    open var rating: NSNumber?
    /// The item's identifier within the app.
    open var identifier: String?
    /// The identifier of an item this one relates to.
    open var relatedUniqueIdentifier: String?
    /// A place's name.
    open var namedLocation: String?
    /// Phone numbers.
    open var phoneNumbers: [String]?
    /// Email addresses.
    open var emailAddresses: [String]?
    /// The item's text, searched but not shown.
    open var textContent: String?

    /// Attributes for content of `contentType`.
    public init(contentType: UTType) {
        self.contentType = contentType.identifier
    }

    /// Attributes for content of the type `itemContentType` (deprecated on iOS 14 for ``init(contentType:)``).
    public init(itemContentType: String) {
        contentType = itemContentType
    }

    /// The words Spotlight matches a search against: title, display name, description, keywords and text.
    var searchedText: [String] {
        [title, displayName, contentDescription, textContent].compactMap { $0 } + (keywords ?? [])
    }
}

/// An item the app puts in Spotlight, as CoreSpotlight's `CSSearchableItem`.
open class CSSearchableItem: @unchecked Sendable {
    /// The item's identifier, unique in the app (a new UUID when made without one).
    open var uniqueIdentifier: String
    /// The group the item belongs to, deleted together by
    /// ``CSSearchableIndex/deleteSearchableItems(withDomainIdentifiers:completionHandler:)``.
    open var domainIdentifier: String?
    /// What Spotlight shows and searches.
    open var attributeSet: CSSearchableItemAttributeSet
    /// When Spotlight drops the item: a month after it is made, as on iOS, unless set.
    open var expirationDate: Date!
    /// Whether indexing updates only the attributes set (kept; the whole item is replaced here).
    open var isUpdate = false

    /// An item `uniqueIdentifier` in the group `domainIdentifier`, shown and searched by `attributeSet`.
    public init(uniqueIdentifier: String?, domainIdentifier: String?, attributeSet: CSSearchableItemAttributeSet) {
        self.uniqueIdentifier = uniqueIdentifier ?? UUID().uuidString
        self.domainIdentifier = domainIdentifier
        self.attributeSet = attributeSet
        expirationDate = Date().addingTimeInterval(30 * 24 * 60 * 60)
    }
}

/// What Spotlight indexing fails with, as CoreSpotlight's `CSIndexError`.
public struct CSIndexError: Error, CustomNSError, LocalizedError, Hashable, Sendable {
    /// Why it failed (CoreSpotlight's numbers).
    public enum Code: Int, Sendable, Hashable {
        case unknownError = -1
        case indexUnavailableError = -1000
        case invalidItemError = -1001
        case invalidClientStateError = -1002
        case remoteConnectionError = -1003
        case quotaExceeded = -1004
        case indexingUnsupported = -1005
    }

    /// Why it failed.
    public let code: Code
    private let message: String

    /// An error of `code`, saying `message`.
    public init(_ code: Code, message: String = "Spotlight indexing failed.") {
        self.code = code
        self.message = message
    }

    /// CoreSpotlight's error domain.
    public static var errorDomain: String { "CSIndexErrorDomain" }
    /// The code's number.
    public var errorCode: Int { code.rawValue }
    /// What went wrong.
    public var errorDescription: String? { message }

    /// Errors are equal when their codes are.
    public static func == (lhs: CSIndexError, rhs: CSIndexError) -> Bool { lhs.code == rhs.code }
    /// Hashes the code.
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }
}

/// The device's Spotlight index for the app, as CoreSpotlight's `CSSearchableIndex`.
///
/// On Linux there is no system search: the index is napkin's, in memory for the life of the process, one per index
/// name (``default()`` and `CSSearchableIndex(name:)` with one name share their items). A test reads what the app
/// indexed with ``indexedItems`` and finds items as Spotlight would with ``items(matching:)`` (napkin's additions).
/// Completion handlers run on a queue of their own, as on iOS.
open class CSSearchableIndex: @unchecked Sendable {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var stores: [String: [CSSearchableItem]] = [:]
    private static let defaultIndex = CSSearchableIndex(name: "default")

    /// The index's name.
    let name: String

    /// The app's default index.
    open class func `default`() -> CSSearchableIndex { defaultIndex }

    /// Whether the device indexes items: always, here.
    open class func isIndexingAvailable() -> Bool { true }

    /// The index named `name`.
    public init(name: String) {
        self.name = name
    }

    /// The index named `name`, its files protected by `protectionClass` (kept: nothing is written to disk).
    public convenience init(name: String, protectionClass: FileProtectionType?) {
        self.init(name: name)
    }

    /// Adds `items`, replacing items with the same unique identifiers; an item whose attribute set has no
    /// content type fails with ``CSIndexError/Code/invalidItemError``, nothing indexed.
    open func indexSearchableItems(_ items: [CSSearchableItem], completionHandler: (((any Error)?) -> Void)? = nil) {
        finish(Result { try index(items) }, completionHandler)
    }

    /// Adds `items`, replacing items with the same unique identifiers.
    open func indexSearchableItems(_ items: [CSSearchableItem]) async throws { try index(items) }

    /// Removes the items with `identifiers`.
    open func deleteSearchableItems(withIdentifiers identifiers: [String], completionHandler: (((any Error)?) -> Void)? = nil) {
        remove { identifiers.contains($0.uniqueIdentifier) }
        finish(.success(()), completionHandler)
    }

    /// Removes the items with `identifiers`.
    open func deleteSearchableItems(withIdentifiers identifiers: [String]) async throws {
        remove { identifiers.contains($0.uniqueIdentifier) }
    }

    /// Removes the items in the groups `domainIdentifiers` (and their subgroups: `"a.b"` is in `"a"`).
    open func deleteSearchableItems(withDomainIdentifiers domainIdentifiers: [String], completionHandler: (((any Error)?) -> Void)? = nil) {
        remove { Self.isIn($0, domainIdentifiers) }
        finish(.success(()), completionHandler)
    }

    /// Removes the items in the groups `domainIdentifiers`.
    open func deleteSearchableItems(withDomainIdentifiers domainIdentifiers: [String]) async throws {
        remove { Self.isIn($0, domainIdentifiers) }
    }

    /// Removes every item the app indexed.
    open func deleteAllSearchableItems(completionHandler: (((any Error)?) -> Void)? = nil) {
        remove { _ in true }
        finish(.success(()), completionHandler)
    }

    /// Removes every item the app indexed.
    open func deleteAllSearchableItems() async throws { remove { _ in true } }

    // MARK: napkin's additions

    /// The items in the index, in the order first indexed, without expired ones (napkin's addition).
    public var indexedItems: [CSSearchableItem] {
        let now = Date()
        return Self.lock.withLock { Self.stores[name] ?? [] }.filter { ($0.expirationDate ?? .distantFuture) > now }
    }

    /// The items whose title, display name, description, keywords or text contain `text` (ignoring case and
    /// diacritics), as a Spotlight search for it would list the app's results (napkin's addition).
    public func items(matching text: String) -> [CSSearchableItem] {
        indexedItems.filter { item in
            item.attributeSet.searchedText.contains { $0.range(of: text, options: [.caseInsensitive, .diacriticInsensitive]) != nil }
        }
    }

    /// Empties every index (napkin's addition), for a fresh test.
    public static func resetAllIndexes() { lock.withLock { stores = [:] } }

    // MARK: Storage

    private func index(_ items: [CSSearchableItem]) throws {
        if let invalid = items.first(where: { $0.attributeSet.contentType == nil }) {
            throw CSIndexError(
                .invalidItemError, message: "Item \(invalid.uniqueIdentifier) has no content type: give its attribute set one.")
        }
        Self.lock.withLock {
            var store = Self.stores[name] ?? []
            for item in items {
                if let index = store.firstIndex(where: { $0.uniqueIdentifier == item.uniqueIdentifier }) {
                    store[index] = item
                } else {
                    store.append(item)
                }
            }
            Self.stores[name] = store
        }
    }

    private func remove(where shouldRemove: (CSSearchableItem) -> Bool) {
        Self.lock.withLock { Self.stores[name]?.removeAll(where: shouldRemove) }
    }

    private static func isIn(_ item: CSSearchableItem, _ domains: [String]) -> Bool {
        guard let domain = item.domainIdentifier else { return false }
        return domains.contains { domain == $0 || domain.hasPrefix($0 + ".") }
    }

    private func finish(_ result: Result<Void, any Error>, _ handler: (((any Error)?) -> Void)?) {
        guard let handler else { return }
        // iOS calls the handler on a queue of its own; the app's closure is handed over and not touched here again.
        nonisolated(unsafe) let call = handler
        let error: (any Error)? = if case .failure(let error) = result { error } else { nil }
        DispatchQueue.global().async { call(error) }
    }
}
