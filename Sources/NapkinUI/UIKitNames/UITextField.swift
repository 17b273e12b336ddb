import Foundation
internal import Raster

/// What a ``UITextField`` asks and tells its delegate, as UIKit's `UITextFieldDelegate`. Every
/// method is optional: the defaults allow everything and do nothing.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: NSObjectProtocol {
    /// Whether the field may start editing (`true`).
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Called when the field became the first responder.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether the field may stop editing (`true`).
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Called when the field stopped being the first responder.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Called when the field stopped editing, with why.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Whether the characters in `range` (UTF-16 offsets) may be replaced by `string` (`true`).
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// Called after the text or the selection changed.
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// Whether the clear button may empty the field (`true`).
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Whether the field does what the return key does (`true`); a delegate usually resigns the
    /// field or moves to the next one here.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    /// Allows it.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    /// Allows it.
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    /// Calls ``textFieldDidEndEditing(_:)``, as UIKit does for a delegate without this method.
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    /// Allows it.
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        true
    }
    /// Does nothing.
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    /// Allows it.
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    /// Allows it.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

/// UIKit's one-line text field, as SwiftUI files wrap it in a `UIViewRepresentable` (a field that
/// becomes the first responder when shown, a field whose delegate filters what is typed).
///
/// Drawn as iOS draws it: the text (or one dot per character when ``isSecureTextEntry``) in
/// ``font`` (the system font at 17 points) and ``textColor`` (`.label`), or the ``placeholder`` in
/// placeholderText grey, centred vertically, aligned by ``textAlignment``, cut with an ellipsis at
/// rest; ``borderStyle`` `.roundedRect` draws the box SwiftUI's `.roundedBorder` style draws (a white
/// box, dark grey in dark mode, with a grey hairline and 5-point corners, the text 7 points inside,
/// 34 points tall), `.line` a 1-point dark frame and `.bezel` a grey frame with a darker top edge (the
/// last two with the text 4 points inside and 30 points tall, which could not be confirmed against
/// a device). ``leftView`` and ``rightView`` sit at the ends when their modes say so, the clear
/// button (a grey `xmark.circle.fill`) before the right end while there is text and
/// ``clearButtonMode`` says so, and a first responder shows its caret in the tint colour after the text.
///
/// In a SwiftUI hierarchy the field takes the width offered and its own height. `Window.type(_:into:)`
/// finds it by its ``UIView/accessibilityLabel`` (else its placeholder) and types character by
/// character, as a keyboard does: the field becomes the first responder, asks the delegate
/// `textField(_:shouldChangeCharactersIn:replacementString:)` for each character, and for each one
/// taken sends ``UIControl/Event/editingChanged``, posts ``textDidChangeNotification`` and tells the
/// delegate `textFieldDidChangeSelection(_:)`. `Window.submit(_:)` presses return: the delegate's
/// `textFieldShouldReturn(_:)`, then the ``UIControl/Event/editingDidEndOnExit`` and
/// ``UIControl/Event/primaryActionTriggered`` actions. Setting ``text`` in code tells no one, as in UIKit.
@preconcurrency @MainActor
open class UITextField: UIControl {
    /// When an overlay view (``leftView``, ``rightView``, the clear button) shows, as UIKit's
    /// `UITextField.ViewMode`.
    public enum ViewMode: Int, Sendable, Hashable {
        /// Never.
        case never
        /// While the field is the first responder.
        case whileEditing
        /// While the field is not the first responder.
        case unlessEditing
        /// Always.
        case always

        func shows(editing: Bool) -> Bool {
            switch self {
            case .never: false
            case .whileEditing: editing
            case .unlessEditing: !editing
            case .always: true
            }
        }
    }

    /// Why editing ended, as UIKit's `UITextField.DidEndEditingReason`.
    public enum DidEndEditingReason: Int, Sendable, Hashable {
        /// The field resigned.
        case committed
        /// Editing was cancelled.
        case cancelled
    }

    /// The field's frame, as UIKit's `UITextField.BorderStyle`.
    public enum BorderStyle: Int, Sendable, Hashable {
        /// No frame (the default): the text on the background.
        case none
        /// A thin dark rectangle.
        case line
        /// A bezelled rectangle.
        case bezel
        /// A rounded box with a hairline border.
        case roundedRect
    }

    /// Posted after the text changed by typing.
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted when the field became the first responder.
    nonisolated public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted when the field stopped being the first responder.
    nonisolated public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")

    /// The text; setting `nil` empties it (the getter then answers `""`, as UIKit's).
    open var text: String? {
        get { storedText }
        set {
            storedText = newValue ?? ""
            storedAttributedText = nil
        }
    }
    private var storedText = ""
    /// The styled text: the attributed string set, else ``text`` in ``font`` and ``textColor``.
    open var attributedText: NSAttributedString? {
        get {
            storedAttributedText ?? NSAttributedString(string: storedText, attributes: [.font: font!, .foregroundColor: textColor!])
        }
        set {
            storedAttributedText = newValue
            storedText = newValue?.string ?? ""
        }
    }
    private var storedAttributedText: NSAttributedString?
    /// What shows in grey while the field is empty.
    open var placeholder: String? {
        get { storedPlaceholder }
        set {
            storedPlaceholder = newValue
            storedAttributedPlaceholder = nil
        }
    }
    private var storedPlaceholder: String?
    /// A styled placeholder: its runs' own colours and fonts (placeholderText grey and ``font`` elsewhere).
    open var attributedPlaceholder: NSAttributedString? {
        get { storedAttributedPlaceholder ?? storedPlaceholder.map { NSAttributedString(string: $0) } }
        set {
            storedAttributedPlaceholder = newValue
            storedPlaceholder = newValue?.string
        }
    }
    private var storedAttributedPlaceholder: NSAttributedString?
    /// The font: the system font at 17 points by default; `nil` restores it.
    open var font: UIFont? {
        get { storedFont }
        set { storedFont = newValue ?? UILabel.defaultFont }
    }
    private var storedFont = UILabel.defaultFont
    /// The text colour: `.label` by default; `nil` restores it.
    open var textColor: UIColor? {
        get { storedTextColor }
        set { storedTextColor = newValue ?? .label }
    }
    private var storedTextColor = UIColor.label
    /// How the text lines up: `.natural` by default.
    open var textAlignment: NSTextAlignment = .natural
    /// The frame drawn around the field: `.none` by default.
    open var borderStyle: BorderStyle = .none
    /// When the clear button shows (`.never` by default); only while there is text.
    open var clearButtonMode: ViewMode = .never
    /// Whether the field empties when it starts editing (`false`).
    open var clearsOnBeginEditing = false
    /// The view at the start of the field (a magnifying glass, a label), when ``leftViewMode`` says.
    open var leftView: UIView?
    /// When ``leftView`` shows (`.never` by default).
    open var leftViewMode: ViewMode = .never
    /// The view at the end of the field (a button), when ``rightViewMode`` says.
    open var rightView: UIView?
    /// When ``rightView`` shows (`.never` by default).
    open var rightViewMode: ViewMode = .never
    /// Whether the text shrinks to fit the width (kept: the text is cut with an ellipsis instead).
    open var adjustsFontSizeToFitWidth = false
    /// The smallest font size the text shrinks to (kept with ``adjustsFontSizeToFitWidth``).
    open var minimumFontSize: CGFloat = 0
    /// The background image (kept: not drawn).
    open var background: UIImage?
    /// The attributes new typing takes (kept).
    open var typingAttributes: [NSAttributedString.Key: Any]?
    /// The attributes of the whole text (kept; ``font`` and ``textColor`` draw it).
    open var defaultTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Whether the field is being edited: while it is the first responder.
    open var isEditing: Bool { editing }
    /// The object asked and told about editing.
    open weak var delegate: (any UITextFieldDelegate)?
    /// The view shown instead of the keyboard (kept: there is no keyboard).
    open var inputView: UIView?
    /// The bar shown above the keyboard (kept: there is no keyboard).
    open var inputAccessoryView: UIView?

    // MARK: Text input traits (recorded: there is no keyboard)

    /// The keyboard's kind.
    open var keyboardType: UIKeyboardType = .default
    /// The keyboard's look.
    open var keyboardAppearance: UIKeyboardAppearance = .default
    /// The return key's title.
    open var returnKeyType: UIReturnKeyType = .default
    /// What the field holds, for autofill.
    open var textContentType: UITextContentType?
    /// How the keyboard capitalises.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Whether the keyboard corrects.
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Whether the keyboard checks spelling.
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// Whether return is disabled while the field is empty.
    open var enablesReturnKeyAutomatically = false
    /// Whether the text is hidden as dots (a password).
    open var isSecureTextEntry = false

    private var editing = false

    /// An empty field in `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// The proxy every field drawn afterwards takes its appearance settings from.
    open override class func appearance() -> UITextField {
        AppearanceRegistry.proxy(for: self, containedIn: []) { UITextField(frame: .zero) }
    }

    /// The proxy for fields shown inside instances of `containerTypes`.
    open override class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UITextField {
        AppearanceRegistry.proxy(for: self, containedIn: containerTypes) { UITextField(frame: .zero) }
    }

    // MARK: First responder

    /// A field takes the keyboard's input while it is enabled.
    open override var canBecomeFirstResponder: Bool { isEnabled }
    /// Whether the field is editing.
    open override var isFirstResponder: Bool { editing }

    /// Starts editing, if the field is enabled and the delegate allows it: the delegate's
    /// `textFieldDidBeginEditing(_:)`, ``UIControl/Event/editingDidBegin`` and
    /// ``textDidBeginEditingNotification``. Answers whether the field is editing.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if editing { return true }
        guard canBecomeFirstResponder, delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        editing = true
        if clearsOnBeginEditing { storedText = "" }
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        return true
    }

    /// Stops editing, if the delegate allows it: the delegate's `textFieldDidEndEditing(_:reason:)`,
    /// ``UIControl/Event/editingDidEnd`` and ``textDidEndEditingNotification``.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard editing else { return true }
        guard delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
        editing = false
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
        return true
    }

    // MARK: Typing

    /// Types `typed` as a keyboard does, character by character (see the type's documentation).
    func type(_ typed: String) {
        guard becomeFirstResponder() else { return }
        for character in typed {
            let replacement = String(character)
            let range = NSRange(location: storedText.utf16.count, length: 0)
            guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: replacement) ?? true else { continue }
            storedText += replacement
            storedAttributedText = nil
            sendActions(for: .editingChanged)
            NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
            delegate?.textFieldDidChangeSelection(self)
        }
    }

    /// Presses return (see the type's documentation).
    func pressReturn() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        sendActions(for: [.editingDidEndOnExit, .primaryActionTriggered])
    }

    // MARK: Geometry

    /// Whether the field draws as a search field (``UISearchTextField``): a rounded grey fill.
    var drawsSearchFieldLook: Bool { false }

    /// The placeholder's colour: placeholderText grey (a search field's is secondaryLabel).
    var placeholderColor: UIColor { drawsSearchFieldLook ? .secondaryLabel : .placeholderText }

    /// The space between the frame and the text for the border style.
    var textInsets: (horizontal: Double, vertical: Double) {
        if drawsSearchFieldLook {
            return (SearchBarMetrics.iconInset, max(0, (SearchBarMetrics.fieldHeight - font!.font.spec.lineHeight) / 2))
        }
        return switch borderStyle {
        case .none: (0, 0)
        case .line, .bezel: (4, 5)
        case .roundedRect: (RoundedBorderMetrics.inset, RoundedBorderMetrics.inset)
        }
    }

    /// The side of the clear button's square.
    static let clearButtonSide: CGFloat = 19

    private var showsClearButton: Bool { !storedText.isEmpty && clearButtonMode.shows(editing: editing) }
    private var showsLeftView: Bool { leftView != nil && leftViewMode.shows(editing: editing) }
    private var showsRightView: Bool { rightView != nil && rightViewMode.shows(editing: editing) }

    /// An overlay view's size: its frame's, else its intrinsic size.
    private func overlaySize(_ view: UIView) -> CGSize {
        if view.frame.width > 0 || view.frame.height > 0 { return view.frame.size }
        let intrinsic = view.intrinsicContentSize
        return CGSize(width: max(0, intrinsic.width), height: max(0, intrinsic.height))
    }

    /// The left view at the start of `bounds`, centred vertically (zero when it does not show).
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        guard showsLeftView, let leftView else { return CGRect(x: bounds.minX, y: bounds.midY, width: 0, height: 0) }
        let size = overlaySize(leftView)
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The right view at the end of `bounds`, centred vertically (zero when it does not show).
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        guard showsRightView, let rightView else { return CGRect(x: bounds.maxX, y: bounds.midY, width: 0, height: 0) }
        let size = overlaySize(rightView)
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The clear button before the right view (or the end), inside the border's inset.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let side = Self.clearButtonSide
        guard showsClearButton else { return CGRect(x: bounds.maxX, y: bounds.midY, width: 0, height: 0) }
        let end = showsRightView ? rightViewRect(forBounds: bounds).minX : bounds.maxX - CGFloat(textInsets.horizontal)
        return CGRect(x: end - side, y: bounds.midY - side / 2, width: side, height: side)
    }

    /// Where the text is drawn: the bounds inside the border's inset, between the left view and
    /// the right view or clear button.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        let inset = CGFloat(textInsets.horizontal), vertical = CGFloat(textInsets.vertical)
        var start = bounds.minX + inset
        var end = bounds.maxX - inset
        if showsLeftView { start = max(start, leftViewRect(forBounds: bounds).maxX) }
        if showsRightView { end = min(end, rightViewRect(forBounds: bounds).minX) }
        if showsClearButton { end = min(end, clearButtonRect(forBounds: bounds).minX - 4) }
        return CGRect(x: start, y: bounds.minY + vertical, width: max(0, end - start), height: max(0, bounds.height - 2 * vertical))
    }

    /// Where the placeholder is drawn: the text's rectangle.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// Where the text is drawn while editing: the text's rectangle.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The field's height for its font and border, and the width of its text (or placeholder)
    /// with the insets and overlay views.
    open override var intrinsicContentSize: CGSize {
        let environment = EnvironmentValues()
        let shown = shownParagraph(in: environment)
        let width =
            isSecureTextEntry && !storedText.isEmpty
            ? dotsWidth : shown.node(lines: 1, lineBreakMode: .byClipping).layout(forWidth: nil).size.width
        var total = width + 2 * textInsets.horizontal
        if showsLeftView, let leftView { total += Double(overlaySize(leftView).width) }
        if showsRightView, let rightView { total += Double(overlaySize(rightView).width) }
        if showsClearButton { total += Double(Self.clearButtonSide) + 4 }
        return CGSize(width: total, height: intrinsicHeight)
    }

    /// The field's intrinsic size: it keeps its height whatever `size` offers.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// One line of the font and the border's insets; at least an overlay view's height.
    var intrinsicHeight: Double {
        var height = font!.font.spec.lineHeight + 2 * textInsets.vertical
        if showsLeftView, let leftView { height = max(height, Double(overlaySize(leftView).height)) }
        if showsRightView, let rightView { height = max(height, Double(overlaySize(rightView).height)) }
        return height
    }

    /// The text, the dots or the placeholder as runs.
    private func shownParagraph(in environment: EnvironmentValues) -> UIKitParagraph {
        let font = self.font!, color = textColor!
        if storedText.isEmpty {
            let grey = placeholderColor
            if let storedAttributedPlaceholder {
                return UIKitParagraph(
                    attributed: storedAttributedPlaceholder, font: font, color: grey, alignment: textAlignment, environment: environment)
            }
            return UIKitParagraph(
                string: storedPlaceholder ?? "", font: font, color: grey, alignment: textAlignment, environment: environment)
        }
        if isSecureTextEntry {
            let dots = String(repeating: "\u{25CF}", count: storedText.count)
            return UIKitParagraph(string: dots, font: font, color: color, alignment: textAlignment, environment: environment)
        }
        if let storedAttributedText {
            return UIKitParagraph(
                attributed: storedAttributedText, font: font, color: color, alignment: textAlignment, environment: environment)
        }
        return UIKitParagraph(string: storedText, font: font, color: color, alignment: textAlignment, environment: environment)
    }

    /// The text as the field shows it: one dot per character when secure.
    var shownValue: String { isSecureTextEntry ? String(repeating: "\u{2022}", count: storedText.count) : storedText }

    // MARK: Drawing

    override func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        let left = showsLeftView ? leftView?.node(in: environment) : nil
        let right = showsRightView ? rightView?.node(in: environment) : nil
        let summary =
            "\"\(placeholder ?? "")\" text=\"\(shownValue)\""
            + (editing ? " firstResponder" : "") + (keyboardType == .default ? "" : " keyboard=\(keyboardType.name)")
        return UIKitContentNode(
            view: self, kindName: drawsSearchFieldLook ? "UISearchTextField" : "UITextField", environment: environment, summary: summary,
            isDimmed: !isEnabled, drawsBackground: !drawsSearchFieldLook && borderStyle != .roundedRect,
            measure: { [self] proposal in
                let width = finite(proposal.width) ?? max(Double(intrinsicContentSize.width), 100)
                return Size(width: width, height: intrinsicHeight)
            },
            drawContent: { [self] canvas, rect in
                draw(in: rect, on: canvas, left: left, right: right, environment: environment)
            },
            element: { [self] frame in
                let binding = Binding<String>(
                    get: { [self] in storedText },
                    set: { [self] newValue in
                        if newValue.hasPrefix(storedText) { type(String(newValue.dropFirst(storedText.count))) }
                    })
                return InteractiveElement(
                    kind: isSecureTextEntry ? .secureField : .textField, label: accessibilityLabel ?? placeholder ?? "", frame: frame,
                    isEnabled: isEnabled, value: storedText.isEmpty ? nil : shownValue, action: .textEntry(binding),
                    submit: { [self] in pressReturn() })
            })
    }

    private func draw(in rect: Rect, on canvas: Raster.Canvas, left: LayoutNode?, right: LayoutNode?, environment: EnvironmentValues) {
        let bounds = CGRect(rect)
        drawBorder(in: rect, on: canvas, environment: environment)
        if let left {
            let frame = Rect(leftViewRect(forBounds: bounds))
            left.place(in: frame, context: PlacementContext(bounds: frame, safeRect: frame))
            left.draw(in: canvas)
        }
        if let right {
            let frame = Rect(rightViewRect(forBounds: bounds))
            right.place(in: frame, context: PlacementContext(bounds: frame, safeRect: frame))
            right.draw(in: canvas)
        }
        if showsClearButton, let glyph = UIImage(systemName: "xmark.circle.fill") {
            let grey = UIColor.tertiaryLabel.color.srgb(in: environment)
            glyph.draw(
                in: Rect(clearButtonRect(forBounds: bounds).insetBy(dx: 1.5, dy: 1.5)), on: canvas, templateTint: grey,
                environment: environment)
        }
        let textArea = Rect(editing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds))
        let paragraph = shownParagraph(in: environment)
        let node = paragraph.node(lines: 1, lineBreakMode: editing ? .byClipping : .byTruncatingTail)
        let full = node.layout(forWidth: nil).size
        let lineHeight = max(full.height, paragraph.lineHeight)
        let top = textArea.midY - lineHeight / 2
        var caretX = textArea.minX
        canvas.withSavedState {
            canvas.clip(to: canvas.snap(Rect(x: textArea.minX, y: rect.minY, width: textArea.width, height: rect.height)))
            if isSecureTextEntry, !storedText.isEmpty {
                caretX = drawDots(in: textArea, lineTop: top, alignment: paragraph.alignment, on: canvas, environment: environment)
            } else if editing, full.width > textArea.width, !storedText.isEmpty {
                // Editing a long text shows its end, where the caret is, as UIKit scrolls the line.
                let lineRect = Rect(x: textArea.maxX - full.width, y: top, width: full.width, height: lineHeight)
                drawParagraph(node, in: lineRect, on: canvas)
                caretX = textArea.maxX
            } else if !paragraph.runs.isEmpty {
                drawParagraph(node, in: Rect(x: textArea.minX, y: top, width: textArea.width, height: lineHeight), on: canvas)
                if !storedText.isEmpty {
                    let used = min(full.width, textArea.width)
                    caretX =
                        switch paragraph.alignment {
                        case .leading: textArea.minX + used
                        case .center: textArea.midX + used / 2
                        case .trailing: textArea.maxX
                        }
                } else if paragraph.alignment == .trailing {
                    caretX = textArea.maxX
                } else if paragraph.alignment == .center {
                    caretX = textArea.midX
                }
            }
        }
        if editing {
            // iOS's caret: a 2-point bar in the tint colour, a little taller than the letters.
            let caretHeight = paragraph.lineHeight + 2
            let x = min(max(caretX, textArea.minX), textArea.maxX - 2)
            canvas.fill(
                .roundedRectangle(cornerRadius: 1), in: Rect(x: x, y: textArea.midY - caretHeight / 2, width: 2, height: caretHeight),
                with: tintColor.color.srgb(in: environment))
        }
    }

    /// iOS's dots for secure text in the font: their diameter and the distance from one's start
    /// to the next's (as NapkinUI's `SecureField` draws them).
    private var dotMetrics: (diameter: Double, pitch: Double) {
        let size = font!.font.spec.size
        return (size * 0.4, size * 0.62)
    }

    /// The width of the secure text's dots.
    private var dotsWidth: Double {
        let (diameter, pitch) = dotMetrics
        return Double(storedText.count - 1) * pitch + diameter
    }

    /// Draws one dot per character, centred on the letters' middle, aligned in `area` (the end
    /// showing while editing a row longer than the area); answers where the caret goes.
    private func drawDots(
        in area: Rect, lineTop: Double, alignment: LineAlignment, on canvas: Raster.Canvas, environment: EnvironmentValues
    )
        -> Double
    {
        let spec = font!.font.spec
        let (diameter, pitch) = dotMetrics
        let width = dotsWidth
        var x: Double =
            switch alignment {
            case .leading: area.minX
            case .center: area.midX - width / 2
            case .trailing: area.maxX - width
            }
        if editing, width > area.width { x = area.maxX - width }
        let centerY = lineTop + spec.ascender - spec.capHeight * 0.42
        let color = textColor!.color.srgb(in: environment)
        for index in 0..<storedText.count {
            let dot = Rect(x: x + Double(index) * pitch, y: centerY - diameter / 2, width: diameter, height: diameter)
            canvas.fill(.ellipse, in: dot, with: color)
        }
        return x + width + 1
    }

    private func drawBorder(in rect: Rect, on canvas: Raster.Canvas, environment: EnvironmentValues) {
        let pixel = 1 / canvas.scale
        if drawsSearchFieldLook {
            let fill = (backgroundColor?.color ?? .tertiarySystemFill).srgb(in: environment)
            canvas.fill(.roundedRectangle(cornerRadius: SearchBarMetrics.cornerRadius), in: canvas.snap(rect), with: fill)
            return
        }
        switch borderStyle {
        case .none:
            break
        case .roundedRect:
            let shape = ShapeKind.roundedRectangle(cornerRadius: RoundedBorderMetrics.cornerRadius)
            canvas.fill(shape, in: rect, with: (backgroundColor?.color ?? RoundedBorderMetrics.fill).srgb(in: environment))
            canvas.stroke(
                shape, in: rect.insetBy(dx: pixel / 2, dy: pixel / 2), with: RoundedBorderMetrics.border.srgb(in: environment),
                lineWidth: pixel)
        case .line:
            canvas.stroke(.rectangle, in: rect.insetBy(dx: 0.5, dy: 0.5), with: UIColor.label.color.srgb(in: environment), lineWidth: 1)
        case .bezel:
            canvas.stroke(
                .rectangle, in: rect.insetBy(dx: 0.5, dy: 0.5), with: UIColor.systemGray.color.srgb(in: environment), lineWidth: 1)
            canvas.fill(
                .rectangle, in: Rect(x: rect.minX, y: rect.minY, width: rect.width, height: 1),
                with: UIColor.darkGray.color.srgb(in: environment))
        }
    }
}
