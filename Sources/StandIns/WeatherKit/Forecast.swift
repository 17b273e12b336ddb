import Foundation

/// A run of forecasts, minute by minute, hour by hour or day by day, as WeatherKit's `Forecast`: a random-access
/// collection of its elements in time order.
public struct Forecast<Element: Codable & Equatable & Sendable>: RandomAccessCollection, Codable, Equatable, Sendable {
    /// The forecasts.
    public var forecast: [Element]
    /// Where and when the forecast was made.
    public var metadata: WeatherMetadata
    /// A sentence summing the forecast up (WeatherKit writes one for minute forecasts; empty when none was given).
    public var summary: String

    /// A forecast of `forecast`, with its metadata and summary. A napkin addition (see
    /// ``Wind/init(speed:direction:gust:)``).
    public init(forecast: [Element], metadata: WeatherMetadata, summary: String = "") {
        self.forecast = forecast
        self.metadata = metadata
        self.summary = summary
    }

    /// A forecast's position, from 0.
    public typealias Index = Int
    /// The first forecast's index, 0.
    public var startIndex: Int { forecast.startIndex }
    /// The index past the last forecast.
    public var endIndex: Int { forecast.endIndex }
    /// The forecast at `position`.
    public subscript(position: Int) -> Element { forecast[position] }
}

/// The forecast for one minute of the next hour, as WeatherKit's `MinuteWeather`.
public struct MinuteWeather: Codable, Equatable, Sendable {
    /// The minute's start.
    public var date: Date
    /// The form of precipitation expected.
    public var precipitation: Precipitation
    /// The chance of precipitation, 0…1.
    public var precipitationChance: Double
    /// How hard it is expected to rain or snow, as a depth per hour.
    public var precipitationIntensity: Measurement<UnitSpeed>

    /// A minute's forecast. A napkin addition (see ``Wind/init(speed:direction:gust:)``).
    public init(date: Date, precipitation: Precipitation, precipitationChance: Double, precipitationIntensity: Measurement<UnitSpeed>) {
        self.date = date
        self.precipitation = precipitation
        self.precipitationChance = precipitationChance
        self.precipitationIntensity = precipitationIntensity
    }
}

/// The forecast for one hour, as WeatherKit's `HourWeather`.
public struct HourWeather: Codable, Equatable, Sendable {
    /// The hour's start.
    public var date: Date
    /// The weather.
    public var condition: WeatherCondition
    /// The SF Symbol for the condition by day or night.
    public var symbolName: String
    /// The temperature.
    public var temperature: Measurement<UnitTemperature>
    /// The temperature it feels like.
    public var apparentTemperature: Measurement<UnitTemperature>
    /// The dew point.
    public var dewPoint: Measurement<UnitTemperature>
    /// The relative humidity, 0…1.
    public var humidity: Double
    /// The sea-level air pressure.
    public var pressure: Measurement<UnitPressure>
    /// How the pressure is changing.
    public var pressureTrend: PressureTrend
    /// The fraction of the sky covered by cloud, 0…1.
    public var cloudCover: Double
    /// Whether it is daytime in that hour.
    public var isDaylight: Bool
    /// How far one can see.
    public var visibility: Measurement<UnitLength>
    /// The form of precipitation expected.
    public var precipitation: Precipitation
    /// The chance of precipitation, 0…1.
    public var precipitationChance: Double
    /// The amount of precipitation expected in the hour.
    public var precipitationAmount: Measurement<UnitLength>
    /// The amount of snow expected in the hour.
    public var snowfallAmount: Measurement<UnitLength>
    /// The ultraviolet index.
    public var uvIndex: UVIndex
    /// The wind.
    public var wind: Wind

    /// An hour's forecast. A napkin addition (see ``Wind/init(speed:direction:gust:)``); what is not given is as
    /// ``CurrentWeather/init(date:condition:symbolName:temperature:humidity:apparentTemperature:dewPoint:pressure:pressureTrend:wind:uvIndex:cloudCover:isDaylight:visibility:precipitationIntensity:metadata:)``
    /// describes, with no precipitation.
    public init(
        date: Date, condition: WeatherCondition, symbolName: String, temperature: Measurement<UnitTemperature>, humidity: Double,
        apparentTemperature: Measurement<UnitTemperature>? = nil, dewPoint: Measurement<UnitTemperature>? = nil,
        pressure: Measurement<UnitPressure> = .init(value: 1013.25, unit: .millibars), pressureTrend: PressureTrend = .steady,
        cloudCover: Double = 0, isDaylight: Bool = true, visibility: Measurement<UnitLength> = .init(value: 10, unit: .kilometers),
        precipitation: Precipitation = .none, precipitationChance: Double = 0,
        precipitationAmount: Measurement<UnitLength> = .init(value: 0, unit: .millimeters),
        snowfallAmount: Measurement<UnitLength> = .init(value: 0, unit: .millimeters), uvIndex: UVIndex = UVIndex(value: 0),
        wind: Wind = Wind(speed: .init(value: 0, unit: .kilometersPerHour), direction: .init(value: 0, unit: .degrees))
    ) {
        self.date = date
        self.condition = condition
        self.symbolName = symbolName
        self.temperature = temperature
        self.humidity = humidity
        self.apparentTemperature = apparentTemperature ?? temperature
        self.dewPoint = dewPoint ?? CurrentWeather.dewPoint(temperature: temperature, humidity: humidity)
        self.pressure = pressure
        self.pressureTrend = pressureTrend
        self.cloudCover = cloudCover
        self.isDaylight = isDaylight
        self.visibility = visibility
        self.precipitation = precipitation
        self.precipitationChance = precipitationChance
        self.precipitationAmount = precipitationAmount
        self.snowfallAmount = snowfallAmount
        self.uvIndex = uvIndex
        self.wind = wind
    }
}

/// The forecast for one day, as WeatherKit's `DayWeather`.
public struct DayWeather: Codable, Equatable, Sendable {
    /// The day's start.
    public var date: Date
    /// The day's weather.
    public var condition: WeatherCondition
    /// The SF Symbol for the day's condition.
    public var symbolName: String
    /// The daytime high.
    public var highTemperature: Measurement<UnitTemperature>
    /// The overnight low.
    public var lowTemperature: Measurement<UnitTemperature>
    /// When the high is reached, if known.
    public var highTemperatureTime: Date?
    /// When the low is reached, if known.
    public var lowTemperatureTime: Date?
    /// The form of precipitation expected.
    public var precipitation: Precipitation
    /// The chance of precipitation, 0…1.
    public var precipitationChance: Double
    /// The amount of liquid precipitation expected (WeatherKit deprecates it for its amounts by type).
    public var precipitationAmount: Measurement<UnitLength>
    /// The amount of rain expected.
    public var rainfallAmount: Measurement<UnitLength>
    /// The amount of snow expected.
    public var snowfallAmount: Measurement<UnitLength>
    /// The day's sunrise, sunset and twilights.
    public var sun: SunEvents
    /// The moon's phase, rise and set.
    public var moon: MoonEvents
    /// The day's highest ultraviolet index.
    public var uvIndex: UVIndex
    /// The day's wind.
    public var wind: Wind

    /// A day's forecast. A napkin addition (see ``Wind/init(speed:direction:gust:)``): no precipitation, no
    /// solar or lunar events (a new moon) and calm air unless given; the rainfall is the precipitation amount
    /// unless given.
    public init(
        date: Date, condition: WeatherCondition, symbolName: String, highTemperature: Measurement<UnitTemperature>,
        lowTemperature: Measurement<UnitTemperature>, highTemperatureTime: Date? = nil, lowTemperatureTime: Date? = nil,
        precipitation: Precipitation = .none, precipitationChance: Double = 0,
        precipitationAmount: Measurement<UnitLength> = .init(value: 0, unit: .millimeters), rainfallAmount: Measurement<UnitLength>? = nil,
        snowfallAmount: Measurement<UnitLength> = .init(value: 0, unit: .millimeters), sun: SunEvents = SunEvents(),
        moon: MoonEvents = MoonEvents(phase: .new), uvIndex: UVIndex = UVIndex(value: 0),
        wind: Wind = Wind(speed: .init(value: 0, unit: .kilometersPerHour), direction: .init(value: 0, unit: .degrees))
    ) {
        self.date = date
        self.condition = condition
        self.symbolName = symbolName
        self.highTemperature = highTemperature
        self.lowTemperature = lowTemperature
        self.highTemperatureTime = highTemperatureTime
        self.lowTemperatureTime = lowTemperatureTime
        self.precipitation = precipitation
        self.precipitationChance = precipitationChance
        self.precipitationAmount = precipitationAmount
        self.rainfallAmount = rainfallAmount ?? precipitationAmount
        self.snowfallAmount = snowfallAmount
        self.sun = sun
        self.moon = moon
        self.uvIndex = uvIndex
        self.wind = wind
    }
}
