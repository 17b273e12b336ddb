import Foundation

extension MusicItemCollection {
    /// `limit` items of `all` from `offset`, fetching the next page of the same size (or `limit` given then) on demand.
    static func page(of all: [MusicItemType], offset: Int, limit: Int) -> MusicItemCollection<MusicItemType> {
        let start = Swift.min(Swift.max(offset, 0), all.count)
        let end = Swift.min(start + Swift.max(limit, 0), all.count)
        let loader: BatchLoader? =
            end < all.count
            ? { @Sendable nextLimit in
                try SimulatedAppleMusic.shared.checkAccess()
                return page(of: all, offset: end, limit: nextLimit ?? limit)
            } : nil
        return MusicItemCollection(items: Array(all[start..<end]), batchLoader: loader)
    }
}

/// A search of Apple Music's catalog, as MusicKit's `MusicCatalogSearchRequest`, answered from
/// ``SimulatedAppleMusic/catalog``.
public struct MusicCatalogSearchRequest: Sendable {
    /// What to look for.
    public let term: String
    /// The kinds of item to look for.
    public let types: [any MusicCatalogSearchable.Type]
    /// How many items of each kind to return: 5 when nil, at most 25, as Apple Music API answers.
    public var limit: Int?
    /// How many matching items of each kind to skip.
    public var offset: Int?
    /// Whether to ask for top results as well (kept; napkin answers none).
    public var includeTopResults = false

    /// A search for `term` among items of `types`.
    public init(term: String, types: [any MusicCatalogSearchable.Type]) {
        self.term = term
        self.types = types
    }

    /// The matching items. Throws ``MusicTokenRequestError/permissionDenied`` unless the app is authorized, and
    /// ``MusicTokenRequestError/developerTokenRequestFailed`` when no catalog was seeded.
    public func response() async throws -> MusicCatalogSearchResponse {
        let limit = min(max(self.limit ?? 5, 1), 25)
        let offset = self.offset ?? 0
        func results<T: MusicItem>(_ type: T.Type) throws -> MusicItemCollection<T> {
            guard types.contains(where: { ObjectIdentifier($0) == ObjectIdentifier(type) }) else { return [] }
            let matches = SimulatedAppleMusic.search(try SimulatedAppleMusic.shared.catalogItems(of: type), term: term)
            return .page(of: matches, offset: offset, limit: limit)
        }
        _ = try SimulatedAppleMusic.shared.catalogItems(of: Album.self)
        return MusicCatalogSearchResponse(
            albums: try results(Album.self), songs: try results(Song.self), artists: try results(Artist.self),
            playlists: try results(Playlist.self), musicVideos: try results(MusicVideo.self))
    }
}

/// What a catalog search found, as MusicKit's `MusicCatalogSearchResponse`: one collection per kind asked for
/// (the others empty).
public struct MusicCatalogSearchResponse: Hashable, Sendable, CustomStringConvertible {
    /// The albums found.
    public let albums: MusicItemCollection<Album>
    /// The songs found.
    public let songs: MusicItemCollection<Song>
    /// The artists found.
    public let artists: MusicItemCollection<Artist>
    /// The playlists found.
    public let playlists: MusicItemCollection<Playlist>
    /// The music videos found.
    public let musicVideos: MusicItemCollection<MusicVideo>

    /// How many of each kind.
    public var description: String {
        "MusicCatalogSearchResponse(albums: \(albums.count), songs: \(songs.count), artists: \(artists.count), "
            + "playlists: \(playlists.count), musicVideos: \(musicVideos.count))"
    }
}

/// Holds a filter's key path, which never changes once made.
struct ItemPredicate<Item>: @unchecked Sendable {
    let matches: (Item) -> Bool
}

/// A request for catalog items by a property (`\.id`, `\.upc`…), as MusicKit's `MusicCatalogResourceRequest`,
/// answered from ``SimulatedAppleMusic/catalog`` in the catalog's order.
public struct MusicCatalogResourceRequest<MusicItemType: MusicItem & FilterableMusicItem>: Sendable {
    private let predicate: ItemPredicate<MusicItemType>
    /// How many items to return at most (all when nil).
    public var limit: Int?
    /// The relationships to load with each item (`[.tracks]`).
    public var properties: [PartialMusicAsyncProperty<MusicItemType>] = []

    /// The items whose `keyPath` equals `value`.
    public init<Value: Equatable>(matching keyPath: KeyPath<MusicItemType.FilterType, Value>, equalTo value: Value) {
        predicate = ItemPredicate { item in Self.value(of: item, at: keyPath) == value }
    }

    /// The items whose `keyPath` is one of `values`.
    public init<Value: Equatable>(matching keyPath: KeyPath<MusicItemType.FilterType, Value>, memberOf values: [Value]) {
        predicate = ItemPredicate { item in Self.value(of: item, at: keyPath).map(values.contains) ?? false }
    }

    private static func value<Value>(of item: MusicItemType, at keyPath: KeyPath<MusicItemType.FilterType, Value>) -> Value? {
        ((item as? any FilterSnapshotting)?.filterSnapshot as? MusicItemType.FilterType)?[keyPath: keyPath]
    }

    /// The matching items. Throws as ``MusicCatalogSearchRequest/response()`` does.
    public func response() async throws -> MusicCatalogResourceResponse<MusicItemType> {
        var items = try SimulatedAppleMusic.shared.catalogItems(of: MusicItemType.self).filter(predicate.matches)
        if let limit { items = Array(items.prefix(max(limit, 0))) }
        if !properties.isEmpty {
            items = items.map { item in (item as? any RelationshipLoading).map { loadAll($0) } as? MusicItemType ?? item }
        }
        return MusicCatalogResourceResponse(items: MusicItemCollection(items))
    }

    private func loadAll<Item: RelationshipLoading>(_ item: Item) -> Item { item.loading(Set(properties.map(\.name))) }
}

/// What a catalog resource request found, as MusicKit's `MusicCatalogResourceResponse`.
public struct MusicCatalogResourceResponse<MusicItemType: MusicItem>: Hashable, Sendable {
    /// The items.
    public let items: MusicItemCollection<MusicItemType>
}

/// A request for items of the person's library, as MusicKit's `MusicLibraryRequest` (iOS 16), answered from
/// ``SimulatedAppleMusic/library`` in the library's order.
public struct MusicLibraryRequest<MusicItemType: MusicLibraryRequestable>: Sendable {
    private var predicates: [ItemPredicate<MusicItemType>] = []
    /// How many items to return (all when nil).
    public var limit: Int?
    /// How many matching items to skip.
    public var offset: Int?

    /// A request for every item of the type.
    public init() {}

    /// Keeps the items whose `keyPath` equals `value`.
    public mutating func filter<Value: Equatable>(matching keyPath: KeyPath<MusicItemType.LibraryFilter, Value>, equalTo value: Value) {
        predicates.append(ItemPredicate { item in Self.value(of: item, at: keyPath) == value })
    }

    /// Keeps the items whose `keyPath` is one of `values`.
    public mutating func filter<Value: Equatable>(matching keyPath: KeyPath<MusicItemType.LibraryFilter, Value>, memberOf values: [Value]) {
        predicates.append(ItemPredicate { item in Self.value(of: item, at: keyPath).map(values.contains) ?? false })
    }

    /// Keeps the items whose `keyPath` contains `text`, ignoring case and diacritics.
    public mutating func filter(matching keyPath: KeyPath<MusicItemType.LibraryFilter, String>, contains text: String) {
        let folded = SimulatedAppleMusic.fold(text)
        predicates.append(
            ItemPredicate { item in Self.value(of: item, at: keyPath).map { SimulatedAppleMusic.fold($0).contains(folded) } ?? false })
    }

    private static func value<Value>(of item: MusicItemType, at keyPath: KeyPath<MusicItemType.LibraryFilter, Value>) -> Value? {
        ((item as? any FilterSnapshotting)?.filterSnapshot as? MusicItemType.LibraryFilter)?[keyPath: keyPath]
    }

    /// The matching items. Throws ``MusicTokenRequestError/permissionDenied`` unless the app is authorized.
    public func response() async throws -> MusicLibraryResponse<MusicItemType> {
        let items = try SimulatedAppleMusic.shared.libraryItems(of: MusicItemType.self).filter { item in
            predicates.allSatisfy { $0.matches(item) }
        }
        return MusicLibraryResponse(items: .page(of: items, offset: offset ?? 0, limit: limit ?? max(items.count, 1)))
    }
}

/// What a library request found, as MusicKit's `MusicLibraryResponse`.
public struct MusicLibraryResponse<MusicItemType: MusicItem>: Hashable, Sendable {
    /// The items.
    public let items: MusicItemCollection<MusicItemType>
}

/// A request for what the person played last, as MusicKit's `MusicRecentlyPlayedRequest` (iOS 16), answered from
/// ``SimulatedAppleMusic/recentlyPlayed``.
public struct MusicRecentlyPlayedRequest<MusicItemType: MusicRecentlyPlayedRequestable>: Sendable {
    /// How many items to return (10 when nil).
    public var limit: Int?
    /// How many items to skip.
    public var offset: Int?

    /// A request for the recently played items of the type.
    public init() {}

    /// The items, most recent first. Throws ``MusicTokenRequestError/permissionDenied`` unless the app is authorized.
    public func response() async throws -> MusicRecentlyPlayedResponse<MusicItemType> {
        let items = try SimulatedAppleMusic.shared.recentlyPlayedItems(of: MusicItemType.self)
        return MusicRecentlyPlayedResponse(items: .page(of: items, offset: offset ?? 0, limit: limit ?? 10))
    }
}

/// What a recently-played request found, as MusicKit's `MusicRecentlyPlayedResponse`.
public struct MusicRecentlyPlayedResponse<MusicItemType: MusicItem>: Hashable, Sendable {
    /// The items.
    public let items: MusicItemCollection<MusicItemType>
}

/// A request to Apple Music API by URL, as MusicKit's `MusicDataRequest`: answered with the data a test gave
/// ``SimulatedAppleMusic/provideData(_:for:)`` for the URL's path and query, never from the network.
public struct MusicDataRequest: Sendable {
    /// The request.
    public let urlRequest: URLRequest

    /// A request for `urlRequest`.
    public init(urlRequest: URLRequest) { self.urlRequest = urlRequest }

    /// The data given for the URL. Throws ``MusicTokenRequestError/permissionDenied`` unless the app is authorized,
    /// and ``MusicDataRequest/Error`` (status 404) for a URL the simulation has no data for.
    public func response() async throws -> MusicDataResponse {
        try SimulatedAppleMusic.shared.checkAccess()
        guard let url = urlRequest.url else {
            throw Error(status: 400, code: 40000, title: "Invalid Request", detailText: "The request has no URL.", url: nil)
        }
        guard let data = SimulatedAppleMusic.shared.data(for: url) else {
            throw Error(
                status: 404, code: 40400, title: "Resource Not Found",
                detailText: "napkin's simulated Apple Music has no data for \(url.path): give it some in the test with "
                    + "SimulatedAppleMusic.shared.provideData(_:for:).",
                url: url)
        }
        return MusicDataResponse(data: data, urlResponse: Self.httpResponse(url: url, status: 200))
    }

    static func httpResponse(url: URL, status: Int) -> HTTPURLResponse {
        // Never nil: the initialiser fails for no status and URL of these kinds.
        HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: ["Content-Type": "application/json"])!
    }

    /// An error Apple Music API answered with, as MusicKit's `MusicDataRequest.Error`.
    public struct Error: Swift.Error, LocalizedError, Hashable, Sendable, Identifiable {
        /// The error's identifier.
        public let id: String
        /// The HTTP status.
        public let status: Int
        /// Apple Music API's code for the cause (40400: not found).
        public let code: Int
        /// A short title.
        public let title: String
        /// What went wrong, and here what to do.
        public let detailText: String
        /// The response that carried the error.
        public let originalResponse: MusicDataResponse

        init(status: Int, code: Int, title: String, detailText: String, url: URL?) {
            id = UUID().uuidString
            self.status = status
            self.code = code
            self.title = title
            self.detailText = detailText
            let url = url ?? URL(string: "https://api.music.apple.com/")!
            originalResponse = MusicDataResponse(data: Data(), urlResponse: MusicDataRequest.httpResponse(url: url, status: status))
        }

        /// The title and the detail.
        public var errorDescription: String? { "\(title): \(detailText)" }
    }
}

/// The answer to a ``MusicDataRequest``, as MusicKit's `MusicDataResponse`.
public struct MusicDataResponse: Hashable, @unchecked Sendable {
    // Sound: HTTPURLResponse is immutable once made.
    /// The body.
    public let data: Data
    /// The HTTP response.
    public let urlResponse: HTTPURLResponse

    /// The same body and status.
    public static func == (lhs: MusicDataResponse, rhs: MusicDataResponse) -> Bool {
        lhs.data == rhs.data && lhs.urlResponse.statusCode == rhs.urlResponse.statusCode && lhs.urlResponse.url == rhs.urlResponse.url
    }

    /// Hashes the body and status.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(data)
        hasher.combine(urlResponse.statusCode)
    }
}
