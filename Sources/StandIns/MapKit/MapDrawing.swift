import Foundation
import NapkinUI

/// A map's ground, overlays, markers and controls, in the space offered.
struct MapBody: View {
    let source: MapSource
    @Environment(\.mapStyle) private var style
    @Environment(\.mapControls) private var controls
    @Environment(\.mapCameraChangeActions) private var cameraChangeActions
    @Environment(\.mapProxyStorage) private var proxyStorage

    var body: some View {
        let position = source.position?.wrappedValue ?? source.initialPosition
        let user = MapUserLocation.current()
        var elements = source.elements()
        if source.showsUserLocation { elements.append(MapElement(.userLocation, at: kCLLocationCoordinate2DInvalid)) }
        elements = elements.map { $0.placingUser(at: user) }
        return GeometryReader { proxy in
            let rect = position.mapRect(for: elements, userLocation: user)
            let projection = MapProjection(
                showing: rect, width: Double(proxy.size.width), height: Double(proxy.size.height), heading: position.heading)
            let _ = record(projection, globalFrame: proxy.frame(in: .global))
            MapSurface(elements: elements, projection: projection, style: style, selection: source.selection)
                .overlay(alignment: .topTrailing) { MapControlStack(controls: controls, heading: position.heading) }
                .onAppear { reportCamera(projection) }
        }
        .clipped()
    }

    /// Hands the layout to the `MapReader` around, for its proxy's conversions.
    private func record(_ projection: MapProjection, globalFrame: CGRect) {
        proxyStorage?.projection = projection
        proxyStorage?.globalFrame = globalFrame
    }

    /// Tells `onMapCameraChange` handlers where the camera settled, as MapKit does once a map
    /// has appeared.
    private func reportCamera(_ projection: MapProjection) {
        guard !cameraChangeActions.isEmpty else { return }
        var camera = MapCamera(showing: projection.region)
        camera.heading = projection.heading
        let context = MapCameraUpdateContext(camera: camera, region: projection.region, rect: projection.visibleRect)
        for action in cameraChangeActions { action(context) }
    }
}

/// The ground, then overlays, then markers and annotations, in the order written.
struct MapSurface: View {
    let elements: [MapElement]
    let projection: MapProjection
    let style: MapStyle
    let selection: MapSelection?

    var body: some View {
        ZStack(alignment: .topLeading) {
            Rectangle().fill(MapPalette.ground(for: style))
            ForEach(overlayIndices, id: \.self) { index in
                MapOverlayView(element: elements[index], projection: projection)
            }
            ForEach(annotationIndices, id: \.self) { index in
                MapAnnotationView(
                    element: elements[index], point: projection.point(for: elements[index].coordinate), selection: selection)
            }
        }
    }

    private var overlayIndices: [Int] {
        elements.indices.filter { elements[$0].isOverlay }
    }

    private var annotationIndices: [Int] {
        elements.indices.filter { !elements[$0].isOverlay && elements[$0].isDrawnAnnotation }
    }
}

extension MapElement {
    /// Circles, lines and polygons: drawn under every marker and annotation.
    var isOverlay: Bool {
        switch kind {
        case .circle, .polyline, .polygon: true
        default: false
        }
    }

    /// Markers, pins, annotations and the person's location, at a valid coordinate (the person's
    /// location has none while it is unknown).
    var isDrawnAnnotation: Bool {
        switch kind {
        case .marker, .pin, .annotation, .userLocation: CLLocationCoordinate2DIsValid(coordinate)
        default: false
        }
    }

    /// The element with the person's location at `user` (invalid when unknown).
    func placingUser(at user: CLLocationCoordinate2D?) -> MapElement {
        guard case .userLocation = kind else { return self }
        var placed = self
        placed.coordinate = user ?? kCLLocationCoordinate2DInvalid
        return placed
    }

    /// The tint, or `fallback`.
    func tint(or fallback: Color) -> AnyShapeStyle { tint ?? AnyShapeStyle(fallback) }
}

/// A circle, line or polygon drawn in the map's points.
struct MapOverlayView: View {
    let element: MapElement
    let projection: MapProjection

    var body: some View {
        switch element.kind {
        case .circle(let center, let radius):
            let diameter = 2 * projection.points(forMetres: radius, atLatitude: center.latitude)
            let point = projection.point(for: center)
            filled(Circle()).frame(width: diameter, height: diameter).position(x: point.x, y: point.y)
        case .polygon(let coordinates):
            filled(MapOverlayShape(points: coordinates.map(projection.point(for:)), closed: true))
        case .polyline(let coordinates):
            MapOverlayShape(points: coordinates.map(projection.point(for:)), closed: false)
                .stroke(element.stroke ?? element.fill ?? element.tint(or: .blue), style: element.strokeStyle ?? StrokeStyle(lineWidth: 3))
        default:
            EmptyView()
        }
    }

    /// `shape` filled with the foreground style (the tint at 30 % by default) and stroked if asked.
    @ViewBuilder
    private func filled<S: Shape>(_ shape: S) -> some View {
        ZStack {
            if let fill = element.fill {
                shape.fill(fill)
            } else {
                shape.fill(element.tint(or: .blue)).opacity(0.3)
            }
            if let stroke = element.stroke {
                shape.stroke(stroke, style: element.strokeStyle ?? StrokeStyle(lineWidth: 1))
            }
        }
    }
}

/// A line through points, closed into a polygon or not.
struct MapOverlayShape: Shape {
    let points: [CGPoint]
    let closed: Bool

    func path(in rect: CGRect) -> Path {
        var path = Path()
        guard let first = points.first else { return path }
        path.move(to: first)
        for point in points.dropFirst() { path.addLine(to: point) }
        if closed { path.closeSubpath() }
        return path
    }
}
