import Foundation

/// A number `Text` can format with a `printf` specifier, as SwiftUI's `_FormatSpecifiable`.
public protocol _FormatSpecifiable: Equatable {
    /// The specifier SwiftUI formats the type with by default.
    static var _defaultSpecifier: String { get }
    /// The value formatted by `specifier`.
    func _formatted(with specifier: String) -> String
}

extension _FormatSpecifiable where Self: CVarArg {
    /// The value formatted by `specifier`, as `String(format:)` does.
    public func _formatted(with specifier: String) -> String { String(format: specifier, self) }
}

extension Int: _FormatSpecifiable {
    /// `%lld`.
    public static var _defaultSpecifier: String { "%lld" }
}
extension Int8: _FormatSpecifiable {
    /// `%d`.
    public static var _defaultSpecifier: String { "%d" }
}
extension Int16: _FormatSpecifiable {
    /// `%d`.
    public static var _defaultSpecifier: String { "%d" }
}
extension Int32: _FormatSpecifiable {
    /// `%d`.
    public static var _defaultSpecifier: String { "%d" }
}
extension Int64: _FormatSpecifiable {
    /// `%lld`.
    public static var _defaultSpecifier: String { "%lld" }
}
extension UInt: _FormatSpecifiable {
    /// `%llu`.
    public static var _defaultSpecifier: String { "%llu" }
}
extension UInt8: _FormatSpecifiable {
    /// `%u`.
    public static var _defaultSpecifier: String { "%u" }
}
extension UInt16: _FormatSpecifiable {
    /// `%u`.
    public static var _defaultSpecifier: String { "%u" }
}
extension UInt32: _FormatSpecifiable {
    /// `%u`.
    public static var _defaultSpecifier: String { "%u" }
}
extension UInt64: _FormatSpecifiable {
    /// `%llu`.
    public static var _defaultSpecifier: String { "%llu" }
}
extension Float: _FormatSpecifiable {
    /// `%f`.
    public static var _defaultSpecifier: String { "%f" }
}
extension Double: _FormatSpecifiable {
    /// `%lf`.
    public static var _defaultSpecifier: String { "%lf" }
}
extension CGFloat: _FormatSpecifiable {
    /// `%lf`.
    public static var _defaultSpecifier: String { "%lf" }
    /// The value formatted by `specifier`, as a `Double`.
    public func _formatted(with specifier: String) -> String { String(format: specifier, Double(self)) }
}
