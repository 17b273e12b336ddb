/// UIKit's control: a view with an enabled, selected and highlighted state that calls the
/// actions added for an event (``UISlider``'s value changing).
///
/// Linux has no Objective-C runtime, so `addTarget(_:action:for:)` with a `#selector` cannot be
/// written; ``addAction(_:for:)`` with a ``UIAction``, as UIKit has it since iOS 14, takes its
/// place. A control sends its events when the person changes it (in a test,
/// `Window.setValue(_:of:)` on a slider), not when code sets its value, as UIKit does.
@preconcurrency @MainActor
open class UIControl: UIView {
    /// A control's state, as UIKit's `UIControl.State`.
    public typealias State = UIControlState

    /// What happened to a control, as UIKit's `UIControl.Event`.
    public struct Event: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: UInt
        /// Events from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A finger went down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A finger went down again (a double tap).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A finger moved inside the control.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A finger moved outside the control.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A finger moved into the control.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A finger moved out of the control.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A finger lifted inside the control: a tap.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A finger lifted outside the control.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The touch was cancelled.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed (a slider moved, a switch flipped).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action happened (a button's tap).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A menu's action was chosen.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began in a text field.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// A text field's text changed.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended in a text field.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Return was pressed in a text field.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// The events an app may define.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// The events the system keeps.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// Whether the control responds (a disabled control is drawn dimmed and cannot be changed).
    open var isEnabled = true
    /// Whether the control is selected.
    open var isSelected = false
    /// Whether a finger is on the control.
    open var isHighlighted = false

    /// The state made of ``isEnabled``, ``isSelected`` and ``isHighlighted``.
    open var state: State {
        var state: State = .normal
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }

    private var actions: [(action: UIAction, events: Event)] = []

    /// A control with the rectangle `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A control with the rectangle `frame` that performs `primaryAction` on
    /// ``Event/primaryActionTriggered``.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Performs `action` when any of `events` happens. An action with an identifier replaces an
    /// earlier one with the same identifier, as UIKit's does.
    open func addAction(_ action: UIAction, for events: Event) {
        actions.removeAll { $0.action.identifier == action.identifier && $0.events == events }
        actions.append((action, events))
    }

    /// Stops performing `action` (the same object) for `events`.
    open func removeAction(_ action: UIAction, for events: Event) {
        removeActions(where: { $0 === action }, for: events)
    }

    /// Stops performing the action with `identifier` for `events`.
    open func removeAction(identifiedBy identifier: UIAction.Identifier, for events: Event) {
        removeActions(where: { $0.identifier == identifier }, for: events)
    }

    private func removeActions(where matches: (UIAction) -> Bool, for events: Event) {
        actions = actions.compactMap { entry in
            guard matches(entry.action) else { return entry }
            let left = entry.events.subtracting(events)
            return left.isEmpty ? nil : (entry.action, left)
        }
    }

    /// The events `action` (the same object) is performed for.
    public func events(for action: UIAction) -> Event {
        actions.filter { $0.action === action }.reduce(into: Event()) { $0.formUnion($1.events) }
    }

    /// Performs the actions added for any of `events`, in the order they were added, each with
    /// this control as its ``UIAction/sender``.
    open func sendActions(for events: Event) {
        for entry in actions where !entry.events.isDisjoint(with: events) { sendAction(entry.action) }
    }

    /// Performs `action` with this control as its sender.
    open func sendAction(_ action: UIAction) {
        action.sender = self
        action.handler(action)
    }
}

/// A handler and what a menu or control shows for it, as UIKit's `UIAction`: a menu element
/// (``UIMenu``'s children).
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    /// A name for an action, unique within a control, as UIKit's `UIAction.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The name.
        public let rawValue: String
        /// An identifier named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier named `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// What a menu shows.
    open var title: String
    /// The image a menu shows beside the title.
    open var image: UIImage?
    /// The action's name; a new unique one unless given.
    public let identifier: Identifier
    /// What is performed.
    let handler: @MainActor (UIAction) -> Void
    /// The control performing the action, while it does.
    public internal(set) weak var sender: AnyObject?

    /// An action that performs `handler`.
    public init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, handler: @escaping @MainActor (UIAction) -> Void
    ) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(rawValue: "napkin.action.\(UIAction.nextNumber())")
        self.handler = handler
        super.init()
    }

    private static var count = 0
    private static func nextNumber() -> Int {
        count += 1
        return count
    }
}
