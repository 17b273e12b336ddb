import Foundation
internal import Raster

/// Which corners of a layer ``CALayer/cornerRadius`` rounds, as Core Animation's
/// `CACornerMask`. In a view's layer (y down) "min Y" is the top edge.
public struct CACornerMask: OptionSet, Sendable, Hashable {
    /// The raw value.
    public let rawValue: UInt
    /// The value of `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top-left corner.
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The top-right corner.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// The curve of a layer's rounded corners, as Core Animation's `CALayerCornerCurve`.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// The value of `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A quarter circle (the default).
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// Apple's continuous ("squircle") curve; NapkinUI draws it as the rounded rectangles of
    /// SwiftUI's `RoundedRectangle` are drawn.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// Where a layer's ``CALayer/contents`` image goes in its bounds, as Core Animation's
/// `CALayerContentsGravity`.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    /// The value of `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Core Animation's `center` contents gravity.
    public static let center = CALayerContentsGravity(rawValue: "center")
    /// Core Animation's `top` contents gravity.
    public static let top = CALayerContentsGravity(rawValue: "top")
    /// Core Animation's `bottom` contents gravity.
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    /// Core Animation's `left` contents gravity.
    public static let left = CALayerContentsGravity(rawValue: "left")
    /// Core Animation's `right` contents gravity.
    public static let right = CALayerContentsGravity(rawValue: "right")
    /// Core Animation's `topLeft` contents gravity.
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    /// Core Animation's `topRight` contents gravity.
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    /// Core Animation's `bottomLeft` contents gravity.
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    /// Core Animation's `bottomRight` contents gravity.
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    /// Stretched over the bounds (the default).
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Scaled to fit, its aspect ratio kept.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Scaled to cover the bounds, its aspect ratio kept.
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")

    /// The view content mode that places an image the same way. A view's layer has UIKit's
    /// y-down geometry here, so `.top` is the top edge (not confirmed against iOS, whose
    /// unflipped layers are documented to swap top and bottom).
    var contentMode: UIView.ContentMode {
        switch self {
        case .center: .center
        case .top: .top
        case .bottom: .bottom
        case .left: .left
        case .right: .right
        case .topLeft: .topLeft
        case .topRight: .topRight
        case .bottomLeft: .bottomLeft
        case .bottomRight: .bottomRight
        case .resizeAspect: .scaleAspectFit
        case .resizeAspectFill: .scaleAspectFill
        default: .scaleToFill
        }
    }
}

/// What a layer asks of the object it draws and lays out for, as Core Animation's
/// `CALayerDelegate`. Every method has a default that does nothing, as the protocol's optional
/// methods are optional on iOS.
public protocol CALayerDelegate: NSObjectProtocol {
    /// Sets the layer's contents itself instead of drawing (asked before ``draw(_:in:)``).
    func display(_ layer: CALayer)
    /// Draws the layer's content into `ctx`, in the layer's coordinates.
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Called before the layer draws.
    func layerWillDraw(_ layer: CALayer)
    /// Lays out the layer's sublayers (called by ``CALayer/layoutSublayers()``).
    func layoutSublayers(of layer: CALayer)
}

extension CALayerDelegate {
    /// Does nothing: the layer draws itself.
    public func display(_ layer: CALayer) {}
    /// Draws nothing.
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    /// Does nothing.
    public func layerWillDraw(_ layer: CALayer) {}
    /// Does nothing.
    public func layoutSublayers(of layer: CALayer) {}
}

/// A rectangle of content with a background, rounded corners, a border, a shadow and sublayers,
/// as Core Animation's `CALayer`: what every ``UIView`` is drawn through (its ``UIView/layer``),
/// and what UIKit code adds to a view (`view.layer.addSublayer(gradient)`).
///
/// Not isolated to the main actor, as Core Animation's is not; not `Sendable` (a layer belongs
/// to the code that builds it). A snapshot is a still frame: animations added with
/// ``add(_:forKey:)`` are kept and can be read back, and the layer draws its model values, as
/// NapkinUI draws SwiftUI's animations at their end state.
///
/// Drawn, a layer paints, in order: its shadow (the shape of everything below, or
/// ``shadowPath``), its ``backgroundColor`` in its rounded shape, its ``contents`` image, what
/// ``draw(in:)`` draws, its sublayers (by ``zPosition``, then in order), all cut to the rounded
/// shape when ``masksToBounds``; then its border on top, as Core Animation composites it. A
/// ``transform`` is drawn by its affine part (perspective is not drawn).
open class CALayer: NSObject {
    /// A layer with an empty frame.
    public override init() {
        super.init()
    }

    /// A copy of `layer`'s properties (Core Animation uses it to make presentation layers;
    /// subclasses override it to copy their own). Sublayers are not copied.
    public init(layer: Any) {
        super.init()
        guard let other = layer as? CALayer else { return }
        bounds = other.bounds
        position = other.position
        anchorPoint = other.anchorPoint
        zPosition = other.zPosition
        transform = other.transform
        isHidden = other.isHidden
        opacity = other.opacity
        storedBackgroundColor = other.storedBackgroundColor
        cornerRadius = other.cornerRadius
        maskedCorners = other.maskedCorners
        cornerCurve = other.cornerCurve
        masksToBounds = other.masksToBounds
        borderWidth = other.borderWidth
        borderColor = other.borderColor
        shadowColor = other.shadowColor
        shadowOpacity = other.shadowOpacity
        shadowOffset = other.shadowOffset
        shadowRadius = other.shadowRadius
        shadowPath = other.shadowPath
        contents = other.contents
        contentsGravity = other.contentsGravity
        contentsScale = other.contentsScale
        name = other.name
    }

    /// A layer from an archive: NapkinUI reads no archives, so the layer is a new, empty one.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// A new layer of this class, for a view whose `layerClass` names it. Swift cannot call an
    /// initializer through a class value unless it is `required`, which `init()` is not (on iOS
    /// either), so each NapkinUI layer class answers with a layer of its own class; a subclass
    /// declared outside NapkinUI gets its nearest NapkinUI ancestor's unless it overrides this.
    open class func _makeBackingLayer() -> CALayer { CALayer() }

    /// Draws what the layer's class draws itself (a shape layer's path, a gradient layer's
    /// gradient) in `rect`, the place of its bounds on the canvas (CALayer+Drawing.swift).
    func drawLayerContent(in canvas: Raster.Canvas, at rect: Rect) {}

    // MARK: Geometry

    /// The layer's rectangle in its own coordinates.
    open var bounds: CGRect = .zero
    /// Where the layer's ``anchorPoint`` lies in its superlayer's coordinates.
    open var position: CGPoint = .zero
    /// The point of the bounds (in unit coordinates, 0…1) placed at ``position``, and the
    /// centre of ``transform``: the middle by default.
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    /// The layer's place in front of (larger) or behind its siblings.
    open var zPosition: CGFloat = 0
    /// The layer's rectangle in its superlayer's coordinates, from ``position``,
    /// ``anchorPoint`` and the size of ``bounds`` (untransformed). Setting it sets those.
    open var frame: CGRect {
        get {
            CGRect(
                x: position.x - bounds.width * anchorPoint.x, y: position.y - bounds.height * anchorPoint.y, width: bounds.width,
                height: bounds.height)
        }
        set {
            bounds.size = newValue.size
            position = CGPoint(x: newValue.minX + newValue.width * anchorPoint.x, y: newValue.minY + newValue.height * anchorPoint.y)
        }
    }
    /// The transform applied to the layer about its ``anchorPoint``.
    open var transform = CATransform3DIdentity
    /// The transform applied to the sublayers, about the centre of the bounds.
    open var sublayerTransform = CATransform3DIdentity
    /// Whether the geometry is flipped for the sublayers; kept (a view's layers are y-down already).
    open var isGeometryFlipped = false

    /// The affine part of ``transform``.
    open func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }
    /// Sets ``transform`` to `m`.
    open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    /// Converts `point` from this layer's coordinates to `layer`'s (untransformed geometry).
    open func convert(_ point: CGPoint, to layer: CALayer?) -> CGPoint {
        let mine = originInRoot
        let theirs = layer?.originInRoot ?? .zero
        return CGPoint(x: point.x + mine.x - theirs.x, y: point.y + mine.y - theirs.y)
    }

    /// Converts `point` from `layer`'s coordinates to this layer's.
    open func convert(_ point: CGPoint, from layer: CALayer?) -> CGPoint {
        let theirs = layer?.originInRoot ?? .zero
        let mine = originInRoot
        return CGPoint(x: point.x + theirs.x - mine.x, y: point.y + theirs.y - mine.y)
    }

    /// Converts `rect` from this layer's coordinates to `layer`'s.
    open func convert(_ rect: CGRect, to layer: CALayer?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: layer), size: rect.size)
    }

    /// Converts `rect` from `layer`'s coordinates to this layer's.
    open func convert(_ rect: CGRect, from layer: CALayer?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: layer), size: rect.size)
    }

    /// Where this layer's coordinate (0, 0) lies in its root layer's coordinates.
    private var originInRoot: CGPoint {
        var x: CGFloat = 0, y: CGFloat = 0
        var current = self
        while let parent = current.parent {
            x += current.frame.minX - current.bounds.minX
            y += current.frame.minY - current.bounds.minY
            current = parent
        }
        return CGPoint(x: x, y: y)
    }

    // MARK: Appearance

    /// True to draw nothing (nor the sublayers).
    open var isHidden = false
    /// The layer's opacity, 0…1, applied to it and its sublayers as one group.
    open var opacity: Float = 1
    /// The colour filled in the layer's rounded shape behind its content; `nil` by default. A
    /// view's layer has its view's `backgroundColor` (set either; the last set is drawn).
    open var backgroundColor: CGColor? {
        get { storedBackgroundColor }
        set {
            storedBackgroundColor = newValue
            backgroundFollowsView = false
        }
    }
    /// The background colour, without marking it the layer's own.
    var storedBackgroundColor: CGColor?
    /// True when a view's `backgroundColor` (which may follow the appearance) was set last.
    var backgroundFollowsView = false
    /// The radius of the rounded corners of the background and border (and of the clip when
    /// ``masksToBounds``), in points; 0 by default. Larger than half the shorter side, it is
    /// limited to that half, as Core Animation draws it.
    open var cornerRadius: CGFloat = 0
    /// The corners ``cornerRadius`` rounds: all four by default.
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    /// The curve of the rounded corners.
    open var cornerCurve: CALayerCornerCurve = .circular
    /// Whether the content and sublayers are cut to the rounded bounds (a view's `clipsToBounds`).
    open var masksToBounds = false
    /// The width of the border drawn inside the bounds, over the content and sublayers; 0 by default.
    open var borderWidth: CGFloat = 0
    /// The border's colour: opaque black by default, as Core Animation's.
    open var borderColor: CGColor? = CGColor(gray: 0, alpha: 1)
    /// The shadow's colour: opaque black by default.
    open var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1)
    /// The shadow's opacity, 0…1: 0 by default, so no shadow is drawn until it is set.
    open var shadowOpacity: Float = 0
    /// How far the shadow is moved, in points (y down): (0, -3) by default, as Core Animation's.
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The shadow's blur radius in points: 3 by default. Drawn as SwiftUI's `shadow(radius:)`
    /// is (a Gaussian whose standard deviation is the radius), which draws the same shadow on iOS.
    open var shadowRadius: CGFloat = 3
    /// The shadow's outline, in the layer's coordinates; `nil` casts the shadow of what the
    /// layer draws (its background, content, sublayers and border).
    open var shadowPath: CGPath?
    /// An image shown in the bounds by ``contentsGravity``: a `CGImage` (as on iOS, `Any?`); a
    /// value of any other type draws nothing.
    open var contents: Any?
    /// Where ``contents`` goes in the bounds: stretched over them by default.
    open var contentsGravity: CALayerContentsGravity = .resize
    /// Pixels of ``contents`` per point: 1 by default.
    open var contentsScale: CGFloat = 1
    /// The rectangle of ``contents`` shown, in unit coordinates; kept (the whole image is drawn).
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// A layer whose alpha cuts this one: where the mask is transparent, this layer is not drawn.
    /// Its frame is in this layer's coordinates.
    open var mask: CALayer?
    /// Whether the layer promises to be opaque; kept.
    open var isOpaque = false
    /// Whether the content is redrawn when the bounds change; kept (every render draws anew).
    open var needsDisplayOnBoundsChange = false
    /// Whether edges are antialiased; kept (NapkinUI always antialiases).
    open var allowsEdgeAntialiasing = false
    /// Whether the group opacity applies to the sublayers as one; kept (it always does here).
    open var allowsGroupOpacity = true
    /// Whether the layer is cached as a bitmap; kept (a still frame needs no cache).
    open var shouldRasterize = false
    /// The scale of that bitmap; kept.
    open var rasterizationScale: CGFloat = 1
    /// The layer's name, for finding it among sublayers.
    open var name: String?
    /// The object that draws and lays out for the layer.
    open weak var delegate: (any CALayerDelegate)?
    /// Any values a program keeps with the layer.
    open var style: [AnyHashable: Any]?

    // MARK: Hierarchy

    /// The layers inside this one, back to front; `nil` when there are none, as Core Animation's.
    open var sublayers: [CALayer]? {
        get { children.isEmpty ? nil : children }
        set {
            for layer in children { layer.parent = nil }
            children = []
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }
    /// The sublayers (never optional).
    private(set) var children: [CALayer] = []
    /// The layer this one is inside.
    private weak var parent: CALayer?
    /// The layer this one is inside, or `nil`.
    open var superlayer: CALayer? { parent }
    /// The view this layer is the layer of (its backing view), if any.
    weak var hostView: UIView?

    /// Adds `layer` in front of the other sublayers, taking it from its former superlayer.
    open func addSublayer(_ layer: CALayer) {
        insert(layer, at: children.count)
    }

    /// Puts `layer` at `idx` among the sublayers (0 at the back; past the end, in front).
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        insert(layer, at: Int(idx))
    }

    /// Puts `layer` just behind `sibling` (in front of all, when `sibling` is not a sublayer).
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        guard let sibling, sibling !== layer, children.contains(where: { $0 === sibling }) else { return addSublayer(layer) }
        layer.removeFromSuperlayer()
        children.insert(layer, at: children.firstIndex { $0 === sibling } ?? children.count)
        layer.parent = self
    }

    /// Puts `layer` just in front of `sibling` (in front of all, when `sibling` is not a sublayer).
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard let sibling, sibling !== layer, children.contains(where: { $0 === sibling }) else { return addSublayer(layer) }
        layer.removeFromSuperlayer()
        children.insert(layer, at: (children.firstIndex { $0 === sibling } ?? children.count - 1) + 1)
        layer.parent = self
    }

    /// Puts `newLayer` where `oldLayer`, a sublayer, is, and takes `oldLayer` out.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard oldLayer.parent === self, oldLayer !== newLayer else { return }
        insertSublayer(newLayer, below: oldLayer)
        oldLayer.removeFromSuperlayer()
    }

    /// Takes the layer out of its superlayer.
    open func removeFromSuperlayer() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
    }

    private func insert(_ layer: CALayer, at index: Int) {
        guard layer !== self, !isInside(layer) else { return }
        layer.removeFromSuperlayer()
        children.insert(layer, at: min(max(index, 0), children.count))
        layer.parent = self
    }

    /// Whether this layer is `layer` or inside it (adding an ancestor as a sublayer would loop).
    private func isInside(_ layer: CALayer) -> Bool {
        var current: CALayer? = self
        while let candidate = current {
            if candidate === layer { return true }
            current = candidate.parent
        }
        return false
    }

    // MARK: Layout and display

    /// Whether ``setNeedsLayout()`` was called since the last layout.
    private(set) var layoutIsNeeded = false
    /// Whether ``setNeedsDisplay()`` was called since the last drawing.
    private var displayIsNeeded = false

    /// Asks for ``layoutSublayers()`` before the next drawing (each render lays layers out anyway).
    open func setNeedsLayout() { layoutIsNeeded = true }
    /// Whether a layout was asked for.
    open func needsLayout() -> Bool { layoutIsNeeded }
    /// Lays the sublayers out now when a layout was asked for.
    open func layoutIfNeeded() {
        guard layoutIsNeeded else { return }
        layoutIsNeeded = false
        layoutSublayers()
    }
    /// Lays out the sublayers: asks the ``delegate``. Subclasses override it to place their
    /// sublayers in the bounds; NapkinUI calls it at each layout, after its view's `layoutSubviews()`.
    open func layoutSublayers() {
        delegate?.layoutSublayers(of: self)
    }
    /// Asks for the content to be drawn again (each render draws it anyway).
    open func setNeedsDisplay() { displayIsNeeded = true }
    /// Asks for part of the content to be drawn again.
    open func setNeedsDisplay(_ r: CGRect) { displayIsNeeded = true }
    /// Whether a drawing was asked for.
    open func needsDisplay() -> Bool { displayIsNeeded }
    /// Draws now when asked for; a still frame draws the layer at each render.
    open func displayIfNeeded() { displayIsNeeded = false }
    /// Updates the content: asks the ``delegate``'s `display(_:)`. Each render draws ``draw(in:)``.
    open func display() {
        delegate?.display(self)
    }
    /// Draws the layer's content into `ctx`, in the layer's coordinates, over its background and
    /// under its sublayers: asks the ``delegate``. Subclasses override it.
    open func draw(in ctx: CGContext) {
        delegate?.draw(self, in: ctx)
    }
    /// Draws the layer and its sublayers into `ctx` with the layer's origin at the context's
    /// origin, as Core Animation's `render(in:)` (`layer.render(in: context.cgContext)` in an image renderer).
    open func render(in ctx: CGContext) {
        ctx.saveGState()
        defer { ctx.restoreGState() }
        ctx.drawWithState { canvas in
            drawTree(in: canvas, at: Rect(x: 0, y: 0, width: Double(bounds.width), height: Double(bounds.height)))
        }
    }

    /// Lays out this layer's tree: this layer's ``layoutSublayers()``, then its sublayers',
    /// except those of views (their views lay them out).
    func layoutTree() {
        layoutIsNeeded = false
        layoutSublayers()
        for layer in children where layer.hostView == nil { layer.layoutTree() }
    }

    // MARK: Animations

    /// The animations added, by key, in the order added.
    private var animationList: [(key: String, animation: CAAnimation)] = []
    /// A counter naming animations added without a key.
    private var unnamedAnimations = 0

    /// Adds `anim` under `key` (replacing one under the same key). A snapshot is a still frame:
    /// the animation is kept, and the layer keeps drawing its model values.
    open func add(_ anim: CAAnimation, forKey key: String?) {
        let name: String
        if let key {
            name = key
        } else {
            unnamedAnimations += 1
            name = "animation-\(unnamedAnimations)"
        }
        animationList.removeAll { $0.key == name }
        animationList.append((name, anim))
        anim.delegate?.animationDidStart(anim)
    }

    /// The animation under `key`, if any.
    open func animation(forKey key: String) -> CAAnimation? {
        animationList.first { $0.key == key }?.animation
    }

    /// The keys of the animations added, or `nil` when there are none.
    open func animationKeys() -> [String]? {
        animationList.isEmpty ? nil : animationList.map(\.key)
    }

    /// Removes the animation under `key`; its delegate hears it stopped unfinished.
    open func removeAnimation(forKey key: String) {
        guard let index = animationList.firstIndex(where: { $0.key == key }) else { return }
        let removed = animationList.remove(at: index).animation
        removed.delegate?.animationDidStop(removed, finished: false)
    }

    /// Removes every animation; their delegates hear they stopped unfinished.
    open func removeAllAnimations() {
        let removed = animationList
        animationList = []
        for entry in removed { entry.animation.delegate?.animationDidStop(entry.animation, finished: false) }
    }

    /// The layer as it is on screen: in a still frame, the model layer itself.
    open func presentation() -> Self? { self }
    /// The layer holding the model values: itself.
    open func model() -> Self { self }
}
