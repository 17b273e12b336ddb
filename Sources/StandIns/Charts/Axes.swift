import Foundation
import NapkinUI

/// What an axis shows, as Swift Charts' `AxisContent`: `AxisMarks`, or several of them.
@MainActor @preconcurrency
public protocol AxisContent {
    /// The axis marks this content describes, in order.
    var axisMarks: [AxisMarks] { get }
}

/// Builds an axis's content, as Swift Charts' `AxisContentBuilder`.
@resultBuilder @MainActor
public enum AxisContentBuilder {
    /// The axis marks of a block, in order.
    public static func buildBlock(_ content: any AxisContent...) -> AxisContentGroup {
        AxisContentGroup(axisMarks: content.flatMap(\.axisMarks))
    }
    /// The marks of an `if` without `else`, or none.
    public static func buildOptional(_ content: (any AxisContent)?) -> AxisContentGroup {
        AxisContentGroup(axisMarks: content?.axisMarks ?? [])
    }
    /// The first branch of an `if`/`else`.
    public static func buildEither(first: any AxisContent) -> AxisContentGroup { AxisContentGroup(axisMarks: first.axisMarks) }
    /// The second branch of an `if`/`else`.
    public static func buildEither(second: any AxisContent) -> AxisContentGroup { AxisContentGroup(axisMarks: second.axisMarks) }
}

/// Several axis marks' sets in order.
public struct AxisContentGroup: AxisContent {
    /// The sets, in order.
    public let axisMarks: [AxisMarks]
}

/// Where an axis's marks sit, as Swift Charts' `AxisMarkPosition`.
public enum AxisMarkPosition: Sendable, Equatable {
    /// The axis's own side: below the plot for x, its trailing edge for y.
    case automatic
    /// Above the plot.
    case top
    /// Below the plot.
    case bottom
    /// The plot's leading edge.
    case leading
    /// The plot's trailing edge.
    case trailing
}

/// Which marks an axis's defaults make, as Swift Charts' `AxisMarkPreset`.
public enum AxisMarkPreset: Sendable, Equatable {
    /// The axis's own defaults.
    case automatic
    /// Labels between the grid lines, as on a category axis.
    case aligned
    /// Labels beside their grid lines, as on a number axis.
    case extended
    /// Only what the content asks for, in a tight space.
    case inset
}

/// The values an axis marks, as Swift Charts' `AxisMarkValues`.
public struct AxisMarkValues {
    enum Kind {
        case automatic(desiredCount: Int?)
        case numberStride(Double)
        case dateStride(Calendar.Component, count: Int)
        case values([PlotValue])
    }

    let kind: Kind

    /// "Nice" values chosen for the axis's length (every category on a category axis).
    public static var automatic: AxisMarkValues { AxisMarkValues(kind: .automatic(desiredCount: nil)) }
    /// About `desiredCount` nice values.
    public static func automatic(desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil)
        -> AxisMarkValues
    {
        AxisMarkValues(kind: .automatic(desiredCount: desiredCount))
    }
    /// Every multiple of `step` in the domain.
    public static func stride(by step: Double) -> AxisMarkValues { AxisMarkValues(kind: .numberStride(step)) }
    /// The start of every `count`-th calendar `component` (day, week, month) in the domain.
    public static func stride(by component: Calendar.Component, count: Int = 1) -> AxisMarkValues {
        AxisMarkValues(kind: .dateStride(component, count: max(1, count)))
    }
    /// Exactly these values.
    public static func values<Value: Plottable>(_ values: [Value]) -> AxisMarkValues {
        AxisMarkValues(kind: .values(values.map(\.plotValue)))
    }
}

/// One value an axis marks, handed to `AxisMarks`' content, as Swift Charts' `AxisValue`.
public struct AxisValue {
    let value: PlotValue
    /// The value's position among the axis's values, from 0.
    public let index: Int
    /// How many values the axis marks.
    public let count: Int

    /// The value as `type` (`Double`, `Int`, `String`, `Date`…), if it is one.
    public func `as`<Value: Plottable>(_ type: Value.Type) -> Value? {
        switch value {
        case .category(let string): (string as? Value.PrimitivePlottable).flatMap(Value.init(primitivePlottable:))
        case .date(let date): (date as? Value.PrimitivePlottable).flatMap(Value.init(primitivePlottable:))
        case .number(let number):
            switch type.PrimitivePlottable.self {
            case is Double.Type: (number as? Value.PrimitivePlottable).flatMap(Value.init(primitivePlottable:))
            case is Int.Type: (Int(exactly: number.rounded()) as? Value.PrimitivePlottable).flatMap(Value.init(primitivePlottable:))
            case is Float.Type: (Float(number) as? Value.PrimitivePlottable).flatMap(Value.init(primitivePlottable:))
            case is CGFloat.Type: (CGFloat(number) as? Value.PrimitivePlottable).flatMap(Value.init(primitivePlottable:))
            default: nil
            }
        }
    }
}

/// One element of an axis mark: a grid line, a tick or a label.
@MainActor @preconcurrency
public protocol AxisMark {
    /// The element as the chart draws it.
    var axisMarkElement: AxisMarkElement { get }
}

/// A grid line, a tick or a label, with its style.
@preconcurrency @MainActor
public struct AxisMarkElement {
    enum Kind {
        case gridLine(centered: Bool?)
        case tick(length: CGFloat, centered: Bool?)
        case label(format: (PlotValue) -> String?, content: (@MainActor (AxisValue) -> AnyView)?, anchor: UnitPoint?)
    }

    let kind: Kind
    var style: AnyShapeStyle?
    var stroke: StrokeStyle?
    var font: Font?
    /// A label set in the middle of the interval its value starts (`AxisValueLabel(centered: true)`).
    var centered: Bool?
}

/// Builds an axis mark's elements, as Swift Charts' `AxisMarkBuilder`.
@resultBuilder @MainActor
public enum AxisMarkBuilder {
    /// The elements of a block, in order.
    public static func buildBlock(_ marks: any AxisMark...) -> AxisMarkGroup {
        AxisMarkGroup(parts: marks.flatMap(\.elements))
    }
    /// An `if` without `else`.
    public static func buildOptional(_ mark: (any AxisMark)?) -> AxisMarkGroup { AxisMarkGroup(parts: mark?.elements ?? []) }
    /// The first branch of an `if`/`else`.
    public static func buildEither(first: any AxisMark) -> AxisMarkGroup { AxisMarkGroup(parts: first.elements) }
    /// The second branch of an `if`/`else`.
    public static func buildEither(second: any AxisMark) -> AxisMarkGroup { AxisMarkGroup(parts: second.elements) }
}

extension AxisMark {
    var elements: [AxisMarkElement] {
        if let group = self as? AxisMarkGroup { return group.parts }
        return [axisMarkElement]
    }
}

/// Several axis mark elements.
public struct AxisMarkGroup: AxisMark {
    let parts: [AxisMarkElement]
    /// The first element (a group is read whole by the chart).
    public var axisMarkElement: AxisMarkElement { parts.first ?? AxisMarkElement(kind: .gridLine(centered: nil)) }
}

/// An axis mark element with its style changed.
public struct StyledAxisMark: AxisMark {
    /// The element as the chart draws it.
    public let axisMarkElement: AxisMarkElement
}

extension AxisMark {
    /// The element drawn in `style`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> StyledAxisMark {
        var element = axisMarkElement
        element.style = AnyShapeStyle(style)
        return StyledAxisMark(axisMarkElement: element)
    }
    /// The label drawn in `font`.
    public func font(_ font: Font?) -> StyledAxisMark {
        var element = axisMarkElement
        element.font = font
        return StyledAxisMark(axisMarkElement: element)
    }
}

/// A grid line across the plot at each value, as Swift Charts' `AxisGridLine`.
public struct AxisGridLine: AxisMark {
    /// The element as the chart draws it.
    public let axisMarkElement: AxisMarkElement
    /// A grid line at each value (`centered` puts it in the middle of a category's band).
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {
        axisMarkElement = AxisMarkElement(kind: .gridLine(centered: centered), stroke: stroke)
    }
}

/// A short tick outside the plot at each value, as Swift Charts' `AxisTick`.
public struct AxisTick: AxisMark {
    /// The element as the chart draws it.
    public let axisMarkElement: AxisMarkElement
    /// A tick `length` points long.
    public init(centered: Bool? = nil, length: CGFloat = 4, stroke: StrokeStyle? = nil) {
        axisMarkElement = AxisMarkElement(kind: .tick(length: length, centered: centered), stroke: stroke)
    }
}

/// The label of each value, as Swift Charts' `AxisValueLabel`.
public struct AxisValueLabel: AxisMark {
    /// The element as the chart draws it.
    public let axisMarkElement: AxisMarkElement

    /// The value in the axis's own format (numbers grouped, dates by the axis's unit).
    public init(centered: Bool? = nil, anchor: UnitPoint? = nil) {
        axisMarkElement = AxisMarkElement(kind: .label(format: { _ in nil }, content: nil, anchor: anchor), centered: centered)
    }

    /// The value formatted by `format` (`.dateTime.month()`, `.percent`…).
    public init<Format: FormatStyle>(format: Format, centered: Bool? = nil, anchor: UnitPoint? = nil)
    where Format.FormatOutput == String {
        let formatter: (PlotValue) -> String? = { value in
            switch value {
            case .date(let date): (date as? Format.FormatInput).map(format.format)
            case .category(let string): (string as? Format.FormatInput).map(format.format)
            case .number(let number):
                (number as? Format.FormatInput).map(format.format)
                    ?? (Int(exactly: number.rounded()) as? Format.FormatInput).map(format.format)
            }
        }
        axisMarkElement = AxisMarkElement(kind: .label(format: formatter, content: nil, anchor: anchor), centered: centered)
    }

    /// `label` for every value, as written (a string the content closure made from the value,
    /// such as `value.as(Double.self)!.formatted(.number.notation(.compactName))`).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, centered: Bool? = nil, anchor: UnitPoint? = nil) {
        let text = String(label)
        axisMarkElement = AxisMarkElement(kind: .label(format: { _ in text }, content: nil, anchor: anchor), centered: centered)
    }

    /// The text of `titleKey` for every value.
    public init(_ titleKey: LocalizedStringKey, centered: Bool? = nil, anchor: UnitPoint? = nil) {
        self.init(Text(titleKey).string, centered: centered, anchor: anchor)
    }

    /// The view `content` makes (usually a `Text`).
    public init<Content: View>(centered: Bool? = nil, anchor: UnitPoint? = nil, @ViewBuilder content: @escaping () -> Content) {
        axisMarkElement = AxisMarkElement(
            kind: .label(format: { _ in nil }, content: { _ in AnyView(content()) }, anchor: anchor), centered: centered)
    }
}

/// The grid lines, ticks and labels of an axis's values, as Swift Charts' `AxisMarks`.
///
/// ```swift
/// .chartYAxis { AxisMarks(position: .leading, values: .stride(by: 100)) }
/// .chartXAxis { AxisMarks { value in AxisValueLabel() } }
/// ```
public struct AxisMarks: AxisContent {
    let position: AxisMarkPosition
    let values: AxisMarkValues
    /// The elements for a value; `nil` for the defaults (grid line, tick and label).
    let content: ((AxisValue) -> [AxisMarkElement])?
    /// The default labels' format and the default grid lines' and ticks' stroke.
    var format: ((PlotValue) -> String?)?
    var stroke: StrokeStyle?

    /// This set itself.
    public var axisMarks: [AxisMarks] { [self] }

    /// Grid lines, ticks and labels at `values`, on the axis's side `position`, the lines stroked
    /// with `stroke` if given.
    public init(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
        stroke: StrokeStyle? = nil
    ) {
        self.position = position
        self.values = values
        self.stroke = stroke
        content = nil
    }

    /// Grid lines, ticks and labels formatted by `format` (`.dateTime.month()`, `.percent`).
    public init<Format: FormatStyle>(
        format: Format, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
        values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil
    ) where Format.FormatInput: Plottable, Format.FormatOutput == String {
        self.init(preset: preset, position: position, values: values, stroke: stroke)
        if case .label(let formatter, _, _) = AxisValueLabel(format: format).axisMarkElement.kind { self.format = formatter }
    }

    /// Grid lines, ticks and labels at exactly `values`, formatted by `format`.
    public init<Value: Plottable, Format: FormatStyle>(
        format: Format, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value],
        stroke: StrokeStyle? = nil
    ) where Format.FormatInput == Value, Format.FormatOutput == String {
        self.init(format: format, preset: preset, position: position, values: .values(values), stroke: stroke)
    }

    /// What `content` makes for each value.
    public init<Content: AxisMark>(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
        @AxisMarkBuilder content: @escaping (AxisValue) -> Content
    ) {
        self.position = position
        self.values = values
        self.content = { content($0).elements }
    }

    /// What `content` makes, the same for every value.
    public init<Content: AxisMark>(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
        @AxisMarkBuilder content: @escaping () -> Content
    ) {
        self.position = position
        self.values = values
        self.content = { _ in content().elements }
    }

    /// Grid lines, ticks and labels at exactly `values`.
    public init<Value: Plottable>(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value], stroke: StrokeStyle? = nil
    ) {
        self.init(preset: preset, position: position, values: .values(values), stroke: stroke)
    }

    /// What `content` makes for each of `values`.
    public init<Value: Plottable, Content: AxisMark>(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value],
        @AxisMarkBuilder content: @escaping (AxisValue) -> Content
    ) {
        self.init(preset: preset, position: position, values: .values(values), content: content)
    }

    /// What `content` makes, the same for each of `values`.
    public init<Value: Plottable, Content: AxisMark>(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value],
        @AxisMarkBuilder content: @escaping () -> Content
    ) {
        self.init(preset: preset, position: position, values: .values(values), content: content)
    }
}
