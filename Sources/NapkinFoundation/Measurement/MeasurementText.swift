import Foundation

/// A measurement written by ICU: a value, its unit, a width, and perhaps a usage through which
/// ICU converts it to what the locale's region uses for that purpose (roads, weather, a person's
/// height). `numberText`, when given, takes the place of ICU's digits.
enum MeasurementText {
    enum Width: String {
        case wide = "unit-width-full-name"
        case short = "unit-width-short"
        case narrow = "unit-width-narrow"
    }

    /// The measurement in `locale`; without an ICU identifier for the unit, the number and the
    /// unit's symbol.
    static func format(
        _ value: Double, unit: Unit, icuUnit: String? = nil, width: Width, usage: String?, locale: Locale,
        number: ((Double) -> String)? = nil
    ) -> String {
        let identifier = locale.icuIdentifier
        guard let icuUnit = icuUnit ?? MeasurementUnits.icuIdentifier(of: unit) else {
            let digits = number?(value) ?? value.formatted(.number.locale(locale))
            return "\(digits) \(unit.symbol)"
        }
        let skeleton = "measure-unit/\(icuUnit) \(width.rawValue)" + (usage.map { " usage/\($0)" } ?? "")
        guard let number else {
            return ICUNumberFormatter(skeleton: skeleton, localeIdentifier: identifier).format(value)
                ?? "\(value) \(unit.symbol)"
        }
        // The value as ICU shows it (converted, when a usage applies), then the caller's digits in
        // place of ICU's.
        let shown = usage == nil ? value : convertedValue(value, skeleton: skeleton, locale: locale)
        guard let shown,
            let full = ICUNumberFormatter(skeleton: skeleton + " precision-unlimited", localeIdentifier: identifier)
                .format(value),
            let digits = ICUNumberFormatter(skeleton: "precision-unlimited", localeIdentifier: identifier).format(shown),
            let range = full.range(of: digits)
        else {
            return ICUNumberFormatter(skeleton: skeleton, localeIdentifier: identifier).format(value)
                ?? "\(value) \(unit.symbol)"
        }
        return full.replacingCharacters(in: range, with: number(shown))
    }

    /// The number ICU shows for `value` under a usage: formatted in English digits for the same
    /// region (the region decides the conversion) and read back; `nil` for a mixed result such as
    /// "5 ft 9 in".
    static func convertedValue(_ value: Double, skeleton: String, locale: Locale, rounded: Bool = false) -> Double? {
        let region = locale.region?.identifier ?? "US"
        let plain = ICUNumberFormatter(
            skeleton: skeleton + (rounded ? "" : " precision-unlimited") + " group-off", localeIdentifier: "en_\(region)")
        guard let text = plain.format(value) else { return nil }
        let numbers = text.split(whereSeparator: { !($0.isNumber || $0 == "." || $0 == "-") }).filter {
            $0.contains(where: \.isNumber)
        }
        guard numbers.count == 1, let number = numbers.first else { return nil }
        return Double(number)
    }

    /// The unit's name alone in `locale` ("kilometers", "km"): a plural amount with its digits
    /// taken away.
    static func unitName(_ unit: Unit, width: Width, locale: Locale) -> String {
        guard let icuUnit = MeasurementUnits.icuIdentifier(of: unit),
            let text = ICUNumberFormatter(
                skeleton: "measure-unit/\(icuUnit) \(width.rawValue)", localeIdentifier: locale.icuIdentifier
            ).format(2)
        else { return unit.symbol }
        return text.replacingOccurrences(of: "2", with: "").trimmingCharacters(in: .whitespaces.union(["\u{00A0}", "\u{202F}"]))
    }
}
