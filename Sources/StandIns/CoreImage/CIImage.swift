import Foundation
import NapkinUI

/// Core Image's image: a recipe for pixels, evaluated when a ``CIContext`` renders it, as `CIImage`.
///
/// Coordinates are Core Image's: the origin at the lower left, y up, one unit per pixel. An image made
/// from a `CGImage` has the extent `(0, 0, width, height)`; ``init(color:)`` makes an image of infinite
/// extent, which ``cropped(to:)`` bounds. Nothing is computed until a context renders a rectangle of it.
open class CIImage: NSObject, @unchecked Sendable {
    // Sound: every stored property is a `let` of a value or an immutable class.
    let recipe: ImageRecipe
    /// The rectangle the image covers: `CGRect.infinite` for an image of a colour, `CGRect.null`
    /// for ``empty()``.
    public let extent: CGRect
    /// The Core Graphics image the image was made from, or `nil` for an image a filter made.
    public let cgImage: CGImage?
    /// The file the image was read from, if it was read from one.
    public let url: URL?
    /// Whether a transform reads the image's pixels nearest (true) or linearly between pixel centres.
    let samplesNearest: Bool

    init(extent: CGRect, cgImage: CGImage? = nil, url: URL? = nil, samplesNearest: Bool = false, recipe: ImageRecipe) {
        self.extent = extent
        self.cgImage = cgImage
        self.url = url
        self.samplesNearest = samplesNearest
        self.recipe = recipe
        super.init()
    }

    /// The image read by the pixel nearest to each point when transformed, as Core Image's
    /// `samplingNearest()`: scaled up, its pixels stay squares with hard edges.
    open func samplingNearest() -> CIImage {
        CIImage(extent: extent, cgImage: cgImage, url: url, samplesNearest: true, recipe: recipe)
    }

    /// The image read linearly between pixel centres when transformed (the default), as Core Image's
    /// `samplingLinear()`.
    open func samplingLinear() -> CIImage {
        CIImage(extent: extent, cgImage: cgImage, url: url, samplesNearest: false, recipe: recipe)
    }

    /// The image of `cgImage`'s pixels, with the extent `(0, 0, width, height)` (its top row at the top).
    public convenience init(cgImage: CGImage, options: [CIImageOption: Any]? = nil) {
        self.init(cgImage: cgImage, url: nil)
    }

    convenience init(cgImage: CGImage, url: URL?) {
        let width = cgImage.width, height = cgImage.height
        let pixels = cgImage.premultipliedARGBPixels
        self.init(
            extent: CGRect(x: 0, y: 0, width: width, height: height), cgImage: cgImage, url: url,
            recipe: ImageRecipe { region, space in
                var plane = PixelPlane(rect: region)
                let overlap = region.intersection(PixelRect(x: 0, y: 0, width: width, height: height))
                guard !overlap.isEmpty else { return plane }
                for y in overlap.y..<overlap.maxY {
                    // Core Image's row y is the bitmap's row height - 1 - y (bitmaps run top to bottom).
                    let row = (height - 1 - y) * width
                    for x in overlap.x..<overlap.maxX { plane[x, y] = space.pixel(premultipliedARGB: pixels[row + x]) }
                }
                return plane
            })
    }

    /// An image of `color` everywhere: its extent is infinite (crop it with ``cropped(to:)``).
    public convenience init(color: CIColor) {
        let red = Float(color.red), green = Float(color.green), blue = Float(color.blue), alpha = Float(color.alpha)
        self.init(
            extent: .infinite,
            recipe: ImageRecipe { region, space in
                PixelPlane(rect: region, fill: space.pixel(red: red, green: green, blue: blue, alpha: alpha))
            })
    }

    /// The image of PNG or JPEG `data`, or `nil` when it is neither or cannot be read.
    public convenience init?(data: Data, options: [CIImageOption: Any]? = nil) {
        guard let cgImage = UIImage(data: data)?.cgImage else { return nil }
        self.init(cgImage: cgImage, url: nil)
    }

    /// The image in the PNG or JPEG file at `url`, or `nil` when it cannot be read.
    public convenience init?(contentsOf url: URL, options: [CIImageOption: Any]? = nil) {
        guard url.isFileURL, let cgImage = UIImage(contentsOfFile: url.path)?.cgImage else { return nil }
        self.init(cgImage: cgImage, url: url)
    }

    /// The pixels of `image`, or `nil` for an image without pixels (a symbol, or one not loaded), as
    /// UIKit's `CIImage(image:)` is `nil` for an image it cannot read.
    public convenience init?(image: UIImage, options: [CIImageOption: Any]? = nil) {
        guard let cgImage = image.cgImage else { return nil }
        self.init(cgImage: cgImage, url: nil)
    }

    /// An image with nothing in it: its extent is `CGRect.null`.
    open class func empty() -> CIImage {
        CIImage(extent: .null, recipe: ImageRecipe { region, _ in PixelPlane(rect: region) })
    }

    /// Opaque black everywhere.
    public class var black: CIImage { CIImage(color: .black) }
    /// Opaque white everywhere.
    public class var white: CIImage { CIImage(color: .white) }
    /// Opaque 50 % grey everywhere.
    public class var gray: CIImage { CIImage(color: .gray) }
    /// Opaque red everywhere.
    public class var red: CIImage { CIImage(color: .red) }
    /// Opaque green everywhere.
    public class var green: CIImage { CIImage(color: .green) }
    /// Opaque blue everywhere.
    public class var blue: CIImage { CIImage(color: .blue) }
    /// Opaque cyan everywhere.
    public class var cyan: CIImage { CIImage(color: .cyan) }
    /// Opaque magenta everywhere.
    public class var magenta: CIImage { CIImage(color: .magenta) }
    /// Opaque yellow everywhere.
    public class var yellow: CIImage { CIImage(color: .yellow) }
    /// Transparent everywhere.
    public class var clear: CIImage { CIImage(color: .clear) }

    /// The image's metadata (none is read: an empty dictionary).
    open var properties: [String: Any] { [:] }

    /// The image moved, scaled or turned by `matrix` (in Core Image's coordinates), sampled linearly
    /// between pixel centres as Core Image's default sampler does (an upscaled photo is smooth and its
    /// edges soften against the transparency around it), or nearest for an image that asks for it
    /// (``samplingNearest()``, and the QR code generator's output, whose modules stay sharp when scaled
    /// up, as on iOS).
    open func transformed(by matrix: CGAffineTransform) -> CIImage {
        transformed(by: matrix, highQualityDownsample: false)
    }

    /// The image moved, scaled or turned by `matrix`; `highQualityDownsample` is accepted and the
    /// sampling is the same (linear).
    open func transformed(by matrix: CGAffineTransform, highQualityDownsample: Bool) -> CIImage {
        if matrix.isIdentity { return self }
        let determinant = matrix.a * matrix.d - matrix.b * matrix.c
        guard determinant != 0, determinant.isFinite else { return CIImage.empty() }
        let inverse = matrix.inverted()
        let source = self
        let nearest = samplesNearest
        let newExtent = extent.isInfinite || extent.isNull ? extent : extent.applying(matrix)
        let isPureTranslation =
            matrix.a == 1 && matrix.b == 0 && matrix.c == 0 && matrix.d == 1
            && matrix.tx == matrix.tx.rounded() && matrix.ty == matrix.ty.rounded()
        return CIImage(
            extent: newExtent,
            recipe: ImageRecipe { region, space in
                if isPureTranslation {
                    // Whole-pixel moves copy pixels unchanged.
                    let dx = Int(matrix.tx), dy = Int(matrix.ty)
                    let moved = PixelRect(x: region.x - dx, y: region.y - dy, width: region.width, height: region.height)
                    let input = source.render(moved, in: space)
                    var plane = PixelPlane(rect: region)
                    plane.pixels = input.pixels
                    return plane
                }
                var plane = PixelPlane(rect: region)
                guard var needed = PixelRect(covering: region.cgRect.applying(inverse))?.outset(by: 1) else { return plane }
                if let bounds = PixelRect(covering: source.extent) { needed = needed.intersection(bounds.outset(by: 1)) }
                guard !needed.isEmpty, needed.area <= CIContext.maximumPixelCount else { return plane }
                let input = source.render(needed, in: space)
                for y in region.y..<region.maxY {
                    for x in region.x..<region.maxX {
                        let point = CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5).applying(inverse)
                        plane[x, y] =
                            nearest ? input[Int(point.x.rounded(.down)), Int(point.y.rounded(.down))] : input.sampleLinear(at: point)
                    }
                }
                return plane
            })
    }

    /// The part of the image inside `rect`; pixels that `rect` cuts through keep the part of them inside it.
    open func cropped(to rect: CGRect) -> CIImage {
        let bounds = extent.intersection(rect.standardized)
        guard !bounds.isNull, !bounds.isEmpty else { return CIImage.empty() }
        let source = self
        return CIImage(
            extent: bounds,
            recipe: ImageRecipe { region, space in
                var plane = source.render(region, in: space)
                for y in region.y..<region.maxY {
                    let coverY = max(0, min(Double(y + 1), bounds.maxY) - max(Double(y), bounds.minY))
                    for x in region.x..<region.maxX {
                        let coverX = max(0, min(Double(x + 1), bounds.maxX) - max(Double(x), bounds.minX))
                        let coverage = Float(coverX * coverY)
                        if coverage < 1 { plane[x, y] = plane[x, y] * coverage }
                    }
                }
                return plane
            })
    }

    /// The image with its edge pixels repeated outward for ever (infinite extent), as Core Image's
    /// `clampedToExtent()`; blur a clamped image so that its edges do not fade.
    open func clampedToExtent() -> CIImage {
        guard let bounds = PixelRect(covering: extent), bounds.area <= CIContext.maximumPixelCount else { return self }
        let source = self
        return CIImage(
            extent: .infinite,
            recipe: ImageRecipe { region, space in
                let input = source.render(bounds, in: space)
                var plane = PixelPlane(rect: region)
                for y in region.y..<region.maxY {
                    for x in region.x..<region.maxX { plane[x, y] = input.clamped(x: x, y: y) }
                }
                return plane
            })
    }

    /// The image drawn over `dest` (source-over): its extent is the union of both.
    open func composited(over dest: CIImage) -> CIImage {
        let source = self
        return CIImage(
            extent: extent.union(dest.extent),
            recipe: ImageRecipe { region, space in
                var plane = dest.render(region, in: space)
                let top = source.render(region, in: space)
                for index in plane.pixels.indices {
                    let over = top.pixels[index]
                    plane.pixels[index] = over + plane.pixels[index] * (1 - over.a)
                }
                return plane
            })
    }

    /// The output of the filter named `filterName` with this image as its input image and `params` set.
    /// An unknown filter, or one without an output, gives ``empty()``, as Core Image does.
    open func applyingFilter(_ filterName: String, parameters params: [String: Any]) -> CIImage {
        guard let filter = CIFilter(name: filterName) else { return CIImage.empty() }
        filter.setValue(self, forKey: kCIInputImageKey)
        for (key, value) in params { filter.setValue(value, forKey: key) }
        return filter.outputImage ?? CIImage.empty()
    }

    /// The output of the filter named `filterName` with its default parameters and this image as input.
    open func applyingFilter(_ filterName: String) -> CIImage {
        applyingFilter(filterName, parameters: [:])
    }

    /// The image blurred by a Gaussian of standard deviation `sigma` (CIGaussianBlur's radius).
    open func applyingGaussianBlur(sigma: Double) -> CIImage {
        applyingFilter("CIGaussianBlur", parameters: [kCIInputRadiusKey: sigma])
    }

    /// The image turned upright from `orientation` (a photo's EXIF orientation), its extent's origin at zero.
    open func oriented(_ orientation: CGImagePropertyOrientation) -> CIImage {
        transformed(by: orientationTransform(for: orientation))
    }

    /// The image turned upright from the EXIF orientation `orientation` (1…8); others leave it as it is.
    open func oriented(forExifOrientation orientation: Int32) -> CIImage {
        guard let value = CGImagePropertyOrientation(rawValue: UInt32(clamping: orientation)) else { return self }
        return oriented(value)
    }

    /// The transform ``oriented(_:)`` applies: it turns the image upright and moves its extent back to
    /// the origin.
    open func orientationTransform(for orientation: CGImagePropertyOrientation) -> CGAffineTransform {
        guard !extent.isInfinite, !extent.isNull else { return .identity }
        let turn: CGAffineTransform =
            switch orientation {
            case .up: .identity
            case .upMirrored: CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
            case .down: CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: 0, ty: 0)
            case .downMirrored: CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 0)
            // EXIF 6 (.right): the stored pixels are the upright picture turned a quarter anticlockwise;
            // in Core Image's y-up coordinates turning them back is a quarter turn clockwise.
            case .right: CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: 0)
            case .left: CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
            case .rightMirrored: CGAffineTransform(a: 0, b: 1, c: 1, d: 0, tx: 0, ty: 0)
            case .leftMirrored: CGAffineTransform(a: 0, b: -1, c: -1, d: 0, tx: 0, ty: 0)
            }
        let moved = extent.applying(turn)
        return turn.concatenating(CGAffineTransform(translationX: -moved.minX, y: -moved.minY))
    }

    /// The pixels of `region` in `space`.
    func render(_ region: PixelRect, in space: WorkingSpace) -> PixelPlane {
        guard !region.isEmpty else { return PixelPlane(rect: region) }
        return recipe.render(region, space)
    }

    /// The extent, as Core Image describes an image.
    open override var description: String {
        "<CIImage: extent \(extent)>"
    }
}

/// Options for making an image (`CIImage(cgImage:options:)`); accepted and not needed, as the stand-in
/// reads no colour profiles or metadata.
public struct CIImageOption: RawRepresentable, Hashable, Sendable {
    /// The option's name.
    public let rawValue: String
    /// The option named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The colour space to read the pixels in.
    public static let colorSpace = CIImageOption(rawValue: "kCIImageColorSpace")
    /// Whether to turn the image upright as its orientation property says.
    public static let applyOrientationProperty = CIImageOption(rawValue: "kCIImageApplyOrientationProperty")
    /// The image's metadata.
    public static let properties = CIImageOption(rawValue: "kCIImageProperties")
    /// Whether pixels are read with nearest sampling.
    public static let nearestSampling = CIImageOption(rawValue: "kCIImageNearestSampling")
}

/// A photo's orientation as EXIF and ImageIO number it (1…8), as ImageIO's `CGImagePropertyOrientation`,
/// which Core Image's headers bring.
public enum CGImagePropertyOrientation: UInt32, Sendable, Hashable, CaseIterable {
    /// Upright (1).
    case up = 1
    /// Mirrored left to right (2).
    case upMirrored = 2
    /// Turned half round (3).
    case down = 3
    /// Mirrored top to bottom (4).
    case downMirrored = 4
    /// Mirrored across the leading diagonal (5).
    case leftMirrored = 5
    /// Stored turned a quarter anticlockwise: shown turned a quarter clockwise (6).
    case right = 6
    /// Mirrored across the other diagonal (7).
    case rightMirrored = 7
    /// Stored turned a quarter clockwise: shown turned a quarter anticlockwise (8).
    case left = 8
}

extension UIImage {
    /// The image of `ciImage`'s pixels inside its extent, rendered at once by a default context (an
    /// image of infinite or empty extent gives an image with no pixels, as UIKit draws nothing for it).
    public convenience init(ciImage: CIImage) {
        self.init(ciImage: ciImage, scale: 1, orientation: .up)
    }

    /// The image of `ciImage`'s pixels at `scale`, turned as `orientation` says.
    public convenience init(ciImage: CIImage, scale: CGFloat, orientation: UIImage.Orientation) {
        if let cgImage = CIContext().createCGImage(ciImage, from: ciImage.extent) {
            self.init(cgImage: cgImage, scale: scale, orientation: orientation)
        } else {
            self.init()
        }
    }
}
