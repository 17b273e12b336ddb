import Foundation
internal import NapkinSupport
internal import Raster
public import RasterCore

/// A view that displays an image, as SwiftUI's `Image`: a bitmap, a PNG file, a PNG in a
/// bundle, or a symbol named as in SF Symbols.
///
/// ```swift
/// Image(systemName: "star.fill").foregroundStyle(.yellow)
/// Image("avatar", bundle: .module).resizable().scaledToFill().frame(width: 64, height: 64)
/// ```
/// An image is as large as its pixels divided by its scale until `.resizable()` lets it take
/// the size it is offered. Symbols are drawn from the bundled symbol font (see
/// `SymbolNames`), sized by the font and `.imageScale(_:)` and tinted by the foreground
/// style. A name that cannot be found draws a visible placeholder, and the layout description
/// says which name was missing.
///
/// As in SwiftUI, an image is a plain value, made anywhere (in a model, a `static let`): its
/// conformance to ``View`` is declared apart, so its initialisers are not isolated.
public struct Image: Sendable {
    /// How a resizable image fills space larger than its pixels, as SwiftUI's.
    public enum ResizingMode: Sendable, Hashable {
        /// Stretch the middle (between the cap insets) to fit.
        case stretch
        /// Repeat the middle at its natural size.
        case tile
    }

    /// Whether an image is drawn in its own colours or as a mask of the foreground style.
    public enum TemplateRenderingMode: Sendable, Hashable {
        /// The pixels' own colours.
        case original
        /// The pixels' opacity filled with the foreground style.
        case template
    }

    /// The quality of scaling, as SwiftUI's `Image.Interpolation`.
    public enum Interpolation: Sendable, Hashable {
        /// Nearest pixel.
        case none
        /// Bilinear.
        case low
        /// Good quality.
        case medium
        /// Best quality.
        case high
    }

    /// The relative size of a symbol next to text, as SwiftUI's `Image.Scale`.
    public enum Scale: Sendable, Hashable {
        /// About 0.78 of the font's size.
        case small
        /// The font's size.
        case medium
        /// About 1.29 of the font's size.
        case large
    }

    enum Source: Sendable {
        case bitmap(Bitmap, scale: Double, name: String?)
        /// An asset catalog's image set, drawn in the appearance of where it is shown.
        case asset(AssetImage)
        case symbol(String)
        case missing(name: String, reason: String)

        /// True for an image that could not be found.
        var isMissing: Bool {
            if case .missing = self { return true }
            return false
        }
    }

    let source: Source
    var resizing: (capInsets: EdgeInsets, mode: ResizingMode)?
    var renderingMode: TemplateRenderingMode?
    var interpolation: Interpolation = .medium
    /// The colour a `UIImage` made with `withTintColor(_:)` is drawn in, whatever the foreground
    /// style (a symbol's glyph, a bitmap's alpha).
    var fixedTint: Color?
    /// The point size and scale a `UIImage.SymbolConfiguration` fixed for a symbol (nil: the environment's font and
    /// image scale).
    var fixedSymbolPointSize: Double?
    var fixedSymbolScale: Image.Scale?
    /// What VoiceOver reads for the image (see Image+Accessibility.swift).
    var accessibility: ImageAccessibility = .unlabelled

    /// An image of what `source` says.
    init(source: Source) {
        self.source = source
    }

    /// An image of `bitmap`, whose pixels are `scale` per point.
    public init(bitmap: Bitmap, scale: CGFloat = 1) {
        source = .bitmap(bitmap, scale: max(GeometryInput.positive(scale, "Image(scale:)") ?? 1, 0.01), name: nil)
    }

    /// An image of `bitmap`, as SwiftUI's `Image(_:scale:orientation:label:)`; the label is
    /// its accessibility name.
    public init(_ bitmap: Bitmap, scale: CGFloat, label: Text) {
        source = .bitmap(bitmap, scale: max(GeometryInput.positive(scale, "Image(scale:)") ?? 1, 0.01), name: label.string)
        accessibility = .labelled(label.string)
    }

    /// An image read from the PNG or JPEG file at `url` (pixels `scale` per point).
    ///
    /// - Throws: `JPEGError` for a damaged JPEG, `PNGError` when the file cannot be read or is
    ///   not a PNG otherwise, naming the file.
    public init(contentsOf url: URL, scale: CGFloat = 1) throws {
        source = .bitmap(
            try Bitmap(imageContentsOf: url), scale: max(GeometryInput.positive(scale, "Image(scale:)") ?? 1, 0.01),
            name: url.lastPathComponent)
    }

    /// The PNG or JPEG named `name` in `bundle`, as SwiftUI's `Image(_:bundle:)`. `name@3x.png`,
    /// `name@2x.png` and `name.png` are tried in that order (the suffix sets the scale; at each,
    /// `.jpg` and `.jpeg` after `.png`), then an
    /// asset catalog's `name.imageset` (its dark image in the dark appearance; a set marked
    /// "template" is tinted). Without a bundle, the main bundle and then SwiftPM's resource
    /// bundles beside the executable are searched. A missing or unreadable image draws a
    /// magenta placeholder, prints a warning naming it once, and the layout description says
    /// what was looked for.
    public init(_ name: String, bundle: Bundle? = nil) {
        source = ImageResources.load(name, in: bundle)
        accessibility = .named(name)
    }

    /// A named image that assistive technologies skip.
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
        accessibility = .decorative
    }

    /// A named image with an accessibility label.
    public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        self.init(name, bundle: bundle)
        accessibility = .labelled(label.string)
    }

    /// The symbol with SF Symbols' name `systemName`, drawn from the bundled symbol font.
    public init(systemName: String) {
        source = .symbol(systemName)
        accessibility = .symbol(systemName)
    }

    /// A resizable image: it takes the size it is offered, stretching (or tiling) the part
    /// between `capInsets` (in points) and keeping the caps at their natural size.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.resizing = (capInsets, resizingMode)
        return copy
    }

    /// Draws the image in its own colours or as a template tinted by the foreground style.
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image {
        var copy = self
        copy.renderingMode = mode
        return copy
    }

    /// Sets the quality of scaling.
    public func interpolation(_ interpolation: Interpolation) -> Image {
        var copy = self
        copy.interpolation = interpolation
        return copy
    }

    /// Accepted for source compatibility: the antialiasing is always on.
    public func antialiased(_ isAntialiased: Bool) -> Image { self }
}

extension Image: View, PrimitiveView {
    /// No body: an image is primitive.
    public typealias Body = Never

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        let node = ImageNode(image: self, environment: environment)
        node.accessibility = accessibility
        return node
    }
}

/// Finds and decodes named PNGs and JPEGs in bundles, once per file.
///
/// A name is looked for as `name@3x.png`, `name@2x.png` and `name.png` (each also as `.jpg` and
/// `.jpeg`) in the bundle's
/// resources, then in an asset catalog there (`*.xcassets/name.imageset/`, as Xcode lays them
/// out, with its light and dark images). The bundles searched are ``AssetCatalogs``'s. A name
/// that is not found, or found only in a format NapkinUI cannot draw, becomes a placeholder
/// and a runtime warning naming it.
enum ImageResources {
    private static let cache = Locked<[String: Bitmap]>([:])

    static func load(_ name: String, in bundle: Bundle?) -> Image.Source {
        let source = find(name, in: bundle)
        if case .missing(_, let reason) = source { RuntimeWarnings.report("no image named \"\(name)\": \(reason)") }
        return source
    }

    private static func find(_ name: String, in bundle: Bundle?) -> Image.Source {
        for candidate in AssetCatalogs.bundles(for: bundle) {
            for (suffix, scale) in [("@3x", 3.0), ("@2x", 2.0), ("", 1.0)] {
                for format in decodedFormats {
                    if let url = candidate.url(forResource: name + suffix, withExtension: format) {
                        return decode(url, scale: scale, name: name)
                    }
                }
            }
            switch AssetCatalogs.imageSet(named: name, in: candidate) {
            case .success(let set)?: return asset(set, name: name)
            case .failure(let error)?: return .missing(name: name, reason: error.description)
            case nil: continue
            }
        }
        return .missing(
            name: name,
            reason: "no \(name).png, \(name)@2x.png, \(name)@3x.png or \(name).imageset in \(AssetCatalogs.place(of: bundle)); "
                + "add it to the target's resources")
    }

    /// The best file of each appearance of an image set: the highest scale.
    private static func asset(_ set: AssetCatalog.ImageSetEntry, name: String) -> Image.Source {
        func best(dark: Bool) -> (url: URL, scale: Double)? {
            set.files.filter { $0.dark == dark }.max { $0.scale != $1.scale ? $0.scale < $1.scale : $0.url.path > $1.url.path }.map {
                ($0.url, $0.scale)
            }
        }
        guard let lightFile = best(dark: false) ?? best(dark: true) else {
            return .missing(name: name, reason: "\(name).imageset lists no image file")
        }
        let light = decode(lightFile.url, scale: lightFile.scale, name: name)
        guard case .bitmap(let lightBitmap, let lightScale, _) = light else { return light }
        var dark: (Bitmap, Double)?
        if let darkFile = best(dark: true), case .bitmap(let bitmap, let scale, _) = decode(darkFile.url, scale: darkFile.scale, name: name)
        {
            dark = (bitmap, scale)
        }
        return .asset(
            AssetImage(name: name, light: (lightBitmap, lightScale), dark: dark, isTemplate: set.isTemplate))
    }

    /// The file extensions of the images NapkinUI decodes, in the order a bundle is searched.
    static let decodedFormats = ["png", "jpg", "jpeg"]

    private static func decode(_ url: URL, scale: Double, name: String) -> Image.Source {
        let format = url.pathExtension.lowercased()
        guard decodedFormats.contains(format) else {
            return .missing(
                name: name,
                reason:
                    "\(url.lastPathComponent) is \(format.uppercased()), and NapkinUI draws PNG and JPEG images only; add PNG renditions (1x, 2x, 3x)"
            )
        }
        if let cached = cache.withLock({ $0[url.path] }) {
            return .bitmap(cached, scale: scale, name: name)
        }
        do {
            let bitmap = try Bitmap(imageContentsOf: url)
            cache.withLock { $0[url.path] = bitmap }
            return .bitmap(bitmap, scale: scale, name: name)
        } catch {
            return .missing(name: name, reason: "\(error)")
        }
    }
}

/// An image set's bitmaps: the light appearance's and, when the set has one, the dark one's.
struct AssetImage: @unchecked Sendable {
    // Sound: Bitmap is an immutable value once made; the tuple only keeps two of them.
    let name: String
    let light: (Bitmap, Double)
    let dark: (Bitmap, Double)?
    /// True when the set asks to be drawn as a template.
    let isTemplate: Bool
}
