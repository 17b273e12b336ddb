import Foundation

// Foundation on Apple platforms has `String.LocalizationValue` and `String(localized:)` (iOS 15);
// swift-corelibs-foundation on Linux has neither, so an iOS file that looks its strings up with
// them would not compile. NapkinUI declares them with Foundation's contract: the key is the
// literal with a format specifier where each value was interpolated (`"\(count) items"` is
// `"%lld items"`), looked up in the bundle's strings table, then filled with the values.
// Extensions in a module a file's module imports are visible in all its files (Swift 5's
// member lookup), so a model file that imports only Foundation finds them too.

extension String {
    /// A string to be localized, as Foundation's `String.LocalizationValue`: a key made of the
    /// literal's text, with `%@`, `%lld` or `%lf` where values were interpolated, and the values.
    public struct LocalizationValue: Sendable, Hashable, ExpressibleByStringInterpolation {
        /// A value interpolated into the key.
        enum Argument: Sendable, Hashable {
            case integer(Int64)
            case unsigned(UInt64)
            case double(Double)
            case object(String)

            /// The value as its specifier prints it (`%lf` with six decimals, as C does).
            var text: String {
                switch self {
                case .integer(let value): String(value)
                case .unsigned(let value): String(value)
                case .double(let value): String(format: "%f", value)
                case .object(let value): value
                }
            }
        }

        /// The key looked up in the strings table.
        public let key: String
        let arguments: [Argument]

        /// A key from run-time text (no values), as `String.LocalizationValue(_:)`.
        public init(_ value: String) {
            key = value
            arguments = []
        }

        /// A key from a literal with no values.
        public init(stringLiteral value: String) {
            self.init(value)
        }

        /// A key from an interpolated literal.
        public init(stringInterpolation: StringInterpolation) {
            key = stringInterpolation.key
            arguments = stringInterpolation.arguments
        }

        /// Builds the key and keeps the values, as the compiler reads an interpolated literal.
        public struct StringInterpolation: StringInterpolationProtocol {
            var key = ""
            var arguments: [Argument] = []

            /// Space for the literal's parts.
            public init(literalCapacity: Int, interpolationCount: Int) {}

            /// Literal text; a `%` is doubled so that it stays a percent sign.
            public mutating func appendLiteral(_ literal: String) {
                key += literal.replacingOccurrences(of: "%", with: "%%")
            }

            /// A string value, `%@` in the key.
            public mutating func appendInterpolation(_ string: String) {
                append("%@", .object(string))
            }

            /// A signed integer, `%lld` in the key.
            public mutating func appendInterpolation<T: BinaryInteger & SignedInteger>(_ value: T) {
                append("%lld", .integer(Int64(value)))
            }

            /// An unsigned integer, `%llu` in the key.
            public mutating func appendInterpolation<T: BinaryInteger & UnsignedInteger>(_ value: T) {
                append("%llu", .unsigned(UInt64(value)))
            }

            /// A floating-point value, `%lf` in the key.
            public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T) {
                append("%lf", .double(Double(value)))
            }

            /// Any other value, by its description, `%@` in the key.
            @_disfavoredOverload
            public mutating func appendInterpolation<T>(_ value: T) {
                append("%@", .object(String(describing: value)))
            }

            private mutating func append(_ specifier: String, _ argument: Argument) {
                key += specifier
                arguments.append(argument)
            }
        }

        /// `format` (the key, or the table's text for it) with the values in place of its
        /// specifiers, in order or by position (`%2$@`); `%%` is a percent sign.
        func filling(_ format: String) -> String {
            LocalizationFormat(format).filled(with: arguments.map(\.text))
        }
    }

    /// The text for `keyAndValue` in `table` of `bundle` (the main bundle, the table
    /// `Localizable` when nil), or the key itself when no table has it, with its values filled
    /// in, as Foundation's `String(localized:table:bundle:locale:comment:)`.
    public init(
        localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current,
        comment: StaticString? = nil
    ) {
        let format = (bundle ?? .main).localizedString(forKey: keyAndValue.key, value: keyAndValue.key, table: table)
        self = keyAndValue.filling(format)
    }

    /// The text for `key` in `table` of `bundle`, or `defaultValue` when no table has it, as
    /// Foundation's `String(localized:defaultValue:table:bundle:locale:comment:)`.
    public init(
        localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale = .current, comment: StaticString? = nil
    ) {
        let format = (bundle ?? .main).localizedString(forKey: "\(key)", value: defaultValue.key, table: table)
        self = defaultValue.filling(format)
    }
}
