internal import Raster

/// The first of several views that fits, as SwiftUI's `ViewThatFits`:
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///     HStack { Text("Delivered"); Text("Tuesday, 14 May") }
///     Text("Tue 14")
/// }
/// ```
/// Each child in order is asked for its ideal size on `axes` (unconstrained there, the offer
/// elsewhere); the first whose ideal size is within the space offered is shown, the last
/// one when none fits. Only the chosen child is laid out, drawn and tapped.
public struct ViewThatFits<Content: View>: View, PrimitiveView {
    /// No body: the choice is made by layout.
    public typealias Body = Never
    let axes: Axis.Set
    let content: Content

    /// Shows the first view of `content` that fits the space offered on `axes`.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        ViewThatFitsNode(candidates: buildNodes(content, in: environment), axes: axes)
    }
}

/// Chooses among its candidates for each proposal; after placement only the chosen one is a
/// child (drawn, tapped, and asked for preferences).
@MainActor
final class ViewThatFitsNode: LayoutNode {
    let candidates: [LayoutNode]
    let axes: Axis.Set

    init(candidates: [LayoutNode], axes: Axis.Set) {
        self.candidates = candidates
        self.axes = axes
        super.init(children: Array(candidates.prefix(1)))
    }

    /// The candidate shown for `proposal`: the first whose ideal size on the chosen axes is
    /// within it (an axis offered no length takes anything), else the last.
    func choice(for proposal: SizeProposal) -> LayoutNode? {
        for candidate in candidates {
            let ideal = candidate.size(
                for: SizeProposal(
                    width: axes.contains(.horizontal) ? nil : proposal.width,
                    height: axes.contains(.vertical) ? nil : proposal.height))
            let fitsWidth = !axes.contains(.horizontal) || proposal.width.map { ideal.width <= $0 + 0.001 } ?? true
            let fitsHeight = !axes.contains(.vertical) || proposal.height.map { ideal.height <= $0 + 0.001 } ?? true
            if fitsWidth && fitsHeight { return candidate }
        }
        return candidates.last
    }

    override func computeSize(_ proposal: SizeProposal) -> Size {
        choice(for: proposal)?.size(for: proposal) ?? .zero
    }

    override func place(in rect: Rect, context: PlacementContext) {
        frame = rect
        guard let chosen = choice(for: SizeProposal(rect.size)) else {
            children = []
            return
        }
        children = [chosen]
        chosen.place(in: rect, context: context)
    }

    override func firstBaseline(in size: Size) -> Double? {
        choice(for: SizeProposal(size))?.firstBaseline(in: size)
    }

    override func lastBaseline(in size: Size) -> Double? {
        choice(for: SizeProposal(size))?.lastBaseline(in: size)
    }
}
