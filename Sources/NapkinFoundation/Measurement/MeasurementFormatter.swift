import Foundation

/// A formatter that writes a measurement with its unit, "5 km", "3.107 mi", "21°C", as Apple's
/// `MeasurementFormatter` does (swift-corelibs-foundation marks its own unavailable; this one
/// takes its place).
///
/// Unless `unitOptions` holds `.providedUnit`, a measurement is first converted to the unit the
/// locale's measurement system uses at the same scale (kilometres to miles and Celsius to
/// Fahrenheit in the US, the reverse in metric locales), or with `.naturalScale` to the unit that
/// suits its size. The number is written by `numberFormatter`, the unit by ICU in the locale.
///
/// ```swift
/// let formatter = MeasurementFormatter()
/// formatter.locale = Locale(identifier: "en_US")
/// formatter.string(from: Measurement(value: 5, unit: UnitLength.kilometers))   // "3.107 mi"
/// formatter.unitOptions = .providedUnit
/// formatter.string(from: Measurement(value: 5, unit: UnitLength.kilometers))   // "5 km"
/// ```
open class MeasurementFormatter: Formatter {
    /// How the unit is chosen.
    public struct UnitOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt

        /// The options whose bits `rawValue` holds.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// The measurement's own unit, not converted.
        public static let providedUnit = UnitOptions(rawValue: 1 << 0)
        /// The unit that suits the measurement's size ("500 m" rather than "0.5 km").
        public static let naturalScale = UnitOptions(rawValue: 1 << 1)
        /// A temperature with the degree sign alone ("21°").
        public static let temperatureWithoutUnit = UnitOptions(rawValue: 1 << 2)
    }

    /// How the unit is chosen; empty (the locale's unit at the same scale) unless set.
    open var unitOptions: UnitOptions = []
    /// How long the unit is written: `.short` "5km", `.medium` "5 km", `.long` "5 kilometers";
    /// `.medium` unless set.
    open var unitStyle: Formatter.UnitStyle = .medium
    /// The locale whose units and words are used; the current one unless set.
    open var locale: Locale! = .current {
        didSet { defaultNumberFormatter.locale = locale }
    }
    /// Writes the number; a decimal formatter with up to three fraction digits, in `locale`,
    /// unless set.
    open var numberFormatter: NumberFormatter! {
        get { customNumberFormatter ?? defaultNumberFormatter }
        set { customNumberFormatter = newValue }
    }

    private var customNumberFormatter: NumberFormatter?
    private let defaultNumberFormatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.maximumFractionDigits = 3
        return formatter
    }()

    /// A formatter with the locale's units, medium unit style and a decimal number formatter.
    public override init() {
        super.init()
        defaultNumberFormatter.locale = locale
    }

    /// A formatter decoded from `coder`, with the default configuration.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        defaultNumberFormatter.locale = locale
    }

    /// The measurement with its unit, converted as `unitOptions` says.
    open func string<UnitType>(from measurement: Measurement<UnitType>) -> String {
        let locale = self.locale ?? .current
        var value = measurement.value
        var unit: Unit = measurement.unit
        if let dimension = measurement.unit as? Dimension, !unitOptions.contains(.providedUnit) {
            let target =
                unitOptions.contains(.naturalScale)
                ? MeasurementUnits.naturalScale(value, dimension, for: locale)
                : MeasurementUnits.localized(dimension, for: locale)
            value = dimension.converter.baseUnitValue(fromValue: value)
            value = target.converter.value(fromBaseUnitValue: value)
            unit = target
        }
        let icuUnit = unit is UnitTemperature && unitOptions.contains(.temperatureWithoutUnit) ? "temperature-generic" : nil
        let formatter = numberFormatter ?? defaultNumberFormatter
        return MeasurementText.format(
            value, unit: unit, icuUnit: icuUnit, width: width, usage: nil, locale: locale,
            number: { formatter.string(from: NSNumber(value: $0)) ?? "\($0)" })
    }

    /// The unit's name in `unitStyle`: "km" (medium), "kilometers" (long).
    open func string(from unit: Unit) -> String {
        MeasurementText.unitName(unit, width: width, locale: locale ?? .current)
    }

    /// The string of `obj` when it is a `Measurement`, `nil` otherwise.
    open override func string(for obj: Any?) -> String? {
        switch obj {
        case let measurement as Measurement<Unit>: string(from: measurement)
        case let measurement as Measurement<UnitLength>: string(from: measurement)
        case let measurement as Measurement<UnitMass>: string(from: measurement)
        case let measurement as Measurement<UnitTemperature>: string(from: measurement)
        case let measurement as Measurement<UnitDuration>: string(from: measurement)
        case let measurement as Measurement<UnitSpeed>: string(from: measurement)
        case let measurement as Measurement<UnitEnergy>: string(from: measurement)
        case let measurement as Measurement<UnitVolume>: string(from: measurement)
        case let unit as Unit: string(from: unit)
        default: nil
        }
    }

    private var width: MeasurementText.Width {
        switch unitStyle {
        case .short: .narrow
        case .medium: .short
        case .long: .wide
        @unknown default: .short
        }
    }
}
