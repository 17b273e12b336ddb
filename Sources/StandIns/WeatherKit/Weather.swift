import Foundation

/// How severe an alert's event is, as WeatherKit's `WeatherSeverity`.
public enum WeatherSeverity: String, CaseIterable, Codable, Hashable, Sendable, CustomStringConvertible {
    /// Little or no threat to life or property.
    case minor
    /// A possible threat.
    case moderate
    /// A significant threat.
    case severe
    /// An extraordinary threat.
    case extreme
    /// Not known.
    case unknown

    /// The severity's name: "Severe".
    public var description: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
    /// The severity as VoiceOver reads it: "severe".
    public var accessibilityDescription: String { rawValue }
}

/// A severe-weather alert a government agency issued for a place, as WeatherKit's `WeatherAlert`.
public struct WeatherAlert: Codable, Equatable, Sendable {
    /// The page with the alert's details.
    public var detailsURL: URL
    /// The agency that issued it.
    public var source: String
    /// The alert's headline.
    public var summary: String
    /// The area it covers, if named.
    public var region: String?
    /// How severe the event is.
    public var severity: WeatherSeverity
    /// Where and when the alert was read.
    public var metadata: WeatherMetadata

    /// An alert. A napkin addition (see ``Wind/init(speed:direction:gust:)``).
    public init(
        detailsURL: URL, source: String, summary: String, region: String? = nil, severity: WeatherSeverity, metadata: WeatherMetadata
    ) {
        self.detailsURL = detailsURL
        self.source = source
        self.summary = summary
        self.region = region
        self.severity = severity
        self.metadata = metadata
    }
}

/// Which data sets a place has, as WeatherKit's `WeatherAvailability`: minute forecasts and alerts exist only in
/// some countries.
public struct WeatherAvailability: Codable, Equatable, Sendable {
    /// Whether a data set is available, as WeatherKit's `WeatherAvailability.AvailabilityKind`.
    public enum AvailabilityKind: String, CaseIterable, Codable, Hashable, Sendable {
        /// The data set is available.
        case available
        /// The data set is not available for now.
        case temporarilyUnavailable
        /// The data set is not offered for the place.
        case unsupported
        /// Not known.
        case unknown
    }

    /// Whether minute forecasts are available.
    public var minuteAvailability: AvailabilityKind
    /// Whether alerts are available.
    public var alertAvailability: AvailabilityKind

    /// The availability of the two data sets. A napkin addition (see ``Wind/init(speed:direction:gust:)``).
    public init(minuteAvailability: AvailabilityKind, alertAvailability: AvailabilityKind) {
        self.minuteAvailability = minuteAvailability
        self.alertAvailability = alertAvailability
    }
}

/// Everything WeatherKit knows about a place's weather, as WeatherKit's `Weather`: what
/// `WeatherService.weather(for:)` returns.
public struct Weather: Codable, Equatable, Sendable {
    /// The conditions now.
    public var currentWeather: CurrentWeather
    /// Minute forecasts for the next hour, where the place has them.
    public var minuteForecast: Forecast<MinuteWeather>?
    /// Hourly forecasts (WeatherKit gives 25 hours from the current one).
    public var hourlyForecast: Forecast<HourWeather>
    /// Daily forecasts (WeatherKit gives 10 days from today).
    public var dailyForecast: Forecast<DayWeather>
    /// Severe-weather alerts, where the place has them.
    public var weatherAlerts: [WeatherAlert]?
    /// Which data sets the place has.
    public var availability: WeatherAvailability

    /// A place's weather. A napkin addition (see ``Wind/init(speed:direction:gust:)``): the forecasts not given are
    /// empty (with the current weather's metadata), and minute forecasts and alerts are unsupported unless given.
    public init(
        currentWeather: CurrentWeather, hourlyForecast: Forecast<HourWeather>? = nil, dailyForecast: Forecast<DayWeather>? = nil,
        minuteForecast: Forecast<MinuteWeather>? = nil, weatherAlerts: [WeatherAlert]? = nil, availability: WeatherAvailability? = nil
    ) {
        self.currentWeather = currentWeather
        self.hourlyForecast = hourlyForecast ?? Forecast(forecast: [], metadata: currentWeather.metadata)
        self.dailyForecast = dailyForecast ?? Forecast(forecast: [], metadata: currentWeather.metadata)
        self.minuteForecast = minuteForecast
        self.weatherAlerts = weatherAlerts
        self.availability =
            availability
            ?? WeatherAvailability(
                minuteAvailability: minuteForecast == nil ? .unsupported : .available,
                alertAvailability: weatherAlerts == nil ? .unsupported : .available)
    }
}
