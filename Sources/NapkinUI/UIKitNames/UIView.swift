internal import Raster

/// UIKit's view, as far as SwiftUI files reach for one: its rectangles and safe-area insets
/// (`UIScreen.main.focusedView`), and the views a `UIViewRepresentable` wraps.
///
/// Shown through a ``UIViewRepresentable``, a plain view takes the space offered and fills it
/// with its ``backgroundColor``; NapkinUI's subclasses (``UIActivityIndicatorView``,
/// ``UISlider``) draw as iOS draws them. An app's own subclass draws as a plain view.
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

    /// The node that draws the view in `environment`: its background over the space offered.
    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        let fill = backgroundColor.map { Paint.color($0.color.srgb(in: environment)) }
        return ShapeNode(shape: .rectangle, fill: fill, stroke: nil, kindName: "UIView")
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
