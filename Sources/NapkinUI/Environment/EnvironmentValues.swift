/// The values a view inherits from the views around it: font, colours, text styling,
/// button style and the display it is drawn for. Modifiers such as `.font(_:)` change them
/// for a subtree.
public struct EnvironmentValues {
    /// The font of text that sets none itself, as set (a text style is scaled when read
    /// through ``font``).
    var fontAsSet: Font = .body
    /// The style of text, shapes and strokes that set none themselves (`.foregroundStyle`);
    /// ``foregroundColor`` reads it as a colour.
    var foreground = AnyShapeStyle(Color.label)
    /// The accent colour of interactive controls.
    public var tint: Color = .blue
    /// Letter spacing that overrides the font's, in points.
    public var tracking: CGFloat?
    /// Draws text in italic.
    public var isItalic = false
    /// Changes the case of text.
    public var textCase: Text.Case?
    /// Extra space between the lines of text, in points.
    public var lineSpacing: CGFloat = 0
    /// How the lines of multi-line text align with each other.
    public var multilineTextAlignment: TextAlignment = .leading
    /// False inside `.disabled(true)`: controls draw dimmed and ignore taps.
    public var isEnabled = true
    /// The style of buttons.
    public var buttonStyle: any ButtonStyle = AutomaticButtonStyle()
    /// The colour of dividers.
    public var separatorColor: Color = .separator
    /// Pixels per point of the display being drawn.
    public internal(set) var displayScale: CGFloat = 3
    /// The axis of the stack a view sits in (dividers draw across it).
    var stackAxis: Axis?
    /// Where the views built in this environment sit in the hierarchy (see
    /// State/ViewIdentity.swift): what a representable's view is kept by across layouts.
    var identityPath = ViewIdentityPath()
    /// The values set through ``EnvironmentKey``s, by key type.
    var storage: [ObjectIdentifier: Any] = [:]

    /// The default environment.
    public init() {}
}

/// A direction of layout.
public enum Axis: Sendable, Hashable {
    /// Left to right.
    case horizontal
    /// Top to bottom.
    case vertical
}
