import Foundation
import MusicKit
import NapkinUI
import SnapshotTesting
import Testing

/// A search screen's manager as music apps write one: it asks for access, then searches albums by term and
/// publishes them, or a message.
@MainActor
private final class AlbumSearchManager: ObservableObject {
    @Published var albums: [Album] = []
    @Published var errorMessage: String?
    @Published var status: MusicAuthorization.Status = MusicAuthorization.currentStatus

    func search(_ term: String) async {
        var status = MusicAuthorization.currentStatus
        if status != .authorized {
            status = await MusicAuthorization.request()
        }
        self.status = status
        guard status == .authorized else {
            errorMessage = "Music access not authorized."
            return
        }
        do {
            var request = MusicCatalogSearchRequest(term: term, types: [Album.self])
            request.limit = 25
            let response = try await request.response()
            albums = Array(response.albums)
            errorMessage = nil
        } catch {
            errorMessage = error.localizedDescription
        }
    }

    func canPlayCatalog() async -> Bool {
        (try? await MusicSubscription.current)?.canPlayCatalogContent ?? false
    }
}

/// A grid of album covers with their titles and artists.
private struct AlbumGrid: View {
    let albums: [Album]

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: [GridItem(.flexible(), spacing: 16), GridItem(.flexible(), spacing: 16)], spacing: 20) {
                    ForEach(albums) { album in
                        VStack(alignment: .leading, spacing: 4) {
                            AsyncImage(url: album.artwork?.url(width: 300, height: 300)) { image in
                                image.resizable().scaledToFill()
                            } placeholder: {
                                Rectangle().fill(.secondary.opacity(0.2))
                            }
                            .aspectRatio(1, contentMode: .fit)
                            .clipShape(RoundedRectangle(cornerRadius: 8))
                            Text(album.title).font(.headline).lineLimit(1)
                            Text(album.artistName).font(.subheadline).foregroundStyle(.secondary).lineLimit(1)
                        }
                    }
                }
                .padding()
            }
            .navigationTitle("Albums")
        }
    }
}

/// A "Join Apple Music" button that presents the subscription offer.
private struct JoinButton: View {
    @Binding var showsOffer: Bool

    var body: some View {
        Button("Join Apple Music") { showsOffer = true }
            .musicSubscriptionOffer(
                isPresented: $showsOffer,
                options: {
                    var options = MusicSubscriptionOffer.Options(); options.messageIdentifier = .join; return options
                }())
    }
}

/// Holds the button's flag, as a screen's state would.
@MainActor
private final class OfferFlag {
    var isPresented = true
}

extension MusicKitStandInTests {
    @MainActor
    @Suite("MusicKit stand-in: screens")
    struct ScreenTests {
        @Test("a manager in a music screen's shape asks for access, searches albums and publishes them; declined, it says so")
        func searchManager() async {
            MusicFixtures.seed()
            defer { SimulatedAppleMusic.shared.reset() }
            SimulatedAppleMusic.shared.authorizationStatus = .notDetermined
            let declined = AlbumSearchManager()
            await declined.search("Mac Miller")
            #expect(declined.errorMessage == "Music access not authorized.")
            #expect(declined.status == .denied)

            SimulatedAppleMusic.shared.authorizationStatus = .notDetermined
            SimulatedAppleMusic.shared.promptAnswer = .authorized
            let manager = AlbumSearchManager()
            await manager.search("Mac Miller")
            #expect(manager.errorMessage == nil)
            #expect(manager.albums.map(\.title) == ["Swimming", "Circles", "K.I.D.S."])
            #expect(await manager.canPlayCatalog() == false)
            SimulatedAppleMusic.shared.subscription = .subscriber
            #expect(await manager.canPlayCatalog())
        }

        @Test("the application player plays an album's tracks from the queue, pauses and skips")
        func player() async throws {
            MusicFixtures.seed()
            defer { SimulatedAppleMusic.shared.reset() }
            let player = ApplicationMusicPlayer.shared
            player.queue = [MusicFixtures.swimming]
            #expect(player.queue.entries.map(\.title) == ["Self Care", "Ladders"])
            try await player.play()
            #expect(player.state.playbackStatus == .playing)
            #expect(player.queue.currentEntry?.title == "Self Care")
            player.pause()
            #expect(player.state.playbackStatus == .paused)
            try await player.skipToNextEntry()
            #expect(player.queue.currentEntry?.title == "Ladders")
            player.stop()
            #expect(player.state.playbackStatus == .stopped)

            SimulatedAppleMusic.shared.authorizationStatus = .denied
            await #expect(throws: MusicTokenRequestError.permissionDenied) { try await player.play() }
            player.queue = []
        }

        @Test("an album grid fed by a seeded search, covers drawn by the simulation or as placeholders, light and dark")
        func albumGrid() async throws {
            MusicFixtures.seed()
            defer { SimulatedAppleMusic.shared.reset() }
            let albums = try await MusicCatalogSearchRequest(term: "s", types: [Album.self]).response().albums
            #expect(albums.count == 4)
            for scheme in [ColorScheme.light, .dark] {
                assertSnapshot(
                    of: AlbumGrid(albums: Array(albums)),
                    as: .image(layout: .device(config: .iPhone13Pro), traits: UITraitCollection(userInterfaceStyle: scheme)),
                    named: scheme == .light ? "light" : "dark")
            }
        }

        @Test("the subscription offer is recorded with its options and closes at once, as when the person closes it")
        func subscriptionOffer() {
            SimulatedAppleMusic.shared.reset()
            defer { SimulatedAppleMusic.shared.reset() }
            let flag = OfferFlag()
            let binding = Binding(get: { flag.isPresented }, set: { flag.isPresented = $0 })
            let window = Window(device: .iPhoneSE)
            window.rootViewController = HostingController(rootView: JoinButton(showsOffer: binding))
            _ = window.layoutDescription()
            #expect(!flag.isPresented)
            #expect(SimulatedAppleMusic.shared.subscriptionOffers.map(\.messageIdentifier) == [.join])
        }
    }
}
