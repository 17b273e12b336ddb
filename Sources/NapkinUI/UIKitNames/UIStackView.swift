internal import Raster

/// The two directions a layout runs in, as UIKit's `NSLayoutConstraint.Axis` (a stack view's
/// ``UIStackView/axis``).
public enum UILayoutConstraintAxis: Int, Sendable {
    /// Left to right (leading to trailing).
    case horizontal
    /// Top to bottom.
    case vertical
}

/// UIKit's stack view, as SwiftUI files build rows and columns of UIKit views in a
/// `UIViewRepresentable`: it lays its ``arrangedSubviews`` out in a row or column as UIKit does.
///
/// Each arranged view's natural size is its content's (a switch's 51×31, a segmented control's
/// titles, an image view's image); a plain `UIView` or one that only draws has none, and counts
/// with the size its constraints give it (`widthAnchor.constraint(equalToConstant:)`, or its
/// content's constraints), else the size its frame had when it was arranged (the stack sets the
/// frame from then on). Along the ``axis``:
/// - `.fill`: natural sizes; the space left goes to the last view of lowest content-hugging
///   priority (switches, page controls and activity indicators hug at 750, image views at 251,
///   other views at 250; UIKit leaves equal priorities ambiguous and NapkinUI takes the last).
///   Too little space shrinks that view first, then all of them alike.
/// - `.fillEqually`: every view as long, filling the stack.
/// - `.fillProportionally`: the stack's length shared in proportion to the natural sizes.
/// - `.equalSpacing`: natural sizes, the space left spread equally between them (at least
///   ``spacing``).
/// - `.equalCentering`: natural sizes, their centres equally far apart.
///
/// Across it, ``alignment`` `.fill` stretches the views to the stack's breadth; the others keep
/// their natural breadth (the stack's for a view with none) and put them at the leading/top edge,
/// the centre, the trailing/bottom edge, or (horizontally) on a shared first baseline
/// (`.lastBaseline` aligns the first baselines too). Hidden views take no room. Right to left,
/// a horizontal stack runs from the right and `.leading` is the right edge: NapkinUI lays a
/// right-to-left subtree out left to right and reflects it whole (Layout/Mirroring.swift), so the
/// views' frames read as laid out left to right, and are drawn reflected.
///
/// Wrapped in a representable, a stack view takes the space offered (its natural size where
/// none is), as a plain view does. Layout-margin-relative arrangement is not supported.
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// How the arranged views share the stack's length, as UIKit's `UIStackView.Distribution`.
    public enum Distribution: Int, Sendable {
        /// Natural sizes, one view stretched or shrunk to fill.
        case fill
        /// Equal lengths.
        case fillEqually
        /// Lengths in proportion to the natural sizes.
        case fillProportionally
        /// Natural sizes, equal gaps.
        case equalSpacing
        /// Natural sizes, equally spaced centres.
        case equalCentering
    }

    /// Where the arranged views sit across the stack, as UIKit's `UIStackView.Alignment`.
    public enum Alignment: Int, Sendable {
        /// Stretched to the stack's breadth.
        case fill
        /// At the leading edge (a vertical stack) or the top (a horizontal one).
        case leading
        /// On a shared first baseline (a horizontal stack).
        case firstBaseline
        /// Centred.
        case center
        /// At the trailing edge or the bottom.
        case trailing
        /// On a shared last baseline (a horizontal stack; drawn as ``firstBaseline``).
        case lastBaseline

        /// The top (a horizontal stack), as ``leading``.
        public static var top: Alignment { .leading }
        /// The bottom (a horizontal stack), as ``trailing``.
        public static var bottom: Alignment { .trailing }
    }

    /// The spacing UIKit's system uses between views (8 points here), for ``setCustomSpacing(_:after:)``.
    nonisolated public static let spacingUseSystem: CGFloat = -Double.greatestFiniteMagnitude
    /// Back to the stack's ``spacing``, for ``setCustomSpacing(_:after:)``.
    nonisolated public static let spacingUseDefault: CGFloat = Double.greatestFiniteMagnitude

    /// The views laid out, in order.
    public private(set) var arrangedSubviews: [UIView] = []
    /// The direction the views run in.
    open var axis: UILayoutConstraintAxis = .horizontal
    /// How the views share the length.
    open var distribution: Distribution = .fill
    /// Where the views sit across the stack.
    open var alignment: Alignment = .fill
    /// The space between views, in points (the least space for `.equalSpacing`).
    open var spacing: CGFloat = 0
    /// Whether spacing is measured between baselines (kept).
    open var isBaselineRelativeArrangement = false
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The frame sizes the views had when they were arranged: a plain view's natural size.
    private var arrangedSizes: [ObjectIdentifier: CGSize] = [:]
    /// The environment of the last layout, to measure the arranged views in.
    private var measuringEnvironment = EnvironmentValues()

    /// An empty stack with the rectangle `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A stack of `views`, each added as a subview.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Adds `view` after the other arranged views (and as a subview).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Puts `view` at `stackIndex` among the arranged views (clamped), adding it as a subview.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        guard view !== self else { return }
        if !arrangedSubviews.contains(where: { $0 === view }) { arrangedSizes[ObjectIdentifier(view)] = view.frame.size }
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
        if view.superview !== self { addSubview(view) }
    }

    /// Stops laying out `view`; it stays a subview, as UIKit's (call `removeFromSuperview()` too).
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSizes[ObjectIdentifier(view)] = nil
    }

    /// Uses `spacing` after `arrangedSubview` instead of the stack's ``spacing``.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == Self.spacingUseDefault ? nil : spacing
    }

    /// The spacing after `arrangedSubview`: its custom spacing, or ``spacingUseDefault``.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    /// The arranged views that take room.
    private var laidOutViews: [UIView] { arrangedSubviews.filter { !$0.isHidden && $0.superview === self } }

    /// The space after `view` (the system's 8 points for ``spacingUseSystem``).
    private func gap(after view: UIView) -> Double {
        guard let custom = customSpacings[ObjectIdentifier(view)] else { return Double(spacing) }
        return custom == Self.spacingUseSystem ? 8 : Double(custom)
    }

    // MARK: Layout

    /// The stack's natural size: the views' natural lengths and gaps along the axis, the
    /// broadest across it.
    func naturalSize() -> Size {
        let views = laidOutViews
        let sizes = views.map(naturalSize(of:))
        let gaps = views.dropLast().reduce(0) { $0 + gap(after: $1) }
        let lengths = sizes.map { max(0, axis == .horizontal ? $0.width ?? 0 : $0.height ?? 0) }
        let breadths = sizes.map { max(0, axis == .horizontal ? $0.height ?? 0 : $0.width ?? 0) }
        let length: Double
        switch distribution {
        case .fillEqually: length = Double(views.count) * (lengths.max() ?? 0) + gaps
        default: length = lengths.reduce(0, +) + gaps
        }
        let breadth = breadths.max() ?? 0
        return axis == .horizontal ? Size(width: length, height: breadth) : Size(width: breadth, height: length)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let views = laidOutViews
        guard !views.isEmpty else { return }
        let naturals = views.map(naturalSize(of:))
        let horizontal = axis == .horizontal
        let length = Double(horizontal ? bounds.width : bounds.height)
        let breadth = Double(horizontal ? bounds.height : bounds.width)
        let gaps = views.dropLast().map { gap(after: $0) }
        let natural = naturals.map { max(0, (horizontal ? $0.width : $0.height) ?? 0) }
        let (lengths, starts) = distribute(natural: natural, gaps: gaps, in: length, views: views)
        let baselines = horizontal && (alignment == .firstBaseline || alignment == .lastBaseline) ? firstBaselines(views, naturals) : nil
        let sharedBaseline = baselines?.compactMap { $0 }.max()
        for (index, view) in views.enumerated() {
            let ownBreadth = (horizontal ? naturals[index].height : naturals[index].width) ?? breadth
            var size = alignment == .fill ? breadth : min(ownBreadth, breadth)
            var offset: Double
            switch alignment {
            case .fill:
                offset = 0
            case .leading:
                offset = 0
            case .center:
                offset = (breadth - size) / 2
            case .trailing:
                offset = breadth - size
            case .firstBaseline, .lastBaseline:
                if horizontal, let sharedBaseline, let own = baselines?[index] {
                    offset = sharedBaseline - own
                } else {
                    offset = 0
                }
            }
            if size < 0 { size = 0 }
            if offset < 0 { offset = 0 }
            let x = horizontal ? starts[index] : offset
            let y = horizontal ? offset : starts[index]
            let width = horizontal ? lengths[index] : size
            let height = horizontal ? size : lengths[index]
            view.frame = CGRect(x: x, y: y, width: width, height: height)
        }
    }

    /// The lengths and start offsets of the views along the axis.
    private func distribute(natural: [Double], gaps: [Double], in length: Double, views: [UIView]) -> ([Double], [Double]) {
        let count = natural.count
        let totalGaps = gaps.reduce(0, +)
        var lengths = natural
        var spaces = gaps
        switch distribution {
        case .fill:
            lengths = fill(natural, into: length - totalGaps, views: views)
        case .fillEqually:
            lengths = Array(repeating: max(0, (length - totalGaps) / Double(count)), count: count)
        case .fillProportionally:
            let sum = natural.reduce(0, +)
            let room = max(0, length - totalGaps)
            lengths = sum > 0 ? natural.map { room * $0 / sum } : Array(repeating: room / Double(count), count: count)
        case .equalSpacing:
            let content = natural.reduce(0, +)
            if count > 1, content + totalGaps <= length {
                let each = (length - content) / Double(count - 1)
                spaces = gaps.map { max($0, each) }
                // The least spacings may leave less than an equal share: spread what is left.
                let used = spaces.reduce(0, +)
                if used > length - content { spaces = Array(repeating: (length - content) / Double(count - 1), count: count - 1) }
            } else {
                lengths = fill(natural, into: length - totalGaps, views: views)
            }
        case .equalCentering:
            if count > 1 {
                let first = natural[0] / 2
                let last = natural[count - 1] / 2
                let pitch = max(0, (length - first - last) / Double(count - 1))
                var starts: [Double] = []
                for index in 0..<count { starts.append(first + pitch * Double(index) - natural[index] / 2) }
                return (lengths, starts)
            }
        }
        var starts: [Double] = []
        var position = 0.0
        for index in 0..<count {
            starts.append(position)
            position += lengths[index] + (index < spaces.count ? spaces[index] : 0)
        }
        return (lengths, starts)
    }

    /// `.fill`: the room left (or missing) goes to the last view of lowest hugging priority,
    /// and what it cannot give is taken from every view alike.
    private func fill(_ natural: [Double], into room: Double, views: [UIView]) -> [Double] {
        var lengths = natural
        let extra = room - natural.reduce(0, +)
        let priorities = views.map(\.stackHuggingPriority)
        guard let lowest = priorities.min(), let stretched = priorities.lastIndex(of: lowest) else { return lengths }
        lengths[stretched] = max(0, lengths[stretched] + extra)
        let over = lengths.reduce(0, +) - max(0, room)
        if over > 0.0001 {
            let total = lengths.reduce(0, +)
            lengths = lengths.map { total > 0 ? $0 - over * $0 / total : 0 }
        }
        return lengths
    }

    /// The natural size of an arranged view (see the type's documentation).
    private func naturalSize(of view: UIView) -> (width: Double?, height: Double?) {
        view.arrangedNaturalSize(in: measuringEnvironment, arrangedSize: arrangedSizes[ObjectIdentifier(view)] ?? view.frame.size)
    }

    /// The first baseline of each view at its natural height, from its top.
    private func firstBaselines(_ views: [UIView], _ naturals: [(width: Double?, height: Double?)]) -> [Double?] {
        views.enumerated().map { index, view in
            let node = view.node(in: measuringEnvironment)
            let size = node.size(for: .unspecified)
            return naturals[index].height == nil ? nil : node.firstBaseline(in: size)
        }
    }

    override func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        measuringEnvironment = environment
        let content = super.makeNode(in: environment)
        return StackViewNode(stack: self, content: content)
    }
}

extension UIView {
    /// The view's natural size in a stack view, `nil` in a dimension it has none in: a stack's
    /// own natural size, an image view's image size, `arrangedSize` (its frame's when it was
    /// arranged) for a plain or drawing view, else its content's.
    func arrangedNaturalSize(in environment: EnvironmentValues, arrangedSize: CGSize) -> (width: Double?, height: Double?) {
        if let stack = self as? UIStackView {
            let size = stack.naturalSize()
            return (size.width, size.height)
        }
        if let imageView = self as? UIImageView, imageView.shownImage != nil {
            let size = imageView.intrinsicContentSize
            return (Double(size.width), Double(size.height))
        }
        let node = self.node(in: environment)
        if node is UIViewContentNode {
            // A view sized by constraints (its own width or height, or its content's) is that size.
            let size = hasConstraintLayoutInside ? systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) : arrangedSize
            return (size.width > 0 ? Double(size.width) : nil, size.height > 0 ? Double(size.height) : nil)
        }
        let size = node.size(for: .unspecified)
        // Bars have no natural width in UIKit: they take what the stack gives them.
        if self is UIProgressView || self is UISlider { return (nil, size.height) }
        return (size.width, size.height)
    }

    /// The view's content-hugging priority along a stack's axis, as UIKit's defaults.
    var stackHuggingPriority: Float {
        if self is UISwitch || self is UIPageControl || self is UIActivityIndicatorView { return 750 }
        if self is UIImageView { return 251 }
        return 250
    }
}

/// A stack view: the space offered (its natural size where none is, its frame's when it is
/// a subview), then the stack's own view node in it.
@MainActor
private final class StackViewNode: WrapperNode {
    let stack: UIStackView

    init(stack: UIStackView, content: LayoutNode) {
        self.stack = stack
        super.init(child: content)
    }

    override func computeSize(_ proposal: SizeProposal) -> Size {
        let natural = stack.naturalSize()
        return Size(width: proposal.width ?? natural.width, height: proposal.height ?? natural.height)
    }

    override func place(in rect: Rect, context: PlacementContext) {
        frame = rect
        child.place(in: rect, context: context)
    }

    override var kind: String? { "UIStackView" }
}
