internal import Raster

extension View {
    /// Draws a blurred shadow of the view's shape behind it, as SwiftUI's
    /// `shadow(color:radius:x:y:)` (the default colour is black at 33 %). The blur is a
    /// Gaussian of standard deviation `radius` points, as iOS draws it.
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        ModifiedView(content: self) { node, environment in
            EffectNode(
                child: node,
                effect: .shadow(
                    color.srgb(in: environment), radius: GeometryInput.length(radius, "shadow(radius:)"),
                    offset: Point(x: GeometryInput.signed(x, "shadow(x:)"), y: GeometryInput.signed(y, "shadow(y:)"))))
        }
    }
}
