internal import NapkinSupport

/// How NapkinUI takes the numbers a screen passes to its public API, as SwiftUI does: a
/// length that cannot be negative (a size, a radius, a line width) clamps to zero, and a
/// value that is not finite is ignored, its default standing in, with a runtime warning on
/// standard error (SwiftUI logs "Invalid frame dimension (negative or non-finite)"). So no
/// input traps a conversion, divides by zero or asks for absurd memory.
///
/// Public initialisers and modifiers pass their numbers through here, once, where they enter;
/// layout and drawing may then trust them.
enum GeometryInput {
    /// A length that cannot be negative; `fallback` when it is not finite.
    static func length(_ value: CGFloat, _ input: @autoclosure () -> String, fallback: Double = 0) -> Double {
        guard value.isFinite else { return ignored(value, input(), fallback: fallback) }
        return max(0, Double(value))
    }

    /// An optional length that cannot be negative; `nil` (the default) when it is not finite.
    static func length(_ value: CGFloat?, _ input: @autoclosure () -> String) -> Double? {
        guard let value else { return nil }
        guard value.isFinite else { return ignored(value, input(), fallback: nil) }
        return max(0, Double(value))
    }

    /// An upper limit: `.infinity` means none and is kept; NaN is ignored (`nil`); anything
    /// else clamps to zero or more.
    static func limit(_ value: CGFloat?, _ input: @autoclosure () -> String) -> Double? {
        guard let value else { return nil }
        if value == .infinity { return .infinity }
        guard value.isFinite else { return ignored(value, input(), fallback: nil) }
        return max(0, Double(value))
    }

    /// A quantity that may be negative (an offset, a spacing, padding); `fallback` when it is
    /// not finite.
    static func signed(_ value: CGFloat, _ input: @autoclosure () -> String, fallback: Double = 0) -> Double {
        guard value.isFinite else { return ignored(value, input(), fallback: fallback) }
        return Double(value)
    }

    /// An optional quantity that may be negative; `nil` (the default) when it is not finite.
    static func signed(_ value: CGFloat?, _ input: @autoclosure () -> String) -> Double? {
        guard let value else { return nil }
        guard value.isFinite else { return ignored(value, input(), fallback: nil) }
        return Double(value)
    }

    /// A plain number (a priority, an amount); `fallback` when it is not finite.
    static func number(_ value: Double, _ input: @autoclosure () -> String, fallback: Double) -> Double {
        guard value.isFinite else { return ignored(value, input(), fallback: fallback) }
        return value
    }

    /// A fraction, clamped to 0…1; `fallback` when it is NaN (an infinite one clamps).
    static func fraction(_ value: Double, _ input: @autoclosure () -> String, fallback: Double) -> Double {
        guard !value.isNaN else { return ignored(value, input(), fallback: fallback) }
        return min(1, max(0, value))
    }

    /// A positive factor (a ratio, a pixel scale): `nil` when it is zero, negative or not finite.
    static func positive(_ value: CGFloat?, _ input: @autoclosure () -> String) -> Double? {
        guard let value else { return nil }
        guard value.isFinite, value > 0 else { return ignored(value, input(), fallback: nil) }
        return Double(value)
    }

    /// `fallback`, after warning that `value` was passed to `input` and ignored.
    private static func ignored<T>(_ value: some CustomStringConvertible, _ input: String, fallback: T) -> T {
        warnOnce("NapkinUI: \(input) was given \(value), which is not a usable number; it is ignored, as SwiftUI ignores it.")
        return fallback
    }

    /// What was said already: a layout repeats itself every render, the warning need not.
    private static let warned = Locked<Set<String>>([])

    /// Writes `message` on standard error, once per process.
    static func warnOnce(_ message: String) {
        guard warned.withLock({ $0.insert(message).inserted }) else { return }
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
