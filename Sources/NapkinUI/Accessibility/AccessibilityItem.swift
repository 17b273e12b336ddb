internal import Raster

/// What the accessibility walk finds in a subtree: elements, and containers whose elements
/// VoiceOver reads together (a `.contain` group, a list, a tab bar).
enum AccessibilityItem {
    case element(AccessibilityDraft)
    case container(AccessibilityContainer)

    /// Where the item is, for ordering it among its siblings.
    var frame: Rect {
        switch self {
        case .element(let draft): draft.frame
        case .container(let container): container.frame
        }
    }

    /// Its sort priority among its siblings.
    var sortPriority: Double {
        switch self {
        case .element(let draft): draft.sortPriority
        case .container(let container): container.sortPriority
        }
    }

    /// Its traits (a modal element or container hides its siblings).
    var traits: AccessibilityTraits {
        switch self {
        case .element(let draft): draft.traits
        case .container(let container): container.traits
        }
    }

    /// The elements inside, containers opened, in the order found (not reading order).
    var drafts: [AccessibilityDraft] {
        switch self {
        case .element(let draft): [draft]
        case .container(let container): container.items.flatMap(\.drafts)
        }
    }
}

/// A custom action of an element (`.accessibilityAction(named:_:)`): its name and what it does.
struct AccessibilityCustomAction {
    let name: String
    let handler: @MainActor () -> Void
}

/// The properties a modifier can set; an inner modifier's setting wins over an outer one's,
/// as the innermost modifier wins in SwiftUI.
struct AccessibilityFields: OptionSet, Hashable {
    let rawValue: Int
    static let label = AccessibilityFields(rawValue: 1 << 0)
    static let value = AccessibilityFields(rawValue: 1 << 1)
    static let hint = AccessibilityFields(rawValue: 1 << 2)
    static let identifier = AccessibilityFields(rawValue: 1 << 3)
    static let sortPriority = AccessibilityFields(rawValue: 1 << 4)
    static let headingLevel = AccessibilityFields(rawValue: 1 << 5)
    static let activationPoint = AccessibilityFields(rawValue: 1 << 6)
}

/// An element as the walk builds it, before it is ordered and frozen into an
/// ``AccessibilityElement``.
struct AccessibilityDraft {
    var role: AccessibilityElement.Role
    var label: String
    var value: String?
    var hint: String?
    var traits: AccessibilityTraits
    var isEnabled = true
    var identifier: String?
    var headingLevel: AccessibilityHeadingLevel?
    var sortPriority: Double = 0
    /// The frame, in window points.
    var frame: Rect
    /// Where a double tap lands; `nil` for the frame's centre.
    var activationPoint: Point?
    /// Where a finger can act on it: its frame, or the whole row of a list whose one control
    /// it is (what the hit region check measures).
    var hitFrame: Rect
    var actions: [AccessibilityCustomAction] = []
    var seriesPosition: AccessibilityElement.SeriesPosition?
    /// What modifiers set, which outer modifiers leave alone.
    var fixed: AccessibilityFields = []
    /// True when the label is only an image's file or asset name (the audit reports it).
    var labelIsFileName = false

    init(role: AccessibilityElement.Role, label: String, value: String? = nil, traits: AccessibilityTraits = [], frame: Rect) {
        self.role = role
        self.label = label
        self.value = value
        self.traits = traits
        self.frame = frame
        hitFrame = frame
    }

    /// The finished element.
    var element: AccessibilityElement {
        AccessibilityElement(
            role: role, label: label, value: value, hint: hint, traits: traits, isEnabled: isEnabled, identifier: identifier,
            headingLevel: headingLevel, sortPriority: sortPriority, frame: CGRect(frame),
            activationPoint: activationPoint.map(CGPoint.init),
            actionNames: actions.map(\.name), seriesPosition: seriesPosition)
    }
}

/// Elements VoiceOver reads together, placed among their siblings by the container's frame.
struct AccessibilityContainer {
    var frame: Rect
    var items: [AccessibilityItem]
    var label: String?
    var traits: AccessibilityTraits = []
    var identifier: String?
    var sortPriority: Double = 0
    var fixed: AccessibilityFields = []
}
