import Foundation

/// UIKit's pull-to-refresh control, for scroll views a SwiftUI file wraps: `scrollView.refreshControl =
/// UIRefreshControl()`, an action for `.valueChanged` (``UIControl/addAction(_:for:)``), `endRefreshing()` when the
/// data is in.
///
/// As on iOS, the control sits just above the scroll view's content, 60 points tall and as wide as the scroll view,
/// where only a pulled-down scroll view shows it: a still frame at the top of the content shows nothing of it; a scroll
/// view whose offset reaches above its content shows the spinner, turning while ``isRefreshing``, with the
/// ``attributedTitle`` under it. `beginRefreshing()` does not scroll, as UIKit's does not.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    /// The height of the strip above the content the control takes.
    static let height: CGFloat = 60

    /// True between ``beginRefreshing()`` and ``endRefreshing()``.
    open private(set) var isRefreshing = false
    /// The text under the spinner, or `nil` for none.
    open var attributedTitle: NSAttributedString? {
        didSet { title.attributedText = attributedTitle }
    }

    private let spinner = UIActivityIndicatorView(style: .medium)
    private let title = UILabel(frame: .zero)

    /// A control, not yet refreshing.
    public init() {
        super.init(frame: CGRect(x: 0, y: -Self.height, width: 0, height: Self.height))
        spinner.hidesWhenStopped = false
        title.textAlignment = .center
        title.font = .systemFont(ofSize: 12)
        title.textColor = .secondaryLabel
        addSubview(spinner)
        addSubview(title)
    }

    /// A control in `frame` (a scroll view places it again when it takes it).
    public convenience override init(frame: CGRect) {
        self.init()
        self.frame = frame
    }

    /// Shows the control as refreshing (the spinner turns), as when the person pulled it.
    open func beginRefreshing() {
        isRefreshing = true
        spinner.startAnimating()
    }

    /// Ends the refresh.
    open func endRefreshing() {
        isRefreshing = false
        spinner.stopAnimating()
    }

    /// The spinner in the middle of the strip (higher when there is a title), the title under it.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width
        let side = spinner.style.side
        let hasTitle = attributedTitle.map { $0.length > 0 } ?? false
        let spinnerY = hasTitle ? 10 : (bounds.height - side) / 2
        spinner.frame = CGRect(x: (width - side) / 2, y: spinnerY, width: side, height: side)
        title.frame = CGRect(x: 0, y: spinnerY + side + 6, width: width, height: 16)
        title.isHidden = !hasTitle
    }
}

extension UIScrollView {
    /// The pull-to-refresh control above the content, as UIKit's `refreshControl`: setting one adds it to the scroll
    /// view, as wide as it and just above the content; `nil` removes it.
    public var refreshControl: UIRefreshControl? {
        get { subviews.lazy.compactMap { $0 as? UIRefreshControl }.first }
        set {
            refreshControl?.removeFromSuperview()
            guard let control = newValue else { return }
            control.frame = CGRect(x: 0, y: -UIRefreshControl.height, width: bounds.width, height: UIRefreshControl.height)
            insertSubview(control, at: 0)
        }
    }
}
