internal import Raster

extension View {
    /// Sets the accent colour of controls inside (and the `.tint` shape style).
    public func tint(_ color: Color?) -> some View {
        EnvironmentModifiedView(content: self) { if let color { $0.tint = color } }
    }

    /// Sets the accent colour of controls inside to a style's colour (a gradient gives its
    /// first colour), as SwiftUI's `tint(_:)` taking a `ShapeStyle`.
    @_disfavoredOverload
    public func tint<S: ShapeStyle>(_ style: S?) -> some View {
        EnvironmentModifiedView(content: self) { if let style { $0.tint = Color(light: style.paint(in: $0).representativeColor) } }
    }

    /// Sets the accent colour (SwiftUI's older name for ``tint(_:)-(Color?)``).
    public func accentColor(_ color: Color?) -> some View {
        tint(color)
    }
}
