internal import Raster

/// UIKit's view, as far as SwiftUI files reach for one: its rectangles and safe-area insets
/// (`UIScreen.main.focusedView`), and the views a `UIViewRepresentable` wraps.
///
/// Shown through a ``UIViewRepresentable``, a plain view takes the space offered and fills it
/// with its ``backgroundColor``, then draws what its ``draw(_:)`` draws over it, as UIKit
/// does; NapkinUI's subclasses (``UIActivityIndicatorView``, ``UISlider``) draw as iOS draws them.
///
/// The settings of ``appearance()`` and ``appearance(whenContainedInInstancesOf:)`` reach a view
/// when it is drawn, as UIKit applies them when a view enters a window; a property the view set
/// itself keeps its own value (UIView+Appearance.swift).
@preconcurrency @MainActor
open class UIView: UIResponder, UIAppearanceContainer {
    /// The view's rectangle in its own coordinates: its origin is the point of its content
    /// shown at its top-left corner (a scroll view's ``UIScrollView/contentOffset``). Setting
    /// its size resizes ``frame`` about its centre, as UIKit does.
    public var bounds: CGRect {
        didSet {
            syncLayerGeometry()
            if bounds.size != oldValue.size { resizeSubviewsByMask(from: oldValue.size) }
            guard !isSyncingGeometry, bounds.size != oldValue.size else { return }
            isSyncingGeometry = true
            let center = CGPoint(x: frame.midX, y: frame.midY)
            let size = CGSize(width: bounds.width * drawingScale, height: bounds.height * drawingScale)
            frame = CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
            isSyncingGeometry = false
        }
    }
    /// The view's rectangle in its superview's coordinates. Setting it sets the size of
    /// ``bounds`` (divided by a zoom scale a scroll view gave the view), keeping its origin.
    public var frame: CGRect {
        didSet {
            syncLayerGeometry()
            guard !isSyncingGeometry else { return }
            isSyncingGeometry = true
            bounds.size = CGSize(width: frame.width / drawingScale, height: frame.height / drawingScale)
            isSyncingGeometry = false
        }
    }
    /// True while ``frame`` and ``bounds`` follow each other.
    private var isSyncingGeometry = false
    /// How much larger than its bounds the view is drawn: a scroll view's zoom scale, for the
    /// view its delegate zooms (UIKit's scale `transform`); 1 for every other view.
    var drawingScale: CGFloat = 1
    /// The views inside this one, back to front, as UIKit's `subviews`.
    public private(set) var subviews: [UIView] = []
    /// The view this one is inside, or `nil`.
    public private(set) weak var superview: UIView?
    /// Whether the view's subviews (and an image view's image) are cut to its bounds; `false`
    /// by default, as UIKit's (a ``UIScrollView`` sets it). What ``draw(_:)`` draws is always
    /// inside the bounds. It is its layer's ``CALayer/masksToBounds``: with a corner radius, the
    /// cut is rounded.
    public var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// The Core Animation layer the view is drawn through, as UIKit's `layer`: of the class
    /// ``layerClass`` names, made at first use. Its corner radius, border, shadow, opacity,
    /// transform and sublayers are drawn with the view; its background colour is the view's
    /// ``backgroundColor`` (set either; the last set is drawn), its geometry follows the view's
    /// ``frame`` and ``bounds``, and each subview's layer is one of its sublayers, in the
    /// subviews' order, so layers added with `addSublayer` draw over the subviews added before
    /// them and under those added after.
    public var layer: CALayer { backingLayer }
    private lazy var backingLayer: CALayer = {
        let made = (type(of: self).layerClass as? CALayer.Type)?._makeBackingLayer() ?? CALayer()
        made.hostView = self
        made.bounds = bounds
        made.position = CGPoint(x: frame.minX + frame.width * made.anchorPoint.x, y: frame.minY + frame.height * made.anchorPoint.y)
        return made
    }()

    /// The class of the view's ``layer``: `CALayer` for a plain view. A subclass overrides it to
    /// be drawn through another kind of layer (`override class var layerClass: AnyClass {
    /// CAGradientLayer.self }`).
    open class var layerClass: AnyClass { CALayer.self }

    /// Keeps the layer's geometry that of the view.
    private func syncLayerGeometry() {
        let layer = self.layer
        layer.bounds = bounds
        layer.position = CGPoint(x: frame.minX + frame.width * layer.anchorPoint.x, y: frame.minY + frame.height * layer.anchorPoint.y)
    }
    /// How the view's content fits its bounds, as UIKit's `contentMode`: a ``UIImageView``
    /// draws its image by it. `.scaleToFill` by default.
    public var contentMode: ContentMode = .scaleToFill
    /// How far the safe area lies inside the view's edges.
    public var safeAreaInsets: UIEdgeInsets
    /// The colour behind the view's content; `nil` (the default) for none. An appearance
    /// property.
    public var backgroundColor: UIColor? {
        didSet {
            let color = backgroundColor
            layer.storedBackgroundColor = color?.cgColor
            layer.backgroundFollowsView = true
            noteAppearanceProperty("backgroundColor") { $0.backgroundColor = color }
        }
    }
    /// Whether the view promises to fill its bounds with opaque content, as UIKit's (`true` by
    /// default). A hint UIKit composites by; NapkinUI draws the same either way.
    open var isOpaque = true
    /// True to draw nothing (as its layer's ``CALayer/isHidden``).
    public var isHidden = false
    /// The view's opacity, 0…1.
    public var alpha: CGFloat = 1
    /// Whether touches reach the view (`true` by default, as a `UIView`'s). A snapshot has no
    /// touches; `Window.tap` finds SwiftUI's controls, not UIKit views, so this is kept.
    public var isUserInteractionEnabled = true
    /// What VoiceOver reads for the view; a control's label, which `Window.setValue(_:of:)`
    /// finds it by.
    public var accessibilityLabel: String?
    /// A name for the view that tests and code find it by, as UIKit's `accessibilityIdentifier`; VoiceOver never reads it.
    public var accessibilityIdentifier: String?

    /// The tint of the view's controls and glyphs: the colour set on the view (or by an
    /// appearance proxy), else the tint of where it is shown (SwiftUI's `.tint`), else
    /// systemBlue, as UIKit inherits a window's tint. Setting `nil` inherits again.
    public var tintColor: UIColor! {
        get { ownTintColor ?? inheritedTintColor }
        set {
            ownTintColor = newValue
            noteAppearanceProperty("tintColor") { $0.tintColor = newValue }
        }
    }
    /// The tint set on the view itself (or by an appearance), without the inherited one.
    var ownTintColor: UIColor?
    /// The tint of where the view is shown, set while it is drawn.
    var inheritedTintColor = UIColor.systemBlue

    /// The settings kept when this view is an appearance proxy (`nil` for a view on screen).
    var appearanceRecord: AppearanceRecord?
    /// The appearance properties the app set on this view itself, which appearances leave alone.
    var ownAppearanceKeys: Set<String> = []
    /// True after ``setNeedsLayout()`` until ``layoutIfNeeded()`` lays the view out.
    var needsLayoutPass = false
    /// True while appearances are being applied (their settings are not the view's own).
    var isApplyingAppearance = false
    /// The coordinator of the `UIViewRepresentable` that made this view, kept alive with it as
    /// SwiftUI keeps it (a view's delegate is weak, and is often the coordinator).
    var representableCoordinator: Any?

    /// A view with the rectangle `frame` and no safe-area insets.
    public init(frame: CGRect) {
        self.frame = frame
        bounds = CGRect(origin: .zero, size: frame.size)
        safeAreaInsets = UIEdgeInsets()
        super.init()
    }

    /// A view with an empty rectangle.
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// Adds `view` in front of the other subviews (taking it from its former superview), as
    /// UIKit's `addSubview(_:)`; it is drawn at its ``frame`` in this view's coordinates.
    public func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    /// Puts `view` at `index` among the subviews (0: at the back).
    public func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self else { return }
        view.removeFromSuperview()
        let position = min(max(index, 0), subviews.count)
        subviews.insert(view, at: position)
        view.superview = self
        // The subview's layer goes under the layer of the subview now above it, as UIKit puts it.
        if position + 1 < subviews.count, subviews[position + 1].layer.superlayer === layer {
            layer.insertSublayer(view.layer, below: subviews[position + 1].layer)
        } else {
            layer.addSublayer(view.layer)
        }
    }

    /// Takes the view out of its superview.
    public func removeFromSuperview() {
        guard let superview else { return }
        superview.subviews.removeAll { $0 === self }
        if layer.superlayer === superview.layer { layer.removeFromSuperlayer() }
        self.superview = nil
    }

    /// Moves `view`, a subview, in front of the others.
    public func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        addSubview(view)
    }

    /// Moves `view`, a subview, behind the others.
    public func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Whether `view` is this view or inside it.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// How a view's content is laid out in its bounds, as UIKit's `UIView.ContentMode`.
    public enum ContentMode: Int, Sendable {
        /// Stretched to fill the bounds, the aspect ratio not kept.
        case scaleToFill
        /// Scaled to fit inside the bounds, its aspect ratio kept (bands left empty).
        case scaleAspectFit
        /// Scaled to cover the bounds, its aspect ratio kept (the overflow cut by ``clipsToBounds``).
        case scaleAspectFill
        /// Redrawn when the bounds change (drawn as `.scaleToFill`).
        case redraw
        /// At its size, centred.
        case center
        /// At its size, centred along the top edge.
        case top
        /// At its size, centred along the bottom edge.
        case bottom
        /// At its size, centred along the left edge.
        case left
        /// At its size, centred along the right edge.
        case right
        /// At its size, in the top-left corner.
        case topLeft
        /// At its size, in the top-right corner.
        case topRight
        /// At its size, in the bottom-left corner.
        case bottomLeft
        /// At its size, in the bottom-right corner.
        case bottomRight

        /// Where content of `size` goes in `bounds`.
        func rect(for size: CGSize, in bounds: CGRect) -> CGRect {
            guard size.width > 0, size.height > 0 else { return bounds }
            switch self {
            case .scaleToFill, .redraw: return bounds
            case .scaleAspectFit, .scaleAspectFill:
                let fit = Swift.min(bounds.width / size.width, bounds.height / size.height)
                let fill = Swift.max(bounds.width / size.width, bounds.height / size.height)
                let scale = self == .scaleAspectFit ? fit : fill
                let scaled = CGSize(width: size.width * scale, height: size.height * scale)
                return CGRect(
                    x: bounds.midX - scaled.width / 2, y: bounds.midY - scaled.height / 2, width: scaled.width, height: scaled.height)
            default:
                let x: CGFloat =
                    switch self {
                    case .left, .topLeft, .bottomLeft: bounds.minX
                    case .right, .topRight, .bottomRight: bounds.maxX - size.width
                    default: bounds.midX - size.width / 2
                    }
                let y: CGFloat =
                    switch self {
                    case .top, .topLeft, .topRight: bounds.minY
                    case .bottom, .bottomLeft, .bottomRight: bounds.maxY - size.height
                    default: bounds.midY - size.height / 2
                    }
                return CGRect(x: x, y: y, width: size.width, height: size.height)
            }
        }
    }

    /// The next responder: the superview, as UIKit's (NapkinUI does not put a view's controller
    /// in the chain), so touches a view does not handle reach the view it is in.
    open override var next: UIResponder? { superview }

    /// The point of the window at this view's coordinate (0, 0): its frame's origin less its
    /// bounds' origin, added up through its superviews (a view with no superview is placed in
    /// window coordinates, as NapkinUI places the view a representable shows).
    package var windowContentOrigin: CGPoint {
        let own = CGPoint(x: frame.minX - bounds.minX, y: frame.minY - bounds.minY)
        guard let superview else { return own }
        let outer = superview.windowContentOrigin
        return CGPoint(x: outer.x + own.x, y: outer.y + own.y)
    }

    /// Whether `point` (in the view's coordinates) is inside it, as UIKit's: inside its ``bounds``.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    /// The frontmost view under `point` (in the view's coordinates), as UIKit's hit-testing: `nil`
    /// when the view is hidden, takes no touches (``isUserInteractionEnabled``), is nearly
    /// transparent (``alpha`` under 0.01) or the point is not inside it; else the deepest subview
    /// holding it, front to back, or the view itself.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            let inner = CGPoint(
                x: point.x - subview.frame.minX + subview.bounds.minX, y: point.y - subview.frame.minY + subview.bounds.minY)
            if let hit = subview.hitTest(inner, with: event) { return hit }
        }
        return self
    }

    /// The traits the view was last laid out with (its window's, in the colour scheme it is
    /// shown in), as UIKit's `traitCollection`; ``draw(_:)`` reads its appearance here.
    public internal(set) var traitCollection: UITraitCollection = Traits(userInterfaceStyle: .light)

    /// Draws the view's content in `rect` (its ``bounds``) into the current graphics context
    /// (``UIGraphicsGetCurrentContext()``), as UIKit's `draw(_:)`: in the view's own
    /// coordinates, over its background, clipped to its bounds. Does nothing unless overridden.
    open func draw(_ rect: CGRect) {}

    /// Called before ``UIView/draw(_:)`` once the view has its size, as UIKit's `layoutSubviews()`:
    /// UIView's own places the subviews (and deeper views) that constraints place
    /// (UIView+AutoLayout.swift), so an override calls `super.layoutSubviews()` first.
    open func layoutSubviews() { applyConstraintLayout() }

    /// Sets up the view's constraints before layout, as UIKit's `updateConstraints()`: called
    /// once for each view at its first layout and again after ``setNeedsUpdateConstraints()``.
    /// UIView's own does nothing; an override calls `super.updateConstraints()` last.
    open func updateConstraints() {}

    /// Whether the view is only laid out correctly by constraints (`false`), as UIKit's class property.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// The view's constraints, guides and priorities (UIView+AutoLayout.swift).
    lazy var autoLayout = AutoLayoutState()

    /// The size of what the view shows, as UIKit's `intrinsicContentSize`: ``noIntrinsicMetric``
    /// in both dimensions for a plain view; a label, a button or an image view answer their content's size.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

    /// The size that best fits `size`, as UIKit's `sizeThatFits(_:)`: the view's current size
    /// for a plain view; text views and controls measure their content.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping its origin.
    open func sizeToFit() {
        frame.size = sizeThatFits(bounds.size)
    }

    /// The value of a dimension a view has no intrinsic size in, as UIKit's (-1).
    nonisolated public static let noIntrinsicMetric: CGFloat = -1

    /// The proxy whose settings every view of this class (and its subclasses) takes when it is
    /// drawn, unless the view set that property itself: `UIView.appearance().tintColor = .red`.
    /// Each class has one proxy; asking again gives the same one.
    open class func appearance() -> UIView {
        AppearanceRegistry.proxy(for: self, containedIn: []) { UIView(frame: .zero) }
    }

    /// The proxy whose settings reach views of this class shown inside instances of
    /// `containerTypes`, the nearest container first (each may be further out than the one
    /// before it): `UIView.appearance(whenContainedInInstancesOf: [UIAlertController.self])`.
    open class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UIView {
        AppearanceRegistry.proxy(for: self, containedIn: containerTypes) { UIView(frame: .zero) }
    }

    /// The node that draws the view in `environment`: its background over the space offered,
    /// then its ``draw(_:)``.
    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        let fill = backgroundColor.map { Paint.color($0.color.srgb(in: environment)) }
        traitCollection = Traits.current.merging(Traits(userInterfaceStyle: UIUserInterfaceStyle(environment.colorScheme)))
        return UIViewContentNode(
            view: self, background: ShapeNode(shape: .rectangle, fill: fill, stroke: nil, kindName: "UIView"), environment: environment)
    }

    /// Draws what the view shows besides its ``draw(_:)`` (an image view's image) in the
    /// current context, in the view's coordinates; cut to its bounds only when ``clipsToBounds``.
    func drawContents() { (self as? any UIViewContentDrawing)?.drawViewContent() }

    /// ``makeNode(in:)`` with the appearances, ``isHidden`` and ``alpha`` applied: the view
    /// enters the window here, so the appearance settings reach it now.
    final func node(in environment: EnvironmentValues, containers: [any UIAppearanceContainer.Type] = []) -> LayoutNode {
        applyAppearances(containers: containers)
        inheritedTintColor = UIColor(environment.tint)
        (self as? any UIViewSubviewPreparing)?.prepareSubviewsForDrawing()
        if isHidden || layer.isHidden { return ShapeNode(shape: .rectangle, fill: nil, stroke: nil, kindName: "UIView") }
        var node = makeNode(in: environment)
        // A subclass's own node is drawn through the layer by a wrapper; a plain view's draws its layer itself.
        if !(node is UIViewContentNode), layer.drawsDecoration { node = CALayerNode(view: self, child: node) }
        let opacity = GeometryInput.fraction(Double(alpha), "UIView.alpha", fallback: 1)
        return opacity < 1 ? LayerNode(child: node, opacity: opacity) : node
    }
}

/// A view of another napkin module that makes or updates its subviews just before its node is
/// built, so that they are drawn (MapKit's map view asks its delegate for its annotations' views
/// here, as MapKit does when annotations come into view). Their frames may wait for
/// ``UIView/layoutSubviews()``, which runs once the view has its size.
@MainActor
package protocol UIViewSubviewPreparing: AnyObject {
    func prepareSubviewsForDrawing()
}

/// A view of another napkin module that draws content of its own under its ``UIView/draw(_:)``
/// (PencilKit's canvas draws its strokes so), in the current context, in the view's coordinates.
@MainActor
package protocol UIViewContentDrawing: AnyObject {
    func drawViewContent()
}

/// A ``UIView`` in place: its layer's background (the view's), then what the view shows itself
/// (``UIView/drawContents()``, then its ``UIView/draw(_:)`` clipped to its bounds), then its
/// subviews at their frames and its other sublayers, in its layer's order, offset by its bounds'
/// origin (a scroll view's content offset) and scaled by a zoom, cut to its (rounded) bounds when
/// it ``UIView/clipsToBounds``; the layer's shadow under all of it and its border over it
/// (CALayer+Drawing.swift). Shows only the background in the layout description.
@MainActor
final class UIViewContentNode: LayoutNode {
    let view: UIView
    /// The subviews drawn, with their nodes (after the background among the children).
    private let subviewNodes: [(UIView, LayoutNode)]
    /// The view's background colour, resolved where it is shown.
    private let backgroundFill: SRGBColor?

    init(view: UIView, background: LayoutNode, environment: EnvironmentValues) {
        self.view = view
        let subviews = view.subviews.map { ($0, $0.node(in: environment)) }
        subviewNodes = subviews
        backgroundFill = view.backgroundColor.map { $0.color.srgb(in: environment) }
        super.init(children: [background] + subviews.map(\.1))
    }

    /// The space offered; a dimension not offered (an ideal size) is the one the view's
    /// constraints fit (``UIView/systemLayoutSizeFitting(_:)``) when constraints place anything inside it.
    override func computeSize(_ proposal: SizeProposal) -> Size {
        let offered = super.computeSize(proposal)
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let height = proposal.height.flatMap { $0.isFinite ? $0 : nil }
        guard width == nil || height == nil, view.hasConstraintLayoutInside else { return offered }
        let fitted = view.systemLayoutSizeFitting(
            CGSize(width: width ?? 0, height: height ?? 0), withHorizontalFittingPriority: width == nil ? .fittingSizeLevel : .required,
            verticalFittingPriority: height == nil ? .fittingSizeLevel : .required)
        return Size(width: width ?? Double(fitted.width), height: height ?? Double(fitted.height))
    }

    override func place(in rect: Rect, context: PlacementContext) {
        frame = rect
        children.first?.place(in: rect, context: context)
        if view.superview == nil { view.frame = CGRect(rect) }
        view.layoutSubviews()
        view.layer.layoutTree()
        let origin = contentOrigin
        for (subview, node) in subviewNodes {
            let size = subview.bounds.size
            node.place(
                in: Rect(
                    x: origin.x + Double(subview.frame.minX), y: origin.y + Double(subview.frame.minY), width: Double(size.width),
                    height: Double(size.height)), context: context)
        }
    }

    /// Where the view's coordinate (0, 0) lies on the canvas.
    private var contentOrigin: Point {
        Point(x: frame.minX - Double(view.bounds.minX), y: frame.minY - Double(view.bounds.minY))
    }

    override func draw(in canvas: Raster.Canvas) {
        let layer = view.layer
        let followsView = layer.backgroundFollowsView || layer.storedBackgroundColor == nil
        let background = followsView ? backgroundFill : layer.storedBackgroundColor?.srgbColor
        // A view's plain background is its background node, as before layers drew it.
        let plainBackground: (() -> Void)? = followsView ? { self.children.first?.draw(in: canvas) } : nil
        layer.paint(in: canvas, at: frame, background: background, plainBackground: plainBackground) {
            guard frame.width > 0, frame.height > 0 else { return }
            let origin = contentOrigin
            canvas.withSavedState {
                let context = CGContext(canvas: canvas, opaque: false)
                context.translateBy(x: CGFloat(origin.x), y: CGFloat(origin.y))
                view.traitCollection.performAsCurrent { GraphicsContextStack.with(context) { view.drawContents() } }
            }
            layer.drawOwnContent(in: canvas, at: frame)
            canvas.withSavedState {
                let context = CGContext(canvas: canvas, opaque: false)
                context.translateBy(x: CGFloat(origin.x), y: CGFloat(origin.y))
                context.clip(to: view.bounds)
                view.traitCollection.performAsCurrent { GraphicsContextStack.with(context) { view.draw(view.bounds) } }
            }
            for sublayer in layer.sublayersInDrawingOrder {
                guard let host = sublayer.hostView else {
                    sublayer.drawTree(in: canvas, at: layer.canvasRect(of: sublayer, in: frame))
                    continue
                }
                guard let node = subviewNodes.first(where: { $0.0 === host })?.1 else { continue }
                canvas.withSavedState {
                    let scale = Double(host.drawingScale)
                    if scale != 1 { canvas.scale(x: scale, y: scale, around: Point(x: node.frame.minX, y: node.frame.minY)) }
                    node.draw(in: canvas)
                }
            }
        }
    }
}

/// A view whose subclass makes its own node (a label, a switch, a button) drawn through its
/// layer: the layer's shadow, background (taking the node's, when it is a UIKit content node, so
/// the corners round), the node, the layer's sublayers, and its border.
@MainActor
final class CALayerNode: WrapperNode {
    let view: UIView
    /// The node's own background colour, drawn by the layer in its rounded shape instead.
    private let background: SRGBColor?

    init(view: UIView, child: LayoutNode) {
        self.view = view
        if let content = child as? UIKitContentNode {
            background = content.background
            content.background = nil
        } else {
            background = nil
        }
        super.init(child: child)
    }

    override func stackEdge(_ edge: VerticalEdge) -> StackEdge { child.stackEdge(edge) }

    override func place(in rect: Rect, context: PlacementContext) {
        super.place(in: rect, context: context)
        view.layer.layoutTree()
    }

    override func draw(in canvas: Raster.Canvas) {
        let layer = view.layer
        let own = layer.backgroundFollowsView ? nil : layer.storedBackgroundColor?.srgbColor
        layer.paint(in: canvas, at: frame, background: own ?? background) {
            child.draw(in: canvas)
            for sublayer in layer.sublayersInDrawingOrder where sublayer.hostView == nil {
                sublayer.drawTree(in: canvas, at: layer.canvasRect(of: sublayer, in: frame))
            }
        }
    }
}

extension CALayer {
    /// Whether the layer draws anything a view's own node does not: rounded corners, a border, a
    /// shadow, a layer of its own background, sublayers, contents, a mask, a transform or an opacity.
    var drawsDecoration: Bool {
        cornerRadius > 0 || borderWidth > 0 || shadowOpacity > 0 || (storedBackgroundColor != nil && !backgroundFollowsView)
            || children.contains { $0.hostView == nil } || contents != nil || mask != nil || opacity < 1
            || !CATransform3DIsIdentity(transform)
    }
}
