import Foundation
internal import Raster

/// What a ``UISearchBar`` asks and tells its delegate, as UIKit's `UISearchBarDelegate`. Every
/// method is optional: the defaults allow everything and do nothing.
@preconcurrency @MainActor
public protocol UISearchBarDelegate: NSObjectProtocol {
    /// Whether the bar may start editing (`true`).
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    /// Called when the bar's field became the first responder.
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    /// Whether the bar may stop editing (`true`).
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    /// Called when the bar's field stopped being the first responder.
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    /// Called after typing changed the text.
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// Whether the characters in `range` (UTF-16 offsets) may be replaced by `text` (`true`).
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// Called when the keyboard's Search key was pressed.
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// Called when the Cancel button was tapped.
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
    /// Allows it.
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    /// Does nothing.
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    /// Allows it.
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
    /// Does nothing.
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    /// Does nothing.
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    /// Allows it.
    public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    /// Does nothing.
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing.
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
}

/// The field inside a ``UISearchBar``, as UIKit's `UISearchTextField`: drawn as iOS's search
/// field (and as SwiftUI's `.searchable` field is), a 36-point rounded box of the tertiary system
/// fill with 10-point corners, a 16-point magnifying glass in secondaryLabel grey at its start and
/// the text or the placeholder (secondaryLabel grey too) 7 points after it.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
    override var drawsSearchFieldLook: Bool { true }

    /// An empty search field in `frame`, its glass in the left view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        let glass = SearchGlassView(image: UIImage(systemName: "magnifyingglass"))
        glass.tintColor = .secondaryLabel
        let side = CGFloat(SearchBarMetrics.iconSize)
        glass.frame = CGRect(x: 0, y: 0, width: side + CGFloat(SearchBarMetrics.textGap), height: side)
        glass.contentMode = .left
        leftView = glass
        leftViewMode = .always
        clearButtonMode = .whileEditing
        returnKeyType = .search
    }

    /// The left view after the field's 8-point inset.
    open override func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        super.leftViewRect(forBounds: bounds).offsetBy(dx: CGFloat(SearchBarMetrics.iconInset), dy: 0)
    }
}

/// UIKit's search bar, as SwiftUI files wrap it in a `UIViewRepresentable` (a search field above a
/// list before `.searchable`, or one whose delegate filters as the text changes).
///
/// Drawn as iOS draws it: its ``searchTextField`` (see ``UISearchTextField``) with the placeholder
/// "Search" unless ``placeholder`` says otherwise, 8 points in from the sides and centred in the
/// bar's 56 points, and the Cancel button (17-point text in the tint colour) after it while
/// ``showsCancelButton``. The `.default` and `.prominent` styles draw on ``barTintColor`` when set, and
/// `.minimal` never does (the bar's own grey background of some iOS versions is not drawn).
///
/// `Window.type(_:into:)` finds the field by its placeholder and types as into a ``UITextField``:
/// the delegate is asked `searchBar(_:shouldChangeTextIn:replacementText:)` and told
/// `searchBar(_:textDidChange:)` for each character; `Window.submit(_:)` presses Search
/// (`searchBarSearchButtonClicked(_:)`), and `Window.tap(label: "Cancel")` calls
/// `searchBarCancelButtonClicked(_:)`.
@preconcurrency @MainActor
open class UISearchBar: UIView {
    /// A search bar's look, as UIKit's `UISearchBar.Style`.
    public enum Style: Int, Sendable, Hashable {
        /// The system's (prominent).
        case `default`
        /// On the bar tint.
        case prominent
        /// The field alone, over what is behind.
        case minimal
    }

    /// The object asked and told about searching.
    open weak var delegate: (any UISearchBarDelegate)?
    /// The field the text is typed into.
    public let searchTextField = UISearchTextField(frame: .zero)
    /// The text typed; `nil` empties it.
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }
    /// The grey words while the field is empty: "Search" unless set.
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue ?? "Search" }
    }
    /// A line of words above the bar (kept: not drawn).
    open var prompt: String?
    /// The look: `.default`.
    open var searchBarStyle: Style = .default
    /// The bar's background colour for the default and prominent styles; `nil` for none.
    open var barTintColor: UIColor?
    /// Whether the bar is translucent (kept).
    open var isTranslucent = true
    /// Whether the Cancel button shows.
    open var showsCancelButton = false
    /// Whether the bookmark button shows (kept: not drawn).
    open var showsBookmarkButton = false
    /// Whether the results list button shows (kept: not drawn).
    open var showsSearchResultsButton = false
    /// The titles of the scope bar's segments (kept: not drawn).
    open var scopeButtonTitles: [String]?
    /// The selected scope's index (kept).
    open var selectedScopeButtonIndex = 0
    /// Whether the scope bar shows (kept: not drawn).
    open var showsScopeBar = false
    /// The view shown above the keyboard (kept: there is no keyboard).
    open var inputAccessoryView: UIView? {
        get { searchTextField.inputAccessoryView }
        set { searchTextField.inputAccessoryView = newValue }
    }
    /// The keyboard's kind (recorded: there is no keyboard).
    open var keyboardType: UIKeyboardType {
        get { searchTextField.keyboardType }
        set { searchTextField.keyboardType = newValue }
    }
    /// How the keyboard capitalises (recorded).
    open var autocapitalizationType: UITextAutocapitalizationType {
        get { searchTextField.autocapitalizationType }
        set { searchTextField.autocapitalizationType = newValue }
    }
    /// Whether the keyboard corrects (recorded).
    open var autocorrectionType: UITextAutocorrectionType {
        get { searchTextField.autocorrectionType }
        set { searchTextField.autocorrectionType = newValue }
    }
    /// The return key's title (recorded): Search by default.
    open var returnKeyType: UIReturnKeyType {
        get { searchTextField.returnKeyType }
        set { searchTextField.returnKeyType = newValue }
    }

    /// Forwards the field's delegate calls to the bar's delegate.
    private let forwarder = SearchFieldForwarder()

    /// The bar's height on an iPhone.
    static let height: Double = 56

    /// A search bar in `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        searchTextField.placeholder = "Search"
        forwarder.bar = self
        searchTextField.delegate = forwarder
        searchTextField.addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                self.delegate?.searchBar(self, textDidChange: self.searchTextField.text ?? "")
            }, for: .editingChanged)
    }

    /// Shows or hides the Cancel button; `animated` changes nothing in a still frame.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }

    /// Whether the field takes the keyboard's input.
    open override var isFirstResponder: Bool { searchTextField.isFirstResponder }
    /// The bar's field can take the keyboard's input while enabled.
    open override var canBecomeFirstResponder: Bool { searchTextField.canBecomeFirstResponder }

    /// Makes the field the first responder (asking the delegate first).
    @discardableResult
    open override func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }

    /// Ends editing in the field (asking the delegate first).
    @discardableResult
    open override func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }

    /// The bar's height (56 points) and no intrinsic width.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: CGFloat(Self.height)) }

    /// `size`'s width and the bar's height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: CGFloat(Self.height)) }

    override func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        let field = searchTextField.node(in: environment)
        var cancel: LayoutNode?
        if showsCancelButton {
            let button = UIButton(
                type: .system, primaryAction: UIAction(title: "Cancel") { [self] _ in delegate?.searchBarCancelButtonClicked(self) })
            button.titleLabel?.font = .systemFont(ofSize: 17)
            button.tintColor = ownTintColor
            cancel = button.node(in: environment)
        }
        let fill = searchBarStyle == .minimal ? nil : (barTintColor ?? backgroundColor)?.color.srgb(in: environment)
        return SearchBarNode(bar: self, field: field, cancel: cancel, fill: fill)
    }
}

/// A search field's glass: its symbol at 16 points, at the start of its frame, in its tint
/// resolved in the appearance it is shown in.
@MainActor
private final class SearchGlassView: UIImageView {
    override func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        UIKitContentNode(
            view: self, kindName: "UIImageView", environment: environment, summary: "magnifyingglass",
            measure: { [self] _ in Size(width: Double(frame.width), height: Double(frame.height)) },
            drawContent: { [self] canvas, rect in
                guard let image else { return }
                let side = SearchBarMetrics.iconSize
                image.draw(
                    in: Rect(x: rect.minX, y: rect.midY - side / 2, width: side, height: side), on: canvas,
                    templateTint: tintColor.color.srgb(in: environment), environment: environment)
            })
    }
}

/// The field's delegate inside a search bar: it hands each question to the bar's delegate.
@MainActor
private final class SearchFieldForwarder: NSObject, UITextFieldDelegate {
    weak var bar: UISearchBar?

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        guard let bar else { return true }
        return bar.delegate?.searchBarShouldBeginEditing(bar) ?? true
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        guard let bar else { return }
        bar.delegate?.searchBarTextDidBeginEditing(bar)
    }

    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        guard let bar else { return true }
        return bar.delegate?.searchBarShouldEndEditing(bar) ?? true
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        guard let bar else { return }
        bar.delegate?.searchBarTextDidEndEditing(bar)
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        guard let bar else { return true }
        return bar.delegate?.searchBar(bar, shouldChangeTextIn: range, replacementText: string) ?? true
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        guard let bar else { return true }
        bar.delegate?.searchBarSearchButtonClicked(bar)
        return true
    }
}

/// A search bar in place: as wide as offered and 56 points tall, its field 8 points in from the
/// sides and centred vertically, the Cancel button 8 points after the field.
@MainActor
private final class SearchBarNode: LayoutNode {
    let bar: UISearchBar
    let fill: SRGBColor?
    let hasCancel: Bool

    init(bar: UISearchBar, field: LayoutNode, cancel: LayoutNode?, fill: SRGBColor?) {
        self.bar = bar
        self.fill = fill
        hasCancel = cancel != nil
        super.init(children: [field] + (cancel.map { [$0] } ?? []))
    }

    override func computeSize(_ proposal: SizeProposal) -> Size {
        Size(width: finite(proposal.width) ?? 320, height: UISearchBar.height)
    }

    override func place(in rect: Rect, context: PlacementContext) {
        frame = rect
        if bar.superview == nil { bar.frame = CGRect(rect) }
        let inset = 8.0
        var fieldEnd = rect.maxX - inset
        if hasCancel {
            let cancel = children[1]
            let size = cancel.size(for: .unspecified)
            let cancelRect = Rect(x: rect.maxX - inset - size.width, y: rect.midY - size.height / 2, width: size.width, height: size.height)
            cancel.place(in: cancelRect, context: context)
            fieldEnd = cancelRect.minX - inset
        }
        let height = SearchBarMetrics.fieldHeight
        children[0].place(
            in: Rect(x: rect.minX + inset, y: rect.midY - height / 2, width: max(0, fieldEnd - rect.minX - inset), height: height),
            context: context)
    }

    override func draw(in canvas: Raster.Canvas) {
        if let fill { canvas.fill(.rectangle, in: frame, with: fill) }
        super.draw(in: canvas)
    }

    override var kind: String? { "UISearchBar" }
}
