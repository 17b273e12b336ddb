import Foundation

// Foundation on Apple platforms has `LocalizedStringResource` (iOS 16): a key, its default value,
// a table, a locale and a bundle, resolved to text when it is shown. swift-corelibs-foundation
// on Linux has none, so NapkinUI declares it with Foundation's contract, on top of its
// `String.LocalizationValue` (see String+LocalizationValue.swift): the key is the literal with a
// format specifier where each value was interpolated, looked up in the bundle's strings table,
// then filled with the values.

/// A reference to a string to be localized when it is shown, as Foundation's
/// `LocalizedStringResource`: `Text(resource)` and `String(localized: resource)` look its key up
/// in its table of its bundle and fill in its interpolated values.
public struct LocalizedStringResource: Sendable, Hashable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// Where the strings table is, as Foundation's `LocalizedStringResource.BundleDescription`.
    public struct BundleDescription: Sendable, Hashable {
        /// The bundle's folder, or `nil` for the main bundle.
        let url: URL?

        /// The app's main bundle.
        public static let main = BundleDescription(url: nil)

        /// The bundle at `url`.
        public static func atURL(_ url: URL) -> BundleDescription {
            BundleDescription(url: url)
        }

        /// The bundle that holds `anyClass`.
        public static func forClass(_ anyClass: AnyClass) -> BundleDescription {
            BundleDescription(url: Bundle(for: anyClass).bundleURL)
        }

        /// The bundle described (the main bundle when the folder holds none).
        var bundle: Bundle {
            url.flatMap { Bundle(url: $0) } ?? .main
        }
    }

    /// The key looked up in the table.
    public let key: String
    /// The text when the table has no entry for the key, with the values to fill in.
    public let defaultValue: String.LocalizationValue
    /// The strings table (`Localizable` when `nil`).
    public let table: String?
    /// The locale the string is resolved for.
    public var locale: Locale
    /// The bundle that holds the table.
    public let bundle: BundleDescription

    /// A resource whose key and default value are `keyAndValue`.
    public init(
        _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current, bundle: BundleDescription = .main,
        comment: StaticString? = nil
    ) {
        key = keyAndValue.key
        defaultValue = keyAndValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
    }

    /// A resource looked up by `key`, showing `defaultValue` when the table has no entry.
    public init(
        _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
        bundle: BundleDescription = .main, comment: StaticString? = nil
    ) {
        self.key = "\(key)"
        self.defaultValue = defaultValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
    }

    /// A resource from a literal with no values.
    public init(stringLiteral value: String) {
        self.init(String.LocalizationValue(value))
    }

    /// A resource from an interpolated literal: the values are kept to fill in.
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
    }

    /// The resolved text.
    public var description: String { String(localized: self) }

    /// The table's text for the key (the default value when there is none), values filled in.
    var resolved: String {
        let format = bundle.bundle.localizedString(forKey: key, value: defaultValue.key, table: table)
        return defaultValue.filling(format)
    }
}

extension String {
    /// The text `resource` refers to: its table's entry for its key (or its default value),
    /// with its values filled in, as Foundation's `String(localized:)`. (A literal argument is
    /// read as a `String.LocalizationValue`, which resolves the same.)
    @_disfavoredOverload
    public init(localized resource: LocalizedStringResource) {
        self = resource.resolved
    }
}

extension Text {
    /// A text showing the string `resource` refers to, as SwiftUI's `Text(_:)` given a
    /// `LocalizedStringResource`: looked up in its table and shown as it is.
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) {
        self.init(verbatim: String(localized: resource))
    }
}
