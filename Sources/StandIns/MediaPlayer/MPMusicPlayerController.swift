import Foundation

/// What every media player does, as MediaPlayer's `MPMediaPlayback`.
public protocol MPMediaPlayback: AnyObject {
    /// Readies the player to play.
    func prepareToPlay()
    /// Whether the player is ready to play.
    var isPreparedToPlay: Bool { get }
    /// Starts or resumes playback.
    func play()
    /// Pauses playback.
    func pause()
    /// Ends playback.
    func stop()
    /// Where playback is, in seconds from the item's start.
    var currentPlaybackTime: TimeInterval { get set }
    /// The playback speed: 0 paused, 1 normal.
    var currentPlaybackRate: Float { get set }
    /// Starts seeking forward.
    func beginSeekingForward()
    /// Starts seeking backward.
    func beginSeekingBackward()
    /// Ends a seek.
    func endSeeking()
}

/// What a player's queue is made from, as MediaPlayer's `MPMusicPlayerQueueDescriptor`.
open class MPMusicPlayerQueueDescriptor: NSObject, @unchecked Sendable {
    override init() {
        super.init()
    }

    var items: [MPMediaItem] { [] }
}

/// A queue of library items, from a query or a collection, as MediaPlayer's `MPMusicPlayerMediaItemQueueDescriptor`.
open class MPMusicPlayerMediaItemQueueDescriptor: MPMusicPlayerQueueDescriptor, @unchecked Sendable {
    /// The query the queue comes from (an empty query's for a collection).
    public let query: MPMediaQuery
    /// The collection the queue comes from (the query's items for a query).
    public let itemCollection: MPMediaItemCollection
    /// The item to start with (the first when nil).
    open var startItem: MPMediaItem?

    /// A queue of `query`'s items.
    public init(query: MPMediaQuery) {
        self.query = query
        itemCollection = MPMediaItemCollection(items: query.items ?? [])
        super.init()
    }

    /// A queue of `itemCollection`'s items.
    public init(itemCollection: MPMediaItemCollection) {
        query = MPMediaQuery(filterPredicates: nil)
        self.itemCollection = itemCollection
        super.init()
    }

    override var items: [MPMediaItem] { itemCollection.items }
}

/// A queue of Apple Music catalogue items by identifier, as MediaPlayer's `MPMusicPlayerStoreQueueDescriptor`. On
/// Linux there is no catalogue: the identifiers find the library items seeded with that
/// ``SimulatedMusicLibrary/Song/playbackStoreID``, and the others nothing.
open class MPMusicPlayerStoreQueueDescriptor: MPMusicPlayerQueueDescriptor, @unchecked Sendable {
    /// The catalogue identifiers.
    open var storeIDs: [String]?
    /// The identifier to start with (the first when nil).
    open var startItemID: String?

    /// A queue of the items with `storeIDs`.
    public init(storeIDs: [String]) {
        self.storeIDs = storeIDs
        super.init()
    }

    override var items: [MPMediaItem] {
        let library = SimulatedMusicLibrary.shared.items
        return (storeIDs ?? []).compactMap { id in library.first { $0.playbackStoreID == id } }
    }
}

/// A player of the device's music library, as MediaPlayer's `MPMusicPlayerController`: a queue, the item playing
/// and the state.
///
/// Linux has no audio output: the player keeps the queue, moves through it as MediaPlayer's does (skipping past the
/// last item ends playback, unless the repeat mode is ``MPMusicRepeatMode/all``) and posts the now-playing and
/// playback-state notifications after ``beginGeneratingPlaybackNotifications()``, on the thread that made the
/// change; no sound plays and time does not pass (``currentPlaybackTime`` changes only when set or reset). The
/// shuffle mode is kept but the queue plays in order, so tests see a known order.
open class MPMusicPlayerController: NSObject, MPMediaPlayback, @unchecked Sendable {
    // Unchecked: `state` and `notifying` are read and written under `lock`.
    private static let system = MPSystemMusicPlayer()
    private static let application = MPMusicPlayerController()
    private static let applicationQueue = MPMusicPlayerApplicationController()

    /// The Music app's player: its queue and item are the Music app's.
    open class var systemMusicPlayer: MPMusicPlayerController & MPSystemMusicPlayerController { system }
    /// The app's own player, which leaves the Music app's state alone.
    open class var applicationMusicPlayer: MPMusicPlayerController { application }
    /// The app's own player whose queue the app can edit.
    open class var applicationQueuePlayer: MPMusicPlayerApplicationController { applicationQueue }
    /// The Music app's player (deprecated on iOS 8 for ``systemMusicPlayer``).
    open class var iPodMusicPlayer: MPMusicPlayerController { system }

    struct State {
        var queue: [MPMediaItem] = []
        var index: Int?
        var pendingQueue = false
        var playbackState = MPMusicPlaybackState.stopped
        var repeatMode = MPMusicRepeatMode.default
        var shuffleMode = MPMusicShuffleMode.default
        var time: TimeInterval = 0
        var rate: Float = 0
        var prepared = false
        var startIndex = 0
        var notifying = 0
    }

    let lock = NSLock()
    var state = State()

    override init() {
        super.init()
    }

    // MARK: - Queue

    /// Plays `query`'s items next: from the first, at the next ``play()`` or ``prepareToPlay()`` (at once when
    /// playing); until then there is no now-playing item.
    open func setQueue(with query: MPMediaQuery) { replaceQueue(query.items ?? []) }
    /// Plays `itemCollection`'s items next.
    open func setQueue(with itemCollection: MPMediaItemCollection) { replaceQueue(itemCollection.items) }
    /// Plays the catalogue items `storeIDs` next (see ``MPMusicPlayerStoreQueueDescriptor``).
    open func setQueue(with storeIDs: [String]) { replaceQueue(MPMusicPlayerStoreQueueDescriptor(storeIDs: storeIDs).items) }
    /// Plays `descriptor`'s items next, from its start item when it has one.
    open func setQueue(with descriptor: MPMusicPlayerQueueDescriptor) {
        let items = descriptor.items
        var start = 0
        if let item = (descriptor as? MPMusicPlayerMediaItemQueueDescriptor)?.startItem, let index = items.firstIndex(of: item) {
            start = index
        }
        if let id = (descriptor as? MPMusicPlayerStoreQueueDescriptor)?.startItemID,
            let index = items.firstIndex(where: { $0.playbackStoreID == id })
        {
            start = index
        }
        replaceQueue(items, start: start)
    }

    /// Adds `descriptor`'s items after the item playing.
    open func prepend(_ descriptor: MPMusicPlayerQueueDescriptor) {
        lock.withLock {
            let at = state.index.map { $0 + 1 } ?? 0
            state.queue.insert(contentsOf: descriptor.items, at: min(at, state.queue.count))
        }
    }

    /// Adds `descriptor`'s items at the end of the queue.
    open func append(_ descriptor: MPMusicPlayerQueueDescriptor) {
        lock.withLock { state.queue.append(contentsOf: descriptor.items) }
    }

    private func replaceQueue(_ items: [MPMediaItem], start: Int = 0) {
        let playing = lock.withLock {
            state.queue = items
            state.pendingQueue = true
            state.prepared = false
            state.index = nil
            state.startIndex = start
            return state.playbackState == .playing
        }
        if playing { startQueue() }
    }

    /// Moves to the new queue's start item, if there is one pending.
    private func startQueue() {
        let changed = lock.withLock {
            guard state.pendingQueue else { return false }
            state.pendingQueue = false
            state.time = 0
            state.index = state.queue.isEmpty ? nil : min(state.startIndex, state.queue.count - 1)
            return true
        }
        if changed { post(.MPMusicPlayerControllerNowPlayingItemDidChange) }
    }

    // MARK: - Playback

    /// Readies the queue: its start item becomes the now-playing item.
    open func prepareToPlay() { prepareQueue() }

    private func prepareQueue() {
        startQueue()
        lock.withLock { state.prepared = !state.queue.isEmpty }
    }

    /// Readies the queue, then calls `completionHandler` (with no error; an error when the queue is empty, as
    /// MediaPlayer reports a queue it cannot prepare).
    open func prepareToPlay(completionHandler: @escaping @Sendable ((any Error)?) -> Void) {
        prepareQueue()
        let empty = lock.withLock { state.queue.isEmpty }
        let error: (any Error)? = empty ? MPError(.notFound) : nil
        DispatchQueue.global().async { completionHandler(error) }
    }

    /// Readies the queue and returns when it is ready.
    open func prepareToPlay() async throws {
        prepareQueue()
        if lock.withLock({ state.queue.isEmpty }) { throw MPError(.notFound) }
    }

    /// Whether the queue is ready.
    open var isPreparedToPlay: Bool { lock.withLock { state.prepared } }

    /// Starts or resumes playing the queue (nothing happens with an empty queue).
    open func play() {
        startQueue()
        setPlaybackState { $0.index == nil ? nil : .playing }
    }

    /// Pauses.
    open func pause() {
        setPlaybackState { $0.playbackState == .playing || $0.playbackState.isSeeking ? .paused : nil }
    }

    /// Stops and goes back to the start of the item.
    open func stop() {
        lock.withLock { state.time = 0 }
        setPlaybackState { _ in .stopped }
    }

    /// Starts seeking forward.
    open func beginSeekingForward() { setPlaybackState { $0.index == nil ? nil : .seekingForward } }
    /// Starts seeking backward.
    open func beginSeekingBackward() { setPlaybackState { $0.index == nil ? nil : .seekingBackward } }
    /// Ends a seek, going back to playing.
    open func endSeeking() { setPlaybackState { $0.playbackState.isSeeking ? .playing : nil } }

    private func setPlaybackState(_ next: (State) -> MPMusicPlaybackState?) {
        let changed = lock.withLock {
            guard let new = next(state), new != state.playbackState else { return false }
            state.playbackState = new
            state.rate = new == .playing ? 1 : 0
            return true
        }
        if changed { post(.MPMusicPlayerControllerPlaybackStateDidChange) }
    }

    /// Moves to the next item; past the last, playback ends (or wraps to the first with the repeat mode
    /// ``MPMusicRepeatMode/all``).
    open func skipToNextItem() {
        let (moved, ended) = lock.withLock { () -> (Bool, Bool) in
            guard let index = state.index else { return (false, false) }
            state.time = 0
            if index + 1 < state.queue.count {
                state.index = index + 1
                return (true, false)
            }
            if state.repeatMode == .all {
                state.index = 0
                return (true, false)
            }
            state.index = nil
            let wasStopped = state.playbackState == .stopped
            state.playbackState = .stopped
            state.rate = 0
            return (true, !wasStopped)
        }
        if moved { post(.MPMusicPlayerControllerNowPlayingItemDidChange) }
        if ended { post(.MPMusicPlayerControllerPlaybackStateDidChange) }
    }

    /// Moves to the previous item (from the first, back to its start).
    open func skipToPreviousItem() {
        let moved = lock.withLock {
            guard let index = state.index else { return false }
            state.time = 0
            guard index > 0 else { return false }
            state.index = index - 1
            return true
        }
        if moved { post(.MPMusicPlayerControllerNowPlayingItemDidChange) }
    }

    /// Goes back to the start of the item.
    open func skipToBeginning() { lock.withLock { state.time = 0 } }

    // MARK: - State

    /// The item playing or paused (nil with none). Setting an item of the queue moves to it; another item becomes a
    /// queue of its own.
    open var nowPlayingItem: MPMediaItem? {
        get { lock.withLock { state.index.map { state.queue[$0] } } }
        set {
            let changed = lock.withLock {
                let old = state.index.map { state.queue[$0] }
                state.pendingQueue = false
                state.time = 0
                if let newValue {
                    if let index = state.queue.firstIndex(of: newValue) {
                        state.index = index
                    } else {
                        state.queue = [newValue]
                        state.index = 0
                    }
                } else {
                    state.index = nil
                }
                return old !== newValue
            }
            if changed { post(.MPMusicPlayerControllerNowPlayingItemDidChange) }
        }
    }

    /// Where the now-playing item is in the queue (`NSNotFound` with none).
    open var indexOfNowPlayingItem: Int { lock.withLock { state.index ?? NSNotFound } }
    /// What the player is doing (``MPMusicPlaybackState/stopped`` at first).
    open var playbackState: MPMusicPlaybackState { lock.withLock { state.playbackState } }
    /// The repeat mode (``MPMusicRepeatMode/default`` at first).
    open var repeatMode: MPMusicRepeatMode {
        get { lock.withLock { state.repeatMode } }
        set { lock.withLock { state.repeatMode = newValue } }
    }
    /// The shuffle mode (``MPMusicShuffleMode/default`` at first); kept, but the queue plays in order.
    open var shuffleMode: MPMusicShuffleMode {
        get { lock.withLock { state.shuffleMode } }
        set { lock.withLock { state.shuffleMode = newValue } }
    }
    /// Where playback is in the item, in seconds (time does not pass on Linux: it changes when set).
    open var currentPlaybackTime: TimeInterval {
        get { lock.withLock { state.time } }
        set { lock.withLock { state.time = max(0, newValue) } }
    }
    /// The playback speed: 1 playing, 0 otherwise, unless set.
    open var currentPlaybackRate: Float {
        get { lock.withLock { state.rate } }
        set { lock.withLock { state.rate = newValue } }
    }

    // MARK: - Notifications

    /// Starts posting the now-playing, playback-state and queue notifications (calls nest).
    open func beginGeneratingPlaybackNotifications() { lock.withLock { state.notifying += 1 } }
    /// Stops posting them, once for each ``beginGeneratingPlaybackNotifications()``.
    open func endGeneratingPlaybackNotifications() { lock.withLock { state.notifying = max(0, state.notifying - 1) } }

    func post(_ name: Notification.Name) {
        guard lock.withLock({ state.notifying > 0 }) else { return }
        NotificationCenter.default.post(name: name, object: self)
    }
}

extension MPMusicPlaybackState {
    fileprivate var isSeeking: Bool { self == .seekingForward || self == .seekingBackward }
}

/// What only the system player does, as MediaPlayer's `MPSystemMusicPlayerController`.
public protocol MPSystemMusicPlayerController: AnyObject {
    /// Opens the Music app playing `queueDescriptor`'s items.
    func openToPlay(_ queueDescriptor: MPMusicPlayerQueueDescriptor)
}

/// The system player: on Linux there is no Music app, so opening it plays the queue in this player.
final class MPSystemMusicPlayer: MPMusicPlayerController, MPSystemMusicPlayerController, @unchecked Sendable {
    func openToPlay(_ queueDescriptor: MPMusicPlayerQueueDescriptor) {
        setQueue(with: queueDescriptor)
        play()
    }
}

/// The app's player whose queue can be edited while it plays, as MediaPlayer's
/// `MPMusicPlayerApplicationController`.
open class MPMusicPlayerApplicationController: MPMusicPlayerController, @unchecked Sendable {
    /// Edits the queue in `queueTransaction`, then calls `completionHandler` with the new queue.
    open func perform(
        queueTransaction: @escaping (MPMusicPlayerControllerMutableQueue) -> Void,
        completionHandler: @escaping @Sendable (MPMusicPlayerControllerQueue, (any Error)?) -> Void
    ) {
        let queue = performTransaction(queueTransaction)
        DispatchQueue.global().async { completionHandler(queue, nil) }
    }

    /// Edits the queue in `queueTransaction` and returns the new queue.
    open func perform(queueTransaction: @escaping (MPMusicPlayerControllerMutableQueue) -> Void) async throws
        -> MPMusicPlayerControllerQueue
    {
        performTransaction(queueTransaction)
    }

    private func performTransaction(_ transaction: (MPMusicPlayerControllerMutableQueue) -> Void) -> MPMusicPlayerControllerQueue {
        let mutable = MPMusicPlayerControllerMutableQueue(items: lock.withLock { state.queue })
        transaction(mutable)
        let items = mutable.items
        lock.withLock {
            let playing = state.index.map { state.queue[$0] }
            state.queue = items
            state.index = playing.flatMap { items.firstIndex(of: $0) } ?? (state.index == nil || items.isEmpty ? nil : 0)
        }
        post(.MPMusicPlayerControllerQueueDidChange)
        return MPMusicPlayerControllerQueue(items: items)
    }
}

/// A player's queue, as MediaPlayer's `MPMusicPlayerControllerQueue`.
open class MPMusicPlayerControllerQueue: NSObject, @unchecked Sendable {
    fileprivate var storedItems: [MPMediaItem]

    init(items: [MPMediaItem]) {
        storedItems = items
        super.init()
    }

    /// The items, in order.
    open var items: [MPMediaItem] { storedItems }
}

/// A queue being edited in ``MPMusicPlayerApplicationController/perform(queueTransaction:completionHandler:)``, as
/// MediaPlayer's `MPMusicPlayerControllerMutableQueue`.
open class MPMusicPlayerControllerMutableQueue: MPMusicPlayerControllerQueue, @unchecked Sendable {
    /// Inserts `queueDescriptor`'s items after `afterItem` (at the start when nil).
    open func insert(_ queueDescriptor: MPMusicPlayerQueueDescriptor, after afterItem: MPMediaItem?) {
        let at = afterItem.flatMap { storedItems.firstIndex(of: $0) }.map { $0 + 1 } ?? 0
        storedItems.insert(contentsOf: queueDescriptor.items, at: at)
    }

    /// Removes `item`.
    open func remove(_ item: MPMediaItem) { storedItems.removeAll { $0 == item } }
}

/// An error of MediaPlayer, as `MPError`.
public struct MPError: Error, CustomNSError, Hashable, Sendable {
    /// The kinds of error (MediaPlayer's raw values).
    public enum Code: Int, Sendable {
        /// Not known.
        case unknown = 0
        /// The person did not allow access.
        case permissionDenied = 1
        /// The app may not play Apple Music.
        case cloudServiceCapabilityMissing = 2
        /// The network failed.
        case networkConnectionFailed = 3
        /// Nothing to play was found.
        case notFound = 4
        /// Not supported.
        case notSupported = 5
        /// Cancelled.
        case cancelled = 6
        /// Timed out.
        case requestTimedOut = 7
    }

    /// The kind of error.
    public let code: Code

    /// An error of kind `code`.
    public init(_ code: Code) { self.code = code }

    /// MediaPlayer's error domain.
    public static var errorDomain: String { "MPErrorDomain" }
    /// The code's raw value.
    public var errorCode: Int { code.rawValue }
}

extension Notification.Name {
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Posted when a player's now-playing item changes, after `beginGeneratingPlaybackNotifications()`.
    public static let MPMusicPlayerControllerNowPlayingItemDidChange = Notification.Name(
        "MPMusicPlayerControllerNowPlayingItemDidChangeNotification")
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Posted when a player's playback state changes, after `beginGeneratingPlaybackNotifications()`.
    public static let MPMusicPlayerControllerPlaybackStateDidChange = Notification.Name(
        "MPMusicPlayerControllerPlaybackStateDidChangeNotification")
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Posted when a player's volume changes (never, here: there is no output).
    public static let MPMusicPlayerControllerVolumeDidChange = Notification.Name("MPMusicPlayerControllerVolumeDidChangeNotification")
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Posted when an application queue player's queue changes.
    public static let MPMusicPlayerControllerQueueDidChange = Notification.Name("MPMusicPlayerControllerQueueDidChangeNotification")
}
