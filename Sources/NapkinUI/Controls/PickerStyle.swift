/// How a picker is drawn, as SwiftUI's `PickerStyle`: `.menu` (the default), `.segmented`,
/// `.inline`, `.wheel`, `.navigationLink`.
public protocol PickerStyle: Sendable {
    /// Which of iOS's picker looks this is.
    var look: PickerLook { get }
}

/// The picker looks NapkinUI draws.
public enum PickerLook: Sendable, Hashable {
    /// A closed menu: the chosen value and up-down chevrons in the tint (with the label
    /// leading in a `Form` row).
    case menu
    /// A segmented control filling the width.
    case segmented
    /// Every option as a row, the chosen one with a checkmark.
    case inline
    /// A wheel at rest, the chosen option in the middle band.
    case wheel
    /// A `Form` row: label, chosen value in grey and a forward chevron.
    case navigationLink
}

/// The default: a menu on iOS.
public struct DefaultPickerStyle: PickerStyle {
    /// The default style.
    public init() {}
    /// A menu.
    public var look: PickerLook { .menu }
}

/// A closed menu.
public struct MenuPickerStyle: PickerStyle {
    /// The menu style.
    public init() {}
    /// A menu.
    public var look: PickerLook { .menu }
}

/// A segmented control.
public struct SegmentedPickerStyle: PickerStyle {
    /// The segmented style.
    public init() {}
    /// Segments.
    public var look: PickerLook { .segmented }
}

/// Inline rows with a checkmark.
public struct InlinePickerStyle: PickerStyle {
    /// The inline style.
    public init() {}
    /// Rows.
    public var look: PickerLook { .inline }
}

/// A wheel.
public struct WheelPickerStyle: PickerStyle {
    /// The wheel style.
    public init() {}
    /// A wheel.
    public var look: PickerLook { .wheel }
}

/// A navigation row that would push the list of options.
public struct NavigationLinkPickerStyle: PickerStyle {
    /// The navigation-link style.
    public init() {}
    /// A navigation row.
    public var look: PickerLook { .navigationLink }
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The platform's default (a menu).
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    /// A closed menu.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// A segmented control.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    /// Inline rows.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    /// A wheel.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// A navigation row.
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

private struct PickerLookKey: EnvironmentKey {
    static var defaultValue: PickerLook { .menu }
}

extension EnvironmentValues {
    /// How pickers are drawn.
    var pickerStyle: PickerLook {
        get { self[PickerLookKey.self] }
        set { self[PickerLookKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the pickers inside.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        EnvironmentModifiedView(content: self) { $0.pickerStyle = style.look }
    }
}
