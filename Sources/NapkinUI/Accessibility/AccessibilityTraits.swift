/// What an accessibility element is and how it behaves, as SwiftUI's `AccessibilityTraits`:
/// a set, written `[.isButton, .isSelected]`.
///
/// Views carry SwiftUI's defaults (a `Button` is `.isButton`, a `Toggle` `.isToggle`, a
/// `Text` `.isStaticText`, an `Image` `.isImage`, a navigation title `.isHeader`); add and
/// remove traits with `.accessibilityAddTraits(_:)` and `.accessibilityRemoveTraits(_:)`.
/// VoiceOver speaks some of them after the label and value ("Button", "Heading", "Link",
/// "Image", "Switch Button", "Search Field"), says "Selected" before them, and keeps the others
/// to itself (see ``AccessibilityElement/spokenDescription``).
public struct AccessibilityTraits: SetAlgebra, Sendable, Hashable, CustomStringConvertible {
    /// The element is a button.
    public static let isButton = AccessibilityTraits(bit: 0)
    /// The element is a header that divides content into sections, like a navigation title.
    public static let isHeader = AccessibilityTraits(bit: 1)
    /// The element is selected (a chosen tab, a chosen segment).
    public static let isSelected = AccessibilityTraits(bit: 2)
    /// The element is a link.
    public static let isLink = AccessibilityTraits(bit: 3)
    /// The element is a search field.
    public static let isSearchField = AccessibilityTraits(bit: 4)
    /// The element is an image.
    public static let isImage = AccessibilityTraits(bit: 5)
    /// The element plays its own sound when activated.
    public static let playsSound = AccessibilityTraits(bit: 6)
    /// The element is a key of a keyboard.
    public static let isKeyboardKey = AccessibilityTraits(bit: 7)
    /// The element is text that does not change.
    public static let isStaticText = AccessibilityTraits(bit: 8)
    /// The element summarises the screen when the app starts.
    public static let isSummaryElement = AccessibilityTraits(bit: 9)
    /// The element's label or value changes often.
    public static let updatesFrequently = AccessibilityTraits(bit: 10)
    /// Activating the element starts a media session.
    public static let startsMediaSession = AccessibilityTraits(bit: 11)
    /// The element takes touches directly.
    public static let allowsDirectInteraction = AccessibilityTraits(bit: 12)
    /// The element turns the page when VoiceOver finishes reading it.
    public static let causesPageTurn = AccessibilityTraits(bit: 13)
    /// The element is modal: VoiceOver ignores its siblings (and what they hold) while it is
    /// there, as it ignores the screen behind an alert or a sheet.
    public static let isModal = AccessibilityTraits(bit: 14)
    /// The element is a toggle: VoiceOver says "Switch Button" after its value.
    public static let isToggle = AccessibilityTraits(bit: 15)
    /// The element is a tab bar: the buttons inside it are read as tabs, "Tab, 2 of 3".
    public static let isTabBar = AccessibilityTraits(bit: 16)

    /// Every trait with its name, in the order descriptions list them.
    static let named: [(trait: AccessibilityTraits, name: String)] = [
        (.isButton, "isButton"), (.isHeader, "isHeader"), (.isSelected, "isSelected"), (.isLink, "isLink"),
        (.isSearchField, "isSearchField"), (.isImage, "isImage"), (.playsSound, "playsSound"), (.isKeyboardKey, "isKeyboardKey"),
        (.isStaticText, "isStaticText"), (.isSummaryElement, "isSummaryElement"), (.updatesFrequently, "updatesFrequently"),
        (.startsMediaSession, "startsMediaSession"), (.allowsDirectInteraction, "allowsDirectInteraction"),
        (.causesPageTurn, "causesPageTurn"), (.isModal, "isModal"), (.isToggle, "isToggle"), (.isTabBar, "isTabBar"),
    ]

    private var bits: UInt32

    private init(bit: Int) { bits = 1 << UInt32(bit) }
    private init(bits: UInt32) { self.bits = bits }

    /// No traits.
    public init() { bits = 0 }

    /// The traits' names, as written in Swift: `[isButton, isSelected]`.
    public var description: String {
        "[" + Self.named.filter { contains($0.trait) }.map(\.name).joined(separator: ", ") + "]"
    }

    /// True when every trait of `member` is in this set.
    public func contains(_ member: AccessibilityTraits) -> Bool { bits & member.bits == member.bits }
    /// The traits in either set.
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(bits: bits | other.bits) }
    /// The traits in both sets.
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(bits: bits & other.bits) }
    /// The traits in one set but not both.
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
        AccessibilityTraits(bits: bits ^ other.bits)
    }

    /// Adds `newMember`; says whether it was there already.
    @discardableResult
    public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
        let inserted = !contains(newMember)
        bits |= newMember.bits
        return (inserted, newMember)
    }

    /// Removes `member`; returns it when it was there.
    @discardableResult
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
        let present = intersection(member)
        bits &= ~member.bits
        return present.isEmpty ? nil : present
    }

    /// Adds `newMember`; returns it when it was there already.
    @discardableResult
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
        let present = contains(newMember)
        bits |= newMember.bits
        return present ? newMember : nil
    }

    /// Adds the traits of `other`.
    public mutating func formUnion(_ other: AccessibilityTraits) { bits |= other.bits }
    /// Keeps only the traits also in `other`.
    public mutating func formIntersection(_ other: AccessibilityTraits) { bits &= other.bits }
    /// Keeps the traits in one set but not both.
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { bits ^= other.bits }
}

/// The level of a heading, as SwiftUI's `AccessibilityHeadingLevel`: VoiceOver's rotor moves
/// between headings of one level.
public enum AccessibilityHeadingLevel: UInt, Sendable, Hashable, CaseIterable {
    /// A heading without a level.
    case unspecified
    /// A level 1 heading.
    case h1
    /// A level 2 heading.
    case h2
    /// A level 3 heading.
    case h3
    /// A level 4 heading.
    case h4
    /// A level 5 heading.
    case h5
    /// A level 6 heading.
    case h6
}
