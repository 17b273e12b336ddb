import Foundation
import NapkinUI

/// An ink, as PencilKit's `PKInk`: its type (how it lays down: a pen's solid line, a pencil's
/// grain, a marker's translucent band) and its colour.
///
/// PencilKit shows a drawing in dark mode with its colours adapted (black ink reads as white on
/// the dark canvas); NapkinUI does the same when it draws: see ``PKInkingTool/convertColor(_:from:to:)``.
public struct PKInk: Sendable, Equatable {
    /// The kinds of ink, as PencilKit's `PKInk.InkType` (raw values are PencilKit's identifiers).
    public enum InkType: String, Sendable, CaseIterable {
        /// A pen: a solid line whose width follows the force.
        case pen = "com.apple.ink.pen"
        /// A pencil: a lighter, grainy line.
        case pencil = "com.apple.ink.pencil"
        /// A marker: a wide, translucent band.
        case marker = "com.apple.ink.marker"
        /// A monoline pen: a line of one width.
        case monoline = "com.apple.ink.monoline"
        /// A fountain pen: a nib whose width follows the direction.
        case fountainPen = "com.apple.ink.fountainpen"
        /// Watercolour: a soft, translucent wash.
        case watercolor = "com.apple.ink.watercolor"
        /// A crayon: a waxy, textured line.
        case crayon = "com.apple.ink.crayon"
    }

    /// The kind of ink.
    public let inkType: InkType
    /// The ink's colour (in the light appearance; dark mode adapts it when drawn).
    public let color: UIColor

    /// An ink of `type` in `color` (black by default).
    public init(_ type: InkType, color: UIColor = .black) {
        inkType = type
        self.color = color
    }

    /// How the ink is drawn: how much of its colour's opacity it keeps, and whether it stays one width.
    var style: (opacity: CGFloat, fixedWidth: Bool) {
        switch inkType {
        case .pen, .fountainPen: (1, false)
        case .monoline: (1, true)
        case .pencil, .crayon: (0.85, false)
        case .marker: (0.5, false)
        case .watercolor: (0.4, false)
        }
    }
}

/// A tool a canvas draws, erases or selects with, as PencilKit's `PKTool`.
public protocol PKTool: Sendable {}

/// A tool that lays down ink, as PencilKit's `PKInkingTool`.
public struct PKInkingTool: PKTool, Equatable {
    /// The kinds of ink, as PencilKit's `PKInkingTool.InkType` (the same as ``PKInk/InkType``).
    public typealias InkType = PKInk.InkType

    /// The ink the tool lays down.
    public let ink: PKInk
    /// The width of the line, in points (between the ink type's minimum and maximum).
    public let width: CGFloat

    /// The kind of ink.
    public var inkType: InkType { ink.inkType }
    /// The ink's colour.
    public var color: UIColor { ink.color }

    /// A tool of `type` in `color`, `width` points wide (the type's default when `nil`; kept
    /// between its minimum and maximum).
    public init(_ type: InkType, color: UIColor = .black, width: CGFloat? = nil) {
        self.init(ink: PKInk(type, color: color), width: width ?? Self.defaultWidth(forInkType: type))
    }

    /// A tool laying down `ink`, `width` points wide (kept between the type's minimum and maximum).
    public init(ink: PKInk, width: CGFloat) {
        self.ink = ink
        let type = ink.inkType
        let given = width.isFinite ? width : Self.defaultWidth(forInkType: type)
        self.width = Swift.min(Swift.max(given, Self.minimumWidth(forInkType: type)), Self.maximumWidth(forInkType: type))
    }

    /// The width a new tool of `inkType` has. Apple documents no values; NapkinUI's are close to
    /// the tool picker's middle setting (not confirmed against a device).
    public static func defaultWidth(forInkType inkType: InkType) -> CGFloat {
        switch inkType {
        case .pen, .monoline, .fountainPen: 4
        case .pencil, .crayon: 3
        case .marker, .watercolor: 15
        }
    }

    /// The narrowest a tool of `inkType` draws (not confirmed against a device).
    public static func minimumWidth(forInkType inkType: InkType) -> CGFloat {
        switch inkType {
        case .pen, .monoline, .fountainPen: 0.88
        case .pencil, .crayon: 2.4
        case .marker, .watercolor: 3
        }
    }

    /// The widest a tool of `inkType` draws (not confirmed against a device).
    public static func maximumWidth(forInkType inkType: InkType) -> CGFloat {
        switch inkType {
        case .pen, .monoline, .fountainPen: 25.7
        case .pencil, .crayon: 16
        case .marker, .watercolor: 38
        }
    }

    /// `color` as PencilKit shows it in `targetStyle` when it was picked in `userInterfaceStyle`:
    /// unchanged for the same style; otherwise its lightness is inverted (in HSL, hue and
    /// saturation kept), so black ink drawn in light mode shows white in dark mode and a mid
    /// colour stays close to itself. Apple documents that PencilKit adapts colours, not how; this
    /// rule is napkin's.
    public static func convertColor(_ color: UIColor, from userInterfaceStyle: UIUserInterfaceStyle, to targetStyle: UIUserInterfaceStyle)
        -> UIColor
    {
        guard userInterfaceStyle != targetStyle, userInterfaceStyle != .unspecified, targetStyle != .unspecified else { return color }
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        let high = Swift.max(red, green, blue), low = Swift.min(red, green, blue)
        let lightness = (high + low) / 2
        let inverted = 1 - lightness
        // Moving every channel by the same amount keeps hue and chroma; clamp what leaves 0…1.
        let shift = inverted - lightness
        func channel(_ value: CGFloat) -> CGFloat { Swift.min(Swift.max(value + shift, 0), 1) }
        return UIColor(red: channel(red), green: channel(green), blue: channel(blue), alpha: alpha)
    }
}

/// A tool that erases, as PencilKit's `PKEraserTool`.
public struct PKEraserTool: PKTool, Equatable {
    /// How an eraser erases, as PencilKit's `PKEraserTool.EraserType`.
    public enum EraserType: Sendable, Equatable {
        /// Removes every stroke it touches, whole.
        case vector
        /// Removes the parts of strokes under it.
        case bitmap
        /// Removes the parts under it at a width that does not follow the force.
        case fixedWidthBitmap
    }

    /// How the eraser erases.
    public let eraserType: EraserType
    /// The eraser's width, in points.
    public let width: CGFloat

    /// An eraser of `eraserType` at its default width.
    public init(_ eraserType: EraserType) {
        self.init(eraserType, width: Self.defaultWidth(for: eraserType))
    }

    /// An eraser of `eraserType`, `width` points wide (kept between its minimum and maximum).
    public init(_ eraserType: EraserType, width: CGFloat) {
        self.eraserType = eraserType
        let given = width.isFinite ? width : Self.defaultWidth(for: eraserType)
        self.width = Swift.min(Swift.max(given, Self.minimumWidth(for: eraserType)), Self.maximumWidth(for: eraserType))
    }

    /// The width of a new eraser of `eraserType` (not confirmed against a device).
    public static func defaultWidth(for eraserType: EraserType) -> CGFloat { 16 }
    /// The narrowest an eraser of `eraserType` is.
    public static func minimumWidth(for eraserType: EraserType) -> CGFloat { 4 }
    /// The widest an eraser of `eraserType` is.
    public static func maximumWidth(for eraserType: EraserType) -> CGFloat { 64 }
}

/// A tool that selects strokes to move, as PencilKit's `PKLassoTool`.
public struct PKLassoTool: PKTool, Equatable {
    /// The lasso.
    public init() {}
}
