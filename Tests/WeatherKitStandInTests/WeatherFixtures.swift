import CoreLocation
import Foundation
import WeatherKit

/// A spring day in Tokyo, as a test gives it to a weather service.
enum TokyoWeather {
    static let noon = Date(timeIntervalSince1970: 1_775_012_400)  // 2026-04-01 03:00 UTC, noon in Tokyo
    static let location = CLLocation(latitude: 35.6894, longitude: 139.692)
    static let metadata = WeatherMetadata(date: noon, expirationDate: noon.addingTimeInterval(900), location: location)

    static let current = CurrentWeather(
        date: noon, condition: .partlyCloudy, symbolName: "cloud.sun", temperature: Measurement(value: 17.6, unit: .celsius),
        humidity: 0.62,
        pressureTrend: .falling,
        wind: Wind(
            speed: Measurement(value: 14, unit: .kilometersPerHour), direction: Measurement(value: 160, unit: .degrees),
            gust: Measurement(value: 25, unit: .kilometersPerHour)),
        uvIndex: UVIndex(value: 5), cloudCover: 0.4, metadata: metadata)

    static let hours: [HourWeather] = (0..<6).map(hour)
    static let days: [DayWeather] = [
        day(0, .partlyCloudy, "cloud.sun", high: 19, low: 11), day(1, .rain, "cloud.rain", high: 15, low: 10),
        day(2, .clear, "sun.max", high: 21, low: 9), day(3, .thunderstorms, "cloud.bolt.rain", high: 18, low: 12),
    ]

    /// The forecast for `index` hours after noon: cloud, then rain from 3 p.m.
    private static func hour(_ index: Int) -> HourWeather {
        let rainy = index >= 3
        let temperature = Measurement(value: 17.6 - Double(index) * 0.5, unit: UnitTemperature.celsius)
        return HourWeather(
            date: noon.addingTimeInterval(Double(index) * 3600), condition: rainy ? .rain : .partlyCloudy,
            symbolName: rainy ? "cloud.rain" : "cloud.sun", temperature: temperature, humidity: 0.62 + Double(index) * 0.05,
            precipitation: rainy ? .rain : .none, precipitationChance: rainy ? 0.7 : 0.1)
    }

    /// The forecast for the day `index` days from today (starting at midnight in Tokyo).
    private static func day(_ index: Int, _ condition: WeatherCondition, _ symbol: String, high: Double, low: Double) -> DayWeather {
        let wet = condition == .rain || condition == .thunderstorms
        return DayWeather(
            date: noon.addingTimeInterval(Double(index) * 86_400 - 12 * 3600), condition: condition, symbolName: symbol,
            highTemperature: Measurement(value: high, unit: UnitTemperature.celsius),
            lowTemperature: Measurement(value: low, unit: UnitTemperature.celsius),
            precipitation: wet ? .rain : .none, precipitationChance: condition == .rain ? 0.9 : 0.1)
    }

    static let weather = Weather(
        currentWeather: current, hourlyForecast: Forecast(forecast: hours, metadata: metadata),
        dailyForecast: Forecast(forecast: days, metadata: metadata))
}
