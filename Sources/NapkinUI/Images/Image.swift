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
public struct Image: View, PrimitiveView {
    /// No body: an image is primitive.
    public typealias Body = Never

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

    enum Source {
        case bitmap(Bitmap, scale: Double, name: String?)
        case symbol(String)
        case missing(name: String, reason: String)
    }

    let source: Source
    var resizing: (capInsets: EdgeInsets, mode: ResizingMode)?
    var renderingMode: TemplateRenderingMode?
    var interpolation: Interpolation = .medium
    /// What VoiceOver reads for the image (see Image+Accessibility.swift).
    var accessibility: ImageAccessibility = .unlabelled

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

    /// An image read from the PNG file at `url` (pixels `scale` per point).
    ///
    /// - Throws: `PNGError` when the file cannot be read or is not a PNG, naming the file.
    public init(contentsOf url: URL, scale: CGFloat = 1) throws {
        source = .bitmap(
            try Bitmap(contentsOf: url), scale: max(GeometryInput.positive(scale, "Image(scale:)") ?? 1, 0.01), name: url.lastPathComponent)
    }

    /// The PNG named `name` in `bundle`, as SwiftUI's `Image(_:bundle:)`. `name@3x.png`,
    /// `name@2x.png` and `name.png` are tried in that order (the suffix sets the scale), then an
    /// asset catalog's `name.imageset`. Without a bundle, the main bundle and then SwiftPM's
    /// resource bundles beside the executable are searched. A missing or unreadable image
    /// draws a placeholder, and the layout description says what was looked for.
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

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        let node = ImageNode(image: self, environment: environment)
        node.accessibility = accessibility
        return node
    }
}

/// Finds and decodes named PNGs in bundles, once per file.
///
/// A name is looked for as `name@3x.png`, `name@2x.png` and `name.png` in the bundle's
/// resources, then in an asset catalog there (`*.xcassets/name.imageset/`, as Xcode lays them
/// out). Without a bundle, the main bundle is searched and then every SwiftPM resource bundle
/// beside the executable (`<package>_<target>.resources`), so `Image("avatar")` written for
/// iOS finds an image that a target ships as a resource.
enum ImageResources {
    private static let cache = Locked<[String: Bitmap]>([:])

    /// SwiftPM's resource bundles beside the running executable, found once.
    private static let siblingBundles: [Bundle] = {
        let folder = Bundle.main.bundleURL
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".resources") }.sorted().compactMap { Bundle(url: folder.appendingPathComponent($0)) }
    }()

    static func load(_ name: String, in bundle: Bundle?) -> Image.Source {
        let bundles = bundle.map { [$0] } ?? [Bundle.main] + siblingBundles
        for candidate in bundles {
            if let (url, scale) = find(name, in: candidate) { return decode(url, scale: scale, name: name) }
        }
        let place = bundle.map { $0.bundleURL.lastPathComponent } ?? "the main bundle or a resource bundle beside it"
        return .missing(
            name: name,
            reason: "no \(name).png, \(name)@2x.png, \(name)@3x.png or \(name).imageset in \(place); add it to the target's resources")
    }

    /// The best file for `name` in `bundle` and the scale its suffix gives.
    private static func find(_ name: String, in bundle: Bundle) -> (URL, Double)? {
        for (suffix, scale) in [("@3x", 3.0), ("@2x", 2.0), ("", 1.0)] {
            if let url = bundle.url(forResource: name + suffix, withExtension: "png") { return (url, scale) }
        }
        return findInAssetCatalog(name, in: bundle)
    }

    /// `name.imageset` in an asset catalog at the top of the bundle or one folder down.
    private static func findInAssetCatalog(_ name: String, in bundle: Bundle) -> (URL, Double)? {
        guard let root = bundle.resourceURL else { return nil }
        let manager = FileManager.default
        var folders = [root]
        folders += ((try? manager.contentsOfDirectory(atPath: root.path)) ?? []).sorted().map { root.appendingPathComponent($0) }
        for folder in folders {
            let entries = ((try? manager.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
            for catalog in entries where catalog.hasSuffix(".xcassets") {
                let set = folder.appendingPathComponent(catalog).appendingPathComponent(name + ".imageset")
                let files = ((try? manager.contentsOfDirectory(atPath: set.path)) ?? []).filter { $0.lowercased().hasSuffix(".png") }
                let ranked = files.map { file -> (String, Double) in
                    (file, file.contains("@3x") ? 3 : file.contains("@2x") ? 2 : 1)
                }.sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }
                if let best = ranked.first { return (set.appendingPathComponent(best.0), best.1) }
            }
        }
        return nil
    }

    private static func decode(_ url: URL, scale: Double, name: String) -> Image.Source {
        if let cached = cache.withLock({ $0[url.path] }) {
            return .bitmap(cached, scale: scale, name: name)
        }
        do {
            let bitmap = try Bitmap(contentsOf: url)
            cache.withLock { $0[url.path] = bitmap }
            return .bitmap(bitmap, scale: scale, name: name)
        } catch {
            return .missing(name: name, reason: "\(error)")
        }
    }
}
