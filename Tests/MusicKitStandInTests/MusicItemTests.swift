import Foundation
import MusicKit
import NapkinUI
import Testing

extension MusicKitStandInTests {
    @Suite("MusicKit stand-in: items")
    struct ItemTests {
        @Test("items, identifiers and collections are Codable and Hashable, and round-trip through JSON")
        func codableAndHashable() throws {
            let id: MusicItemID = "1421090160"
            #expect(id.rawValue == "1421090160")
            #expect(try JSONEncoder().encode(id) == Data(#""1421090160""#.utf8))

            let album = MusicFixtures.swimming
            let decoded = try JSONDecoder().decode(Album.self, from: JSONEncoder().encode(album))
            #expect(decoded == album)
            #expect(decoded.hashValue == album.hashValue)
            #expect(decoded.artwork?.backgroundColor == MusicFixtures.color(0x6fa3c8))
            #expect(Set([album, decoded, MusicFixtures.circles]).count == 2)

            let collection: MusicItemCollection<Album> = [MusicFixtures.circles, MusicFixtures.kids]
            let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(collection)) as? [String: Any]
            #expect((json?["data"] as? [Any])?.count == 2)
            #expect(try JSONDecoder().decode(MusicItemCollection<Album>.self, from: JSONEncoder().encode(collection)) == collection)

            let track = Track.song(MusicFixtures.selfCare)
            #expect(try JSONDecoder().decode(Track.self, from: JSONEncoder().encode(track)) == track)
            #expect(track.id == "1421090180")
            #expect(track.trackNumber == 4)
            #expect(MusicSubscription.subscriber != MusicSubscription.notSubscribed)
        }

        @Test("artwork serves a PNG drawn in its background colour at the size asked, a given file as is, or no URL")
        func artwork() throws {
            let artwork = try #require(MusicFixtures.swimming.artwork)
            let url = try #require(artwork.url(width: 100, height: 100))
            #expect(url.isFileURL)
            let image = try #require(UIImage(contentsOfFile: url.path))
            #expect(image.size == CGSize(width: 100, height: 100))
            #expect(artwork.url(width: 100, height: 100) == url)
            #expect(Artwork().url(width: 100, height: 100) == nil)
            let given = URL(fileURLWithPath: "/tmp/cover.png")
            #expect(Artwork(imageURL: given).url(width: 10, height: 10) == given)
            #expect(artwork.maximumWidth == 1200)
        }

        @MainActor
        @Test("ArtworkImage draws the artwork at the size asked, one side giving the other")
        func artworkImage() throws {
            let artwork = try #require(MusicFixtures.swimming.artwork)
            let image = try #require(ImageRenderer(content: ArtworkImage(artwork, width: 40)).cgImage)
            #expect(image.width == 40 && image.height == 40)
            let placeholder = try #require(ImageRenderer(content: ArtworkImage(Artwork(), width: 30, height: 20)).cgImage)
            #expect(placeholder.width == 30 && placeholder.height == 20)
        }
    }
}
