import Foundation
import NapkinUI

/// A value a chart can place on an axis, as Swift Charts' `Plottable`: numbers, strings and
/// dates are, and so is a type that converts to and from one of them (an enum with a `String`
/// raw value gets the conversion for free).
public protocol Plottable {
    /// The number, string or date this value plots as.
    associatedtype PrimitivePlottable: PrimitivePlottableProtocol
    /// The number, string or date this value plots as.
    var primitivePlottable: PrimitivePlottable { get }
    /// The value a primitive plots back to, if any.
    init?(primitivePlottable: PrimitivePlottable)
}

/// The types a chart plots directly: numbers, strings and dates.
public protocol PrimitivePlottableProtocol: Plottable where PrimitivePlottable == Self {}

extension PrimitivePlottableProtocol {
    /// The value itself.
    public var primitivePlottable: Self { self }
    /// The value itself.
    public init?(primitivePlottable: Self) { self = primitivePlottable }
}

extension Plottable where Self: RawRepresentable, RawValue: PrimitivePlottableProtocol, PrimitivePlottable == RawValue {
    /// The raw value.
    public var primitivePlottable: RawValue { rawValue }
    /// The case with this raw value.
    public init?(primitivePlottable: RawValue) { self.init(rawValue: primitivePlottable) }
}

/// Where a plotted value sits: on a number line, among categories, or in time.
enum PlotValue: Hashable, Sendable {
    /// A number.
    case number(Double)
    /// A category, by name.
    case category(String)
    /// A moment.
    case date(Date)

    var number: Double? {
        switch self {
        case .number(let value): value
        case .date(let date): date.timeIntervalSinceReferenceDate
        case .category: nil
        }
    }
}

extension String: PrimitivePlottableProtocol {}
extension Double: PrimitivePlottableProtocol {}
extension Float: PrimitivePlottableProtocol {}
extension Int: PrimitivePlottableProtocol {}
extension CGFloat: PrimitivePlottableProtocol {}
extension Date: PrimitivePlottableProtocol {}

extension Plottable {
    /// Where this value sits: a number, a category or a date.
    var plotValue: PlotValue {
        switch primitivePlottable as Any {
        case let string as String: .category(string)
        case let date as Date: .date(date)
        case let number as Double: .number(number)
        case let number as Float: .number(Double(number))
        case let number as Int: .number(Double(number))
        case let number as CGFloat: .number(Double(number))
        default: .category(String(describing: primitivePlottable))
        }
    }
}
/// A value with the label of what it measures, as Swift Charts' `PlottableValue`: write
/// `.value("Month", item.month)`.
public struct PlottableValue<Value: Plottable> {
    /// What the value measures ("Month", "Sales"): the axis's and the legend's title.
    public let label: String
    /// Where the value sits.
    let plotValue: PlotValue
    /// The calendar unit a date stands for (its bar spans the unit; it is placed at its middle).
    let unit: Calendar.Component?
    /// A date whose unit's start the chart finds in its own calendar.
    var needsUnitStart = false

    /// `value` labelled `label`.
    public static func value(_ label: String, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: label, plotValue: value.plotValue, unit: nil)
    }

    /// `value` labelled `label` (a localized key, shown as written).
    public static func value(_ label: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: label.key, plotValue: value.plotValue, unit: nil)
    }
}

extension PlottableValue where Value == Date {
    /// A date standing for the calendar `unit` it falls in (a day, a month): bars span the unit,
    /// points and lines sit at its middle.
    ///
    /// Without `calendar` the unit is found in the chart's calendar and time zone (the
    /// environment's `calendar` and `timeZone`: Gregorian and UTC unless set, so renders do not
    /// depend on the machine), where Swift Charts takes the device's.
    public static func value(_ label: String, _ value: Date, unit: Calendar.Component, calendar: Calendar? = nil) -> PlottableValue<Date> {
        guard let calendar else { return PlottableValue(label: label, plotValue: .date(value), unit: unit, needsUnitStart: true) }
        let start = calendar.dateInterval(of: unit, for: value)?.start ?? value
        return PlottableValue(label: label, plotValue: .date(start), unit: unit)
    }

    /// A date standing for `unit`, labelled by a localized key.
    public static func value(_ label: LocalizedStringKey, _ value: Date, unit: Calendar.Component, calendar: Calendar? = nil)
        -> PlottableValue<Date>
    {
        Self.value(label.key, value, unit: unit, calendar: calendar)
    }
}
