extension View {
    /// Blurs the view with a Gaussian of standard deviation `radius / 2` points, as SwiftUI's
    /// `blur(radius:opaque:)`.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        ModifiedView(content: self) { node, _ in
            EffectNode(child: node, effect: .blur(radius: GeometryInput.length(radius, "blur(radius:)")))
        }
    }
}
