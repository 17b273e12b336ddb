import Foundation
internal import Raster

// What UIKit's text views (UILabel, UITextField, UITextView, UIButton, UISearchBar) share: their
// words as runs of NapkinUI's text engine, the layout `Text` uses, with UIKit's attributes and
// dynamic colours resolved in the colour scheme the view is shown in, and the node that sizes
// and draws such a view in a SwiftUI hierarchy.

/// A view's text as UIKit lays it out: runs, the paragraph's alignment and spacing.
struct UIKitParagraph {
    var runs: [TextRun]
    var alignment: LineAlignment
    var lineSpacing: Double
    var naturalDirection: BidiLevelDirection
    /// The first run's font (the view's font when the text is empty): a line's height.
    var font: FontSpec

    /// `string` in one font and colour.
    @MainActor
    init(string: String, font: UIFont, color: UIColor, alignment: NSTextAlignment, environment: EnvironmentValues) {
        let spec = font.font.spec
        runs = string.isEmpty ? [] : [TextRun(string, font: spec, color: color.color.srgb(in: environment))]
        self.font = spec
        let rtl = environment.layoutDirection == .rightToLeft
        self.alignment = alignment.lineAlignment(rightToLeft: rtl)
        lineSpacing = 0
        naturalDirection = rtl ? .rightToLeft : .leftToRight
    }

    /// An attributed string: each run in its own font and colour (`font` and `color` where it
    /// sets none, as UIKit's text views fill attributes in), the first paragraph style's alignment
    /// and line spacing (`alignment` without one).
    @MainActor
    init(
        attributed string: NSAttributedString, font: UIFont, color: UIColor, alignment: NSTextAlignment, environment: EnvironmentValues
    ) {
        var runs: [TextRun] = []
        var paragraph: NSParagraphStyle?
        let text = string.string as NSString
        var location = 0
        while location < string.length {
            var range = NSRange(location: 0, length: 0)
            let attributes = string.attributes(at: location, effectiveRange: &range)
            var spec = (attributes[.font] as? UIFont ?? font).font.spec
            if let kern = attributeNumber(attributes[.kern]) { spec.tracking += kern }
            if let offset = attributeNumber(attributes[.baselineOffset]) { spec.baselineOffset = offset }
            let runColor = (attributes[.foregroundColor] as? UIColor ?? color).color.srgb(in: environment)
            var decorations: [TextDecoration] = []
            if let style = attributeNumber(attributes[.underlineStyle]), style != 0 {
                decorations.append(TextDecoration(.underline, color: runColor))
            }
            if let style = attributeNumber(attributes[.strikethroughStyle]), style != 0 {
                decorations.append(TextDecoration(.strikethrough, color: runColor))
            }
            paragraph = paragraph ?? attributes[.paragraphStyle] as? NSParagraphStyle
            runs.append(TextRun(text.substring(with: range), font: spec, color: runColor, decorations: decorations))
            location = max(range.location + range.length, location + 1)
        }
        self.runs = runs
        self.font = runs.first?.font ?? font.font.spec
        let rtl = environment.layoutDirection == .rightToLeft
        self.alignment = (paragraph?.alignment ?? alignment).lineAlignment(rightToLeft: rtl)
        lineSpacing = max(0, Double(paragraph?.lineSpacing ?? 0))
        naturalDirection = rtl ? .rightToLeft : .leftToRight
    }

    /// A paragraph node of these runs, fitted to `lines` lines (0: any number) with `lineBreakMode`
    /// and shrinking down to `minimumScale` (1: no shrinking).
    @MainActor
    func node(lines: Int, lineBreakMode: NSLineBreakMode, minimumScale: Double = 1) -> TextNode {
        let node = TextNode(
            runs: runs, alignment: alignment, lineSpacing: lineSpacing, paint: .color(runs.first?.color ?? .black),
            naturalDirection: naturalDirection)
        let limit: Int? =
            switch lineBreakMode {
            case .byWordWrapping, .byCharWrapping: lines > 0 ? lines : nil
            // A truncating or clipping label of several lines wraps and cuts its last line.
            default: lines > 0 ? lines : nil
            }
        node.fitting = TextFitting(lineLimit: limit, truncationMode: lineBreakMode.truncation, minimumScaleFactor: minimumScale)
        return node
    }

    /// The height of one line of the view's font.
    var lineHeight: Double { font.lineHeight }
}

/// A number attribute's value, however the app wrote it (`Int`, `Double`, `CGFloat`, `NSNumber`,
/// an ``NSUnderlineStyle``).
func attributeNumber(_ value: Any?) -> Double? {
    switch value {
    case let number as Int: Double(number)
    case let number as Double: number
    case let number as CGFloat: Double(number)
    case let style as NSUnderlineStyle: Double(style.rawValue)
    case let number as NSNumber: number.doubleValue
    default: nil
    }
}

extension NSAttributedString.Key {
    /// The underline (an ``NSUnderlineStyle``'s raw value), as UIKit's key; drawn as a solid line.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The strikethrough (an ``NSUnderlineStyle``'s raw value), as UIKit's key; drawn as a solid line.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// How far the text sits above its baseline (a number of points), as UIKit's key.
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
}

/// An underline's or strikethrough's look, as UIKit's `NSUnderlineStyle`. NapkinUI draws every
/// style other than none as the font's single line.
public struct NSUnderlineStyle: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: Int
    /// A style from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// A single line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// A thick line.
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// A double line.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    /// A dotted line.
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    /// A dashed line.
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    /// Under words only, not the spaces between them.
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

extension NSTextAlignment {
    /// The line alignment on screen: `.natural` follows the layout direction (flush right in a
    /// right-to-left layout), `.left` and `.right` are the edges they name, as UIKit's.
    func lineAlignment(rightToLeft: Bool) -> LineAlignment {
        switch self {
        case .left: .leading
        case .right: .trailing
        case .center: .center
        case .natural, .justified: rightToLeft ? .trailing : .leading
        }
    }
}

extension NSLineBreakMode {
    /// Where the ellipsis goes when text is cut short (clipping and wrapping modes cut the end).
    var truncation: Text.TruncationMode {
        switch self {
        case .byTruncatingHead: .head
        case .byTruncatingMiddle: .middle
        default: .tail
        }
    }
}

extension CGSize {
    /// The size as NapkinUI's layout measures it.
    var layoutSize: Size { Size(width: Double(width), height: Double(height)) }
}

/// A UIKit text view or control in place: sized by its own rule (UIKit's intrinsic content size
/// and `sizeThatFits(_:)`), its background filled, then drawn by `drawContent` in its frame, dimmed
/// when disabled; it reports itself to the window as `element` when it has one.
@MainActor
final class UIKitContentNode: LayoutNode {
    let view: UIView
    let kindName: String
    /// The view's background colour (`nil` once its layer draws it, rounded: `CALayerNode`).
    var background: SRGBColor?
    let measure: @MainActor (SizeProposal) -> Size
    let drawContent: @MainActor (Raster.Canvas, Rect) -> Void
    let makeElement: (@MainActor (Rect) -> InteractiveElement)?
    let isDimmed: Bool
    let summary: String

    init(
        view: UIView, kindName: String, environment: EnvironmentValues, summary: String, isDimmed: Bool = false,
        drawsBackground: Bool = true,
        measure: @escaping @MainActor (SizeProposal) -> Size, drawContent: @escaping @MainActor (Raster.Canvas, Rect) -> Void,
        element: (@MainActor (Rect) -> InteractiveElement)? = nil
    ) {
        self.view = view
        self.kindName = kindName
        background = drawsBackground ? view.backgroundColor.map { $0.color.srgb(in: environment) } : nil
        self.measure = measure
        self.drawContent = drawContent
        makeElement = element
        self.isDimmed = isDimmed
        self.summary = summary
        view.traitCollection = Traits.current.merging(Traits(userInterfaceStyle: UIUserInterfaceStyle(environment.colorScheme)))
        super.init()
    }

    override func computeSize(_ proposal: SizeProposal) -> Size { measure(proposal) }

    override func place(in rect: Rect, context: PlacementContext) {
        frame = rect
        if view.superview == nil { view.frame = CGRect(rect) }
        view.layoutSubviews()
    }

    override func draw(in canvas: Raster.Canvas) {
        let paint = {
            if let background = self.background {
                canvas.fill(.rectangle, in: self.frame, with: background)
            }
            canvas.withSavedState {
                if self.view.clipsToBounds { canvas.clip(to: self.frame) }
                self.drawContent(canvas, self.frame)
            }
        }
        if isDimmed { canvas.drawGroup(opacity: disabledOpacity, paint) } else { paint() }
    }

    override var interactiveElement: InteractiveElement? { makeElement?(frame) }
    override var hasInnerElements: Bool { false }
    override var kind: String? { kindName }
    override var detail: String? { summary }
    override var textContent: String { view.accessibilityLabel ?? "" }
}

/// Draws `node`, a paragraph, in `rect` (placing it there first).
@MainActor
func drawParagraph(_ node: TextNode, in rect: Rect, on canvas: Raster.Canvas) {
    node.place(in: rect, context: PlacementContext(bounds: rect, safeRect: rect))
    node.draw(in: canvas)
}

extension CGContext {
    /// Draws `node`, a paragraph, in `rect` of the context's user space.
    @MainActor
    func drawNode(_ node: TextNode, in rect: Rect) {
        drawWithState { canvas in drawParagraph(node, in: rect, on: canvas) }
    }
}

/// The keyboard's look, as UIKit's `UIKeyboardAppearance` (recorded: there is no keyboard).
public enum UIKeyboardAppearance: Int, Sendable, Hashable {
    /// The system's.
    case `default`
    /// Dark.
    case dark
    /// Light.
    case light
    /// The older name of dark.
    public static let alert = UIKeyboardAppearance.dark
}

/// The return key's title, as UIKit's `UIReturnKeyType` (recorded: there is no keyboard).
public enum UIReturnKeyType: Int, Sendable, Hashable {
    /// "return".
    case `default`
    /// "Go".
    case go
    /// "Google".
    case google
    /// "Join".
    case join
    /// "Next".
    case next
    /// "Route".
    case route
    /// "Search".
    case search
    /// "Send".
    case send
    /// "Yahoo".
    case yahoo
    /// "Done".
    case done
    /// "Emergency Call".
    case emergencyCall
    /// "Continue".
    case `continue`
}

/// Whether the keyboard corrects words, as UIKit's `UITextAutocorrectionType` (recorded).
public enum UITextAutocorrectionType: Int, Sendable, Hashable {
    /// As the system decides.
    case `default`
    /// Never.
    case no
    /// Always.
    case yes
}

/// Whether the keyboard checks spelling, as UIKit's `UITextSpellCheckingType` (recorded).
public enum UITextSpellCheckingType: Int, Sendable, Hashable {
    /// As the system decides.
    case `default`
    /// Never.
    case no
    /// Always.
    case yes
}
