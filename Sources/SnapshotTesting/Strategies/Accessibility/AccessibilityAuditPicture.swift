internal import Foundation
internal import NapkinUI
internal import Raster
internal import RasterCore

extension AccessibilityAuditReport {
    /// The issues marked on the screen: each outlined in its check's colour (contrast orange,
    /// hit region blue, description purple, clipped text red) with its number, beside a legend
    /// of what is wrong. Clipped text is marked on a second screen, laid out at the large text
    /// size where it was found.
    @MainActor
    func picture(scale: Double, isDark: Bool) -> Bitmap {
        var shown = AnnotatedPicture.Panel(caption: nil, screen: screen, marks: [])
        var large = largeTextScreen.map { AnnotatedPicture.Panel(caption: nil, screen: $0, marks: []) }
        var entries: [AnnotatedPicture.Entry] = []
        for (index, issue) in issues.enumerated() {
            let color = AccessibilityPalette.color(for: issue.type)
            let mark = AnnotatedPicture.Mark(
                number: index + 1, color: color, frame: Rect(points: issue.frame), crosshair: nil, isTinted: false)
            if issue.textSize != nil { large?.marks.append(mark) } else { shown.marks.append(mark) }
            let label = issue.label.isEmpty ? "(no label)" : "“\(issue.label)”"
            entries.append(
                AnnotatedPicture.Entry(number: index + 1, color: color, title: "\(issue.title): \(label)", details: [issue.detail]))
        }
        var panels = [shown]
        if let large, !large.marks.isEmpty {
            shown.caption = "As shown"
            panels = [
                shown,
                AnnotatedPicture.Panel(
                    caption: "At \(largeTextSize.map { "\($0)" } ?? "a larger text size")", screen: large.screen, marks: large.marks),
            ]
        }
        let count = issues.count == 1 ? "1 issue" : "\(issues.count) issues"
        return AnnotatedPicture(
            panels: panels, screenSize: Size(width: Double(size.width), height: Double(size.height)), scale: scale, isDark: isDark,
            heading: issues.isEmpty ? "No accessibility issues" : "Accessibility audit: \(count)",
            subheading: "Checked \(audit.types.summary)", entries: entries
        ).render()
    }
}
