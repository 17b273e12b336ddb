import Foundation

/// How a map's camera region lands on its frame: the map rectangle shown, fitted to the frame's
/// aspect ratio around its centre, and the Web Mercator projection of coordinates into points.
struct MapProjection: Equatable {
    /// The map point at the frame's centre.
    let center: MKMapPoint
    /// Map points per point of the frame.
    let scale: Double
    /// The frame's width and height in points.
    let width: Double
    let height: Double
    /// Degrees clockwise from north the top of the frame points to.
    let heading: Double

    /// The projection that shows all of `rect` in a frame of `width` by `height` points, as
    /// MapKit fits a region to a map's aspect ratio (the other direction shows more).
    init(showing rect: MKMapRect, width: Double, height: Double, heading: Double = 0) {
        self.heading = heading
        self.width = max(width, 1)
        self.height = max(height, 1)
        center = MKMapPoint(x: rect.midX, y: rect.midY)
        let fitted = max(rect.width / self.width, rect.height / self.height)
        scale = fitted > 0 && fitted.isFinite ? fitted : MKMapRect.world.width / self.width
    }

    /// Where `coordinate` lands, in points from the frame's top-left corner. Longitudes are taken
    /// the short way round, so a map across the 180° meridian shows places on both sides.
    func point(for coordinate: CLLocationCoordinate2D) -> CGPoint {
        let mapPoint = MKMapPoint(coordinate)
        let world = MKMapRect.world.width
        var dx = mapPoint.x - center.x
        if dx > world / 2 { dx -= world } else if dx < -world / 2 { dx += world }
        let dy = mapPoint.y - center.y
        // A camera heading east turns the map anticlockwise, so that east is up.
        let angle = -heading * .pi / 180
        let x = dx * cos(angle) - dy * sin(angle)
        let y = dx * sin(angle) + dy * cos(angle)
        return CGPoint(x: width / 2 + x / scale, y: height / 2 + y / scale)
    }

    /// The coordinate at `point`, in points from the frame's top-left corner: ``point(for:)``
    /// undone.
    func coordinate(at point: CGPoint) -> CLLocationCoordinate2D {
        let x = (Double(point.x) - width / 2) * scale
        let y = (Double(point.y) - height / 2) * scale
        let angle = heading * .pi / 180
        let dx = x * cos(angle) - y * sin(angle)
        let dy = x * sin(angle) + y * cos(angle)
        let world = MKMapRect.world.width
        var mapX = (center.x + dx).truncatingRemainder(dividingBy: world)
        if mapX < 0 { mapX += world }
        let mapY = min(max(center.y + dy, 0), world)
        return MKMapPoint(x: mapX, y: mapY).coordinate
    }

    /// How many points `metres` cover at `latitude`.
    func points(forMetres metres: Double, atLatitude latitude: CLLocationDegrees) -> Double {
        metres * MKMapPointsPerMeterAtLatitude(latitude) / scale
    }

    /// The map rectangle the frame shows.
    var visibleRect: MKMapRect {
        MKMapRect(x: center.x - width / 2 * scale, y: center.y - height / 2 * scale, width: width * scale, height: height * scale)
    }

    /// The region the frame shows.
    var region: MKCoordinateRegion { MKCoordinateRegion(visibleRect) }

    /// The smallest region holding `coordinates`, or nil for none.
    static func boundingRegion(of coordinates: [CLLocationCoordinate2D]) -> MKCoordinateRegion? {
        guard let rect = boundingRect(of: coordinates) else { return nil }
        return MKCoordinateRegion(rect)
    }

    /// The smallest map rectangle holding `coordinates`, or nil for none.
    static func boundingRect(of coordinates: [CLLocationCoordinate2D]) -> MKMapRect? {
        let valid = coordinates.filter(CLLocationCoordinate2DIsValid)
        guard !valid.isEmpty else { return nil }
        let points = valid.map(MKMapPoint.init)
        let minX = points.map(\.x).min() ?? 0
        let minY = points.map(\.y).min() ?? 0
        return MKMapRect(x: minX, y: minY, width: (points.map(\.x).max() ?? 0) - minX, height: (points.map(\.y).max() ?? 0) - minY)
    }
}

extension MapCameraPosition {
    /// The map rectangle this position shows, `elements` being what the map holds and
    /// `userLocation` the person's location, if known.
    func mapRect(for elements: [MapElement], userLocation: CLLocationCoordinate2D? = nil) -> MKMapRect {
        switch kind {
        case .region(let region): return MKMapRect(covering: region)
        case .rect(let rect): return rect
        case .camera(let camera): return MKMapRect(covering: camera.region)
        case .item(let item, _):
            let coordinate = item.placemark.coordinate
            guard CLLocationCoordinate2DIsValid(coordinate) else { return MapCameraPosition.automatic.mapRect(for: elements) }
            return MKMapRect(covering: MKCoordinateRegion(center: coordinate, latitudinalMeters: 1_000, longitudinalMeters: 1_000))
        case .userLocation(_, let fallback):
            // Where the person is, about a kilometre across, or the fallback while that is unknown.
            guard let userLocation else { return fallback.position.mapRect(for: elements) }
            return MKMapRect(covering: MKCoordinateRegion(center: userLocation, latitudinalMeters: 1_000, longitudinalMeters: 1_000))
        case .automatic: return MapCameraPosition.automaticRect(for: elements)
        }
    }

    /// What `.automatic` shows: every element, with a fifth more on each side and never closer than
    /// about a kilometre; the whole world when there is nothing.
    static func automaticRect(for elements: [MapElement]) -> MKMapRect {
        guard let bounds = MapProjection.boundingRect(of: elements.flatMap(\.extent)) else { return .world }
        let center = MKMapPoint(x: bounds.midX, y: bounds.midY)
        let minimum = 1_000 * MKMapPointsPerMeterAtLatitude(center.coordinate.latitude)
        let width = max(bounds.width * 1.4, minimum)
        let height = max(bounds.height * 1.4, minimum)
        return MKMapRect(x: center.x - width / 2, y: center.y - height / 2, width: width, height: height)
    }

    /// The camera heading this position asks for.
    var heading: Double {
        switch kind {
        case .camera(let camera): camera.heading
        case .userLocation(_, let fallback): fallback.position.heading
        default: 0
        }
    }
}
