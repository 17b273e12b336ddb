@_spi(StandIns) import NapkinUI

/// What a ``Map`` shows over its ground, as MapKit's `MapContent`: markers, annotations,
/// overlays, a `ForEach` of them, or your own type whose `body` is built from them.
///
/// ```swift
/// Map {
///     ForEach(stops) { stop in Marker(stop.name, coordinate: stop.coordinate) }
///     MapPolyline(coordinates: stops.map(\.coordinate)).stroke(.blue, lineWidth: 4)
/// }
/// ```
@MainActor @preconcurrency
public protocol MapContent {
    /// The content this content is made of (`Never` for markers and overlays, which the map
    /// draws itself).
    associatedtype Body: MapContent
    /// The content this content is made of.
    @MapContentBuilder var body: Body { get }
}

extension Never: MapContent {}

extension MapContent where Body == Never {
    /// Markers, annotations and overlays have no body: the map reads them directly.
    public var body: Never { fatalError("\(Self.self) is drawn by the map and has no body") }
}

/// Content the map reads directly instead of asking for its body.
@MainActor
protocol PrimitiveMapContent {
    func collect(into elements: inout [MapElement])
}

extension MapContent {
    /// Appends the elements of this content, in the order written, to `elements`.
    func collectElements(into elements: inout [MapElement]) {
        if let primitive = self as? any PrimitiveMapContent {
            primitive.collect(into: &elements)
        } else {
            body.collectElements(into: &elements)
        }
    }

    /// The elements of this content in the order they were written.
    func elements() -> [MapElement] {
        var elements: [MapElement] = []
        collectElements(into: &elements)
        return elements
    }
}

/// Builds map content from markers, annotations, overlays, `ForEach`, `if`/`else` and
/// optionals, as MapKit's `MapContentBuilder`.
@resultBuilder @MainActor
public enum MapContentBuilder {
    /// Content as written.
    public static func buildExpression<Content: MapContent>(_ content: Content) -> Content { content }

    /// The parts of a block, in order.
    public static func buildBlock<each Content: MapContent>(_ content: repeat each Content) -> MapContentGroup {
        var parts: [any MapContent] = []
        repeat parts.append(each content)
        return MapContentGroup(parts: parts)
    }

    /// The content of an `if` without `else`, or none.
    public static func buildOptional(_ content: MapContentGroup?) -> MapContentGroup {
        content ?? MapContentGroup(parts: [])
    }

    /// The first branch of an `if`/`else`.
    public static func buildEither(first: MapContentGroup) -> MapContentGroup { first }

    /// The second branch of an `if`/`else`.
    public static func buildEither(second: MapContentGroup) -> MapContentGroup { second }

    /// The content of each pass of a `for` loop.
    public static func buildArray(_ components: [MapContentGroup]) -> MapContentGroup {
        MapContentGroup(parts: components)
    }

    /// Content inside `if #available`.
    public static func buildLimitedAvailability(_ content: MapContentGroup) -> MapContentGroup { content }
}

/// Several pieces of map content, in order: what a ``MapContentBuilder`` block makes.
public struct MapContentGroup: MapContent, PrimitiveMapContent {
    let parts: [any MapContent]

    func collect(into elements: inout [MapElement]) {
        for part in parts { part.collectElements(into: &elements) }
    }
}

/// Map content carried through `ForEach`, whose elements are views: never drawn as a view.
struct MapContentCarrier: View {
    let content: any MapContent
    var body: EmptyView { EmptyView() }
}

extension ForEach {
    /// No body: a map reads the content of each element.
    public var body: Never { fatalError("ForEach is read by the map and has no body") }
}

extension ForEach: MapContent, PrimitiveMapContent {
    func collect(into elements: inout [MapElement]) {
        for element in data {
            // The parts, not the built view: a `ForEach` made by the view initializer (a `ForEach`
            // of `ForEach`es, see below) holds the inner ones in the view builder's groups.
            for part in builtParts(for: element) {
                if let carrier = part as? MapContentCarrier {
                    carrier.content.collectElements(into: &elements)
                } else if let nested = part as? any MapContent {
                    nested.collectElements(into: &elements)
                }
            }
        }
    }
}

// NapkinUI's `ForEach` is a view, map content and chart content at once (it is not generic over
// its content, as SwiftUI's is), so `ForEach(routes) { route in ForEach(route.stops) { ... } }`
// in a map would fit the view initializers and these. These are disfavoured, as Charts' are: the
// outer one is then made by the view initializer, holding the inner ones, which a map reads
// through (above).

extension ForEach {
    /// Map content for each element of `data`, identified by `id`, as in MapKit.
    @_disfavoredOverload
    public init<Content: MapContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @MapContentBuilder content: @escaping (Data.Element) -> Content
    ) {
        // A closure value, not a literal, so that no view builder rewrites what it returns.
        let carry: (Data.Element) -> MapContentCarrier = { MapContentCarrier(content: content($0)) }
        self.init(data, id: id, content: carry)
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Map content for each element of a collection of identifiable elements.
    @_disfavoredOverload
    public init<Content: MapContent>(_ data: Data, @MapContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Map content for each integer in `range`.
    @_disfavoredOverload
    public init<Content: MapContent>(_ range: Range<Int>, @MapContentBuilder content: @escaping (Int) -> Content) {
        self.init(range, id: \.self, content: content)
    }
}

/// One thing a map draws, read from its content: what, where, and how it is styled.
struct MapElement {
    enum Kind {
        /// A balloon marker (iOS 17's `Marker`, iOS 14's `MapMarker`).
        case marker(title: Text?, glyph: MarkerGlyph)
        /// The iOS 14 pin (`MapPin`).
        case pin
        /// A view at a coordinate, its `anchor` there, with an optional title below.
        case annotation(content: AnyView, anchor: UnitPoint, title: Text?)
        /// A circle `radius` metres around `center`.
        case circle(center: CLLocationCoordinate2D, radius: CLLocationDistance)
        /// A line through the coordinates.
        case polyline([CLLocationCoordinate2D])
        /// A closed shape through the coordinates.
        case polygon([CLLocationCoordinate2D])
        /// The person's location: the blue dot, drawn where the simulated location source puts
        /// the device, nothing while it is unknown.
        case userLocation
    }

    var kind: Kind
    /// Where a marker, pin or annotation points.
    var coordinate: CLLocationCoordinate2D
    var tint: AnyShapeStyle?
    var fill: AnyShapeStyle?
    var stroke: AnyShapeStyle?
    var strokeStyle: StrokeStyle?
    var tag: AnyHashable?
    var titleVisibility: Visibility = .automatic

    init(_ kind: Kind, at coordinate: CLLocationCoordinate2D) {
        self.kind = kind
        self.coordinate = coordinate
    }

    /// The coordinates the automatic camera keeps in view.
    var extent: [CLLocationCoordinate2D] {
        switch kind {
        case .marker, .pin, .annotation: [coordinate]
        case .circle(let center, let radius):
            MKCoordinateRegion(center: center, latitudinalMeters: 2 * radius, longitudinalMeters: 2 * radius).corners
        case .polyline(let points), .polygon(let points): points
        case .userLocation: CLLocationCoordinate2DIsValid(coordinate) ? [coordinate] : []
        }
    }
}

/// What a marker's balloon shows inside.
enum MarkerGlyph {
    /// The map pin.
    case pin
    /// An SF Symbol.
    case symbol(String)
    /// An image from the asset catalogue.
    case image(String)
    /// Up to three letters.
    case monogram(Text)
    /// A view the app gave (`Marker(coordinate:label:)` draws its label's icon).
    case label(AnyView)
}

extension MKCoordinateRegion {
    /// The four corners.
    var corners: [CLLocationCoordinate2D] {
        let north = center.latitude + span.latitudeDelta / 2
        let south = center.latitude - span.latitudeDelta / 2
        let west = center.longitude - span.longitudeDelta / 2
        let east = center.longitude + span.longitudeDelta / 2
        return [
            CLLocationCoordinate2D(latitude: north, longitude: west), CLLocationCoordinate2D(latitude: north, longitude: east),
            CLLocationCoordinate2D(latitude: south, longitude: west), CLLocationCoordinate2D(latitude: south, longitude: east),
        ]
    }
}
