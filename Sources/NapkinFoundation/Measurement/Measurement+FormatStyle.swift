import Foundation

/// What a measurement is for, which decides the unit a locale shows it in: `.general` converts to
/// the locale's usual unit, `.asProvided` keeps the measurement's own, and the purposes of a kind
/// (`.road` for lengths, `.weather` for temperatures…) use the region's unit for that purpose, as
/// Apple's `MeasurementFormatUnitUsage` does (the preferences are CLDR's, through ICU).
public struct MeasurementFormatUnitUsage<UnitType: Dimension>: Codable, Hashable, Sendable {
    /// ICU's name of the usage, `nil` for the provided unit.
    let icuUsage: String?

    /// The locale's usual unit for the kind of measurement (for volumes, the unit of liquids:
    /// litres, or gallons in the US).
    public static var general: Self {
        Self(icuUsage: UnitType.self == UnitVolume.self ? "fluid" : "default")
    }
    /// The measurement's own unit.
    public static var asProvided: Self { Self(icuUsage: nil) }
}

extension MeasurementFormatUnitUsage where UnitType == UnitLength {
    /// A person's height ("5 ft 9 in" in the US).
    public static var personHeight: Self { Self(icuUsage: "person-height") }
    /// A distance on the road ("3.1 mi" in the US, "5 km" in Germany).
    public static var road: Self { Self(icuUsage: "road") }
    /// A depth of rain.
    public static var rainfall: Self { Self(icuUsage: "rainfall") }
    /// A depth of snow.
    public static var snowfall: Self { Self(icuUsage: "snowfall") }
    /// A size of a person or a thing the size of one.
    public static var person: Self { Self(icuUsage: "person") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitTemperature {
    /// The weather's temperature ("70°F" in the US, "21°C" in Germany).
    public static var weather: Self { Self(icuUsage: "weather") }
    /// A person's temperature.
    public static var person: Self { Self(icuUsage: "person") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitMass {
    /// A person's weight ("154 lb" in the US).
    public static var personWeight: Self { Self(icuUsage: "person") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitEnergy {
    /// The energy of food ("Cal" in the US).
    public static var food: Self { Self(icuUsage: "food") }
    /// The energy of a workout.
    public static var workout: Self { Self(icuUsage: "default") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitSpeed {
    /// The wind's speed.
    public static var wind: Self { Self(icuUsage: "wind") }
}

extension Measurement where UnitType: Dimension {
    /// A format style for measurements, as Apple's `Measurement.FormatStyle`: a unit width, a
    /// usage, an optional number style and a locale. `Measurement(value: 5, unit:
    /// UnitLength.kilometers).formatted(.measurement(width: .wide, usage: .asProvided))` is
    /// "5 kilometers".
    public struct FormatStyle: Foundation.FormatStyle, Sendable {
        /// How long the unit is written.
        public struct UnitWidth: Codable, Hashable, Sendable {
            let width: String

            /// "5 kilometers".
            public static var wide: Self { Self(width: MeasurementText.Width.wide.rawValue) }
            /// "5 km".
            public static var abbreviated: Self { Self(width: MeasurementText.Width.short.rawValue) }
            /// "5km".
            public static var narrow: Self { Self(width: MeasurementText.Width.narrow.rawValue) }

            var textWidth: MeasurementText.Width { MeasurementText.Width(rawValue: width) ?? .short }
        }

        /// How long the unit is written.
        public var width: UnitWidth
        /// The locale whose words, numbers and preferred units are used.
        public var locale: Locale
        /// What the measurement is for, which decides the unit shown.
        public var usage: MeasurementFormatUnitUsage<UnitType>?
        /// Writes the number; ICU's precision for the usage when `nil`.
        public var numberFormatStyle: FloatingPointFormatStyle<Double>?
        /// Whether a temperature shows the degree sign alone ("21°").
        public var hidesScaleName: Bool = false

        /// A style of `width` in `locale`, for `usage`, its number written by `numberFormatStyle`
        /// (ICU\'s precision for the usage when `nil`).
        public init(
            width: UnitWidth, locale: Locale = .autoupdatingCurrent, usage: MeasurementFormatUnitUsage<UnitType> = .general,
            numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
        ) {
            self.width = width
            self.locale = locale
            self.usage = usage
            self.numberFormatStyle = numberFormatStyle
        }

        /// The measurement in this style's unit, width and locale.
        public func format(_ measurement: Measurement<UnitType>) -> String {
            var value = measurement.value
            let unit: Dimension = measurement.unit
            var icuUsage = usage?.icuUsage
            var icuUnit: String?
            if hidesScaleName, unit is UnitTemperature {
                // The degree sign alone: the value the usage shows (converted and rounded as ICU
                // does), written as a generic temperature.
                if let icuUsage, let id = MeasurementUnits.icuIdentifier(of: unit) {
                    let skeleton = "measure-unit/\(id) \(width.textWidth.rawValue) usage/\(icuUsage)"
                    value = MeasurementText.convertedValue(value, skeleton: skeleton, locale: locale, rounded: true) ?? value
                }
                icuUsage = nil
                icuUnit = "temperature-generic"
            }
            let numberStyle = numberFormatStyle?.locale(locale)
            return MeasurementText.format(
                value, unit: unit, icuUnit: icuUnit, width: width.textWidth, usage: icuUsage, locale: locale,
                number: numberStyle.map { style in { style.format($0) } })
        }

        /// This style in `locale`.
        public func locale(_ locale: Locale) -> Self {
            var style = self
            style.locale = locale
            return style
        }
    }
}

extension Measurement where UnitType: Dimension {
    /// The measurement in the current locale's usual unit, abbreviated ("3.1 mi" for 5 km in the
    /// US).
    public func formatted() -> String {
        FormatStyle(width: .abbreviated).format(self)
    }

    /// The measurement formatted by `style`.
    public func formatted<Style: Foundation.FormatStyle>(_ style: Style) -> Style.FormatOutput
    where Style.FormatInput == Measurement<UnitType> {
        style.format(self)
    }
}

extension FormatStyle {
    /// A measurement style: the unit's width, what the measurement is for, and how its number is
    /// written.
    public static func measurement<UnitType: Dimension>(
        width: Measurement<UnitType>.FormatStyle.UnitWidth,
        usage: MeasurementFormatUnitUsage<UnitType> = .general,
        numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
    ) -> Self where Self == Measurement<UnitType>.FormatStyle {
        Measurement<UnitType>.FormatStyle(width: width, usage: usage, numberFormatStyle: numberFormatStyle)
    }

    /// A temperature style that may show the degree sign alone ("21°").
    public static func measurement(
        width: Measurement<UnitTemperature>.FormatStyle.UnitWidth = .abbreviated,
        usage: MeasurementFormatUnitUsage<UnitTemperature> = .general, hidesScaleName: Bool = false,
        numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
    ) -> Self where Self == Measurement<UnitTemperature>.FormatStyle {
        var style = Measurement<UnitTemperature>.FormatStyle(
            width: width, usage: usage, numberFormatStyle: numberFormatStyle)
        style.hidesScaleName = hidesScaleName
        return style
    }
}
