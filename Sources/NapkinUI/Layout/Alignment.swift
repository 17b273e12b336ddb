internal import Raster

/// A type that names an alignment guide and says where the guide is in a view that does not
/// set it, as SwiftUI's `AlignmentID`. A custom guide is a static member built from one:
///
/// ```swift
/// extension VerticalAlignment {
///     private enum Mid: AlignmentID {
///         static func defaultValue(in context: ViewDimensions) -> CGFloat { context[VerticalAlignment.center] }
///     }
///     static let mid = VerticalAlignment(Mid.self)
/// }
/// ```
///
/// Views set it with `alignmentGuide(_:computeValue:)`; a stack, a frame, an overlay
/// or a `ZStack` aligned on it lines the views' guides up. Inside a stack a view's explicit
/// value of a custom guide is the stack's too, so views in different stacks line up.
public protocol AlignmentID {
    /// The guide's offset from the view's origin (its top leading corner) when the view sets
    /// no value of its own; `context` gives its size and its other guides.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// Which guide an alignment is: one of the built-in ones, kept as a small case so the common
/// alignments cost a switch, or a custom ``AlignmentID`` type. The same key names a guide on
/// either axis; the axis is carried alongside.
enum AlignmentKey: Hashable, Sendable {
    /// Leading or top.
    case start
    case center
    /// Trailing or bottom.
    case end
    case firstTextBaseline
    case lastTextBaseline
    case listRowSeparatorLeading
    case listRowSeparatorTrailing
    case custom(CustomAlignmentID)

    /// True for the guides whose default is a fixed fraction of the length (start, centre,
    /// end), which containers align without asking anything of their children.
    var isEdgeOrCenter: Bool {
        switch self {
        case .start, .center, .end: return true
        default: return false
        }
    }

    /// The guides a frame or `ZStack` lines its children up on (baselines put them at the top).
    var isFrameAligned: Bool {
        switch self {
        case .firstTextBaseline, .lastTextBaseline: return false
        default: return true
        }
    }

    /// True for a guide named by a custom ``AlignmentID``.
    var isCustom: Bool {
        if case .custom = self { return true }
        return false
    }

    /// Combines the explicit values several children give this guide into their container's,
    /// as SwiftUI: the first baseline takes the smallest, the last baseline the largest, every
    /// other guide the mean.
    func combine(_ values: some Sequence<Double?>) -> Double? {
        var count = 0
        var result = 0.0
        for case let value? in values {
            switch self {
            case .firstTextBaseline: result = count == 0 ? value : min(result, value)
            case .lastTextBaseline: result = count == 0 ? value : max(result, value)
            default: result += value
            }
            count += 1
        }
        guard count > 0 else { return nil }
        switch self {
        case .firstTextBaseline, .lastTextBaseline: return result
        default: return result / Double(count)
        }
    }
}

/// A custom ``AlignmentID`` type as a key: equal when it is the same type. A metatype has no
/// state to share, so the key may cross threads.
struct CustomAlignmentID: Hashable, @unchecked Sendable {
    let type: any AlignmentID.Type

    static func == (lhs: CustomAlignmentID, rhs: CustomAlignmentID) -> Bool {
        ObjectIdentifier(lhs.type) == ObjectIdentifier(rhs.type)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type))
    }
}

/// A guide along the horizontal axis (a vertical line views line up on), as SwiftUI's
/// `HorizontalAlignment`: `VStack`s align their children's, frames and `ZStack`s the child's
/// with their own.
public struct HorizontalAlignment: Sendable, Hashable {
    let key: AlignmentKey

    init(key: AlignmentKey) {
        self.key = key
    }

    /// The guide `id` names, with the default value `id` computes.
    public init(_ id: any AlignmentID.Type) {
        key = .custom(CustomAlignmentID(type: id))
    }

    /// The leading edge (the left, right to left the right).
    public static let leading = HorizontalAlignment(key: .start)
    /// The middle.
    public static let center = HorizontalAlignment(key: .center)
    /// The trailing edge.
    public static let trailing = HorizontalAlignment(key: .end)
    /// Where a list row's separator starts; by default the row's leading edge. A `List` starts
    /// the separator where the row's text starts unless the row sets this guide
    /// (`.alignmentGuide(.listRowSeparatorLeading) { _ in 0 }`: from the row's content edge).
    public static let listRowSeparatorLeading = HorizontalAlignment(key: .listRowSeparatorLeading)
    /// Where a list row's separator ends; by default the row's trailing edge.
    public static let listRowSeparatorTrailing = HorizontalAlignment(key: .listRowSeparatorTrailing)

    /// The value a container gives this guide from its children's explicit values: the mean
    /// of those that are not `nil`, or `nil` when all are.
    public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        key.combine(values.lazy.map { $0.map(Double.init) }).map { CGFloat($0) }
    }

    /// Where a `child`-long span starts inside a `space`-long one so that their guides meet,
    /// when the child sets no value of its own.
    func offset(child: Double, in space: Double) -> Double {
        switch key {
        case .start, .listRowSeparatorLeading: return 0
        case .center: return (space - child) / 2
        case .end, .listRowSeparatorTrailing: return space - child
        case .firstTextBaseline, .lastTextBaseline: return 0
        case .custom(let id):
            return Double(id.type.defaultValue(in: ViewDimensions(width: space, height: 0)))
                - Double(id.type.defaultValue(in: ViewDimensions(width: child, height: 0)))
        }
    }
}

/// A guide along the vertical axis (a horizontal line views line up on), as SwiftUI's
/// `VerticalAlignment`: `HStack`s align their children's, frames and `ZStack`s the child's
/// with their own.
public struct VerticalAlignment: Sendable, Hashable {
    let key: AlignmentKey

    init(key: AlignmentKey) {
        self.key = key
    }

    /// The guide `id` names, with the default value `id` computes.
    public init(_ id: any AlignmentID.Type) {
        key = .custom(CustomAlignmentID(type: id))
    }

    /// The top edge.
    public static let top = VerticalAlignment(key: .start)
    /// The middle.
    public static let center = VerticalAlignment(key: .center)
    /// The bottom edge.
    public static let bottom = VerticalAlignment(key: .end)
    /// The first line of text's baseline (a view without text: its bottom).
    public static let firstTextBaseline = VerticalAlignment(key: .firstTextBaseline)
    /// The last line of text's baseline (a view without text: its bottom).
    public static let lastTextBaseline = VerticalAlignment(key: .lastTextBaseline)

    /// The value a container gives this guide from its children's explicit values: the
    /// smallest for ``firstTextBaseline``, the largest for ``lastTextBaseline``, else the mean
    /// of those that are not `nil`; `nil` when all are.
    public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        key.combine(values.lazy.map { $0.map(Double.init) }).map { CGFloat($0) }
    }

    /// Where a `child`-tall span starts inside a `space`-tall one so that their guides meet,
    /// when the child sets no value of its own (a frame or `ZStack` puts baseline-aligned
    /// children at the top).
    func offset(child: Double, in space: Double) -> Double {
        switch key {
        case .start, .firstTextBaseline, .lastTextBaseline: return 0
        case .center: return (space - child) / 2
        case .end: return space - child
        case .listRowSeparatorLeading, .listRowSeparatorTrailing: return 0
        case .custom(let id):
            return Double(id.type.defaultValue(in: ViewDimensions(width: 0, height: space)))
                - Double(id.type.defaultValue(in: ViewDimensions(width: 0, height: child)))
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
    /// Centred horizontally, on the first text baseline.
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    /// Centred horizontally, on the last text baseline.
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    /// The leading edge, on the first text baseline.
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    /// The leading edge, on the last text baseline.
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    /// The trailing edge, on the first text baseline.
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    /// The trailing edge, on the last text baseline.
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)

    /// The origin of a `child`-sized rectangle aligned within `rect`, for a child that sets
    /// no guide of its own.
    func origin(of child: Size, in rect: Rect) -> Point {
        Point(
            x: rect.minX + horizontal.offset(child: child.width, in: rect.width),
            y: rect.minY + vertical.offset(child: child.height, in: rect.height)
        )
    }
}
