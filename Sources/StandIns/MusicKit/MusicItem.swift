import Foundation

/// The identifier of a music item, as MusicKit's `MusicItemID`: a string (`"1440881121"`, `"pl.u-76oN0LeIve30Yy"`),
/// written as a string literal.
public struct MusicItemID: RawRepresentable, Hashable, Codable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The identifier's text.
    public let rawValue: String

    /// The identifier `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The identifier `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The identifier written as a literal.
    public init(stringLiteral value: String) { self.rawValue = value }

    /// Encoded as its text alone, as Apple Music API's `id` fields are.
    public init(from decoder: any Decoder) throws { rawValue = try decoder.singleValueContainer().decode(String.self) }

    /// Encodes the text alone.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// The text.
    public var description: String { rawValue }
}

/// A music item, as MusicKit's `MusicItem`: an album, a song, an artist, a playlist…
public protocol MusicItem: Identifiable, Hashable, Sendable where ID == MusicItemID {
    /// The item's identifier.
    var id: MusicItemID { get }
}

/// An item a ``MusicCatalogSearchRequest`` can ask for, as MusicKit's `MusicCatalogSearchable`.
public protocol MusicCatalogSearchable: MusicItem {}

/// An item a ``MusicCatalogResourceRequest`` can find by one of its properties, as MusicKit's `FilterableMusicItem`.
public protocol FilterableMusicItem: MusicItem {
    /// The properties a request filters on (`\.id`, `\.upc`…).
    associatedtype FilterType
}

/// An item a ``MusicLibraryRequest`` can ask for, as MusicKit's `MusicLibraryRequestable` (iOS 16).
public protocol MusicLibraryRequestable: MusicItem {
    /// The properties a library request filters on.
    associatedtype LibraryFilter
}

/// An item a ``MusicRecentlyPlayedRequest`` can ask for, as MusicKit's `MusicRecentlyPlayedRequestable` (iOS 16).
public protocol MusicRecentlyPlayedRequestable: MusicItem {}

/// An item a music player can play, as MusicKit's `PlayableMusicItem`.
public protocol PlayableMusicItem: MusicItem {
    /// What a player needs to play the item.
    var playParameters: PlayParameters? { get }
}

/// An item whose properties and relationships load on request (`album.with(.tracks)`), as MusicKit's
/// `MusicPropertyContainer`.
public protocol MusicPropertyContainer {}

/// What a player needs to play an item, as MusicKit's `PlayParameters`: opaque to apps, Codable.
public struct PlayParameters: Hashable, Codable, Sendable {
    /// The item's identifier.
    public var id: MusicItemID
    /// The item's kind: `"album"`, `"song"`, `"playlist"`….
    public var kind: String
    /// Whether the item is in the person's library.
    public var isLibrary: Bool

    /// The parameters of the item `id` of `kind` (a napkin addition: MusicKit's make themselves).
    public init(id: MusicItemID, kind: String, isLibrary: Bool = false) {
        self.id = id
        self.kind = kind
        self.isLibrary = isLibrary
    }
}

/// A property that loads asynchronously, here a relationship (`.tracks`, `.artists`…), named as a request's
/// `properties` and `with(_:)` take it, as MusicKit's `PartialMusicAsyncProperty`.
public class PartialMusicAsyncProperty<Root>: @unchecked Sendable, Hashable, CustomStringConvertible {
    // Sound: immutable after init.
    let name: String

    init(_ name: String) { self.name = name }

    /// The same relationship.
    public static func == (lhs: PartialMusicAsyncProperty, rhs: PartialMusicAsyncProperty) -> Bool { lhs.name == rhs.name }
    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
    /// The relationship's name.
    public var description: String { name }
}

/// What every item type does with relationships: the ones it keeps and shows once loaded.
protocol RelationshipLoading: MusicItem {
    /// The item with `names` loaded (the relationships it was seeded with, now visible).
    func loading(_ names: Set<String>) -> Self
}

extension RelationshipLoading {
    /// The item with `properties` loaded, for `with(_:)` and requests' `properties`.
    func loaded(_ properties: [PartialMusicAsyncProperty<Self>]) -> Self {
        loading(Set(properties.map(\.name)))
    }
}

/// What filters match against: the item's properties as its filter type holds them.
protocol FilterSnapshotting {
    /// The item's `FilterType` value (or `LibraryFilter`).
    var filterSnapshot: Any { get }
}
