internal import Raster

/// The look of a ``List`` or ``Form``: the metrics and colours of its style, in points.
///
/// The list metrics are iOS 17's on an iPhone: rows at least 44 tall, inset-grouped cards 20
/// from the screen edges with corners of 10, row content 20 from the card's edge, 35 above
/// a section without a header. `Form` keeps the metrics it had before lists existed (rows
/// inset 16, 20 above the first section and 28 between sections).
struct ListAppearance: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        case plain, grouped, insetGrouped, sidebar, form
    }

    var kind: Kind
    /// The space between sections a screen set (`.listSectionSpacing`), or nil for the style's.
    var sectionSpacing: Double?

    /// The least height of a row.
    static let rowHeight: Double = 44
    /// Above and below a row's content: enough that a 29-point icon tile (iOS Settings') keeps
    /// an inset-grouped row at 44 points; forms keep the 11 they always had. Plain rows have 11
    /// too: EssentialGhibli's plain list (iOS 16) puts 11 points above and below a 90-point row
    /// (a thumbnail beside a headline and a three-line subheadline), where 7.5 left each row 7
    /// points short; a row of one text line stays 44 points tall either way.
    var rowPadding: Double { kind == .form || kind == .plain ? 11 : 7.5 }
    /// True when the last row of a section has a separator under it too (plain lists, as iOS
    /// draws them: EssentialGhibli's lists, iOS 16); the other styles end on the card's edge.
    var separatesLastRow: Bool { kind == .plain }
    /// Between a header and its rows, and between the rows and a footer.
    static let captionGap: Double = 7

    /// Rows sit on rounded cards inset from the edges.
    var hasCards: Bool { kind == .insetGrouped || kind == .sidebar || kind == .form }
    /// From the list's edge to a card (or to the rows, without cards).
    var margin: Double { hasCards ? 20 : 0 }
    /// From a card's edge to its rows' content.
    var rowInset: Double { kind == .form ? 16 : 20 }
    /// The card's corner radius.
    var cornerRadius: Double { hasCards ? 10 : 0 }
    /// Headers in small grey capitals (grouped styles) rather than bold text (plain, sidebar).
    var capsHeaders: Bool { kind == .grouped || kind == .insetGrouped || kind == .form }

    /// The space above section `index`, before its header or first row.
    func gap(beforeSection index: Int, hasHeader: Bool) -> Double {
        if index > 0, kind != .plain, let sectionSpacing {
            // The spacing runs from one card to the next header's box, which starts 18 points
            // above its text (the 35 of a header-less gap against the 17 before a header).
            return hasHeader && kind != .form ? max(0, sectionSpacing - 18) : sectionSpacing
        }
        switch kind {
        case .form: return index == 0 ? 20 : 28
        case .plain: return 0
        case .grouped, .insetGrouped, .sidebar: return hasHeader ? 17 : 35
        }
    }

    /// The space below the last section.
    var bottomGap: Double {
        switch kind {
        case .form: return 28
        case .plain: return 0
        case .grouped, .insetGrouped, .sidebar: return 35
        }
    }

    /// Above and below a plain or sidebar header's text.
    var headerPadding: Double { capsHeaders ? 0 : 6 }

    /// The list's background: grouped grey (black in dark mode), or the plain background.
    var background: Color { kind == .plain ? .systemBackground : .systemGroupedBackground }
    /// The card's (or rows') background: white, or dark grey cards in dark mode.
    var rowBackground: Color { kind == .plain ? .systemBackground : .secondarySystemGroupedBackground }
}

private struct ListAppearanceKey: EnvironmentKey {
    static let defaultValue = ListAppearance(kind: ListAppearance.Kind.insetGrouped)
}

extension EnvironmentValues {
    /// The look of the list or form being built, read by its sections.
    var listAppearance: ListAppearance {
        get { self[ListAppearanceKey.self] }
        set { self[ListAppearanceKey.self] = newValue }
    }
}

/// A list or form: lays its sections out from the top and paints its background across the
/// whole controller (under the bars and the safe area, as iOS does). Content taller than the
/// frame is clipped.
@MainActor
final class ListNode: LayoutNode {
    let appearance: ListAppearance
    let name: String
    let background: SRGBColor
    private var backgroundRect: Rect = .zero
    private var safeRect: Rect = .zero
    /// Its content margins and where it rests (`.contentMargins`, `.scrollPosition`,
    /// `.defaultScrollAnchor`).
    var scrolling = ListScrolling()
    /// True when the list rests scrolled down while starting at the top of the safe area.
    private var scrolledUnderTop = false

    /// The sections, top to bottom (the node's children).
    private let sections: [SectionNode]

    init(sections: [SectionNode], appearance: ListAppearance, name: String, environment: EnvironmentValues) {
        self.sections = sections
        self.appearance = appearance
        self.name = name
        background = environment.scrollContentBackground == .hidden ? .clear : appearance.background.srgb(in: environment)
        super.init(children: sections)
    }

    override func computeSize(_ proposal: SizeProposal) -> Size {
        let width = finite(proposal.width) ?? 390
        let height = finite(proposal.height) ?? contentHeight(width: width)
        return Size(width: width, height: height)
    }

    /// The height of every section and gap, with the content margins, for an unbounded
    /// proposal (a scroll view).
    func contentHeight(width: Double) -> Double {
        let margins = scrolling.margins
        let inner = max(0, width - margins.horizontal)
        var height = appearance.bottomGap + margins.vertical
        for (index, section) in sections.enumerated() {
            height += appearance.gap(beforeSection: index, hasHeader: section.header != nil)
            height += section.size(for: SizeProposal(width: inner, height: nil)).height
        }
        return height
    }

    override func place(in rect: Rect, context: PlacementContext) {
        frame = rect
        backgroundRect = context.bounds
        safeRect = context.safeRect
        let content = contentHeight(width: rect.width)
        // Shorter than the frame: at the top, or where the alignment anchor puts it.
        let top = content < rect.height ? Double(scrolling.anchors.alignment?.y ?? 0) * (rect.height - content) : 0
        placeSections(in: rect, top: top, context: context)
        // Scrolled to a view, an edge or a point, or by the default anchor: placed again.
        let box = Rect(x: rect.minX, y: rect.minY + top, width: rect.width, height: content)
        let offset = scrolling.restingOffset(content: box, viewport: rect, in: self) ?? 0
        if offset != 0 { placeSections(in: rect, top: top - offset, context: context) }
        scrolledUnderTop = offset > 0.5 && rect.minY <= context.safeRect.minY + 0.001
    }

    /// The band of the row holding the view with `id` (a row is scrolled to as a whole, as
    /// iOS scrolls to its cell), or that view's frame when it is not a row of this list.
    func rowFrame(ofViewWithID id: AnyHashable) -> Rect? {
        for section in sections {
            for (index, row) in section.rows.enumerated() where index < section.rowRects.count {
                if row.frame(ofViewWithID: id) != nil { return section.rowRects[index] }
            }
        }
        return frame(ofViewWithID: id)
    }

    /// Places the sections inside the content margins, the first gap `top` below the frame's top.
    private func placeSections(in rect: Rect, top: Double, context: PlacementContext) {
        let margins = scrolling.margins
        let x = rect.minX + margins.leading, width = max(0, rect.width - margins.horizontal)
        var y = rect.minY + top + margins.top
        for (index, section) in sections.enumerated() {
            y += appearance.gap(beforeSection: index, hasHeader: section.header != nil)
            let height = section.size(for: SizeProposal(width: width, height: nil)).height
            section.place(in: Rect(x: x, y: y, width: width, height: height), context: context)
            y += height
        }
    }

    override func draw(in canvas: Raster.Canvas) {
        canvas.fill(canvas.snap(backgroundRect), with: background)
        canvas.withSavedState {
            canvas.clip(to: canvas.snap(scrollViewport(frame, safeRect: safeRect, bounds: backgroundRect)))
            super.draw(in: canvas)
        }
    }

    override var kind: String? { name }

    /// How much of the list lies below its frame.
    var verticalOverflow: Double { max(0, contentHeight(width: frame.width) - frame.height) }

    /// A list scrolls: it hands its overflow up, for full-content renders.
    override func writePreferences(into values: inout PreferenceValues) {
        values.prepend({ [weak self] in self?.verticalOverflow ?? 0 }, to: VerticalOverflowKey.self)
        if scrolledUnderTop { values[ScrolledUnderTopKey.self] = true }
    }
}

/// What a row asked for with `.listRowInsets`, `.listRowBackground`, `.listRowSeparator`
/// and `.listRowSeparatorTint`.
struct ListRowOptions {
    var insets: EdgeInsets?
    var background: LayoutNode?
    var separator: Visibility?
    var separatorTint: SRGBColor?
    /// Set by `.moveDisabled(_:)`: whether the row can be moved (with `onMove`).
    var moveDisabled: Bool?
    /// Set by `.deleteDisabled(_:)`: whether the row can be deleted (with `onDelete`).
    var deleteDisabled: Bool?
    /// The value a list's selection holds for this row (its `ForEach` element's id), given
    /// while the list is in edit mode with a selection.
    var selectionValue: AnyHashable?

    /// These options, with `inner`'s filling the ones not set here.
    func over(_ inner: ListRowOptions) -> ListRowOptions {
        ListRowOptions(
            insets: insets ?? inner.insets,
            background: background ?? inner.background,
            separator: separator ?? inner.separator,
            separatorTint: separatorTint ?? inner.separatorTint,
            moveDisabled: moveDisabled ?? inner.moveDisabled,
            deleteDisabled: deleteDisabled ?? inner.deleteDisabled,
            selectionValue: selectionValue ?? inner.selectionValue
        )
    }
}

/// A row view with list-row options; invisible in the layout description.
@MainActor
final class ListRowOptionsNode: WrapperNode {
    let options: ListRowOptions

    /// The options of `row`: its own, or those of the content of an editable row (a row of a
    /// `ForEach` with `onDelete` or `onMove`).
    static func of(_ row: LayoutNode) -> ListRowOptionsNode? {
        row as? ListRowOptionsNode ?? (row as? EditableRowNode)?.child as? ListRowOptionsNode
    }

    init(child: LayoutNode, options: ListRowOptions) {
        if let inner = child as? ListRowOptionsNode {
            self.options = options.over(inner.options)
            super.init(child: inner.child)
        } else {
            self.options = options
            super.init(child: child)
        }
    }
}

/// A section of a list or form: a header, rows on a card (or full-width band) with hairlines
/// between them starting where the row's text starts, and a footer.
@MainActor
final class SectionNode: LayoutNode {
    let rows: [LayoutNode]
    let header: LayoutNode?
    let footer: LayoutNode?
    let appearance: ListAppearance
    let separatorColor: SRGBColor
    /// The line under a plain section's last row: hidden, or its tint (`listSectionSeparator`,
    /// `listSectionSeparatorTint`).
    let sectionSeparatorHidden: Bool
    let sectionSeparatorTint: SRGBColor?
    let rowBackground: SRGBColor
    /// The least height of a row (`defaultMinListRowHeight`, 44 points unless set).
    let minRowHeight: Double
    /// The space between rows (`.listRowSpacing`): 0 keeps them on one card.
    let rowSpacing: Double
    private var cardRect: Rect = .zero
    /// Each row's band on the card (what a tap on the row lands in), as of the last placement.
    private(set) var rowRects: [Rect] = []
    /// Where each row's separator runs: from where its text starts to the card's far edge.
    private var separatorSpans: [(minX: Double, maxX: Double)] = []
    /// In edit mode, the controls each row shows (ListEditMode.swift), by row.
    private let editControls: [ObjectIdentifier: RowEditControls]

    init(rows: [LayoutNode], header: LayoutNode?, footer: LayoutNode?, environment: EnvironmentValues) {
        self.rows = rows
        self.header = header
        self.footer = footer
        appearance = environment.listAppearance
        minRowHeight = max(0, Double(environment.defaultMinListRowHeight))
        rowSpacing = max(0, environment.listRowSpacing ?? 0)
        separatorColor = environment.separatorColor.srgb(in: environment)
        sectionSeparatorHidden = environment.listSectionSeparatorStyle.visibility == .hidden
        sectionSeparatorTint = environment.listSectionSeparatorStyle.tint?.srgb(in: environment)
        rowBackground = appearance.rowBackground.srgb(in: environment)
        let backgrounds = rows.compactMap { ListRowOptionsNode.of($0)?.options.background }
        var controls: [ObjectIdentifier: RowEditControls] = [:]
        for row in rows {
            controls[ObjectIdentifier(row)] = RowEditControls.of(row, state: environment.listEditState, environment: environment)
        }
        editControls = controls
        let controlNodes = rows.flatMap { controls[ObjectIdentifier($0)]?.nodes ?? [] }
        super.init(children: backgrounds + [header, footer].compactMap { $0 } + rows + controlNodes)
    }

    private func options(_ row: LayoutNode) -> ListRowOptions {
        ListRowOptionsNode.of(row)?.options ?? ListRowOptions()
    }

    /// The row's insets: its own, or the style's.
    private func insets(_ row: LayoutNode) -> EdgeInsets {
        // A system control (switch, stepper, date pill) keeps a row 44 points tall, as iOS.
        let vertical = (row as? ControlNode)?.rowPadding ?? appearance.rowPadding
        var insets =
            options(row).insets
            ?? EdgeInsets(top: vertical, leading: appearance.rowInset, bottom: vertical, trailing: appearance.rowInset)
        // In edit mode the content moves over for the circle before it and the grip after it.
        if let controls = editControls[ObjectIdentifier(row)] {
            insets.leading += CGFloat(controls.leadingInset)
            insets.trailing += CGFloat(controls.trailingInset)
        }
        return insets
    }

    private func cardWidth(_ width: Double) -> Double { max(0, width - 2 * appearance.margin) }

    private func contentWidth(_ row: LayoutNode, width: Double) -> Double {
        let insets = insets(row)
        return max(0, cardWidth(width) - insets.leading - insets.trailing)
    }

    /// The width inside a header or footer.
    private func captionWidth(_ width: Double) -> Double {
        max(0, cardWidth(width) - 2 * appearance.rowInset)
    }

    private func rowHeight(_ row: LayoutNode, width: Double) -> Double {
        let insets = insets(row)
        let content = row.size(for: SizeProposal(width: contentWidth(row, width: width), height: nil))
        return max(minRowHeight, content.height + insets.top + insets.bottom)
    }

    private func headerHeight(width: Double) -> Double {
        guard let header else { return 0 }
        let text = header.size(for: SizeProposal(width: captionWidth(width), height: nil)).height
        return text + 2 * appearance.headerPadding + (appearance.capsHeaders ? ListAppearance.captionGap : 0)
    }

    private func footerHeight(width: Double) -> Double {
        guard let footer else { return 0 }
        return footer.size(for: SizeProposal(width: captionWidth(width), height: nil)).height + ListAppearance.captionGap
    }

    override func computeSize(_ proposal: SizeProposal) -> Size {
        let width = finite(proposal.width) ?? 390
        let card = rows.map { rowHeight($0, width: width) }.reduce(0, +) + rowSpacing * Double(max(0, rows.count - 1))
        return Size(width: width, height: headerHeight(width: width) + card + footerHeight(width: width))
    }

    override func place(in rect: Rect, context: PlacementContext) {
        frame = rect
        let captionX = rect.minX + appearance.margin + appearance.rowInset
        let captionWidth = captionWidth(rect.width)
        var y = rect.minY
        if let header {
            let size = header.size(for: SizeProposal(width: captionWidth, height: nil))
            header.place(
                in: Rect(x: captionX, y: y + appearance.headerPadding, width: min(size.width, captionWidth), height: size.height),
                context: context)
            y += headerHeight(width: rect.width)
        }
        let cardX = rect.minX + appearance.margin
        let cardTop = y
        rowRects = []
        separatorSpans = []
        for (index, row) in rows.enumerated() {
            if index > 0 { y += rowSpacing }
            let height = rowHeight(row, width: rect.width)
            let insets = insets(row)
            let inner = contentWidth(row, width: rect.width)
            let size = row.size(for: SizeProposal(width: inner, height: nil))
            let fitted = Size(width: min(size.width, inner), height: size.height)
            let rowRect = Rect(x: cardX, y: y, width: cardWidth(rect.width), height: height)
            // Content is centred in the space between the top and bottom insets.
            let contentY = y + insets.top + (height - insets.top - insets.bottom - fitted.height) / 2
            row.place(in: Rect(x: cardX + insets.leading, y: contentY, width: fitted.width, height: fitted.height), context: context)
            options(row).background?.place(in: rowRect, context: context)
            editControls[ObjectIdentifier(row)]?.place(in: rowRect, rowInset: appearance.rowInset, context: context)
            rowRects.append(rowRect)
            // A row's `.alignmentGuide(.listRowSeparatorLeading / Trailing)` moves its separator's
            // ends (measured from the row's content, as SwiftUI measures them); otherwise the line
            // starts at the row's first text and runs to the card's edge.
            let contentX = cardX + insets.leading
            let leading = row.explicitValue(.listRowSeparatorLeading, on: .horizontal, in: fitted).map { contentX + $0 }
            let trailing = row.explicitValue(.listRowSeparatorTrailing, on: .horizontal, in: fitted).map { contentX + $0 }
            separatorSpans.append((leading ?? firstTextMinX(in: row) ?? contentX, trailing ?? cardX + cardWidth(rect.width)))
            y += height
        }
        cardRect = Rect(x: cardX, y: cardTop, width: cardWidth(rect.width), height: y - cardTop)
        if let footer {
            let size = footer.size(for: SizeProposal(width: captionWidth, height: nil))
            footer.place(
                in: Rect(x: captionX, y: y + ListAppearance.captionGap, width: min(size.width, captionWidth), height: size.height),
                context: context)
        }
    }

    override func draw(in canvas: Raster.Canvas) {
        if !rows.isEmpty {
            drawCard(in: canvas)
            for row in rows { options(row).background?.draw(in: canvas) }
            drawSeparators(in: canvas)
        }
        for child in [header, footer].compactMap({ $0 }) + rows { child.draw(in: canvas) }
        drawEditControls(in: canvas)
    }

    /// The rows' edit-mode controls, over the rows; a Delete button keeps to the card's corners.
    private func drawEditControls(in canvas: Raster.Canvas) {
        let controls = rows.compactMap { editControls[ObjectIdentifier($0)] }
        guard !controls.isEmpty else { return }
        canvas.withSavedState {
            if appearance.cornerRadius > 0, rowSpacing == 0 {
                canvas.clip(to: .roundedRectangle(cornerRadius: appearance.cornerRadius), in: canvas.snap(cardRect))
            }
            for node in controls.flatMap(\.nodes) { node.draw(in: canvas) }
        }
    }

    /// A row a tap selects in edit mode is one button: its own controls take no taps.
    override func collectElements(into elements: inout [InteractiveElement]) {
        let selecting = Set(rows.filter { editControls[ObjectIdentifier($0)]?.selects == true }.map { ObjectIdentifier($0) })
        for child in children where !selecting.contains(ObjectIdentifier(child)) { child.collectElements(into: &elements) }
    }

    private func drawCard(in canvas: Raster.Canvas) {
        // Rows set apart (`.listRowSpacing`) are each a card of their own.
        for rect in rowSpacing > 0 ? rowRects : [cardRect] { drawCard(rect, in: canvas) }
    }

    private func drawCard(_ rect: Rect, in canvas: Raster.Canvas) {
        let card = canvas.snap(rect)
        switch appearance.kind {
        case .plain:
            break
        case .grouped:
            canvas.fill(card, with: rowBackground)
            canvas.fill(canvas.hairline(from: card.minX, to: card.maxX, y: card.minY - 0.01), with: separatorColor)
            canvas.fill(canvas.hairline(from: card.minX, to: card.maxX, y: card.maxY - 0.01), with: separatorColor)
        case .insetGrouped, .sidebar, .form:
            canvas.fill(.roundedRectangle(cornerRadius: appearance.cornerRadius), in: card, with: rowBackground)
        }
    }

    /// Hairlines between rows (and under the last one in a plain list), from where the upper
    /// row's text starts to the card's edge; none next to a row whose separator is hidden.
    private func drawSeparators(in canvas: Raster.Canvas) {
        for index in appearance.separatesLastRow ? Array(rows.indices) : Array(rows.indices.dropLast()) {
            let upper = options(rows[index])
            let lower = index + 1 < rows.count ? options(rows[index + 1]) : nil
            if upper.separator == .hidden || lower?.separator == .hidden { continue }
            // Rows set apart on cards of their own have no line between them.
            if rowSpacing > 0, appearance.hasCards || appearance.kind == .grouped, lower != nil { continue }
            // Under the last row of a plain section: the section's own separator.
            if lower == nil, sectionSeparatorHidden { continue }
            let y = rowRects[index].maxY
            let span = separatorSpans[index]
            let tint = upper.separatorTint ?? (lower == nil ? sectionSeparatorTint : nil) ?? separatorColor
            canvas.fill(canvas.hairline(from: span.minX, to: span.maxX, y: y - 0.01), with: tint)
        }
    }

    /// Right to left, the card and the separators are reflected with the rows: a separator
    /// then runs from the card's left edge to where the text starts on the right.
    override func reflectGeometry(acrossX sum: Double) {
        cardRect = cardRect.reflected(acrossX: sum)
        rowRects = rowRects.map { $0.reflected(acrossX: sum) }
        separatorSpans = separatorSpans.map { (sum - $0.maxX, sum - $0.minX) }
    }

    override var kind: String? { "Section" }
}

/// The leading edge of the first text in `node`'s subtree, where iOS starts a row's separator.
@MainActor
private func firstTextMinX(in node: LayoutNode) -> Double? {
    if node is TextNode { return node.frame.minX }
    for child in node.children {
        if let x = firstTextMinX(in: child) { return x }
    }
    return nil
}

/// The part of the screen a scroll view's or list's content is seen through: its frame, and
/// when the frame reaches the bottom of the safe area, on down under the home indicator, as
/// iOS lets scrolled content show beneath it.
func scrollViewport(_ frame: Rect, safeRect: Rect, bounds: Rect) -> Rect {
    guard frame.maxY >= safeRect.maxY - 0.001, bounds.maxY > frame.maxY else { return frame }
    return Rect(x: frame.minX, y: frame.minY, width: frame.width, height: bounds.maxY - frame.minY)
}
