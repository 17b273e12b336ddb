/// What a ``UIScrollView`` tells and asks its delegate, as UIKit's `UIScrollViewDelegate`.
/// Every method is optional: the defaults do nothing (and zoom nothing).
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
    /// The view the scroll view scales when it zooms, or `nil` (the default) for no zooming.
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// Called after the zoom scale changed.
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    /// Called after the content offset changed.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    /// No view zooms.
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// Does nothing.
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}

/// UIKit's scroll view, as SwiftUI files build one inside a `UIViewRepresentable` to pan and
/// zoom an image (a crop view, a photo viewer), restyle every one through
/// `UIScrollView.appearance()`, or reach a web view's `scrollView`.
///
/// The scroll view keeps UIKit's geometry: its ``contentOffset`` is its bounds' origin, so its
/// subviews are drawn shifted up and left by it; ``zoomScale`` (kept between
/// ``minimumZoomScale`` and ``maximumZoomScale``, and only when the ``delegate`` names a view in
/// ``UIScrollViewDelegate/viewForZooming(in:)``) scales that view, whose frame and the
/// ``contentSize`` grow with it, and tells the delegate `scrollViewDidZoom(_:)`. It clips to its
/// bounds, as UIKit's does.
///
/// A snapshot is a still frame with no finger on the screen: the content is drawn at the offset
/// and zoom the code set, without scroll indicators (iOS shows them only while scrolling), and
/// the gesture recognizers keep their settings but see no touches.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// How dragging a scroll view dismisses the keyboard, as UIKit's `UIScrollView.KeyboardDismissMode`.
    public enum KeyboardDismissMode: Int, Sendable, Hashable {
        /// Dragging leaves the keyboard up.
        case none = 0
        /// The keyboard goes as soon as a drag begins.
        case onDrag = 1
        /// The keyboard follows the finger down and goes when it reaches the keyboard.
        case interactive = 2
        /// As `.onDrag`, and a tap also dismisses it (iOS 16).
        case onDragWithAccessory = 3
        /// As `.interactive`, and a tap also dismisses it (iOS 16).
        case interactiveWithAccessory = 4
    }

    /// The object told about scrolling and asked which view zooms.
    open weak var delegate: (any UIScrollViewDelegate)?
    /// The size of the scrollable content, in points.
    open var contentSize: CGSize = .zero
    /// Extra space around the content the offset may reach.
    open var contentInset = UIEdgeInsets()
    /// The point of the content at the view's top-left corner (its bounds' origin). Setting it
    /// tells the delegate `scrollViewDidScroll(_:)`.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            bounds.origin = newValue
            delegate?.scrollViewDidScroll(self)
        }
    }
    /// The inset the content is laid out with: ``contentInset`` (NapkinUI adds no safe-area inset
    /// to a wrapped scroll view).
    open var adjustedContentInset: UIEdgeInsets { contentInset }
    /// The smallest zoom scale (1 by default).
    open var minimumZoomScale: CGFloat = 1
    /// The largest zoom scale (1 by default: no zooming).
    open var maximumZoomScale: CGFloat = 1
    /// How much the zooming view is scaled. Setting it keeps it between the minimum and maximum
    /// and does nothing when the delegate names no view to zoom, as UIKit.
    open var zoomScale: CGFloat {
        get { currentZoomScale }
        set { applyZoomScale(newValue) }
    }
    private var currentZoomScale: CGFloat = 1
    /// Whether the scroll view scrolls (`true`).
    open var isScrollEnabled = true
    /// How dragging the content dismisses the keyboard (`.none`; a still frame drags nothing).
    open var keyboardDismissMode: KeyboardDismissMode = .none
    /// Whether the content bounces at its edges (`true`).
    open var bounces = true
    /// Whether zooming bounces past its limits (`true`).
    open var bouncesZoom = true
    /// Whether the content bounces vertically even when it fits (`false`).
    open var alwaysBounceVertical = false
    /// Whether the content bounces horizontally even when it fits (`false`).
    open var alwaysBounceHorizontal = false
    /// Whether the scroll view pages (`false`).
    open var isPagingEnabled = false
    /// Whether touches reach the content only after a pause (`true`).
    open var delaysContentTouches = true
    /// Whether the horizontal indicator shows while scrolling (`true`).
    open var showsHorizontalScrollIndicator = true
    /// Whether the vertical indicator shows while scrolling (`true`).
    open var showsVerticalScrollIndicator = true
    /// Whether the user is dragging: never, in a still frame.
    open var isDragging: Bool { false }
    /// Whether the content is zooming: never, in a still frame.
    open var isZooming: Bool { false }
    /// Whether the content is moving after a drag: never, in a still frame.
    open var isDecelerating: Bool { false }
    /// The recognizer of the pan gesture.
    public let panGestureRecognizer = UIPanGestureRecognizer()
    /// The recognizer of the pinch gesture, `nil` unless zooming is possible (a maximum zoom
    /// scale above the minimum), as UIKit's.
    open var pinchGestureRecognizer: UIPinchGestureRecognizer? {
        maximumZoomScale > minimumZoomScale ? pinchRecognizer : nil
    }
    private let pinchRecognizer = UIPinchGestureRecognizer()

    /// An empty scroll view in `frame`; it clips to its bounds.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    /// The proxy every scroll view drawn afterwards takes its appearance settings from.
    open override class func appearance() -> UIScrollView {
        AppearanceRegistry.proxy(for: self, containedIn: []) { UIScrollView(frame: .zero) }
    }

    /// The proxy for scroll views shown inside instances of `containerTypes`.
    open override class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UIScrollView {
        AppearanceRegistry.proxy(for: self, containedIn: containerTypes) { UIScrollView(frame: .zero) }
    }

    /// Places the pull-to-refresh control, if there is one, just above the content and as wide as the scroll view
    /// (which may have had no size yet when it took the control).
    open override func layoutSubviews() {
        super.layoutSubviews()
        refreshControl?.frame = CGRect(x: 0, y: -UIRefreshControl.height, width: bounds.width, height: UIRefreshControl.height)
    }

    /// Sets the content offset; `animated` changes nothing in a still frame.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }

    /// Sets the zoom scale; `animated` changes nothing in a still frame.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        zoomScale = scale
    }

    /// Zooms so that `rect` (in the zooming view's coordinates) fills the bounds as far as the
    /// zoom limits let it, and scrolls it to the top-left corner.
    open func zoom(to rect: CGRect, animated: Bool) {
        guard rect.width > 0, rect.height > 0, delegate?.viewForZooming(in: self) != nil else { return }
        zoomScale = min(bounds.width / rect.width, bounds.height / rect.height)
        contentOffset = CGPoint(x: rect.minX * zoomScale, y: rect.minY * zoomScale)
    }

    /// Scrolls the least distance that shows `rect` (in content coordinates).
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        var offset = contentOffset
        if rect.maxX > offset.x + bounds.width { offset.x = rect.maxX - bounds.width }
        if rect.minX < offset.x { offset.x = rect.minX }
        if rect.maxY > offset.y + bounds.height { offset.y = rect.maxY - bounds.height }
        if rect.minY < offset.y { offset.y = rect.minY }
        contentOffset = offset
    }

    private func applyZoomScale(_ scale: CGFloat) {
        guard let zoomed = delegate?.viewForZooming(in: self) else { return }
        let clamped = min(max(scale, minimumZoomScale), max(minimumZoomScale, maximumZoomScale))
        currentZoomScale = clamped
        zoomed.drawingScale = clamped
        zoomed.frame = CGRect(
            origin: zoomed.frame.origin, size: CGSize(width: zoomed.bounds.width * clamped, height: zoomed.bounds.height * clamped))
        contentSize = zoomed.frame.size
        delegate?.scrollViewDidZoom(self)
    }
}

/// What recognizes a gesture on a UIKit view, as UIKit's `UIGestureRecognizer`. A snapshot has
/// no touches, so a recognizer keeps its settings and stays `.possible`.
@preconcurrency @MainActor
open class UIGestureRecognizer {
    /// Whether the recognizer recognizes (`true`).
    open var isEnabled = true
    /// Whether recognized touches are withheld from the view (`true`).
    open var cancelsTouchesInView = true
    /// The view the recognizer is attached to.
    open weak var view: UIView?
    /// The recognizer's state: always `.possible` without touches.
    open var state: State { .possible }

    /// The states of a recognizer, as UIKit's `UIGestureRecognizer.State`.
    public enum State: Int, Sendable {
        /// Not yet recognized (the state without touches).
        case possible
        /// A continuous gesture began.
        case began
        /// A continuous gesture changed.
        case changed
        /// A continuous gesture ended (a discrete one was recognized).
        case ended
        /// The gesture was cancelled.
        case cancelled
        /// The touches are not the gesture.
        case failed
    }

    /// A recognizer with no action.
    public init() {}
}

/// The recognizer of a drag, as UIKit's `UIPanGestureRecognizer`.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// How far the drag has moved in `view`: zero without touches.
    open func translation(in view: UIView?) -> CGPoint { .zero }
}

/// The recognizer of a pinch, as UIKit's `UIPinchGestureRecognizer`.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// The scale of the pinch: 1 without touches.
    open var scale: CGFloat = 1
}
