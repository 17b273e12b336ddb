// UIKit's pager, as SwiftUI files wrap it in a `UIViewControllerRepresentable` to page through
// onboarding screens or photos:
//
//     func makeUIViewController(context: Context) -> UIPageViewController {
//         let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
//         pager.dataSource = context.coordinator
//         return pager
//     }
//     func updateUIViewController(_ pager: UIPageViewController, context: Context) {
//         pager.setViewControllers([pages[currentPage]], direction: .forward, animated: true)
//     }

/// What a page view controller asks for the pages around the one shown, as UIKit's
/// `UIPageViewControllerDataSource`.
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
    /// The page before `viewController`, or `nil` at the first.
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController)
        -> UIViewController?
    /// The page after `viewController`, or `nil` at the last.
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController)
        -> UIViewController?
    /// How many pages the built-in page control shows; 0 (the default) shows none.
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// The page the built-in page control shows as current when pages are first set.
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    /// No built-in page control.
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    /// The first page.
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// Told of page turns, as UIKit's `UIPageViewControllerDelegate`.
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: AnyObject {
    /// A turn to `pendingViewControllers` begins (a person's swipe).
    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    /// A turn ended; `completed` is false when the person let the page fall back.
    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool, previousViewControllers: [UIViewController],
        transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
    /// Does nothing by default.
    public func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    {}
    /// Does nothing by default.
    public func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool, previousViewControllers: [UIViewController],
        transitionCompleted completed: Bool
    ) {}
}

/// UIKit's page view controller: shows one page (a view controller) at a time over its whole
/// frame, as `UIPageViewController`.
///
/// Pages are set with ``setViewControllers(_:direction:animated:completion:)``. When the
/// ``dataSource`` reports a ``UIPageViewControllerDataSource/presentationCount(for:)`` and the
/// pager scrolls horizontally, UIKit's built-in ``UIPageControl`` shows the pages' dots centred in
/// a band at the bottom of the pager, under the page (which is shortened by the band, as UIKit
/// lays it out; the band shows the pager's own view background, or what is behind it, and the
/// dots' default white needs a dark one, as on iOS). The band is 37 points, UIKit's page control
/// height of iOS 6 to 13; iOS 14's was not measured. The current dot follows the page set,
/// starting at the data source's ``UIPageViewControllerDataSource/presentationIndex(for:)``.
///
/// A person's swipe is a turn to the next or previous page: in a test, ``turnPage(_:)`` asks the
/// data source for it, tells the delegate (`willTransitionTo`, then `didFinishAnimating`) and
/// shows it, as a completed swipe does; `Window.setValue(_:of:)` on the built-in page control
/// ("Page") turns as many pages as needed, as tapping the dots does. The page-curl style is drawn
/// as the scroll style at rest (a still frame shows no curl).
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    /// How pages turn, as UIKit's `UIPageViewController.TransitionStyle`.
    public enum TransitionStyle: Int, Sendable {
        /// A page curls over (drawn at rest as `.scroll`).
        case pageCurl
        /// Pages slide.
        case scroll
    }

    /// The direction pages run in, as UIKit's `UIPageViewController.NavigationOrientation`.
    public enum NavigationOrientation: Int, Sendable {
        /// Side by side.
        case horizontal
        /// One above another.
        case vertical
    }

    /// Which way a turn goes, as UIKit's `UIPageViewController.NavigationDirection`.
    public enum NavigationDirection: Int, Sendable {
        /// To the next page.
        case forward
        /// To the previous page.
        case reverse
    }

    /// Where the spine of a page-curl pager is, as UIKit's `UIPageViewController.SpineLocation`.
    public enum SpineLocation: Int, Sendable {
        /// No spine (a scroll pager).
        case none
        /// At the leading or top edge.
        case min
        /// In the middle: two pages side by side.
        case mid
        /// At the trailing or bottom edge.
        case max
    }

    /// The keys of the options dictionary, as UIKit's `UIPageViewController.OptionsKey`.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// A key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The spine location of a page-curl pager (a ``SpineLocation`` or its raw value).
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The points between pages of a scroll pager (a number; kept, a still frame shows one page).
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    /// How pages turn.
    public let transitionStyle: TransitionStyle
    /// The direction pages run in.
    public let navigationOrientation: NavigationOrientation
    /// Where the spine is: `.min` for a page-curl pager unless the options say otherwise, `.none` for a scroll pager.
    public let spineLocation: SpineLocation
    /// The points between pages of a scroll pager.
    public let interPageSpacing: CGFloat
    /// Whether a page-curl page has a back (kept).
    open var isDoubleSided = false
    /// Whom the pager asks for the pages around the one shown.
    open weak var dataSource: (any UIPageViewControllerDataSource)?
    /// Whom the pager tells of turns.
    open weak var delegate: (any UIPageViewControllerDelegate)?
    /// The recognizers of swipes and taps (none without touches).
    open var gestureRecognizers: [UIGestureRecognizer] { [] }

    /// The pages shown: one, or two side by side for a mid-spine page-curl pager; `nil` before
    /// any is set.
    public private(set) var viewControllers: [UIViewController]?

    /// The built-in page control's current dot, once the data source reports pages.
    private var presentationIndex: Int?
    /// The built-in page control, once made (``builtInPageControl``).
    fileprivate var madePageControl: UIPageControl?

    /// A pager of `style` running in `navigationOrientation`; `options` may give the
    /// ``OptionsKey/spineLocation`` and ``OptionsKey/interPageSpacing``.
    public init(
        transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation, options: [OptionsKey: Any]? = nil
    ) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        let spine = options?[.spineLocation]
        let location = (spine as? SpineLocation) ?? (spine as? Int).flatMap(SpineLocation.init(rawValue:))
        spineLocation = style == .scroll ? .none : location ?? .min
        interPageSpacing = CGFloat((options?[.interPageSpacing] as? Double) ?? (options?[.interPageSpacing] as? Int).map(Double.init) ?? 0)
        super.init()
    }

    /// Shows `viewControllers` (one page; two for a mid-spine page-curl pager), then calls
    /// `completion` with `true`. An empty or `nil` list changes nothing and calls it with `false`.
    /// `direction` and `animated` change nothing in a still frame.
    open func setViewControllers(
        _ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        let pageCount = spineLocation == .mid ? 2 : 1
        guard let pages = viewControllers, !pages.isEmpty else {
            completion?(false)
            return
        }
        let shown = Array(pages.prefix(pageCount))
        let previous = self.viewControllers ?? []
        for page in previous where !shown.contains(where: { $0 === page }) { page.removeFromParent() }
        for page in shown { addChild(page) }
        self.viewControllers = shown
        if presentationIndex == nil {
            if let dataSource, dataSource.presentationCount(for: self) > 0 {
                presentationIndex = dataSource.presentationIndex(for: self)
            }
        } else if !previous.isEmpty, !previous.elementsEqual(shown, by: ===), let index = presentationIndex {
            // Setting the pages already shown again (a representable's update on every rebuild) is no move.
            presentationIndex = direction == .forward ? index + 1 : index - 1
        }
        completion?(true)
    }

    /// Turns to the next (`.forward`) or previous page the data source gives, as a person's
    /// completed swipe does: the delegate is told, and the page shown. Returns `false` (and
    /// turns nothing) when the data source has no page there.
    @discardableResult
    public func turnPage(_ direction: NavigationDirection) -> Bool {
        guard let current = viewControllers?.last, let dataSource else { return false }
        let next =
            direction == .forward
            ? dataSource.pageViewController(self, viewControllerAfter: current)
            : dataSource.pageViewController(self, viewControllerBefore: current)
        guard let next else { return false }
        let previous = viewControllers ?? []
        delegate?.pageViewController(self, willTransitionTo: [next])
        setViewControllers([next], direction: direction, animated: true)
        delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: previous, transitionCompleted: true)
        return true
    }

    /// The built-in page control's pages, when it shows.
    private var presentationCount: Int {
        guard transitionStyle == .scroll, navigationOrientation == .horizontal, let dataSource else { return 0 }
        return max(0, dataSource.presentationCount(for: self))
    }

    /// The height of the built-in page control's band.
    static let pageControlBandHeight: CGFloat = 37

    /// The pages fill the frame above the page control's band; with a mid spine, two side by side.
    open override func placements(in frame: CGRect, safeAreaInsets: EdgeInsets) -> [ChildPlacement] {
        guard let pages = viewControllers else { return [] }
        var bounds = frame
        var safeAreaInsets = safeAreaInsets
        if presentationCount > 0 {
            bounds.size.height = max(0, bounds.height - Self.pageControlBandHeight)
            safeAreaInsets.bottom = max(0, safeAreaInsets.bottom - Self.pageControlBandHeight)
        }
        if pages.count == 2 {
            let half = bounds.width / 2
            let left = CGRect(x: bounds.minX, y: bounds.minY, width: half, height: bounds.height)
            let right = CGRect(x: bounds.minX + half, y: bounds.minY, width: half, height: bounds.height)
            return [
                ChildPlacement(child: pages[0], frame: left, safeAreaInsets: safeAreaInsets),
                ChildPlacement(child: pages[1], frame: right, safeAreaInsets: safeAreaInsets),
            ]
        }
        return pages.map { ChildPlacement(child: $0, frame: bounds, safeAreaInsets: safeAreaInsets) }
    }

    /// The built-in page control, in its band at the bottom.
    open override func chromeView() -> AnyView? {
        let count = presentationCount
        guard count > 0 else { return nil }
        let control = builtInPageControl
        control.numberOfPages = count
        control.currentPage = presentationIndex ?? 0
        return AnyView(
            VStack(spacing: 0) {
                Spacer(minLength: 0)
                PageControlHost(control: control).frame(height: Double(Self.pageControlBandHeight))
            })
    }
}

extension UIPageViewController {
    /// The pager's one page control, made on first use and kept, as its host keeps the view it wraps; a tap on it
    /// turns the pages.
    fileprivate var builtInPageControl: UIPageControl {
        if let madePageControl { return madePageControl }
        let control = UIPageControl(frame: .zero)
        control.addAction(
            UIAction { [weak self] action in
                guard let self, let control = action.sender as? UIPageControl else { return }
                var index = presentationIndex ?? 0
                while index < control.currentPage, turnPage(.forward) { index += 1 }
                while index > control.currentPage, turnPage(.reverse) { index -= 1 }
            }, for: .valueChanged)
        madePageControl = control
        return control
    }
}

/// The built-in page control of a pager.
private struct PageControlHost: UIViewRepresentable {
    let control: UIPageControl

    func makeUIView(context: Context) -> UIPageControl { control }
    func updateUIView(_ uiView: UIPageControl, context: Context) {}
}
