internal import Raster

/// UIKit's page control, the row of dots under a pager, as SwiftUI files wrap it in a
/// `UIViewRepresentable` (and as a ``UIPageViewController`` shows it).
///
/// Drawn as iOS 14 and later draw it, as NapkinUI's page-style `TabView` dots: 7-point dots 16
/// points apart, centred in a 26-point row across the width offered, the current one in
/// ``currentPageIndicatorTintColor`` (white by default) and the others in
/// ``pageIndicatorTintColor`` (white at 30 % by default, so the defaults need a dark
/// background, as on iOS); with ``backgroundStyle`` `.prominent`, on a dark capsule. The
/// first page's dot leads: right to left it is the rightmost. Nothing is drawn for a single
/// page when ``hidesForSinglePage``.
///
/// `Window.setValue(_:of:)` moves it to a page (by its ``UIView/accessibilityLabel``, "Page"
/// unless set), as a person's tap or scrub does, and performs the
/// ``UIControl/Event/valueChanged`` actions; setting ``currentPage`` in code performs none.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    /// When the control draws its capsule behind the dots, as UIKit's `UIPageControl.BackgroundStyle`.
    public enum BackgroundStyle: Int, Sendable {
        /// Only while the person interacts (none in a still frame).
        case automatic
        /// Always.
        case prominent
        /// Never.
        case minimal
    }

    /// How many pages there are (at least 0).
    open var numberOfPages = 0 {
        didSet {
            numberOfPages = max(0, numberOfPages)
            currentPage = min(currentPage, max(0, numberOfPages - 1))
        }
    }

    /// The page shown, kept within the pages.
    open var currentPage = 0 {
        didSet {
            let clamped = min(max(currentPage, 0), max(0, numberOfPages - 1))
            if clamped != currentPage { currentPage = clamped }
        }
    }

    /// True to draw nothing when there is only one page.
    open var hidesForSinglePage = false
    /// When the capsule behind the dots is drawn.
    open var backgroundStyle: BackgroundStyle = .automatic
    /// Whether scrubbing moves through pages continuously (kept).
    open var allowsContinuousInteraction = true
    /// The image of every dot (kept).
    open var preferredIndicatorImage: UIImage?
    private var pageImages: [Int: UIImage] = [:]

    /// The colour of the other pages' dots; `nil`: white at 30 %. An appearance property.
    open var pageIndicatorTintColor: UIColor? {
        didSet {
            let color = pageIndicatorTintColor
            noteAppearanceProperty("pageIndicatorTintColor") { ($0 as? UIPageControl)?.pageIndicatorTintColor = color }
        }
    }

    /// The colour of the current page's dot; `nil`: white. An appearance property.
    open var currentPageIndicatorTintColor: UIColor? {
        didSet {
            let color = currentPageIndicatorTintColor
            noteAppearanceProperty("currentPageIndicatorTintColor") { ($0 as? UIPageControl)?.currentPageIndicatorTintColor = color }
        }
    }

    /// A page control with the rectangle `frame` and no pages.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// The proxy every page control drawn afterwards takes its settings from.
    open override class func appearance() -> UIPageControl {
        AppearanceRegistry.proxy(for: self, containedIn: []) { UIPageControl(frame: .zero) }
    }

    /// The proxy for page controls shown inside instances of `containerTypes`.
    open override class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UIPageControl {
        AppearanceRegistry.proxy(for: self, containedIn: containerTypes) { UIPageControl(frame: .zero) }
    }

    /// Keeps an image for the dot of `page` (kept, not drawn).
    open func setIndicatorImage(_ image: UIImage?, forPage page: Int) {
        pageImages[page] = image
    }

    /// The image kept for the dot of `page`.
    open func indicatorImage(forPage page: Int) -> UIImage? {
        pageImages[page]
    }

    /// The size the dots of `pageCount` pages take: their row, 26 points tall.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let count = max(pageCount, 0)
        guard count > 0 else { return CGSize(width: 0, height: PageDotsNode.rowHeight) }
        let dots = Double(count - 1) * PageDotsNode.pitch + PageDotsNode.diameter
        return CGSize(width: dots + 2 * Self.sidePadding, height: PageDotsNode.rowHeight)
    }

    /// Room at each end of the row.
    static let sidePadding: Double = 12

    /// Whether the control draws anything.
    var showsDots: Bool { numberOfPages > 1 || (numberOfPages == 1 && !hidesForSinglePage) }

    override func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        traitCollection = Traits.current.merging(Traits(userInterfaceStyle: UIUserInterfaceStyle(environment.colorScheme)))
        let count = showsDots ? numberOfPages : 0
        let current = currentPage
        let currentColor = currentPageIndicatorTintColor?.color.srgb(in: environment) ?? .white
        let otherColor = pageIndicatorTintColor?.color.srgb(in: environment) ?? SRGBColor.white.opacity(0.3)
        let prominent = backgroundStyle == .prominent
        let rightToLeft = environment.layoutDirection == .rightToLeft
        let ideal = Double(size(forNumberOfPages: count).width)
        let drawing = Drawing(height: PageDotsNode.rowHeight, idealWidth: ideal, name: "UIPageControl") { canvas, rect in
            guard count > 0 else { return }
            let span = Double(count - 1) * PageDotsNode.pitch
            if prominent {
                let width = span + PageDotsNode.diameter + 2 * Self.sidePadding
                canvas.fill(
                    .capsule, in: Rect(x: rect.midX - width / 2, y: rect.minY, width: width, height: rect.height),
                    with: .black.opacity(0.25))
            }
            for index in 0..<count {
                let position = rightToLeft ? count - 1 - index : index
                let x = rect.midX - span / 2 + Double(position) * PageDotsNode.pitch
                let diameter = PageDotsNode.diameter
                let dot = Rect(x: x - diameter / 2, y: rect.midY - diameter / 2, width: diameter, height: diameter)
                canvas.fill(.ellipse, in: dot, with: index == current ? currentColor : otherColor)
            }
        }
        let adjustment = InteractiveElement.Adjustment(
            get: { [self] in Double(currentPage) },
            set: { [self] value in
                let page = Int(value.rounded())
                guard page != currentPage else { return }
                currentPage = page
                sendActions(for: .valueChanged)
            },
            range: 0...Double(max(0, numberOfPages - 1)), step: 1)
        return ControlNode(
            child: buildNode(drawing, in: environment), kind: .stepper, label: accessibilityLabel ?? "Page",
            isEnabled: isEnabled, value: count > 0 ? "page \(current + 1) of \(count)" : nil, action: .adjustment(adjustment))
    }
}
