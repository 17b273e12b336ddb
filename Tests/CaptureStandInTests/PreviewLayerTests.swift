import AVFoundation
import Foundation
import NapkinUI
import Testing

/// A camera view as scanner screens write it: its backing layer is the preview layer.
private final class CameraPreviewView: UIView {
    override class var layerClass: AnyClass { AVCaptureVideoPreviewLayer.self }
    var previewLayer: AVCaptureVideoPreviewLayer { layer as! AVCaptureVideoPreviewLayer }
}

@MainActor
@Suite("AVFoundation stand-in: the preview layer")
struct PreviewLayerTests {
    @Test("A view whose layerClass is the preview layer gets one; a preview layer added as a sublayer keeps its session and gravity")
    func previewLayerInViews() {
        let session = AVCaptureSession()
        let view = CameraPreviewView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        view.previewLayer.session = session
        view.previewLayer.videoGravity = .resizeAspectFill
        #expect(view.previewLayer.session === session)

        let host = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let preview = AVCaptureVideoPreviewLayer(session: session)
        preview.frame = host.layer.bounds
        host.layer.addSublayer(preview)
        #expect(host.layer.sublayers?.contains { $0 === preview } == true)
        #expect(preview.videoGravity == .resizeAspect && preview.frame.size == CGSize(width: 300, height: 200))
        let copy = AVCaptureVideoPreviewLayer(layer: view.previewLayer)
        #expect(copy.session === session && copy.videoGravity == .resizeAspectFill)
    }

    @Test("Points and a scanned code's corners convert between the camera's unit square and the layer")
    func conversions() {
        let preview = AVCaptureVideoPreviewLayer(session: AVCaptureSession())
        preview.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        #expect(preview.captureDevicePointConverted(fromLayerPoint: CGPoint(x: 50, y: 25)) == CGPoint(x: 0.25, y: 0.25))
        #expect(preview.layerPointConverted(fromCaptureDevicePoint: CGPoint(x: 0.5, y: 1)) == CGPoint(x: 100, y: 100))
        let interest = preview.metadataOutputRectConverted(fromLayerRect: CGRect(x: 20, y: 10, width: 160, height: 80))
        #expect(interest == CGRect(x: 0.1, y: 0.1, width: 0.8, height: 0.8))
        let code = AVMetadataMachineReadableCodeObject(
            type: .qr, stringValue: "napkin", corners: [CGPoint(x: 0.1, y: 0.2), CGPoint(x: 0.5, y: 0.2), CGPoint(x: 0.5, y: 0.6)])
        let shown = preview.transformedMetadataObject(for: code) as? AVMetadataMachineReadableCodeObject
        #expect(shown?.stringValue == "napkin")
        #expect(shown?.corners == [CGPoint(x: 20, y: 20), CGPoint(x: 100, y: 20), CGPoint(x: 100, y: 60)])
        #expect(shown?.bounds == CGRect(x: 20, y: 20, width: 80, height: 40))
    }
}
