internal import Raster

/// The look of a button, as SwiftUI's `ButtonStyle`: it builds a view around the label.
@MainActor @preconcurrency
public protocol ButtonStyle {
    /// The view the style builds.
    associatedtype Body: View
    /// Builds the button's appearance around `configuration.label`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The properties of the button being styled.
    typealias Configuration = ButtonStyleConfiguration
}

extension ButtonStyle {
    func makeErasedBody(configuration: Configuration) -> any View {
        makeBody(configuration: configuration)
    }
}

/// What a ``ButtonStyle`` knows of the button it styles.
@preconcurrency @MainActor
public struct ButtonStyleConfiguration {
    /// The button's label.
    public let label: AnyView
    /// Always false: a rendered frame shows the resting state.
    public let isPressed: Bool
    /// False inside `.disabled(true)`; styles draw the button dimmed.
    public let isEnabled: Bool
    /// The button's role, if any.
    public let role: ButtonRole?
}

/// The default style: the label in the tint colour (red for destructive buttons).
public struct AutomaticButtonStyle: ButtonStyle {
    /// The default style.
    nonisolated public init() {}

    /// The label, tinted.
    public func makeBody(configuration: Configuration) -> some View {
        TintedLabel(configuration: configuration)
    }
}

/// The label as it is, with no decoration.
public struct PlainButtonStyle: ButtonStyle {
    /// The plain style.
    public init() {}

    /// The label, dimmed when disabled.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label.opacityDimmed(!configuration.isEnabled)
    }
}

/// A solid filled shape behind the label, with padding: a primary call to action.
public struct FilledButtonStyle: ButtonStyle {
    /// The fill.
    public var background: Color
    /// The label's colour.
    public var foreground: Color
    /// The shape of the fill.
    public var shape: AnyShape
    /// Space around the label.
    public var padding: EdgeInsets

    /// A filled style.
    public init<S: Shape>(
        background: Color, foreground: Color = .white, shape: S = RoundedRectangle(cornerRadius: 12),
        padding: EdgeInsets = EdgeInsets(top: 16, leading: 24, bottom: 16, trailing: 24)
    ) {
        self.background = background
        self.foreground = foreground
        self.shape = AnyShape(shape)
        self.padding = padding
    }

    /// The label on a filled shape.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundStyle(foreground)
            .padding(padding)
            .background(ShapeView(shape: shape, fill: background))
            .opacityDimmed(!configuration.isEnabled)
    }
}

/// A capsule outline around the label: a secondary, "ghost" action.
public struct OutlinedCapsuleButtonStyle: ButtonStyle {
    /// The outline and label colour.
    public var color: Color
    /// The outline thickness in points.
    public var lineWidth: CGFloat
    /// Space around the label.
    public var padding: EdgeInsets

    /// An outlined capsule style.
    public init(color: Color, lineWidth: CGFloat = 1, padding: EdgeInsets = EdgeInsets(top: 14, leading: 28, bottom: 14, trailing: 28)) {
        self.color = color
        self.lineWidth = lineWidth
        self.padding = padding
    }

    /// The label in a stroked capsule.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundStyle(color)
            .padding(padding)
            .background(Capsule().strokeBorder(color, lineWidth: lineWidth))
            .opacityDimmed(!configuration.isEnabled)
    }
}

extension ButtonStyle where Self == AutomaticButtonStyle {
    /// The default style: the label in the tint colour.
    public static var automatic: AutomaticButtonStyle { AutomaticButtonStyle() }
}

extension ButtonStyle where Self == PlainButtonStyle {
    /// The label with no decoration.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension ButtonStyle where Self == FilledButtonStyle {
    /// A solid `background` shape behind the label, drawn in `foreground`.
    public static func filled<S: Shape>(
        _ background: Color, foreground: Color = .white, shape: S = RoundedRectangle(cornerRadius: 12),
        padding: EdgeInsets = EdgeInsets(top: 16, leading: 24, bottom: 16, trailing: 24)
    ) -> FilledButtonStyle {
        FilledButtonStyle(background: background, foreground: foreground, shape: shape, padding: padding)
    }
}

extension ButtonStyle where Self == OutlinedCapsuleButtonStyle {
    /// A capsule outline of `color` around the label.
    public static func outlinedCapsule(
        _ color: Color, lineWidth: CGFloat = 1, padding: EdgeInsets = EdgeInsets(top: 14, leading: 28, bottom: 14, trailing: 28)
    ) -> OutlinedCapsuleButtonStyle {
        OutlinedCapsuleButtonStyle(color: color, lineWidth: lineWidth, padding: padding)
    }
}

private struct TintedLabel: View {
    let configuration: ButtonStyleConfiguration
    @MainActor var body: some View {
        EnvironmentReader { environment in
            configuration.label
                .foregroundStyle(configuration.role == .destructive ? Color.red : environment.tint)
                .opacityDimmed(!configuration.isEnabled)
        }
    }
}

extension View {
    /// Sets the style of buttons inside.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        EnvironmentModifiedView(content: self) { $0.buttonStyle = style }
    }
}
