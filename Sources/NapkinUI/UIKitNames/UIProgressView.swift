internal import Raster

/// UIKit's progress bar, as SwiftUI files wrap it in a `UIViewRepresentable`.
///
/// Drawn as iOS 13 and later draw it: a 4-point bar across the width offered, centred in the
/// height, its track in systemFill (``trackTintColor`` when set) and the part done in the tint
/// (``progressTintColor`` when set) from the leading edge (the right, right to left). The
/// `.default` style rounds both ends; the `.bar` style (a toolbar's) is square, with a clear
/// track unless one is set. ``progressImage`` and ``trackImage`` are kept, not drawn.
@preconcurrency @MainActor
open class UIProgressView: UIView {
    /// The look of a progress view, as UIKit's `UIProgressView.Style`.
    public enum Style: Int, Sendable {
        /// Rounded, over a grey track.
        case `default`
        /// Square, for a toolbar.
        case bar
    }

    /// The bar's thickness, as iOS's.
    static let thickness: Double = 4

    /// The style.
    open var progressViewStyle: Style = .default
    private var storedProgress: Float = 0

    /// The fraction done, kept within 0…1 (a `nil` or NaN value as 0); the observed progress's
    /// fraction when ``observedProgress`` is set.
    open var progress: Float {
        get { observedProgress.map { Float($0.fractionCompleted) } ?? storedProgress }
        set { storedProgress = newValue.isNaN ? 0 : min(max(newValue, 0), 1) }
    }

    /// A Foundation progress the bar follows.
    open var observedProgress: Progress?

    /// The colour of the part done; `nil`: the tint. An appearance property.
    open var progressTintColor: UIColor? {
        didSet {
            let color = progressTintColor
            noteAppearanceProperty("progressTintColor") { ($0 as? UIProgressView)?.progressTintColor = color }
        }
    }

    /// The colour of the track; `nil`: systemFill. An appearance property.
    open var trackTintColor: UIColor? {
        didSet {
            let color = trackTintColor
            noteAppearanceProperty("trackTintColor") { ($0 as? UIProgressView)?.trackTintColor = color }
        }
    }

    /// An image for the part done (kept).
    open var progressImage: UIImage?
    /// An image for the track (kept).
    open var trackImage: UIImage?

    /// A progress view with the rectangle `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A progress view of `style`.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }

    /// Sets ``progress``; `animated` changes nothing in a still frame.
    open func setProgress(_ progress: Float, animated: Bool) {
        self.progress = progress
    }

    /// The proxy every progress view drawn afterwards takes its settings from.
    open override class func appearance() -> UIProgressView {
        AppearanceRegistry.proxy(for: self, containedIn: []) { UIProgressView(frame: .zero) }
    }

    /// The proxy for progress views shown inside instances of `containerTypes`.
    open override class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UIProgressView {
        AppearanceRegistry.proxy(for: self, containedIn: containerTypes) { UIProgressView(frame: .zero) }
    }

    override func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        traitCollection = Traits.current.merging(Traits(userInterfaceStyle: UIUserInterfaceStyle(environment.colorScheme)))
        let palette = ControlPalette(environment)
        let fill = progressTintColor?.color.srgb(in: environment) ?? palette.tint(environment)
        let defaultTrack = progressViewStyle == .bar ? SRGBColor.clear : palette.track
        let track = trackTintColor?.color.srgb(in: environment) ?? defaultTrack
        let fraction = Double(progress)
        let rounded = progressViewStyle == .default
        let fromRight = environment.layoutDirection == .rightToLeft
        let drawing = Drawing(height: Self.thickness, idealWidth: 100, name: "UIProgressView") { canvas, rect in
            let shape: ShapeKind = rounded ? .capsule : .rectangle
            canvas.fill(shape, in: rect, with: track)
            guard fraction > 0 else { return }
            let width = rect.width * fraction
            let done = Rect(x: fromRight ? rect.maxX - width : rect.minX, y: rect.minY, width: width, height: rect.height)
            canvas.withSavedState {
                canvas.clip(to: shape, in: rect)
                canvas.fill(shape, in: done, with: fill)
            }
        }
        let background = backgroundColor.map { Paint.color($0.color.srgb(in: environment)) }
        return ProgressViewNode(
            bar: buildNode(drawing, in: environment),
            background: ShapeNode(shape: .rectangle, fill: background, stroke: nil, kindName: "UIView"),
            percent: Int((fraction * 100).rounded()))
    }
}

/// A progress view: its background over its frame, the 4-point bar centred in it.
@MainActor
private final class ProgressViewNode: LayoutNode {
    let percent: Int

    init(bar: LayoutNode, background: LayoutNode, percent: Int) {
        self.percent = percent
        super.init(children: [background, bar])
    }

    override func computeSize(_ proposal: SizeProposal) -> Size {
        // As iOS sizes a wrapped progress view: the width offered, its own 4-point height.
        Size(width: proposal.width ?? 100, height: UIProgressView.thickness)
    }

    override func place(in rect: Rect, context: PlacementContext) {
        frame = rect
        children[0].place(in: rect, context: context)
        let thickness = UIProgressView.thickness
        children[1].place(in: Rect(x: rect.minX, y: rect.midY - thickness / 2, width: rect.width, height: thickness), context: context)
    }

    override var kind: String? { "UIProgressView" }
    override var detail: String? { "\(percent)%" }
}
