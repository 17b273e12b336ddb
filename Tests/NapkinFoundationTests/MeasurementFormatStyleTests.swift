import Foundation
import NapkinFoundation
import Testing

/// `Measurement.formatted` and `Measurement.FormatStyle`: the provided unit exactly, and the
/// locale's units for a usage, in en_US and de_DE.
@Suite("Measurement.FormatStyle")
struct MeasurementFormatStyleTests {
    private let us = Locale(identifier: "en_US")
    private let germany = Locale(identifier: "de_DE")
    private let fiveKilometres = Measurement(value: 5, unit: UnitLength.kilometers)
    private let twentyOneCelsius = Measurement(value: 21, unit: UnitTemperature.celsius)

    @Test("asProvided keeps the unit, in the three widths")
    func asProvided() {
        #expect(fiveKilometres.formatted(.measurement(width: .abbreviated, usage: .asProvided).locale(us)) == "5 km")
        #expect(fiveKilometres.formatted(.measurement(width: .wide, usage: .asProvided).locale(us)) == "5 kilometers")
        #expect(fiveKilometres.formatted(.measurement(width: .narrow, usage: .asProvided).locale(us)) == "5km")
        #expect(twentyOneCelsius.formatted(.measurement(width: .abbreviated, usage: .asProvided).locale(us)) == "21°C")
        let kilograms = Measurement(value: 70.5, unit: UnitMass.kilograms)
        #expect(kilograms.formatted(.measurement(width: .wide, usage: .asProvided).locale(us)) == "70.5 kilograms")
        let minutes = Measurement(value: 90, unit: UnitDuration.minutes)
        #expect(minutes.formatted(.measurement(width: .wide, usage: .asProvided).locale(us)) == "90 minutes")
        let speed = Measurement(value: 12, unit: UnitSpeed.kilometersPerHour)
        #expect(speed.formatted(.measurement(width: .abbreviated, usage: .asProvided).locale(us)) == "12 km/h")
        let energy = Measurement(value: 250, unit: UnitEnergy.kilocalories)
        #expect(energy.formatted(.measurement(width: .abbreviated, usage: .asProvided).locale(us)) == "250 kcal")
        let volume = Measurement(value: 2, unit: UnitVolume.liters)
        #expect(volume.formatted(.measurement(width: .abbreviated, usage: .asProvided).locale(us)) == "2 L")
        #expect(fiveKilometres.formatted(.measurement(width: .wide, usage: .asProvided).locale(germany)) == "5 Kilometer")
    }

    @Test("Apple's example: kilometres kept, narrow, with the number style's grouping")
    func narrowKilometres() {
        let distances = [100, 1000, 10000, 100_000, 1_000_000].map { Measurement(value: $0, unit: UnitLength.kilometers) }
        let style = Measurement<UnitLength>.FormatStyle(width: .narrow, locale: us, usage: .asProvided, numberFormatStyle: .number)
        #expect(distances.map { $0.formatted(style) } == ["100km", "1,000km", "10,000km", "100,000km", "1,000,000km"])
    }

    @Test("general, road and weather convert to the region's units: miles and °F in the US")
    func usagesInTheUS() {
        #expect(fiveKilometres.formatted(.measurement(width: .abbreviated).locale(us)) == "3.1 mi")
        #expect(fiveKilometres.formatted(.measurement(width: .abbreviated, usage: .road).locale(us)) == "3.1 mi")
        #expect(twentyOneCelsius.formatted(.measurement(width: .abbreviated, usage: .weather).locale(us)) == "70°F")
        let kilograms = Measurement(value: 70, unit: UnitMass.kilograms)
        #expect(kilograms.formatted(.measurement(width: .abbreviated, usage: .personWeight).locale(us)) == "154 lb")
        let speed = Measurement(value: 100, unit: UnitSpeed.kilometersPerHour)
        #expect(speed.formatted(.measurement(width: .abbreviated).locale(us)) == "62 mph")
        let food = Measurement(value: 500, unit: UnitEnergy.kilocalories)
        #expect(food.formatted(.measurement(width: .abbreviated, usage: .food).locale(us)) == "500 Cal")
    }

    @Test("The same usages in Germany keep metric units")
    func usagesInGermany() {
        #expect(fiveKilometres.formatted(.measurement(width: .abbreviated, usage: .road).locale(germany)) == "5 km")
        #expect(twentyOneCelsius.formatted(.measurement(width: .abbreviated, usage: .weather).locale(germany)) == "21 °C")
        let miles = Measurement(value: 3, unit: UnitLength.miles)
        #expect(miles.formatted(.measurement(width: .abbreviated, usage: .road).locale(germany)) == "4,8 km")
        let fahrenheit = Measurement(value: 70, unit: UnitTemperature.fahrenheit)
        #expect(fahrenheit.formatted(.measurement(width: .abbreviated, usage: .weather).locale(germany)) == "21 °C")
        let volume = Measurement(value: 2, unit: UnitVolume.liters)
        #expect(volume.formatted(.measurement(width: .abbreviated).locale(germany)) == "2 l")
    }

    @Test("A number style writes the number; hidesScaleName leaves the degree sign")
    func numberStyleAndScale() {
        let twoDigits = FloatingPointFormatStyle<Double>.number.precision(.fractionLength(2))
        let road = fiveKilometres.formatted(
            .measurement(width: .abbreviated, usage: .road, numberFormatStyle: twoDigits).locale(us))
        #expect(road == "3.11 mi")
        let provided = fiveKilometres.formatted(
            .measurement(width: .abbreviated, usage: .asProvided, numberFormatStyle: twoDigits).locale(germany))
        #expect(provided == "5,00 km")
        #expect(twentyOneCelsius.formatted(.measurement(width: .abbreviated, usage: .weather, hidesScaleName: true).locale(us)) == "70°")
        #expect(
            twentyOneCelsius.formatted(.measurement(width: .abbreviated, usage: .weather, hidesScaleName: true).locale(germany)) == "21°")
    }

    @Test("formatted() is abbreviated and general in the current locale")
    func formattedDefault() {
        let expected = Measurement<UnitLength>.FormatStyle(width: .abbreviated, locale: .current).format(fiveKilometres)
        #expect(fiveKilometres.formatted() == expected)
        #expect(!fiveKilometres.formatted().isEmpty)
    }
}
