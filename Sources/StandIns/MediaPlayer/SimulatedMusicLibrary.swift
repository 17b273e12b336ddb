import Foundation
import NapkinUI

/// The device's music library and the person who answers the app's request to read it: napkin's own API (iOS has
/// none), standing in for the songs synced to a phone. A test or a preview seeds it; by default it is empty and the
/// app's access is ``MPMediaLibraryAuthorizationStatus/notDetermined``, with a request declined unless the test
/// chose another answer.
///
/// ```swift
/// let library = SimulatedMusicLibrary.shared
/// library.reset()
/// library.authorizationStatus = .authorized             // or promptAnswer = .authorized, then the app asks
/// library.add(.init(title: "Blue in Green", artist: "Miles Davis", albumTitle: "Kind of Blue", duration: 337))
/// library.addPlaylist(name: "Late Night", items: MPMediaQuery.songs().items ?? [])
/// ```
///
/// Queries read it as MediaPlayer reads the device's library: ``MPMediaQuery/songs()`` finds the music items sorted
/// by title, ``MPMediaQuery/albums()`` groups them by album, and so on, sorting as the Music app does (ignoring case
/// and a leading "The", "A" or "An"). Every item's persistent identifier is derived from its title, artist and album
/// (and its place among items alike), so it is the same in every run and after every ``reset()``. Without
/// ``MPMediaLibraryAuthorizationStatus/authorized`` access, queries find nothing.
public final class SimulatedMusicLibrary: @unchecked Sendable {
    // Unchecked: every stored property is read and written under `lock`.

    /// The library every query, the media library and the music players read.
    public static let shared = SimulatedMusicLibrary()

    /// One item to put in the library: its metadata, as the Music app keeps it. Only the title is required.
    public struct Song: @unchecked Sendable {
        // Unchecked: the artwork image is never changed once given.
        /// The title.
        public var title: String?
        /// The performing artist.
        public var artist: String?
        /// The album's title.
        public var albumTitle: String?
        /// The album's artist (the performing artist when nil, as iTunes fills it).
        public var albumArtist: String?
        /// The genre.
        public var genre: String?
        /// The composer.
        public var composer: String?
        /// The length, in seconds.
        public var duration: TimeInterval
        /// The track's number on its album (0: not known).
        public var trackNumber: Int
        /// The number of tracks on the album.
        public var trackCount: Int
        /// The disc's number (0: not known).
        public var discNumber: Int
        /// The number of discs.
        public var discCount: Int
        /// The cover (none by default).
        public var artwork: UIImage?
        /// The kinds of media (music by default).
        public var mediaType: MPMediaType
        /// Whether the item is explicit.
        public var isExplicit: Bool
        /// Whether the item is part of a compilation.
        public var isCompilation: Bool
        /// The lyrics.
        public var lyrics: String?
        /// The release date.
        public var releaseDate: Date?
        /// When the item was added to the library.
        public var dateAdded: Date
        /// When the item was last played.
        public var lastPlayedDate: Date?
        /// How many times it was played.
        public var playCount: Int
        /// How many times it was skipped.
        public var skipCount: Int
        /// The person's rating, 0 to 5.
        public var rating: Int
        /// The beats per minute.
        public var beatsPerMinute: Int
        /// The comments.
        public var comments: String?
        /// The grouping the person set.
        public var userGrouping: String?
        /// Where playback resumes, in seconds.
        public var bookmarkTime: TimeInterval
        /// The item's file (a `file:` URL of napkin's choosing when nil, as `ipod-library:` URLs are on iOS).
        public var assetURL: URL?
        /// Whether the item is in the cloud, not on the device (no asset URL).
        public var isCloudItem: Bool
        /// Whether the asset is protected (no asset URL).
        public var hasProtectedAsset: Bool
        /// The podcast's title, for an episode.
        public var podcastTitle: String?
        /// The Apple Music catalogue identifier, which `setQueue(with: [String])` finds the item by.
        public var playbackStoreID: String?

        /// A song with `title`, the metadata given and nothing else.
        public init(
            title: String?, artist: String? = nil, albumTitle: String? = nil, albumArtist: String? = nil, genre: String? = nil,
            composer: String? = nil, duration: TimeInterval = 0, trackNumber: Int = 0, trackCount: Int = 0,
            discNumber: Int = 0, discCount: Int = 0, artwork: UIImage? = nil, mediaType: MPMediaType = .music,
            isExplicit: Bool = false, isCompilation: Bool = false, lyrics: String? = nil, releaseDate: Date? = nil,
            dateAdded: Date = Date(timeIntervalSinceReferenceDate: 0), lastPlayedDate: Date? = nil, playCount: Int = 0,
            skipCount: Int = 0, rating: Int = 0, beatsPerMinute: Int = 0, comments: String? = nil, userGrouping: String? = nil,
            bookmarkTime: TimeInterval = 0, assetURL: URL? = nil, isCloudItem: Bool = false, hasProtectedAsset: Bool = false,
            podcastTitle: String? = nil, playbackStoreID: String? = nil
        ) {
            self.title = title
            self.artist = artist
            self.albumTitle = albumTitle
            self.albumArtist = albumArtist
            self.genre = genre
            self.composer = composer
            self.duration = duration
            self.trackNumber = trackNumber
            self.trackCount = trackCount
            self.discNumber = discNumber
            self.discCount = discCount
            self.artwork = artwork
            self.mediaType = mediaType
            self.isExplicit = isExplicit
            self.isCompilation = isCompilation
            self.lyrics = lyrics
            self.releaseDate = releaseDate
            self.dateAdded = dateAdded
            self.lastPlayedDate = lastPlayedDate
            self.playCount = playCount
            self.skipCount = skipCount
            self.rating = rating
            self.beatsPerMinute = beatsPerMinute
            self.comments = comments
            self.userGrouping = userGrouping
            self.bookmarkTime = bookmarkTime
            self.assetURL = assetURL
            self.isCloudItem = isCloudItem
            self.hasProtectedAsset = hasProtectedAsset
            self.podcastTitle = podcastTitle
            self.playbackStoreID = playbackStoreID
        }
    }

    /// A playlist as kept: its items by persistent identifier.
    struct Playlist: Sendable {
        var name: String
        var attributes: MPMediaPlaylistAttribute
        var descriptionText: String?
        var authorDisplayName: String?
        var itemIDs: [MPMediaEntityPersistentID]
    }

    /// The persistent identifiers of an item and of what it belongs to.
    struct Identifiers: Sendable {
        var item: MPMediaEntityPersistentID = 0
        var album: MPMediaEntityPersistentID = 0
        var artist: MPMediaEntityPersistentID = 0
        var albumArtist: MPMediaEntityPersistentID = 0
        var genre: MPMediaEntityPersistentID = 0
        var composer: MPMediaEntityPersistentID = 0
        var podcast: MPMediaEntityPersistentID = 0
    }

    private struct State {
        var items: [MPMediaItem] = []
        var playlists: [(playlist: Playlist, id: MPMediaEntityPersistentID)] = []
        var authorizationStatus = MPMediaLibraryAuthorizationStatus.notDetermined
        var promptAnswer = MPMediaLibraryAuthorizationStatus.denied
        var promptsShown = 0
        var lastModifiedDate = Date(timeIntervalSinceReferenceDate: 0)
    }

    private let lock = NSLock()
    private var state = State()

    init() {}

    /// Back to a fresh device: no items or playlists, access not asked, a request declined.
    public func reset() {
        lock.withLock { state = State() }
    }

    /// The app's access. Queries find items only when it is ``MPMediaLibraryAuthorizationStatus/authorized``.
    public var authorizationStatus: MPMediaLibraryAuthorizationStatus {
        get { lock.withLock { state.authorizationStatus } }
        set { lock.withLock { state.authorizationStatus = newValue } }
    }

    /// What the person answers the next time the app asks while access is not determined
    /// (``MPMediaLibraryAuthorizationStatus/denied`` by default).
    public var promptAnswer: MPMediaLibraryAuthorizationStatus {
        get { lock.withLock { state.promptAnswer } }
        set { lock.withLock { state.promptAnswer = newValue } }
    }

    /// How many times the app has shown the access prompt.
    public var promptsShown: Int { lock.withLock { state.promptsShown } }

    /// When the library last changed (a fixed date in 2001 until something is added).
    public var lastModifiedDate: Date { lock.withLock { state.lastModifiedDate } }

    /// Every item, in the order added (whatever the app's access).
    public var items: [MPMediaItem] { lock.withLock { state.items } }

    /// Adds `song` and returns its item.
    @discardableResult
    public func add(_ song: Song) -> MPMediaItem {
        let item = lock.withLock {
            var song = song
            let twins = state.items.filter {
                $0.song.title == song.title && $0.song.artist == song.artist && $0.song.albumTitle == song.albumTitle
            }
            let ids = Identifiers(
                item: Self.identifier("item", song.title, song.artist, song.albumTitle, String(twins.count)),
                album: Self.identifier("album", song.albumTitle, song.albumArtist ?? song.artist),
                artist: Self.identifier("artist", song.artist),
                albumArtist: Self.identifier("albumArtist", song.albumArtist ?? song.artist),
                genre: Self.identifier("genre", song.genre), composer: Self.identifier("composer", song.composer),
                podcast: Self.identifier("podcast", song.podcastTitle))
            if song.albumArtist == nil { song.albumArtist = song.artist }
            if song.assetURL == nil { song.assetURL = URL(string: "ipod-library://item/item.m4a?id=\(ids.item)") }
            let item = MPMediaItem(song: song, ids: ids)
            state.items.append(item)
            state.lastModifiedDate = Date()
            return item
        }
        MPMediaLibrary.libraryDidChange()
        return item
    }

    /// Adds each of `songs` and returns their items.
    @discardableResult
    public func add(_ songs: [Song]) -> [MPMediaItem] { songs.map { add($0) } }

    /// Adds a playlist named `name` of `items` (items of this library) and returns its persistent identifier.
    @discardableResult
    public func addPlaylist(
        name: String, items: [MPMediaItem], attributes: MPMediaPlaylistAttribute = [], descriptionText: String? = nil,
        authorDisplayName: String? = nil
    ) -> MPMediaEntityPersistentID {
        let id = lock.withLock {
            let twins = state.playlists.filter { $0.playlist.name == name }.count
            let id = Self.identifier("playlist", name, String(twins))
            let playlist = Playlist(
                name: name, attributes: attributes, descriptionText: descriptionText, authorDisplayName: authorDisplayName,
                itemIDs: items.map(\.persistentID))
            state.playlists.append((playlist, id))
            state.lastModifiedDate = Date()
            return id
        }
        MPMediaLibrary.libraryDidChange()
        return id
    }

    /// The playlists, with the items they hold that are still in the library.
    var playlists: [MPMediaPlaylist] {
        lock.withLock {
            let byID = Dictionary(state.items.map { ($0.persistentID, $0) }, uniquingKeysWith: { first, _ in first })
            return state.playlists.map { entry in
                MPMediaPlaylist(playlist: entry.playlist, id: entry.id, items: entry.playlist.itemIDs.compactMap { byID[$0] })
            }
        }
    }

    /// Answers the app's request: the person's answer the first time, the standing answer after.
    func requestAuthorization() -> MPMediaLibraryAuthorizationStatus {
        lock.withLock {
            if state.authorizationStatus == .notDetermined {
                state.promptsShown += 1
                state.authorizationStatus = state.promptAnswer
            }
            return state.authorizationStatus
        }
    }

    /// A persistent identifier for `parts` (0 when they are all nil: no album, no artist), the same in every run:
    /// FNV-1a over the parts, never Swift's per-process seeded hash.
    static func identifier(_ kind: String, _ parts: String?...) -> MPMediaEntityPersistentID {
        guard parts.contains(where: { $0 != nil }) else { return 0 }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in ([kind] + parts.map { $0 ?? "\u{0}" }).joined(separator: "\u{1F}").utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return hash == 0 ? 1 : hash
    }
}
