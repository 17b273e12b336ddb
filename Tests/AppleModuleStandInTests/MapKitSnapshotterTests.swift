import Foundation
import MapKit
import NapkinUI
import Testing

private let lisbon = CLLocationCoordinate2D(latitude: 38.7223, longitude: -9.1393)

/// The red, green and blue bytes of the pixel at (`x`, `y`) of `image`.
private func rgb(_ image: UIImage, _ x: Int, _ y: Int) throws -> [UInt8] {
    let cgImage = try #require(image.cgImage)
    let data = try #require(cgImage.dataProvider?.data)
    let offset = y * cgImage.bytesPerRow + x * 4
    return [data[offset], data[offset + 1], data[offset + 2]]
}

/// The red, green and blue bytes napkin draws `color` with (its canvas quantises as Cairo does).
@MainActor
private func rgb(_ color: UIColor) throws -> [UInt8] {
    let image = try #require(ImageRenderer(content: Color(uiColor: color).frame(width: 2, height: 2)).uiImage)
    return try rgb(image, 1, 1)
}

private func options(size: CGSize = CGSize(width: 120, height: 80)) -> MKMapSnapshotter.Options {
    let options = MKMapSnapshotter.Options()
    options.region = MKCoordinateRegion(center: lisbon, latitudinalMeters: 2_000, longitudinalMeters: 2_000)
    options.size = size
    return options
}

@Suite("MapKit: MKMapSnapshotter")
struct MapKitSnapshotterTests {
    @Test("A snapshot is the map's ground at the options' size and scale, in the trait collection's appearance")
    func image() async throws {
        let light = try await MKMapSnapshotter(options: options()).start()
        #expect(light.image.size == CGSize(width: 120, height: 80))
        #expect(light.image.scale == 3)
        #expect(light.image.cgImage?.width == 360 && light.image.cgImage?.height == 240)
        let land = try await MainActor.run { try rgb(MKMapView.landColor(for: .standard)) }
        #expect(try rgb(light.image, 180, 120) == land)

        let darkOptions = options()
        darkOptions.traitCollection = UITraitCollection(userInterfaceStyle: .dark)
        darkOptions.scale = 2
        let dark = try await MKMapSnapshotter(options: darkOptions).start()
        #expect(dark.image.cgImage?.width == 240)
        #expect(dark.traitCollection.userInterfaceStyle == .dark)
        #expect(try rgb(dark.image, 10, 10) != land)

        let satelliteOptions = options()
        satelliteOptions.mapType = .satellite
        let satellite = try await MKMapSnapshotter(options: satelliteOptions).start()
        let imagery = try await MainActor.run { try rgb(MKMapView.landColor(for: .satellite)) }
        #expect(try rgb(satellite.image, 5, 5) == imagery)
    }

    @Test("point(for:) puts the region's centre in the middle, east to the right and north up")
    func projection() async throws {
        let snapshot = try await MKMapSnapshotter(options: options()).start()
        let centre = snapshot.point(for: lisbon)
        #expect(abs(centre.x - 60) < 0.001 && abs(centre.y - 40) < 0.001)
        let east = snapshot.point(for: CLLocationCoordinate2D(latitude: lisbon.latitude, longitude: lisbon.longitude + 0.005))
        let north = snapshot.point(for: CLLocationCoordinate2D(latitude: lisbon.latitude + 0.005, longitude: lisbon.longitude))
        #expect(east.x > centre.x && abs(east.y - centre.y) < 0.001)
        #expect(north.y < centre.y && abs(north.x - centre.x) < 0.001)
        // A 2 km region fitted to a wider image: its 2 km of latitude fill the 80-point height.
        let top = snapshot.point(for: CLLocationCoordinate2D(latitude: lisbon.latitude + 1_000 / 111_320, longitude: lisbon.longitude))
        #expect(abs(top.y) < 1)
    }

    @Test("start(completionHandler:) hands the snapshot over on the main queue; the options are copied at init")
    func completionHandler() async throws {
        let given = options()
        let snapshotter = MKMapSnapshotter(options: given)
        given.size = CGSize(width: 10, height: 10)
        // Linux's main queue may be drained by a thread other than the process's first one, so the queue is
        // recognised by a value set on it rather than by `Thread.isMainThread`.
        let mainQueueKey = DispatchSpecificKey<String>()
        DispatchQueue.main.setSpecific(key: mainQueueKey, value: "main")
        let (width, onMain, failed): (CGFloat?, Bool, Bool) = await withCheckedContinuation { continuation in
            snapshotter.start { snapshot, error in
                let onMain = DispatchQueue.getSpecific(key: mainQueueKey) == "main"
                continuation.resume(returning: (snapshot?.image.size.width, onMain, error != nil))
            }
        }
        #expect(width == 120)
        #expect(onMain)
        #expect(!failed)
        #expect(!snapshotter.isLoading)
    }

    @Test("A size with no area gives an error, not an image; a cancelled snapshot gives an error")
    func failures() async throws {
        await #expect(throws: MKError(.unknown)) { try await MKMapSnapshotter(options: options(size: .zero)).start() }
        let snapshotter = MKMapSnapshotter(options: options())
        let failed: Bool = await withCheckedContinuation { continuation in
            snapshotter.start { snapshot, error in continuation.resume(returning: snapshot == nil && error != nil) }
            snapshotter.cancel()
        }
        #expect(failed)
    }
}
