import Foundation
import NapkinUI

/// The layer that shows what a capture session's camera sees, as AVFoundation's
/// `AVCaptureVideoPreviewLayer`: apps add it to a view's layer (or make it the view's
/// `layerClass`) and size it to the view. This machine has no camera, so no frame is drawn: the
/// layer draws what any `CALayer` draws (its background, border and sublayers), as an iPhone
/// shows before the first frame arrives. Point conversions treat the camera's picture as
/// filling the layer's bounds.
open class AVCaptureVideoPreviewLayer: CALayer {
    /// The session whose camera the layer shows.
    open var session: AVCaptureSession?
    /// How the picture fills the layer (`.resizeAspect` unless set).
    open var videoGravity: AVLayerVideoGravity = .resizeAspect

    /// A layer showing `session`'s camera.
    public init(session: AVCaptureSession) {
        self.session = session
        super.init()
    }

    /// A layer of `session` that is not connected to its camera yet.
    public init(sessionWithNoConnection session: AVCaptureSession) {
        self.session = session
        super.init()
    }

    /// A layer with no session.
    public override init() {
        super.init()
    }

    /// A copy of `layer`'s properties, its session and gravity too.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? AVCaptureVideoPreviewLayer else { return }
        session = other.session
        videoGravity = other.videoGravity
    }

    /// Not decodable here, as Core Animation's archived layers are not.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A view whose `layerClass` is this class gets a preview layer.
    open override class func _makeBackingLayer() -> CALayer { AVCaptureVideoPreviewLayer() }

    /// The connection that feeds the layer: the session's first one, when it has any.
    open var connection: AVCaptureConnection? { session?.connections.first }

    /// The point of the camera's picture (0…1 on each axis) under `pointInLayer`.
    open func captureDevicePointConverted(fromLayerPoint pointInLayer: CGPoint) -> CGPoint {
        guard bounds.width > 0, bounds.height > 0 else { return .zero }
        return CGPoint(x: (pointInLayer.x - bounds.minX) / bounds.width, y: (pointInLayer.y - bounds.minY) / bounds.height)
    }

    /// The point of the layer showing `captureDevicePointOfInterest` (0…1 on each axis).
    open func layerPointConverted(fromCaptureDevicePoint captureDevicePointOfInterest: CGPoint) -> CGPoint {
        CGPoint(
            x: bounds.minX + captureDevicePointOfInterest.x * bounds.width, y: bounds.minY + captureDevicePointOfInterest.y * bounds.height)
    }

    /// The rectangle of the camera's picture (0…1 on each axis) under `rectInLayerCoordinates`, as
    /// a metadata output's `rectOfInterest` takes it.
    open func metadataOutputRectConverted(fromLayerRect rectInLayerCoordinates: CGRect) -> CGRect {
        let origin = captureDevicePointConverted(fromLayerPoint: rectInLayerCoordinates.origin)
        let corner = captureDevicePointConverted(fromLayerPoint: CGPoint(x: rectInLayerCoordinates.maxX, y: rectInLayerCoordinates.maxY))
        return CGRect(x: origin.x, y: origin.y, width: corner.x - origin.x, height: corner.y - origin.y)
    }

    /// The rectangle of the layer showing `rectInMetadataOutputCoordinates` (0…1 on each axis).
    open func layerRectConverted(fromMetadataOutputRect rectInMetadataOutputCoordinates: CGRect) -> CGRect {
        let origin = layerPointConverted(fromCaptureDevicePoint: rectInMetadataOutputCoordinates.origin)
        let corner = layerPointConverted(
            fromCaptureDevicePoint: CGPoint(x: rectInMetadataOutputCoordinates.maxX, y: rectInMetadataOutputCoordinates.maxY))
        return CGRect(x: origin.x, y: origin.y, width: corner.x - origin.x, height: corner.y - origin.y)
    }

    /// `metadataObject` with its bounds (and a code's corners) in the layer's coordinates, as apps
    /// draw a box around a scanned code.
    open func transformedMetadataObject(for metadataObject: AVMetadataObject) -> AVMetadataObject? {
        if let code = metadataObject as? AVMetadataMachineReadableCodeObject {
            let corners = code.corners.map { layerPointConverted(fromCaptureDevicePoint: $0) }
            return AVMetadataMachineReadableCodeObject(type: code.type, stringValue: code.stringValue, corners: corners)
        }
        return AVMetadataObject(type: metadataObject.type, bounds: layerRectConverted(fromMetadataOutputRect: metadataObject.bounds))
    }
}
