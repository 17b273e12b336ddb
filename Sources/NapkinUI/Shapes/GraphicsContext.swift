internal import Raster

/// What a ``Canvas`` view's renderer draws with, as SwiftUI's `GraphicsContext`: fill and
/// stroke paths, draw text and images, under an opacity, a transform and clips.
///
/// ```swift
/// Canvas { context, size in
///     context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.orange))
///     context.translateBy(x: size.width / 2, y: size.height / 2)
///     context.draw(Text("42").font(.title), at: .zero)
/// }
/// ```
/// Coordinates start at the canvas's top-left corner, in points. A context is a value: a
/// copy changed inside `drawLayer` or by assignment keeps its own transform, opacity and
/// clips, as in SwiftUI.
@preconcurrency @MainActor
public struct GraphicsContext {
    let canvas: Raster.Canvas
    /// The canvas view's frame in window points.
    let frame: Rect
    /// The environment of the canvas view: colours resolve and text is styled in it.
    public var environment: EnvironmentValues
    /// The opacity every drawing is multiplied by, 0…1.
    public var opacity: Double = 1
    /// The transform from the drawing's coordinates to the canvas's.
    public var transform: CGAffineTransform = .identity
    /// The clips drawing is limited to, each under the transform it was set with.
    private var clips: [(path: PathData, transform: CGAffineTransform, evenOdd: Bool)] = []
    /// The canvas's symbol views by their tags (``resolveSymbol(id:)``).
    var symbols: [AnyHashable: LayoutNode] = [:]

    init(canvas: Raster.Canvas, frame: Rect, environment: EnvironmentValues) {
        self.canvas = canvas
        self.frame = frame
        self.environment = environment
    }

    // MARK: Transform and clip

    /// Moves later drawing by (`x`, `y`) points.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = transform.translatedBy(x: x, y: y)
    }

    /// Scales later drawing by `x` across and `y` down.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = transform.scaledBy(x: x, y: y)
    }

    /// Rotates later drawing by `angle` (clockwise on screen) around the current origin.
    public mutating func rotate(by angle: Angle) {
        transform = transform.rotated(by: CGFloat(angle.radians))
    }

    /// Applies `matrix` to later drawing, before the current transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        transform = matrix.concatenating(transform)
    }

    /// Limits later drawing to the inside of `path` (under the current transform).
    public mutating func clip(to path: Path, style: FillStyle = FillStyle()) {
        clips.append((path.data, transform, style.isEOFilled))
    }

    // MARK: Paths

    /// Fills `path` with `shading`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        let paint = shading.paint(environment, bounds).opacity(opacity)
        drawing { canvas.fill(.path(path.data), in: bounds, with: paint, evenOdd: style.isEOFilled) }
    }

    /// Strokes `path` with `shading` in `style`.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        let paint = shading.paint(environment, bounds).opacity(opacity)
        drawing { canvas.stroke(.path(path.data), in: bounds, with: paint, style: style.lineStyle) }
    }

    /// Strokes `path` with `shading` in a line `lineWidth` points wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    // MARK: Text and images

    /// Text laid out in the canvas's environment, ready to measure and draw.
    public func resolve(_ text: Text) -> ResolvedText {
        ResolvedText(node: buildNode(text, in: environment))
    }

    /// An image resolved in the canvas's environment, with its size.
    public func resolve(_ image: Image) -> ResolvedImage {
        ResolvedImage(node: buildNode(image, in: environment))
    }

    /// Draws `text` on one line (or as many as its newlines make), its `anchor` at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(text), at: point, anchor: anchor)
    }

    /// Draws `text` wrapped to the width of `rect`, from its top-left corner.
    public func draw(_ text: Text, in rect: CGRect) {
        draw(resolve(text), in: rect)
    }

    /// Draws resolved text, its `anchor` at `point`.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(node: text.node, at: point, anchor: anchor)
    }

    /// Draws resolved text wrapped to the width of `rect`.
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        let size = text.node.size(for: SizeProposal(width: Double(rect.width), height: nil))
        draw(node: text.node, in: Rect(x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: size.height))
    }

    /// Draws `image` at its own size, its `anchor` at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(node: buildNode(image, in: environment), at: point, anchor: anchor)
    }

    /// Draws `image` stretched to fill `rect`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(node: buildNode(image.resizable(), in: environment), in: Rect(rect))
    }

    /// Draws a resolved image, its `anchor` at `point`.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(node: image.node, at: point, anchor: anchor)
    }

    /// The canvas's symbol view tagged `id`, laid out in the canvas's size, or nil when no
    /// symbol has that tag.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
        guard let node = symbols[AnyHashable(id)] else { return nil }
        let size = node.size(for: SizeProposal(width: frame.width, height: frame.height))
        return ResolvedSymbol(node: node, size: CGSize(size))
    }

    /// Draws a resolved symbol at its size, its `anchor` at `point`.
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        let origin = Point(
            x: Double(point.x) - Double(anchor.x) * Double(symbol.size.width),
            y: Double(point.y) - Double(anchor.y) * Double(symbol.size.height))
        draw(node: symbol.node, in: Rect(origin: origin, size: Size(width: Double(symbol.size.width), height: Double(symbol.size.height))))
    }

    /// Draws `view` offered `rect`'s size and centred in it (a flexible view fills it, a fixed
    /// frame keeps its size), its foreground style `foreground`: what a chart draws for a mark
    /// whose symbol is a view (`.symbol(Circle().strokeBorder(lineWidth: 2))`).
    package func draw<V: View>(_ view: V, in rect: CGRect, foreground: AnyShapeStyle) {
        var symbolEnvironment = environment
        symbolEnvironment.foreground = foreground
        let node = buildNode(view, in: symbolEnvironment)
        let size = node.size(for: SizeProposal(width: Double(rect.width), height: Double(rect.height)))
        let origin = Point(x: Double(rect.midX) - size.width / 2, y: Double(rect.midY) - size.height / 2)
        draw(node: node, in: Rect(origin: origin, size: size))
    }

    /// Draws a resolved symbol laid out in `rect`.
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
        draw(node: symbol.node, in: Rect(rect))
    }

    // MARK: Layers

    /// Draws what `content` draws as one layer: the layer is composited once with this
    /// context's opacity, so overlapping shapes inside do not show through each other.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = self
        layer.opacity = 1
        // The layer keeps this context's clips and transform; each drawing inside applies them.
        canvas.pushGroup()
        defer { canvas.popGroup(opacity: min(max(opacity, 0), 1)) }
        try content(&layer)
    }

    // MARK: Drawing under the state

    /// The canvas's own rectangle, in its coordinates (gradients span it).
    private var bounds: Rect { Rect(x: 0, y: 0, width: frame.width, height: frame.height) }

    private func draw(node: LayoutNode, at point: CGPoint, anchor: UnitPoint) {
        let size = node.size(for: .unspecified)
        let origin = Point(x: Double(point.x) - Double(anchor.x) * size.width, y: Double(point.y) - Double(anchor.y) * size.height)
        draw(node: node, in: Rect(origin: origin, size: size))
    }

    private func draw(node: LayoutNode, in rect: Rect) {
        node.place(in: rect, context: PlacementContext(bounds: rect, safeRect: rect))
        drawing {
            if opacity < 1 {
                canvas.drawGroup(opacity: max(opacity, 0)) { node.draw(in: canvas) }
            } else {
                node.draw(in: canvas)
            }
        }
    }

    /// Runs `body` with the canvas moved to the view's frame, clipped and transformed.
    private func drawing(_ body: () -> Void) {
        canvas.withSavedState {
            applyClips()
            apply(transform)
            body()
        }
    }

    /// Moves the renderer's origin to the canvas view and clips to each clip path, each under
    /// the transform it was set with.
    private func applyClips() {
        canvas.translate(by: Point(x: frame.minX, y: frame.minY))
        for clip in clips {
            let t = clip.transform
            canvas.clip(
                to: .path(clip.path), in: bounds, a: Double(t.a), b: Double(t.b), c: Double(t.c), d: Double(t.d),
                tx: Double(t.tx), ty: Double(t.ty), evenOdd: clip.evenOdd)
        }
    }

    private func apply(_ t: CGAffineTransform) {
        guard !t.isIdentity else { return }
        canvas.concatenate(a: Double(t.a), b: Double(t.b), c: Double(t.c), d: Double(t.d), tx: Double(t.tx), ty: Double(t.ty))
    }
}

/// Text resolved by a ``GraphicsContext``: it can be measured before it is drawn.
@preconcurrency @MainActor
public struct ResolvedText {
    let node: LayoutNode

    /// The size the text takes when it may be as large as `size` (wrapping to its width).
    public func measure(in size: CGSize) -> CGSize {
        CGSize(node.size(for: SizeProposal(width: Double(size.width), height: Double(size.height))))
    }
}

/// A canvas's symbol view resolved by ``GraphicsContext/resolveSymbol(id:)``, with the size
/// it takes in the canvas.
@preconcurrency @MainActor
public struct ResolvedSymbol {
    let node: LayoutNode

    /// The symbol's size in points, as laid out in the canvas's size.
    public let size: CGSize
}

/// An image resolved by a ``GraphicsContext``, with its size.
@preconcurrency @MainActor
public struct ResolvedImage {
    let node: LayoutNode

    /// The image's own size in points.
    public var size: CGSize { CGSize(node.size(for: .unspecified)) }
}
