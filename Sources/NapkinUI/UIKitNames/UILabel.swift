import Foundation
internal import Raster

/// UIKit's label, as SwiftUI files wrap it in a `UIViewRepresentable` (an attributed or
/// self-shrinking line of text, a label inside a wrapped container view).
///
/// Drawn as UIKit draws it, with NapkinUI's text engine: the system font at 17 points in the
/// label colour unless ``font`` and ``textColor`` say otherwise (both follow light and dark),
/// ``numberOfLines`` lines (1 by default, 0 for any number) cut by ``lineBreakMode`` (an ellipsis
/// at the end by default), aligned by ``textAlignment`` (`.natural`: flush right in a right-to-left
/// layout), shrunk down to ``minimumScaleFactor`` when ``adjustsFontSizeToFitWidth``, and centred
/// vertically in the label's bounds. An ``attributedText`` draws each run in its own font, colour,
/// kerning, underline and strikethrough, and its first paragraph style's alignment and line spacing.
///
/// In a SwiftUI hierarchy the label takes its text's size (``intrinsicContentSize``), no wider than
/// offered: a one-line label is cut, a label of several lines wraps at the offered width, as iOS 16's
/// SwiftUI asks a representable's view through `sizeThatFits`. Its sizes are rounded up to whole
/// points, as UIKit's are. A disabled label is drawn dimmed (UIKit's exact disabled grey could not be
/// confirmed).
@preconcurrency @MainActor
open class UILabel: UIView {
    /// The text shown; setting it drops ``attributedText``'s own attributes.
    open var text: String? {
        get { storedText }
        set {
            storedText = newValue
            storedAttributedText = nil
        }
    }
    private var storedText: String?

    /// The styled text shown: the attributed string set, else ``text`` in ``font`` and ``textColor``.
    open var attributedText: NSAttributedString? {
        get {
            if let storedAttributedText { return storedAttributedText }
            guard let storedText else { return nil }
            return NSAttributedString(string: storedText, attributes: [.font: font!, .foregroundColor: textColor!])
        }
        set {
            storedAttributedText = newValue
            storedText = newValue?.string
        }
    }
    private var storedAttributedText: NSAttributedString?

    /// The font: the system font at 17 points by default; setting `nil` restores it.
    open var font: UIFont! {
        get { storedFont }
        set { storedFont = newValue ?? UILabel.defaultFont }
    }
    private var storedFont = UILabel.defaultFont
    /// The text colour: `.label` by default (black in light, white in dark); `nil` restores it.
    open var textColor: UIColor! {
        get { storedTextColor }
        set { storedTextColor = newValue ?? .label }
    }
    private var storedTextColor = UIColor.label
    /// The colour of the text while ``isHighlighted``; `nil`: ``textColor``.
    open var highlightedTextColor: UIColor?
    /// Whether the label draws in ``highlightedTextColor``.
    open var isHighlighted = false
    /// Whether the label is enabled; a disabled label is drawn dimmed.
    open var isEnabled = true
    /// How the lines line up: `.natural` by default.
    open var textAlignment: NSTextAlignment = .natural
    /// The most lines shown: 1 by default, 0 for any number.
    open var numberOfLines = 1
    /// How a line too long for the label is cut: `.byTruncatingTail` by default (an ellipsis at its
    /// end); the wrapping modes wrap a label of several lines.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// Whether the text shrinks (down to ``minimumScaleFactor``) to fit its lines before it is cut.
    open var adjustsFontSizeToFitWidth = false
    /// The smallest scale the text shrinks to when ``adjustsFontSizeToFitWidth`` (0: no limit,
    /// taken as a half, as the text would otherwise vanish).
    open var minimumScaleFactor: CGFloat = 0
    /// Whether letters may be drawn closer before the text is cut (kept: the text engine does not tighten).
    open var allowsDefaultTighteningForTruncation = false
    /// Whether the font follows the Dynamic Type size (kept: a snapshot is drawn at one size).
    open var adjustsFontForContentSizeCategory = false
    /// The width at which ``intrinsicContentSize`` wraps a label of several lines (0: the text's own width).
    open var preferredMaxLayoutWidth: CGFloat = 0
    /// The text's shadow colour (kept: UIKit draws it; NapkinUI's label does not yet).
    open var shadowColor: UIColor?
    /// The text's shadow offset (kept with ``shadowColor``).
    open var shadowOffset = CGSize(width: 0, height: -1)

    /// UIKit's label font: the system font at 17 points.
    static var defaultFont: UIFont { .systemFont(ofSize: 17) }

    /// An empty label in `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// The proxy every label drawn afterwards takes its appearance settings from.
    open override class func appearance() -> UILabel {
        AppearanceRegistry.proxy(for: self, containedIn: []) { UILabel(frame: .zero) }
    }

    /// The proxy for labels shown inside instances of `containerTypes`.
    open override class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UILabel {
        AppearanceRegistry.proxy(for: self, containedIn: containerTypes) { UILabel(frame: .zero) }
    }

    // MARK: Measuring

    /// The text's size on its lines: one line as wide as it is, or (with ``numberOfLines`` other
    /// than 1) wrapped at ``preferredMaxLayoutWidth`` when set. Zero with no text.
    open override var intrinsicContentSize: CGSize {
        let width: Double? = numberOfLines != 1 && preferredMaxLayoutWidth > 0 ? Double(preferredMaxLayoutWidth) : nil
        return measuredSize(width: width, environment: EnvironmentValues())
    }

    /// The size the text takes within `size`'s width (a label of several lines wraps at it; a
    /// non-positive width does not limit it), rounded up to whole points.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width: Double? = numberOfLines != 1 && size.width > 0 ? Double(size.width) : nil
        return measuredSize(width: width, environment: EnvironmentValues())
    }

    /// Where the text is drawn in `bounds`, no more than `numberOfLines` lines (0: any): its
    /// size, at the bounds' top-left corner (UIKit's contract; ``drawText(in:)`` centres it).
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let paragraph = self.paragraph(in: EnvironmentValues())
        let node = paragraph.node(lines: numberOfLines, lineBreakMode: lineBreakMode, minimumScale: shrinkScale)
        let size = node.layout(forWidth: bounds.width > 0 ? Double(bounds.width) : nil).size
        return CGRect(x: bounds.minX, y: bounds.minY, width: min(ceil(size.width), bounds.width), height: ceil(size.height))
    }

    /// Draws the text in `rect` into the current graphics context (as UIKit, a subclass overrides
    /// it to inset the text and calls `super.drawText(in: rect.inset(by: insets))`): centred
    /// vertically, aligned horizontally within the rectangle.
    open func drawText(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let environment = drawingEnvironment ?? EnvironmentValues()
        let paragraph = self.paragraph(in: environment)
        guard !paragraph.runs.isEmpty else { return }
        let node = paragraph.node(lines: numberOfLines, lineBreakMode: lineBreakMode, minimumScale: shrinkScale)
        let size = node.layout(forWidth: Double(rect.width)).size
        let height = min(size.height, Double(rect.height))
        let local = Rect(x: Double(rect.minX), y: Double(rect.midY) - height / 2, width: Double(rect.width), height: height)
        context.drawNode(node, in: local)
    }

    /// The environment of the drawing under way.
    private var drawingEnvironment: EnvironmentValues?

    /// The scale the text may shrink to.
    var shrinkScale: Double {
        guard adjustsFontSizeToFitWidth else { return 1 }
        let factor = Double(minimumScaleFactor)
        return factor > 0 && factor < 1 ? factor : (factor >= 1 ? 1 : 0.5)
    }

    /// The label's text as runs in `environment`.
    func paragraph(in environment: EnvironmentValues) -> UIKitParagraph {
        let color = isHighlighted ? (highlightedTextColor ?? textColor!) : textColor!
        if let storedAttributedText {
            return UIKitParagraph(
                attributed: storedAttributedText, font: font, color: color, alignment: textAlignment, environment: environment)
        }
        return UIKitParagraph(string: storedText ?? "", font: font, color: color, alignment: textAlignment, environment: environment)
    }

    /// The text's size laid out at `width` (`nil`: unbounded), rounded up to whole points.
    func measuredSize(width: Double?, environment: EnvironmentValues) -> CGSize {
        let paragraph = self.paragraph(in: environment)
        guard !paragraph.runs.isEmpty else { return .zero }
        let size = paragraph.node(lines: numberOfLines, lineBreakMode: lineBreakMode, minimumScale: shrinkScale).layout(forWidth: width)
            .size
        return CGSize(width: ceil(size.width), height: ceil(size.height))
    }

    // MARK: Drawing

    override func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        let summary = "\"\(storedText ?? "")\" lines=\(numberOfLines)"
        return UIKitContentNode(
            view: self, kindName: "UILabel", environment: environment, summary: summary, isDimmed: !isEnabled,
            measure: { [self] proposal in
                let natural = measuredSize(width: nil, environment: environment)
                guard let offered = finite(proposal.width), Double(natural.width) > offered else { return natural.layoutSize }
                if numberOfLines == 1 { return Size(width: offered, height: Double(natural.height)) }
                let wrapped = measuredSize(width: offered, environment: environment)
                return Size(width: min(offered, Double(wrapped.width)), height: Double(wrapped.height))
            },
            drawContent: { [self] canvas, rect in
                drawingEnvironment = environment
                defer { drawingEnvironment = nil }
                canvas.withSavedState {
                    let context = CGContext(canvas: canvas, opaque: false)
                    context.translateBy(x: CGFloat(rect.minX), y: CGFloat(rect.minY))
                    GraphicsContextStack.with(context) {
                        drawText(in: CGRect(origin: .zero, size: CGSize(width: rect.width, height: rect.height)))
                    }
                }
            })
    }
}
