internal import Raster

/// Where a child sits horizontally in a larger space.
public enum HorizontalAlignment: Sendable, Hashable {
    /// At the left edge.
    case leading
    /// Centred.
    case center
    /// At the right edge.
    case trailing

    func offset(child: Double, in space: Double) -> Double {
        switch self {
        case .leading: return 0
        case .center: return (space - child) / 2
        case .trailing: return space - child
        }
    }
}

/// Where a child sits vertically in a larger space.
public enum VerticalAlignment: Sendable, Hashable {
    /// At the top edge.
    case top
    /// Centred.
    case center
    /// At the bottom edge.
    case bottom
    /// Children's first text baselines on one line (for `HStack`).
    case firstTextBaseline
    /// Children's last text baselines on one line (for `HStack`).
    case lastTextBaseline

    func offset(child: Double, in space: Double) -> Double {
        switch self {
        case .top, .firstTextBaseline, .lastTextBaseline: return 0
        case .center: return (space - child) / 2
        case .bottom: return space - child
        }
    }
}

/// A horizontal and a vertical alignment together, for frames, overlays and `ZStack`.
public struct Alignment: Sendable, Hashable {
    /// The horizontal part.
    public var horizontal: HorizontalAlignment
    /// The vertical part.
    public var vertical: VerticalAlignment

    /// An alignment from its two parts.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Centred on both axes.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// Left edge, centred vertically.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// Right edge, centred vertically.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// Top edge, centred horizontally.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// Bottom edge, centred horizontally.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// Top-left corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// Top-right corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// Bottom-left corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// Bottom-right corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// The origin of a `child`-sized rectangle aligned within `rect`.
    func origin(of child: Size, in rect: Rect) -> Point {
        Point(
            x: rect.minX + horizontal.offset(child: child.width, in: rect.width),
            y: rect.minY + vertical.offset(child: child.height, in: rect.height)
        )
    }
}
