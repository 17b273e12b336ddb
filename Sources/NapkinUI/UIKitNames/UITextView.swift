import Foundation
internal import Raster

/// What a ``UITextView`` asks and tells its delegate, as UIKit's `UITextViewDelegate` (which
/// refines the scroll view's delegate: a text view is a scroll view, and its ``UIScrollView/delegate``
/// takes either). Every method is optional: the defaults allow everything and do nothing.
@preconcurrency @MainActor
public protocol UITextViewDelegate: NSObjectProtocol, UIScrollViewDelegate {
    /// Whether the text view may start editing (`true`).
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Called when the text view became the first responder.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Whether the text view may stop editing (`true`).
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// Called when the text view stopped being the first responder.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether the characters in `range` (UTF-16 offsets) may be replaced by `text` (`true`); a
    /// delegate that ends editing on return answers `false` for `"\n"`.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// Called after typing changed the text.
    func textViewDidChange(_ textView: UITextView)
    /// Called after the selection (the caret) moved.
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    /// Allows it.
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    /// Does nothing.
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    /// Allows it.
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    /// Does nothing.
    public func textViewDidEndEditing(_ textView: UITextView) {}
    /// Allows it.
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    /// Does nothing.
    public func textViewDidChange(_ textView: UITextView) {}
    /// Does nothing.
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}

/// The region a text view lays its text out in, as UIKit's `NSTextContainer`: what SwiftUI files
/// set on a wrapped text view is its padding (`textView.textContainer.lineFragmentPadding = 0`) and
/// its line limit.
@preconcurrency @MainActor
open class NSTextContainer {
    /// The space at each end of a line, inside the text view's ``UITextView/textContainerInset``: 5.
    open var lineFragmentPadding: CGFloat = 5
    /// The most lines laid out (0: any number).
    open var maximumNumberOfLines = 0
    /// How the last line allowed is cut when there are more (`.byWordWrapping`: not cut).
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// The container's size (kept: the text view's bounds lay the text out).
    open var size: CGSize
    /// Whether the width follows the text view's (kept: it always does).
    open var widthTracksTextView = true
    /// Whether the height follows the text view's (kept).
    open var heightTracksTextView = false

    /// A container of `size`.
    public init(size: CGSize) {
        self.size = size
    }

    /// A container of unlimited size.
    public convenience init() {
        self.init(size: CGSize(width: 10_000_000, height: 10_000_000))
    }
}

/// The kinds of data a text view turns into links, as UIKit's `UIDataDetectorTypes` (kept: no
/// detection runs, the text is drawn as it is).
public struct UIDataDetectorTypes: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt
    /// Types from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Phone numbers.
    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
    /// Web and mail addresses.
    public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
    /// Street addresses.
    public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
    /// Dates and times.
    public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
    /// Parcel tracking numbers.
    public static let shipmentTrackingNumber = UIDataDetectorTypes(rawValue: 1 << 4)
    /// Flight numbers.
    public static let flightNumber = UIDataDetectorTypes(rawValue: 1 << 5)
    /// Words to look up.
    public static let lookupSuggestion = UIDataDetectorTypes(rawValue: 1 << 6)
    /// Money amounts.
    public static let money = UIDataDetectorTypes(rawValue: 1 << 7)
    /// Physical values.
    public static let physicalValue = UIDataDetectorTypes(rawValue: 1 << 8)
    /// None.
    public static let none: UIDataDetectorTypes = []
    /// All of them.
    public static let all = UIDataDetectorTypes(rawValue: .max)
}

/// UIKit's multi-line text view, as SwiftUI files wrap it in a `UIViewRepresentable` (a notes
/// editor with a coordinator as its delegate, an attributed read-only text, a self-sizing field).
///
/// Drawn as UIKit draws it: the text wrapped at the bounds' width less ``textContainerInset``
/// (8 points above and below) and the container's 5-point line padding, in ``font`` and
/// ``textColor`` (`.label`) on the system background (white, black in dark mode), aligned by
/// ``textAlignment`` (`.natural` follows the layout direction), from the top, scrolled by the content
/// offset and cut at the bounds. A text view without a font draws at 12 points, as UIKit's does.
///
/// In a SwiftUI hierarchy a scrolling text view fills the space offered (its text's height when no
/// height is offered); with ``UIScrollView/isScrollEnabled`` false it is as tall as its wrapped text,
/// as UIKit's self-sizing text view. `Window.type(_:into:)` finds it by its ``UIView/accessibilityLabel``
/// and types character by character, as a keyboard: the text view becomes the first responder, asks
/// the delegate `textView(_:shouldChangeTextIn:replacementText:)` for each character and, for each one
/// taken, tells it `textViewDidChangeSelection(_:)` and `textViewDidChange(_:)` and posts
/// ``textDidChangeNotification``; `Window.submit(_:)` types a line break, as the return key does.
/// A text view that is not ``isEditable`` takes no typing.
@preconcurrency @MainActor
open class UITextView: UIScrollView {
    /// Posted after typing changed the text.
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted when the text view became the first responder.
    nonisolated public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    /// Posted when the text view stopped being the first responder.
    nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")

    /// The text (`""` when empty); setting it drops ``attributedText``'s own attributes.
    open var text: String! {
        get { storedText }
        set {
            storedText = newValue ?? ""
            storedAttributedText = nil
        }
    }
    private var storedText = ""
    /// The styled text: the attributed string set, else ``text`` in ``font`` and ``textColor``.
    open var attributedText: NSAttributedString! {
        get {
            storedAttributedText ?? NSAttributedString(string: storedText, attributes: [.font: shownFont, .foregroundColor: shownColor])
        }
        set {
            storedAttributedText = newValue
            storedText = newValue?.string ?? ""
        }
    }
    private var storedAttributedText: NSAttributedString?
    /// The font; `nil` (the default) draws at 12 points of the system font.
    open var font: UIFont?
    /// The text colour; `nil` (the default) draws in `.label`.
    open var textColor: UIColor?
    /// How lines line up: `.natural` by default.
    open var textAlignment: NSTextAlignment = .natural
    /// Whether the text can be typed into (`true`).
    open var isEditable = true
    /// Whether the text can be selected (`true`; kept: a still frame shows no selection).
    open var isSelectable = true
    /// The space between the bounds and the text container: 8 points above and below.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    /// The region the text is laid out in (its line padding and line limit).
    public let textContainer: NSTextContainer
    /// The kinds of data turned into links (kept).
    open var dataDetectorTypes: UIDataDetectorTypes = []
    /// The attributes new typing takes (kept; ``font`` and ``textColor`` draw the text).
    open var typingAttributes: [NSAttributedString.Key: Any] = [:]
    /// The attributes links are drawn with (kept).
    open var linkTextAttributes: [NSAttributedString.Key: Any]! = [:]
    /// Whether the user may change the text's styles (kept).
    open var allowsEditingTextAttributes = false
    /// The selected range (UTF-16 offsets): the caret at the end after typing.
    open var selectedRange = NSRange(location: 0, length: 0)
    /// The view shown instead of the keyboard (kept: there is no keyboard).
    open var inputView: UIView?
    /// The bar shown above the keyboard (kept: there is no keyboard).
    open var inputAccessoryView: UIView?
    /// Whether text stays when editing starts (kept).
    open var clearsOnInsertion = false

    // MARK: Text input traits (recorded: there is no keyboard)

    /// The keyboard's kind.
    open var keyboardType: UIKeyboardType = .default
    /// The keyboard's look.
    open var keyboardAppearance: UIKeyboardAppearance = .default
    /// The return key's title.
    open var returnKeyType: UIReturnKeyType = .default
    /// What the text view holds, for autofill.
    open var textContentType: UITextContentType?
    /// How the keyboard capitalises.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Whether the keyboard corrects.
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Whether the keyboard checks spelling.
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// Whether return is disabled while the text view is empty.
    open var enablesReturnKeyAutomatically = false
    /// Whether the text is hidden (kept).
    open var isSecureTextEntry = false

    private var editing = false

    /// The delegate as a text view's delegate (the scroll view's ``UIScrollView/delegate``).
    private var textDelegate: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }

    /// An empty text view in `frame` with its own text container.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, textContainer: nil)
    }

    /// An empty text view in `frame` laying its text out in `textContainer` (a new one when `nil`).
    public init(frame: CGRect, textContainer: NSTextContainer?) {
        self.textContainer = textContainer ?? NSTextContainer()
        super.init(frame: frame)
        backgroundColor = .systemBackground
        // The default background is the text view's own, not a setting appearances must leave alone.
        ownAppearanceKeys.remove("backgroundColor")
    }

    /// The proxy every text view drawn afterwards takes its appearance settings from:
    /// `UITextView.appearance().backgroundColor = .clear`.
    open override class func appearance() -> UITextView {
        AppearanceRegistry.proxy(for: self, containedIn: []) { UITextView(frame: .zero) }
    }

    /// The proxy for text views shown inside instances of `containerTypes`.
    open override class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UITextView {
        AppearanceRegistry.proxy(for: self, containedIn: containerTypes) { UITextView(frame: .zero) }
    }

    // MARK: First responder

    /// A text view takes the keyboard's input while it is editable.
    open override var canBecomeFirstResponder: Bool { isEditable }
    /// Whether the text view is editing.
    open override var isFirstResponder: Bool { editing }

    /// Starts editing, if editable and the delegate allows it: the delegate's
    /// `textViewDidBeginEditing(_:)` and ``textDidBeginEditingNotification``.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if editing { return true }
        guard canBecomeFirstResponder, textDelegate?.textViewShouldBeginEditing(self) ?? true else { return false }
        editing = true
        selectedRange = NSRange(location: storedText.utf16.count, length: 0)
        textDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        return true
    }

    /// Stops editing, if the delegate allows it: the delegate's `textViewDidEndEditing(_:)` and
    /// ``textDidEndEditingNotification``.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard editing else { return true }
        guard textDelegate?.textViewShouldEndEditing(self) ?? true else { return false }
        editing = false
        textDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
        return true
    }

    /// Scrolls so that `range` shows (kept: the text is drawn from the content offset set).
    open func scrollRangeToVisible(_ range: NSRange) {}

    // MARK: Typing

    /// Types `typed` as a keyboard does, character by character (see the type's documentation).
    func type(_ typed: String) {
        guard isEditable, becomeFirstResponder() else { return }
        for character in typed {
            let replacement = String(character)
            let range = NSRange(location: storedText.utf16.count, length: 0)
            guard textDelegate?.textView(self, shouldChangeTextIn: range, replacementText: replacement) ?? true else { continue }
            storedText += replacement
            storedAttributedText = nil
            selectedRange = NSRange(location: storedText.utf16.count, length: 0)
            // The caret moves past the character, then the change is told, as UIKit orders them.
            textDelegate?.textViewDidChangeSelection(self)
            textDelegate?.textViewDidChange(self)
            NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
        }
    }

    // MARK: Measuring

    private var shownFont: UIFont { font ?? .systemFont(ofSize: 12) }
    private var shownColor: UIColor { textColor ?? .label }

    /// The text as runs in `environment`.
    private func paragraph(in environment: EnvironmentValues) -> UIKitParagraph {
        if let storedAttributedText {
            return UIKitParagraph(
                attributed: storedAttributedText, font: shownFont, color: shownColor, alignment: textAlignment, environment: environment)
        }
        return UIKitParagraph(string: storedText, font: shownFont, color: shownColor, alignment: textAlignment, environment: environment)
    }

    /// The space between the bounds' sides and the text: the inset and the line padding.
    private var horizontalInsets: (left: Double, right: Double) {
        let padding = Double(textContainer.lineFragmentPadding)
        return (Double(textContainerInset.left) + padding, Double(textContainerInset.right) + padding)
    }

    /// The height the text takes at `width` with the insets (one line of the font when empty).
    func contentHeight(width: Double?, environment: EnvironmentValues) -> Double {
        let paragraph = self.paragraph(in: environment)
        let insets = horizontalInsets
        let textWidth = width.map { max(0, $0 - insets.left - insets.right) }
        let node = paragraph.node(lines: textContainer.maximumNumberOfLines, lineBreakMode: textContainer.lineBreakMode)
        let height = paragraph.runs.isEmpty ? paragraph.lineHeight : node.layout(forWidth: textWidth).size.height
        return height + Double(textContainerInset.top + textContainerInset.bottom)
    }

    /// Without scrolling, the text's height at the view's width (and no intrinsic width); with
    /// scrolling, no intrinsic size, as UIKit's.
    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return super.intrinsicContentSize }
        let width = bounds.width > 0 ? Double(bounds.width) : nil
        return CGSize(width: UIView.noIntrinsicMetric, height: ceil(contentHeight(width: width, environment: EnvironmentValues())))
    }

    /// `size`'s width and the text's height at it.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 ? Double(size.width) : nil
        return CGSize(width: size.width, height: ceil(contentHeight(width: width, environment: EnvironmentValues())))
    }

    // MARK: Drawing

    override func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        let summary = "text=\"\(storedText)\"" + (isEditable ? "" : " readOnly") + (isScrollEnabled ? "" : " selfSizing")
        return UIKitContentNode(
            view: self, kindName: "UITextView", environment: environment, summary: summary,
            measure: { [self] proposal in
                let width = finite(proposal.width) ?? 320
                if isScrollEnabled, let height = finite(proposal.height) { return Size(width: width, height: height) }
                return Size(width: width, height: contentHeight(width: width, environment: environment))
            },
            drawContent: { [self] canvas, rect in
                let paragraph = self.paragraph(in: environment)
                guard !paragraph.runs.isEmpty else { return }
                let insets = horizontalInsets
                let width = max(0, rect.width - insets.left - insets.right)
                let node = paragraph.node(lines: textContainer.maximumNumberOfLines, lineBreakMode: textContainer.lineBreakMode)
                let height = node.layout(forWidth: width).size.height
                canvas.withSavedState {
                    canvas.clip(to: rect)
                    let top = rect.minY + Double(textContainerInset.top) - Double(contentOffset.y)
                    drawParagraph(node, in: Rect(x: rect.minX + insets.left, y: top, width: width, height: height), on: canvas)
                }
            },
            element: { [self] frame in
                let binding = Binding<String>(
                    get: { [self] in storedText },
                    set: { [self] newValue in
                        if newValue.hasPrefix(storedText) { type(String(newValue.dropFirst(storedText.count))) }
                    })
                return InteractiveElement(
                    kind: .textField, label: accessibilityLabel ?? "", frame: frame, isEnabled: isEditable && isUserInteractionEnabled,
                    value: storedText.isEmpty ? nil : storedText, action: .textEntry(binding), submit: { [self] in type("\n") })
            })
    }
}
