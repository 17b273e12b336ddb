import Foundation
internal import Raster

/// One thing on screen a user can act on: a button, a tab bar item, a navigation back button,
/// a text field or a secure field, a toggle, picker, menu, slider, stepper, date picker or
/// link, a navigation link or an alert's action, with its label and frame as laid out.
///
/// `Window.interactiveElements()` lays the window out and collects every element in one walk
/// of the laid-out tree, back to front. `Window.tap(label:)`, `Window.tap(at:)` and
/// `Window.type(_:into:)` act on what that same walk finds, so whatever the walk sees a test
/// can reach, and every failure is an ``InteractionError`` listing the same elements.
///
/// Disabled controls are elements too (with ``isEnabled`` false): a test can see that a
/// button is there but dimmed, and an error can say so instead of "not found".
///
/// ## Adding a control
///
/// A new control (a `Toggle`, a `Picker`, a `Link`, an alert's action) plugs in at two
/// places inside NapkinUI, and nothing else changes:
///
/// 1. Add a case to ``Kind``. `Kind.interaction` switches over every case, so the compiler
///    asks whether the new kind is tapped or typed into.
/// 2. Make its layout node produce the element, by overriding `interactiveElement` (and
///    `hasInnerElements` with `false` when what the node draws inside is part of it):
///    ```swift
///    override var interactiveElement: InteractiveElement? {
///        InteractiveElement(
///            kind: .toggle, label: accessibilityLabel ?? textContent, frame: frame,
///            isEnabled: isEnabled, action: .tap { [isOn] in isOn.wrappedValue.toggle() })
///    }
///    ```
/// 3. Say what VoiceOver makes of the kind (its role, traits and value) in
///    `InteractiveElement+Accessibility.swift`; `Kind.accessibilityRole` switches over every
///    case, so the compiler asks.
///
/// The window's lookups, hit-testing and error messages then know the control by its label,
/// and `Window.accessibilityElements()` reads it as VoiceOver would.
public struct InteractiveElement {
    /// What kind of control an element is.
    ///
    /// Add a case here for each new control (see ``InteractiveElement``); its
    /// ``interaction`` says how a test drives it.
    public enum Kind: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
        /// A `Button`.
        case button
        /// An item in a `TabBarController`'s bar.
        case tab
        /// The back button of a `NavigationController`'s bar, labelled "Back".
        case backButton
        /// A `TextField`.
        case textField
        /// A `SecureField`.
        case secureField
        /// A `Toggle`: a tap flips it.
        case toggle
        /// A `Picker`: a test chooses one of its options by label.
        case picker
        /// A `Menu`: a test chooses one of its items by label, which runs the item's action.
        case menu
        /// A `Slider`: a test sets its value.
        case slider
        /// A `Stepper`: a test sets, increments or decrements its value.
        case stepper
        /// A `DatePicker`: a test sets its date.
        case datePicker
        /// A `Link`: a tap opens its URL through the environment's `openURL`.
        case link
        /// A `NavigationLink`: a tap pushes its destination.
        case navigationLink
        /// A button of an alert or a confirmation dialog: a tap runs it and closes the alert.
        case alertAction
        /// A row's `.swipeActions` button, settled under the row (VoiceOver's custom action).
        case swipeAction
        /// A `.contextMenu` item, reached without the long press.
        case contextMenuItem
        /// A scroll view's or list's `.refreshable` pull-to-refresh.
        case refreshControl
        /// A view's `.onLongPressGesture`: `Window.longPress(_:)` runs it.
        case longPress
        /// A row of a `ForEach` with `.onDelete` or `.onMove`: a test deletes or moves it.
        case editableRow

        /// How a test drives this kind of element.
        public var interaction: Interaction {
            switch self {
            case .button, .tab, .backButton, .toggle, .link, .navigationLink, .alertAction: .tap
            case .textField, .secureField: .textEntry
            case .picker, .menu: .selection
            case .slider, .stepper: .adjustment
            case .datePicker: .dateEntry
            case .swipeAction, .contextMenuItem, .refreshControl, .longPress: .custom
            case .editableRow: .editing
            }
        }

        /// The kind in words, for messages ("back button", "secure field").
        public var description: String {
            switch self {
            case .button: "button"
            case .tab: "tab"
            case .backButton: "back button"
            case .textField: "text field"
            case .secureField: "secure field"
            case .toggle: "toggle"
            case .picker: "picker"
            case .menu: "menu"
            case .slider: "slider"
            case .stepper: "stepper"
            case .datePicker: "date picker"
            case .link: "link"
            case .navigationLink: "navigation link"
            case .alertAction: "alert action"
            case .swipeAction: "swipe action"
            case .contextMenuItem: "context menu item"
            case .refreshControl: "refresh control"
            case .longPress: "long press"
            case .editableRow: "editable row"
            }
        }
    }

    /// How a test acts on an element.
    public enum Interaction: Sendable, Hashable {
        /// `Window.tap(label:)` and `Window.tap(at:)` run its action.
        case tap
        /// `Window.type(_:into:)` appends text through its binding.
        case textEntry
        /// `Window.select(_:in:)` chooses one of its options by label.
        case selection
        /// `Window.setValue(_:of:)`, `Window.increment(_:)` and `Window.decrement(_:)` change
        /// its number.
        case adjustment
        /// `Window.setDate(_:of:)` sets its date.
        case dateEntry
        /// Performed by name, not by a touch on screen: swipe actions, context menu items and
        /// pull-to-refresh, long presses (`Window.swipeAction(_:onRow:)`, `contextMenuAction(_:on:)`,
        /// `pullToRefresh()`, `longPress(_:)`).
        case custom
        /// `Window.deleteRow(_:)` and `Window.moveRow(_:toOffset:)` delete or move it.
        case editing

        /// Every kind driven this way, in ``Kind``'s order (what an action expects to find).
        public var kinds: [Kind] { Kind.allCases.filter { $0.interaction == self } }
    }

    /// What acting on the element does; its case matches the kind's ``Kind/interaction``.
    enum Action {
        /// Runs when the element is tapped.
        case tap(@MainActor () -> Void)
        /// Receives typed text.
        case textEntry(Binding<String>)
        /// Chooses the option at an index of ``InteractiveElement/options``.
        case selection(@MainActor (Int) -> Void)
        /// Reads and writes a number within bounds.
        case adjustment(Adjustment)
        /// Receives a date.
        case dateEntry(@MainActor (Date) -> Void)
        /// Runs when the element's custom action is performed by name.
        case custom(@MainActor () -> Void)
        /// A pull-to-refresh's action, awaited.
        case refresh(RefreshAction)
        /// Deletes or moves a row.
        case editing(RowActions)

        var interaction: Interaction {
            switch self {
            case .tap: .tap
            case .textEntry: .textEntry
            case .selection: .selection
            case .adjustment: .adjustment
            case .dateEntry: .dateEntry
            case .custom, .refresh: .custom
            case .editing: .editing
            }
        }
    }

    /// The number a slider or stepper controls, and the rule that keeps it in bounds.
    struct Adjustment {
        /// The current value.
        let get: @MainActor () -> Double
        /// Writes a value already clamped and snapped.
        let set: @MainActor (Double) -> Void
        /// The bounds, when the control has them.
        let range: ClosedRange<Double>?
        /// The distance between allowed values (a stepper's step, a slider's `step:`), or
        /// `nil` for a continuous slider.
        let step: Double?
        /// What one increment adds (a stepper's step; 1 otherwise).
        var increment: Double { step ?? 1 }

        /// `value` as the control would accept it: snapped to the step (counted from the
        /// lower bound) and clamped to the range, as dragging a slider's thumb or holding a
        /// stepper's button can never leave them.
        func accepted(_ value: Double) -> Double {
            var result = value
            if let step, step > 0 {
                let origin = range?.lowerBound ?? 0
                result = origin + ((result - origin) / step).rounded() * step
            }
            if let range { result = min(max(result, range.lowerBound), range.upperBound) }
            return result
        }
    }

    /// What kind of control this is.
    public let kind: Kind
    /// What the element is called: its accessibility label when it has one, otherwise its
    /// visible words (a button's label text, a field's title). Lookups compare this.
    public let label: String
    /// Where it is, in window points, as of the layout that found it.
    public var frame: CGRect { CGRect(layoutFrame) }
    /// ``frame`` as layout computed it.
    let layoutFrame: Rect
    /// False inside `.disabled(true)`: the element is drawn dimmed and ignores taps and typing.
    public let isEnabled: Bool
    /// What the control shows as its state, in words: "on"/"off" for a toggle, the chosen
    /// option for a picker, the number for a slider or stepper, the date as drawn for a date
    /// picker, the text of a field (a secure field's as dots); `nil` for buttons, tabs, links
    /// and empty fields.
    public let value: String?
    /// The options of a picker or the items of a menu, in order; empty for other kinds.
    public let options: [String]
    /// What a tap or typing does.
    let action: Action
    /// Where within its frame a tap hits it (a `.contentShape`); `nil` is the whole frame.
    let hitTest: (@MainActor (Point) -> Bool)?

    /// True when a tap at `point` hits the element: inside its frame and its content shape.
    @MainActor
    func contains(_ point: Point) -> Bool {
        layoutFrame.contains(point) && (hitTest?(point) ?? true)
    }

    /// The same element hit only where `hitTest` says.
    func hit(by hitTest: @escaping @MainActor (Point) -> Bool) -> InteractiveElement {
        InteractiveElement(
            kind: kind, label: label, frame: layoutFrame, isEnabled: isEnabled, value: value, options: options, action: action,
            hitTest: hitTest, submit: submit)
    }
    /// What submitting a text field runs (the return key), or `nil` for other kinds.
    let submit: (@MainActor () -> Void)?

    /// Whether `label` answers a lookup of `query`: labels compare without regard to case, so
    /// that "LOGIN" drawn in capitals is found as "Login".
    static func label(_ label: String, matches query: String) -> Bool {
        label.compare(query, options: .caseInsensitive) == .orderedSame
    }

    /// An element; `action` must be the kind of action `kind` takes.
    init(
        kind: Kind, label: String, frame: Rect, isEnabled: Bool, value: String? = nil, options: [String] = [], action: Action,
        hitTest: (@MainActor (Point) -> Bool)? = nil, submit: (@MainActor () -> Void)? = nil
    ) {
        // A mismatch is a programming error in NapkinUI itself (a producer paired a kind with
        // the wrong action), never something a user of the library can cause.
        precondition(action.interaction == kind.interaction, "a \(kind) element needs a \(kind.interaction) action")
        self.kind = kind
        self.label = label
        layoutFrame = frame
        self.isEnabled = isEnabled
        self.value = value
        self.options = options
        self.action = action
        self.hitTest = hitTest
        self.submit = submit
    }
}
