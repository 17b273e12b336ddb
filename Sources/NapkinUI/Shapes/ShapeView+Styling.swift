// iOS 17's shape views can be styled again: `Circle().fill(.green).stroke(.white, lineWidth: 4)`
// draws the fill with a stroke over its outline, and `Circle().stroke(lineWidth: 2).fill(.red)`
// paints the stroke red (the stroke is a shape, filled with the style).

extension ShapeView {
    /// The same shape, its stroke (when it has only a stroke) or its fill painted with `style`.
    public func fill<S: ShapeStyle>(_ style: S = .foreground) -> ShapeView {
        if var stroke = outlineStroke, fillStyle == nil {
            stroke.style = AnyShapeStyle(style)
            return ShapeView(outline: outline, isCircle: isCircle, name: name, fill: nil, stroke: stroke)
        }
        return ShapeView(outline: outline, isCircle: isCircle, name: name, fill: AnyShapeStyle(style), stroke: outlineStroke)
    }

    /// The shape as it is, with its outline stroked over it with `style`, centred on the outline.
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> ShapeView {
        stroke(style, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// The shape as it is, with its outline stroked over it in the line style `strokeStyle`.
    public func stroke<S: ShapeStyle>(_ style: S, style strokeStyle: StrokeStyle, antialiased: Bool = true) -> ShapeView {
        ShapeView(
            outline: outline, isCircle: isCircle, name: name, fill: fillStyle,
            stroke: Stroke(style: AnyShapeStyle(style), line: strokeStyle, inside: false))
    }

    /// The shape as it is, with its outline stroked over it inside its frame.
    public func strokeBorder<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> ShapeView {
        ShapeView(
            outline: outline, isCircle: isCircle, name: name, fill: fillStyle,
            stroke: Stroke(style: AnyShapeStyle(style), line: StrokeStyle(lineWidth: lineWidth), inside: true))
    }
}
