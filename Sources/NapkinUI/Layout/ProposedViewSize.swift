internal import Raster

/// A size offered by a parent to a child during layout, in the `Double` points layout
/// computes with: `nil` in a dimension asks for the child's ideal size, `.infinity` for its
/// largest. Its public face is ``ProposedViewSize``.
struct SizeProposal: Sendable, Hashable {
    /// The offered width, or `nil` for "your ideal width".
    var width: Double?
    /// The offered height, or `nil` for "your ideal height".
    var height: Double?

    /// A proposal of `width` by `height`.
    init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    /// A proposal of exactly `size`.
    init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    /// Asks for the ideal size.
    static let unspecified = SizeProposal(width: nil, height: nil)
    /// Asks for the smallest size.
    static let zero = SizeProposal(width: 0, height: 0)
    /// Asks for the largest size.
    static let infinity = SizeProposal(width: .infinity, height: .infinity)
}

/// A size offered by a parent to a child, as SwiftUI's `ProposedViewSize`: `nil` in a
/// dimension asks for the child's ideal size, `.infinity` for its largest.
public struct ProposedViewSize: Sendable, Hashable {
    /// The offered width, or `nil` for "your ideal width".
    public var width: CGFloat?
    /// The offered height, or `nil` for "your ideal height".
    public var height: CGFloat?

    /// A proposal of `width` by `height`.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// A proposal of exactly `size`.
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// Asks for the ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Asks for the smallest size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Asks for the largest size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal with unspecified dimensions replaced by `size`'s.
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}

extension SizeProposal {
    /// The layout's proposal for a public one.
    init(_ proposal: ProposedViewSize) {
        self.init(width: proposal.width.points, height: proposal.height.points)
    }
}
