import Foundation
import NapkinUI

/// How a ``PDFView`` shows pages, as PDFKit's `PDFDisplayMode`.
public enum PDFDisplayMode: Int, Sendable, Hashable {
    /// One page at a time.
    case singlePage = 0
    /// Every page, one after another (the default).
    case singlePageContinuous = 1
    /// Two pages side by side at a time.
    case twoUp = 2
    /// Every page, two side by side.
    case twoUpContinuous = 3
}

/// Which way continuous pages follow each other, as PDFKit's `PDFDisplayDirection`.
public enum PDFDisplayDirection: Int, Sendable, Hashable {
    /// Down (the default).
    case vertical = 0
    /// Across.
    case horizontal = 1
}

/// What a ``PDFView`` tells its delegate, as PDFKit's `PDFViewDelegate` (every method optional).
@MainActor @preconcurrency
public protocol PDFViewDelegate: AnyObject {
    /// The person followed a link to `url` (napkin has no touches: never called by napkin).
    func pdfViewWillClick(onLink sender: PDFView, with url: URL)
}

extension PDFViewDelegate {
    /// Does nothing unless the delegate implements it.
    public func pdfViewWillClick(onLink sender: PDFView, with url: URL) {}
}

/// A view showing a ``PDFDocument``, as PDFKit's `PDFView`, for SwiftUI files that wrap it in
/// a `UIViewRepresentable`.
///
/// It lays the pages out as iOS does: over its ``backgroundColor`` (the system's grouped grey,
/// light or dark), each page its box's size times ``scaleFactor`` (rotation applied), centred
/// across the view, with ``pageBreakMargins`` around each page when ``displaysPageBreaks``
/// (none when not), a soft shadow under each page when ``pageShadowsEnabled``; one page
/// (``PDFDisplayMode/singlePage``) or all of them (``PDFDisplayMode/singlePageContinuous``, the
/// default), two side by side in the two-up modes, following each other down or across
/// (``displayDirection``). With ``autoScales`` the scale is ``scaleFactorForSizeToFit``:
/// the widest page fills the width (vertical), the tallest the height (horizontal), a whole
/// page fits (single page). The view starts at its ``currentPage``, which ``go(to:)`` changes
/// (continuous pages scroll it to the top, as far as the content reaches).
///
/// The pages' paper is drawn at its real size and shape; what is printed on a page read from
/// a file is not: napkin has no PDF renderer, so the pages are blank paper, never a made-up
/// picture. An image page (``PDFPage/init(image:)``) shows its image.
open class PDFView: UIView {
    /// The document shown; setting it goes to its first page and posts
    /// ``Foundation/Notification/Name/PDFViewDocumentChanged``.
    open var document: PDFDocument? {
        didSet {
            firstShownIndex = 0
            NotificationCenter.default.post(name: .PDFViewDocumentChanged, object: self)
        }
    }
    /// Told about links. Weak, as PDFKit's.
    open weak var delegate: (any PDFViewDelegate)?
    /// Whether the scale follows the view's size (``scaleFactorForSizeToFit``). Default false.
    open var autoScales = false
    /// One page or all, one or two across. Default ``PDFDisplayMode/singlePageContinuous``.
    open var displayMode: PDFDisplayMode = .singlePageContinuous {
        didSet { NotificationCenter.default.post(name: .PDFViewDisplayModeChanged, object: self) }
    }
    /// Which way continuous pages follow each other. Default ``PDFDisplayDirection/vertical``.
    open var displayDirection: PDFDisplayDirection = .vertical
    /// Whether pages have space and a shadow around them. Default true.
    open var displaysPageBreaks = true
    /// The space around each page when ``displaysPageBreaks``, in points.
    open var pageBreakMargins = UIEdgeInsets(top: 4.75, left: 4, bottom: 4.75, right: 4)
    /// Whether a page has a shadow. Default true.
    open var pageShadowsEnabled = true
    /// Which box of each page is shown. Default ``PDFDisplayBox/cropBox``.
    open var displayBox: PDFDisplayBox = .cropBox {
        didSet { NotificationCenter.default.post(name: .PDFViewDisplayBoxChanged, object: self) }
    }
    /// In two-up modes, whether the first page stands alone as a book's cover. Default false.
    open var displaysAsBook = false
    /// Whether pages run right to left in two-up modes. Default false.
    open var displaysRTL = false
    /// The smallest scale ``scaleFactor`` takes. Default 0.25.
    open var minScaleFactor: CGFloat = 0.25
    /// The largest scale ``scaleFactor`` takes. Default 5.
    open var maxScaleFactor: CGFloat = 5
    /// Whether single-page mode pages with a page view controller (kept: napkin draws the
    /// same page either way).
    public private(set) var isUsingPageViewController = false

    private var storedScale: CGFloat = 1
    /// The first page shown: the current page.
    private var firstShownIndex = 0

    /// A PDF view with `frame` showing no document.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
    }

    /// How large pages are drawn: 1 shows a page at its size in points. With ``autoScales``,
    /// ``scaleFactorForSizeToFit``; setting it turns ``autoScales`` off and is kept within
    /// ``minScaleFactor``…``maxScaleFactor``.
    open var scaleFactor: CGFloat {
        get { autoScales ? scaleFactorForSizeToFit : storedScale }
        set {
            autoScales = false
            storedScale = min(max(newValue, minScaleFactor), maxScaleFactor)
            NotificationCenter.default.post(name: .PDFViewScaleChanged, object: self)
        }
    }

    /// The scale at which the pages fit the view: the widest page's width (vertical), the tallest
    /// page's height (horizontal), or the whole current page (single page), inside the page
    /// break margins; 1 before the view has a size or a document.
    open var scaleFactorForSizeToFit: CGFloat {
        let pages = shownPages
        guard bounds.width > 0, bounds.height > 0, !pages.isEmpty else { return 1 }
        let margins = pageMargins
        let across = twoUp ? 2 : 1
        let availableWidth = bounds.width - CGFloat(across) * (margins.left + margins.right)
        let availableHeight = bounds.height - (margins.top + margins.bottom)
        let sizes = pages.map { $0.displayedSize(for: displayBox) }
        let rowWidth = sizes.map(\.width).max()! * CGFloat(across)
        let tallest = sizes.map(\.height).max()!
        guard rowWidth > 0, tallest > 0, availableWidth > 0, availableHeight > 0 else { return 1 }
        let widthFit = availableWidth / rowWidth
        let heightFit = availableHeight / tallest
        if !continuous { return min(widthFit, heightFit) }
        return displayDirection == .vertical ? widthFit : heightFit
    }

    /// Zooms in by a step (√2), within ``maxScaleFactor``.
    open func zoomIn(_ sender: Any?) { scaleFactor = scaleFactor * 2.squareRoot() }
    /// Zooms out by a step, within ``minScaleFactor``.
    open func zoomOut(_ sender: Any?) { scaleFactor = scaleFactor / 2.squareRoot() }
    /// Whether ``zoomIn(_:)`` can go further.
    open var canZoomIn: Bool { scaleFactor < maxScaleFactor }
    /// Whether ``zoomOut(_:)`` can go further.
    open var canZoomOut: Bool { scaleFactor > minScaleFactor }

    /// The page at the top (or leading edge) of the view: the first page shown.
    open var currentPage: PDFPage? { document?.page(at: firstShownIndex) }

    /// Shows `page` (of the view's document) first, and posts ``Foundation/Notification/Name/PDFViewPageChanged``.
    open func go(to page: PDFPage) {
        guard let document, let index = document.pageIndex(of: page), index != firstShownIndex else { return }
        firstShownIndex = index
        NotificationCenter.default.post(name: .PDFViewPageChanged, object: self)
    }

    /// Shows the first page.
    open func goToFirstPage(_ sender: Any?) { document?.page(at: 0).map(go(to:)) }
    /// Shows the last page.
    open func goToLastPage(_ sender: Any?) { document.flatMap { $0.page(at: $0.pageCount - 1) }.map(go(to:)) }
    /// Shows the next page (the next pair in two-up modes).
    open func goToNextPage(_ sender: Any?) { document?.page(at: firstShownIndex + (twoUp ? 2 : 1)).map(go(to:)) }
    /// Shows the previous page.
    open func goToPreviousPage(_ sender: Any?) { document?.page(at: max(0, firstShownIndex - (twoUp ? 2 : 1))).map(go(to:)) }
    /// Whether there is a page after the current one.
    open var canGoToNextPage: Bool { firstShownIndex + (twoUp ? 2 : 1) < (document?.pageCount ?? 0) }
    /// Whether there is a page before the current one.
    open var canGoToPreviousPage: Bool { firstShownIndex > 0 && document != nil }
    /// Whether the view can go to the first page.
    open var canGoToFirstPage: Bool { canGoToPreviousPage }
    /// Whether the view can go to the last page.
    open var canGoToLastPage: Bool { canGoToNextPage }

    /// Turns paging through a page view controller on or off (single page mode); the options
    /// are kept, as napkin draws the same page either way.
    open func usePageViewController(_ enable: Bool, withViewOptions viewOptions: [AnyHashable: Any]? = nil) {
        isUsingPageViewController = enable
    }

    /// The pages at least partly inside the view, in order.
    open var visiblePages: [PDFPage] {
        pageFrames().filter { $0.frame.intersects(bounds) }.map(\.page)
    }

    // MARK: Layout

    private var continuous: Bool { displayMode == .singlePageContinuous || displayMode == .twoUpContinuous }
    private var twoUp: Bool { displayMode == .twoUp || displayMode == .twoUpContinuous }
    private var pageMargins: UIEdgeInsets { displaysPageBreaks ? pageBreakMargins : UIEdgeInsets() }

    /// The pages laid out: all of them when continuous, else the current one (or pair).
    private var shownPages: [PDFPage] {
        guard let document, document.pageCount > 0 else { return [] }
        let all = (0..<document.pageCount).compactMap { document.page(at: $0) }
        if continuous { return all }
        let first = min(firstShownIndex, all.count - 1)
        return Array(all[first..<min(all.count, first + (twoUp ? 2 : 1))])
    }

    /// Where each shown page is, in the view's coordinates (the current page's row first).
    func pageFrames() -> [(page: PDFPage, frame: CGRect)] {
        let pages = shownPages
        guard !pages.isEmpty else { return [] }
        let scale = scaleFactor
        let margins = pageMargins
        // Rows (vertical) or columns (horizontal) of one or two pages.
        var groups: [[PDFPage]] = []
        var index = 0
        if twoUp, displaysAsBook, continuous {
            groups.append([pages[0]])
            index = 1
        }
        while index < pages.count {
            let count = twoUp ? min(2, pages.count - index) : 1
            var group = Array(pages[index..<(index + count)])
            if displaysRTL { group.reverse() }
            groups.append(group)
            index += count
        }
        var frames: [(PDFPage, CGRect)] = []
        var along: CGFloat = 0
        let vertical = displayDirection == .vertical || !continuous
        let cells = groups.map { group in
            group.map { page -> CGSize in
                let size = page.displayedSize(for: displayBox)
                return CGSize(width: size.width * scale, height: size.height * scale)
            }
        }
        let groupExtent = cells.map { sizes -> CGSize in
            let widths = sizes.map { $0.width + margins.left + margins.right }
            let heights = sizes.map { $0.height + margins.top + margins.bottom }
            return vertical
                ? CGSize(width: widths.reduce(0, +), height: heights.max() ?? 0)
                : CGSize(width: widths.max() ?? 0, height: heights.reduce(0, +))
        }
        let contentAcross = vertical ? (groupExtent.map(\.width).max() ?? 0) : (groupExtent.map(\.height).max() ?? 0)
        for (position, (group, sizes)) in zip(groups, cells).enumerated() {
            let extent = groupExtent[position]
            if vertical {
                var x = (max(bounds.width, contentAcross) - extent.width) / 2
                for (page, size) in zip(group, sizes) {
                    x += margins.left
                    let y = along + margins.top + (extent.height - margins.top - margins.bottom - size.height) / 2
                    frames.append((page, CGRect(x: x, y: y, width: size.width, height: size.height)))
                    x += size.width + margins.right
                }
                along += extent.height
            } else {
                var y = (max(bounds.height, contentAcross) - extent.height) / 2
                for (page, size) in zip(group, sizes) {
                    y += margins.top
                    let x = along + margins.left + (extent.width - margins.left - margins.right - size.width) / 2
                    frames.append((page, CGRect(x: x, y: y, width: size.width, height: size.height)))
                    y += size.height + margins.bottom
                }
                along += extent.width
            }
        }
        // Single page: the page centred in the view when it is smaller than it.
        if !continuous {
            let shift = vertical ? max(0, (bounds.height - along) / 2) : max(0, (bounds.width - along) / 2)
            return frames.map { ($0.0, vertical ? $0.1.offsetBy(dx: 0, dy: shift) : $0.1.offsetBy(dx: shift, dy: 0)) }
        }
        // Continuous: scrolled so that the current page's row is at the top (leading edge), as
        // far as the content goes (a scroll view stops at its end).
        guard let current = currentPage, let first = frames.first(where: { $0.0 === current }) else { return frames }
        let wanted = vertical ? first.1.minY - margins.top : first.1.minX - margins.left
        let offset = max(0, min(wanted, along - (vertical ? bounds.height : bounds.width)))
        return frames.map { vertical ? ($0.0, $0.1.offsetBy(dx: 0, dy: -offset)) : ($0.0, $0.1.offsetBy(dx: -offset, dy: 0)) }
    }

    // MARK: Drawing

    /// Draws the shown pages (see the type): paper with its shadow, an image page's picture.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        for (page, frame) in pageFrames() where frame.intersects(rect) {
            if pageShadowsEnabled, displaysPageBreaks {
                context.saveGState()
                context.setShadow(offset: CGSize(width: 0, height: 1), blur: 4, color: CGColor(gray: 0, alpha: 0.3))
                context.setFillColor(CGColor(gray: 1, alpha: 1))
                context.fill(frame)
                context.restoreGState()
            }
            PDFPageDrawing.draw(page, box: displayBox, in: frame, context: context)
        }
    }
}
