import Foundation
import NapkinUI

/// An entry of the media library (an item, a collection, a playlist), as MediaPlayer's `MPMediaEntity`: its
/// properties are read by key with ``value(forProperty:)`` or through the subclasses' typed properties.
open class MPMediaEntity: NSObject, @unchecked Sendable {
    // Unchecked: an entity's values are fixed when it is made (items and playlists come from the library, which
    // makes them once), as MediaPlayer's entities are snapshots of the library.

    override init() {
        super.init()
    }

    /// Whether queries can filter on `property` (the keys ``MPMediaPropertyPredicate`` understands).
    open class func canFilter(byProperty property: String) -> Bool {
        MediaProperties.filterable.contains(property)
    }

    /// The value of `property` (one of the `MPMediaItemProperty…` or `MPMediaPlaylistProperty…` keys), as an
    /// `NSNumber`, `String`, `Date`, `URL` or ``MPMediaItemArtwork``; nil for a key the entity has no value for,
    /// an unknown key among them.
    open func value(forProperty property: String) -> Any? { nil }

    /// Calls `block` with the value of each of `properties` the entity has.
    open func enumerateValues(forProperties properties: Set<String>, using block: (String, Any, UnsafeMutablePointer<ObjCBool>) -> Void) {
        var stop = ObjCBool(false)
        for property in properties.sorted() {
            guard let value = value(forProperty: property) else { continue }
            block(property, value, &stop)
            if stop.boolValue { return }
        }
    }

    /// The value of the property named by `key`, as ``value(forProperty:)``.
    public subscript(key: Any) -> Any? {
        guard let key = key as? String else { return nil }
        return value(forProperty: key)
    }

    /// The entity's identifier in the library.
    open var persistentID: MPMediaEntityPersistentID {
        (value(forProperty: MPMediaItemPropertyPersistentID) as? NSNumber)?.uint64Value ?? 0
    }
}

/// The property keys queries can filter on, by the entity they belong to.
enum MediaProperties {
    static let filterable: Set<String> = [
        MPMediaItemPropertyPersistentID, MPMediaItemPropertyMediaType, MPMediaItemPropertyTitle, MPMediaItemPropertyAlbumTitle,
        MPMediaItemPropertyAlbumPersistentID, MPMediaItemPropertyArtist, MPMediaItemPropertyArtistPersistentID,
        MPMediaItemPropertyAlbumArtist, MPMediaItemPropertyAlbumArtistPersistentID, MPMediaItemPropertyGenre,
        MPMediaItemPropertyGenrePersistentID, MPMediaItemPropertyComposer, MPMediaItemPropertyComposerPersistentID,
        MPMediaItemPropertyIsCompilation, MPMediaItemPropertyIsCloudItem, MPMediaItemPropertyHasProtectedAsset,
        MPMediaItemPropertyPodcastTitle, MPMediaItemPropertyPodcastPersistentID, MPMediaItemPropertyPlayCount,
        MPMediaItemPropertyIsPreorder, MPMediaItemPropertyIsExplicit, MPMediaItemPropertyPlaybackStoreID,
        MPMediaPlaylistPropertyPersistentID, MPMediaPlaylistPropertyName, MPMediaPlaylistPropertyPlaylistAttributes,
    ]
    static let playlistKeys: Set<String> = [
        MPMediaPlaylistPropertyPersistentID, MPMediaPlaylistPropertyName, MPMediaPlaylistPropertyPlaylistAttributes,
        MPMediaPlaylistPropertyDescriptionText, MPMediaPlaylistPropertyAuthorDisplayName,
    ]
}

/// One song, episode, audiobook or video of the media library, as MediaPlayer's `MPMediaItem`. Apps get items
/// from an ``MPMediaQuery`` or a collection; on Linux they come from ``SimulatedMusicLibrary``, where a test seeds
/// them.
open class MPMediaItem: MPMediaEntity, @unchecked Sendable {
    let song: SimulatedMusicLibrary.Song
    private let ids: SimulatedMusicLibrary.Identifiers

    init(song: SimulatedMusicLibrary.Song, ids: SimulatedMusicLibrary.Identifiers) {
        self.song = song
        self.ids = ids
        super.init()
    }

    /// An item with no values (nothing in the library is one): MediaPlayer's initialiser, for test doubles.
    public override init() {
        song = SimulatedMusicLibrary.Song(title: nil)
        ids = SimulatedMusicLibrary.Identifiers()
        super.init()
    }

    /// The key of the persistent identifier of the entities `groupingType` groups by.
    open class func persistentIDProperty(forGroupingType groupingType: MPMediaGrouping) -> String {
        switch groupingType {
        case .title: MPMediaItemPropertyPersistentID
        case .album: MPMediaItemPropertyAlbumPersistentID
        case .artist: MPMediaItemPropertyArtistPersistentID
        case .albumArtist: MPMediaItemPropertyAlbumArtistPersistentID
        case .composer: MPMediaItemPropertyComposerPersistentID
        case .genre: MPMediaItemPropertyGenrePersistentID
        case .playlist: MPMediaPlaylistPropertyPersistentID
        case .podcastTitle: MPMediaItemPropertyPodcastPersistentID
        }
    }

    /// The key of the title of the entities `groupingType` groups by.
    open class func titleProperty(forGroupingType groupingType: MPMediaGrouping) -> String {
        switch groupingType {
        case .title: MPMediaItemPropertyTitle
        case .album: MPMediaItemPropertyAlbumTitle
        case .artist: MPMediaItemPropertyArtist
        case .albumArtist: MPMediaItemPropertyAlbumArtist
        case .composer: MPMediaItemPropertyComposer
        case .genre: MPMediaItemPropertyGenre
        case .playlist: MPMediaPlaylistPropertyName
        case .podcastTitle: MPMediaItemPropertyPodcastTitle
        }
    }

    open override func value(forProperty property: String) -> Any? {
        let song = self.song
        switch property {
        case MPMediaItemPropertyPersistentID: return NSNumber(value: ids.item)
        case MPMediaItemPropertyMediaType: return NSNumber(value: song.mediaType.rawValue)
        case MPMediaItemPropertyTitle: return song.title
        case MPMediaItemPropertyAlbumTitle: return song.albumTitle
        case MPMediaItemPropertyAlbumPersistentID: return NSNumber(value: ids.album)
        case MPMediaItemPropertyArtist: return song.artist
        case MPMediaItemPropertyArtistPersistentID: return NSNumber(value: ids.artist)
        case MPMediaItemPropertyAlbumArtist: return song.albumArtist
        case MPMediaItemPropertyAlbumArtistPersistentID: return NSNumber(value: ids.albumArtist)
        case MPMediaItemPropertyGenre: return song.genre
        case MPMediaItemPropertyGenrePersistentID: return NSNumber(value: ids.genre)
        case MPMediaItemPropertyComposer: return song.composer
        case MPMediaItemPropertyComposerPersistentID: return NSNumber(value: ids.composer)
        case MPMediaItemPropertyPlaybackDuration: return NSNumber(value: song.duration)
        case MPMediaItemPropertyAlbumTrackNumber: return NSNumber(value: song.trackNumber)
        case MPMediaItemPropertyAlbumTrackCount: return NSNumber(value: song.trackCount)
        case MPMediaItemPropertyDiscNumber: return NSNumber(value: song.discNumber)
        case MPMediaItemPropertyDiscCount: return NSNumber(value: song.discCount)
        case MPMediaItemPropertyArtwork: return artwork
        case MPMediaItemPropertyIsExplicit: return NSNumber(value: song.isExplicit)
        case MPMediaItemPropertyLyrics: return song.lyrics
        case MPMediaItemPropertyIsCompilation: return NSNumber(value: song.isCompilation)
        case MPMediaItemPropertyReleaseDate: return song.releaseDate
        case MPMediaItemPropertyBeatsPerMinute: return NSNumber(value: song.beatsPerMinute)
        case MPMediaItemPropertyComments: return song.comments
        case MPMediaItemPropertyAssetURL: return song.assetURL
        case MPMediaItemPropertyIsCloudItem: return NSNumber(value: song.isCloudItem)
        case MPMediaItemPropertyHasProtectedAsset: return NSNumber(value: song.hasProtectedAsset)
        case MPMediaItemPropertyPodcastTitle: return song.podcastTitle
        case MPMediaItemPropertyPodcastPersistentID: return NSNumber(value: ids.podcast)
        case MPMediaItemPropertyPlayCount: return NSNumber(value: song.playCount)
        case MPMediaItemPropertySkipCount: return NSNumber(value: song.skipCount)
        case MPMediaItemPropertyRating: return NSNumber(value: song.rating)
        case MPMediaItemPropertyLastPlayedDate: return song.lastPlayedDate
        case MPMediaItemPropertyUserGrouping: return song.userGrouping
        case MPMediaItemPropertyBookmarkTime: return NSNumber(value: song.bookmarkTime)
        case MPMediaItemPropertyDateAdded: return song.dateAdded
        case MPMediaItemPropertyPlaybackStoreID: return song.playbackStoreID
        case MPMediaItemPropertyIsPreorder: return NSNumber(value: false)
        default: return nil
        }
    }

    open override var persistentID: MPMediaEntityPersistentID { ids.item }
    /// The kinds of media the item is.
    open var mediaType: MPMediaType { song.mediaType }
    /// The title.
    open var title: String? { song.title }
    /// The album's title.
    open var albumTitle: String? { song.albumTitle }
    /// The album's persistent identifier.
    open var albumPersistentID: MPMediaEntityPersistentID { ids.album }
    /// The performing artist.
    open var artist: String? { song.artist }
    /// The performing artist's persistent identifier.
    open var artistPersistentID: MPMediaEntityPersistentID { ids.artist }
    /// The album's artist.
    open var albumArtist: String? { song.albumArtist }
    /// The album artist's persistent identifier.
    open var albumArtistPersistentID: MPMediaEntityPersistentID { ids.albumArtist }
    /// The genre.
    open var genre: String? { song.genre }
    /// The genre's persistent identifier.
    open var genrePersistentID: MPMediaEntityPersistentID { ids.genre }
    /// The composer.
    open var composer: String? { song.composer }
    /// The composer's persistent identifier.
    open var composerPersistentID: MPMediaEntityPersistentID { ids.composer }
    /// The length, in seconds.
    open var playbackDuration: TimeInterval { song.duration }
    /// The track's number on its album (0 when not known).
    open var albumTrackNumber: Int { song.trackNumber }
    /// The number of tracks on the album (0 when not known).
    open var albumTrackCount: Int { song.trackCount }
    /// The disc's number (0 when not known).
    open var discNumber: Int { song.discNumber }
    /// The number of discs (0 when not known).
    open var discCount: Int { song.discCount }
    /// The artwork, when the item has an image.
    open var artwork: MPMediaItemArtwork? {
        guard let image = song.artwork else { return nil }
        return MPMediaItemArtwork(boundsSize: image.size) { _ in image }
    }
    /// Whether the item is explicit.
    open var isExplicitItem: Bool { song.isExplicit }
    /// The lyrics.
    open var lyrics: String? { song.lyrics }
    /// Whether the item is part of a compilation.
    open var isCompilation: Bool { song.isCompilation }
    /// The release date.
    open var releaseDate: Date? { song.releaseDate }
    /// The beats per minute (0 when not known).
    open var beatsPerMinute: Int { song.beatsPerMinute }
    /// The comments.
    open var comments: String? { song.comments }
    /// The item's file; nil for a cloud or protected item, as with MediaPlayer.
    open var assetURL: URL? { song.isCloudItem || song.hasProtectedAsset ? nil : song.assetURL }
    /// Whether the item is in the cloud, not on the device.
    open var isCloudItem: Bool { song.isCloudItem }
    /// Whether the item's asset is protected (bought or streamed Apple Music).
    open var hasProtectedAsset: Bool { song.hasProtectedAsset }
    /// The podcast's title, for an episode.
    open var podcastTitle: String? { song.podcastTitle }
    /// The podcast's persistent identifier.
    open var podcastPersistentID: MPMediaEntityPersistentID { ids.podcast }
    /// How many times the item was played.
    open var playCount: Int { song.playCount }
    /// How many times the item was skipped.
    open var skipCount: Int { song.skipCount }
    /// The person's rating, 0 to 5.
    open var rating: Int { song.rating }
    /// When the item was last played.
    open var lastPlayedDate: Date? { song.lastPlayedDate }
    /// The grouping the person set.
    open var userGrouping: String? { song.userGrouping }
    /// Where playback resumes, in seconds.
    open var bookmarkTime: TimeInterval { song.bookmarkTime }
    /// When the item was added to the library.
    open var dateAdded: Date { song.dateAdded }
    /// The item's Apple Music catalogue identifier ("" when it has none).
    open var playbackStoreID: String { song.playbackStoreID ?? "" }
    /// Whether the item is a pre-order (never, here).
    open var isPreorder: Bool { false }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? MPMediaItem else { return false }
        return other === self || (ids.item != 0 && other.ids.item == ids.item)
    }

    open override var hash: Int { Int(truncatingIfNeeded: ids.item) }

    open override var description: String { "<MPMediaItem \(ids.item): \(song.title ?? "")>" }
}

/// A sorted set of media items, as MediaPlayer's `MPMediaItemCollection`: an album, an artist's songs, a genre, a
/// playlist, or one the app makes with ``init(items:)``.
open class MPMediaItemCollection: MPMediaEntity, @unchecked Sendable {
    /// The items, in order.
    public let items: [MPMediaItem]
    private let groupingID: MPMediaEntityPersistentID?
    private let groupingKey: String?

    /// A collection of `items`, in the order given.
    public init(items: [MPMediaItem]) {
        self.items = items
        groupingID = nil
        groupingKey = nil
        super.init()
    }

    init(items: [MPMediaItem], groupedBy key: String, id: MPMediaEntityPersistentID) {
        self.items = items
        groupingID = id
        groupingKey = key
        super.init()
    }

    /// A collection of `items` (MediaPlayer's class method, as Objective-C apps call it).
    open class func collection(with items: [MPMediaItem]) -> MPMediaItemCollection { MPMediaItemCollection(items: items) }

    /// The item whose properties stand for the collection's (its album title, artist, artwork): the first.
    open var representativeItem: MPMediaItem? { items.first }
    /// The number of items.
    open var count: Int { items.count }
    /// The kinds of media among the items.
    open var mediaTypes: MPMediaType { items.reduce(into: []) { $0.formUnion($1.mediaType) } }

    /// The value of `property`: the grouping's persistent identifier for the key the collection is grouped by,
    /// otherwise the representative item's value.
    open override func value(forProperty property: String) -> Any? {
        if property == groupingKey, let groupingID { return NSNumber(value: groupingID) }
        return representativeItem?.value(forProperty: property)
    }

    /// The persistent identifier of what groups the collection (the album of an album collection); the
    /// representative item's for one made with ``init(items:)``.
    open override var persistentID: MPMediaEntityPersistentID { groupingID ?? representativeItem?.persistentID ?? 0 }
}

/// A playlist of the media library, as MediaPlayer's `MPMediaPlaylist`; ``MPMediaQuery/playlists()`` finds them.
open class MPMediaPlaylist: MPMediaItemCollection, @unchecked Sendable {
    private let playlist: SimulatedMusicLibrary.Playlist
    private let id: MPMediaEntityPersistentID

    init(playlist: SimulatedMusicLibrary.Playlist, id: MPMediaEntityPersistentID, items: [MPMediaItem]) {
        self.playlist = playlist
        self.id = id
        super.init(items: items, groupedBy: MPMediaPlaylistPropertyPersistentID, id: id)
    }

    convenience init(copying playlist: MPMediaPlaylist, items: [MPMediaItem]) {
        self.init(playlist: playlist.playlist, id: playlist.id, items: items)
    }

    /// The playlist's persistent identifier.
    open override var persistentID: MPMediaEntityPersistentID { id }
    /// The name.
    open var name: String? { playlist.name }
    /// The kind of playlist.
    open var playlistAttributes: MPMediaPlaylistAttribute { playlist.attributes }
    /// The description.
    open var descriptionText: String? { playlist.descriptionText }
    /// The author.
    open var authorDisplayName: String? { playlist.authorDisplayName }
    /// The items a Genius playlist grew from (none, here).
    open var seedItems: [MPMediaItem]? { playlist.attributes.contains(.genius) ? [] : nil }

    open override func value(forProperty property: String) -> Any? {
        switch property {
        case MPMediaPlaylistPropertyPersistentID: NSNumber(value: id)
        case MPMediaPlaylistPropertyName: playlist.name
        case MPMediaPlaylistPropertyPlaylistAttributes: NSNumber(value: playlist.attributes.rawValue)
        case MPMediaPlaylistPropertyDescriptionText: playlist.descriptionText
        case MPMediaPlaylistPropertyAuthorDisplayName: playlist.authorDisplayName
        default: super.value(forProperty: property)
        }
    }
}
