import Foundation
import NapkinUI

/// What a processor is given: bytes (the first processor) or the image the one before it made.
public enum ImageProcessItem: Sendable {
    /// A decoded image.
    case image(KFCrossPlatformImage)
    /// Downloaded bytes.
    case data(Data)
}

/// Turns downloaded bytes or an image into the image to show, as Kingfisher's `ImageProcessor`. The identifier
/// keys the processed image in the cache, so two processors doing different things need different identifiers.
public protocol ImageProcessor: Sendable {
    /// Distinguishes this processor's output in the cache ("" for the default processor).
    var identifier: String { get }
    /// The processed image, or `nil` when `item` cannot be processed (the load fails with
    /// ``KingfisherError/ProcessorErrorReason/processingFailed(processor:item:)``).
    func process(item: ImageProcessItem, options: KingfisherParsedOptionsInfo) -> KFCrossPlatformImage?
}

extension ImageProcessor {
    /// This processor, then `another` on its output.
    public func append(another: any ImageProcessor) -> any ImageProcessor {
        let identifier = identifier.isEmpty ? another.identifier : "\(identifier)|>\(another.identifier)"
        return ChainedImageProcessor(identifier: identifier, first: self, second: another)
    }
}

/// `left` then `right` on its output.
public func |> (left: any ImageProcessor, right: any ImageProcessor) -> any ImageProcessor {
    left.append(another: right)
}

infix operator |> : AdditionPrecedence

/// Two processors one after the other.
struct ChainedImageProcessor: ImageProcessor {
    let identifier: String
    let first: any ImageProcessor
    let second: any ImageProcessor

    func process(item: ImageProcessItem, options: KingfisherParsedOptionsInfo) -> KFCrossPlatformImage? {
        guard let image = first.process(item: item, options: options) else { return nil }
        return second.process(item: .image(image), options: options)
    }
}

/// Decodes bytes (PNG or JPEG) at the options' scale factor; passes images through at that scale.
public struct DefaultImageProcessor: ImageProcessor {
    /// The shared processor.
    public static let `default` = DefaultImageProcessor()
    /// "" (the default processor's images are cached under the plain key).
    public let identifier = ""

    /// The default processor.
    public init() {}

    /// The decoded image, or `nil` when the bytes are not PNG or JPEG.
    public func process(item: ImageProcessItem, options: KingfisherParsedOptionsInfo) -> KFCrossPlatformImage? {
        switch item {
        case .image(let image): image.scaled(to: options.scaleFactor)
        case .data(let data): UIImage(data: data, scale: options.scaleFactor)
        }
    }
}

/// Corners of a rectangle, as Kingfisher's `RectCorner`.
public struct RectCorner: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// The top-left corner.
    public static let topLeft = RectCorner(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = RectCorner(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let bottomLeft = RectCorner(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let bottomRight = RectCorner(rawValue: 1 << 3)
    /// All four.
    public static let all: RectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]

    /// The corners `rawValue`'s bits name.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }
}

/// A corner radius: points, or a fraction of the width or height.
public enum Radius: Sendable {
    /// A fraction of the width (0.5 makes a circle of a square).
    case widthFraction(CGFloat)
    /// A fraction of the height.
    case heightFraction(CGFloat)
    /// Points.
    case point(CGFloat)

    /// The radius in points for an image of `size`.
    public func compute(with size: CGSize) -> CGFloat {
        switch self {
        case .point(let point): point
        case .widthFraction(let fraction): fraction * size.width
        case .heightFraction(let fraction): fraction * size.height
        }
    }
}

/// Rounds the image's corners (the pixels outside them become transparent, or `backgroundColor`), after resizing
/// it to `targetSize` when given.
public struct RoundCornerImageProcessor: ImageProcessor {
    /// Distinguishes the output in the cache.
    public let identifier: String
    /// The radius.
    public let radius: Radius
    /// The corners rounded.
    public let roundingCorners: RectCorner
    /// The size the image is resized to first (points).
    public let targetSize: CGSize?
    /// What shows outside the corners (transparent when `nil`).
    public let backgroundColor: KFCrossPlatformColor?

    /// Corners of `cornerRadius` points.
    public init(
        cornerRadius: CGFloat, targetSize: CGSize? = nil, roundingCorners corners: RectCorner = .all,
        backgroundColor: KFCrossPlatformColor? = nil
    ) {
        self.init(radius: .point(cornerRadius), targetSize: targetSize, roundingCorners: corners, backgroundColor: backgroundColor)
    }

    /// Corners of `radius`.
    public init(
        radius: Radius, targetSize: CGSize? = nil, roundingCorners corners: RectCorner = .all, backgroundColor: KFCrossPlatformColor? = nil
    ) {
        self.radius = radius
        self.targetSize = targetSize
        self.roundingCorners = corners
        self.backgroundColor = backgroundColor
        var identifier = "com.onevcat.Kingfisher.RoundCornerImageProcessor(\(radius)"
        if let targetSize { identifier += "_\(targetSize)" }
        identifier += "_\(corners.rawValue)"
        if let backgroundColor { identifier += "_\(backgroundColor)" }
        self.identifier = identifier + ")"
    }

    /// The image with rounded corners.
    public func process(item: ImageProcessItem, options: KingfisherParsedOptionsInfo) -> KFCrossPlatformImage? {
        guard var image = DefaultImageProcessor.default.process(item: item, options: options) else { return nil }
        if let targetSize, let resized = image.resized(toPoints: targetSize, mode: .none) { image = resized }
        guard var pixels = PixelImage(image) else { return image }
        let scale = image.scale
        let radiusPixels = max(0, radius.compute(with: image.size) * scale)
        pixels.roundCorners(radius: radiusPixels, corners: roundingCorners, background: backgroundColor)
        return pixels.image(scale: scale)
    }
}

/// How ``ResizingImageProcessor`` fits the image to its reference size.
public enum ContentMode: Sendable {
    /// Exactly the reference size (stretched).
    case none
    /// Inside it, keeping the aspect ratio.
    case aspectFit
    /// Covering it, keeping the aspect ratio.
    case aspectFill
}

/// Resizes the image to `referenceSize` (points), fitted as `targetContentMode` says.
public struct ResizingImageProcessor: ImageProcessor {
    /// Distinguishes the output in the cache.
    public let identifier: String
    /// The size (points).
    public let referenceSize: CGSize
    /// How the image fits it.
    public let targetContentMode: ContentMode

    /// A processor resizing to `referenceSize` fitted as `mode` says.
    public init(referenceSize: CGSize, mode: ContentMode = .none) {
        self.referenceSize = referenceSize
        self.targetContentMode = mode
        identifier =
            mode == .none
            ? "com.onevcat.Kingfisher.ResizingImageProcessor(\(referenceSize))"
            : "com.onevcat.Kingfisher.ResizingImageProcessor(\(referenceSize), \(mode))"
    }

    /// The resized image.
    public func process(item: ImageProcessItem, options: KingfisherParsedOptionsInfo) -> KFCrossPlatformImage? {
        guard let image = DefaultImageProcessor.default.process(item: item, options: options) else { return nil }
        return image.resized(toPoints: referenceSize, mode: targetContentMode) ?? image
    }
}

/// Shrinks the image so that it fits `size` (points, at the options' scale factor), keeping its aspect ratio; an
/// image already small enough is not enlarged. Saves memory for thumbnails of large downloads.
public struct DownsamplingImageProcessor: ImageProcessor {
    /// The size the image fits.
    public let size: CGSize
    /// Distinguishes the output in the cache.
    public let identifier: String

    /// A processor shrinking images to fit `size`.
    public init(size: CGSize) {
        self.size = size
        identifier = "com.onevcat.Kingfisher.DownsamplingImageProcessor(\(size))"
    }

    /// The shrunk image.
    public func process(item: ImageProcessItem, options: KingfisherParsedOptionsInfo) -> KFCrossPlatformImage? {
        guard let image = DefaultImageProcessor.default.process(item: item, options: options) else { return nil }
        guard size.width > 0, size.height > 0, let pixels = PixelImage(image) else { return image }
        // As ImageIO's thumbnails: the longer side at most the larger of the size's sides, in pixels.
        let limit = max(size.width, size.height) * options.scaleFactor
        let longer = CGFloat(max(pixels.width, pixels.height))
        guard longer > limit else { return image }
        let factor = limit / longer
        let width = max(1, Int((CGFloat(pixels.width) * factor).rounded()))
        let height = max(1, Int((CGFloat(pixels.height) * factor).rounded()))
        return pixels.resampled(width: width, height: height).image(scale: options.scaleFactor)
    }
}

/// Blurs the image (a Gaussian approximated by three box blurs, as Core Image's and vImage's fast blurs).
public struct BlurImageProcessor: ImageProcessor {
    /// Distinguishes the output in the cache.
    public let identifier: String
    /// The blur radius in points.
    public let blurRadius: CGFloat

    /// A processor blurring by `blurRadius` points.
    public init(blurRadius: CGFloat) {
        self.blurRadius = blurRadius
        identifier = "com.onevcat.Kingfisher.BlurImageProcessor(\(blurRadius))"
    }

    /// The blurred image.
    public func process(item: ImageProcessItem, options: KingfisherParsedOptionsInfo) -> KFCrossPlatformImage? {
        guard let image = DefaultImageProcessor.default.process(item: item, options: options) else { return nil }
        guard blurRadius > 0, var pixels = PixelImage(image) else { return image }
        pixels.blur(radius: blurRadius * image.scale)
        return pixels.image(scale: image.scale)
    }
}

/// Lays `overlay` over the image at `fraction` opacity (where the image has ink).
public struct OverlayImageProcessor: ImageProcessor {
    /// Distinguishes the output in the cache.
    public let identifier: String
    /// The colour laid over.
    public let overlay: KFCrossPlatformColor
    /// How much of the colour shows (0...1).
    public let fraction: CGFloat

    /// A processor laying `overlay` over the image at `fraction`.
    public init(overlay: KFCrossPlatformColor, fraction: CGFloat = 0.5) {
        self.overlay = overlay
        self.fraction = fraction
        identifier = "com.onevcat.Kingfisher.OverlayImageProcessor(\(overlay)_\(fraction))"
    }

    /// The image with the colour over it.
    public func process(item: ImageProcessItem, options: KingfisherParsedOptionsInfo) -> KFCrossPlatformImage? {
        guard let image = DefaultImageProcessor.default.process(item: item, options: options) else { return nil }
        guard var pixels = PixelImage(image) else { return image }
        pixels.overlay(overlay, fraction: min(max(fraction, 0), 1))
        return pixels.image(scale: image.scale)
    }
}

/// Greys the image (Rec. 601 luma), keeping its alpha.
public struct BlackWhiteProcessor: ImageProcessor {
    /// Distinguishes the output in the cache.
    public let identifier = "com.onevcat.Kingfisher.BlackWhiteProcessor"

    /// The processor.
    public init() {}

    /// The grey image.
    public func process(item: ImageProcessItem, options: KingfisherParsedOptionsInfo) -> KFCrossPlatformImage? {
        guard let image = DefaultImageProcessor.default.process(item: item, options: options) else { return nil }
        guard var pixels = PixelImage(image) else { return image }
        pixels.grey()
        return pixels.image(scale: image.scale)
    }
}

/// Crops the image to `size` (points) around `anchor` (unit point, 0.5 × 0.5 the middle).
public struct CroppingImageProcessor: ImageProcessor {
    /// Distinguishes the output in the cache.
    public let identifier: String
    /// The size kept.
    public let size: CGSize
    /// Where the crop sits in the image (0...1 each way).
    public let anchor: CGPoint

    /// A processor keeping `size` around `anchor`.
    public init(size: CGSize, anchor: CGPoint = CGPoint(x: 0.5, y: 0.5)) {
        self.size = size
        self.anchor = anchor
        identifier = "com.onevcat.Kingfisher.CroppingImageProcessor(\(size)_\(anchor))"
    }

    /// The cropped image.
    public func process(item: ImageProcessItem, options: KingfisherParsedOptionsInfo) -> KFCrossPlatformImage? {
        guard let image = DefaultImageProcessor.default.process(item: item, options: options) else { return nil }
        guard let cgImage = image.cgImage else { return image }
        let scale = image.scale
        let width = min(size.width * scale, CGFloat(cgImage.width)), height = min(size.height * scale, CGFloat(cgImage.height))
        let x = (CGFloat(cgImage.width) - width) * min(max(anchor.x, 0), 1)
        let y = (CGFloat(cgImage.height) - height) * min(max(anchor.y, 0), 1)
        guard let cropped = cgImage.cropping(to: CGRect(x: x, y: y, width: width, height: height)) else { return image }
        return UIImage(cgImage: cropped, scale: scale)
    }
}

extension UIImage {
    /// The same pixels at `scale` pixels per point.
    func scaled(to scale: CGFloat) -> UIImage {
        guard scale != self.scale, let cgImage else { return self }
        return UIImage(cgImage: cgImage, scale: scale)
    }

    /// The image resized to `size` points (at its own scale), fitted as `mode` says; `nil` for an image without pixels.
    func resized(toPoints size: CGSize, mode: ContentMode) -> UIImage? {
        guard size.width > 0, size.height > 0, let pixels = PixelImage(self) else { return nil }
        var target = size
        let aspect = self.size.width / max(self.size.height, 0.0001)
        switch mode {
        case .none: break
        case .aspectFit:
            target =
                size.width / size.height > aspect
                ? CGSize(width: size.height * aspect, height: size.height)
                : CGSize(width: size.width, height: size.width / aspect)
        case .aspectFill:
            target =
                size.width / size.height > aspect
                ? CGSize(width: size.width, height: size.width / aspect)
                : CGSize(width: size.height * aspect, height: size.height)
        }
        let width = max(1, Int((target.width * scale).rounded())), height = max(1, Int((target.height * scale).rounded()))
        return pixels.resampled(width: width, height: height).image(scale: scale)
    }
}
