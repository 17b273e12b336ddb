internal import Raster

/// A table of views in rows and columns, as SwiftUI's `Grid` (iOS 16): each ``GridRow`` is a
/// row, its views the cells; a column is as wide as its widest cell and a row as tall as its
/// tallest. A view placed directly in the grid, outside any row, spans every column.
public struct Grid: View, PrimitiveView {
    /// No body: a grid is primitive.
    public typealias Body = Never
    let alignment: Alignment
    let horizontalSpacing: Double?
    let verticalSpacing: Double?
    let content: any View

    /// A grid; spacings are 8 points when `nil`.
    public init<Content: View>(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.horizontalSpacing = GeometryInput.signed(horizontalSpacing, "Grid(horizontalSpacing:)")
        self.verticalSpacing = GeometryInput.signed(verticalSpacing, "Grid(verticalSpacing:)")
        self.content = content()
    }

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        var inner = environment
        inner.stackAxis = .vertical
        let nodes = buildNodes(content, in: inner)
        return GridNode(
            rows: nodes.map { ($0 as? GridRowNode)?.cells ?? [$0] }, rowAlignments: nodes.map { ($0 as? GridRowNode)?.alignment },
            alignment: alignment, horizontalSpacing: horizontalSpacing ?? 8, verticalSpacing: verticalSpacing ?? 8)
    }
}

/// One row of a ``Grid``: each view is a cell.
public struct GridRow: View, PrimitiveView {
    /// No body: a row is primitive.
    public typealias Body = Never
    let alignment: VerticalAlignment?
    let content: any View

    /// A row whose cells sit by `alignment` (the grid's when `nil`).
    public init<Content: View>(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        var inner = environment
        inner.stackAxis = .horizontal
        return GridRowNode(cells: buildNodes(content, in: inner), alignment: alignment)
    }
}

/// A row's cells on their way to the grid (never placed itself).
@MainActor
final class GridRowNode: LayoutNode {
    let cells: [LayoutNode]
    let alignment: VerticalAlignment?
    init(cells: [LayoutNode], alignment: VerticalAlignment?) {
        self.cells = cells
        self.alignment = alignment
        super.init(children: cells)
    }
}

/// The layout of ``Grid``.
@MainActor
final class GridNode: LayoutNode {
    let rows: [[LayoutNode]]
    let rowAlignments: [VerticalAlignment?]
    let alignment: Alignment
    let horizontalSpacing: Double
    let verticalSpacing: Double

    init(
        rows: [[LayoutNode]], rowAlignments: [VerticalAlignment?], alignment: Alignment, horizontalSpacing: Double, verticalSpacing: Double
    ) {
        self.rows = rows
        self.rowAlignments = rowAlignments
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        super.init(children: rows.flatMap { $0 })
    }

    /// A row of one view outside a `GridRow` spans the grid.
    private func spans(_ row: [LayoutNode]) -> Bool { row.count == 1 && columnCount > 1 && GridCell.settings(of: row[0]) == nil }

    /// The columns each cell of `row` takes (`gridCellColumns`), at least one.
    private func columnSpans(_ row: [LayoutNode]) -> [Int] { row.map { max(1, GridCell.settings(of: $0)?.columns ?? 1) } }

    private var columnCount: Int {
        rows.filter { $0.count > 1 || GridCell.settings(of: $0[0]) != nil }.map { columnSpans($0).reduce(0, +) }.max() ?? 1
    }

    /// The first column of each cell of `row`.
    private func firstColumns(_ row: [LayoutNode]) -> [Int] {
        var first = 0
        return columnSpans(row).map { span in
            defer { first += span }
            return first
        }
    }

    private func columnWidths() -> [Double] {
        let count = columnCount
        var widths = [Double](repeating: 0, count: count)
        var wide: [(first: Int, span: Int, width: Double)] = []
        for row in rows where !spans(row) {
            for ((cell, first), span) in zip(zip(row, firstColumns(row)), columnSpans(row)) where first < count {
                // A cell unsized horizontally (a divider) takes the column's width and asks for none.
                if GridCell.settings(of: cell)?.unsizedAxes.contains(.horizontal) == true { continue }
                let width = cell.size(for: .unspecified).width
                if span == 1 { widths[first] = max(widths[first], width) } else { wide.append((first, min(span, count - first), width)) }
            }
        }
        // A cell over several columns widens them evenly when they are too narrow for it.
        for cell in wide {
            let columns = cell.first..<(cell.first + cell.span)
            let missing = cell.width - self.width(of: Array(widths[columns]))
            if missing > 0 { for column in columns { widths[column] += missing / Double(cell.span) } }
        }
        return widths
    }

    private func width(of widths: [Double]) -> Double {
        widths.reduce(0, +) + horizontalSpacing * Double(max(0, widths.count - 1))
    }

    /// The width of the cell that starts at `first` and takes `span` columns.
    private func cellWidth(first: Int, span: Int, widths: [Double]) -> Double {
        let end = min(widths.count, first + span)
        return first < end ? width(of: Array(widths[first..<end])) : 0
    }

    private func rowHeight(_ row: [LayoutNode], widths: [Double]) -> Double {
        if spans(row) { return row[0].size(for: SizeProposal(width: width(of: widths), height: nil)).height }
        return zip(zip(row, firstColumns(row)), columnSpans(row)).map { item, span in
            let (cell, first) = item
            if GridCell.settings(of: cell)?.unsizedAxes.contains(.vertical) == true { return 0 }
            return cell.size(for: SizeProposal(width: cellWidth(first: first, span: span, widths: widths), height: nil)).height
        }.max() ?? 0
    }

    /// Each column's horizontal alignment: the first `gridColumnAlignment` set in it, else the grid's.
    private func columnAlignments(count: Int) -> [HorizontalAlignment] {
        var alignments = [HorizontalAlignment](repeating: alignment.horizontal, count: count)
        var set = [Bool](repeating: false, count: count)
        for row in rows where !spans(row) {
            for (cell, first) in zip(row, firstColumns(row)) where first < count && !set[first] {
                if let guide = GridCell.settings(of: cell)?.columnAlignment {
                    alignments[first] = guide
                    set[first] = true
                }
            }
        }
        return alignments
    }

    override func computeSize(_ proposal: SizeProposal) -> Size {
        let widths = columnWidths()
        let heights = rows.map { rowHeight($0, widths: widths) }
        return Size(width: width(of: widths), height: heights.reduce(0, +) + verticalSpacing * Double(max(0, heights.count - 1)))
    }

    override func place(in rect: Rect, context: PlacementContext) {
        frame = rect
        let widths = columnWidths()
        let alignments = columnAlignments(count: widths.count)
        var y = rect.minY
        for (index, row) in rows.enumerated() {
            let height = rowHeight(row, widths: widths)
            if spans(row) {
                let cell = Rect(x: rect.minX, y: y, width: width(of: widths), height: height)
                let size = row[0].size(for: SizeProposal(cell.size))
                row[0].place(in: Rect(origin: alignment.origin(of: size, node: row[0], in: cell), size: size), context: context)
            } else {
                for ((cellNode, first), span) in zip(zip(row, firstColumns(row)), columnSpans(row)) where first < widths.count {
                    let x = rect.minX + widths[..<first].reduce(0, +) + horizontalSpacing * Double(first)
                    let cell = Rect(x: x, y: y, width: cellWidth(first: first, span: span, widths: widths), height: height)
                    let settings = GridCell.settings(of: cellNode)
                    let unsized = settings?.unsizedAxes ?? []
                    let proposal = SizeProposal(width: cell.width, height: unsized.contains(.vertical) ? height : nil)
                    let size = cellNode.size(for: proposal)
                    let fitted = Size(
                        width: unsized.contains(.horizontal) ? cell.width : min(size.width, cell.width),
                        height: min(size.height, cell.height))
                    let origin: Point
                    if let anchor = settings?.anchor {
                        origin = Point(
                            x: cell.minX + (cell.width - fitted.width) * Double(anchor.x),
                            y: cell.minY + (cell.height - fitted.height) * Double(anchor.y))
                    } else {
                        let vertical = rowAlignments[index] ?? alignment.vertical
                        origin = Alignment(horizontal: alignments[first], vertical: vertical).origin(of: fitted, node: cellNode, in: cell)
                    }
                    cellNode.place(in: Rect(origin: origin, size: fitted), context: context)
                }
            }
            y += height + verticalSpacing
        }
    }

    override var kind: String? { "Grid" }
}

/// What a cell of a ``Grid`` asks of its grid: the columns it spans, where it sits in its cell, the axes along which it
/// takes the cell's size without asking for any, and its column's alignment.
struct GridCell: Equatable {
    var columns = 1
    var anchor: UnitPoint?
    var unsizedAxes: Axis.Set = []
    var columnAlignment: HorizontalAlignment?

    /// The settings of `node`, found through the modifiers around it (nil when none was set).
    @MainActor
    static func settings(of node: LayoutNode) -> GridCell? {
        var current = node
        while true {
            if let cell = current as? GridCellNode { return cell.settings }
            guard let wrapper = current as? WrapperNode else { return nil }
            current = wrapper.child
        }
    }
}

/// A view with its grid cell settings (`gridCellColumns`, `gridCellAnchor`, `gridCellUnsizedAxes`,
/// `gridColumnAlignment`); settings of modifiers inside it carry over.
@MainActor
final class GridCellNode: WrapperNode {
    let settings: GridCell

    init(child: LayoutNode, change: (inout GridCell) -> Void) {
        var settings = GridCell.settings(of: child) ?? GridCell()
        change(&settings)
        self.settings = settings
        super.init(child: child)
    }

    /// Leaves the text's edges as they are, so a stack still spaces it as text.
    override func stackEdge(_ edge: VerticalEdge) -> StackEdge { child.stackEdge(edge) }
}

extension View {
    /// Makes this cell of a ``GridRow`` span `count` columns, as SwiftUI's `gridCellColumns(_:)` (iOS 16): it is as wide
    /// as those columns and the spacing between them, and widens them evenly when it needs more room.
    public func gridCellColumns(_ count: Int) -> some View {
        gridCell { $0.columns = count }
    }

    /// Places this cell at `anchor` of its grid cell, in place of the grid's and row's alignment, as SwiftUI's
    /// `gridCellAnchor(_:)` (iOS 16).
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        gridCell { $0.anchor = anchor }
    }

    /// Makes this cell take its cell's size along `axes` without asking for any, as SwiftUI's
    /// `gridCellUnsizedAxes(_:)` (iOS 16): a `Divider()` with `.horizontal` in a row is as wide as its column without
    /// widening it.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        gridCell { $0.unsizedAxes = axes }
    }

    /// Aligns every cell of this cell's column by `guide`, as SwiftUI's `gridColumnAlignment(_:)` (iOS 16); the first
    /// one set in a column wins.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        gridCell { $0.columnAlignment = guide }
    }

    private func gridCell(_ change: @escaping (inout GridCell) -> Void) -> some View {
        ModifiedView(content: self) { node, _ in GridCellNode(child: node, change: change) }
    }
}
