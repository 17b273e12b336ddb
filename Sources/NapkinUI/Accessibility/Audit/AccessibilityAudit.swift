import Foundation

/// What an accessibility audit checks, as Apple's `XCUIAccessibilityAuditType`: a set,
/// `[.contrast, .hitRegion]`, or `.all`.
public struct AccessibilityAuditType: OptionSet, Sendable, Hashable, CustomStringConvertible {
    /// The bits.
    public let rawValue: UInt

    /// A set of audit types from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Text whose contrast with the pixels behind it is below WCAG 2.x AA: 4.5:1, or 3:1 for
    /// large text (24 points, or 18.67 points bold).
    public static let contrast = AccessibilityAuditType(rawValue: 1 << 0)
    /// Something a user acts on (a button, link, toggle, field, tab) smaller than 44 × 44 points.
    public static let hitRegion = AccessibilityAuditType(rawValue: 1 << 1)
    /// A control or an image VoiceOver has no words for, or an image read by its file name.
    public static let sufficientElementDescription = AccessibilityAuditType(rawValue: 1 << 2)
    /// Text truncated ("…") or cut off (overflowing its frame or the screen) at an
    /// accessibility text size.
    public static let textClipped = AccessibilityAuditType(rawValue: 1 << 3)
    /// Every check.
    public static let all: AccessibilityAuditType = [.contrast, .hitRegion, .sufficientElementDescription, .textClipped]

    /// The checks in words, for people: "contrast, hit regions, descriptions, clipped text".
    public var summary: String {
        let words: [(AccessibilityAuditType, String)] = [
            (.contrast, "contrast"), (.hitRegion, "hit regions"), (.sufficientElementDescription, "descriptions"),
            (.textClipped, "clipped text"),
        ]
        let checked = words.filter { contains($0.0) }.map(\.1)
        return checked.isEmpty ? "nothing" : checked.joined(separator: ", ")
    }

    /// The names of the checks, as written in Swift: `[contrast, hitRegion]`.
    public var description: String {
        let names: [(AccessibilityAuditType, String)] = [
            (.contrast, "contrast"), (.hitRegion, "hitRegion"), (.sufficientElementDescription, "sufficientElementDescription"),
            (.textClipped, "textClipped"),
        ]
        return "[" + names.filter { contains($0.0) }.map(\.1).joined(separator: ", ") + "]"
    }
}

/// How to audit a screen: which checks run, which elements are left out, and the text size
/// at which clipped text is looked for.
///
/// ```swift
/// AccessibilityAudit()                                        // every check
/// AccessibilityAudit(.all.subtracting(.hitRegion))            // skip a check
/// AccessibilityAudit(ignoring: ["Decorative rule", "promo"])  // skip elements, by label or identifier
/// ```
public struct AccessibilityAudit: Sendable, Hashable {
    /// The checks that run.
    public var types: AccessibilityAuditType
    /// Elements and texts the audit leaves alone, named by their label (or characters) or
    /// their accessibility identifier, compared without regard to case.
    public var ignoredElements: [String]
    /// The Dynamic Type size at which ``AccessibilityAuditType/textClipped`` lays the screen
    /// out again (the screen's own size when that is larger).
    public var largeTextSize: DynamicTypeSize

    /// The smallest hit region Apple's guidelines ask for: 44 × 44 points.
    public static let minimumHitRegion = CGSize(width: 44, height: 44)

    /// An audit running `types`, leaving out the elements named in `ignoring`, looking for
    /// clipped text at `largeTextSize`.
    public init(
        _ types: AccessibilityAuditType = .all, ignoring ignoredElements: [String] = [], largeTextSize: DynamicTypeSize = .accessibility3
    ) {
        self.types = types
        self.ignoredElements = ignoredElements
        self.largeTextSize = largeTextSize
    }

    /// True when the element labelled `label` (identified by `identifier`) is left out.
    func ignores(label: String, identifier: String? = nil) -> Bool {
        ignoredElements.contains { name in
            InteractiveElement.label(label, matches: name) || identifier.map { InteractiveElement.label($0, matches: name) } == true
        }
    }
}
