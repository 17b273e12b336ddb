internal import Raster

/// A column of a `LazyVGrid` (or a row of a `LazyHGrid`), as SwiftUI's `GridItem`.
public struct GridItem: Sendable, Hashable {
    /// How wide a column is.
    public enum Size: Sendable, Hashable {
        /// Exactly this many points.
        case fixed(CGFloat)
        /// A share of the space left by fixed columns, between the limits.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many columns as fit, each at least `minimum` wide, sharing the space.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The size.
    public var size: Size
    /// The space after this column (8 points when `nil`).
    public var spacing: CGFloat?
    /// Where a cell sits inside this column (centred when `nil`).
    public var alignment: Alignment?

    /// A grid item.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    /// The size with lengths that cannot be negative and limits that are numbers or
    /// `.infinity` (see ``GeometryInput``); the properties are public, so layout reads this.
    var sanitizedSize: Size {
        switch size {
        case .fixed(let length):
            return .fixed(CGFloat(GeometryInput.length(length, "GridItem(.fixed)")))
        case .flexible(let minimum, let maximum):
            let low = GeometryInput.length(minimum, "GridItem(.flexible(minimum:))", fallback: 10)
            return .flexible(
                minimum: CGFloat(low),
                maximum: CGFloat(max(low, GeometryInput.limit(maximum, "GridItem(.flexible(maximum:))") ?? .infinity)))
        case .adaptive(let minimum, let maximum):
            let low = GeometryInput.length(minimum, "GridItem(.adaptive(minimum:))")
            return .adaptive(
                minimum: CGFloat(low),
                maximum: CGFloat(max(low, GeometryInput.limit(maximum, "GridItem(.adaptive(maximum:))") ?? .infinity)))
        }
    }

    /// The space after this item, or 8; negative pulls the next one closer, as in SwiftUI.
    var sanitizedSpacing: Double { GeometryInput.signed(spacing, "GridItem(spacing:)") ?? 8 }

    /// The item as layout uses it: ``sanitizedSize`` and ``sanitizedSpacing``.
    var sanitized: GridItem { GridItem(sanitizedSize, spacing: CGFloat(sanitizedSpacing), alignment: alignment) }
}

/// A grid that grows downwards, filling its columns row by row, as SwiftUI's `LazyVGrid`.
/// Like `LazyVStack`, it is as wide as the space offered; its columns sit in that width by
/// `alignment`.
public struct LazyVGrid: View, PrimitiveView {
    /// No body: grids are primitive.
    public typealias Body = Never
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: Double?
    let content: any View

    /// A grid with `columns`; `spacing` is between rows (8 points when `nil`).
    public init<Content: View>(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = [],
        @ViewBuilder content: () -> Content
    ) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = GeometryInput.signed(spacing, "LazyVGrid(spacing:)")
        self.content = content()
    }

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        lazyContainerNode(.vertical, alignment: Alignment(horizontal: alignment, vertical: .top), stackAxis: nil, content, in: environment)
        {
            LazyGridNode(axis: .vertical, tracks: columns, lineSpacing: spacing ?? 8, children: $0)
        }
    }
}

/// A grid that grows sideways, filling its rows column by column, as SwiftUI's `LazyHGrid`.
/// Like `LazyHStack`, it is as tall as the space offered; its rows sit in that height by
/// `alignment`.
public struct LazyHGrid: View, PrimitiveView {
    /// No body: grids are primitive.
    public typealias Body = Never
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: Double?
    let content: any View

    /// A grid with `rows`; `spacing` is between columns (8 points when `nil`).
    public init<Content: View>(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = [],
        @ViewBuilder content: () -> Content
    ) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = GeometryInput.signed(spacing, "LazyHGrid(spacing:)")
        self.content = content()
    }

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        lazyContainerNode(
            .horizontal, alignment: Alignment(horizontal: .leading, vertical: alignment), stackAxis: nil, content, in: environment
        ) {
            LazyGridNode(axis: .horizontal, tracks: rows, lineSpacing: spacing ?? 8, children: $0)
        }
    }
}

/// The layout of the lazy grids, for a vertical grid (a horizontal one is the same with the
/// axes swapped): the columns' widths are resolved from the width offered, as SwiftUI does:
/// fixed columns first, then flexible ones share what is left (within their limits), and an
/// adaptive item becomes as many columns as fit at its minimum. Cells fill the columns row by
/// row; a row is as tall as its tallest cell. The grid is as wide as its columns; the lazy
/// grids' frames place it in the space offered.
@MainActor
final class LazyGridNode: LayoutNode {
    let axis: Axis
    let tracks: [GridItem]
    let lineSpacing: Double

    /// The most tracks an adaptive item becomes: far more than fit on any screen, and a bound
    /// on what a tiny minimum with a negative spacing could ask for.
    static let maximumAdaptiveTracks = 1_000

    init(axis: Axis, tracks: [GridItem], lineSpacing: Double, children: [LayoutNode]) {
        self.axis = axis
        self.tracks = tracks.map(\.sanitized)
        self.lineSpacing = lineSpacing
        super.init(children: children)
    }

    /// One resolved column: its width, the space after it and the cells' alignment.
    struct Track {
        var length: Double
        var spacing: Double
        var alignment: Alignment
    }

    private func cross(_ size: Size) -> Double { axis == .vertical ? size.width : size.height }
    private func main(_ size: Size) -> Double { axis == .vertical ? size.height : size.width }
    private func size(main: Double, cross: Double) -> Size {
        axis == .vertical ? Size(width: cross, height: main) : Size(width: main, height: cross)
    }
    private func proposal(cross: Double) -> SizeProposal {
        axis == .vertical ? SizeProposal(width: cross, height: nil) : SizeProposal(width: nil, height: cross)
    }

    /// The columns for `available` points across.
    func resolveTracks(available: Double?) -> [Track] {
        let available = available.flatMap { $0.isFinite ? $0 : nil }
        // Adaptive items expand into as many tracks as fit; others stay one track each.
        var expanded: [(GridItem, Double?)] = []
        let fixedTotal = tracks.reduce(0.0) { total, item in
            if case .fixed(let length) = item.size { return total + length + (item.spacing ?? 8) }
            return total
        }
        for item in tracks {
            if case .adaptive(let minimum, let maximum) = item.size {
                let spacing = item.spacing ?? 8
                let room = max(0, (available ?? minimum) - fixedTotal)
                // At least a point from one track to the next, and a bounded count, whatever
                // the spacing: a negative one could otherwise ask for millions of tracks.
                let pitch = max(1, max(minimum, 1) + spacing)
                let fit = ((room + spacing) / pitch).rounded(.down)
                let count = Int(min(max(fit.isNaN ? 1 : fit, 1), Double(Self.maximumAdaptiveTracks)))
                let length = min(maximum, max(minimum, (room - spacing * Double(count - 1)) / Double(count)))
                expanded += Array(repeating: (item, length), count: count)
            } else {
                expanded.append((item, nil))
            }
        }
        let spacingTotal = expanded.dropLast().reduce(0.0) { $0 + ($1.0.spacing ?? 8) }
        var remaining = max(0, (available ?? 0) - spacingTotal)
        var lengths = [Double?](repeating: nil, count: expanded.count)
        for (index, (item, adaptive)) in expanded.enumerated() {
            if case .fixed(let length) = item.size { lengths[index] = length; remaining -= length }
            if let adaptive { lengths[index] = adaptive; remaining -= adaptive }
        }
        // Flexible tracks share what is left, the most constrained first.
        var flexible = expanded.indices.filter { lengths[$0] == nil }
        flexible.sort { limits(expanded[$0].0).max < limits(expanded[$1].0).max }
        for (position, index) in flexible.enumerated() {
            let share = max(0, remaining) / Double(flexible.count - position)
            let (minimum, maximum) = limits(expanded[index].0)
            let length = available == nil ? minimum : min(maximum, max(minimum, share))
            lengths[index] = length
            remaining -= length
        }
        return expanded.enumerated().map { index, entry in
            Track(length: lengths[index] ?? 0, spacing: entry.0.spacing ?? 8, alignment: entry.0.alignment ?? .center)
        }
    }

    private func limits(_ item: GridItem) -> (min: Double, max: Double) {
        if case .flexible(let minimum, let maximum) = item.size { return (minimum, maximum) }
        return (0, .infinity)
    }

    /// The cells' sizes and each line's length along the growing axis.
    private func lines(_ tracks: [Track]) -> [Double] {
        guard !tracks.isEmpty else { return [] }
        return stride(from: 0, to: children.count, by: tracks.count).map { start in
            children[start..<min(start + tracks.count, children.count)].enumerated().map { offset, child in
                main(child.size(for: proposal(cross: tracks[offset].length)))
            }.max() ?? 0
        }
    }

    override func computeSize(_ proposal: SizeProposal) -> Size {
        let offered = axis == .vertical ? proposal.width : proposal.height
        let tracks = resolveTracks(available: offered)
        let crossLength = tracks.reduce(0) { $0 + $1.length } + tracks.dropLast().reduce(0) { $0 + $1.spacing }
        let lines = lines(tracks)
        let mainLength = lines.reduce(0, +) + lineSpacing * Double(max(0, lines.count - 1))
        return size(main: mainLength, cross: crossLength)
    }

    override func place(in rect: Rect, context: PlacementContext) {
        frame = rect
        let tracks = resolveTracks(available: cross(rect.size))
        guard !tracks.isEmpty else { return }
        let lines = lines(tracks)
        var mainPosition = 0.0
        for (line, lineLength) in lines.enumerated() {
            var crossPosition = 0.0
            for (column, track) in tracks.enumerated() {
                let index = line * tracks.count + column
                guard index < children.count else { break }
                let child = children[index]
                let childSize = child.size(for: proposal(cross: track.length))
                let cell =
                    axis == .vertical
                    ? Rect(x: rect.minX + crossPosition, y: rect.minY + mainPosition, width: track.length, height: lineLength)
                    : Rect(x: rect.minX + mainPosition, y: rect.minY + crossPosition, width: lineLength, height: track.length)
                let fitted = Size(width: min(childSize.width, cell.width), height: min(childSize.height, cell.height))
                child.place(in: Rect(origin: track.alignment.origin(of: fitted, node: child, in: cell), size: fitted), context: context)
                crossPosition += track.length + track.spacing
            }
            mainPosition += lineLength + lineSpacing
        }
    }

    override var kind: String? { axis == .vertical ? "LazyVGrid" : "LazyHGrid" }
}
