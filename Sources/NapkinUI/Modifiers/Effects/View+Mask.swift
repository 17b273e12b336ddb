internal import Raster

extension View {
    /// Shows the view only where `mask` is opaque, as SwiftUI's `mask(alignment:_:)`.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        let maskView = mask()
        return ModifiedView(content: self) { node, environment in
            MaskNode(child: node, mask: buildNode(maskView, in: environment), alignment: alignment)
        }
    }
}

extension View {
    /// Shows the view only where `mask` is opaque, as SwiftUI's older `mask(_:)` taking the
    /// view itself, centred.
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        self.mask(alignment: .center) { mask }
    }
}

/// Draws its child through a mask view's alpha.
@MainActor
final class MaskNode: WrapperNode {
    let mask: LayoutNode
    let alignment: Alignment

    init(child: LayoutNode, mask: LayoutNode, alignment: Alignment) {
        self.mask = mask
        self.alignment = alignment
        super.init(child: child)
    }

    override func place(in rect: Rect, context: PlacementContext) {
        super.place(in: rect, context: context)
        let size = mask.size(for: SizeProposal(rect.size))
        mask.place(in: Rect(origin: alignment.origin(of: size, node: mask, in: rect), size: size), context: context)
    }

    override func draw(in canvas: Raster.Canvas) {
        canvas.drawMasked({ child.draw(in: canvas) }, mask: { mask.draw(in: canvas) })
    }
}
