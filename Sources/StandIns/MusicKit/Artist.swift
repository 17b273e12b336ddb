import NapkinUI

/// An artist, as MusicKit's `Artist`. Its `albums` and `topSongs` relationships load with `with(_:)`.
public struct Artist: MusicItem, MusicCatalogSearchable, FilterableMusicItem, MusicLibraryRequestable, MusicPropertyContainer,
    Codable, CustomStringConvertible
{
    /// The properties artists are filtered on.
    public typealias FilterType = ArtistFilter
    /// The properties artists in the library are filtered on.
    public typealias LibraryFilter = ArtistFilter

    /// The artist's identifier.
    public let id: MusicItemID
    /// The artist's name.
    public let name: String
    /// The artist's picture.
    public let artwork: Artwork?
    /// Their genres' names.
    public let genreNames: [String]?
    /// The artist's page in Apple Music.
    public let url: URL?

    private let seededAlbums: [Album]
    private let seededTopSongs: [Song]
    private var loadedRelationships: Set<String> = []

    /// An artist (a napkin addition).
    public init(
        id: MusicItemID, name: String, artwork: Artwork? = nil, genreNames: [String]? = nil, url: URL? = nil, albums: [Album] = [],
        topSongs: [Song] = []
    ) {
        self.id = id
        self.name = name
        self.artwork = artwork
        self.genreNames = genreNames
        self.url = url
        seededAlbums = albums
        seededTopSongs = topSongs
    }

    /// The artist's albums, once loaded (`with(.albums)`).
    public var albums: MusicItemCollection<Album>? { loadedRelationships.contains("albums") ? MusicItemCollection(seededAlbums) : nil }
    /// The artist's top songs, once loaded (`with(.topSongs)`).
    public var topSongs: MusicItemCollection<Song>? {
        loadedRelationships.contains("topSongs") ? MusicItemCollection(seededTopSongs) : nil
    }

    /// The artist with `properties` loaded.
    public func with(_ properties: [PartialMusicAsyncProperty<Artist>]) async throws -> Artist {
        try SimulatedAppleMusic.shared.checkAccess()
        return loaded(properties)
    }

    /// The artist with `properties` loaded.
    public func with(_ properties: PartialMusicAsyncProperty<Artist>...) async throws -> Artist { try await with(properties) }

    /// `Artist(id: …, name: …)`.
    public var description: String { "Artist(id: \"\(id)\", name: \"\(name)\")" }
}

extension Artist: RelationshipLoading, FilterSnapshotting, CatalogSearchText {
    func loading(_ names: Set<String>) -> Artist {
        var copy = self
        copy.loadedRelationships.formUnion(names)
        return copy
    }

    var filterSnapshot: Any { ArtistFilter(id: id, name: name) }
    var searchTitle: String { name }
    var searchArtist: String? { nil }
}

extension PartialMusicAsyncProperty where Root == Artist {
    /// The artist's albums.
    public static var albums: PartialMusicAsyncProperty<Artist> { .init("albums") }
    /// The artist's top songs.
    public static var topSongs: PartialMusicAsyncProperty<Artist> { .init("topSongs") }
}

/// The properties artists are filtered on, as MusicKit's `ArtistFilter`.
public struct ArtistFilter: Sendable {
    /// The identifier.
    public var id: MusicItemID
    /// The name.
    public var name: String
}

/// A genre, as MusicKit's `Genre`.
public struct Genre: MusicItem, FilterableMusicItem, Codable {
    /// The properties genres are filtered on.
    public typealias FilterType = GenreFilter

    /// The genre's identifier.
    public let id: MusicItemID
    /// Its name.
    public let name: String

    /// A genre (a napkin addition).
    public init(id: MusicItemID, name: String) {
        self.id = id
        self.name = name
    }
}

extension Genre: FilterSnapshotting {
    var filterSnapshot: Any { GenreFilter(id: id) }
}

/// The properties genres are filtered on, as MusicKit's `GenreFilter`.
public struct GenreFilter: Sendable {
    /// The identifier.
    public var id: MusicItemID
}

/// A playlist, as MusicKit's `Playlist`. Its `tracks` load with `with(.tracks)`.
public struct Playlist: MusicItem, MusicCatalogSearchable, FilterableMusicItem, MusicLibraryRequestable,
    MusicRecentlyPlayedRequestable, PlayableMusicItem, MusicPropertyContainer, Codable, CustomStringConvertible
{
    /// The properties playlists are filtered on.
    public typealias FilterType = PlaylistFilter
    /// The properties playlists in the library are filtered on.
    public typealias LibraryFilter = PlaylistFilter

    /// Who made a playlist, as MusicKit's `Playlist.Kind`.
    public enum Kind: String, Hashable, Codable, Sendable {
        /// Apple Music's editors.
        case editorial
        /// A curator outside Apple Music.
        case external
        /// A mix made for the person.
        case personalMix
        /// The person's Replay.
        case replay
        /// Shared by a person.
        case userShared
    }

    /// The playlist's identifier.
    public let id: MusicItemID
    /// Its name.
    public let name: String
    /// Who curates it.
    public let curatorName: String?
    /// Its cover.
    public let artwork: Artwork?
    /// A short description.
    public let shortDescription: String?
    /// The full description.
    public let standardDescription: String?
    /// When it last changed.
    public let lastModifiedDate: Date?
    /// Who made it.
    public let kind: Kind?
    /// Its page in Apple Music.
    public let url: URL?
    /// What a player needs to play it.
    public let playParameters: PlayParameters?

    private let seededTracks: [Track]
    private var loadedRelationships: Set<String> = []

    /// A playlist (a napkin addition).
    public init(
        id: MusicItemID, name: String, curatorName: String? = nil, artwork: Artwork? = nil, shortDescription: String? = nil,
        standardDescription: String? = nil, lastModifiedDate: Date? = nil, kind: Kind? = .editorial, url: URL? = nil,
        tracks: [Track] = []
    ) {
        self.id = id
        self.name = name
        self.curatorName = curatorName
        self.artwork = artwork
        self.shortDescription = shortDescription
        self.standardDescription = standardDescription
        self.lastModifiedDate = lastModifiedDate
        self.kind = kind
        self.url = url
        self.playParameters = PlayParameters(id: id, kind: "playlist")
        seededTracks = tracks
    }

    /// The tracks, once loaded (`with(.tracks)`).
    public var tracks: MusicItemCollection<Track>? { loadedRelationships.contains("tracks") ? MusicItemCollection(seededTracks) : nil }

    /// The playlist with `properties` loaded.
    public func with(_ properties: [PartialMusicAsyncProperty<Playlist>]) async throws -> Playlist {
        try SimulatedAppleMusic.shared.checkAccess()
        return loaded(properties)
    }

    /// The playlist with `properties` loaded.
    public func with(_ properties: PartialMusicAsyncProperty<Playlist>...) async throws -> Playlist { try await with(properties) }

    /// `Playlist(id: …, name: …)`.
    public var description: String { "Playlist(id: \"\(id)\", name: \"\(name)\")" }
}

extension Playlist: RelationshipLoading, FilterSnapshotting, CatalogSearchText {
    func loading(_ names: Set<String>) -> Playlist {
        var copy = self
        copy.loadedRelationships.formUnion(names)
        return copy
    }

    var filterSnapshot: Any { PlaylistFilter(id: id, name: name) }
    var searchTitle: String { name }
    var searchArtist: String? { curatorName }
    /// The tracks a player queues for the playlist, loaded or not.
    var playableTracks: [Track] { seededTracks }
}

extension PartialMusicAsyncProperty where Root == Playlist {
    /// The playlist's tracks.
    public static var tracks: PartialMusicAsyncProperty<Playlist> { .init("tracks") }
}

/// The properties playlists are filtered on, as MusicKit's `PlaylistFilter`.
public struct PlaylistFilter: Sendable {
    /// The identifier.
    public var id: MusicItemID
    /// The name.
    public var name: String
}
