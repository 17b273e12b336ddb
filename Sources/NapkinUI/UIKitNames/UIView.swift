internal import Raster

/// UIKit's view, as far as SwiftUI files reach for one: its rectangles and safe-area insets
/// (`UIScreen.main.focusedView`), and the views a `UIViewRepresentable` wraps.
///
/// Shown through a ``UIViewRepresentable``, a plain view takes the space offered and fills it
/// with its ``backgroundColor``; NapkinUI's subclasses (``UIActivityIndicatorView``) draw as
/// iOS draws them. An app's own subclass draws as a plain view.
@preconcurrency @MainActor
open class UIView: UIResponder {
    /// The view's rectangle in its own coordinates.
    public var bounds: CGRect
    /// The view's rectangle in its superview's coordinates.
    public var frame: CGRect
    /// How far the safe area lies inside the view's edges.
    public var safeAreaInsets: UIEdgeInsets
    /// The colour behind the view's content; `nil` (the default) for none.
    public var backgroundColor: UIColor?
    /// True to draw nothing.
    public var isHidden = false
    /// The view's opacity, 0…1.
    public var alpha: CGFloat = 1

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

    /// The node that draws the view in `environment`: its background over the space offered.
    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        let fill = backgroundColor.map { Paint.color($0.color.srgb(in: environment)) }
        return ShapeNode(shape: .rectangle, fill: fill, stroke: nil, kindName: "UIView")
    }

    /// ``makeNode(in:)`` with ``isHidden`` and ``alpha`` applied.
    final func node(in environment: EnvironmentValues) -> LayoutNode {
        if isHidden { return ShapeNode(shape: .rectangle, fill: nil, stroke: nil, kindName: "UIView") }
        let node = makeNode(in: environment)
        let opacity = GeometryInput.fraction(Double(alpha), "UIView.alpha", fallback: 1)
        return opacity < 1 ? LayerNode(child: node, opacity: opacity) : node
    }
}
