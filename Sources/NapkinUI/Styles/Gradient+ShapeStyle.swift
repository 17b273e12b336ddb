internal import Raster

extension Gradient: ShapeStyle, PaintingShapeStyle {
    /// A gradient used as a style is drawn along the vertical axis, its first stop at the top
    /// and its last at the bottom, as SwiftUI draws `.background(Gradient(colors: …))`.
    func paint(in environment: EnvironmentValues) -> Paint {
        LinearGradient(gradient: self, startPoint: .top, endPoint: .bottom).paint(in: environment)
    }
}
