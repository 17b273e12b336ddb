internal import Raster

/// A look for text fields, as SwiftUI's `TextFieldStyle`: `.automatic` and `.plain` (the
/// text alone, as iOS draws a field at rest) or `.roundedBorder` (a white rounded box with a
/// hairline border, UIKit's `roundedRect`).
public protocol TextFieldStyle: Sendable {
    /// The look, for NapkinUI's layout.
    var kind: TextFieldStyleKind { get }
}

/// The looks NapkinUI draws for text fields.
public enum TextFieldStyleKind: Sendable, Hashable {
    /// The text alone.
    case plain
    /// A rounded box with a hairline border, 7 points around the text.
    case roundedBorder
}

/// The platform's field: the text alone.
public struct DefaultTextFieldStyle: TextFieldStyle {
    /// The default style.
    public init() {}
    /// The text alone.
    public var kind: TextFieldStyleKind { .plain }
}

/// The text alone, with no decoration.
public struct PlainTextFieldStyle: TextFieldStyle {
    /// The plain style.
    public init() {}
    /// The text alone.
    public var kind: TextFieldStyleKind { .plain }
}

/// A rounded box with a hairline border.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    /// The rounded-border style.
    public init() {}
    /// A rounded box.
    public var kind: TextFieldStyleKind { .roundedBorder }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The platform's field: the text alone.
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// The text alone.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// A rounded box with a hairline border.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

private struct TextFieldStyleKey: EnvironmentKey {
    static var defaultValue: TextFieldStyleKind { .plain }
}

extension EnvironmentValues {
    /// The look of text fields inside.
    var textFieldStyle: TextFieldStyleKind {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the text fields and secure fields inside in `style`, as SwiftUI's
    /// `textFieldStyle(_:)`.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        environment(\.textFieldStyle, style.kind)
    }
}

/// UIKit's rounded-rect field, as SwiftUI's `.roundedBorder` draws it.
enum RoundedBorderMetrics {
    /// Between the box and the text, on every side.
    static let inset: Double = 7
    /// The corners' radius.
    static let cornerRadius: Double = 5
    /// The box: white, in dark the grouped card grey.
    static let fill = Color(light: .white, dark: Color(hex: 0x1C1C1E))
    /// The border: an opaque grey hairline.
    static let border = Color.opaqueSeparator
}
