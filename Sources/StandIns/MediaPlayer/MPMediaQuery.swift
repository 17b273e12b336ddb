import Foundation

/// A condition a query's items meet, as MediaPlayer's `MPMediaPredicate` (the base of ``MPMediaPropertyPredicate``).
open class MPMediaPredicate: NSObject, @unchecked Sendable {
    override init() {
        super.init()
    }

    func matches(_ item: MPMediaItem) -> Bool { true }
}

/// A condition on one property of the items, as MediaPlayer's `MPMediaPropertyPredicate`: equal to a value, or
/// (for strings) containing it, ignoring case and diacritics. A predicate on a property queries cannot filter by
/// (see ``MPMediaEntity/canFilter(byProperty:)``) matches nothing, as with MediaPlayer.
open class MPMediaPropertyPredicate: MPMediaPredicate, @unchecked Sendable {
    // Unchecked: the value is fixed at creation.

    /// The property compared.
    public let property: String
    /// The value compared with.
    public let value: Any?
    /// How they are compared.
    public let comparisonType: MPMediaPredicateComparison

    private init(value: Any?, property: String, comparisonType: MPMediaPredicateComparison) {
        self.value = value
        self.property = property
        self.comparisonType = comparisonType
        super.init()
    }

    /// Items whose `property` equals `value`.
    public convenience init(value: Any?, forProperty property: String) {
        self.init(value: value, property: property, comparisonType: .equalTo)
    }

    /// Items whose `property` compares with `value` as `comparisonType` says.
    public convenience init(value: Any?, forProperty property: String, comparisonType: MPMediaPredicateComparison) {
        self.init(value: value, property: property, comparisonType: comparisonType)
    }

    /// A predicate (MediaPlayer's class method, as Objective-C apps call it).
    open class func predicate(withValue value: Any?, forProperty property: String) -> MPMediaPropertyPredicate {
        MPMediaPropertyPredicate(value: value, forProperty: property)
    }

    /// A predicate comparing as `comparisonType` says (MediaPlayer's class method).
    open class func predicate(
        withValue value: Any?, forProperty property: String, comparisonType: MPMediaPredicateComparison
    ) -> MPMediaPropertyPredicate {
        MPMediaPropertyPredicate(value: value, forProperty: property, comparisonType: comparisonType)
    }

    /// Whether the predicate is about a playlist rather than its items.
    var isPlaylistPredicate: Bool { MediaProperties.playlistKeys.contains(property) }

    override func matches(_ item: MPMediaItem) -> Bool {
        guard MediaProperties.filterable.contains(property), !isPlaylistPredicate else { return false }
        return matches(value: item.value(forProperty: property))
    }

    func matches(playlist: MPMediaPlaylist) -> Bool {
        guard MediaProperties.filterable.contains(property) else { return false }
        return matches(value: playlist.value(forProperty: property))
    }

    private func matches(value actual: Any?) -> Bool {
        if property == MPMediaItemPropertyMediaType {
            // A media-type predicate matches items of any of the kinds given, as `songs()` matches music that is also
            // a podcast.
            guard let wanted = Self.number(value)?.uint64Value, let kinds = Self.number(actual)?.uint64Value else { return false }
            return kinds & wanted != 0
        }
        if let wanted = value as? String {
            guard let actual = actual as? String else { return false }
            switch comparisonType {
            case .equalTo: return actual == wanted
            case .contains: return actual.range(of: wanted, options: [.caseInsensitive, .diacriticInsensitive]) != nil
            }
        }
        if let wanted = Self.number(value) {
            guard let actual = Self.number(actual) else { return false }
            return actual == wanted
        }
        if value == nil { return actual == nil }
        return false
    }

    /// `value` as a number, whatever integer, floating-point or Boolean type it was given as.
    private static func number(_ value: Any?) -> NSNumber? {
        switch value {
        case let number as NSNumber: number
        case let value as UInt64: NSNumber(value: value)
        case let value as Int: NSNumber(value: value)
        case let value as UInt: NSNumber(value: value)
        case let value as Int64: NSNumber(value: value)
        case let value as Double: NSNumber(value: value)
        case let value as Bool: NSNumber(value: value)
        case let value as MPMediaType: NSNumber(value: value.rawValue)
        case let value as MPMediaPlaylistAttribute: NSNumber(value: value.rawValue)
        default: nil
        }
    }

    private var valueDescription: String { value.map { String(describing: $0) } ?? "nil" }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? MPMediaPropertyPredicate else { return false }
        return other.property == property && other.comparisonType == comparisonType && other.valueDescription == valueDescription
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(property)
        hasher.combine(comparisonType)
        hasher.combine(valueDescription)
        return hasher.finalize()
    }

    open override var description: String {
        "<MPMediaPropertyPredicate \(property) \(comparisonType == .equalTo ? "==" : "contains") \(valueDescription)>"
    }
}

/// A run of a query's results that share a first letter, for an index down the side of a list, as MediaPlayer's
/// `MPMediaQuerySection`.
open class MPMediaQuerySection: NSObject, @unchecked Sendable {
    /// The section's title (a letter, or "#" for titles not starting with one).
    public let title: String
    /// Where the section's results are in the query's ``MPMediaQuery/items`` or ``MPMediaQuery/collections``.
    public let range: NSRange

    init(title: String, range: NSRange) {
        self.title = title
        self.range = range
        super.init()
    }
}

/// A question to the media library, as MediaPlayer's `MPMediaQuery`: the items meeting every filter predicate,
/// grouped into collections by ``groupingType`` and sorted as the Music app sorts. On Linux it reads napkin's
/// ``SimulatedMusicLibrary``; without authorised access it finds nothing.
open class MPMediaQuery: NSObject, @unchecked Sendable {
    // Unchecked as MediaPlayer's query is used: built on one thread, then read.

    private var predicates: Set<MPMediaPredicate>
    /// How the collections are grouped and sorted (``MPMediaGrouping/title`` unless set).
    open var groupingType = MPMediaGrouping.title

    /// A query of the whole library.
    public override init() {
        predicates = []
        super.init()
    }

    /// A query of the items meeting every one of `filterPredicates`.
    public init(filterPredicates: Set<MPMediaPredicate>?) {
        predicates = filterPredicates ?? []
        super.init()
    }

    private static func query(_ kinds: MPMediaType?, _ grouping: MPMediaGrouping, property: String? = nil) -> MPMediaQuery {
        var predicates: Set<MPMediaPredicate> = []
        if let kinds {
            predicates.insert(MPMediaPropertyPredicate(value: NSNumber(value: kinds.rawValue), forProperty: MPMediaItemPropertyMediaType))
        }
        if let property { predicates.insert(MPMediaPropertyPredicate(value: NSNumber(value: true), forProperty: property)) }
        let query = MPMediaQuery(filterPredicates: predicates)
        query.groupingType = grouping
        return query
    }

    /// Music items, each its own collection, sorted by title.
    open class func songs() -> MPMediaQuery { query(.music, .title) }
    /// Music items grouped by album, albums sorted by title.
    open class func albums() -> MPMediaQuery { query(.music, .album) }
    /// Music items grouped by performing artist.
    open class func artists() -> MPMediaQuery { query(.music, .artist) }
    /// Music items grouped by album artist.
    open class func albumArtists() -> MPMediaQuery { query(.music, .albumArtist) }
    /// Music items grouped by genre.
    open class func genres() -> MPMediaQuery { query(.music, .genre) }
    /// Music items grouped by composer.
    open class func composers() -> MPMediaQuery { query(.anyAudio, .composer) }
    /// The whole library grouped by playlist.
    open class func playlists() -> MPMediaQuery { query(nil, .playlist) }
    /// Podcast episodes grouped by podcast.
    open class func podcasts() -> MPMediaQuery { query(.podcast, .podcastTitle) }
    /// Audiobooks, each its own collection, sorted by title.
    open class func audiobooks() -> MPMediaQuery { query(.audioBook, .title) }
    /// Compilation items grouped by album.
    open class func compilations() -> MPMediaQuery { query(nil, .album, property: MPMediaItemPropertyIsCompilation) }

    /// The filter's predicates (nil when there are none).
    open var filterPredicates: Set<MPMediaPredicate>? {
        get { predicates.isEmpty ? nil : predicates }
        set { predicates = newValue ?? [] }
    }

    /// Adds `predicate` to the filter.
    open func addFilterPredicate(_ predicate: MPMediaPredicate) { predicates.insert(predicate) }

    /// Removes `predicate` (or an equal one) from the filter.
    open func removeFilterPredicate(_ predicate: MPMediaPredicate) { predicates.remove(predicate) }

    /// The matching items, in the order of the grouped collections (empty without access).
    open var items: [MPMediaItem]? { groups().flatMap(\.items) }

    /// The matching items grouped by ``groupingType``, sorted by the grouping's title; playlists for
    /// ``MPMediaGrouping/playlist`` (empty without access).
    open var collections: [MPMediaItemCollection]? { groups().map(\.collection) }

    /// The items' sections by first letter of their sort title.
    open var itemSections: [MPMediaQuerySection]? {
        let titles = groups().flatMap { group in group.items.map { _ in Self.sectionTitle(of: group.sortTitle) } }
        return Self.sections(of: titles)
    }

    /// The collections' sections by first letter of their sort title.
    open var collectionSections: [MPMediaQuerySection]? {
        Self.sections(of: groups().map { Self.sectionTitle(of: $0.sortTitle) })
    }

    // MARK: - Answering

    private var itemPredicates: [MPMediaPropertyPredicate] {
        predicates.compactMap { $0 as? MPMediaPropertyPredicate }.filter { !$0.isPlaylistPredicate }
    }

    private func groups() -> [Group] {
        let library = SimulatedMusicLibrary.shared
        guard library.authorizationStatus == .authorized else { return [] }
        let itemPredicates = itemPredicates
        let matching = library.items.filter { item in itemPredicates.allSatisfy { $0.matches(item) } }
        if groupingType == .playlist {
            let playlistPredicates = predicates.compactMap { $0 as? MPMediaPropertyPredicate }.filter(\.isPlaylistPredicate)
            let wanted = Set(matching.map(\.persistentID))
            return library.playlists
                .filter { playlist in playlistPredicates.allSatisfy { $0.matches(playlist: playlist) } }
                .map { playlist in
                    let items = playlist.items.filter { wanted.contains($0.persistentID) }
                    let filtered = items.count == playlist.items.count ? playlist : playlist.filtered(items)
                    return Group(sortTitle: Self.sortKey(playlist.name), collection: filtered)
                }
                .filter { !$0.collection.items.isEmpty || itemPredicates.isEmpty }
                .sorted { Self.ordered($0.sortTitle, $1.sortTitle) }
        }
        let titleKey = MPMediaItem.titleProperty(forGroupingType: groupingType)
        let idKey = MPMediaItem.persistentIDProperty(forGroupingType: groupingType)
        if groupingType == .title {
            return
                matching
                .sorted { Self.ordered(Self.sortKey($0.title), Self.sortKey($1.title), $0.persistentID, $1.persistentID) }
                .map {
                    Group(
                        sortTitle: Self.sortKey($0.title),
                        collection: MPMediaItemCollection(items: [$0], groupedBy: idKey, id: $0.persistentID))
                }
        }
        var order: [MPMediaEntityPersistentID] = []
        var members: [MPMediaEntityPersistentID: [MPMediaItem]] = [:]
        for item in matching {
            let id = (item.value(forProperty: idKey) as? NSNumber)?.uint64Value ?? 0
            if members[id] == nil { order.append(id) }
            members[id, default: []].append(item)
        }
        return order.map { id in
            let items = members[id, default: []].sorted(by: Self.inAlbumOrder)
            let title = Self.sortKey(items.first?.value(forProperty: titleKey) as? String)
            return Group(sortTitle: title, collection: MPMediaItemCollection(items: items, groupedBy: idKey, id: id))
        }
        .sorted { Self.ordered($0.sortTitle, $1.sortTitle, $0.collection.persistentID, $1.collection.persistentID) }
    }

    private struct Group {
        var sortTitle: String
        var collection: MPMediaItemCollection
        var items: [MPMediaItem] { collection.items }
    }

    /// Items of a group in the order the Music app lists them: by album, disc, track, then title.
    private static func inAlbumOrder(_ a: MPMediaItem, _ b: MPMediaItem) -> Bool {
        let albumA = sortKey(a.albumTitle)
        let albumB = sortKey(b.albumTitle)
        if albumA != albumB { return ordered(albumA, albumB) }
        if a.discNumber != b.discNumber { return a.discNumber < b.discNumber }
        if a.albumTrackNumber != b.albumTrackNumber { return a.albumTrackNumber < b.albumTrackNumber }
        return ordered(sortKey(a.title), sortKey(b.title), a.persistentID, b.persistentID)
    }

    /// `title` as the Music app sorts it: without a leading English article, folded for case and diacritics.
    static func sortKey(_ title: String?) -> String {
        var title = (title ?? "").trimmingCharacters(in: .whitespaces)
        for article in ["the ", "a ", "an "] where title.lowercased().hasPrefix(article) && title.count > article.count {
            title = String(title.dropFirst(article.count))
            break
        }
        return title.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: Locale(identifier: "en_US"))
    }

    /// Whether sort key `a` comes before `b`: letters before digits and symbols, then in order; ties by identifier
    /// so the order is the same every time.
    private static func ordered(_ a: String, _ b: String, _ idA: UInt64 = 0, _ idB: UInt64 = 0) -> Bool {
        let letterA = a.first?.isLetter ?? false
        let letterB = b.first?.isLetter ?? false
        if letterA != letterB { return letterA }
        if a != b { return a < b }
        return idA < idB
    }

    private static func sectionTitle(of sortTitle: String) -> String {
        guard let first = sortTitle.first, first.isLetter else { return "#" }
        return String(first).uppercased()
    }

    private static func sections(of titles: [String]) -> [MPMediaQuerySection] {
        var sections: [MPMediaQuerySection] = []
        var start = 0
        for index in titles.indices where index == titles.count - 1 || titles[index + 1] != titles[index] {
            sections.append(MPMediaQuerySection(title: titles[index], range: NSRange(location: start, length: index - start + 1)))
            start = index + 1
        }
        return sections
    }
}

extension MPMediaPlaylist {
    /// The playlist with only `items` (a query's filter applied).
    func filtered(_ items: [MPMediaItem]) -> MPMediaPlaylist { MPMediaPlaylist(copying: self, items: items) }
}
