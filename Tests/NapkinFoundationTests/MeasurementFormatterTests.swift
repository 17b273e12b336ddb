import Foundation
import NapkinFoundation
import Testing

/// `MeasurementFormatter` as fitness and weather screens use it.
@Suite("MeasurementFormatter")
struct MeasurementFormatterTests {
    private let fiveKilometres = Measurement(value: 5, unit: UnitLength.kilometers)
    private let twentyOneCelsius = Measurement(value: 21, unit: UnitTemperature.celsius)

    private func formatter(_ locale: String, _ options: MeasurementFormatter.UnitOptions = []) -> MeasurementFormatter {
        let formatter = MeasurementFormatter()
        formatter.locale = Locale(identifier: locale)
        formatter.unitOptions = options
        return formatter
    }

    @Test("By default a measurement takes the locale's unit at the same scale (US: miles, °F, lb)")
    func localeUnits() {
        let american = formatter("en_US")
        #expect(american.unitStyle == .medium)
        #expect(american.string(from: fiveKilometres) == "3.107 mi")
        #expect(american.string(from: twentyOneCelsius) == "69.8°F")
        #expect(american.string(from: Measurement(value: 70, unit: UnitMass.kilograms)) == "154.324 lb")
        let kelvin = Measurement(value: 293, unit: UnitTemperature.kelvin)
        #expect(american.string(from: kelvin) == "67.73°F")
        #expect(formatter("en_GB").string(from: kelvin) == "19.85°C")
        let german = formatter("de_DE")
        #expect(german.string(from: Measurement(value: 3, unit: UnitLength.miles)) == "4,828 km")
        #expect(german.string(from: fiveKilometres) == "5 km")
    }

    @Test(".providedUnit keeps the unit; the unit styles short, medium and long")
    func providedUnit() {
        let provided = formatter("en_US", .providedUnit)
        #expect(provided.string(from: fiveKilometres) == "5 km")
        #expect(provided.string(from: twentyOneCelsius) == "21°C")
        provided.unitStyle = .short
        #expect(provided.string(from: fiveKilometres) == "5km")
        provided.unitStyle = .long
        #expect(provided.string(from: fiveKilometres) == "5 kilometers")
        #expect(provided.string(from: twentyOneCelsius) == "21 degrees Celsius")
        #expect(provided.string(from: Measurement(value: 1, unit: UnitLength.kilometers)) == "1 kilometer")
    }

    @Test(".temperatureWithoutUnit shows the degree sign alone")
    func temperatureWithoutUnit() {
        #expect(formatter("en_US", [.providedUnit, .temperatureWithoutUnit]).string(from: twentyOneCelsius) == "21°")
        #expect(formatter("en_US", .temperatureWithoutUnit).string(from: twentyOneCelsius) == "69.8°")
    }

    @Test(".naturalScale picks the unit that suits the size")
    func naturalScale() {
        let metric = formatter("de_DE", .naturalScale)
        #expect(metric.string(from: Measurement(value: 5000, unit: UnitLength.meters)) == "5 km")
        #expect(metric.string(from: Measurement(value: 0.5, unit: UnitLength.kilometers)) == "500 m")
        #expect(formatter("en_US", .naturalScale).string(from: Measurement(value: 10, unit: UnitLength.kilometers)) == "6.214 mi")
    }

    @Test("The number formatter writes the number")
    func numberFormatter() {
        let provided = formatter("en_US", .providedUnit)
        provided.numberFormatter.maximumFractionDigits = 1
        #expect(provided.string(from: Measurement(value: 5.25, unit: UnitLength.kilometers)) == "5.2 km")
        let numbers = NumberFormatter()
        numbers.minimumFractionDigits = 2
        numbers.locale = Locale(identifier: "en_US")
        provided.numberFormatter = numbers
        #expect(provided.string(from: fiveKilometres) == "5.00 km")
    }

    @Test("string(from: Unit) names the unit; string(for:) takes a measurement")
    func unitsAndObjects() {
        let american = formatter("en_US")
        #expect(american.string(from: UnitLength.kilometers) == "km")
        american.unitStyle = .long
        #expect(american.string(from: UnitLength.kilometers) == "kilometers")
        american.unitOptions = .providedUnit
        #expect(american.string(for: fiveKilometres) == "5 kilometers")
        #expect(american.string(for: 5) == nil)
    }
}
