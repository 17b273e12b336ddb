import Foundation
internal import Raster

/// UIKit's image class, for SwiftUI files that load or pass images through it:
/// `Image(uiImage: UIImage(named: "avatar")!)`, a `@Binding var photo: UIImage?`.
///
/// A `UIImage` holds what ``Image`` draws: a PNG's or JPEG's pixels, an asset catalog's image set, or a
/// symbol. As in UIKit, `UIImage(named:)` is `nil` when the image cannot be found (where
/// `Image(_:)` draws a placeholder).
public final class UIImage: @unchecked Sendable {
    // Sound: every stored property is a `let` of an immutable value.
    let source: Image.Source
    /// How the image is drawn when shown with `Image(uiImage:)`.
    public let renderingMode: RenderingMode

    /// How an image is drawn, as UIKit's `UIImage.RenderingMode`.
    public enum RenderingMode: Int, Sendable, Hashable {
        /// As the image set or symbol asks (symbols are templates).
        case automatic
        /// In the image's own colours.
        case alwaysOriginal
        /// As a mask tinted by the foreground colour.
        case alwaysTemplate
    }

    /// The colour ``withTintColor(_:)`` gave the image: a symbol's glyph, or a bitmap's shape
    /// (its alpha), is drawn in it.
    let tint: UIColor?

    /// Which way the pixels stand, as UIKit's `imageOrientation`: `.up` unless the image was made
    /// by ``init(cgImage:scale:orientation:)`` with another. The image's ``size`` and drawing are
    /// the upright picture's.
    public let imageOrientation: Orientation
    /// The pixels as given to ``init(cgImage:scale:orientation:)``, before they were turned
    /// upright (what ``cgImage`` hands back, as UIKit's).
    let unturnedPixels: CGImage?
    /// The symbol configuration a symbol image was made or configured with (UIImage+SymbolConfiguration.swift).
    public let symbolConfiguration: SymbolConfiguration?

    init(
        source: Image.Source, renderingMode: RenderingMode = .automatic, tint: UIColor? = nil, orientation: Orientation = .up,
        unturnedPixels: CGImage? = nil, symbolConfiguration: SymbolConfiguration? = nil
    ) {
        self.symbolConfiguration = symbolConfiguration
        self.source = source
        self.renderingMode = renderingMode
        self.tint = tint
        imageOrientation = orientation
        self.unturnedPixels = unturnedPixels
    }

    /// How an image's pixels are turned from upright, as UIKit's `UIImage.Orientation` (with its
    /// raw values): `.right` pixels are drawn turned a quarter clockwise, as a photo taken with
    /// the phone upright is stored.
    public enum Orientation: Int, Sendable, Hashable, CaseIterable {
        /// Upright.
        case up
        /// Turned half round.
        case down
        /// Drawn turned a quarter anticlockwise.
        case left
        /// Drawn turned a quarter clockwise.
        case right
        /// Mirrored left to right.
        case upMirrored
        /// Mirrored top to bottom.
        case downMirrored
        /// Mirrored across the leading diagonal.
        case leftMirrored
        /// Mirrored across the other diagonal.
        case rightMirrored

        /// The EXIF orientation of the same turn (1...8).
        var exifOrientation: Int {
            switch self {
            case .up: 1
            case .upMirrored: 2
            case .down: 3
            case .downMirrored: 4
            case .leftMirrored: 5
            case .right: 6
            case .rightMirrored: 7
            case .left: 8
            }
        }
    }

    /// The image named `name` (a PNG resource or an asset catalog's image set, as
    /// `Image(_:bundle:)` finds them), or `nil` when there is none.
    public convenience init?(named name: String, in bundle: Bundle? = nil, with configuration: Any? = nil) {
        let source = ImageResources.load(name, in: bundle)
        if case .missing = source { return nil }
        self.init(source: source)
    }

    /// The symbol with SF Symbols' name `systemName`, or `nil` when NapkinUI's symbol table has
    /// no such name.
    public convenience init?(systemName: String) {
        guard SymbolNames.entry(for: systemName) != nil else { return nil }
        self.init(source: .symbol(systemName))
    }

    /// The image of PNG or JPEG `data` (at `scale` pixels per point), or `nil` when it is
    /// neither or cannot be read. A JPEG is turned upright as its EXIF orientation says.
    public convenience init?(data: Data, scale: CGFloat = 1) {
        guard let bitmap = try? Bitmap(imageData: data) else { return nil }
        self.init(source: .bitmap(bitmap, scale: Double(max(scale, 0.01)), name: nil))
    }

    /// The image in the PNG or JPEG file at `path`, or `nil` when it cannot be read.
    public convenience init?(contentsOfFile path: String) {
        guard let bitmap = try? Bitmap(imageContentsOf: URL(fileURLWithPath: path)) else { return nil }
        self.init(source: .bitmap(bitmap, scale: 1, name: URL(fileURLWithPath: path).lastPathComponent))
    }

    /// An empty image (UIKit's `UIImage()`): nothing to draw, no size.
    public convenience init() {
        self.init(source: .bitmap(Bitmap(width: 1, height: 1), scale: 1, name: nil))
    }

    /// The size in points (a symbol's is its size next to 17-point text).
    public var size: CGSize {
        switch source {
        case .bitmap(let bitmap, let scale, _): CGSize(width: Double(bitmap.width) / scale, height: Double(bitmap.height) / scale)
        case .asset(let asset):
            CGSize(width: Double(asset.light.0.width) / asset.light.1, height: Double(asset.light.0.height) / asset.light.1)
        case .symbol: CGSize(width: 17, height: 17)
        case .missing: .zero
        }
    }

    /// Pixels per point.
    public var scale: CGFloat {
        switch source {
        case .bitmap(_, let scale, _): CGFloat(scale)
        case .asset(let asset): CGFloat(asset.light.1)
        case .symbol, .missing: 1
        }
    }

    /// Whether the image is an SF Symbol (``init(systemName:)``).
    public var isSymbolImage: Bool {
        if case .symbol = source { return true }
        return false
    }

    /// The image drawn with `renderingMode` (keeping a tint colour it was given).
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(
            source: source, renderingMode: renderingMode, tint: tint, orientation: imageOrientation, unturnedPixels: unturnedPixels,
            symbolConfiguration: symbolConfiguration)
    }

    /// The image drawn in `color`, with the same rendering mode, as UIKit's: a symbol's glyph
    /// is always drawn in `color`; a bitmap becomes `color` wherever it has ink (its alpha kept,
    /// its own colours replaced). Shown as a template (``RenderingMode/alwaysTemplate``), the
    /// image takes the tint of where it is shown instead.
    public func withTintColor(_ color: UIColor) -> UIImage {
        UIImage(
            source: source, renderingMode: renderingMode, tint: color, orientation: imageOrientation, unturnedPixels: unturnedPixels,
            symbolConfiguration: symbolConfiguration)
    }

    /// The image drawn in `color` with `renderingMode`: `.alwaysOriginal` keeps `color` wherever
    /// the image is shown (a tinted symbol for a slider's thumb, a tab item).
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        UIImage(
            source: source, renderingMode: renderingMode, tint: color, orientation: imageOrientation, unturnedPixels: unturnedPixels,
            symbolConfiguration: symbolConfiguration)
    }

    /// The pixels as PNG data, or `nil` for a symbol (which has no pixels of its own).
    public func pngData() -> Data? {
        switch source {
        case .bitmap(let bitmap, _, _): try? bitmap.pngData()
        case .asset(let asset): try? asset.light.0.pngData()
        case .symbol, .missing: nil
        }
    }

    /// The image as SwiftUI draws it.
    var image: Image {
        var image = Image(source: source)
        if case .symbol = source, let symbolConfiguration {
            image.fixedSymbolPointSize = symbolConfiguration.resolvedPointSize
            image.fixedSymbolScale = symbolConfiguration.scale?.imageScale
        }
        if let tint, renderingMode != .alwaysTemplate {
            image.fixedTint = tint.color
            return image
        }
        switch renderingMode {
        case .automatic: return image
        case .alwaysOriginal: return image.renderingMode(.original)
        case .alwaysTemplate: return image.renderingMode(.template)
        }
    }
}

extension Image {
    /// The image a `UIImage` holds, as SwiftUI's `Image(uiImage:)`.
    public init(uiImage: UIImage) {
        self = uiImage.image
    }
}

extension UIImage {
    /// Whether `object` is an image with the same content, as UIKit's `isEqual(_:)`, which Apple documents as the way
    /// to compare two images' data (`photo.isEqual(UIImage(named: "placeholder"))`): the same object, or the same
    /// pixels at the same scale, orientation, rendering mode and tint; symbol images are equal when they name the same
    /// symbol so. (`==` compares identities, as the image's `Hashable` conformance needs.)
    public func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIImage else { return false }
        if other === self { return true }
        guard scale == other.scale, imageOrientation == other.imageOrientation, renderingMode == other.renderingMode,
            tint == other.tint
        else { return false }
        switch (source, other.source) {
        case (.symbol(let mine), .symbol(let theirs)): return mine == theirs
        case (.missing, _), (_, .missing), (.symbol, _), (_, .symbol): return false
        default:
            guard let mine = cgImage, let theirs = other.cgImage else { return false }
            return mine.bitmap == theirs.bitmap
        }
    }
}

/// Equal and hashed by identity, as UIKit's images (objects of `NSObject`, which compares
/// identities): `ForEach(images, id: \.self)` shows each image a screen picked.
extension UIImage: Hashable {
    /// Whether `lhs` and `rhs` are the same image object.
    public static func == (lhs: UIImage, rhs: UIImage) -> Bool { lhs === rhs }
    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
