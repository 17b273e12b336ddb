import Foundation
import MediaPlayer
import NapkinUI
import SnapshotTesting
import Testing

// Every suite here uses the one simulated library and the shared players, so they run one at a time.
@Suite("MediaPlayer stand-in: the music library", .serialized)
struct MusicLibraryTests {
    /// A small library: two albums, a compilation track and a podcast episode, added out of order.
    @discardableResult
    static func seed() -> [MPMediaItem] {
        let library = SimulatedMusicLibrary.shared
        library.reset()
        library.authorizationStatus = .authorized
        return library.add([
            .init(title: "So What", artist: "Miles Davis", albumTitle: "Kind of Blue", genre: "Jazz", duration: 562, trackNumber: 1),
            .init(
                title: "The Less I Know the Better", artist: "Tame Impala", albumTitle: "Currents", genre: "Psychedelic", duration: 216,
                trackNumber: 7),
            .init(title: "Blue in Green", artist: "Miles Davis", albumTitle: "Kind of Blue", genre: "Jazz", duration: 337, trackNumber: 3),
            .init(
                title: "Let It Happen", artist: "Tame Impala", albumTitle: "Currents", genre: "Psychedelic", duration: 467, trackNumber: 1,
                artwork: UIImage(systemName: "music.note")),
            .init(
                title: "árbol", artist: "Ana Tijoux", albumTitle: "Vengo", genre: "Hip-Hop", duration: 200, trackNumber: 2,
                isCompilation: true),
            .init(title: "Episode 12", artist: "Host", duration: 3600, mediaType: .podcast, podcastTitle: "Talk Show"),
        ])
    }

    @Test("a fresh library is empty and not determined; a request is declined unless the test chose the answer")
    func authorizationFlow() async {
        let library = SimulatedMusicLibrary.shared
        library.reset()
        #expect(MPMediaLibrary.authorizationStatus() == .notDetermined)
        #expect(library.items.isEmpty)
        library.add(.init(title: "Hidden"))
        #expect(MPMediaQuery.songs().items == [])
        #expect(await MPMediaLibrary.requestAuthorization() == .denied)
        #expect(library.promptsShown == 1)
        #expect(MPMediaQuery.songs().items?.isEmpty == true)

        library.reset()
        library.promptAnswer = .authorized
        let status = await withCheckedContinuation { continuation in
            MPMediaLibrary.requestAuthorization { continuation.resume(returning: $0) }
        }
        #expect(status == .authorized)
        #expect(MPMediaLibrary.authorizationStatus() == .authorized)
        // Asked once: the person is not asked again.
        #expect(await MPMediaLibrary.requestAuthorization() == .authorized)
        #expect(library.promptsShown == 1)
        library.add(.init(title: "Visible"))
        #expect(MPMediaQuery.songs().items?.map(\.title) == ["Visible"])
        #expect(MPMediaLibrary.default() === MPMediaLibrary.default())
        #expect(MPMediaLibrary.default().lastModifiedDate > Date(timeIntervalSinceReferenceDate: 0))
    }

    @Test("songs() finds the music sorted by title, ignoring case, accents and a leading article; podcasts() the episode")
    func songsOrder() {
        Self.seed()
        let songs = MPMediaQuery.songs()
        #expect(songs.groupingType == .title)
        #expect(songs.items?.map(\.title) == ["árbol", "Blue in Green", "The Less I Know the Better", "Let It Happen", "So What"])
        #expect(songs.collections?.count == 5)
        #expect(songs.collections?.allSatisfy { $0.count == 1 } == true)
        #expect(MPMediaQuery.podcasts().collections?.first?.representativeItem?.podcastTitle == "Talk Show")
        #expect(MPMediaQuery.podcasts().groupingType == .podcastTitle)
        #expect(MPMediaQuery().items?.count == 6)
        #expect(MPMediaQuery.compilations().items?.map(\.title) == ["árbol"])
        #expect(MPMediaQuery.songs().itemSections?.map(\.title) == ["A", "B", "L", "S"])
        #expect(MPMediaQuery.songs().itemSections?.map(\.range.length) == [1, 1, 2, 1])
    }

    @Test("albums() groups by album, albums sorted by title and tracks by number; artists() and genres() group too")
    func grouping() throws {
        Self.seed()
        let albums = try #require(MPMediaQuery.albums().collections)
        #expect(albums.map { $0.representativeItem?.albumTitle } == ["Currents", "Kind of Blue", "Vengo"])
        #expect(albums[0].items.map(\.albumTrackNumber) == [1, 7])
        #expect(albums[1].items.map(\.title) == ["So What", "Blue in Green"])
        #expect(albums[1].persistentID == albums[1].representativeItem?.albumPersistentID)
        #expect(MPMediaQuery.albums().items?.first?.title == "Let It Happen")
        let artists = try #require(MPMediaQuery.artists().collections)
        #expect(artists.map { $0.representativeItem?.artist } == ["Ana Tijoux", "Miles Davis", "Tame Impala"])
        #expect(artists.map(\.count) == [1, 2, 2])
        #expect(MPMediaQuery.genres().collections?.map { $0.representativeItem?.genre } == ["Hip-Hop", "Jazz", "Psychedelic"])
        #expect(MPMediaQuery.albumArtists().collections?.count == 3)
        #expect(MPMediaQuery.albums().collectionSections?.map(\.title) == ["C", "K", "V"])
    }

    @Test("persistent IDs are stable across resets and distinct; the library's items carry their metadata")
    func persistentIDs() {
        let first = Self.seed().map(\.persistentID)
        let second = Self.seed().map(\.persistentID)
        #expect(first == second)
        #expect(Set(first).count == first.count)
        #expect(!first.contains(0))
        let twin = SimulatedMusicLibrary.shared.add(.init(title: "So What", artist: "Miles Davis", albumTitle: "Kind of Blue"))
        #expect(!first.contains(twin.persistentID))
        let song = Self.seed()[3]
        #expect(song.playbackDuration == 467)
        #expect(song.albumArtist == "Tame Impala")
        #expect(song.artwork?.image(at: CGSize(width: 40, height: 40)) != nil)
        #expect(song.assetURL != nil)
        #expect(song.mediaType == .music)
        #expect(!song.isCloudItem && !song.hasProtectedAsset && !song.isExplicitItem)
    }

    @Test("predicates filter: equal, contains ignoring case, persistent IDs as numbers; an unknown property matches nothing")
    func predicates() {
        let items = Self.seed()
        let jazz = MPMediaQuery.songs()
        jazz.addFilterPredicate(MPMediaPropertyPredicate(value: "Miles Davis", forProperty: MPMediaItemPropertyArtist))
        #expect(jazz.items?.map(\.title) == ["Blue in Green", "So What"])
        #expect(jazz.filterPredicates?.count == 2)
        jazz.removeFilterPredicate(MPMediaPropertyPredicate(value: "Miles Davis", forProperty: MPMediaItemPropertyArtist))
        #expect(jazz.items?.count == 5)

        let contains = MPMediaQuery(filterPredicates: [
            MPMediaPropertyPredicate(value: "less", forProperty: MPMediaItemPropertyTitle, comparisonType: .contains)
        ])
        #expect(contains.items?.map(\.title) == ["The Less I Know the Better"])
        let exact = MPMediaQuery(filterPredicates: [MPMediaPropertyPredicate(value: "so what", forProperty: MPMediaItemPropertyTitle)])
        #expect(exact.items == [])

        let byID = MPMediaQuery(filterPredicates: [
            MPMediaPropertyPredicate(value: NSNumber(value: items[2].persistentID), forProperty: MPMediaItemPropertyPersistentID)
        ])
        #expect(byID.items == [items[2]])
        let byAlbum = MPMediaQuery(filterPredicates: [
            MPMediaPropertyPredicate(value: items[0].albumPersistentID, forProperty: MPMediaItemPropertyAlbumPersistentID)
        ])
        #expect(byAlbum.items?.count == 2)

        let unknown = MPMediaQuery(filterPredicates: [MPMediaPropertyPredicate(value: "x", forProperty: "NoSuchProperty")])
        #expect(unknown.items == [])
        #expect(unknown.collections == [])
        #expect(!MPMediaItem.canFilter(byProperty: "NoSuchProperty"))
        #expect(MPMediaItem.canFilter(byProperty: MPMediaItemPropertyTitle))
        #expect(!MPMediaItem.canFilter(byProperty: MPMediaItemPropertyPlaybackDuration))
    }

    @Test("value(forProperty:) answers the keys with numbers, strings and artwork; unknown keys nil")
    func valueForProperty() throws {
        let item = Self.seed()[3]
        #expect(item.value(forProperty: MPMediaItemPropertyTitle) as? String == "Let It Happen")
        #expect((item.value(forProperty: MPMediaItemPropertyPersistentID) as? NSNumber)?.uint64Value == item.persistentID)
        #expect((item.value(forProperty: MPMediaItemPropertyPlaybackDuration) as? NSNumber)?.doubleValue == 467)
        #expect((item.value(forProperty: MPMediaItemPropertyAlbumTrackNumber) as? NSNumber)?.intValue == 1)
        #expect(item.value(forProperty: MPMediaItemPropertyArtwork) is MPMediaItemArtwork)
        #expect(item[MPMediaItemPropertyArtist] as? String == "Tame Impala")
        #expect(item.value(forProperty: "NoSuchProperty") == nil)
        var seen: [String] = []
        item.enumerateValues(forProperties: [MPMediaItemPropertyTitle, MPMediaItemPropertyGenre]) { key, _, _ in seen.append(key) }
        #expect(seen.sorted() == [MPMediaItemPropertyGenre, MPMediaItemPropertyTitle])
    }

    @Test("collections: init(items:) keeps order, representativeItem is the first, mediaTypes the union")
    func collections() {
        let items = Self.seed()
        let collection = MPMediaItemCollection(items: [items[5], items[0]])
        #expect(collection.count == 2)
        #expect(collection.representativeItem === items[5])
        #expect(collection.mediaTypes == [.music, .podcast])
        #expect(collection.value(forProperty: MPMediaItemPropertyTitle) as? String == "Episode 12")
        #expect(MPMediaItemCollection(items: []).representativeItem == nil)
    }

    @Test("playlists() finds the seeded playlists by name, with their items")
    func playlists() throws {
        let items = Self.seed()
        let library = SimulatedMusicLibrary.shared
        let id = library.addPlaylist(name: "Road Trip", items: [items[1], items[3]])
        library.addPlaylist(name: "Chill", items: [items[2]], attributes: .smart)
        let playlists = try #require(MPMediaQuery.playlists().collections as? [MPMediaPlaylist])
        #expect(playlists.map(\.name) == ["Chill", "Road Trip"])
        #expect(playlists[1].persistentID == id)
        #expect(playlists[1].items.map(\.title) == ["The Less I Know the Better", "Let It Happen"])
        #expect(playlists[0].playlistAttributes == .smart)
        let named = MPMediaQuery.playlists()
        named.addFilterPredicate(MPMediaPropertyPredicate(value: "Road Trip", forProperty: MPMediaPlaylistPropertyName))
        #expect(named.collections?.count == 1)
    }

    @Test("the player plays a queue: now playing, skipping, state and notifications")
    func player() throws {
        Self.seed()
        let player = MPMusicPlayerController.applicationQueuePlayer
        #expect(player === MPMusicPlayerController.applicationQueuePlayer)
        let center = NotificationCenter.default
        let recorder = NotificationRecorder()
        let observers = [
            center.addObserver(forName: .MPMusicPlayerControllerNowPlayingItemDidChange, object: player, queue: nil) { _ in
                recorder.add("item")
            },
            center.addObserver(forName: .MPMusicPlayerControllerPlaybackStateDidChange, object: player, queue: nil) { _ in
                recorder.add("state")
            },
        ]
        defer {
            observers.forEach(center.removeObserver)
            player.stop()
            player.endGeneratingPlaybackNotifications()
        }
        player.beginGeneratingPlaybackNotifications()
        player.setQueue(with: MPMediaQuery.albums())
        #expect(player.nowPlayingItem == nil)
        #expect(player.indexOfNowPlayingItem == NSNotFound)
        #expect(player.playbackState == .stopped)
        player.play()
        #expect(player.playbackState == .playing)
        #expect(player.nowPlayingItem?.title == "Let It Happen")
        #expect(player.indexOfNowPlayingItem == 0)
        #expect(recorder.names == ["item", "state"])
        player.skipToNextItem()
        #expect(player.nowPlayingItem?.title == "The Less I Know the Better")
        player.skipToPreviousItem()
        player.skipToPreviousItem()
        #expect(player.indexOfNowPlayingItem == 0)
        player.currentPlaybackTime = 30
        player.skipToBeginning()
        #expect(player.currentPlaybackTime == 0)
        player.pause()
        #expect(player.playbackState == .paused)
        player.nowPlayingItem = MPMediaQuery.albums().items?.last
        #expect(player.indexOfNowPlayingItem == 4)
        player.skipToNextItem()
        #expect(player.nowPlayingItem == nil)
        #expect(player.playbackState == .stopped)
        #expect(recorder.names.suffix(4) == ["state", "item", "item", "state"])

        player.repeatMode = .all
        defer { player.repeatMode = .default }
        player.setQueue(with: ["store-1"])
        player.play()
        #expect(player.nowPlayingItem == nil)
        #expect(player.playbackState == .stopped)
        player.setQueue(with: MPMediaItemCollection(items: Array(MPMediaQuery.songs().items!.prefix(2))))
        player.prepareToPlay()
        #expect(player.isPreparedToPlay)
        #expect(player.nowPlayingItem?.title == "árbol")
        player.play()
        player.skipToNextItem()
        player.skipToNextItem()
        #expect(player.nowPlayingItem?.title == "árbol")
        #expect(MPMusicPlayerController.systemMusicPlayer !== MPMusicPlayerController.applicationMusicPlayer)
    }

    @MainActor
    @Test("777's shape compiles: a static current item, toTrack with String(persistentID), songs().items?.map")
    func appShapeCompiles() {
        Self.seed()
        let tracks = MusicLibraryService.loadTracks()
        #expect(tracks.map(\.name).first == "árbol")
        #expect(tracks.allSatisfy { UInt64($0.id) != nil })
        MusicLibraryService.mediaItemTrack = MPMediaQuery.songs().items?.first
        #expect(MusicLibraryService.mediaItemTrack?.title == "árbol")
        MusicLibraryService.mediaItemTrack = nil
    }

    @MainActor
    @Test("a SwiftUI Library list fed from a seeded query draws as a music list, light and dark")
    func libraryList() {
        Self.seed()
        for scheme in [ColorScheme.light, .dark] {
            assertSnapshot(
                of: AnyView(LibraryScreen()),
                as: .image(layout: .device(config: .iPhone13Pro), traits: UITraitCollection(userInterfaceStyle: scheme)),
                named: scheme == .light ? "light" : "dark")
        }
    }
}

// The picker reads the same simulated library, so its test runs in the library's serialized suite.
extension MusicLibraryTests {
    @MainActor
    @Test("the picker offers the library's items of its kinds and tells its delegate what was picked or cancelled")
    func pickAndCancel() {
        Self.seed()
        let picker = MPMediaPickerController(mediaTypes: .music)
        let delegate = PickerDelegate()
        picker.delegate = delegate
        picker.allowsPickingMultipleItems = true
        picker.prompt = "Add songs to the playlist"
        #expect(picker.offeredItems.map(\.title) == MPMediaQuery.songs().items?.map(\.title))
        #expect(MPMediaPickerController(mediaTypes: .podcast).offeredItems.map(\.title) == ["Episode 12"])
        #expect(MPMediaPickerController().mediaTypes == .any)
        #expect(picker.contentView != nil)
        picker.pick(Array(picker.offeredItems.prefix(2)))
        #expect(delegate.picked == [["árbol", "Blue in Green"]])
        picker.cancel()
        #expect(delegate.cancelled == 1)
    }

    @MainActor
    @Test("the picker draws the library's songs under its prompt, with Cancel and Done")
    func pickerDrawing() {
        Self.seed()
        let picker = MPMediaPickerController(mediaTypes: .music)
        picker.allowsPickingMultipleItems = true
        picker.prompt = "Add Songs"
        let device = Device.iPhone13Pro.applying(UITraitCollection(userInterfaceStyle: .light))
        assertSnapshot(of: picker, as: .image(on: device), named: "light")
    }
}

private final class PickerDelegate: NSObject, MPMediaPickerControllerDelegate {
    var picked: [[String]] = []
    var cancelled = 0

    func mediaPicker(_ mediaPicker: MPMediaPickerController, didPickMediaItems mediaItemCollection: MPMediaItemCollection) {
        picked.append(mediaItemCollection.items.map { $0.title ?? "" })
    }

    func mediaPickerDidCancel(_ mediaPicker: MPMediaPickerController) { cancelled += 1 }
}

/// What the notification observers saw, in order.
private final class NotificationRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var seen: [String] = []
    var names: [String] { lock.withLock { seen } }
    func add(_ name: String) { lock.withLock { seen.append(name) } }
}

// The shape of the music-player app's library code (issue 27, held-out screen 777), written as the app writes it.
private struct Track: Identifiable {
    let id: String
    let name: String
    let artist: String
    let duration: TimeInterval
}

// Main-actor as the app's classes are under Swift 6 (its Swift 5 mode needs no annotation for the static var).
@MainActor
private class MusicLibraryService {
    static var mediaItemTrack: MPMediaItem?

    class func toTrack(_ item: MPMediaItem) -> Track {
        Track(id: String(item.persistentID), name: item.title ?? "", artist: item.artist ?? "Unknown", duration: item.playbackDuration)
    }

    class func loadTracks() -> [Track] {
        let query = MPMediaQuery.songs()
        return query.items?.map { item in toTrack(item) } ?? []
    }
}

/// A "Library" screen as music apps write one: songs from the library, title over artist, with the length.
private struct LibraryScreen: View {
    let songs = MPMediaQuery.songs().items ?? []

    var body: some View {
        NavigationStack {
            List(songs, id: \.persistentID) { song in
                HStack(spacing: 12) {
                    Image(systemName: "music.note")
                        .frame(width: 44, height: 44)
                        .background(Color.secondary.opacity(0.2), in: RoundedRectangle(cornerRadius: 6))
                    VStack(alignment: .leading, spacing: 2) {
                        Text(song.title ?? "").font(.body)
                        Text(song.artist ?? "Unknown Artist").font(.subheadline).foregroundStyle(.secondary)
                    }
                    Spacer()
                    Text(String(format: "%d:%02d", Int(song.playbackDuration) / 60, Int(song.playbackDuration) % 60))
                        .font(.subheadline.monospacedDigit())
                        .foregroundStyle(.secondary)
                }
            }
            .navigationTitle("Library")
        }
    }
}
