extension Color: View, PrimitiveView {
    /// No body: a colour is a primitive view that fills the space it is offered.
    public typealias Body = Never

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        ShapeNode(shape: .rectangle, fill: .color(srgb(in: environment)), stroke: nil, kindName: "Color")
    }
}
