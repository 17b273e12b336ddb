import NapkinUI

/// An album, as MusicKit's `Album`.
///
/// napkin's public initialiser (a napkin addition) seeds the album's relationships: `tracks`, `artists` and `genres`
/// stay nil on an album a request returns, as MusicKit's do, until `with(.tracks)` (or a request's `properties`)
/// loads them.
public struct Album: MusicItem, MusicCatalogSearchable, FilterableMusicItem, MusicLibraryRequestable,
    MusicRecentlyPlayedRequestable, PlayableMusicItem, MusicPropertyContainer, Codable, CustomStringConvertible
{
    /// The properties a ``MusicCatalogResourceRequest`` or ``MusicLibraryRequest`` filters albums on.
    public typealias FilterType = AlbumFilter
    /// The properties a ``MusicLibraryRequest`` filters albums on.
    public typealias LibraryFilter = AlbumFilter

    /// The album's identifier.
    public let id: MusicItemID
    /// The album's title.
    public let title: String
    /// The artist's name, as credited.
    public let artistName: String
    /// The cover.
    public let artwork: Artwork?
    /// When the album came out.
    public let releaseDate: Date?
    /// Its genres' names.
    public let genreNames: [String]
    /// How many tracks it has.
    public let trackCount: Int
    /// Whether it is a compilation.
    public let isCompilation: Bool?
    /// Whether it is a single.
    public let isSingle: Bool?
    /// The record label.
    public let recordLabelName: String?
    /// The copyright notice.
    public let copyright: String?
    /// The Universal Product Code.
    public let upc: String?
    /// The album's page in Apple Music.
    public let url: URL?
    /// What a player needs to play it.
    public let playParameters: PlayParameters?

    private let seededTracks: [Track]
    private let seededArtists: [Artist]
    private let seededGenres: [Genre]
    private var loadedRelationships: Set<String>

    /// An album (a napkin addition: MusicKit's come from Apple Music). `tracks`, `artists` and `genres` are its
    /// relationships, loaded by `with(_:)`; `trackCount` is the number of tracks unless given.
    public init(
        id: MusicItemID, title: String, artistName: String, artwork: Artwork? = nil, releaseDate: Date? = nil,
        genreNames: [String] = [], trackCount: Int? = nil, isCompilation: Bool? = false, isSingle: Bool? = false,
        recordLabelName: String? = nil, copyright: String? = nil, upc: String? = nil, url: URL? = nil,
        tracks: [Track] = [], artists: [Artist] = [], genres: [Genre] = []
    ) {
        self.id = id
        self.title = title
        self.artistName = artistName
        self.artwork = artwork
        self.releaseDate = releaseDate
        self.genreNames = genreNames
        self.trackCount = trackCount ?? tracks.count
        self.isCompilation = isCompilation
        self.isSingle = isSingle
        self.recordLabelName = recordLabelName
        self.copyright = copyright
        self.upc = upc
        self.url = url
        self.playParameters = PlayParameters(id: id, kind: "album")
        seededTracks = tracks
        seededArtists = artists
        seededGenres = genres
        loadedRelationships = []
    }

    /// The tracks, once loaded (`with(.tracks)`).
    public var tracks: MusicItemCollection<Track>? { loadedRelationships.contains("tracks") ? MusicItemCollection(seededTracks) : nil }
    /// The artists, once loaded (`with(.artists)`).
    public var artists: MusicItemCollection<Artist>? {
        loadedRelationships.contains("artists") ? MusicItemCollection(seededArtists) : nil
    }
    /// The genres, once loaded (`with(.genres)`).
    public var genres: MusicItemCollection<Genre>? { loadedRelationships.contains("genres") ? MusicItemCollection(seededGenres) : nil }

    /// The album with `properties` loaded. Throws as requests do without access to Apple Music.
    public func with(_ properties: [PartialMusicAsyncProperty<Album>]) async throws -> Album {
        try SimulatedAppleMusic.shared.checkAccess()
        return loaded(properties)
    }

    /// The album with `properties` loaded.
    public func with(_ properties: PartialMusicAsyncProperty<Album>...) async throws -> Album { try await with(properties) }

    /// `Album(id: …, title: …, artistName: …)`.
    public var description: String { "Album(id: \"\(id)\", title: \"\(title)\", artistName: \"\(artistName)\")" }
}

extension Album: RelationshipLoading, FilterSnapshotting, CatalogSearchText {
    func loading(_ names: Set<String>) -> Album {
        var copy = self
        copy.loadedRelationships.formUnion(names)
        return copy
    }

    var filterSnapshot: Any { AlbumFilter(id: id, upc: upc ?? "", title: title, artistName: artistName) }
    var searchTitle: String { title }
    var searchArtist: String? { artistName }
    /// The tracks a player queues for the album, loaded or not.
    var playableTracks: [Track] { seededTracks }
}

extension PartialMusicAsyncProperty where Root == Album {
    /// The album's tracks.
    public static var tracks: PartialMusicAsyncProperty<Album> { .init("tracks") }
    /// The album's artists.
    public static var artists: PartialMusicAsyncProperty<Album> { .init("artists") }
    /// The album's genres.
    public static var genres: PartialMusicAsyncProperty<Album> { .init("genres") }
}

/// The properties albums are filtered on, as MusicKit's `AlbumFilter`.
public struct AlbumFilter: Sendable {
    /// The identifier.
    public var id: MusicItemID
    /// The Universal Product Code.
    public var upc: String
    /// The title.
    public var title: String
    /// The artist's name.
    public var artistName: String
}

/// An item the catalog search matches by its title and artist.
protocol CatalogSearchText {
    var searchTitle: String { get }
    var searchArtist: String? { get }
}
