internal import Raster

/// The sizes a node chose during one layout pass, by proposal. Most nodes are asked once or
/// twice, so the first two answers are kept inline (no hashing, no allocation) and any more
/// in a dictionary.
struct SizeMemo {
    private var first: (proposal: SizeProposal, size: Size)?
    private var second: (proposal: SizeProposal, size: Size)?
    private var more: [SizeProposal: Size] = [:]

    /// The size remembered for `proposal`, if any.
    func size(for proposal: SizeProposal) -> Size? {
        guard let first else { return nil }
        if first.proposal == proposal { return first.size }
        guard let second else { return nil }
        if second.proposal == proposal { return second.size }
        return more[proposal]
    }

    /// Remembers `size` for `proposal`.
    mutating func remember(_ size: Size, for proposal: SizeProposal) {
        if first == nil {
            first = (proposal, size)
        } else if second == nil {
            second = (proposal, size)
        } else {
            more[proposal] = size
        }
    }
}
