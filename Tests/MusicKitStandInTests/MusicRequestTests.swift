import Foundation
import MusicKit
import Testing

extension MusicKitStandInTests {
    @Suite("MusicKit stand-in: catalog, library and data requests")
    struct RequestTests {
        @Test("a search finds the types asked for, by title or artist, ignoring case and diacritics, exact titles first")
        func search() async throws {
            MusicFixtures.seed()
            defer { SimulatedAppleMusic.shared.reset() }
            let response = try await MusicCatalogSearchRequest(term: "mac miller", types: [Album.self, Artist.self]).response()
            #expect(response.albums.map(\.title) == ["Swimming", "Circles", "K.I.D.S."])
            #expect(response.artists.map(\.name) == ["Mac Miller"])
            #expect(response.songs.isEmpty)
            #expect(response.playlists.isEmpty)

            let accents = try await MusicCatalogSearchRequest(term: "BEYONCE", types: [Album.self]).response()
            #expect(accents.albums.map(\.title) == ["Lemonade"])

            let swimming = try await MusicCatalogSearchRequest(term: "swimming", types: [Album.self, Song.self, Playlist.self]).response()
            #expect(swimming.albums.map(\.title) == ["Swimming", "Cuvée Swimming Pool"])
            #expect(swimming.songs.isEmpty)

            let songs = try await MusicCatalogSearchRequest(term: "self care", types: [Song.self, Playlist.self]).response()
            #expect(songs.songs.first == MusicFixtures.selfCare)
            #expect(songs.playlists.isEmpty)
            #expect(songs.albums.isEmpty)
        }

        @Test("the limit caps each kind; the next batch brings the rest; no match is empty")
        func limitAndBatches() async throws {
            MusicFixtures.seed()
            defer { SimulatedAppleMusic.shared.reset() }
            var request = MusicCatalogSearchRequest(term: "Miller", types: [Album.self])
            request.limit = 2
            let first = try await request.response().albums
            #expect(first.map(\.title) == ["Swimming", "Circles"])
            #expect(first.hasNextBatch)
            let second = try #require(try await first.nextBatch())
            #expect(second.map(\.title) == ["K.I.D.S."])
            #expect(!second.hasNextBatch)
            #expect(try await second.nextBatch() == nil)

            request.offset = 1
            #expect(try await request.response().albums.map(\.title) == ["Circles", "K.I.D.S."])

            let none = try await MusicCatalogSearchRequest(term: "Radiohead", types: [Album.self, Song.self]).response()
            #expect(none.albums.isEmpty && none.songs.isEmpty && !none.albums.hasNextBatch)
            #expect(try await MusicCatalogSearchRequest(term: "   ", types: [Album.self]).response().albums.isEmpty)
        }

        @Test("without a seeded catalog a search throws developerTokenRequestFailed saying to seed it; unauthorized, permissionDenied")
        func unseededCatalog() async throws {
            SimulatedAppleMusic.shared.reset()
            defer { SimulatedAppleMusic.shared.reset() }
            let request = MusicCatalogSearchRequest(term: "Swimming", types: [Album.self])
            await #expect(throws: MusicTokenRequestError.permissionDenied) { try await request.response() }
            SimulatedAppleMusic.shared.authorizationStatus = .authorized
            let error = await #expect(throws: MusicTokenRequestError.developerTokenRequestFailed) { try await request.response() }
            #expect(error?.localizedDescription.contains("SimulatedAppleMusic.shared.catalog") == true)
            SimulatedAppleMusic.shared.catalog = []
            #expect(try await request.response().albums.isEmpty)
        }

        @Test("a resource request finds items by id or UPC and loads the properties asked for; with(_:) loads relationships")
        func resourceRequest() async throws {
            MusicFixtures.seed()
            defer { SimulatedAppleMusic.shared.reset() }
            var request = MusicCatalogResourceRequest<Album>(matching: \.id, equalTo: "1421090160")
            let plain = try #require(try await request.response().items.first)
            #expect(plain.title == "Swimming")
            #expect(plain.tracks == nil)
            request.properties = [.tracks, .artists]
            let loaded = try #require(try await request.response().items.first)
            #expect(loaded.tracks?.map(\.title) == ["Self Care", "Ladders"])
            #expect(loaded.artists?.first?.name == "Mac Miller")

            let byUPC = try await MusicCatalogResourceRequest<Album>(matching: \.upc, equalTo: "00602567896124").response()
            #expect(byUPC.items.map(\.id) == ["1421090160"])
            let several = try await MusicCatalogResourceRequest<Album>(matching: \.id, memberOf: ["1494290813", "1443063574", "404"])
                .response()
            #expect(several.items.map(\.title) == ["Circles", "Lemonade"])
            let song = try await MusicCatalogResourceRequest<Song>(matching: \.isrc, equalTo: "USWB11801554").response()
            #expect(song.items.first?.title == "Self Care")

            let withTracks = try await plain.with(.tracks)
            #expect(withTracks.tracks?.count == 2)
            #expect(withTracks.tracks?.first?.duration == 345)
            #expect(withTracks.genres == nil)
            let playlist = try await MusicFixtures.essentials.with([.tracks])
            #expect(playlist.tracks?.map(\.id) == ["1421090180"])
        }

        @Test("library and recently-played requests answer from the simulated library, filtered and limited; MusicLibrary adds to it")
        func libraryRequest() async throws {
            MusicFixtures.seed()
            defer { SimulatedAppleMusic.shared.reset() }
            SimulatedAppleMusic.shared.library = [MusicFixtures.swimming, MusicFixtures.lemonade, MusicFixtures.selfCare]
            SimulatedAppleMusic.shared.recentlyPlayed = [MusicFixtures.lemonade, MusicFixtures.essentials, MusicFixtures.swimming]
            #expect(try await MusicLibraryRequest<Album>().response().items.map(\.title) == ["Swimming", "Lemonade"])
            var request = MusicLibraryRequest<Album>()
            request.filter(matching: \.artistName, contains: "beyonce")
            #expect(try await request.response().items.map(\.title) == ["Lemonade"])
            var byID = MusicLibraryRequest<Song>()
            byID.filter(matching: \.id, equalTo: "1421090180")
            #expect(try await byID.response().items.map(\.title) == ["Self Care"])
            var limited = MusicLibraryRequest<Album>()
            limited.limit = 1
            let page = try await limited.response().items
            #expect(page.count == 1 && page.hasNextBatch)

            #expect(try await MusicRecentlyPlayedRequest<Album>().response().items.map(\.title) == ["Lemonade", "Swimming"])
            #expect(try await MusicRecentlyPlayedRequest<Playlist>().response().items.count == 1)

            try await MusicLibrary.shared.add(MusicFixtures.circles)
            try await MusicLibrary.shared.add(MusicFixtures.circles)
            #expect(try await MusicLibraryRequest<Album>().response().items.map(\.title) == ["Swimming", "Lemonade", "Circles"])
            let mix = try await MusicLibrary.shared.createPlaylist(name: "Road Trip", items: [.song(MusicFixtures.ladders)])
            #expect(try await MusicLibraryRequest<Playlist>().response().items.map(\.id) == [mix.id])

            SimulatedAppleMusic.shared.authorizationStatus = .denied
            await #expect(throws: MusicTokenRequestError.permissionDenied) { try await MusicLibraryRequest<Album>().response() }
            await #expect(throws: MusicLibrary.Error.permissionDenied) { try await MusicLibrary.shared.add(MusicFixtures.kids) }
        }

        @Test("a data request answers only with data given for its path, else a typed 404 saying what to do")
        func dataRequest() async throws {
            MusicFixtures.seed()
            defer { SimulatedAppleMusic.shared.reset() }
            let url = try #require(URL(string: "https://api.music.apple.com/v1/catalog/us/albums/1421090160"))
            let request = MusicDataRequest(urlRequest: URLRequest(url: url))
            let error = await #expect(throws: MusicDataRequest.Error.self) { try await request.response() }
            #expect(error?.status == 404)
            #expect(error?.code == 40400)
            #expect(error?.detailText.contains("provideData") == true)

            let body = Data(#"{"data":[]}"#.utf8)
            SimulatedAppleMusic.shared.provideData(body, for: url)
            let response = try await request.response()
            #expect(response.data == body)
            #expect(response.urlResponse.statusCode == 200)
        }
    }
}
