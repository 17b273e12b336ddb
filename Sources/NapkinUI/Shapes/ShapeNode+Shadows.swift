internal import Raster

// The shadows of a fill whose style carries them (`.fill(.regularMaterial.shadow(.drop(radius: 4)))`),
// drawn as SwiftUI draws them: a drop shadow is the filled shape's silhouette blurred behind it,
// an inner shadow is the outside of the shape blurred over the fill, within the shape's edges.
extension ShapeNode {
    /// The fill's silhouette (its coverage, so a translucent fill casts a lighter shadow) in
    /// the shadow's colour, blurred by a Gaussian of standard deviation `radius` (``ShadowBlur``) and moved
    /// by the shadow's offset, as `View.shadow` draws a view's.
    func drawDropShadow(_ shadow: ResolvedShadow, of shape: ShapeKind, in rect: Rect, fill: Paint, on canvas: Raster.Canvas) {
        let reach = ShadowBlur.reach(radius: shadow.radius)
        canvas.withSavedState {
            canvas.translate(by: shadow.offset)
            canvas.drawFiltered(
                region: rect.insetBy(dx: -reach, dy: -reach), { canvas.fill(shape, in: rect, with: fill) },
                filter: .shadow(color: shadow.color, sigma: ShadowBlur.sigma(radius: shadow.radius)))
        }
    }

    /// The area around the shape (a frame wide enough that the blur and the offset never
    /// reach its outer edge) blurred and moved by the offset, drawn only inside the shape: a
    /// shadow cast inwards from the edges, strongest on the side the offset points away from.
    func drawInnerShadow(_ shadow: ResolvedShadow, of shape: ShapeKind, in rect: Rect, on canvas: Raster.Canvas) {
        let margin = ShadowBlur.reach(radius: shadow.radius) + abs(shadow.offset.x) + abs(shadow.offset.y) + 2
        let outer = rect.insetBy(dx: -margin, dy: -margin)
        var ring = Path(CGRect(outer))
        ring.data.elements += Path(kind: shape, in: rect).data.elements
        // The shape's own area, where the clip lets the shadow show, as the moved drawing sees it.
        let reach = ShadowBlur.reach(radius: shadow.radius)
        let region = Rect(
            x: rect.minX - shadow.offset.x - reach, y: rect.minY - shadow.offset.y - reach, width: rect.width + 2 * reach,
            height: rect.height + 2 * reach)
        canvas.withSavedState {
            canvas.clip(to: shape, in: rect)
            canvas.translate(by: shadow.offset)
            canvas.drawFiltered(
                region: region, { canvas.fill(.path(ring.data), in: outer, with: .color(shadow.color), evenOdd: true) },
                filter: .shadow(color: shadow.color, sigma: ShadowBlur.sigma(radius: shadow.radius)))
        }
    }
}
