import Foundation

/// One thing VoiceOver stops on, as laid out: what it is, what it reads, where it is.
///
/// `Window.accessibilityElements()` lists them in VoiceOver's reading order (see
/// ``AccessibilityReadingOrder``). Every view NapkinUI draws carries SwiftUI's defaults: a
/// `Text` reads its characters, a `Button` the words (or image labels) of its label, a
/// `Toggle` its label with "On" or "Off", a `Slider` its value as a percentage, an `Image` its
/// label or name unless it is decorative; `.accessibilityLabel(_:)`, `.accessibilityValue(_:)`,
/// `.accessibilityHint(_:)`, the traits modifiers, `.accessibilityIdentifier(_:)`,
/// `.accessibilitySortPriority(_:)`, `.accessibilityActivationPoint(_:)` and
/// `.accessibilityElement(children:)` change them as in SwiftUI.
public struct AccessibilityElement: Sendable, Hashable, CustomStringConvertible {
    /// What kind of thing an element is, which decides the words VoiceOver adds after its
    /// label and value when no trait says more.
    public enum Role: String, Sendable, Hashable, CaseIterable {
        /// Text (`Text`, a `Label`'s title).
        case text = "Text"
        /// An image.
        case image = "Image"
        /// A button (`Button`, a navigation link, an alert's action, a back button).
        case button = "Button"
        /// A link, opened by the environment's `openURL`.
        case link = "Link"
        /// A switch (`Toggle`).
        case toggle = "Toggle"
        /// A text field.
        case textField = "TextField"
        /// A secure text field.
        case secureField = "SecureField"
        /// A control whose value goes up and down (`Slider`, `Stepper`).
        case adjustable = "Adjustable"
        /// A button that opens a list of choices (`Picker`, `Menu`, a compact `DatePicker`).
        case popUpButton = "PopUpButton"
        /// A tab of a tab bar.
        case tab = "Tab"
        /// A progress or activity indicator.
        case progress = "Progress"
        /// Anything else made an element by a modifier (a shape with a label).
        case other = "Element"
    }

    /// Where an element sits in a series VoiceOver counts ("2 of 3"): the tabs of a tab bar.
    public struct SeriesPosition: Sendable, Hashable {
        /// From 1.
        public let index: Int
        /// How many the series has.
        public let count: Int

        /// Position `index` (from 1) of `count`.
        public init(index: Int, count: Int) {
            self.index = index
            self.count = count
        }
    }

    /// What kind of thing this is.
    public let role: Role
    /// What VoiceOver calls it: its accessibility label, or the words it shows.
    public let label: String
    /// Its state in words ("On", "50%", the chosen option), when it has one.
    public let value: String?
    /// What activating it does, read after a pause, when it has a hint.
    public let hint: String?
    /// Its traits, defaults and modifiers together.
    public let traits: AccessibilityTraits
    /// False inside `.disabled(true)`: VoiceOver says "Dimmed".
    public let isEnabled: Bool
    /// The identifier UI tests find it by (`.accessibilityIdentifier(_:)`); never read aloud.
    public let identifier: String?
    /// Its heading level, when it is a heading (`.accessibilityHeading(_:)`, or the
    /// `.isHeader` trait: `.unspecified`).
    public let headingLevel: AccessibilityHeadingLevel?
    /// Its `.accessibilitySortPriority(_:)`: higher is read earlier within its container.
    public let sortPriority: Double
    /// Where VoiceOver's cursor frames it, in window points.
    public let frame: CGRect
    /// Where a double tap lands, in window points: the centre of the frame unless the view
    /// says otherwise (a slider's thumb, `.accessibilityActivationPoint(_:)`).
    public let activationPoint: CGPoint
    /// The names of its custom actions (`.accessibilityAction(named:_:)`), which VoiceOver
    /// offers with "Actions available".
    public let actionNames: [String]
    /// Its place in a series VoiceOver counts, such as the tabs of a tab bar.
    public let seriesPosition: SeriesPosition?

    /// An element; everything the reading needs is given.
    public init(
        role: Role, label: String, value: String? = nil, hint: String? = nil, traits: AccessibilityTraits = [], isEnabled: Bool = true,
        identifier: String? = nil, headingLevel: AccessibilityHeadingLevel? = nil, sortPriority: Double = 0, frame: CGRect,
        activationPoint: CGPoint? = nil, actionNames: [String] = [], seriesPosition: SeriesPosition? = nil
    ) {
        self.role = role
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
        self.isEnabled = isEnabled
        self.identifier = identifier
        self.headingLevel = headingLevel ?? (traits.contains(.isHeader) ? .unspecified : nil)
        self.sortPriority = sortPriority
        self.frame = frame
        self.activationPoint = activationPoint ?? CGPoint(x: frame.midX, y: frame.midY)
        self.actionNames = actionNames
        self.seriesPosition = seriesPosition
    }

    /// True when the activation point is the centre of the frame (VoiceOver's default).
    public var usesDefaultActivationPoint: Bool {
        abs(activationPoint.x - frame.midX) < 0.01 && abs(activationPoint.y - frame.midY) < 0.01
    }

    /// True for what a user acts on: buttons, links, toggles, fields, adjustable controls,
    /// pop-up buttons and tabs (the elements whose hit region must be 44 × 44 points).
    public var isInteractive: Bool {
        switch role {
        case .button, .link, .toggle, .textField, .secureField, .adjustable, .popUpButton, .tab: true
        case .text, .image, .progress, .other: traits.contains(.isButton) || traits.contains(.isLink) || traits.contains(.isToggle)
        }
    }

    /// The element in one line, as the accessibility tree shows it.
    public var description: String { AccessibilityTreeFormat.line(for: self) }
}
