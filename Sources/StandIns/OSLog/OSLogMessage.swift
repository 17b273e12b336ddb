import Foundation

/// A log message with interpolated values, as `OSLogMessage`: `"loaded \(count) items for
/// \(user, privacy: .private)"`. The values are read only when the message is written.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
    let pieces: [() -> String]

    /// A message without values.
    public init(stringLiteral value: String) { pieces = [{ value }] }

    /// A message with values.
    public init(stringInterpolation: OSLogInterpolation) { pieces = stringInterpolation.pieces }

    /// The text as the log writes it.
    var text: String { pieces.map { $0() }.joined() }
}

/// Alignment of an interpolated value in a column, as `OSLogStringAlignment`.
public struct OSLogStringAlignment: Sendable {
    let columns: Int
    let left: Bool

    /// No padding.
    public static let none = OSLogStringAlignment(columns: 0, left: false)
    /// Padded with spaces on the left to `columns` characters.
    public static func right(columns: @autoclosure () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(columns: columns(), left: false)
    }
    /// Padded with spaces on the right to `columns` characters.
    public static func left(columns: @autoclosure () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(columns: columns(), left: true)
    }

    func apply(to text: String) -> String {
        let padding = String(repeating: " ", count: max(0, columns - text.count))
        return left ? text + padding : padding + text
    }
}

/// The interpolations an ``OSLogMessage`` accepts, as `OSLogInterpolation`.
public struct OSLogInterpolation: StringInterpolationProtocol {
    var pieces: [() -> String] = []

    /// Room for the literal's pieces.
    public init(literalCapacity: Int, interpolationCount: Int) {}

    /// Literal text.
    public mutating func appendLiteral(_ literal: String) { pieces.append { literal } }

    private mutating func append(_ text: @escaping () -> String, align: OSLogStringAlignment, privacy: OSLogPrivacy) {
        pieces.append { align.apply(to: privacy.apply(to: text())) }
    }

    /// A string.
    public mutating func appendInterpolation(
        _ value: @autoclosure @escaping () -> String, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        append(value, align: align, privacy: privacy)
    }

    /// An integer, in the given base.
    public mutating func appendInterpolation<T: FixedWidthInteger>(
        _ number: @autoclosure @escaping () -> T, format: OSLogIntegerFormatting = .decimal, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        append({ format.format(number()) }, align: align, privacy: privacy)
    }

    /// A `Double`, in the given notation.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Double, format: OSLogFloatFormatting = .fixed, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        append({ Self.format(number(), format) }, align: align, privacy: privacy)
    }

    /// A `Float`, in the given notation.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Float, format: OSLogFloatFormatting = .fixed, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        append({ Self.format(Double(number()), format) }, align: align, privacy: privacy)
    }

    /// A `CGFloat`, in the given notation.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> CGFloat, format: OSLogFloatFormatting = .fixed, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        append({ Self.format(Double(number()), format) }, align: align, privacy: privacy)
    }

    /// A `Bool`, as `true`/`false`.
    public mutating func appendInterpolation(_ value: @autoclosure @escaping () -> Bool, privacy: OSLogPrivacy = .auto) {
        append({ value() ? "true" : "false" }, align: .none, privacy: privacy)
    }

    /// A value's `description`.
    public mutating func appendInterpolation<T: CustomStringConvertible>(
        _ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        append({ value().description }, align: align, privacy: privacy)
    }

    /// An error, as `String(describing:)` writes it.
    public mutating func appendInterpolation(_ error: @autoclosure @escaping () -> any Error, privacy: OSLogPrivacy = .auto) {
        append({ String(describing: error()) }, align: .none, privacy: privacy)
    }

    /// A metatype's name.
    public mutating func appendInterpolation(_ type: @autoclosure @escaping () -> Any.Type, privacy: OSLogPrivacy = .auto) {
        append({ String(describing: type()) }, align: .none, privacy: privacy)
    }

    private static func format(_ number: Double, _ format: OSLogFloatFormatting) -> String {
        let sign = format.explicitPositiveSign ? "+" : ""
        let precision = format.precision.map { ".\($0)" } ?? ""
        return String(format: "%\(sign)\(precision)\(format.style)", number)
    }
}
