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

    private var columnCount: Int { rows.filter { $0.count > 1 }.map(\.count).max() ?? 1 }

    /// A row of one view outside a `GridRow` spans the grid.
    private func spans(_ row: [LayoutNode]) -> Bool { row.count == 1 && columnCount > 1 }

    private func columnWidths() -> [Double] {
        var widths = [Double](repeating: 0, count: columnCount)
        for row in rows where !spans(row) {
            for (column, cell) in row.enumerated() {
                widths[column] = max(widths[column], cell.size(for: .unspecified).width)
            }
        }
        return widths
    }

    private func width(of widths: [Double]) -> Double {
        widths.reduce(0, +) + horizontalSpacing * Double(max(0, widths.count - 1))
    }

    private func rowHeight(_ row: [LayoutNode], widths: [Double]) -> Double {
        if spans(row) { return row[0].size(for: SizeProposal(width: width(of: widths), height: nil)).height }
        return row.enumerated().map { column, cell in
            cell.size(for: SizeProposal(width: widths[column], height: nil)).height
        }.max() ?? 0
    }

    override func computeSize(_ proposal: SizeProposal) -> Size {
        let widths = columnWidths()
        let heights = rows.map { rowHeight($0, widths: widths) }
        return Size(width: width(of: widths), height: heights.reduce(0, +) + verticalSpacing * Double(max(0, heights.count - 1)))
    }

    override func place(in rect: Rect, context: PlacementContext) {
        frame = rect
        let widths = columnWidths()
        var y = rect.minY
        for (index, row) in rows.enumerated() {
            let height = rowHeight(row, widths: widths)
            let cellAlignment = Alignment(horizontal: alignment.horizontal, vertical: rowAlignments[index] ?? alignment.vertical)
            if spans(row) {
                let cell = Rect(x: rect.minX, y: y, width: width(of: widths), height: height)
                let size = row[0].size(for: SizeProposal(cell.size))
                row[0].place(in: Rect(origin: alignment.origin(of: size, node: row[0], in: cell), size: size), context: context)
            } else {
                var x = rect.minX
                for (column, cellNode) in row.enumerated() {
                    let cell = Rect(x: x, y: y, width: widths[column], height: height)
                    let size = cellNode.size(for: SizeProposal(width: widths[column], height: nil))
                    let fitted = Size(width: min(size.width, cell.width), height: min(size.height, cell.height))
                    let origin = cellAlignment.origin(of: fitted, node: cellNode, in: cell)
                    cellNode.place(in: Rect(origin: origin, size: fitted), context: context)
                    x += widths[column] + horizontalSpacing
                }
            }
            y += height + verticalSpacing
        }
    }

    override var kind: String? { "Grid" }
}
