import Foundation
import NapkinUI

/// Makes a still image of a map region, as MapKit's `MKMapSnapshotter`: an app shows it where a
/// live map would cost too much (a row's thumbnail, a share card).
///
/// ```swift
/// let options = MKMapSnapshotter.Options()
/// options.region = region
/// options.size = CGSize(width: 320, height: 160)
/// MKMapSnapshotter(options: options).start { snapshot, error in
///     if let snapshot { self.image = snapshot.image }
/// }
/// ```
/// MapKit fetches tiles from Apple's servers; napkin asks no network and draws the map as its
/// `Map` and ``MKMapView`` draw before tiles arrive: the plain ground of the map type (a warm
/// off-white, dark grey in a dark trait collection, green-grey for imagery) at the options' size
/// and scale. ``Snapshot/point(for:)`` projects coordinates onto the image as the map would, so
/// pins an app draws over the image land where they would on iOS.
open class MKMapSnapshotter: @unchecked Sendable {
    /// What a snapshot shows, as MapKit's `MKMapSnapshotter.Options`.
    open class Options: @unchecked Sendable {
        /// The map rectangle shown; setting it sets ``region`` to match. The whole world by default.
        open var mapRect: MKMapRect = .world {
            didSet { storedRegion = MKCoordinateRegion(mapRect) }
        }
        private var storedRegion = MKCoordinateRegion(MKMapRect.world)
        /// The coordinate region shown; setting it sets ``mapRect`` to match.
        open var region: MKCoordinateRegion {
            get { storedRegion }
            set {
                mapRect = MKMapRect(covering: newValue)
                storedRegion = newValue
            }
        }
        /// The kind of map drawn.
        open var mapType: MKMapType = .standard
        /// Which points of interest the map shows (napkin's ground shows none).
        open var pointOfInterestFilter: MKPointOfInterestFilter?
        /// Whether buildings are drawn in 3D (napkin's ground has none to draw).
        open var showsBuildings = true
        /// Whether points of interest are shown (iOS 13 deprecated it for ``pointOfInterestFilter``).
        open var showsPointsOfInterest = true
        /// The image's size in points; 256 by 256 by default, as MapKit's.
        open var size = CGSize(width: 256, height: 256)
        /// Pixels per point; the iPhone 13 Pro's 3 by default. A ``traitCollection`` with a display
        /// scale overrides it, as on iOS 13 and later.
        open var scale: CGFloat = 3
        /// The traits the image is drawn in: its appearance (light by default) and display scale.
        open var traitCollection = UITraitCollection()

        /// Options for the whole world at 256 by 256 points.
        public init() {}
    }

    /// A drawn map, as MapKit's `MKMapSnapshotter.Snapshot`.
    open class Snapshot: @unchecked Sendable {
        /// The map image, at the options' size and scale.
        public let image: UIImage
        /// The traits it was drawn in.
        public let traitCollection: UITraitCollection
        private let projection: MapProjection

        init(image: UIImage, traitCollection: UITraitCollection, projection: MapProjection) {
            self.image = image
            self.traitCollection = traitCollection
            self.projection = projection
        }

        /// Where `coordinate` is on the image, in points from its top-left corner.
        open func point(for coordinate: CLLocationCoordinate2D) -> CGPoint {
            projection.point(for: coordinate)
        }
    }

    /// What ``start(completionHandler:)`` hands its handler.
    public typealias CompletionHandler = @Sendable (Snapshot?, (any Error)?) -> Void

    private let options: Options
    private let state = SnapshotterState()

    /// A snapshotter of the map `options` describe (copied: later changes to them do not count).
    public init(options: Options) {
        let copy = Options()
        copy.mapRect = options.mapRect
        copy.mapType = options.mapType
        copy.pointOfInterestFilter = options.pointOfInterestFilter
        copy.showsBuildings = options.showsBuildings
        copy.showsPointsOfInterest = options.showsPointsOfInterest
        copy.size = options.size
        copy.scale = options.scale
        copy.traitCollection = options.traitCollection
        self.options = copy
    }

    /// Whether a snapshot is being made.
    open var isLoading: Bool { state.isLoading }

    /// Draws the snapshot and hands it to `completionHandler` on the main queue, as MapKit does.
    /// A size with no area, or one too large to draw, gives no snapshot and an
    /// ``MKError/Code/unknown`` error.
    open func start(completionHandler: @escaping CompletionHandler) {
        start(with: .main, completionHandler: completionHandler)
    }

    /// Draws the snapshot and hands it to `completionHandler` on `queue`.
    open func start(with queue: DispatchQueue, completionHandler: @escaping CompletionHandler) {
        state.begin()
        let options = options
        let state = state
        DispatchQueue.main.async {
            let result = MainActor.assumeIsolated { Self.draw(options) }
            let cancelled = state.finish()
            guard !cancelled else {
                queue.async { completionHandler(nil, MKError(.unknown)) }
                return
            }
            queue.async {
                switch result {
                case .success(let snapshot): completionHandler(snapshot, nil)
                case .failure(let error): completionHandler(nil, error)
                }
            }
        }
    }

    /// Draws the snapshot.
    open func start() async throws -> Snapshot {
        state.begin()
        let options = options
        let result = await MainActor.run { Self.draw(options) }
        if state.finish() { throw MKError(.unknown) }
        return try result.get()
    }

    /// Cancels a snapshot under way: its handler is given an error instead.
    open func cancel() { state.cancel() }

    @MainActor
    private static func draw(_ options: Options) -> Result<Snapshot, MKError> {
        let width = Double(options.size.width)
        let height = Double(options.size.height)
        guard width > 0, height > 0, width.isFinite, height.isFinite else { return .failure(MKError(.unknown)) }
        let projection = MapProjection(showing: options.mapRect, width: width, height: height)
        let style: MapStyle = options.mapType == .standard || options.mapType == .mutedStandard ? .standard : .imagery
        let scheme = options.traitCollection.colorScheme ?? .light
        let surface = MapSurface(elements: [], projection: projection, style: style, selection: nil)
            .frame(width: options.size.width, height: options.size.height)
            .environment(\.colorScheme, scheme)
        let renderer = ImageRenderer(content: surface)
        renderer.scale = options.traitCollection.displayScale ?? options.scale
        guard let image = renderer.uiImage else { return .failure(MKError(.unknown)) }
        var traits = options.traitCollection
        traits.colorScheme = scheme
        traits.displayScale = renderer.scale
        return .success(Snapshot(image: image, traitCollection: traits, projection: projection))
    }
}

/// Whether a snapshotter is drawing and whether it was cancelled, behind a lock: MapKit's
/// snapshotter may be started on one thread and cancelled on another.
private final class SnapshotterState: @unchecked Sendable {
    private let lock = NSLock()
    private var loading = false
    private var cancelled = false

    var isLoading: Bool { lock.withLock { loading } }

    func begin() {
        lock.withLock {
            loading = true
            cancelled = false
        }
    }

    func cancel() { lock.withLock { cancelled = true } }

    /// Ends a snapshot; true when it was cancelled.
    func finish() -> Bool {
        lock.withLock {
            loading = false
            return cancelled
        }
    }
}
