import Foundation
import NapkinUI
import SnapshotTesting
import Testing
import VisionKit

/// A delegate as apps write one (a coordinator of a `UIViewControllerRepresentable`), recording calls.
@MainActor
final class ScannerCoordinator: NSObject, VNDocumentCameraViewControllerDelegate, DataScannerViewControllerDelegate {
    var cancelled = 0
    var scans: [VNDocumentCameraScan] = []
    var unavailable: [DataScannerViewController.ScanningUnavailable] = []

    func documentCameraViewControllerDidCancel(_ controller: VNDocumentCameraViewController) { cancelled += 1 }

    func documentCameraViewController(_ controller: VNDocumentCameraViewController, didFinishWith scan: VNDocumentCameraScan) {
        scans.append(scan)
    }

    func dataScanner(
        _ dataScanner: DataScannerViewController, becameUnavailableWithError error: DataScannerViewController.ScanningUnavailable
    ) {
        unavailable.append(error)
    }
}

/// A scanner screen as apps wrap VisionKit's camera for SwiftUI.
struct ScannerView: UIViewControllerRepresentable {
    let coordinator: ScannerCoordinator

    func makeCoordinator() -> ScannerCoordinator { coordinator }

    func makeUIViewController(context: Context) -> VNDocumentCameraViewController {
        let controller = VNDocumentCameraViewController()
        controller.delegate = context.coordinator
        return controller
    }

    func updateUIViewController(_ uiViewController: VNDocumentCameraViewController, context: Context) {}
}

@MainActor
@Suite("VisionKit stand-in")
struct VisionKitTests {
    @Test("Linux cannot scan: the document camera and the data scanner are unsupported; starting a scanner throws, telling the delegate")
    func unsupported() {
        #expect(VNDocumentCameraViewController.isSupported == false)
        #expect(DataScannerViewController.isSupported == false && DataScannerViewController.isAvailable == false)
        let scanner = DataScannerViewController(
            recognizedDataTypes: [.text(), .barcode(symbologies: [.qr])], recognizesMultipleItems: true)
        let coordinator = ScannerCoordinator()
        scanner.delegate = coordinator
        #expect(throws: DataScannerViewController.ScanningUnavailable.unsupported) { try scanner.startScanning() }
        #expect(coordinator.unavailable == [.unsupported])
        #expect(!scanner.isScanning && scanner.recognizesMultipleItems && scanner.qualityLevel == .balanced)
    }

    @Test("Cancel on the document camera tells the delegate; a scan hands its pages and title")
    func documentCamera() throws {
        let coordinator = ScannerCoordinator()
        let controller = VNDocumentCameraViewController()
        controller.delegate = coordinator
        let window = Window(device: .iPhone13Pro)
        window.rootViewController = controller
        window.layout()
        #expect(window.layoutDescription().contains("Position the document in view."))
        try window.tap(label: "Cancel")
        #expect(coordinator.cancelled == 1)

        let page = try #require(UIImage(systemName: "doc"))
        let scan = VNDocumentCameraScan(title: "Receipt", pages: [page, UIImage()])
        coordinator.documentCameraViewController(controller, didFinishWith: scan)
        #expect(coordinator.scans.first?.pageCount == 2 && coordinator.scans.first?.title == "Receipt")
        #expect(scan.imageOfPage(at: 0) === page)
        #expect(scan.imageOfPage(at: 5).size == UIImage().size)
    }

    @Test("The document camera draws black with its flash, filter and Auto controls, the hint, Cancel and a dimmed shutter")
    func documentCameraSnapshot() {
        for scheme in [ColorScheme.light, .dark] {
            assertSnapshot(
                of: AnyView(ScannerView(coordinator: ScannerCoordinator())),
                as: .image(layout: .device(config: .iPhone13Pro), traits: UITraitCollection(userInterfaceStyle: scheme)),
                named: scheme == .light ? "light" : "dark")
        }
    }
}
