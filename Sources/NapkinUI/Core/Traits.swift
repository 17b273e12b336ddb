import Foundation

/// The display and user settings a device gives the views on it, as UIKit's
/// `UITraitCollection`: appearance, text size, layout direction, locale, size classes, scale.
///
/// A trait left `nil` is unspecified: laid over other traits (``merging(_:)``), it keeps
/// theirs. ``Window`` writes the specified ones into the environment its views read, so
/// `@Environment(\.colorScheme)` sees the device's scheme and `.environment(\.colorScheme, …)`
/// inside a view still overrides it for a subtree.
///
/// ```swift
/// assertSnapshot(of: vc, as: .image(on: .iPhone13Pro(.landscape),
///                                    traits: Traits(colorScheme: .dark, layoutDirection: .rightToLeft)))
/// ```
public struct Traits: Sendable, Hashable {
    /// Light or dark (UIKit's `userInterfaceStyle`).
    public var colorScheme: ColorScheme?
    /// The preferred text size (UIKit's `preferredContentSizeCategory`).
    public var dynamicTypeSize: DynamicTypeSize?
    /// Left to right or right to left.
    public var layoutDirection: LayoutDirection?
    /// The locale that formats and localises text.
    public var locale: Locale?
    /// The width class.
    public var horizontalSizeClass: UserInterfaceSizeClass?
    /// The height class.
    public var verticalSizeClass: UserInterfaceSizeClass?
    /// Pixels per point; overrides the device's scale.
    public var displayScale: CGFloat?
    /// Phone or pad.
    public var userInterfaceIdiom: Device.Idiom?

    /// Traits with the given values; every other trait unspecified.
    public init(
        colorScheme: ColorScheme? = nil,
        dynamicTypeSize: DynamicTypeSize? = nil,
        layoutDirection: LayoutDirection? = nil,
        locale: Locale? = nil,
        horizontalSizeClass: UserInterfaceSizeClass? = nil,
        verticalSizeClass: UserInterfaceSizeClass? = nil,
        displayScale: CGFloat? = nil,
        userInterfaceIdiom: Device.Idiom? = nil
    ) {
        self.colorScheme = colorScheme
        self.dynamicTypeSize = dynamicTypeSize
        self.layoutDirection = layoutDirection
        self.locale = locale
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.displayScale = displayScale
        self.userInterfaceIdiom = userInterfaceIdiom
    }

    /// Only the appearance, as `UITraitCollection(userInterfaceStyle:)`.
    public init(userInterfaceStyle: ColorScheme) {
        self.init(colorScheme: userInterfaceStyle)
    }

    /// Only the text size, as `UITraitCollection(preferredContentSizeCategory:)`.
    public init(preferredContentSizeCategory: ContentSizeCategory) {
        self.init(dynamicTypeSize: preferredContentSizeCategory.dynamicTypeSize)
    }

    /// The traits of `collections` laid over each other in order, as
    /// `UITraitCollection(traitsFrom:)`: a later specified trait wins.
    public init(traitsFrom collections: [Traits]) {
        self = collections.reduce(Traits()) { $0.merging($1) }
    }

    /// These traits with `other`'s specified traits laid over them.
    public func merging(_ other: Traits) -> Traits {
        Traits(
            colorScheme: other.colorScheme ?? colorScheme,
            dynamicTypeSize: other.dynamicTypeSize ?? dynamicTypeSize,
            layoutDirection: other.layoutDirection ?? layoutDirection,
            locale: other.locale ?? locale,
            horizontalSizeClass: other.horizontalSizeClass ?? horizontalSizeClass,
            verticalSizeClass: other.verticalSizeClass ?? verticalSizeClass,
            displayScale: other.displayScale ?? displayScale,
            userInterfaceIdiom: other.userInterfaceIdiom ?? userInterfaceIdiom
        )
    }

    /// These traits without size classes (which depend on the orientation).
    var withoutSizeClasses: Traits {
        var copy = self
        copy.horizontalSizeClass = nil
        copy.verticalSizeClass = nil
        return copy
    }

    /// Writes the specified traits into `environment`.
    func apply(to environment: inout EnvironmentValues) {
        if let colorScheme { environment.colorScheme = colorScheme }
        if let dynamicTypeSize { environment.dynamicTypeSize = dynamicTypeSize }
        if let layoutDirection { environment.layoutDirection = layoutDirection }
        if let locale { environment.locale = locale }
        if let horizontalSizeClass { environment.horizontalSizeClass = horizontalSizeClass }
        if let verticalSizeClass { environment.verticalSizeClass = verticalSizeClass }
    }
}

/// A text size spelled as UIKit's `UIContentSizeCategory` and SwiftUI's older
/// `ContentSizeCategory`, for code written against them; each is one ``DynamicTypeSize``.
public enum ContentSizeCategory: String, CaseIterable, Sendable, Hashable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    /// The same size as a ``DynamicTypeSize``.
    public var dynamicTypeSize: DynamicTypeSize {
        DynamicTypeSize.allCases[Self.allCases.firstIndex(of: self)!]
    }

    /// The category of `size`.
    public init(_ size: DynamicTypeSize) {
        self = Self.allCases[DynamicTypeSize.allCases.firstIndex(of: size)!]
    }
}
