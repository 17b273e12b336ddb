import Foundation

/// A collection of music items, as MusicKit's `MusicItemCollection`: what requests answer with, and an item's
/// relationships (`album.tracks`). A collection from the simulated catalog knows whether more items match
/// (``hasNextBatch``) and fetches them (``nextBatch(limit:)``).
public struct MusicItemCollection<MusicItemType: MusicItem>: RandomAccessCollection, Hashable, Sendable,
    ExpressibleByArrayLiteral, CustomStringConvertible
{
    /// Fetches the next batch, of at most the given number of items (its default when nil).
    typealias BatchLoader = @Sendable (Int?) async throws -> MusicItemCollection<MusicItemType>?

    private let items: [MusicItemType]
    /// The collection's title, when it has one (a chart's, a section's).
    public let title: String?
    private let batchLoader: BatchLoader?

    /// A collection of `elements`.
    public init<S: Sequence>(_ elements: S) where S.Element == MusicItemType {
        self.init(items: Array(elements), title: nil, batchLoader: nil)
    }

    /// A collection of the items written.
    public init(arrayLiteral elements: MusicItemType...) { self.init(elements) }

    init(items: [MusicItemType], title: String? = nil, batchLoader: BatchLoader?) {
        self.items = items
        self.title = title
        self.batchLoader = batchLoader
    }

    /// The first position.
    public var startIndex: Int { items.startIndex }
    /// Past the last position.
    public var endIndex: Int { items.endIndex }
    /// The item at `position`.
    public subscript(position: Int) -> MusicItemType { items[position] }

    /// Whether more items follow this batch.
    public var hasNextBatch: Bool { batchLoader != nil }

    /// The batch after this one (`limit` items at most; the request's limit when nil), or nil when there is none.
    public func nextBatch(limit: Int? = nil) async throws -> MusicItemCollection<MusicItemType>? {
        guard let batchLoader else { return nil }
        return try await batchLoader(limit)
    }

    /// The same items and title.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.items == rhs.items && lhs.title == rhs.title }
    /// Hashes the items and title.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(items)
        hasher.combine(title)
    }

    /// `MusicItemCollection<Album>(…)` with the items.
    public var description: String { "MusicItemCollection<\(MusicItemType.self)>(\(items.map { "\($0.id)" }.joined(separator: ", ")))" }
}

extension MusicItemCollection: Codable where MusicItemType: Codable {
    private enum CodingKeys: String, CodingKey { case data, title }

    /// Decodes `{"data": [...]}`, the shape of Apple Music API's resource collections (items in napkin's form).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            items: try container.decode([MusicItemType].self, forKey: .data),
            title: try container.decodeIfPresent(String.self, forKey: .title), batchLoader: nil)
    }

    /// Encodes `{"data": [...]}`; the next batch is not encoded.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(items, forKey: .data)
        try container.encodeIfPresent(title, forKey: .title)
    }
}
