import CoreLocation
import Foundation
import Testing
import WeatherKit

@Suite("WeatherKit stand-in: values")
struct WeatherValueTests {
    @Test("conditions describe themselves in title case and sentence case, and round-trip their raw values")
    func conditions() {
        #expect(WeatherCondition.allCases.count == 34)
        #expect(WeatherCondition.partlyCloudy.description == "Partly Cloudy")
        #expect(WeatherCondition.partlyCloudy.accessibilityDescription == "Partly cloudy")
        #expect(WeatherCondition.clear.description == "Clear")
        #expect(WeatherCondition.isolatedThunderstorms.description == "Isolated Thunderstorms")
        #expect(WeatherCondition(rawValue: "heavyRain") == .heavyRain)
        #expect("\(WeatherCondition.wintryMix)" == "Wintry Mix")
        #expect(Set(WeatherCondition.allCases.map(\.description)).count == WeatherCondition.allCases.count)
    }

    @Test("the wind's compass point follows its direction, in 22.5° sectors, wrapping round north")
    func windDirection() {
        func wind(_ degrees: Double) -> Wind {
            Wind(speed: Measurement(value: 12, unit: .kilometersPerHour), direction: Measurement(value: degrees, unit: .degrees))
        }
        #expect(wind(0).compassDirection == .north)
        #expect(wind(11.2).compassDirection == .north)
        #expect(wind(11.25).compassDirection == .northNortheast)
        #expect(wind(225).compassDirection == .southwest)
        #expect(wind(350).compassDirection == .north)
        #expect(wind(-90).compassDirection == .west)
        #expect(wind(720 + 90).compassDirection == .east)
        #expect(
            Wind(speed: Measurement(value: 1, unit: .metersPerSecond), direction: Measurement(value: .pi / 2, unit: .radians))
                .compassDirection == .east)
        #expect(Wind.CompassDirection.northNortheast.abbreviation == "NNE")
        #expect(Wind.CompassDirection.westSouthwest.abbreviation == "WSW")
        #expect(Wind.CompassDirection.northNortheast.description == "North Northeast")
        #expect(Wind.CompassDirection.southeast.accessibilityDescription == "southeast")
        #expect(wind(90).gust == nil)
    }

    @Test("a UV index falls in the WHO's exposure bands")
    func uvIndex() {
        #expect(UVIndex(value: 0).category == .low)
        #expect(UVIndex(value: 2).category == .low)
        #expect(UVIndex(value: 3).category == .moderate)
        #expect(UVIndex(value: 7).category == .high)
        #expect(UVIndex(value: 8).category == .veryHigh)
        #expect(UVIndex(value: 11).category == .extreme)
        #expect(UVIndex(value: 14).category == .extreme)
        #expect(UVIndex.ExposureCategory.veryHigh.description == "Very High")
        #expect(UVIndex.ExposureCategory.moderate.rangeValue == 3...5)
        #expect(UVIndex.ExposureCategory.high > .moderate)
    }

    @Test("current weather keeps its measurements in their units and works out a dew point")
    func currentWeather() {
        let now = Date(timeIntervalSince1970: 1_767_000_000)
        let current = CurrentWeather(
            date: now, condition: .mostlyCloudy, symbolName: "cloud", temperature: Measurement(value: 20, unit: .celsius), humidity: 0.5)
        #expect(current.temperature.value == 20)
        #expect(current.apparentTemperature == current.temperature)
        // The Magnus formula gives about 9.3 °C for 20 °C at 50 %.
        #expect(abs(current.dewPoint.converted(to: .celsius).value - 9.26) < 0.05)
        #expect(current.humidity == 0.5)
        #expect(current.wind.speed.value == 0)
        #expect(current.uvIndex.category == .low)
        #expect(current.pressure.converted(to: .hectopascals).value == 1013.25)
        #expect(current.metadata.date == now)
        #expect(abs(current.temperature.converted(to: .fahrenheit).value - 68) < 1e-9)
        let fahrenheit = CurrentWeather(
            date: now, condition: .clear, symbolName: "sun.max", temperature: Measurement(value: 68, unit: .fahrenheit), humidity: 0.5)
        #expect(fahrenheit.dewPoint.unit == UnitTemperature.fahrenheit)
        #expect(abs(fahrenheit.dewPoint.converted(to: .celsius).value - 9.26) < 0.05)
    }

    @Test("moon phases name themselves and their SF Symbols")
    func moonPhases() {
        #expect(MoonPhase.waxingCrescent.description == "Waxing Crescent")
        #expect(MoonPhase.full.description == "Full Moon")
        #expect(MoonPhase.waxingCrescent.symbolName == "moonphase.waxing.crescent")
        #expect(MoonPhase.new.symbolName == "moonphase.new.moon")
        #expect(MoonPhase.lastQuarter.symbolName == "moonphase.last.quarter")
        #expect(MoonPhase.waningGibbous.accessibilityDescription == "waning gibbous moon")
    }

    @Test("a forecast is a random-access collection of its days")
    func forecastCollection() {
        let start = Date(timeIntervalSince1970: 1_767_000_000)
        func day(_ index: Int) -> DayWeather {
            let rainy = index == 1
            return DayWeather(
                date: start.addingTimeInterval(Double(index) * 86_400), condition: rainy ? .rain : .clear,
                symbolName: rainy ? "cloud.rain" : "sun.max",
                highTemperature: Measurement(value: 20 + Double(index), unit: UnitTemperature.celsius),
                lowTemperature: Measurement(value: 10, unit: UnitTemperature.celsius), precipitationChance: rainy ? 0.8 : 0)
        }
        let days = (0..<3).map(day)
        let forecast = Forecast(
            forecast: days, metadata: WeatherMetadata(date: start, expirationDate: start, location: CLLocation(latitude: 1, longitude: 2)))
        #expect(forecast.count == 3)
        #expect(forecast[1].condition == .rain)
        #expect(forecast.map(\.highTemperature.value) == [20, 21, 22])
        #expect(forecast.first?.moon.phase == .new)
        #expect(forecast.last?.rainfallAmount == forecast.last?.precipitationAmount)
        #expect(Array(forecast.dropFirst()).count == 2)
    }

    @Test("weather encodes to JSON and decodes back equal")
    func codable() throws {
        let now = Date(timeIntervalSince1970: 1_767_000_000)
        let location = CLLocation(latitude: 35.6894, longitude: 139.692)
        let metadata = WeatherMetadata(date: now, expirationDate: now.addingTimeInterval(600), location: location)
        let weather = Weather(
            currentWeather: CurrentWeather(
                date: now, condition: .sunShowers, symbolName: "cloud.sun.rain", temperature: Measurement(value: 18, unit: .celsius),
                humidity: 0.8,
                wind: Wind(speed: Measurement(value: 20, unit: .kilometersPerHour), direction: Measurement(value: 200, unit: .degrees)),
                metadata: metadata),
            weatherAlerts: [
                WeatherAlert(
                    detailsURL: URL(string: "https://example.com/alert")!, source: "Japan Meteorological Agency", summary: "Heavy rain",
                    severity: .severe, metadata: metadata)
            ])
        let data = try JSONEncoder().encode(weather)
        let decoded = try JSONDecoder().decode(Weather.self, from: data)
        #expect(decoded == weather)
        #expect(decoded.currentWeather.metadata.location.coordinate.latitude == 35.6894)
        #expect(decoded.availability.alertAvailability == .available)
        #expect(decoded.availability.minuteAvailability == .unsupported)
    }
}
