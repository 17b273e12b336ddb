internal import Raster

extension View {
    // MARK: Clipping and masking

    /// Clips the view to `shape` in its frame, as SwiftUI's `clipShape(_:style:)`.
    public func clipShape<S: Shape>(_ shape: S) -> some View {
        ModifiedView(content: self) { node, _ in ClipNode(child: node, outline: shape.outline, isCircle: shape.isCircle) }
    }

    /// Clips the view to its frame rounded by `radius` points, as SwiftUI's `cornerRadius(_:antialiased:)`.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius))
    }

    /// Clips the view to its frame, as SwiftUI's `clipped(antialiased:)`.
    public func clipped(antialiased: Bool = false) -> some View {
        clipShape(Rectangle())
    }

    /// Shows the view only where `mask` is opaque, as SwiftUI's `mask(alignment:_:)`.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        let maskView = mask()
        return ModifiedView(content: self) { node, environment in
            MaskNode(child: node, mask: buildNode(maskView, in: environment), alignment: alignment)
        }
    }

    // MARK: Decoration

    /// Draws a blurred shadow of the view's shape behind it, as SwiftUI's
    /// `shadow(color:radius:x:y:)` (the default colour is black at 33 %). The blur is a
    /// Gaussian of standard deviation `radius / 2` points.
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        ModifiedView(content: self) { node, environment in
            EffectNode(child: node, effect: .shadow(color.srgb(in: environment), radius: radius, offset: Point(x: x, y: y)))
        }
    }

    /// Draws a border of `width` points inside the view's frame, as SwiftUI's `border(_:width:)`.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }

    /// Blurs the view with a Gaussian of standard deviation `radius / 2` points, as SwiftUI's
    /// `blur(radius:opaque:)`.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        ModifiedView(content: self) { node, _ in EffectNode(child: node, effect: .blur(radius: radius)) }
    }

    /// Brightens (positive) or darkens (negative) the view's colours by `amount`, as SwiftUI's
    /// `brightness(_:)`.
    public func brightness(_ amount: Double) -> some View {
        ModifiedView(content: self) { node, _ in EffectNode(child: node, effect: .brightness(amount)) }
    }

    /// Changes the view's saturation (0 grey, 1 unchanged), as SwiftUI's `saturation(_:)`.
    public func saturation(_ amount: Double) -> some View {
        ModifiedView(content: self) { node, _ in EffectNode(child: node, effect: .saturation(amount)) }
    }

    /// Draws the view in shades of grey by `amount` (0…1), as SwiftUI's `grayscale(_:)`.
    public func grayscale(_ amount: Double) -> some View {
        saturation(1 - min(max(amount, 0), 1))
    }

    // MARK: Geometry effects (drawing only; layout is unchanged, as in SwiftUI)

    /// Rotates the drawing by `angle` around `anchor`, as SwiftUI's `rotationEffect(_:anchor:)`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        ModifiedView(content: self) { node, _ in TransformNode(child: node, rotation: angle.radians, scale: (1, 1), anchor: anchor) }
    }

    /// Scales the drawing by `scale` around `anchor`, as SwiftUI's `scaleEffect(_:anchor:)`.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(x: scale, y: scale, anchor: anchor)
    }

    /// Scales the drawing by `x` and `y` around `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        ModifiedView(content: self) { node, _ in TransformNode(child: node, rotation: 0, scale: (x, y), anchor: anchor) }
    }

    /// Moves the view by `x`, `y` points without changing the layout around it, as SwiftUI's
    /// `offset(x:y:)` (taps follow the moved view).
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        ModifiedView(content: self) { node, _ in OffsetNode(child: node, offset: Point(x: x, y: y)) }
    }

    /// Moves the view by `offset`, as SwiftUI's `offset(_:)`.
    public func offset(_ offset: CGSize) -> some View {
        self.offset(x: offset.width, y: offset.height)
    }

    /// Keeps the view's space but draws nothing and takes no taps, as SwiftUI's `hidden()`.
    public func hidden() -> some View {
        ModifiedView(content: self) { node, _ in HiddenNode(child: node) }
    }

    /// Draws the view above siblings of a lower z-index in a `ZStack` (and stacks), as
    /// SwiftUI's `zIndex(_:)`.
    public func zIndex(_ value: Double) -> some View {
        ModifiedView(content: self) { node, _ in ZIndexNode(child: node, zIndex: value) }
    }

    /// Lets the view extend under the safe area (SwiftUI's older name for `ignoresSafeArea`).
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        ignoresSafeArea(edges: edges)
    }

    /// Lets the view extend under the safe area on `edges`, as SwiftUI's
    /// `ignoresSafeArea(_:edges:)` (NapkinUI has no keyboard, so every region is the container's).
    public func ignoresSafeArea(_ regions: SafeAreaRegions, edges: Edge.Set = .all) -> some View {
        ignoresSafeArea(edges: edges)
    }
}

/// The kinds of safe area, as SwiftUI's `SafeAreaRegions`.
public struct SafeAreaRegions: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: Int
    /// A set of regions from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Bars, notch and home indicator.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The software keyboard (never shown in a render).
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// Both.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// Clips its child to a shape in its frame.
@MainActor
final class ClipNode: WrapperNode {
    let outline: ShapeOutline
    let isCircle: Bool

    init(child: LayoutNode, outline: ShapeOutline, isCircle: Bool) {
        self.outline = outline
        self.isCircle = isCircle
        super.init(child: child)
    }

    override func draw(in canvas: Canvas) {
        var rect = canvas.snap(frame)
        if isCircle {
            let side = min(rect.width, rect.height)
            rect = Rect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
        }
        canvas.withSavedState {
            canvas.clip(to: outline.kind(in: rect), in: rect)
            child.draw(in: canvas)
        }
    }
}

/// Draws its child through a mask view's alpha.
@MainActor
final class MaskNode: WrapperNode {
    let mask: LayoutNode
    let alignment: Alignment

    init(child: LayoutNode, mask: LayoutNode, alignment: Alignment) {
        self.mask = mask
        self.alignment = alignment
        super.init(child: child)
    }

    override func place(in rect: Rect, context: PlacementContext) {
        super.place(in: rect, context: context)
        let size = mask.size(for: SizeProposal(rect.size))
        mask.place(in: Rect(origin: alignment.origin(of: size, in: rect), size: size), context: context)
    }

    override func draw(in canvas: Canvas) {
        canvas.drawMasked({ child.draw(in: canvas) }, mask: { mask.draw(in: canvas) })
    }
}

/// A pixel effect on its child: shadow, blur, brightness or saturation.
@MainActor
final class EffectNode: WrapperNode {
    enum Effect {
        case shadow(SRGBColor, radius: Double, offset: Point)
        case blur(radius: Double)
        case brightness(Double)
        case saturation(Double)
    }

    let effect: Effect

    init(child: LayoutNode, effect: Effect) {
        self.effect = effect
        super.init(child: child)
    }

    override func draw(in canvas: Canvas) {
        switch effect {
        case let .shadow(color, radius, offset):
            let reach = 1.5 * radius + 1
            canvas.withSavedState {
                canvas.translate(by: offset)
                canvas.drawFiltered(region: frame.insetBy(dx: -reach, dy: -reach), { child.draw(in: canvas) }) { pixels, width, height, scale in
                    PixelFilters.silhouette(&pixels, color: color)
                    PixelFilters.gaussianBlur(&pixels, width: width, height: height, sigma: radius / 2 * scale)
                }
            }
            child.draw(in: canvas)
        case let .blur(radius):
            let reach = 1.5 * radius + 1
            canvas.drawFiltered(region: frame.insetBy(dx: -reach, dy: -reach), { child.draw(in: canvas) }) { pixels, width, height, scale in
                PixelFilters.gaussianBlur(&pixels, width: width, height: height, sigma: radius / 2 * scale)
            }
        case let .brightness(amount):
            canvas.drawFiltered(region: frame, { child.draw(in: canvas) }) { pixels, _, _, _ in PixelFilters.brightness(&pixels, amount: amount) }
        case let .saturation(amount):
            canvas.drawFiltered(region: frame, { child.draw(in: canvas) }) { pixels, _, _, _ in PixelFilters.saturation(&pixels, amount: amount) }
        }
    }
}

/// Rotates and scales its child's drawing around an anchor.
@MainActor
final class TransformNode: WrapperNode {
    let rotation: Double
    let scale: (x: Double, y: Double)
    let anchor: UnitPoint

    init(child: LayoutNode, rotation: Double, scale: (Double, Double), anchor: UnitPoint) {
        self.rotation = rotation
        self.scale = scale
        self.anchor = anchor
        super.init(child: child)
    }

    override func draw(in canvas: Canvas) {
        let point = Point(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
        canvas.withSavedState {
            if rotation != 0 { canvas.rotate(by: rotation, around: point) }
            if scale != (1, 1) { canvas.scale(x: scale.x, y: scale.y, around: point) }
            child.draw(in: canvas)
        }
    }
}

/// Places its child moved by an offset; its own frame (what the parent sees) is unmoved.
@MainActor
final class OffsetNode: WrapperNode {
    let offset: Point

    init(child: LayoutNode, offset: Point) {
        self.offset = offset
        super.init(child: child)
    }

    override func place(in rect: Rect, context: PlacementContext) {
        frame = rect
        child.place(in: rect.offsetBy(dx: offset.x, dy: offset.y), context: context)
    }
}

/// Takes its child's space and draws nothing.
@MainActor
final class HiddenNode: WrapperNode {
    override func draw(in canvas: Canvas) {}
    override func collectElements(into elements: inout [InteractiveElement]) {}
    override func describe(into lines: inout [String], depth: Int) {
        lines.append(String(repeating: "  ", count: depth) + "View " + frame.description + " hidden")
    }
}

/// Carries a z-index for the stack around it.
@MainActor
final class ZIndexNode: WrapperNode {
    private let value: Double

    init(child: LayoutNode, zIndex: Double) {
        value = zIndex
        super.init(child: child)
    }

    override var zIndex: Double { value }
}
