import Foundation
public import RasterCore

/// One thing an accessibility audit found: what check, about which element or text, where,
/// and in words what is wrong and by how much.
public struct AccessibilityAuditIssue: Sendable, Hashable, CustomStringConvertible {
    /// The check that found it (one of ``AccessibilityAuditType``'s members).
    public let type: AccessibilityAuditType
    /// The element's label, or the characters of the text.
    public let label: String
    /// Where it is, in window points (at the large text size for clipped text).
    public let frame: CGRect
    /// What is wrong, in a sentence fragment: "contrast 2.85:1, needs 4.5:1 (15 pt text,
    /// #8E8E93 on #FFFFFF)".
    public let detail: String
    /// The measured contrast ratio, for a contrast issue.
    public let contrastRatio: Double?
    /// The text size the screen was laid out at when the issue was found, for a clipped text.
    public let textSize: DynamicTypeSize?

    /// An issue found by `type`.
    public init(
        type: AccessibilityAuditType, label: String, frame: CGRect, detail: String, contrastRatio: Double? = nil,
        textSize: DynamicTypeSize? = nil
    ) {
        self.type = type
        self.label = label
        self.frame = frame
        self.detail = detail
        self.contrastRatio = contrastRatio
        self.textSize = textSize
    }

    /// The check's name in a few words: "Contrast", "Hit region", "Description", "Clipped text".
    public var title: String {
        switch type {
        case .contrast: "Contrast"
        case .hitRegion: "Hit region"
        case .sufficientElementDescription: "Description"
        default: "Clipped text"
        }
    }

    /// `Contrast: "Sign in" contrast 2.85:1, needs 4.5:1 (15 pt text, #8E8E93 on #FFFFFF) at (24, 300, 120×18)`.
    public var description: String {
        "\(title): \"\(label)\" \(detail) at \(pointsDescription(frame))"
    }
}

/// What an audit of a screen found, with the pictures it found it on.
public struct AccessibilityAuditReport: Sendable {
    /// What was checked.
    public let audit: AccessibilityAudit
    /// The issues, in reading order of the screen (clipped text last).
    public let issues: [AccessibilityAuditIssue]
    /// The screen as rendered for the audit.
    public let screen: Bitmap
    /// The screen laid out at ``AccessibilityAudit/largeTextSize``, when clipped text was
    /// looked for.
    public let largeTextScreen: Bitmap?
    /// The text size of ``largeTextScreen``.
    public let largeTextSize: DynamicTypeSize?
    /// The screen's size in points.
    public let size: CGSize

    /// One line per issue, or "No accessibility issues." — what the `.accessibilityAudit`
    /// text strategy records.
    public var text: String {
        guard !issues.isEmpty else { return "No accessibility issues (checked \(audit.types))." }
        let count = issues.count == 1 ? "1 accessibility issue" : "\(issues.count) accessibility issues"
        return ([count + " (checked \(audit.types)):"] + issues.enumerated().map { "\($0.offset + 1). \($0.element)" }).joined(
            separator: "\n")
    }
}

/// `(x, y, w×h)` for a rectangle in points, as the layout description writes frames.
func pointsDescription(_ rect: CGRect) -> String {
    Rect(x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width), height: Double(rect.height)).description
}
