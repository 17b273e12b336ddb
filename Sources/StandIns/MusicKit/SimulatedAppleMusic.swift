import Foundation

/// napkin's Apple Music, standing in for the Music app, the person's account and Apple Music's servers (a napkin
/// addition: MusicKit has no such type). Every MusicKit request answers from it, never from the network.
///
/// A fresh process is a device whose person was never asked: ``authorizationStatus`` is `.notDetermined`, the
/// prompt is declined (``promptAnswer``), there is no subscription, and there is no catalog at all: catalog requests
/// throw ``MusicTokenRequestError/developerTokenRequestFailed`` until a test seeds one:
///
/// ```swift
/// SimulatedAppleMusic.shared.promptAnswer = .authorized
/// SimulatedAppleMusic.shared.catalog = [
///     Album(id: "1", title: "Swimming", artistName: "Mac Miller", artwork: Artwork(backgroundColor: CGColor(gray: 0.8, alpha: 1))),
/// ]
/// defer { SimulatedAppleMusic.shared.reset() }
/// ```
///
/// A search matches every word of its term against an item's title and artist (an artist's or a playlist's name
/// and curator), ignoring case and diacritics; results come exact titles first, then titles starting with the
/// term, then the rest, each in the order seeded.
public final class SimulatedAppleMusic: @unchecked Sendable {
    /// The one Apple Music of the process.
    public static let shared = SimulatedAppleMusic()

    private struct State {
        var authorizationStatus = MusicAuthorization.Status.notDetermined
        var promptAnswer = MusicAuthorization.Status.denied
        var subscription = MusicSubscription.notSubscribed
        var catalog: [any MusicItem]?
        var library: [any MusicItem] = []
        var recentlyPlayed: [any MusicItem] = []
        var dataResponses: [String: Data] = [:]
        var promptCount = 0
        var subscriptionOffers: [MusicSubscriptionOffer.Options] = []
    }

    // Guards `state` and `listeners`: the simulation is shared across tasks.
    private let lock = NSLock()
    private var state = State()
    private var listeners: [UUID: AsyncStream<MusicSubscription>.Continuation] = [:]

    private init() {}

    /// The app's authorization (`.notDetermined` to start).
    public var authorizationStatus: MusicAuthorization.Status {
        get { lock.withLock { state.authorizationStatus } }
        set { lock.withLock { state.authorizationStatus = newValue } }
    }

    /// How the person answers the prompt `MusicAuthorization.request()` shows when not asked before (`.denied` unless
    /// set).
    public var promptAnswer: MusicAuthorization.Status {
        get { lock.withLock { state.promptAnswer } }
        set { lock.withLock { state.promptAnswer = newValue } }
    }

    /// How many prompts were shown.
    public var promptCount: Int { lock.withLock { state.promptCount } }

    /// The person's subscription (none, able to subscribe, to start); setting it sends it to every
    /// `MusicSubscription.subscriptionUpdates` loop.
    public var subscription: MusicSubscription {
        get { lock.withLock { state.subscription } }
        set {
            let continuations = lock.withLock {
                state.subscription = newValue
                return Array(listeners.values)
            }
            for continuation in continuations { continuation.yield(newValue) }
        }
    }

    /// Apple Music's catalog: what searches and resource requests find (nil, no catalog, to start).
    public var catalog: [any MusicItem]? {
        get { lock.withLock { state.catalog } }
        set { lock.withLock { state.catalog = newValue } }
    }

    /// The person's library: what `MusicLibraryRequest`s find (empty to start).
    public var library: [any MusicItem] {
        get { lock.withLock { state.library } }
        set { lock.withLock { state.library = newValue } }
    }

    /// What the person played last, most recent first: what `MusicRecentlyPlayedRequest`s find (empty to start).
    public var recentlyPlayed: [any MusicItem] {
        get { lock.withLock { state.recentlyPlayed } }
        set { lock.withLock { state.recentlyPlayed = newValue } }
    }

    /// The subscription offers the app presented (`.musicSubscriptionOffer(isPresented:)`), oldest first.
    public var subscriptionOffers: [MusicSubscriptionOffer.Options] { lock.withLock { state.subscriptionOffers } }

    /// Adds `item` to the library unless an item of its type and identifier is there; true when added.
    @discardableResult
    func addToLibrary<T: MusicItem>(_ item: T) -> Bool {
        lock.withLock {
            guard !state.library.contains(where: { ($0 as? T)?.id == item.id }) else { return false }
            state.library.append(item)
            return true
        }
    }

    func recordSubscriptionOffer(_ options: MusicSubscriptionOffer.Options) {
        lock.withLock { state.subscriptionOffers.append(options) }
    }

    /// Makes `MusicDataRequest`s for `url` (its path and query; any host) answer `data`.
    public func provideData(_ data: Data, for url: URL) {
        lock.withLock { state.dataResponses[Self.key(url)] = data }
    }

    /// Back to a fresh process: not asked, declining, no subscription or offers, no catalog, an empty library, no data; every
    /// `subscriptionUpdates` loop ends.
    public func reset() {
        let continuations = lock.withLock {
            state = State()
            defer { listeners = [:] }
            return Array(listeners.values)
        }
        for continuation in continuations { continuation.finish() }
    }

    // MARK: What the requests use

    func request() -> MusicAuthorization.Status {
        lock.withLock {
            guard state.authorizationStatus == .notDetermined else { return state.authorizationStatus }
            state.promptCount += 1
            state.authorizationStatus = state.promptAnswer == .notDetermined ? .denied : state.promptAnswer
            return state.authorizationStatus
        }
    }

    /// Throws ``MusicTokenRequestError/permissionDenied`` unless the app is authorized.
    func checkAccess() throws {
        guard authorizationStatus == .authorized else { throw MusicTokenRequestError.permissionDenied }
    }

    /// The catalog's items of type `T`, after checking access; throws when there is no catalog.
    func catalogItems<T: MusicItem>(of type: T.Type) throws -> [T] {
        try checkAccess()
        guard let catalog else { throw MusicTokenRequestError.developerTokenRequestFailed }
        return catalog.compactMap { $0 as? T }
    }

    func libraryItems<T: MusicItem>(of type: T.Type) throws -> [T] {
        try checkAccess()
        return library.compactMap { $0 as? T }
    }

    func recentlyPlayedItems<T: MusicItem>(of type: T.Type) throws -> [T] {
        try checkAccess()
        return recentlyPlayed.compactMap { $0 as? T }
    }

    func data(for url: URL) -> Data? { lock.withLock { state.dataResponses[Self.key(url)] } }

    func subscriptionStream() -> AsyncStream<MusicSubscription> {
        let (stream, continuation) = AsyncStream.makeStream(of: MusicSubscription.self)
        let id = UUID()
        lock.withLock {
            listeners[id] = continuation
            continuation.yield(state.subscription)
        }
        continuation.onTermination = { [weak self] _ in
            guard let self else { return }
            _ = self.lock.withLock { self.listeners.removeValue(forKey: id) }
        }
        return stream
    }

    private static func key(_ url: URL) -> String {
        let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        return (components?.path ?? url.path) + (components?.query.map { "?" + $0 } ?? "")
    }

    // MARK: Search

    /// Folds case and diacritics.
    static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }

    /// The items whose title and artist hold every word of `term`, best first.
    static func search<T: MusicItem>(_ items: [T], term: String) -> [T] {
        let folded = fold(term).trimmingCharacters(in: .whitespacesAndNewlines)
        let words = folded.split(whereSeparator: \.isWhitespace).map(String.init)
        guard !words.isEmpty else { return [] }
        let ranked = items.enumerated().compactMap { index, item -> (rank: Int, index: Int, item: T)? in
            guard let text = item as? any CatalogSearchText else { return nil }
            let title = fold(text.searchTitle)
            let haystack = title + " " + fold(text.searchArtist ?? "")
            guard words.allSatisfy({ haystack.contains($0) }) else { return nil }
            let rank = title == folded ? 0 : title.hasPrefix(folded) ? 1 : title.contains(folded) ? 2 : 3
            return (rank, index, item)
        }
        return ranked.sorted { ($0.rank, $0.index) < ($1.rank, $1.index) }.map(\.item)
    }
}
