internal import Raster

/// UIKit's spinner, as SwiftUI files wrap it in a `UIViewRepresentable`: drawn as iOS draws
/// it (and as NapkinUI's `ProgressView()` spinner is), 20 points square for the medium style
/// and 37 for the large one, in ``color`` (grey by default), while it is animating or when
/// ``hidesWhenStopped`` is false.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// The spinner's size, as UIKit's `UIActivityIndicatorView.Style`.
    public enum Style: Int, Sendable, Hashable {
        /// The older large white spinner (37 points).
        case whiteLarge = 0
        /// The older white spinner (20 points).
        case white = 1
        /// The older grey spinner (20 points).
        case gray = 2
        /// The medium spinner (20 points).
        case medium = 100
        /// The large spinner (37 points).
        case large = 101

        /// The spinner's side in points.
        var side: Double { self == .large || self == .whiteLarge ? 37 : 20 }
    }

    /// The spinner's size.
    public var style: Style
    /// The spinner's colour (``Style/white`` and ``Style/whiteLarge`` start white, the others grey).
    public var color: UIColor!
    /// True (the default) to draw nothing while stopped.
    public var hidesWhenStopped = true
    /// True between ``startAnimating()`` and ``stopAnimating()``.
    public private(set) var isAnimating = false

    /// A spinner of `style`.
    public init(style: Style = .medium) {
        self.style = style
        color = style == .white || style == .whiteLarge ? UIColor(Color.white) : UIColor(Color(SpinnerNode.color))
        super.init(frame: CGRect(x: 0, y: 0, width: style.side, height: style.side))
    }

    /// A medium spinner in `frame`.
    public override init(frame: CGRect) {
        style = .medium
        color = UIColor(Color(SpinnerNode.color))
        super.init(frame: frame)
    }

    /// Starts the spinner: it shows.
    public func startAnimating() { isAnimating = true }

    /// Stops the spinner: it goes away unless ``hidesWhenStopped`` is false.
    public func stopAnimating() { isAnimating = false }

    override func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        guard isAnimating || !hidesWhenStopped else { return FixedEmptyNode(side: style.side) }
        return SpinnerNode(side: style.side, color: (color ?? UIColor(Color(SpinnerNode.color))).color.srgb(in: environment))
    }
}

/// A stopped, hidden spinner: its space, drawn empty.
@MainActor
private final class FixedEmptyNode: LayoutNode {
    let side: Double

    init(side: Double) {
        self.side = side
        super.init()
    }

    override func computeSize(_ proposal: SizeProposal) -> Size { Size(width: side, height: side) }
}
