internal import Raster

extension ListNode: AccessibilitySource {
    /// The rows, read together as the list they are, before what follows the list.
    func makeAccessibilityItems() -> [AccessibilityItem] {
        [.container(AccessibilityContainer(frame: frame, items: childAccessibilityItems()))]
    }
}

extension SectionNode: AccessibilitySource {
    /// The header, read as a heading (as iOS reads a table's section header), then the rows
    /// and the footer.
    func makeAccessibilityItems() -> [AccessibilityItem] {
        var items: [AccessibilityItem] = []
        if let header {
            var headerItems = header.accessibilityItems()
            if !headerItems.isEmpty { headerItems.apply(AccessibilityModifiers(addTraits: .isHeader), viewFrame: header.frame) }
            items += headerItems
        }
        for (index, row) in rows.enumerated() {
            var rowItems = row.accessibilityItems()
            // A row's one control takes taps anywhere on the row, as a list cell does.
            if index < rowRects.count { rowItems.extendHitRegion(to: rowRects[index]) }
            items += rowItems
        }
        if let footer { items += footer.accessibilityItems() }
        return items
    }
}

extension [AccessibilityItem] {
    /// When these items hold exactly one control, its hit region becomes `rect` (with its
    /// own frame): the band of a list row, which takes taps for the row's control.
    mutating func extendHitRegion(to rect: Rect) {
        let controls = indices.filter { index in
            if case .element(let draft) = self[index] { return draft.element.isInteractive }
            return false
        }
        guard controls.count == 1, case .element(var draft) = self[controls[0]] else { return }
        draft.hitFrame = draft.hitFrame.union(rect)
        self[controls[0]] = .element(draft)
    }
}
