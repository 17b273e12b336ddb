import Foundation
internal import Raster

// The checks that read the accessibility tree and the layout (contrast, which reads pixels,
// is in Window+AccessibilityAudit.swift).
extension AccessibilityAudit {
    /// Controls and images VoiceOver has no words for, and images read by their file name.
    func descriptionIssues(in tree: AccessibilityTree) -> [AccessibilityAuditIssue] {
        tree.drafts.compactMap { draft in
            let element = draft.element
            guard !ignores(label: element.label, identifier: element.identifier) else { return nil }
            let isImage = element.role == .image || element.traits.contains(.isImage)
            guard element.isInteractive || isImage else { return nil }
            let noun = isImage && !element.isInteractive ? "image" : element.role.rawValue.lowercased()
            if element.label.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                return AccessibilityAuditIssue(
                    type: .sufficientElementDescription, label: element.label, frame: element.frame,
                    detail: "\(noun) has no label: VoiceOver reads only \"\(element.spokenDescription)\"")
            }
            if draft.labelIsFileName {
                return AccessibilityAuditIssue(
                    type: .sufficientElementDescription, label: element.label, frame: element.frame,
                    detail: "\(noun) is read by its file name; give it a label (Image(_:label:)) or make it decorative (Image(decorative:))"
                )
            }
            return nil
        }
    }

    /// Controls on screen smaller than 44 × 44 points.
    func hitRegionIssues(in tree: AccessibilityTree, bounds: Rect) -> [AccessibilityAuditIssue] {
        let minimum = Self.minimumHitRegion
        return tree.drafts.compactMap { draft in
            let element = draft.element
            let region = draft.hitFrame
            guard element.isInteractive, region.intersection(bounds) != nil,
                region.width < minimum.width - 0.01 || region.height < minimum.height - 0.01,
                !ignores(label: element.label, identifier: element.identifier)
            else { return nil }
            return AccessibilityAuditIssue(
                type: .hitRegion, label: element.label, frame: CGRect(region),
                detail: "\(element.role.rawValue.lowercased()) takes taps in \(region.size) pt, less than 44×44 pt")
        }
    }

    /// Texts laid out at `size` that were truncated, overflow their frame or run off the
    /// screen's side.
    @MainActor
    func clippedTextIssues(in texts: [AuditedText], bounds: Rect, size: DynamicTypeSize) -> [AccessibilityAuditIssue] {
        texts.compactMap { text in
            let node = text.node
            let words = node.textContent
            guard !text.isFieldText, !text.isInBar, !words.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty,
                node.frame.intersection(bounds) != nil, !ignores(label: words)
            else { return nil }
            let drawn = node.drawnRect
            let detail: String
            if node.isTruncated {
                detail = "is truncated (\"…\") at \(size)"
            } else if let room = text.room, drawn.height > room.height + 0.5 {
                detail = "needs \(formatNumber(drawn.height)) pt of height at \(size) and has \(formatNumber(room.height))"
            } else if let room = text.room, drawn.width > room.width + 0.5 {
                detail = "needs \(formatNumber(drawn.width)) pt of width at \(size) and has \(formatNumber(room.width))"
            } else if drawn.minX < bounds.minX - 0.5 || drawn.maxX > bounds.maxX + 0.5 {
                detail = "runs off the side of the screen at \(size)"
            } else {
                return nil
            }
            return AccessibilityAuditIssue(type: .textClipped, label: words, frame: CGRect(node.frame), detail: detail, textSize: size)
        }
    }
}
