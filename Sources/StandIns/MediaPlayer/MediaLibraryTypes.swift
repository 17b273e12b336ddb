import Foundation

/// A media entity's identifier, as MediaPlayer's `MPMediaEntityPersistentID`: stable for as long as the entity is in
/// the library.
public typealias MPMediaEntityPersistentID = UInt64

/// The kinds of media an item is, as MediaPlayer's `MPMediaType` (MediaPlayer's raw values). An item can be of
/// several kinds at once.
public struct MPMediaType: OptionSet, Sendable, Hashable {
    /// The bits.
    public let rawValue: UInt
    /// The kinds whose bits are `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Music.
    public static let music = MPMediaType(rawValue: 1 << 0)
    /// A podcast episode.
    public static let podcast = MPMediaType(rawValue: 1 << 1)
    /// An audiobook.
    public static let audioBook = MPMediaType(rawValue: 1 << 2)
    /// An iTunes U audio item.
    public static let audioITunesU = MPMediaType(rawValue: 1 << 3)
    /// Any audio.
    public static let anyAudio = MPMediaType(rawValue: 0x00ff)
    /// A film.
    public static let movie = MPMediaType(rawValue: 1 << 8)
    /// A TV episode.
    public static let tvShow = MPMediaType(rawValue: 1 << 9)
    /// A video podcast episode.
    public static let videoPodcast = MPMediaType(rawValue: 1 << 10)
    /// A music video.
    public static let musicVideo = MPMediaType(rawValue: 1 << 11)
    /// An iTunes U video item.
    public static let videoITunesU = MPMediaType(rawValue: 1 << 12)
    /// A home video.
    public static let homeVideo = MPMediaType(rawValue: 1 << 13)
    /// Any video.
    public static let anyVideo = MPMediaType(rawValue: 0xff00)
    /// Any kind.
    public static let any = MPMediaType(rawValue: UInt.max)
}

/// How a query groups and sorts its collections, as MediaPlayer's `MPMediaGrouping` (MediaPlayer's raw values).
public enum MPMediaGrouping: Int, Sendable, CaseIterable {
    /// Each item alone, by title (the default).
    case title = 0
    /// By album.
    case album = 1
    /// By performing artist.
    case artist = 2
    /// By album artist.
    case albumArtist = 3
    /// By composer.
    case composer = 4
    /// By genre.
    case genre = 5
    /// By playlist.
    case playlist = 6
    /// By podcast.
    case podcastTitle = 7
}

/// How a property predicate compares, as MediaPlayer's `MPMediaPredicateComparison` (MediaPlayer's raw values).
public enum MPMediaPredicateComparison: Int, Sendable, CaseIterable {
    /// The property equals the value.
    case equalTo = 0
    /// The property (a string) contains the value.
    case contains = 1
}

/// Whether the app may read the media library, as MediaPlayer's `MPMediaLibraryAuthorizationStatus` (MediaPlayer's
/// raw values).
public enum MPMediaLibraryAuthorizationStatus: Int, Sendable, CaseIterable {
    /// Not asked yet.
    case notDetermined = 0
    /// The person refused.
    case denied = 1
    /// Not allowed, and the person cannot allow it.
    case restricted = 2
    /// Allowed.
    case authorized = 3
}

/// The kind of a playlist, as MediaPlayer's `MPMediaPlaylistAttribute` (MediaPlayer's raw values).
public struct MPMediaPlaylistAttribute: OptionSet, Sendable, Hashable {
    /// The bits.
    public let rawValue: UInt
    /// The kinds whose bits are `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// An ordinary playlist.
    public static let none: MPMediaPlaylistAttribute = []
    /// An on-the-go playlist.
    public static let onTheGo = MPMediaPlaylistAttribute(rawValue: 1 << 0)
    /// A smart playlist.
    public static let smart = MPMediaPlaylistAttribute(rawValue: 1 << 1)
    /// A Genius playlist.
    public static let genius = MPMediaPlaylistAttribute(rawValue: 1 << 2)
}

/// What a music player is doing, as MediaPlayer's `MPMusicPlaybackState` (MediaPlayer's raw values).
public enum MPMusicPlaybackState: Int, Sendable, CaseIterable {
    /// Stopped (the start).
    case stopped = 0
    /// Playing.
    case playing = 1
    /// Paused.
    case paused = 2
    /// Interrupted by a call or another app.
    case interrupted = 3
    /// Seeking forward.
    case seekingForward = 4
    /// Seeking backward.
    case seekingBackward = 5
}

/// A music player's repeat mode, as MediaPlayer's `MPMusicRepeatMode` (MediaPlayer's raw values).
public enum MPMusicRepeatMode: Int, Sendable, CaseIterable {
    /// The person's setting in the Music app.
    case `default` = 0
    /// No repeat.
    case none = 1
    /// Repeat the item.
    case one = 2
    /// Repeat the queue.
    case all = 3
}

/// A music player's shuffle mode, as MediaPlayer's `MPMusicShuffleMode` (MediaPlayer's raw values).
public enum MPMusicShuffleMode: Int, Sendable, CaseIterable {
    /// The person's setting in the Music app.
    case `default` = 0
    /// In order.
    case off = 1
    /// Shuffle the songs.
    case songs = 2
    /// Shuffle the albums.
    case albums = 3
}
