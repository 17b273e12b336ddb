import Foundation
import NapkinUI
import Photos
import Testing

final class StatusBox: @unchecked Sendable {
    // Unchecked: written once by the handler, read after `semaphore` signals.
    var value: PHAuthorizationStatus?
    let semaphore = DispatchSemaphore(value: 0)
}

@Suite("Photos stand-in: the simulated library", .serialized)
struct PhotoLibraryTests {
    init() { PHPhotoLibrary.resetPhotoLibrary() }

    private func image() throws -> UIImage {
        try #require(UIImage(systemName: "qrcode"))
    }

    @Test("Linux has no library: access restricted, changes refused with a typed error, nothing fetched")
    func restricted() throws {
        #expect(PHPhotoLibrary.authorizationStatus(for: .readWrite) == .restricted)
        #expect(PHPhotoLibrary.authorizationStatus(for: .addOnly) == .restricted)
        let image = try image()
        #expect(throws: PHPhotosError(.accessRestricted)) {
            try PHPhotoLibrary.shared().performChangesAndWait { _ = PHAssetChangeRequest.creationRequestForAsset(from: image) }
        }
        #expect(PHAsset.fetchAssets(with: nil).count == 0)
        #expect(SimulatedPhotoLibrary.shared.assets.isEmpty)
    }

    @Test("A granted prompt lets a change block save an image, which a fetch then finds")
    func grantedAndSaved() async throws {
        PHPhotoLibrary.setAuthorizationStatus(.notDetermined, for: .readWrite)
        PHPhotoLibrary.answerAuthorizationRequests(granting: true)
        let box = StatusBox()
        PHPhotoLibrary.requestAuthorization { status in
            box.value = status
            box.semaphore.signal()
        }
        #expect(box.semaphore.wait(timeout: .now() + 2) == .success)
        #expect(box.value == .authorized)
        let image = try image()
        try await PHPhotoLibrary.shared().performChanges {
            let request = PHAssetChangeRequest.creationRequestForAsset(from: image)
            request.isFavorite = true
        }
        let fetched = PHAsset.fetchAssets(with: .image, options: nil)
        #expect(fetched.count == 1)
        #expect(fetched.firstObject?.mediaType == .image)
        #expect(fetched.firstObject?.pixelWidth == Int((image.size.width * image.scale).rounded()))
        #expect(PHAsset.fetchAssets(with: .video, options: nil).count == 0)
    }

    @Test("A declined prompt leaves the library empty with accessUserDenied")
    func declined() async throws {
        PHPhotoLibrary.setAuthorizationStatus(.notDetermined, for: .addOnly)
        #expect(await PHPhotoLibrary.requestAuthorization(for: .addOnly) == .denied)
        let image = try image()
        await #expect(throws: PHPhotosError(.accessUserDenied)) {
            try await PHPhotoLibrary.shared().performChanges { _ = PHAssetChangeRequest.creationRequestForAsset(from: image) }
        }
        #expect(SimulatedPhotoLibrary.shared.assets.isEmpty)
    }

    @Test("UIImageWriteToSavedPhotosAlbum saves with add-only access, asking first, and not without it")
    func writeToAlbum() throws {
        let image = try image()
        UIImageWriteToSavedPhotosAlbum(image, nil, nil, nil)
        #expect(SimulatedPhotoLibrary.shared.assets.isEmpty, "restricted")
        PHPhotoLibrary.setAuthorizationStatus(.notDetermined, for: .addOnly)
        PHPhotoLibrary.answerAuthorizationRequests(granting: true)
        UIImageWriteToSavedPhotosAlbum(image, nil, nil, nil)
        #expect(PHPhotoLibrary.authorizationStatus(for: .addOnly) == .authorized)
        #expect(SimulatedPhotoLibrary.shared.assets.count == 1)
        #expect(SimulatedPhotoLibrary.shared.assets.first?.image === image)
        #expect(PHPhotoLibrary.authorizationStatus(for: .readWrite) == .restricted, "adding grants no reading")
    }
}

@Suite("UIKit stand-in names: brightness and proximity", .serialized)
@MainActor
struct DisplayAndSensorTests {
    init() { UIDevice.resetSensors() }

    @Test("The screen's brightness starts at 0.5 and keeps what is set, within 0...1")
    func brightness() {
        #expect(UIScreen.main.brightness == 0.5)
        UIScreen.main.brightness = 0
        #expect(UIScreen.main.brightness == 0)
        UIScreen.main.brightness = 1.7
        #expect(UIScreen.main.brightness == 1)
    }

    @Test("Proximity changes are reported only while monitoring is on, with a notification")
    func proximity() {
        final class Counter: @unchecked Sendable {
            var count = 0
        }
        let counter = Counter()
        let observer = NotificationCenter.default.addObserver(
            forName: UIDevice.proximityStateDidChangeNotification, object: nil, queue: nil
        ) { _ in counter.count += 1 }
        defer { NotificationCenter.default.removeObserver(observer) }
        #expect(!UIDevice.simulateProximity(near: true))
        #expect(!UIDevice.current.proximityState && counter.count == 0)
        UIDevice.current.isProximityMonitoringEnabled = true
        #expect(UIDevice.current.isProximityMonitoringEnabled)
        #expect(UIDevice.simulateProximity(near: true))
        #expect(UIDevice.current.proximityState && counter.count == 1)
        UIDevice.current.isProximityMonitoringEnabled = false
        #expect(!UIDevice.current.proximityState)
    }
}
