/// A container of grouped controls, as SwiftUI's `Form` with iOS's inset-grouped look: a
/// light grey background filling the whole screen, each ``Section`` a white rounded card of
/// rows with hairline separators between them, section headers and footers in small grey
/// text.
///
/// Views placed directly in a form, outside any `Section`, are gathered (consecutive ones
/// together) into a section of their own, as SwiftUI does. Every view of a section is one
/// row: at least 44 points tall, its content inset 16 points and centred vertically.
/// The form fills the space it is offered and lays its sections out from the top; content
/// taller than the screen is clipped (NapkinUI draws still frames, nothing scrolls).
public struct Form: View, PrimitiveView {
    /// No body: a form is primitive.
    public typealias Body = Never
    let content: any View

    /// A form of the sections and rows built by `content`.
    public init<Content: View>(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        var inner = environment
        inner.stackAxis = .horizontal
        inner.isFormRow = true
        var sections: [LayoutNode] = []
        var loose: [LayoutNode] = []
        func flushLoose() {
            guard !loose.isEmpty else { return }
            sections.append(SectionNode(rows: loose, header: nil, footer: nil, environment: environment))
            loose = []
        }
        for node in buildNodes(content, in: inner) {
            if node is SectionNode {
                flushLoose()
                sections.append(node)
            } else {
                loose.append(node)
            }
        }
        flushLoose()
        return FormNode(sections: sections)
    }
}

/// A group of rows in a ``Form``, with an optional header and footer, as SwiftUI's
/// `Section`. The header is drawn in small grey capitals above the card, the footer in small
/// grey text below it.
public struct Section: View, PrimitiveView {
    /// No body: a section is primitive.
    public typealias Body = Never
    let content: any View
    let header: (any View)?
    let footer: (any View)?

    /// A section of the rows built by `content`, with no header or footer.
    public init<Content: View>(@ViewBuilder content: () -> Content) {
        self.content = content()
        header = nil
        footer = nil
    }

    /// A section titled `title` (drawn as its header).
    public init<Content: View>(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.content = content()
        header = Text(title)
        footer = nil
    }

    /// A section titled with a run-time string.
    @_disfavoredOverload
    public init<Content: View, S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.content = content()
        header = Text(title)
        footer = nil
    }

    /// A section with a header and a footer built by their own closures.
    public init<Content: View, Header: View, Footer: View>(
        @ViewBuilder content: () -> Content,
        @ViewBuilder header: () -> Header,
        @ViewBuilder footer: () -> Footer
    ) {
        self.content = content()
        self.header = header()
        self.footer = footer()
    }

    /// A section with a header built by its own closure.
    public init<Content: View, Header: View>(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header) {
        self.content = content()
        self.header = header()
        footer = nil
    }

    /// A section with a footer built by its own closure.
    public init<Content: View, Footer: View>(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.content = content()
        header = nil
        self.footer = footer()
    }

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        var inner = environment
        inner.stackAxis = .horizontal
        inner.isFormRow = true
        var caption = environment
        caption.font = .footnote
        caption.foregroundColor = .secondaryLabel
        var headerEnvironment = caption
        headerEnvironment.textCase = .uppercase
        return SectionNode(
            rows: buildNodes(content, in: inner),
            header: header.map { buildNode($0, in: headerEnvironment) },
            footer: footer.map { buildNode($0, in: caption) },
            environment: environment
        )
    }
}

/// Metrics of the inset-grouped look, in points.
enum GroupedMetrics {
    /// From the screen edge to a card.
    static let margin: Double = 20
    /// From a card's edge to its rows' content (and the separators' leading end).
    static let rowInset: Double = 16
    /// The least height of a row.
    static let rowHeight: Double = 44
    /// Above and below a row's content.
    static let rowPadding: Double = 11
    /// The card's corner radius.
    static let cornerRadius: Double = 10
    /// Between a header and its card, and between a card and its footer.
    static let captionGap: Double = 7
    /// Between one section and the next.
    static let sectionSpacing: Double = 28
    /// Above the first section.
    static let topPadding: Double = 20
}

/// Lays sections out from the top and paints the grouped background across the whole
/// controller (under the bars and the safe area, as iOS does).
@MainActor
final class FormNode: LayoutNode {
    private var backgroundRect: Rect = .zero

    init(sections: [LayoutNode]) {
        super.init(children: sections)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        let width = finite(proposal.width) ?? 390
        let height = finite(proposal.height) ?? contentHeight(width: width)
        return Size(width: width, height: height)
    }

    private func contentHeight(width: Double) -> Double {
        let heights = children.map { $0.size(for: ProposedViewSize(width: width, height: nil)).height }
        return GroupedMetrics.topPadding + heights.reduce(0, +) + GroupedMetrics.sectionSpacing * Double(heights.count)
    }

    override func place(in rect: Rect, context: PlacementContext) {
        frame = rect
        backgroundRect = context.bounds
        var y = rect.minY + GroupedMetrics.topPadding
        for section in children {
            let height = section.size(for: ProposedViewSize(width: rect.width, height: nil)).height
            section.place(in: Rect(x: rect.minX, y: y, width: rect.width, height: height), context: context)
            y += height + GroupedMetrics.sectionSpacing
        }
    }

    override func draw(in canvas: Canvas) {
        canvas.fill(canvas.snap(backgroundRect), with: .groupedBackground)
        canvas.withSavedState {
            canvas.clip(to: canvas.snap(frame))
            super.draw(in: canvas)
        }
    }

    override var kind: String? { "Form" }
}

/// A header, a white rounded card of rows with hairlines between them, and a footer.
@MainActor
final class SectionNode: LayoutNode {
    let rows: [LayoutNode]
    let header: LayoutNode?
    let footer: LayoutNode?
    let separatorColor: Color
    private var cardRect: Rect = .zero

    init(rows: [LayoutNode], header: LayoutNode?, footer: LayoutNode?, environment: EnvironmentValues) {
        self.rows = rows
        self.header = header
        self.footer = footer
        separatorColor = environment.separatorColor
        super.init(children: [header, footer].compactMap { $0 } + rows)
    }

    private typealias M = GroupedMetrics

    /// The width inside a row or caption, for a section `width` wide.
    private func innerWidth(_ width: Double) -> Double {
        max(0, width - 2 * M.margin - 2 * M.rowInset)
    }

    private func rowHeight(_ row: LayoutNode, width: Double) -> Double {
        let content = row.size(for: ProposedViewSize(width: innerWidth(width), height: nil))
        return max(M.rowHeight, content.height + 2 * M.rowPadding)
    }

    private func captionHeight(_ caption: LayoutNode?, width: Double) -> Double {
        guard let caption else { return 0 }
        return caption.size(for: ProposedViewSize(width: innerWidth(width), height: nil)).height + M.captionGap
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        let width = finite(proposal.width) ?? 390
        let card = rows.map { rowHeight($0, width: width) }.reduce(0, +)
        return Size(width: width, height: captionHeight(header, width: width) + card + captionHeight(footer, width: width))
    }

    override func place(in rect: Rect, context: PlacementContext) {
        frame = rect
        let inner = innerWidth(rect.width)
        let textX = rect.minX + M.margin + M.rowInset
        var y = rect.minY
        if let header {
            let size = header.size(for: ProposedViewSize(width: inner, height: nil))
            header.place(in: Rect(x: textX, y: y, width: min(size.width, inner), height: size.height), context: context)
            y += size.height + M.captionGap
        }
        let cardTop = y
        for row in rows {
            let height = rowHeight(row, width: rect.width)
            let size = row.size(for: ProposedViewSize(width: inner, height: nil))
            let fitted = Size(width: min(size.width, inner), height: size.height)
            row.place(in: Rect(x: textX, y: y + (height - fitted.height) / 2, width: fitted.width, height: fitted.height), context: context)
            y += height
        }
        cardRect = Rect(x: rect.minX + M.margin, y: cardTop, width: max(0, rect.width - 2 * M.margin), height: y - cardTop)
        if let footer {
            let size = footer.size(for: ProposedViewSize(width: inner, height: nil))
            footer.place(in: Rect(x: textX, y: y + M.captionGap, width: min(size.width, inner), height: size.height), context: context)
        }
    }

    override func draw(in canvas: Canvas) {
        if !rows.isEmpty {
            canvas.fill(.roundedRectangle(cornerRadius: M.cornerRadius), in: canvas.snap(cardRect), with: .white)
            // Hairlines between rows, from the content's leading edge to the card's edge.
            var y = cardRect.minY
            for row in rows.dropLast() {
                y += rowHeight(row, width: frame.width)
                canvas.fill(canvas.hairline(from: cardRect.minX + M.rowInset, to: cardRect.maxX, y: y - 0.01), with: separatorColor)
            }
        }
        super.draw(in: canvas)
    }

    override var kind: String? { "Section" }
}
