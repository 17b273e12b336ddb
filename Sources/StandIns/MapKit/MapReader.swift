import Foundation
import NapkinUI

/// Gives its content a ``MapProxy`` for the map inside it, as MapKit's `MapReader`: for turning
/// a tap's point into a coordinate and back.
///
/// ```swift
/// MapReader { proxy in
///     Map { … }
///         .onTapGesture { point in if let place = proxy.convert(point, from: .local) { pins.append(place) } }
/// }
/// ```
public struct MapReader<Content: View>: View {
    let content: (MapProxy) -> Content
    @State private var storage = MapProxyStorage()

    /// A reader whose `content` gets the proxy of the map it holds.
    public init(@ViewBuilder _ content: @escaping (MapProxy) -> Content) {
        self.content = content
    }

    /// The content, with the map inside it reporting where it is.
    public var body: some View {
        content(MapProxy(storage: storage)).environment(\.mapProxyStorage, storage)
    }
}

/// Converts between a map's points and coordinates, as MapKit's `MapProxy`, for the map inside
/// a ``MapReader`` as it was last laid out.
public struct MapProxy {
    let storage: MapProxyStorage

    /// The coordinate under `point`, measured in `space` (`.local`: the map's own frame;
    /// `.global`: the window's), or nil before the map is laid out or for a named space.
    @MainActor
    public func convert(_ point: CGPoint, from space: CoordinateSpace) -> CLLocationCoordinate2D? {
        guard let projection = storage.projection, let frame = storage.frame(in: space) else { return nil }
        let local = space == .local ? point : CGPoint(x: point.x - frame.minX, y: point.y - frame.minY)
        return projection.coordinate(at: local)
    }

    /// The point where `coordinate` lies, measured in `space` (`.local` or `.global`), or nil
    /// before the map is laid out or for a named space.
    @MainActor
    public func convert(_ coordinate: CLLocationCoordinate2D, to space: CoordinateSpace) -> CGPoint? {
        guard let projection = storage.projection, let frame = storage.frame(in: space) else { return nil }
        let local = projection.point(for: coordinate)
        return space == .local ? local : CGPoint(x: local.x + frame.minX, y: local.y + frame.minY)
    }

    /// The camera the map shows, or nil before it is laid out.
    @MainActor
    public var camera: MapCamera? {
        guard let projection = storage.projection else { return nil }
        var camera = MapCamera(showing: projection.region)
        camera.heading = projection.heading
        return camera
    }
}

/// Where the map inside a ``MapReader`` was last laid out: its projection and its frame in the
/// window.
@MainActor
final class MapProxyStorage {
    var projection: MapProjection?
    var globalFrame = CGRect.zero

    /// The map's frame in `space`: `.local` and `.global` (a named space is not known here).
    func frame(in space: CoordinateSpace) -> CGRect? {
        switch space {
        case .local: CGRect(origin: .zero, size: globalFrame.size)
        case .global: globalFrame
        case .named: nil
        }
    }
}

private struct MapProxyStorageKey: EnvironmentKey {
    static var defaultValue: MapProxyStorage? { nil }
}

extension EnvironmentValues {
    /// The storage of the ``MapReader`` around, if any.
    var mapProxyStorage: MapProxyStorage? {
        get { self[MapProxyStorageKey.self] }
        set { self[MapProxyStorageKey.self] = newValue }
    }
}
