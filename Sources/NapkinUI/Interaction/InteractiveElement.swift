/// One thing on screen a user can act on: a button, a tab bar item, a navigation back button,
/// a text field or a secure field, with its label and frame as laid out.
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
/// 2. Make its layout node produce the element, by overriding `collectElements(into:)`:
///    ```swift
///    override func collectElements(into elements: inout [InteractiveElement]) {
///        elements.append(InteractiveElement(
///            kind: .toggle, label: accessibilityLabel ?? textContent, frame: frame,
///            isEnabled: isEnabled, action: .tap { [isOn] in isOn.wrappedValue.toggle() }))
///    }
///    ```
///
/// The window's lookups, hit-testing and error messages then know the control by its label.
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

        /// How a test drives this kind of element.
        public var interaction: Interaction {
            switch self {
            case .button, .tab, .backButton: .tap
            case .textField, .secureField: .textEntry
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
            }
        }
    }

    /// How a test acts on an element.
    public enum Interaction: Sendable, Hashable {
        /// `Window.tap(label:)` and `Window.tap(at:)` run its action.
        case tap
        /// `Window.type(_:into:)` appends text through its binding.
        case textEntry

        /// Every kind driven this way, in ``Kind``'s order (what an action expects to find).
        public var kinds: [Kind] { Kind.allCases.filter { $0.interaction == self } }
    }

    /// What acting on the element does; its case matches the kind's ``Kind/interaction``.
    enum Action {
        /// Runs when the element is tapped.
        case tap(@MainActor () -> Void)
        /// Receives typed text.
        case textEntry(Binding<String>)

        var interaction: Interaction {
            switch self {
            case .tap: .tap
            case .textEntry: .textEntry
            }
        }
    }

    /// What kind of control this is.
    public let kind: Kind
    /// What the element is called: its accessibility label when it has one, otherwise its
    /// visible words (a button's label text, a field's title). Lookups compare this.
    public let label: String
    /// Where it is, in window points, as of the layout that found it.
    public let frame: Rect
    /// False inside `.disabled(true)`: the element is drawn dimmed and ignores taps and typing.
    public let isEnabled: Bool
    /// What a tap or typing does.
    let action: Action

    /// Whether `label` answers a lookup of `query`: labels compare without regard to case, so
    /// that "LOGIN" drawn in capitals is found as "Login".
    static func label(_ label: String, matches query: String) -> Bool {
        label.compare(query, options: .caseInsensitive) == .orderedSame
    }

    /// An element; `action` must be the kind of action `kind` takes.
    init(kind: Kind, label: String, frame: Rect, isEnabled: Bool, action: Action) {
        // A mismatch is a programming error in NapkinUI itself (a producer paired a kind with
        // the wrong action), never something a user of the library can cause.
        precondition(action.interaction == kind.interaction, "a \(kind) element needs a \(kind.interaction) action")
        self.kind = kind
        self.label = label
        self.frame = frame
        self.isEnabled = isEnabled
        self.action = action
    }
}
