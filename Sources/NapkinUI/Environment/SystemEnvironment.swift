import Foundation

/// Light or dark appearance, as SwiftUI's `ColorScheme`.
public enum ColorScheme: String, CaseIterable, Sendable, Hashable {
    /// The light appearance (the default).
    case light
    /// The dark appearance.
    case dark
}

/// The user's preferred text size, as SwiftUI's `DynamicTypeSize`, from `.xSmall` to
/// `.accessibility5`; `.large` is the default.
public enum DynamicTypeSize: String, CaseIterable, Sendable, Hashable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// True for the five accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// Whether `lhs` is a smaller size than `rhs`, in the order of `allCases`.
    public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// The direction of writing and of layout, as SwiftUI's `LayoutDirection`.
public enum LayoutDirection: String, CaseIterable, Sendable, Hashable {
    /// Left to right (the default).
    case leftToRight
    /// Right to left, for Arabic, Hebrew, Persian and Urdu.
    case rightToLeft
}

/// A coarse width or height class, as SwiftUI's `UserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: String, CaseIterable, Sendable, Hashable {
    /// A phone's width, or a phone's height in landscape.
    case compact
    /// A tablet's width or height, or a phone's height in portrait.
    case regular
}

private struct ColorSchemeKey: EnvironmentKey {
    static var defaultValue: ColorScheme { .light }
}

private struct DynamicTypeSizeKey: EnvironmentKey {
    static var defaultValue: DynamicTypeSize { .large }
}

private struct LayoutDirectionKey: EnvironmentKey {
    static var defaultValue: LayoutDirection { .leftToRight }
}

private struct LocaleKey: EnvironmentKey {
    static var defaultValue: Locale { Locale(identifier: "en_US") }
}

private struct HorizontalSizeClassKey: EnvironmentKey {
    static var defaultValue: UserInterfaceSizeClass? { .compact }
}

private struct VerticalSizeClassKey: EnvironmentKey {
    static var defaultValue: UserInterfaceSizeClass? { .regular }
}

extension EnvironmentValues {
    /// Light or dark appearance; semantic colours resolve through it.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    /// The preferred text size; text styles scale with it.
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }

    /// Left to right or right to left; leading and trailing follow it.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }

    /// The locale that formats dates and numbers (`en_US` unless set, so renders do not
    /// depend on the machine).
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The width class of the display (compact on phones in portrait).
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The height class of the display (regular on phones in portrait).
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }
}
