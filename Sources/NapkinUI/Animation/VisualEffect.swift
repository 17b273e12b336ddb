internal import Raster

/// Effects that change how a view looks without changing its layout, as SwiftUI's
/// `VisualEffect` (iOS 17): the value a ``View/visualEffect(_:)`` closure builds from
/// ``EmptyVisualEffect`` with the view's geometry in hand, `content.offset(y: …).opacity(…)`.
/// The effects apply in the order written, as the modifiers of the same names would.
public protocol VisualEffect: Sendable, Animatable {}

/// No effect: what a ``View/visualEffect(_:)`` closure starts from.
public struct EmptyVisualEffect: VisualEffect {
    /// No effect.
    public init() {}
}

/// One of the effects a ``VisualEffect`` is made of.
enum VisualEffectStep: Sendable, Equatable {
    case offset(x: Double, y: Double)
    case scale(x: Double, y: Double, anchor: UnitPoint)
    case rotation(radians: Double, anchor: UnitPoint)
    case opacity(Double)
    case blur(radius: Double)
    case brightness(Double)
    case saturation(Double)
    case contrast(Double)
    case hueRotation(radians: Double)
    case rotation3D(Rotation3D)
}

/// Effects applied one after another (the type every effect method returns).
struct VisualEffectSequence: VisualEffect {
    var steps: [VisualEffectStep]
}

extension VisualEffect {
    /// This effect's steps, in order.
    var steps: [VisualEffectStep] { (self as? VisualEffectSequence)?.steps ?? [] }

    private func adding(_ step: VisualEffectStep) -> VisualEffectSequence {
        VisualEffectSequence(steps: steps + [step])
    }

    /// Moves the view by `x`, `y` points.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect {
        adding(.offset(x: GeometryInput.signed(x, "offset(x:)"), y: GeometryInput.signed(y, "offset(y:)")))
    }

    /// Moves the view by `offset`.
    public func offset(_ offset: CGSize) -> some VisualEffect {
        self.offset(x: offset.width, y: offset.height)
    }

    /// Scales the view by `scale` around `anchor`.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
        scaleEffect(x: scale, y: scale, anchor: anchor)
    }

    /// Scales the view by `scale`'s width and height around `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
        scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
    }

    /// Scales the view by `x` and `y` around `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(
            .scale(
                x: GeometryInput.signed(x, "scaleEffect(x:)", fallback: 1), y: GeometryInput.signed(y, "scaleEffect(y:)", fallback: 1),
                anchor: anchor))
    }

    /// Rotates the view by `angle` around `anchor`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.rotation(radians: GeometryInput.number(angle.radians, "rotationEffect", fallback: 0), anchor: anchor))
    }

    /// Turns the view in depth as ``View/rotation3DEffect(_:axis:anchor:anchorZ:perspective:)``
    /// does.
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
        perspective: CGFloat = 1
    ) -> some VisualEffect {
        adding(.rotation3D(Rotation3D(angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective)))
    }

    /// Draws the view at `opacity` (0…1).
    public func opacity(_ opacity: Double) -> some VisualEffect {
        adding(.opacity(GeometryInput.fraction(opacity, "opacity", fallback: 1)))
    }

    /// Blurs the view as ``View/blur(radius:opaque:)`` does.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect {
        adding(.blur(radius: GeometryInput.length(radius, "blur(radius:)")))
    }

    /// Brightens or darkens the view as ``View/brightness(_:)`` does.
    public func brightness(_ amount: Double) -> some VisualEffect {
        adding(.brightness(GeometryInput.number(amount, "brightness", fallback: 0)))
    }

    /// Changes the view's saturation as ``View/saturation(_:)`` does.
    public func saturation(_ amount: Double) -> some VisualEffect {
        adding(.saturation(GeometryInput.number(amount, "saturation", fallback: 1)))
    }

    /// Draws the view in shades of grey by `amount` (0…1), as ``View/grayscale(_:)`` does.
    public func grayscale(_ amount: Double) -> some VisualEffect {
        adding(.saturation(1 - min(max(GeometryInput.number(amount, "grayscale", fallback: 0), 0), 1)))
    }

    /// Sets the view's contrast as ``View/contrast(_:)`` does.
    public func contrast(_ amount: Double) -> some VisualEffect {
        adding(.contrast(GeometryInput.number(amount, "contrast", fallback: 1)))
    }

    /// Turns the hue of the view's colours by `angle`, as ``View/hueRotation(_:)`` does.
    public func hueRotation(_ angle: Angle) -> some VisualEffect {
        adding(.hueRotation(radians: GeometryInput.number(angle.radians, "hueRotation", fallback: 0)))
    }
}

extension View {
    /// Applies effects that depend on the view's geometry, as SwiftUI's `visualEffect(_:)`
    /// (iOS 17): once the view is placed, `effect` gets ``EmptyVisualEffect`` and a
    /// ``GeometryProxy`` of the view's own frame, and the effects it returns change how the view
    /// is drawn, never its layout.
    ///
    /// ```swift
    /// Text(title).visualEffect { content, proxy in
    ///     content.opacity(proxy.frame(in: .global).minY < 100 ? 0.5 : 1)
    /// }
    /// ```
    public func visualEffect(_ effect: @escaping (EmptyVisualEffect, GeometryProxy) -> some VisualEffect) -> some View {
        visualEffectSteps { effect(EmptyVisualEffect(), $0).steps }
    }

    /// Applies the effect steps `steps` works out from the view's placed geometry.
    func visualEffectSteps(_ steps: @escaping (GeometryProxy) -> [VisualEffectStep]) -> some View {
        ModifiedView(content: self) { node, environment in
            VisualEffectNode(child: node, rightToLeft: environment.layoutDirection == .rightToLeft, effect: steps)
        }
    }
}

/// Lays out its content as it is and, once placed, wraps it in the nodes of the effects its
/// closure returns for that frame: the nodes of the modifiers of the same names.
@MainActor
final class VisualEffectNode: WrapperNode {
    /// The view the effects apply to.
    let content: LayoutNode
    let effect: (GeometryProxy) -> [VisualEffectStep]
    /// The effects of the last placement.
    private(set) var steps: [VisualEffectStep] = []

    /// Whether the view is laid out right to left (a 3D turn is mirrored then).
    let rightToLeft: Bool

    init(child: LayoutNode, rightToLeft: Bool = false, effect: @escaping (GeometryProxy) -> [VisualEffectStep]) {
        content = child
        self.rightToLeft = rightToLeft
        self.effect = effect
        super.init(child: child)
    }

    override func computeSize(_ proposal: SizeProposal) -> Size {
        content.size(for: proposal)
    }

    override func stackEdge(_ edge: VerticalEdge) -> StackEdge { content.stackEdge(edge) }
    override func firstBaseline(in size: Size) -> Double? { content.firstBaseline(in: size) }
    override func lastBaseline(in size: Size) -> Double? { content.lastBaseline(in: size) }

    override func place(in rect: Rect, context: PlacementContext) {
        frame = rect
        steps = effect(GeometryProxy(placedIn: rect, context: context))
        var node = content
        for step in steps { node = Self.node(for: step, around: node, rightToLeft: rightToLeft) }
        children = [node]
        node.place(in: rect, context: context)
    }

    /// The node of the modifier that draws `step`.
    private static func node(for step: VisualEffectStep, around node: LayoutNode, rightToLeft: Bool) -> LayoutNode {
        switch step {
        case .offset(let x, let y): OffsetNode(child: node, offset: Point(x: x, y: y))
        case .scale(let x, let y, let anchor): TransformNode(child: node, rotation: 0, scale: (x, y), anchor: anchor)
        case .rotation(let radians, let anchor): TransformNode(child: node, rotation: radians, scale: (1, 1), anchor: anchor)
        case .opacity(let opacity): LayerNode(child: node, opacity: opacity)
        case .blur(let radius): EffectNode(child: node, effect: .blur(radius: radius))
        case .brightness(let amount): EffectNode(child: node, effect: .brightness(amount))
        case .saturation(let amount): EffectNode(child: node, effect: .saturation(amount))
        case .contrast(let amount): EffectNode(child: node, effect: .contrast(amount))
        case .hueRotation(let radians): EffectNode(child: node, effect: .hueRotation(radians: radians))
        case .rotation3D(let rotation): Rotation3DNode(child: node, rotation: rotation, rightToLeft: rightToLeft)
        }
    }

    override var kind: String? { steps.isEmpty ? nil : "visualEffect" }
}
