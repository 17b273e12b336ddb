internal import Raster

/// The order in which VoiceOver reads a screen's elements, as NapkinUI computes it from the
/// laid-out frames: the order of `Window.accessibilityElements()`, the accessibility tree and
/// the legend of the accessibility picture.
///
/// 1. **What is read.** Only the frontmost presented controller (an alert, a sheet, a cover):
///    a modal presentation hides what is behind it. Inside a container, an element or group
///    with the `.isModal` trait hides its siblings (the last such one wins). Hidden views
///    (`.hidden()`, `.accessibilityHidden(true)`) and decorative images are not read.
/// 2. **Sort priority.** Among the items of one container (the screen, a
///    `.accessibilityElement(children: .contain)` group, a list, a tab bar), a higher
///    `.accessibilitySortPriority(_:)` is read first; items of equal priority keep the
///    geometric order below.
/// 3. **Rows, top to bottom.** The topmost remaining item (on a tie, the leading one) starts
///    a row, and every other remaining item that shares a row with it joins it. Two items
///    share a row when the vertical centre of each lies within the vertical extent of the
///    other (edges included) and the shorter is at least half as tall as the taller: an icon,
///    a title and a switch centred on one line are one row, and so is a short label set on the
///    bottom line of a taller one, though their tops differ; a line of text beside a tall
///    picture or a screen-high group is not in the picture's row, but after it by its top.
///    Rows are read in the order they were started.
/// 4. **Leading to trailing.** Within a row, items are read by their leading edge: left to
///    right, or right to left when the screen's layout direction is right to left; items
///    with the same leading edge, top first.
/// 5. **Groups stay together.** A container is placed among its siblings by its own frame and
///    read whole, in this same order, before the next sibling.
///
/// iOS's own order differs from this in a few documented ways: it compares the tops of frames
/// exactly (no tolerance), so a label and a switch whose tops differ by a point can read in
/// either order; this rule reads them as the row a person sees.
public enum AccessibilityReadingOrder {
    /// `items` in reading order, containers kept whole; `rightToLeft` reads rows from the right.
    static func sorted(_ items: [AccessibilityItem], rightToLeft: Bool) -> [AccessibilityItem] {
        let visible = withoutSiblingsOfModal(items)
        // Priority first, stable: each priority band is ordered geometrically.
        let priorities = Set(visible.map(\.sortPriority)).sorted(by: >)
        return priorities.flatMap { priority in
            rows(visible.filter { $0.sortPriority == priority }, rightToLeft: rightToLeft)
        }
    }

    /// The last item with the `.isModal` trait alone, when there is one.
    private static func withoutSiblingsOfModal(_ items: [AccessibilityItem]) -> [AccessibilityItem] {
        guard let modal = items.last(where: { $0.traits.contains(.isModal) }) else { return items }
        return [modal]
    }

    /// `items` (of one priority) row by row, each row leading to trailing.
    private static func rows(_ items: [AccessibilityItem], rightToLeft: Bool) -> [AccessibilityItem] {
        func leading(_ rect: Rect) -> Double { rightToLeft ? -rect.maxX : rect.minX }
        var remaining = items.enumerated().sorted { a, b in
            let ra = a.element.frame, rb = b.element.frame
            if ra.minY != rb.minY { return ra.minY < rb.minY }
            if leading(ra) != leading(rb) { return leading(ra) < leading(rb) }
            return a.offset < b.offset
        }.map(\.element)
        var ordered: [AccessibilityItem] = []
        while !remaining.isEmpty {
            let anchor = remaining.removeFirst()
            var row = [anchor]
            var rest: [AccessibilityItem] = []
            for item in remaining {
                if sharesRow(item.frame, with: anchor.frame) { row.append(item) } else { rest.append(item) }
            }
            remaining = rest
            // Stable: equal leading edges and tops keep the order found.
            ordered += row.enumerated().sorted { a, b in
                let ra = a.element.frame, rb = b.element.frame
                if leading(ra) != leading(rb) { return leading(ra) < leading(rb) }
                if ra.minY != rb.minY { return ra.minY < rb.minY }
                return a.offset < b.offset
            }.map(\.element)
        }
        return ordered
    }

    /// True when `rect` reads in the row started by `anchor` (rule 3): each one's vertical
    /// centre lies within the other's vertical extent, and the shorter is at least half as tall.
    static func sharesRow(_ rect: Rect, with anchor: Rect) -> Bool {
        func holds(_ extent: Rect, _ y: Double) -> Bool { y >= extent.minY && y <= extent.maxY }
        let shorter = min(rect.height, anchor.height), taller = max(rect.height, anchor.height)
        return holds(anchor, rect.midY) && holds(rect, anchor.midY) && shorter * 2 >= taller
    }
}
