import Foundation
internal import Raster

/// How a ``UIGraphicsImageRenderer`` makes its images, as UIKit's
/// `UIGraphicsImageRendererFormat`: pixels per point, and whether the bitmap has an alpha.
///
/// The default scale is 3, an iPhone 13 Pro's (NapkinUI's default device); set it to 1 to
/// count in pixels, as code that resizes images for upload does.
public final class UIGraphicsImageRendererFormat {
    /// The colour range asked for (NapkinUI's bitmaps are sRGB whatever is asked).
    public enum Range: Int, Sendable, Hashable {
        /// No preference.
        case unspecified = -1
        /// The range the device prefers.
        case automatic = 0
        /// Extended range.
        case extended = 1
        /// Standard range (sRGB).
        case standard = 2
    }

    /// Pixels per point (3 at first).
    public var scale: CGFloat = 3
    /// True for a bitmap without alpha: what is not drawn is black.
    public var opaque = false
    /// The colour range asked for; accepted, and drawn in sRGB.
    public var preferredRange = Range.automatic

    /// The default format: scale 3, not opaque.
    public init() {}

    /// The default format, as the device's screen asks for it.
    public static func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// The format best for the device: the default one.
    public static func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// A copy (a renderer keeps its own, as UIKit's does).
    func copy() -> UIGraphicsImageRendererFormat {
        let copy = UIGraphicsImageRendererFormat()
        copy.scale = scale
        copy.opaque = opaque
        copy.preferredRange = preferredRange
        return copy
    }

    /// The scale a drawing uses: a scale that is not a positive number is the default.
    var drawingScale: Double {
        let scale = Double(scale)
        return scale.isFinite && scale > 0 ? scale : 3
    }
}

/// What a ``UIGraphicsImageRenderer`` hands its drawing closure, as UIKit's
/// `UIGraphicsImageRendererContext`.
public final class UIGraphicsImageRendererContext {
    /// The Core Graphics context to draw with.
    public let cgContext: CGContext
    /// The renderer's format.
    public let format: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.format = format
    }

    /// What has been drawn so far, as an image at the format's scale.
    public var currentImage: UIImage {
        UIImage(source: .bitmap(cgContext.canvas.makeBitmap(), scale: cgContext.scale, name: nil))
    }

    /// Fills `rect` with the current fill colour.
    public func fill(_ rect: CGRect) { cgContext.fill(rect) }

    /// Fills `rect` with the current fill colour, composited with `blendMode`.
    public func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.fill(rect)
        cgContext.restoreGState()
    }

    /// Strokes the outline of `rect` with the current stroke colour and line width.
    public func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

    /// Strokes the outline of `rect`, composited with `blendMode`.
    public func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.stroke(rect)
        cgContext.restoreGState()
    }

    /// Limits what is drawn afterwards to `rect`.
    public func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// Draws images with UIKit's drawing calls, as UIKit's `UIGraphicsImageRenderer`:
///
/// ```swift
/// let renderer = UIGraphicsImageRenderer(size: CGSize(width: 64, height: 64))
/// let avatar = renderer.image { context in
///     UIColor.systemBlue.setFill()
///     context.fill(CGRect(x: 0, y: 0, width: 64, height: 64))
///     photo.draw(in: CGRect(x: 4, y: 4, width: 56, height: 56))
/// }
/// ```
///
/// The image is `size` points at the format's scale (`size × scale` pixels, rounded). While the
/// closure runs, its context is the current one (``UIGraphicsGetCurrentContext()``), so
/// `UIImage.draw(in:)`, `UIBezierPath.fill()` and `UIColor.setFill()` draw into it. The same
/// calls draw the same pixels on every run and in every build (Cairo's image surface).
public final class UIGraphicsImageRenderer {
    /// The format the renderer draws with (a copy of the one given).
    public let format: UIGraphicsImageRendererFormat
    /// The rectangle drawn, in points: its origin is the image's top-left corner.
    private let bounds: CGRect

    /// A renderer of `size`-point images in `format`.
    public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.format = format.copy()
        bounds = CGRect(origin: .zero, size: size)
    }

    /// A renderer of `size`-point images in the default format.
    public convenience init(size: CGSize) {
        self.init(size: size, format: .default())
    }

    /// A renderer of images of `bounds` (drawing at `bounds.origin` lands on the image's
    /// top-left corner) in `format`.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.format = format.copy()
        self.bounds = bounds
    }

    /// A renderer of images of `bounds` in the default format.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: .default())
    }

    /// True: an image renderer makes images.
    public var allowsImageOutput: Bool { true }

    /// The image `actions` draw.
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let scale = format.drawingScale
        return UIImage(source: .bitmap(render(actions), scale: scale, name: nil))
    }

    /// The PNG data of the image `actions` draw.
    public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        (try? render(actions).pngData()) ?? Data()
    }

    /// The JPEG data of the image `actions` draw, at `compressionQuality` from 0 (smallest) to 1
    /// (best), as UIKit's `jpegData(withCompressionQuality:actions:)`: the same bytes as
    /// ``UIImage/jpegData(compressionQuality:)`` of ``image(actions:)`` (JPEG has no alpha, so
    /// what is left transparent is black).
    public func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        (try? render(actions).jpegData(quality: Double(compressionQuality))) ?? Data()
    }

    private func render(_ actions: (UIGraphicsImageRendererContext) -> Void) -> Bitmap {
        let opaque = format.opaque
        let size = Size(width: Double(bounds.width), height: Double(bounds.height))
        return Raster.Canvas.render(size: size, scale: format.drawingScale, background: opaque ? .black : nil) { canvas in
            let context = CGContext(canvas: canvas, opaque: opaque)
            if bounds.origin != .zero { context.translateBy(x: -bounds.minX, y: -bounds.minY) }
            GraphicsContextStack.with(context) {
                actions(UIGraphicsImageRendererContext(cgContext: context, format: format))
            }
        }
    }
}
