import NapkinUI

/// A song, as MusicKit's `Song`. Its `albums` and `artists` relationships load with `with(_:)`, as
/// ``Album``'s do.
public struct Song: MusicItem, MusicCatalogSearchable, FilterableMusicItem, MusicLibraryRequestable,
    MusicRecentlyPlayedRequestable, PlayableMusicItem, MusicPropertyContainer, Codable, CustomStringConvertible
{
    /// The properties songs are filtered on.
    public typealias FilterType = SongFilter
    /// The properties songs in the library are filtered on.
    public typealias LibraryFilter = SongFilter

    /// The song's identifier.
    public let id: MusicItemID
    /// The song's title.
    public let title: String
    /// The artist's name, as credited.
    public let artistName: String
    /// The album's title.
    public let albumTitle: String?
    /// The album's cover.
    public let artwork: Artwork?
    /// How long it plays, in seconds.
    public let duration: TimeInterval?
    /// Its genres' names.
    public let genreNames: [String]
    /// When it came out.
    public let releaseDate: Date?
    /// Its number on its album.
    public let trackNumber: Int?
    /// The disc it is on.
    public let discNumber: Int?
    /// The International Standard Recording Code.
    public let isrc: String?
    /// The composer.
    public let composerName: String?
    /// Whether it has lyrics.
    public let hasLyrics: Bool
    /// The song's page in Apple Music.
    public let url: URL?
    /// What a player needs to play it.
    public let playParameters: PlayParameters?

    private let seededAlbums: [Album]
    private let seededArtists: [Artist]
    private var loadedRelationships: Set<String> = []

    /// A song (a napkin addition: MusicKit's come from Apple Music).
    public init(
        id: MusicItemID, title: String, artistName: String, albumTitle: String? = nil, artwork: Artwork? = nil,
        duration: TimeInterval? = nil, genreNames: [String] = [], releaseDate: Date? = nil, trackNumber: Int? = nil,
        discNumber: Int? = 1, isrc: String? = nil, composerName: String? = nil, hasLyrics: Bool = false, url: URL? = nil,
        albums: [Album] = [], artists: [Artist] = []
    ) {
        self.id = id
        self.title = title
        self.artistName = artistName
        self.albumTitle = albumTitle
        self.artwork = artwork
        self.duration = duration
        self.genreNames = genreNames
        self.releaseDate = releaseDate
        self.trackNumber = trackNumber
        self.discNumber = discNumber
        self.isrc = isrc
        self.composerName = composerName
        self.hasLyrics = hasLyrics
        self.url = url
        self.playParameters = PlayParameters(id: id, kind: "song")
        seededAlbums = albums
        seededArtists = artists
    }

    /// The albums it is on, once loaded (`with(.albums)`).
    public var albums: MusicItemCollection<Album>? { loadedRelationships.contains("albums") ? MusicItemCollection(seededAlbums) : nil }
    /// Its artists, once loaded (`with(.artists)`).
    public var artists: MusicItemCollection<Artist>? {
        loadedRelationships.contains("artists") ? MusicItemCollection(seededArtists) : nil
    }

    /// The song with `properties` loaded.
    public func with(_ properties: [PartialMusicAsyncProperty<Song>]) async throws -> Song {
        try SimulatedAppleMusic.shared.checkAccess()
        return loaded(properties)
    }

    /// The song with `properties` loaded.
    public func with(_ properties: PartialMusicAsyncProperty<Song>...) async throws -> Song { try await with(properties) }

    /// `Song(id: …, title: …, artistName: …)`.
    public var description: String { "Song(id: \"\(id)\", title: \"\(title)\", artistName: \"\(artistName)\")" }
}

extension Song: RelationshipLoading, FilterSnapshotting, CatalogSearchText {
    func loading(_ names: Set<String>) -> Song {
        var copy = self
        copy.loadedRelationships.formUnion(names)
        return copy
    }

    var filterSnapshot: Any { SongFilter(id: id, isrc: isrc ?? "", title: title, artistName: artistName) }
    var searchTitle: String { title }
    var searchArtist: String? { artistName }
}

extension PartialMusicAsyncProperty where Root == Song {
    /// The albums the song is on.
    public static var albums: PartialMusicAsyncProperty<Song> { .init("albums") }
    /// The song's artists.
    public static var artists: PartialMusicAsyncProperty<Song> { .init("artists") }
}

/// The properties songs are filtered on, as MusicKit's `SongFilter`.
public struct SongFilter: Sendable {
    /// The identifier.
    public var id: MusicItemID
    /// The International Standard Recording Code.
    public var isrc: String
    /// The title.
    public var title: String
    /// The artist's name.
    public var artistName: String
}

/// A music video, as MusicKit's `MusicVideo`.
public struct MusicVideo: MusicItem, MusicCatalogSearchable, FilterableMusicItem, PlayableMusicItem, Codable {
    /// The properties music videos are filtered on.
    public typealias FilterType = MusicVideoFilter

    /// The video's identifier.
    public let id: MusicItemID
    /// Its title.
    public let title: String
    /// The artist's name.
    public let artistName: String
    /// The album's title.
    public let albumTitle: String?
    /// Its still.
    public let artwork: Artwork?
    /// How long it plays, in seconds.
    public let duration: TimeInterval?
    /// When it came out.
    public let releaseDate: Date?
    /// Its genres' names.
    public let genreNames: [String]
    /// The International Standard Recording Code.
    public let isrc: String?
    /// Its page in Apple Music.
    public let url: URL?
    /// What a player needs to play it.
    public let playParameters: PlayParameters?

    /// A music video (a napkin addition).
    public init(
        id: MusicItemID, title: String, artistName: String, albumTitle: String? = nil, artwork: Artwork? = nil,
        duration: TimeInterval? = nil, releaseDate: Date? = nil, genreNames: [String] = [], isrc: String? = nil, url: URL? = nil
    ) {
        self.id = id
        self.title = title
        self.artistName = artistName
        self.albumTitle = albumTitle
        self.artwork = artwork
        self.duration = duration
        self.releaseDate = releaseDate
        self.genreNames = genreNames
        self.isrc = isrc
        self.url = url
        self.playParameters = PlayParameters(id: id, kind: "musicVideo")
    }
}

extension MusicVideo: FilterSnapshotting, CatalogSearchText {
    var filterSnapshot: Any { MusicVideoFilter(id: id, isrc: isrc ?? "") }
    var searchTitle: String { title }
    var searchArtist: String? { artistName }
}

/// The properties music videos are filtered on, as MusicKit's `MusicVideoFilter`.
public struct MusicVideoFilter: Sendable {
    /// The identifier.
    public var id: MusicItemID
    /// The International Standard Recording Code.
    public var isrc: String
}

/// A track of an album or a playlist, as MusicKit's `Track`: a song or a music video.
public enum Track: MusicItem, PlayableMusicItem, Codable {
    /// A song.
    case song(Song)
    /// A music video.
    case musicVideo(MusicVideo)

    /// The song or the video, for what both have.
    private var playable: any TrackPlayable {
        switch self {
        case .song(let song): song
        case .musicVideo(let video): video
        }
    }

    /// The song's or the video's identifier.
    public var id: MusicItemID { playable.id }

    /// The title.
    public var title: String { playable.title }

    /// The artist's name.
    public var artistName: String { playable.artistName }

    /// The album's title.
    public var albumTitle: String? { playable.albumTitle }

    /// The artwork.
    public var artwork: Artwork? { playable.artwork }

    /// How long it plays, in seconds.
    public var duration: TimeInterval? { playable.duration }

    /// Its number on the album (a song's).
    public var trackNumber: Int? {
        if case .song(let song) = self { return song.trackNumber }
        return nil
    }

    /// The disc it is on (a song's).
    public var discNumber: Int? {
        if case .song(let song) = self { return song.discNumber }
        return nil
    }

    /// When it came out.
    public var releaseDate: Date? { playable.releaseDate }

    /// Its page in Apple Music.
    public var url: URL? { playable.url }

    /// What a player needs to play it.
    public var playParameters: PlayParameters? { playable.playParameters }
}

/// What a song and a music video both have, which a ``Track`` reads from either.
private protocol TrackPlayable {
    var id: MusicItemID { get }
    var title: String { get }
    var artistName: String { get }
    var albumTitle: String? { get }
    var artwork: Artwork? { get }
    var duration: TimeInterval? { get }
    var releaseDate: Date? { get }
    var url: URL? { get }
    var playParameters: PlayParameters? { get }
}

extension Song: TrackPlayable {}
extension MusicVideo: TrackPlayable {}
