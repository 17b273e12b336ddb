internal import Raster

/// A look for text fields, as SwiftUI's `TextFieldStyle`: `.automatic` and `.plain` (the
/// text alone, as iOS draws a field at rest) or `.roundedBorder` (a white rounded box with a
/// hairline border, UIKit's `roundedRect`).
///
/// A style of your own draws around the field as SwiftUI's does, in `_body(configuration:)`:
/// ```swift
/// struct Outlined: TextFieldStyle {
///     func _body(configuration: TextField<Self._Label>) -> some View {
///         configuration.padding(8).overlay(RoundedRectangle(cornerRadius: 10).stroke(.blue))
///     }
/// }
/// ```
/// The configuration is the field itself (its title, binding and prompt) in the plain look;
/// it is typed into as the field would be.
public protocol TextFieldStyle: Sendable {
    /// The view a style builds around the field.
    associatedtype _Body: View
    /// The label type of the field a style is handed.
    typealias _Label = _TextFieldStyleLabel
    /// The look, for NapkinUI's layout: the text alone unless the style says otherwise.
    var kind: TextFieldStyleKind { get }
    /// The field drawn in this style: `configuration` is the field in the plain look.
    @MainActor @preconcurrency func _body(configuration: TextField<_Label>) -> _Body
}

extension TextFieldStyle {
    /// The text alone, under what the style draws around it.
    public var kind: TextFieldStyleKind { .plain }
}

/// The label of the field a ``TextFieldStyle`` is handed (SwiftUI's `_TextFieldStyleLabel`):
/// the field's title, which the field shows as its placeholder.
public struct _TextFieldStyleLabel: View {
    let title: String

    /// The title's words.
    public var body: some View { Text(verbatim: title) }
}

/// The styles NapkinUI draws itself, by their ``TextFieldStyle/kind``.
protocol BuiltInTextFieldStyle {}

/// The looks NapkinUI draws for text fields.
public enum TextFieldStyleKind: Sendable, Hashable {
    /// The text alone.
    case plain
    /// A rounded box with a hairline border, 7 points around the text.
    case roundedBorder
}

/// The platform's field: the text alone.
public struct DefaultTextFieldStyle: TextFieldStyle, BuiltInTextFieldStyle {
    /// The default style.
    public init() {}
    /// The text alone.
    public var kind: TextFieldStyleKind { .plain }
    /// The field itself, drawn in this look.
    public func _body(configuration: TextField<_Label>) -> TextField<_Label> { configuration }
}

/// The text alone, with no decoration.
public struct PlainTextFieldStyle: TextFieldStyle, BuiltInTextFieldStyle {
    /// The plain style.
    public init() {}
    /// The text alone.
    public var kind: TextFieldStyleKind { .plain }
    /// The field itself, drawn in this look.
    public func _body(configuration: TextField<_Label>) -> TextField<_Label> { configuration }
}

/// A rounded box with a hairline border.
public struct RoundedBorderTextFieldStyle: TextFieldStyle, BuiltInTextFieldStyle {
    /// The rounded-border style.
    public init() {}
    /// A rounded box.
    public var kind: TextFieldStyleKind { .roundedBorder }
    /// The field itself, drawn in this look.
    public func _body(configuration: TextField<_Label>) -> TextField<_Label> { configuration }
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

private struct CustomTextFieldStyleKey: EnvironmentKey {
    static var defaultValue: (@MainActor (TextField<_TextFieldStyleLabel>) -> AnyView)? { nil }
}

extension EnvironmentValues {
    /// A style of the code's own for the text fields inside: what it draws around each.
    var customTextFieldStyle: (@MainActor (TextField<_TextFieldStyleLabel>) -> AnyView)? {
        get { self[CustomTextFieldStyleKey.self] }
        set { self[CustomTextFieldStyleKey.self] = newValue }
    }

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
        let kind = style.kind
        var custom: (@MainActor (TextField<_TextFieldStyleLabel>) -> AnyView)?
        if !(style is BuiltInTextFieldStyle) {
            custom = { (field: TextField<_TextFieldStyleLabel>) -> AnyView in AnyView(style._body(configuration: field)) }
        }
        return EnvironmentModifiedView(content: self) { (environment: inout EnvironmentValues) in
            environment.textFieldStyle = kind
            environment.customTextFieldStyle = custom
        }
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
