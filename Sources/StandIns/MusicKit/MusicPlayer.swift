import NapkinUI

/// A music player, as MusicKit's `MusicPlayer`: what ``ApplicationMusicPlayer`` and ``SystemMusicPlayer`` share.
///
/// Nothing sounds on Linux: playing moves the state to `.playing` (when the app is authorized and the queue has an
/// entry) and time moves only when a test sets ``playbackTime``.
@MainActor
public class MusicPlayer {
    /// Whether the player plays, as MusicKit's `MusicPlayer.PlaybackStatus`.
    public enum PlaybackStatus: Hashable, Sendable {
        /// Stopped.
        case stopped
        /// Playing.
        case playing
        /// Paused.
        case paused
        /// Interrupted (a call).
        case interrupted
        /// Seeking forward.
        case seekingForward
        /// Seeking backward.
        case seekingBackward
    }

    /// How the queue repeats, as MusicKit's `MusicPlayer.RepeatMode`.
    public enum RepeatMode: Hashable, Sendable {
        /// Plays the queue once.
        case none
        /// Repeats the current entry.
        case one
        /// Repeats the queue.
        case all
    }

    /// Whether the queue is shuffled, as MusicKit's `MusicPlayer.ShuffleMode`.
    public enum ShuffleMode: Hashable, Sendable {
        /// In order.
        case off
        /// Shuffled by song.
        case songs
    }

    /// The player's observable state, as MusicKit's `MusicPlayer.State`.
    public final class State: ObservableObject {
        /// Playing, paused, stopped….
        @Published public internal(set) var playbackStatus = PlaybackStatus.stopped
        /// The rate: 1 while playing, 0 otherwise.
        @Published public var playbackRate: Float = 0
        /// The repeat mode (nil until set).
        @Published public var repeatMode: RepeatMode?
        /// The shuffle mode (nil until set).
        @Published public var shuffleMode: ShuffleMode?

        init() {}
    }

    /// The playback queue, as MusicKit's `MusicPlayer.Queue`: the entries and the current one. Written as an array
    /// of items (`player.queue = [album]`): an album or a playlist becomes one entry per track.
    public class Queue: ObservableObject, ExpressibleByArrayLiteral {
        /// An entry of the queue, as MusicKit's `MusicPlayer.Queue.Entry`.
        public struct Entry: Identifiable, Hashable, Sendable, CustomStringConvertible {
            /// What the entry plays, as MusicKit's `MusicPlayer.Queue.Entry.Item`.
            public enum Item: Hashable, Sendable {
                /// A song.
                case song(Song)
                /// A music video.
                case musicVideo(MusicVideo)
            }

            /// The entry's identifier.
            public let id: String
            /// The title.
            public let title: String
            /// The artist, and the album.
            public let subtitle: String?
            /// The artwork.
            public let artwork: Artwork?
            /// The song or video played.
            public let item: Item?
            /// Where playing starts, in seconds.
            public var startTime: TimeInterval?
            /// Where playing ends, in seconds.
            public var endTime: TimeInterval?
            /// Whether the entry is still being resolved.
            public var isTransient: Bool { false }

            /// An entry playing `item` between `startTime` and `endTime`.
            public init(_ item: any PlayableMusicItem, startTime: TimeInterval? = nil, endTime: TimeInterval? = nil) {
                self = Entry.entries(for: item)[0]
                self.startTime = startTime
                self.endTime = endTime
            }

            private init(id: String, title: String, subtitle: String?, artwork: Artwork?, item: Item?) {
                self.id = id
                self.title = title
                self.subtitle = subtitle
                self.artwork = artwork
                self.item = item
            }

            static func entries(for item: any PlayableMusicItem) -> [Entry] {
                switch item {
                case let song as Song: return [entry(.song(song))]
                case let video as MusicVideo: return [entry(.musicVideo(video))]
                case let track as Track: return [entry(track)]
                case let album as Album:
                    guard !album.playableTracks.isEmpty else {
                        return [
                            Entry(id: UUID().uuidString, title: album.title, subtitle: album.artistName, artwork: album.artwork, item: nil)
                        ]
                    }
                    return album.playableTracks.map(entry)
                case let playlist as Playlist:
                    guard !playlist.playableTracks.isEmpty else {
                        return [
                            Entry(
                                id: UUID().uuidString, title: playlist.name, subtitle: playlist.curatorName, artwork: playlist.artwork,
                                item: nil)
                        ]
                    }
                    return playlist.playableTracks.map(entry)
                default: return [Entry(id: UUID().uuidString, title: "\(item.id)", subtitle: nil, artwork: nil, item: nil)]
                }
            }

            private static func entry(_ track: Track) -> Entry {
                let subtitle = [track.artistName, track.albumTitle].compactMap { $0 }.joined(separator: " — ")
                let item: Item =
                    switch track {
                    case .song(let song): .song(song)
                    case .musicVideo(let video): .musicVideo(video)
                    }
                return Entry(id: UUID().uuidString, title: track.title, subtitle: subtitle, artwork: track.artwork, item: item)
            }

            /// `Entry(title)`.
            public var description: String { "MusicPlayer.Queue.Entry(\"\(title)\")" }
        }

        /// The entries, in order.
        @Published public var entries: [Entry]
        /// The entry playing or to play.
        @Published public var currentEntry: Entry?

        /// A queue of `entries`, starting at the first.
        public init(entries: [Entry] = []) {
            _entries = Published(initialValue: entries)
            _currentEntry = Published(initialValue: entries.first)
        }

        /// A queue of `items` (albums and playlists as their tracks).
        public required convenience init(arrayLiteral items: any PlayableMusicItem...) {
            self.init(entries: items.flatMap { Entry.entries(for: $0) })
        }

        /// A queue of `items`, starting at `startItem` when given.
        public convenience init<S: Sequence>(for items: S, startingAt startItem: S.Element? = nil)
        where S.Element: PlayableMusicItem {
            let all = Array(items)
            self.init(entries: all.flatMap { Entry.entries(for: $0) })
            if let startItem, let index = all.firstIndex(of: startItem) {
                let skipped = all[..<index].reduce(0) { $0 + Entry.entries(for: $1).count }
                _currentEntry = Published(initialValue: entries.indices.contains(skipped) ? entries[skipped] : entries.first)
            }
        }

        /// A queue of `album`'s tracks.
        public convenience init(album: Album, startingAt track: Track? = nil) {
            self.init(entries: Entry.entries(for: album))
            if let track, let entry = entries.first(where: { $0.item.map(Self.itemID) == track.id }) {
                _currentEntry = Published(initialValue: entry)
            }
        }

        /// A queue of `playlist`'s tracks.
        public convenience init(playlist: Playlist, startingAt track: Track? = nil) {
            self.init(entries: Entry.entries(for: playlist))
            if let track, let entry = entries.first(where: { $0.item.map(Self.itemID) == track.id }) {
                _currentEntry = Published(initialValue: entry)
            }
        }

        private static func itemID(_ item: Entry.Item) -> MusicItemID {
            switch item {
            case .song(let song): song.id
            case .musicVideo(let video): video.id
            }
        }

        /// Adds `item`'s entries after the current entry (`.afterCurrentEntry`) or at the end (`.tail`).
        @MainActor
        public func insert(_ item: any PlayableMusicItem, position: EntryInsertionPosition) async throws {
            let new = Entry.entries(for: item)
            switch position {
            case .afterCurrentEntry:
                let index = currentEntry.flatMap { current in entries.firstIndex { $0.id == current.id } }.map { $0 + 1 } ?? 0
                entries.insert(contentsOf: new, at: index)
            case .tail: entries.append(contentsOf: new)
            }
            if currentEntry == nil { currentEntry = entries.first }
        }

        /// Where ``insert(_:position:)`` adds, as MusicKit's `MusicPlayer.Queue.EntryInsertionPosition`.
        public enum EntryInsertionPosition: Sendable {
            /// Right after the current entry.
            case afterCurrentEntry
            /// At the end.
            case tail
        }
    }

    /// The observable state.
    public let state = State()
    /// The playing time of the current entry, in seconds (moves only when set, on Linux).
    public var playbackTime: TimeInterval = 0
    /// Whether ``prepareToPlay()`` ran for the queue.
    public private(set) var isPreparedToPlay = false

    nonisolated init() {}

    var currentQueue: Queue { fatalError("a subclass gives the queue") }

    /// Readies the queue. Throws ``MusicTokenRequestError/permissionDenied`` unless the app is authorized.
    public func prepareToPlay() async throws {
        try SimulatedAppleMusic.shared.checkAccess()
        isPreparedToPlay = !currentQueue.entries.isEmpty
    }

    /// Plays the current entry: `.playing` when the queue has one. Throws ``MusicTokenRequestError/permissionDenied``
    /// unless the app is authorized.
    public func play() async throws {
        try await prepareToPlay()
        guard isPreparedToPlay else { return }
        if currentQueue.currentEntry == nil { currentQueue.currentEntry = currentQueue.entries.first }
        state.playbackStatus = .playing
        state.playbackRate = 1
    }

    /// Pauses.
    public func pause() {
        guard state.playbackStatus == .playing else { return }
        state.playbackStatus = .paused
        state.playbackRate = 0
    }

    /// Stops, back at the entry's start.
    public func stop() {
        state.playbackStatus = .stopped
        state.playbackRate = 0
        playbackTime = 0
    }

    /// Goes to the next entry (stops after the last).
    public func skipToNextEntry() async throws {
        try move(by: 1)
    }

    /// Goes to the previous entry (the first stays).
    public func skipToPreviousEntry() async throws {
        try move(by: -1)
    }

    /// Back to the current entry's start.
    public func restartCurrentEntry() { playbackTime = 0 }

    private func move(by step: Int) throws {
        try SimulatedAppleMusic.shared.checkAccess()
        let queue = currentQueue
        guard let current = queue.currentEntry, let index = queue.entries.firstIndex(where: { $0.id == current.id }) else { return }
        let next = index + step
        playbackTime = 0
        if queue.entries.indices.contains(next) {
            queue.currentEntry = queue.entries[next]
        } else if step > 0 {
            stop()
        }
    }
}

/// The app's own music player, as MusicKit's `ApplicationMusicPlayer`.
@MainActor
public final class ApplicationMusicPlayer: MusicPlayer {
    /// The app's player.
    public static let shared = ApplicationMusicPlayer()

    /// The playback queue; setting it stops the player.
    public var queue = Queue() {
        didSet { resetForNewQueue() }
    }

    override var currentQueue: Queue { queue }

    private nonisolated override init() { super.init() }

    private func resetForNewQueue() {
        stop()
    }
}

/// The Music app's player, as MusicKit's `SystemMusicPlayer`.
@MainActor
public final class SystemMusicPlayer: MusicPlayer {
    /// The Music app's player.
    public static let shared = SystemMusicPlayer()

    /// The playback queue; setting it stops the player.
    public var queue = Queue() {
        didSet { stop() }
    }

    override var currentQueue: Queue { queue }

    private nonisolated override init() { super.init() }
}
