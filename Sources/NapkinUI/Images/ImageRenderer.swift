import Foundation
internal import Raster

/// Draws a view to an image, as SwiftUI's `ImageRenderer`: the view at its ideal size (or at the
/// size it chooses for ``proposedSize``), `scale` pixels a point, what it does not cover left
/// transparent.
///
/// ```swift
/// let renderer = ImageRenderer(content: ShareCard(milestone: milestone))
/// renderer.scale = 3
/// if let uiImage = renderer.uiImage { Image(uiImage: uiImage) }
/// ```
/// The view is drawn in SwiftUI's default environment (light, the standard text size, no safe
/// area), not in a window's: set `.environment(\.colorScheme, .dark)` on the content for a dark
/// image, as on iOS. Each read of ``cgImage`` or ``uiImage`` lays the content out and draws it
/// again with its state as first made (`onAppear` does not run, as for iOS's renderer). A view
/// with no size, or one too large to draw (more than 16384 pixels a side or 64 Mi pixels),
/// gives `nil`, and standard error says why for the latter.
@MainActor
public final class ImageRenderer<Content: View>: @preconcurrency ObservableObject {
    /// Sends before the content or a setting changes.
    public let objectWillChange = ObservableObjectPublisher()

    /// The view drawn.
    public var content: Content {
        willSet { objectWillChange.send() }
    }

    /// The image's accessibility label.
    public var label: Text? {
        willSet { objectWillChange.send() }
    }

    /// The size offered to the content; `.unspecified` (the default) draws it at its ideal size.
    public var proposedSize: ProposedViewSize = .unspecified {
        willSet { objectWillChange.send() }
    }

    /// Pixels per point; 1 by default, as on iOS (set `displayScale` from the environment for a
    /// screen's sharpness).
    public var scale: CGFloat = 1 {
        willSet { objectWillChange.send() }
    }

    /// Whether the image is opaque: what the content leaves uncovered is black instead of
    /// transparent, as in an opaque Core Graphics image.
    public var isOpaque: Bool = false {
        willSet { objectWillChange.send() }
    }

    /// The working colour space. NapkinUI draws 8-bit sRGB in every mode, so the modes give the
    /// same pixels (iOS's extended modes keep colours beyond sRGB that napkin's canvas cannot).
    public var colorMode: ColorRenderingMode = .nonLinear {
        willSet { objectWillChange.send() }
    }

    /// A renderer of `view`.
    public init(content view: Content) {
        content = view
    }

    /// The content drawn at ``scale``, or `nil` when it has no size or is too large to draw.
    public var cgImage: CGImage? {
        drawn(at: scale).map { CGImage(bitmap: $0.bitmap) }
    }

    /// The content drawn at ``scale`` as an image of that scale, or `nil` as for ``cgImage``.
    public var uiImage: UIImage? {
        drawn(at: scale).map { UIImage(source: .bitmap($0.bitmap, scale: scale, name: nil)) }
    }

    /// Hands `renderer` the content's size in points and a function that draws the content into
    /// a context, at that size from the context's origin, for the renderer to draw where it
    /// wants (SwiftUI's way to put a view into a PDF or a bitmap context of your own).
    ///
    /// NapkinUI draws the content's pixels at `rasterizationScale` (iOS draws vector content as
    /// vectors), upright in NapkinUI's contexts, whose origin is the top left as in UIKit's image
    /// contexts. A content with no size or too large to draw does not call `renderer`.
    public func render(rasterizationScale: CGFloat = 1, renderer: (CGSize, (CGContext) -> Void) -> Void) {
        guard let drawing = drawn(at: rasterizationScale) else { return }
        let image = CGImage(bitmap: drawing.bitmap)
        let size = drawing.size
        renderer(size) { context in
            context.saveGState()
            // Core Graphics draws an image with its first row at the bottom of the rectangle;
            // flipping the rectangle's height keeps the view upright.
            context.translateBy(x: 0, y: size.height)
            context.scaleBy(x: 1, y: -1)
            context.draw(image, in: CGRect(origin: .zero, size: size))
            context.restoreGState()
        }
    }

    /// The content laid out for ``proposedSize`` and drawn at `scale`, with its size in points.
    private func drawn(at scale: CGFloat) -> (bitmap: Bitmap, size: CGSize)? {
        guard scale.isFinite, scale > 0 else {
            FileHandle.standardError.write(Data("ImageRenderer: the scale \(scale) is not a positive number; nothing is drawn.\n".utf8))
            return nil
        }
        let device = Device.iPhone13Pro
        var environment = Device(
            name: device.name, size: device.size, scale: scale, safeAreaInsets: EdgeInsets(), orientation: device.orientation,
            idiom: device.idiom, traits: device.traits
        ).environment
        let node = buildNode(content, in: environment)
        let chosen = node.size(for: SizeProposal(proposedSize))
        guard chosen.width > 0, chosen.height > 0 else { return nil }
        do {
            _ = try Raster.Canvas.pixelSize(of: chosen, scale: Double(scale))
        } catch {
            FileHandle.standardError.write(Data("ImageRenderer: the content is not drawn. \(error.description)\n".utf8))
            return nil
        }
        // Laid out again in an environment whose container is the chosen size, as a hosting
        // view of that size would give it (`containerRelativeFrame` reads it).
        environment.containerSize = chosen
        let matched = MatchedGeometryGroup()
        environment.matchedGeometry = matched
        let placed = buildNode(content, in: environment)
        let bounds = Rect(origin: .zero, size: placed.size(for: SizeProposal(proposedSize)))
        placed.place(in: bounds, context: PlacementContext(bounds: bounds, safeRect: bounds))
        matched.settle()
        let bitmap = Raster.Canvas.render(size: bounds.size, scale: Double(scale), background: isOpaque ? .black : nil) { canvas in
            placed.draw(in: canvas)
        }
        return (bitmap, CGSize(bounds.size))
    }
}
