internal import Raster

extension ViewController {
    /// The size this controller's content view chooses when offered `proposal` on `device`
    /// (its scale and traits apply, so a larger text size gives a larger size), as UIKit's
    /// `sizeThatFits(in:)`. `.unspecified` asks for the ideal size: what
    /// swift-snapshot-testing's `.sizeThatFits` layout renders. A controller without content
    /// view fits in `.zero`.
    public func sizeThatFits(_ proposal: ProposedViewSize = .unspecified, on device: Device = .iPhone13Pro) -> CGSize {
        guard let contentView else { return .zero }
        return CGSize(buildNode(contentView, in: device.environment).size(for: SizeProposal(proposal)))
    }
}
