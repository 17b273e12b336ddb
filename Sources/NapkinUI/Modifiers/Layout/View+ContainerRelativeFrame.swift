internal import Raster

extension View {
    /// Sizes the view to a fraction of its container (the view controller's safe area) on
    /// `axes`, as SwiftUI's `containerRelativeFrame(_:alignment:)`.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        containerRelativeFrame(axes, count: 1, span: 1, spacing: 0, alignment: alignment)
    }

    /// Sizes the view to `span` of `count` equal columns (rows) of its container, `spacing`
    /// points apart, as SwiftUI's `containerRelativeFrame(_:count:span:spacing:alignment:)`.
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center)
        -> some View
    {
        ModifiedView(content: self) { node, environment in
            let container = environment.containerSize, spacing = GeometryInput.signed(spacing, "containerRelativeFrame(spacing:)")
            func length(_ total: Double) -> Double {
                let count = Double(max(count, 1)), span = Double(max(min(span, Int(count)), 1))
                return max(0, (total - spacing * (count - 1)) / count * span + spacing * (span - 1))
            }
            return FixedFrameNode(
                child: node, width: axes.contains(.horizontal) ? length(container.width) : nil,
                height: axes.contains(.vertical) ? length(container.height) : nil, alignment: alignment)
        }
    }
}

extension View {
    /// Sizes the view on `axes` to what `length` makes of its container's length on each axis,
    /// as SwiftUI's `containerRelativeFrame(_:alignment:_:)`: `{ width, _ in width * 0.8 }`.
    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> some View {
        ModifiedView(content: self) { node, environment in
            let container = environment.containerSize
            return FixedFrameNode(
                child: node, width: axes.contains(.horizontal) ? max(0, Double(length(container.width, .horizontal))) : nil,
                height: axes.contains(.vertical) ? max(0, Double(length(container.height, .vertical))) : nil, alignment: alignment)
        }
    }
}

private struct ContainerSizeKey: EnvironmentKey {
    static var defaultValue: Size { Size(width: 390, height: 763) }
}

extension EnvironmentValues {
    /// The size of the container `containerRelativeFrame` measures against: the safe area of
    /// the view controller being laid out.
    var containerSize: Size {
        get { self[ContainerSizeKey.self] }
        set { self[ContainerSizeKey.self] = newValue }
    }
}
