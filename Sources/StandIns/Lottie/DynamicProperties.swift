public import Foundation
public import NapkinUI

/// A path to properties in an animation's hierarchy, as lottie-ios's `AnimationKeypath`: names joined by dots,
/// layer first (`"Dots.Dot 1.Fill 1.Color"`); `*` matches one name and `**` any number of them
/// (`"**.Fill 1.Color"`).
public struct AnimationKeypath: Hashable, ExpressibleByStringLiteral, Sendable {
    /// The names, layer first.
    public internal(set) var keys: [String]

    /// A keypath from a dotted string.
    public init(keypath: String) {
        keys = keypath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }

    /// A keypath from a dotted string literal.
    public init(stringLiteral: String) {
        self.init(keypath: stringLiteral)
    }

    /// A keypath from its names.
    public init(keys: [String]) {
        self.keys = keys
    }

    /// The names joined by dots.
    public var string: String { keys.joined(separator: ".") }

    /// Whether the keypath names `path` (a property's names, layer first, property last).
    func matches(_ path: [String]) -> Bool {
        Self.match(keys[...], path[...])
    }

    private static func match(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
        guard let head = pattern.first else { return path.isEmpty }
        if head == "**" {
            let rest = pattern.dropFirst()
            var tail = path
            while true {
                if match(rest, tail) { return true }
                guard !tail.isEmpty else { return false }
                tail = tail.dropFirst()
            }
        }
        guard let name = path.first, head == "*" || head == name else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }
}

/// A colour with components 0...1, as lottie-ios's `LottieColor`.
public struct LottieColor: Hashable, Sendable {
    /// Red.
    public var r: Double
    /// Green.
    public var g: Double
    /// Blue.
    public var b: Double
    /// Alpha.
    public var a: Double

    /// A colour whose components are given out of `denominator`.
    public init(r: Double, g: Double, b: Double, a: Double, denominator: ColorFormatDenominator = .One) {
        self.r = r / denominator.value
        self.g = g / denominator.value
        self.b = b / denominator.value
        self.a = a / denominator.value
    }
}

/// What a ``LottieColor``'s components are given out of.
public enum ColorFormatDenominator: Hashable, Sendable {
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Out of 1.
    case One
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Out of 100.
    case OneHundred
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Out of 255.
    case TwoFiftyFive

    var value: Double {
        switch self {
        case .One: 1
        case .OneHundred: 100
        case .TwoFiftyFive: 255
        }
    }
}

extension UIColor {
    /// The colour as a ``LottieColor`` (resolved in the light appearance).
    public var lottieColorValue: LottieColor {
        var red: CGFloat = 0
        var green: CGFloat = 0
        var blue: CGFloat = 0
        var alpha: CGFloat = 0
        getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return LottieColor(r: Double(red), g: Double(green), b: Double(blue), a: Double(alpha))
    }
}

/// Something that supplies a property's value for each frame, as lottie-ios's `AnyValueProvider`.
public protocol AnyValueProvider {
    /// The type of value supplied.
    var valueType: Any.Type { get }
    /// Whether the value at `frame` differs from the last one drawn.
    func hasUpdate(frame: AnimationFrameTime) -> Bool
    /// The value at `frame`.
    func value(frame: AnimationFrameTime) -> Any
}

/// Supplies a colour for keypaths ending in `Color` (fills and strokes), as lottie-ios's `ColorValueProvider`:
/// napkin draws the fills and strokes the keypath names in it.
public final class ColorValueProvider: AnyValueProvider, Equatable {
    /// A colour for a frame.
    public typealias ColorValueBlock = (CGFloat) -> LottieColor

    private let block: ColorValueBlock?

    /// A provider of one colour.
    public init(_ color: LottieColor) {
        self.color = color
        block = nil
    }

    /// A provider of the colour `block` gives each frame.
    public init(block: @escaping ColorValueBlock) {
        color = LottieColor(r: 0, g: 0, b: 0, a: 1)
        self.block = block
    }

    /// The colour supplied (when not from a block).
    public var color: LottieColor

    /// `LottieColor`.
    public var valueType: Any.Type { LottieColor.self }

    /// Always `true`: napkin draws each frame anew.
    public func hasUpdate(frame: AnimationFrameTime) -> Bool { true }

    /// The colour at `frame`.
    public func value(frame: AnimationFrameTime) -> Any { resolvedColor(at: Double(frame)) }

    /// Whether two providers give the same single colour (or are the same block provider).
    public static func == (lhs: ColorValueProvider, rhs: ColorValueProvider) -> Bool {
        lhs === rhs || (lhs.block == nil && rhs.block == nil && lhs.color == rhs.color)
    }

    func resolvedColor(at frame: Double) -> LottieColor { block?(CGFloat(frame)) ?? color }
}
