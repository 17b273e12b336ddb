internal import Raster

/// A view you draw into with code, as SwiftUI's `Canvas`:
///
/// ```swift
/// Canvas { context, size in
///     let bar = Path(roundedRect: CGRect(x: 0, y: 0, width: size.width * 0.7, height: size.height), cornerRadius: 4)
///     context.fill(bar, with: .color(.green))
/// }
/// .frame(height: 8)
/// ```
/// The renderer runs each time the view is drawn, with a ``GraphicsContext`` whose origin is
/// the view's top-left corner and the size the view was given. Like a shape, a canvas takes
/// all the space it is offered.
public struct Canvas<Symbols: View>: View, PrimitiveView {
    /// No body: a canvas is primitive.
    public typealias Body = Never
    let renderer: @MainActor (inout GraphicsContext, CGSize) -> Void
    let symbols: Symbols?

    /// A canvas drawn by `renderer`, which may draw the views `symbols` builds: each view
    /// tagged `.tag(id)` is what `context.resolveSymbol(id:)` resolves, laid out in the size
    /// the canvas is given. The symbols themselves are not drawn, except by the renderer.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping @MainActor (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
    ) {
        self.renderer = renderer
        self.symbols = symbols()
    }

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        var symbolNodes: [AnyHashable: LayoutNode] = [:]
        if let symbols {
            for node in buildNodes(symbols, in: environment) {
                guard let tag = node.tag, symbolNodes[tag] == nil else { continue }
                symbolNodes[tag] = node
            }
        }
        return CanvasNode(renderer: renderer, symbols: symbolNodes, environment: environment)
    }
}

extension Canvas where Symbols == EmptyView {
    /// A canvas drawn by `renderer`. `opaque`, `colorMode` and `rendersAsynchronously` are
    /// accepted as SwiftUI's: a render is one still picture in sRGB either way.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping @MainActor (inout GraphicsContext, CGSize) -> Void
    ) {
        self.renderer = renderer
        symbols = nil
    }
}

/// The colour space a canvas draws in, as SwiftUI's `ColorRenderingMode` (NapkinUI draws in
/// sRGB whichever is asked).
public enum ColorRenderingMode: Sendable, Hashable {
    /// sRGB, not linear.
    case nonLinear
    /// Linear sRGB.
    case linear
    /// Extended linear sRGB.
    case extendedLinear
}

/// Runs a canvas's renderer in its frame when drawn.
@MainActor
final class CanvasNode: LayoutNode {
    let renderer: @MainActor (inout GraphicsContext, CGSize) -> Void
    let environment: EnvironmentValues
    /// The views of the canvas's `symbols:` by their tags.
    let symbols: [AnyHashable: LayoutNode]

    init(
        renderer: @escaping @MainActor (inout GraphicsContext, CGSize) -> Void, symbols: [AnyHashable: LayoutNode] = [:],
        environment: EnvironmentValues
    ) {
        self.renderer = renderer
        self.symbols = symbols
        self.environment = environment
        super.init()
    }

    /// The space offered, even unbounded (so a stack gives a canvas what its siblings leave,
    /// as SwiftUI's), or 10 points on an axis with no offer.
    override func computeSize(_ proposal: SizeProposal) -> Size {
        Size(width: proposal.width ?? 10, height: proposal.height ?? 10)
    }

    override func draw(in canvas: Raster.Canvas) {
        var context = GraphicsContext(canvas: canvas, frame: frame, environment: environment)
        context.symbols = symbols
        canvas.withSavedState {
            canvas.clip(to: frame)
            renderer(&context, CGSize(frame.size))
        }
    }

    override var kind: String? { "Canvas" }
}
