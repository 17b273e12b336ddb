internal import Raster

/// The outline of a bordered button, as SwiftUI's `ButtonBorderShape`: `.automatic` (a
/// rounded rectangle whose radius follows the control size), `.capsule`, `.circle`,
/// `.roundedRectangle` or `.roundedRectangle(radius:)`.
public struct ButtonBorderShape: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        case automatic, capsule, circle, roundedRectangle(radius: Double?)
    }

    let form: Kind

    /// The style's choice: a rounded rectangle (radius 6 small, 8 regular, 12 large).
    public static let automatic = ButtonBorderShape(form: .automatic)
    /// A capsule.
    public static let capsule = ButtonBorderShape(form: .capsule)
    /// A circle.
    public static let circle = ButtonBorderShape(form: .circle)
    /// A rounded rectangle with the control size's radius.
    public static let roundedRectangle = ButtonBorderShape(form: .roundedRectangle(radius: nil))

    /// A rounded rectangle with corners of `radius` points.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(form: .roundedRectangle(radius: Double(radius)))
    }

    /// The shape for a button of `size`.
    @MainActor
    func shape(for size: ControlSize) -> AnyShape {
        switch form {
        case .capsule: return AnyShape(Capsule())
        case .circle: return AnyShape(Circle())
        case .automatic, .roundedRectangle(radius: nil):
            return AnyShape(RoundedRectangle(cornerRadius: BorderedButtonMetrics(size).cornerRadius))
        case .roundedRectangle(let radius?): return AnyShape(RoundedRectangle(cornerRadius: radius))
        }
    }
}

extension ButtonBorderShape: BuiltinShape, PrimitiveView, CircleInscribing {
    /// The outline as a shape of its own (`.clipShape(.buttonBorder)`):
    /// `.automatic` and `.roundedRectangle` are a regular-size bordered button's rounded rectangle.
    var kind: ShapeKind {
        switch form {
        case .capsule: return .capsule
        case .circle: return .ellipse
        case .automatic, .roundedRectangle(radius: nil):
            return .roundedRectangle(cornerRadius: BorderedButtonMetrics(.regular).cornerRadius)
        case .roundedRectangle(let radius?): return .roundedRectangle(cornerRadius: radius)
        }
    }

    /// A circle is inscribed in a square, as ``Circle`` is.
    nonisolated var inscribesCircle: Bool { form == .circle }
}

extension Shape where Self == ButtonBorderShape {
    /// The border shape of a button, as SwiftUI's `Shape.buttonBorder`: `.clipShape(.buttonBorder)`
    /// clips to the rounded rectangle a regular-size bordered button has. (SwiftUI resolves it from
    /// the `buttonBorderShape(_:)` around it; NapkinUI's shapes do not read the environment, so it is
    /// always that default.)
    nonisolated public static var buttonBorder: ButtonBorderShape { .automatic }
}

private struct ButtonBorderShapeKey: EnvironmentKey {
    static var defaultValue: ButtonBorderShape { .automatic }
}

extension EnvironmentValues {
    /// The outline of bordered buttons inside.
    public var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

extension View {
    /// Sets the outline of the bordered buttons inside, as SwiftUI's `buttonBorderShape(_:)`.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        EnvironmentModifiedView(content: self) { $0.buttonBorderShape = shape }
    }
}

/// iOS 17's bordered button metrics for a control size (UIKit's button configurations):
/// padding around the label, the label's text style and the automatic corner radius.
struct BorderedButtonMetrics {
    let vertical: Double
    let horizontal: Double
    /// The label's font; `nil` keeps the environment's (body at the regular size).
    let font: Font?
    let cornerRadius: Double

    init(_ size: ControlSize) {
        switch size {
        case .mini: (vertical, horizontal, font, cornerRadius) = (3, 8, .footnote, 6)
        case .small: (vertical, horizontal, font, cornerRadius) = (5, 10, .subheadline, 6)
        case .regular: (vertical, horizontal, font, cornerRadius) = (7, 12, nil, 8)
        case .large, .extraLarge: (vertical, horizontal, font, cornerRadius) = (14, 20, nil, 12)
        }
    }
}
