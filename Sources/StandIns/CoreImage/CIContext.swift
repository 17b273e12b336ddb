import Foundation
import NapkinUI

/// What renders a ``CIImage`` to pixels, as Core Image's `CIContext`: on the CPU, in linear light
/// (Core Image's default working space) unless made with `.workingColorSpace: NSNull()`, into 8-bit
/// sRGB images.
///
/// A context holds no state between renders, so one may be shared across threads, as Core Image's.
open class CIContext: NSObject, @unchecked Sendable {
    // Sound: the only stored property is a `let` of a value.
    let workingSpace: WorkingSpace

    /// The most pixels one render makes (4096 × 4096): larger requests give `nil`, not a process
    /// out of memory.
    static let maximumPixelCount = 4096 * 4096

    /// A context with the default options.
    public override convenience init() {
        self.init(options: nil)
    }

    /// A context with `options`: `.workingColorSpace` set to `NSNull()` turns colour management off
    /// (filters see sRGB values as stored); other options are accepted and change nothing.
    public init(options: [CIContextOption: Any]?) {
        let working = options?[.workingColorSpace]
        workingSpace = WorkingSpace(isLinear: !(working is NSNull))
        super.init()
    }

    /// The pixels of `image` inside `fromRect` as a Core Graphics image (sRGB, premultiplied, 8 bits a
    /// channel), or `nil` when `fromRect` is empty, infinite or larger than 4096 × 4096 pixels, as Core
    /// Image gives `nil` for an image it cannot make. A rectangle cutting through pixels is widened to
    /// whole ones.
    open func createCGImage(_ image: CIImage, from fromRect: CGRect) -> CGImage? {
        guard let region = PixelRect(covering: fromRect), region.area <= Self.maximumPixelCount else { return nil }
        let plane = image.render(region, in: workingSpace)
        var pixels = [UInt32](repeating: 0, count: region.area)
        for row in 0..<region.height {
            // The CGImage's first row is the rectangle's top (Core Image's y runs up).
            let y = region.maxY - 1 - row
            for column in 0..<region.width {
                pixels[row * region.width + column] = workingSpace.premultipliedARGB(plane[region.x + column, y])
            }
        }
        return CGImage(width: region.width, height: region.height, premultipliedARGB: pixels)
    }

    /// ``createCGImage(_:from:)``; `format` and `colorSpace` are taken as 8-bit sRGB, the only kind the
    /// stand-in makes.
    open func createCGImage(_ image: CIImage, from fromRect: CGRect, format: CIFormat, colorSpace: Any?) -> CGImage? {
        createCGImage(image, from: fromRect)
    }

    /// The pixels of `image` inside `bounds`, as `format` lays them out, into `data` (`rowBytes` bytes
    /// a row, the rectangle's top row first); `.RGBA8` and `.BGRA8` are written, other formats and a
    /// rectangle larger than `rowBytes` or than 4096 × 4096 pixels leave `data` as it is.
    open func render(
        _ image: CIImage, toBitmap data: UnsafeMutableRawPointer, rowBytes: Int, bounds: CGRect, format: CIFormat, colorSpace: Any?
    ) {
        guard format == .RGBA8 || format == .BGRA8, let region = PixelRect(covering: bounds), region.width * 4 <= rowBytes,
            let cgImage = createCGImage(image, from: bounds)
        else { return }
        let pixels = cgImage.premultipliedARGBPixels
        for row in 0..<region.height {
            let line = data.advanced(by: row * rowBytes).assumingMemoryBound(to: UInt8.self)
            for column in 0..<region.width {
                let pixel = pixels[row * region.width + column]
                let red = UInt8(truncatingIfNeeded: pixel >> 16), green = UInt8(truncatingIfNeeded: pixel >> 8)
                let blue = UInt8(truncatingIfNeeded: pixel), alpha = UInt8(truncatingIfNeeded: pixel >> 24)
                let bytes: (UInt8, UInt8, UInt8, UInt8) = format == .RGBA8 ? (red, green, blue, alpha) : (blue, green, red, alpha)
                line[column * 4] = bytes.0
                line[column * 4 + 1] = bytes.1
                line[column * 4 + 2] = bytes.2
                line[column * 4 + 3] = bytes.3
            }
        }
    }

    /// The PNG encoding of `image`'s pixels inside its extent, or `nil` when its extent is infinite,
    /// empty or too large.
    open func pngRepresentation(of image: CIImage, format: CIFormat, colorSpace: Any?, options: [CIImageRepresentationOption: Any] = [:])
        -> Data?
    {
        guard let cgImage = createCGImage(image, from: image.extent) else { return nil }
        return UIImage(cgImage: cgImage).pngData()
    }

    /// Cached intermediate images are dropped (the stand-in keeps none).
    open func clearCaches() {}
}

/// A pixel format Core Image writes, as `CIFormat`.
public struct CIFormat: RawRepresentable, Hashable, Sendable {
    /// Core Image's number for the format.
    public let rawValue: Int32
    /// The format numbered `rawValue`.
    public init(rawValue: Int32) { self.rawValue = rawValue }
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Red, green, blue, alpha: 8 bits each.
    public static let RGBA8 = CIFormat(rawValue: 24)
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Blue, green, red, alpha: 8 bits each.
    public static let BGRA8 = CIFormat(rawValue: 23)
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Alpha, red, green, blue: 8 bits each.
    public static let ARGB8 = CIFormat(rawValue: 22)
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Red, green, blue, alpha: 16-bit floats.
    public static let RGBAh = CIFormat(rawValue: 31)
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Red, green, blue, alpha: 32-bit floats.
    public static let RGBAf = CIFormat(rawValue: 34)
}

/// Options for making a context, as `CIContextOption`.
public struct CIContextOption: RawRepresentable, Hashable, Sendable {
    /// The option's name.
    public let rawValue: String
    /// The option named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The colour space filters work in; `NSNull()` turns colour management off.
    public static let workingColorSpace = CIContextOption(rawValue: "working_color_space")
    /// The pixel format filters work in.
    public static let workingFormat = CIContextOption(rawValue: "working_format")
    /// The colour space rendered images are in.
    public static let outputColorSpace = CIContextOption(rawValue: "output_color_space")
    /// Whether to render on the CPU (the stand-in always does).
    public static let useSoftwareRenderer = CIContextOption(rawValue: "software_renderer")
    /// Whether to keep intermediate images.
    public static let cacheIntermediates = CIContextOption(rawValue: "kCIContextCacheIntermediates")
    /// Whether the context's work runs at low priority.
    public static let priorityRequestLow = CIContextOption(rawValue: "priority_request_low")
    /// Whether downscaling uses more samples.
    public static let highQualityDownsample = CIContextOption(rawValue: "high_quality_downsample")
    /// Whether images are rendered premultiplied.
    public static let outputPremultiplied = CIContextOption(rawValue: "output_premultiplied")
    /// A name for the context in logs.
    public static let name = CIContextOption(rawValue: "name")
}

/// Options for an image's file representation, as `CIImageRepresentationOption` (accepted, unused).
public struct CIImageRepresentationOption: RawRepresentable, Hashable, Sendable {
    /// The option's name.
    public let rawValue: String
    /// The option named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
}
