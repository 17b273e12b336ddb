import Foundation
import Raster

/// A view that displays an image, as SwiftUI's `Image`: a bitmap, a PNG file, a PNG in a
/// bundle, or a symbol named as in SF Symbols.
///
/// ```swift
/// Image(systemName: "star.fill").foregroundStyle(.yellow)
/// Image("avatar", bundle: .module).resizable().scaledToFill().frame(width: 64, height: 64)
/// ```
/// An image is as large as its pixels divided by its scale until `.resizable()` lets it take
/// the size it is offered. Symbols are drawn from the bundled symbol font (see
/// ``SymbolNames``), sized by the font and `.imageScale(_:)` and tinted by the foreground
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

    /// An image of `bitmap`, whose pixels are `scale` per point.
    public init(bitmap: Bitmap, scale: Double = 1) {
        source = .bitmap(bitmap, scale: max(scale, 0.01), name: nil)
    }

    /// An image of `bitmap`, as SwiftUI's `Image(_:scale:orientation:label:)`; the label is
    /// its accessibility name.
    public init(_ bitmap: Bitmap, scale: Double, label: Text) {
        source = .bitmap(bitmap, scale: max(scale, 0.01), name: label.string)
    }

    /// An image read from the PNG file at `url` (pixels `scale` per point).
    ///
    /// - Throws: `PNGError` when the file cannot be read or is not a PNG, naming the file.
    public init(contentsOf url: URL, scale: Double = 1) throws {
        source = .bitmap(try Bitmap(contentsOf: url), scale: max(scale, 0.01), name: url.lastPathComponent)
    }

    /// The PNG named `name` in `bundle` (the main bundle when `nil`), as SwiftUI's
    /// `Image(_:bundle:)`. `name@3x.png`, `name@2x.png` and `name.png` are tried in that
    /// order, and the suffix sets the scale. A missing or unreadable image draws a placeholder.
    public init(_ name: String, bundle: Bundle? = nil) {
        source = ImageResources.load(name, in: bundle ?? .main)
    }

    /// A named image that assistive technologies skip.
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
    }

    /// A named image with an accessibility label.
    public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        self.init(name, bundle: bundle)
    }

    /// The symbol with SF Symbols' name `systemName`, drawn from the bundled symbol font.
    public init(systemName: String) {
        source = .symbol(systemName)
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
        ImageNode(image: self, environment: environment)
    }
}

/// Finds and decodes named PNGs in bundles, once per file.
enum ImageResources {
    private static let cache = Locked<[String: Bitmap]>([:])

    static func load(_ name: String, in bundle: Bundle) -> Image.Source {
        for (suffix, scale) in [("@3x", 3.0), ("@2x", 2.0), ("", 1.0)] {
            guard let url = bundle.url(forResource: name + suffix, withExtension: "png") else { continue }
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
        return .missing(name: name, reason: "no \(name).png, \(name)@2x.png or \(name)@3x.png in \(bundle.bundleURL.lastPathComponent); add it to the target's resources")
    }
}
