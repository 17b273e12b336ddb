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
    /// The view's rectangle in its own coordinates.
    public var bounds: CGRect
    /// The view's rectangle in its superview's coordinates.
    public var frame: CGRect
    /// How far the safe area lies inside the view's edges.
    public var safeAreaInsets: UIEdgeInsets
    /// The colour behind the view's content; `nil` (the default) for none. An appearance
    /// property.
    public var backgroundColor: UIColor? {
        didSet {
            let color = backgroundColor
            noteAppearanceProperty("backgroundColor") { $0.backgroundColor = color }
        }
    }
    /// True to draw nothing.
    public var isHidden = false
    /// The view's opacity, 0…1.
    public var alpha: CGFloat = 1
    /// Whether touches reach the view (`true` by default, as a `UIView`'s). A snapshot has no
    /// touches; `Window.tap` finds SwiftUI's controls, not UIKit views, so this is kept.
    public var isUserInteractionEnabled = true
    /// What VoiceOver reads for the view; a control's label, which `Window.setValue(_:of:)`
    /// finds it by.
    public var accessibilityLabel: String?

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
    /// True while appearances are being applied (their settings are not the view's own).
    var isApplyingAppearance = false

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

    /// The traits the view was last laid out with (its window's, in the colour scheme it is
    /// shown in), as UIKit's `traitCollection`; ``draw(_:)`` reads its appearance here.
    public internal(set) var traitCollection: UITraitCollection = Traits(userInterfaceStyle: .light)

    /// Draws the view's content in `rect` (its ``bounds``) into the current graphics context
    /// (``UIGraphicsGetCurrentContext()``), as UIKit's `draw(_:)`: in the view's own
    /// coordinates, over its background, clipped to its bounds. Does nothing unless overridden.
    open func draw(_ rect: CGRect) {}

    /// Called before ``draw(_:)`` once the view has its size, as UIKit's `layoutSubviews()`.
    open func layoutSubviews() {}

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
        return UIViewContentNode(view: self, background: ShapeNode(shape: .rectangle, fill: fill, stroke: nil, kindName: "UIView"))
    }

    /// ``makeNode(in:)`` with the appearances, ``isHidden`` and ``alpha`` applied: the view
    /// enters the window here, so the appearance settings reach it now.
    final func node(in environment: EnvironmentValues, containers: [any UIAppearanceContainer.Type] = []) -> LayoutNode {
        applyAppearances(containers: containers)
        inheritedTintColor = UIColor(environment.tint)
        if isHidden { return ShapeNode(shape: .rectangle, fill: nil, stroke: nil, kindName: "UIView") }
        let node = makeNode(in: environment)
        let opacity = GeometryInput.fraction(Double(alpha), "UIView.alpha", fallback: 1)
        return opacity < 1 ? LayerNode(child: node, opacity: opacity) : node
    }
}

/// A ``UIView`` in place: its background node, then the view's own ``UIView/draw(_:)`` in its
/// coordinates, clipped to its bounds. Shows only the background in the layout description.
@MainActor
final class UIViewContentNode: LayoutNode {
    let view: UIView

    init(view: UIView, background: LayoutNode) {
        self.view = view
        super.init(children: [background])
    }

    override func place(in rect: Rect, context: PlacementContext) {
        super.place(in: rect, context: context)
        view.frame = CGRect(rect)
        view.bounds = CGRect(origin: .zero, size: view.frame.size)
        view.layoutSubviews()
    }

    override func draw(in canvas: Raster.Canvas) {
        super.draw(in: canvas)
        guard frame.width > 0, frame.height > 0 else { return }
        canvas.withSavedState {
            let context = CGContext(canvas: canvas, opaque: false)
            context.translateBy(x: CGFloat(frame.minX), y: CGFloat(frame.minY))
            context.clip(to: view.bounds)
            GraphicsContextStack.with(context) { view.draw(view.bounds) }
        }
    }
}
