import Foundation
import MusicKit
import NapkinUI
import Testing

/// The serialized root of the MusicKit stand-in's suites: they share the process's ``SimulatedAppleMusic``.
@Suite("MusicKit stand-in", .serialized)
struct MusicKitStandInTests {}

/// A small catalog: albums of two artists with diacritics, songs, an artist, a playlist.
enum MusicFixtures {
    static func color(_ hex: UInt32) -> CGColor {
        CGColor(
            red: CGFloat((hex >> 16) & 0xff) / 255, green: CGFloat((hex >> 8) & 0xff) / 255, blue: CGFloat(hex & 0xff) / 255, alpha: 1)
    }

    static let date = Date(timeIntervalSince1970: 1_533_859_200)  // 2018-08-10

    static let selfCare = Song(
        id: "1421090180", title: "Self Care", artistName: "Mac Miller", albumTitle: "Swimming", duration: 345, genreNames: ["Hip-Hop/Rap"],
        trackNumber: 4, isrc: "USWB11801554")
    static let ladders = Song(
        id: "1421090190", title: "Ladders", artistName: "Mac Miller", albumTitle: "Swimming", duration: 287, trackNumber: 5)
    static let macMiller = Artist(id: "419944559", name: "Mac Miller", genreNames: ["Hip-Hop/Rap"])

    static let swimming = Album(
        id: "1421090160", title: "Swimming", artistName: "Mac Miller", artwork: Artwork(backgroundColor: color(0x6fa3c8)),
        releaseDate: date, genreNames: ["Hip-Hop/Rap", "Music"], upc: "00602567896124",
        tracks: [.song(selfCare), .song(ladders)], artists: [macMiller])
    static let circles = Album(
        id: "1494290813", title: "Circles", artistName: "Mac Miller", artwork: Artwork(backgroundColor: color(0xd9c9a3)),
        genreNames: ["Hip-Hop/Rap"], trackCount: 12)
    static let kids = Album(
        id: "1440778521", title: "K.I.D.S.", artistName: "Mac Miller", artwork: Artwork(backgroundColor: color(0xe46c3a)), trackCount: 16)
    static let lemonade = Album(
        id: "1443063574", title: "Lemonade", artistName: "Beyoncé", artwork: Artwork(backgroundColor: color(0x2b2b2b)), trackCount: 12)
    static let cuvee = Album(id: "1000000001", title: "Cuvée Swimming Pool", artistName: "Café Ensemble", trackCount: 8)
    static let essentials = Playlist(
        id: "pl.b4a0a5e1", name: "Mac Miller Essentials", curatorName: "Apple Music Hip-Hop", tracks: [.song(selfCare)])

    static let catalog: [any MusicItem] = [swimming, circles, kids, lemonade, cuvee, selfCare, ladders, macMiller, essentials]

    /// An authorized app over the catalog.
    static func seed() {
        SimulatedAppleMusic.shared.reset()
        SimulatedAppleMusic.shared.authorizationStatus = .authorized
        SimulatedAppleMusic.shared.catalog = catalog
    }
}
