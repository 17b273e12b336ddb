import Foundation
internal import Raster
internal import RasterCore

extension Window {
    /// Audits the screen as it is shown: the checks `audit` names, each issue with what is
    /// wrong, by how much and where. The same layout is drawn three ways to measure contrast
    /// against the pixels actually behind each text (see ``ContrastRatio``); for clipped text
    /// the root controller is laid out once more at the audit's large text size, in a window
    /// of its own, and given back.
    ///
    /// Only the frontmost presented controller is audited, as only it can be read and used.
    public func accessibilityAudit(_ audit: AccessibilityAudit = AccessibilityAudit()) -> AccessibilityAuditReport {
        let tree = accessibilityTree()
        let screen = drawLastLayout()
        var texts: [AuditedText] = []
        frontmostController?.collectAuditedTexts(into: &texts)
        var issues: [AccessibilityAuditIssue] = []
        if audit.types.contains(.sufficientElementDescription) { issues += audit.descriptionIssues(in: tree) }
        if audit.types.contains(.hitRegion) { issues += audit.hitRegionIssues(in: tree, bounds: layoutBounds) }
        if audit.types.contains(.contrast) { issues += contrastIssues(of: texts, screen: screen, audit: audit) }
        var largeScreen: Bitmap?
        var largeSize: DynamicTypeSize?
        if audit.types.contains(.textClipped) {
            let size = max(audit.largeTextSize, device.traits.dynamicTypeSize ?? .large)
            let (bitmap, large) = withRootLaidOut(at: size) { window -> (Bitmap, [AuditedText]) in
                var texts: [AuditedText] = []
                window.frontmostController?.collectAuditedTexts(into: &texts)
                return (window.drawLastLayout(), texts)
            }
            largeScreen = bitmap
            largeSize = size
            issues += audit.clippedTextIssues(in: large, bounds: layoutBounds, size: size)
        }
        return AccessibilityAuditReport(
            audit: audit, issues: issues, screen: screen, largeTextScreen: largeScreen, largeTextSize: largeSize,
            size: CGSize(layoutBounds.size))
    }

    /// The contrast issues of `texts`, measured on `screen` and two more drawings of the same
    /// layout (without text; text in one solid colour).
    private func contrastIssues(of texts: [AuditedText], screen: Bitmap, audit: AccessibilityAudit) -> [AccessibilityAuditIssue] {
        let measured = texts.filter { !$0.isExemptFromContrast && !audit.ignores(label: $0.node.textContent) }
        guard !measured.isEmpty else { return [] }
        for text in measured { text.node.measurementDrawing = .omitted }
        let behind = drawLastLayout()
        for text in measured { text.node.measurementDrawing = .solid(ContrastMeasurement.probe) }
        let solid = drawLastLayout()
        for text in measured { text.node.measurementDrawing = nil }
        let scale = Double(device.scale)
        return measured.compactMap { text in
            let node = text.node
            guard !node.textContent.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty,
                let rect = node.drawnRect.insetBy(-2).intersection(layoutBounds),
                let contrast = ContrastMeasurement(in: rect, scale: scale, screen: screen, behind: behind, solid: solid)
            else { return nil }
            let needed = node.isLargeText ? ContrastRatio.minimumForLargeText : ContrastRatio.minimum
            guard contrast.ratio < needed else { return nil }
            let detail =
                "contrast \(Self.ratioText(contrast.ratio)), needs \(Self.ratioText(needed)) (\(formatNumber(node.smallestFontSize)) pt"
                + "\(node.isLargeText ? " large" : "") text, \(contrast.foreground.hexDescription) on \(contrast.background.hexDescription))"
            return AccessibilityAuditIssue(
                type: .contrast, label: node.textContent, frame: CGRect(node.frame), detail: detail, contrastRatio: contrast.ratio)
        }
    }

    /// `4.5:1`, `2.85:1`.
    static func ratioText(_ ratio: Double) -> String { formatNumber(ratio) + ":1" }

    /// Lays the root controller (and what it presents) out in a window like this one at text
    /// size `size`, runs `body` with that window, then gives the controller back to this one.
    private func withRootLaidOut<T>(at size: DynamicTypeSize, _ body: (Window) -> T) -> T {
        let large = Window(device: device.applying(Traits(dynamicTypeSize: size)))
        large.colorScheme = colorScheme
        large.backgroundColor = backgroundColor
        let root = rootViewController
        rootViewController = nil
        large.rootViewController = root
        defer {
            large.rootViewController = nil
            rootViewController = root
            layout()
        }
        large.layout()
        return body(large)
    }
}

extension Rect {
    /// The rectangle grown by `amount` on every side (shrunk when negative).
    fileprivate func insetBy(_ amount: Double) -> Rect {
        Rect(x: minX + amount, y: minY + amount, width: max(0, width - 2 * amount), height: max(0, height - 2 * amount))
    }
}
