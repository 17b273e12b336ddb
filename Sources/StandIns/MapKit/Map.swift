import Foundation
import NapkinUI

/// A map, as SwiftUI's `Map` with MapKit: both the iOS 14 form
/// (`Map(coordinateRegion:annotationItems:annotationContent:)` with ``MapMarker``, ``MapPin`` and
/// ``MapAnnotation``) and the iOS 17 form (`Map(position:) { Marker(…); Annotation(…) {…} }`).
///
/// Linux has no map tiles. A map draws the plain ground colour of its style and colour scheme
/// (the standard map's land, or dark ground for imagery: what MapKit shows before its tiles
/// load), then its overlays, markers and annotations at their places: the camera's region
/// (fitted to the map's aspect ratio, as MapKit fits a region) is projected onto the frame
/// with Web Mercator, as MapKit's maps are. The person's location is the CoreLocation stand-in's
/// (`SimulatedLocationSource.shared`: a location, with the app authorized): `UserAnnotation` and
/// `showsUserLocation` draw iOS's blue dot there and `.userLocation` positions centre on it;
/// without one they draw nothing and show their fallback, as iOS does before it knows where the
/// person is. Like a shape, a map takes the space it is offered.
public struct Map<Content: View>: View {
    let source: MapSource

    /// The map's ground, content and controls.
    public var body: some View {
        MapBody(source: source)
    }
}

/// A map's content and camera, whichever initialiser made it.
struct MapSource {
    /// The camera position, read and written through a binding or kept by the map.
    var position: Binding<MapCameraPosition>?
    var initialPosition: MapCameraPosition
    var elements: @MainActor () -> [MapElement]
    var selection: MapSelection?
    /// Whether an iOS 14 map shows the person's location (iOS 17 maps say `UserAnnotation()`).
    var showsUserLocation = false
}

/// The binding of a map's selection, type-erased.
struct MapSelection {
    let current: AnyHashable?
    let select: @MainActor (AnyHashable?) -> Void
}

/// The view a map's content is: what `Map`'s initialisers make (the `Content` of `Map`).
public struct MapContentView: View {
    /// No view of its own: the map draws its content.
    public var body: EmptyView { EmptyView() }
}

/// Where a map's camera may go, as MapKit's `MapCameraBounds` (kept, not enforced: a render
/// shows the position it is given).
public struct MapCameraBounds: Sendable {
    /// The region the centre stays in.
    public let centerCoordinateBounds: MKCoordinateRegion?
    /// The nearest and farthest camera distances.
    public let minimumDistance: Double?
    /// The farthest camera distance.
    public let maximumDistance: Double?

    /// Bounds keeping the centre in `centerCoordinateBounds`.
    public init(centerCoordinateBounds: MKCoordinateRegion, minimumDistance: Double? = nil, maximumDistance: Double? = nil) {
        self.centerCoordinateBounds = centerCoordinateBounds
        self.minimumDistance = minimumDistance
        self.maximumDistance = maximumDistance
    }

    /// Bounds on the camera's distance only.
    public init(minimumDistance: Double? = nil, maximumDistance: Double? = nil) {
        centerCoordinateBounds = nil
        self.minimumDistance = minimumDistance
        self.maximumDistance = maximumDistance
    }
}

extension Map where Content == MapContentView {
    /// A map whose camera follows `position` (iOS 17), showing `content`.
    public init<C: MapContent>(
        position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
        scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C
    ) {
        let content = content()
        source = MapSource(position: position, initialPosition: .automatic, elements: { content.elements() }, selection: nil)
    }

    /// A map whose camera starts at `initialPosition` (iOS 17), showing `content`.
    public init<C: MapContent>(
        initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil,
        interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C
    ) {
        let content = content()
        source = MapSource(position: nil, initialPosition: initialPosition, elements: { content.elements() }, selection: nil)
    }

    /// A map whose camera starts at `initialPosition`, with nothing on it: `Map()` shows the world.
    public init(
        initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil,
        interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil
    ) {
        source = MapSource(position: nil, initialPosition: initialPosition, elements: { [] }, selection: nil)
    }

    /// A map whose camera follows `position`, with nothing on it.
    public init(
        position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
        scope: Namespace.ID? = nil
    ) {
        source = MapSource(position: position, initialPosition: .automatic, elements: { [] }, selection: nil)
    }

    /// A map whose camera follows `position`, showing `content`; tapping a tagged marker or
    /// annotation sets `selection` to its tag, and the selected marker is drawn larger.
    public init<SelectionValue: Hashable, C: MapContent>(
        position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
        selection: Binding<SelectionValue?>, scope: Namespace.ID? = nil, @MapContentBuilder content: () -> C
    ) {
        let content = content()
        source = MapSource(
            position: position, initialPosition: .automatic, elements: { content.elements() },
            selection: MapSelection(selection))
    }

    /// A map whose camera starts at `initialPosition`, showing `content`, with a selection.
    public init<SelectionValue: Hashable, C: MapContent>(
        initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil,
        interactionModes: MapInteractionModes = .all, selection: Binding<SelectionValue?>, scope: Namespace.ID? = nil,
        @MapContentBuilder content: () -> C
    ) {
        let content = content()
        source = MapSource(
            position: nil, initialPosition: initialPosition, elements: { content.elements() }, selection: MapSelection(selection))
    }
}

extension MapSelection {
    @MainActor
    init<Value: Hashable>(_ binding: Binding<Value?>) {
        current = binding.wrappedValue.map { AnyHashable($0) }
        select = { tag in binding.wrappedValue = tag?.base as? Value }
    }
}

extension Map where Content == MapContentView {
    /// An iOS 14 map of `coordinateRegion`. `showsUserLocation` draws nothing on Linux (no
    /// location is known).
    public init(
        coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
        showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil
    ) {
        source = MapSource(
            position: coordinateRegion.cameraPosition, initialPosition: .automatic, elements: { [] }, selection: nil,
            showsUserLocation: showsUserLocation)
    }

    /// An iOS 14 map of `coordinateRegion` with an annotation for each of `annotationItems`.
    public init<Items: RandomAccessCollection, Annotation: MapAnnotationProtocol>(
        coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
        showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil, annotationItems: Items,
        annotationContent: @escaping (Items.Element) -> Annotation
    ) where Items.Element: Identifiable {
        source = MapSource(
            position: coordinateRegion.cameraPosition, initialPosition: .automatic,
            elements: { annotationItems.map { annotationContent($0).mapElement.element } }, selection: nil,
            showsUserLocation: showsUserLocation)
    }

    /// An iOS 14 map of the map rectangle `mapRect`.
    public init(
        mapRect: Binding<MKMapRect>, interactionModes: MapInteractionModes = .all, showsUserLocation: Bool = false,
        userTrackingMode: Binding<MapUserTrackingMode>? = nil
    ) {
        source = MapSource(
            position: mapRect.cameraPosition, initialPosition: .automatic, elements: { [] }, selection: nil,
            showsUserLocation: showsUserLocation)
    }

    /// An iOS 14 map of the map rectangle `mapRect` with an annotation for each of `annotationItems`.
    public init<Items: RandomAccessCollection, Annotation: MapAnnotationProtocol>(
        mapRect: Binding<MKMapRect>, interactionModes: MapInteractionModes = .all, showsUserLocation: Bool = false,
        userTrackingMode: Binding<MapUserTrackingMode>? = nil, annotationItems: Items,
        annotationContent: @escaping (Items.Element) -> Annotation
    ) where Items.Element: Identifiable {
        source = MapSource(
            position: mapRect.cameraPosition, initialPosition: .automatic,
            elements: { annotationItems.map { annotationContent($0).mapElement.element } }, selection: nil,
            showsUserLocation: showsUserLocation)
    }
}

@MainActor
extension Binding where Value == MKCoordinateRegion {
    /// The region as a camera position: reading gives `.region`, writing a region position
    /// writes the region back.
    var cameraPosition: Binding<MapCameraPosition> {
        Binding<MapCameraPosition>(
            get: { .region(wrappedValue) },
            set: { if let region = $0.region { wrappedValue = region } })
    }
}

@MainActor
extension Binding where Value == MKMapRect {
    /// The map rectangle as a camera position.
    var cameraPosition: Binding<MapCameraPosition> {
        Binding<MapCameraPosition>(
            get: { .rect(wrappedValue) },
            set: { if let rect = $0.rect { wrappedValue = rect } })
    }
}
