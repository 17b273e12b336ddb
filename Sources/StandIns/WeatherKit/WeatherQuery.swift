import Foundation

/// One data set to ask a ``WeatherService`` for, as WeatherKit's `WeatherQuery`; several are asked for in one
/// call, `weather(for:including:)`, which returns their results as a tuple.
public struct WeatherQuery<T: Sendable>: Sendable {
    /// The data set's part of a place's weather.
    let extract: @Sendable (Weather) -> T

    init(_ extract: @escaping @Sendable (Weather) -> T) {
        self.extract = extract
    }
}

extension WeatherQuery where T == CurrentWeather {
    /// The conditions now.
    public static var current: WeatherQuery<CurrentWeather> { WeatherQuery { $0.currentWeather } }
}

extension WeatherQuery where T == Forecast<MinuteWeather>? {
    /// The minute forecasts of the next hour, or nil where the place has none.
    public static var minute: WeatherQuery<Forecast<MinuteWeather>?> { WeatherQuery { $0.minuteForecast } }
}

extension WeatherQuery where T == Forecast<HourWeather> {
    /// The hourly forecasts.
    public static var hourly: WeatherQuery<Forecast<HourWeather>> { WeatherQuery { $0.hourlyForecast } }

    /// The hourly forecasts of the hours starting from `startDate` up to (not including) `endDate`.
    public static func hourly(startDate: Date, endDate: Date) -> WeatherQuery<Forecast<HourWeather>> {
        WeatherQuery { weather in
            var forecast = weather.hourlyForecast
            forecast.forecast = forecast.forecast.filter { $0.date >= startDate && $0.date < endDate }
            return forecast
        }
    }
}

extension WeatherQuery where T == Forecast<DayWeather> {
    /// The daily forecasts.
    public static var daily: WeatherQuery<Forecast<DayWeather>> { WeatherQuery { $0.dailyForecast } }

    /// The daily forecasts of the days starting from `startDate` up to (not including) `endDate`.
    public static func daily(startDate: Date, endDate: Date) -> WeatherQuery<Forecast<DayWeather>> {
        WeatherQuery { weather in
            var forecast = weather.dailyForecast
            forecast.forecast = forecast.forecast.filter { $0.date >= startDate && $0.date < endDate }
            return forecast
        }
    }
}

extension WeatherQuery where T == [WeatherAlert]? {
    /// The severe-weather alerts, or nil where the place has none.
    public static var alerts: WeatherQuery<[WeatherAlert]?> { WeatherQuery { $0.weatherAlerts } }
}

extension WeatherQuery where T == WeatherAvailability {
    /// Which data sets the place has.
    public static var availability: WeatherQuery<WeatherAvailability> { WeatherQuery { $0.availability } }
}
