import Foundation
import NapkinUI

/// A balloon marker at a coordinate, as MapKit's `Marker` (iOS 17): a red balloon (its tint)
/// with a white glyph, pointing at the coordinate, and its title below.
public struct Marker: MapContent, PrimitiveMapContent {
    let coordinate: CLLocationCoordinate2D
    let title: Text?
    let glyph: MarkerGlyph

    /// A marker titled `titleKey` with the map pin glyph.
    public init(_ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D) {
        self.init(title: Text(titleKey), glyph: .pin, coordinate: coordinate)
    }

    /// A marker titled `title` with the map pin glyph.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D) {
        self.init(title: Text(String(title)), glyph: .pin, coordinate: coordinate)
    }

    /// A marker titled `titleKey` with the SF Symbol `systemImage` as its glyph.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, coordinate: CLLocationCoordinate2D) {
        self.init(title: Text(titleKey), glyph: .symbol(systemImage), coordinate: coordinate)
    }

    /// A marker titled `title` with the SF Symbol `systemImage` as its glyph.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, coordinate: CLLocationCoordinate2D) {
        self.init(title: Text(String(title)), glyph: .symbol(systemImage), coordinate: coordinate)
    }

    /// A marker titled `titleKey` with the asset catalogue's image `image` as its glyph.
    public init(_ titleKey: LocalizedStringKey, image: String, coordinate: CLLocationCoordinate2D) {
        self.init(title: Text(titleKey), glyph: .image(image), coordinate: coordinate)
    }

    /// A marker titled `titleKey` showing up to three letters, `monogram`.
    public init(_ titleKey: LocalizedStringKey, monogram: Text, coordinate: CLLocationCoordinate2D) {
        self.init(title: Text(titleKey), glyph: .monogram(monogram), coordinate: coordinate)
    }

    /// A marker titled `title` showing up to three letters, `monogram`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, monogram: Text, coordinate: CLLocationCoordinate2D) {
        self.init(title: Text(String(title)), glyph: .monogram(monogram), coordinate: coordinate)
    }

    /// A marker whose `label` gives its title (and, for a `Label`, its glyph's symbol).
    public init<Label: View>(coordinate: CLLocationCoordinate2D, @ViewBuilder label: () -> Label) {
        self.init(title: nil, glyph: .label(AnyView(label())), coordinate: coordinate)
    }

    /// A marker at `item`'s place, titled with its name.
    public init(item: MKMapItem) {
        self.init(title: item.name.map { Text($0) }, glyph: .pin, coordinate: item.placemark.coordinate)
    }

    init(title: Text?, glyph: MarkerGlyph, coordinate: CLLocationCoordinate2D) {
        self.coordinate = coordinate
        self.title = title
        self.glyph = glyph
    }

    func collect(into elements: inout [MapElement]) {
        elements.append(MapElement(.marker(title: title, glyph: glyph), at: coordinate))
    }
}

/// A view of your own at a coordinate, as MapKit's `Annotation` (iOS 17): `content` is placed
/// with its `anchor` on the coordinate, its title below it.
public struct Annotation: MapContent, PrimitiveMapContent {
    let coordinate: CLLocationCoordinate2D
    let anchor: UnitPoint
    let title: Text?
    let content: AnyView

    /// `content` at `coordinate`, titled `titleKey`.
    public init<Content: View>(
        _ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center,
        @ViewBuilder content: () -> Content
    ) {
        self.init(title: Text(titleKey), coordinate: coordinate, anchor: anchor, content: AnyView(content()))
    }

    /// `content` at `coordinate`, titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol, Content: View>(
        _ title: S, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center, @ViewBuilder content: () -> Content
    ) {
        self.init(title: Text(String(title)), coordinate: coordinate, anchor: anchor, content: AnyView(content()))
    }

    /// `content` at `coordinate`, titled with `label`.
    public init<Content: View, Label: View>(
        coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center, @ViewBuilder content: () -> Content,
        @ViewBuilder label: () -> Label
    ) {
        let label = label()
        self.init(title: (label as? Text), coordinate: coordinate, anchor: anchor, content: AnyView(content()))
    }

    /// `content` at `item`'s place, titled with its name.
    public init<Content: View>(item: MKMapItem, anchor: UnitPoint = .center, @ViewBuilder content: () -> Content) {
        self.init(
            title: item.name.map { Text($0) }, coordinate: item.placemark.coordinate, anchor: anchor, content: AnyView(content()))
    }

    init(title: Text?, coordinate: CLLocationCoordinate2D, anchor: UnitPoint, content: AnyView) {
        self.coordinate = coordinate
        self.anchor = anchor
        self.title = title
        self.content = content
    }

    func collect(into elements: inout [MapElement]) {
        elements.append(MapElement(.annotation(content: content, anchor: anchor, title: title), at: coordinate))
    }
}

/// A circle of a radius in metres around a coordinate, as MapKit's `MapCircle`: filled with its
/// foreground style (the tint at 30 % by default), stroked if given a stroke.
public struct MapCircle: MapContent, PrimitiveMapContent {
    let center: CLLocationCoordinate2D
    let radius: CLLocationDistance

    /// A circle `radius` metres around `center`.
    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance) {
        self.center = center
        self.radius = radius
    }

    func collect(into elements: inout [MapElement]) {
        elements.append(MapElement(.circle(center: center, radius: radius), at: center))
    }
}

/// A line through coordinates, as MapKit's `MapPolyline`: stroked with its stroke (the tint,
/// 3 points wide, by default).
public struct MapPolyline: MapContent, PrimitiveMapContent {
    let coordinates: [CLLocationCoordinate2D]

    /// A line through `coordinates`, in order.
    public init(coordinates: [CLLocationCoordinate2D], contourStyle: ContourStyle = .straight) {
        self.coordinates = coordinates
    }

    /// A line through the map points `points`, in order.
    public init(points: [MKMapPoint], contourStyle: ContourStyle = .straight) {
        self.coordinates = points.map(\.coordinate)
    }

    /// How a polyline joins its coordinates, as MapKit's `MapPolyline.ContourStyle`. Both are
    /// drawn straight on the flat map (a geodesic bends only over long distances).
    public enum ContourStyle: Sendable, Hashable {
        /// Straight lines on the flat map.
        case straight
        /// The shortest way over the earth.
        case geodesic
    }

    func collect(into elements: inout [MapElement]) {
        elements.append(MapElement(.polyline(coordinates), at: coordinates.first ?? CLLocationCoordinate2D()))
    }
}

/// A closed shape through coordinates, as MapKit's `MapPolygon`: filled with its foreground
/// style (the tint at 30 % by default).
public struct MapPolygon: MapContent, PrimitiveMapContent {
    let coordinates: [CLLocationCoordinate2D]

    /// The shape through `coordinates`.
    public init(coordinates: [CLLocationCoordinate2D]) {
        self.coordinates = coordinates
    }

    /// The shape through the map points `points`.
    public init(points: [MKMapPoint]) {
        self.coordinates = points.map(\.coordinate)
    }

    func collect(into elements: inout [MapElement]) {
        elements.append(MapElement(.polygon(coordinates), at: coordinates.first ?? CLLocationCoordinate2D()))
    }
}

/// The person's location, as MapKit's `UserAnnotation`: iOS's blue dot in a white ring, where the
/// CoreLocation stand-in's `SimulatedLocationSource` puts the device when the app is authorized;
/// nothing while the location is unknown or not authorized, as on iOS.
public struct UserAnnotation: MapContent, PrimitiveMapContent {
    /// The person's location, anchored at its centre.
    public init(anchor: UnitPoint = .center) {}

    func collect(into elements: inout [MapElement]) {
        elements.append(MapElement(.userLocation, at: kCLLocationCoordinate2DInvalid))
    }
}

/// Map content with its elements changed: what the map content modifiers make.
public struct ModifiedMapContent: MapContent, PrimitiveMapContent {
    let content: any MapContent
    let change: (inout MapElement) -> Void

    func collect(into elements: inout [MapElement]) {
        var own: [MapElement] = []
        content.collectElements(into: &own)
        for var element in own {
            change(&element)
            elements.append(element)
        }
    }
}

extension MapContent {
    /// Colours markers' balloons and, unless styled otherwise, overlays.
    public func tint(_ tint: Color?) -> ModifiedMapContent {
        let style = tint.map { AnyShapeStyle($0) }
        return ModifiedMapContent(content: self) { $0.tint = style }
    }

    /// Colours markers' balloons and, unless styled otherwise, overlays with `tint`.
    @_disfavoredOverload
    public func tint<S: ShapeStyle>(_ tint: S) -> ModifiedMapContent {
        let style = AnyShapeStyle(tint)
        return ModifiedMapContent(content: self) { $0.tint = style }
    }

    /// Fills circles and polygons (and strokes polylines) with `style`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedMapContent {
        let style = AnyShapeStyle(style)
        return ModifiedMapContent(content: self) { $0.fill = style }
    }

    /// Strokes overlays with `style`, `lineWidth` points wide.
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> ModifiedMapContent {
        self.stroke(style, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Strokes overlays with `content` in the stroke style `style`.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> ModifiedMapContent {
        let paint = AnyShapeStyle(content)
        return ModifiedMapContent(content: self) {
            $0.stroke = paint
            $0.strokeStyle = style
        }
    }

    /// Strokes overlays `lineWidth` points wide in their tint.
    public func stroke(lineWidth: CGFloat) -> ModifiedMapContent {
        ModifiedMapContent(content: self) { $0.strokeStyle = StrokeStyle(lineWidth: lineWidth) }
    }

    /// Tags the content with `tag`, the value a map's selection takes when it is chosen.
    public func tag<V: Hashable>(_ tag: V) -> ModifiedMapContent {
        ModifiedMapContent(content: self) { $0.tag = AnyHashable(tag) }
    }

    /// Shows or hides the titles of markers and annotations.
    public func annotationTitles(_ visibility: Visibility) -> ModifiedMapContent {
        ModifiedMapContent(content: self) { $0.titleVisibility = visibility }
    }

    /// Shows or hides subtitles: markers and annotations here have none.
    public func annotationSubtitles(_ visibility: Visibility) -> ModifiedMapContent {
        ModifiedMapContent(content: self) { _ in }
    }

    /// Where overlays sit among the map's own labels: all overlays here are drawn above the
    /// map's plain ground, below markers and annotations.
    public func mapOverlayLevel(level: MKOverlayLevel) -> ModifiedMapContent {
        ModifiedMapContent(content: self) { _ in }
    }
}

/// Where an overlay sits, as MapKit's `MKOverlayLevel`.
public enum MKOverlayLevel: Int, Sendable, Hashable {
    /// Above roads, below labels.
    case aboveRoads = 0
    /// Above labels.
    case aboveLabels = 1
}
