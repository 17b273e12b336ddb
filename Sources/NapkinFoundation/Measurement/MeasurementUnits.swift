import Foundation

/// What ICU knows of Foundation's units: their identifiers (`length-kilometer`) and, for a
/// formatter that converts, the unit a locale's measurement system uses in a unit's place.
enum MeasurementUnits {
    /// ICU's identifier of `unit`, or `nil` for a unit this module does not map (it is then
    /// written with its symbol).
    static func icuIdentifier(of unit: Unit) -> String? {
        table[Key(unit)]
    }

    /// The unit `locale`'s measurement system writes in place of `unit`, at the same scale
    /// (kilometres become miles in the US, pounds kilograms in Germany); `unit` itself when the
    /// system already uses it or has no counterpart.
    static func localized(_ unit: Dimension, for locale: Locale) -> Dimension {
        let system = locale.measurementSystem
        let key = Key(unit)
        if system == .us, let us = toUS[key] { return us }
        if system == .uk, let uk = toUK[key] { return uk }
        if system == .metric, let metric = toMetric[key] { return metric }
        if system == .uk, let metric = toMetric[key], !keepsInUK.contains(key) { return metric }
        return unit
    }

    /// The unit of `unit`'s kind and `locale`'s system that suits `value` (a few centimetres, a
    /// few hundred metres, a few kilometres): the natural scale.
    static func naturalScale(_ value: Double, _ unit: Dimension, for locale: Locale) -> Dimension {
        let system = locale.measurementSystem
        let base = unit.converter.baseUnitValue(fromValue: value)
        switch unit {
        case is UnitLength:
            if system == .metric || (system == .uk && !(unit.symbol == "mi")) {
                let metres = abs(base)
                return metres >= 1000 ? UnitLength.kilometers : metres >= 1 ? UnitLength.meters : UnitLength.centimeters
            }
            let feet = abs(UnitLength.feet.converter.value(fromBaseUnitValue: base))
            return feet >= 5280 ? UnitLength.miles : feet >= 1 ? UnitLength.feet : UnitLength.inches
        case is UnitMass:
            if system == .us {
                return abs(UnitMass.pounds.converter.value(fromBaseUnitValue: base)) >= 1 ? UnitMass.pounds : UnitMass.ounces
            }
            return abs(base) >= 1 ? UnitMass.kilograms : UnitMass.grams
        default:
            return localized(unit, for: locale)
        }
    }

    /// A unit by its kind and symbol (minutes and metres share "m").
    struct Key: Hashable {
        let kind: ObjectIdentifier
        let symbol: String

        init(_ unit: Unit) {
            kind = ObjectIdentifier(type(of: unit))
            symbol = unit.symbol
        }
    }

    private static let table: [Key: String] = {
        let units: [(Unit, String)] = [
            (UnitLength.kilometers, "length-kilometer"), (UnitLength.meters, "length-meter"),
            (UnitLength.centimeters, "length-centimeter"), (UnitLength.millimeters, "length-millimeter"),
            (UnitLength.miles, "length-mile"), (UnitLength.yards, "length-yard"), (UnitLength.feet, "length-foot"),
            (UnitLength.inches, "length-inch"), (UnitLength.nauticalMiles, "length-nautical-mile"),
            (UnitMass.kilograms, "mass-kilogram"), (UnitMass.grams, "mass-gram"), (UnitMass.milligrams, "mass-milligram"),
            (UnitMass.pounds, "mass-pound"), (UnitMass.ounces, "mass-ounce"), (UnitMass.stones, "mass-stone"),
            (UnitMass.metricTons, "mass-tonne"),
            (UnitTemperature.celsius, "temperature-celsius"), (UnitTemperature.fahrenheit, "temperature-fahrenheit"),
            (UnitTemperature.kelvin, "temperature-kelvin"),
            (UnitDuration.hours, "duration-hour"), (UnitDuration.minutes, "duration-minute"),
            (UnitDuration.seconds, "duration-second"), (UnitDuration.milliseconds, "duration-millisecond"),
            (UnitSpeed.kilometersPerHour, "speed-kilometer-per-hour"), (UnitSpeed.milesPerHour, "speed-mile-per-hour"),
            (UnitSpeed.metersPerSecond, "speed-meter-per-second"), (UnitSpeed.knots, "speed-knot"),
            (UnitEnergy.kilojoules, "energy-kilojoule"), (UnitEnergy.joules, "energy-joule"),
            (UnitEnergy.kilocalories, "energy-kilocalorie"), (UnitEnergy.calories, "energy-calorie"),
            (UnitEnergy.kilowattHours, "energy-kilowatt-hour"),
            (UnitVolume.liters, "volume-liter"), (UnitVolume.milliliters, "volume-milliliter"),
            (UnitVolume.gallons, "volume-gallon"), (UnitVolume.fluidOunces, "volume-fluid-ounce"),
            (UnitVolume.cups, "volume-cup"), (UnitVolume.cubicMeters, "volume-cubic-meter"),
        ]
        return Dictionary(units.map { (Key($0.0), $0.1) }, uniquingKeysWith: { first, _ in first })
    }()

    private static func pairs(_ list: [(Dimension, Dimension)]) -> [Key: Dimension] {
        Dictionary(list.map { (Key($0.0), $0.1) }, uniquingKeysWith: { first, _ in first })
    }

    private static let toUS = pairs([
        (UnitLength.kilometers, UnitLength.miles), (UnitLength.meters, UnitLength.feet),
        (UnitLength.centimeters, UnitLength.inches), (UnitLength.millimeters, UnitLength.inches),
        (UnitMass.kilograms, UnitMass.pounds), (UnitMass.grams, UnitMass.ounces), (UnitMass.stones, UnitMass.pounds),
        (UnitTemperature.celsius, UnitTemperature.fahrenheit), (UnitTemperature.kelvin, UnitTemperature.fahrenheit),
        (UnitSpeed.kilometersPerHour, UnitSpeed.milesPerHour), (UnitSpeed.metersPerSecond, UnitSpeed.milesPerHour),
        (UnitVolume.liters, UnitVolume.gallons), (UnitVolume.milliliters, UnitVolume.fluidOunces),
    ])

    private static let toMetric = pairs([
        (UnitLength.miles, UnitLength.kilometers), (UnitLength.yards, UnitLength.meters),
        (UnitLength.feet, UnitLength.meters), (UnitLength.inches, UnitLength.centimeters),
        (UnitMass.pounds, UnitMass.kilograms), (UnitMass.ounces, UnitMass.grams), (UnitMass.stones, UnitMass.kilograms),
        (UnitTemperature.fahrenheit, UnitTemperature.celsius), (UnitTemperature.kelvin, UnitTemperature.celsius),
        (UnitSpeed.milesPerHour, UnitSpeed.kilometersPerHour),
        (UnitVolume.gallons, UnitVolume.liters), (UnitVolume.fluidOunces, UnitVolume.milliliters),
    ])

    /// The United Kingdom keeps miles and miles per hour on its roads, and metric otherwise.
    private static let toUK = pairs([
        (UnitLength.kilometers, UnitLength.miles), (UnitSpeed.kilometersPerHour, UnitSpeed.milesPerHour),
    ])
    private static let keepsInUK: Set<Key> = [Key(UnitLength.miles), Key(UnitSpeed.milesPerHour)]
}
