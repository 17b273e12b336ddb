import Foundation

/// The conditions at a place now, as WeatherKit's `CurrentWeather`.
///
/// WeatherKit gives measurements in metric units (°C, km/h, millibars, km); convert them for display with
/// `converted(to:)` or a `MeasurementFormatter`, as on iOS.
public struct CurrentWeather: Codable, Equatable, Sendable {
    /// When the conditions were observed or modelled.
    public var date: Date
    /// The temperature.
    public var temperature: Measurement<UnitTemperature>
    /// The temperature it feels like, with wind and humidity.
    public var apparentTemperature: Measurement<UnitTemperature>
    /// The temperature at which the air would be saturated.
    public var dewPoint: Measurement<UnitTemperature>
    /// The relative humidity, 0…1.
    public var humidity: Double
    /// The sea-level air pressure.
    public var pressure: Measurement<UnitPressure>
    /// How the pressure is changing.
    public var pressureTrend: PressureTrend
    /// The weather.
    public var condition: WeatherCondition
    /// The SF Symbol for the condition by day or night (`cloud.sun`, `moon.stars`); screens add `.fill`.
    public var symbolName: String
    /// The fraction of the sky covered by cloud, 0…1.
    public var cloudCover: Double
    /// Whether it is daytime.
    public var isDaylight: Bool
    /// How far one can see.
    public var visibility: Measurement<UnitLength>
    /// How hard it is raining or snowing, as a depth per hour.
    public var precipitationIntensity: Measurement<UnitSpeed>
    /// The ultraviolet index.
    public var uvIndex: UVIndex
    /// The wind.
    public var wind: Wind
    /// Where and when the data is from.
    public var metadata: WeatherMetadata

    /// Current conditions. A napkin addition (see ``Wind/init(speed:direction:gust:)``): what is not given is calm,
    /// clear daytime air at standard pressure, 10 km visibility, a dew point worked out from `temperature` and
    /// `humidity` (the Magnus formula) and an apparent temperature equal to `temperature`; `metadata` defaults to
    /// data read at `date` for 0° 0°, holding an hour.
    public init(
        date: Date, condition: WeatherCondition, symbolName: String, temperature: Measurement<UnitTemperature>, humidity: Double,
        apparentTemperature: Measurement<UnitTemperature>? = nil, dewPoint: Measurement<UnitTemperature>? = nil,
        pressure: Measurement<UnitPressure> = .init(value: 1013.25, unit: .millibars), pressureTrend: PressureTrend = .steady,
        wind: Wind = Wind(speed: .init(value: 0, unit: .kilometersPerHour), direction: .init(value: 0, unit: .degrees)),
        uvIndex: UVIndex = UVIndex(value: 0), cloudCover: Double = 0, isDaylight: Bool = true,
        visibility: Measurement<UnitLength> = .init(value: 10, unit: .kilometers),
        precipitationIntensity: Measurement<UnitSpeed> = .init(value: 0, unit: .metersPerSecond), metadata: WeatherMetadata? = nil
    ) {
        self.date = date
        self.condition = condition
        self.symbolName = symbolName
        self.temperature = temperature
        self.humidity = humidity
        self.apparentTemperature = apparentTemperature ?? temperature
        self.dewPoint = dewPoint ?? Self.dewPoint(temperature: temperature, humidity: humidity)
        self.pressure = pressure
        self.pressureTrend = pressureTrend
        self.wind = wind
        self.uvIndex = uvIndex
        self.cloudCover = cloudCover
        self.isDaylight = isDaylight
        self.visibility = visibility
        self.precipitationIntensity = precipitationIntensity
        self.metadata = metadata ?? .placeholder(at: date)
    }

    /// The dew point of air at `temperature` and relative `humidity` (Magnus formula, Sonntag's constants),
    /// in the unit of `temperature`.
    static func dewPoint(temperature: Measurement<UnitTemperature>, humidity: Double) -> Measurement<UnitTemperature> {
        let celsius = temperature.converted(to: .celsius).value
        let (a, b) = (17.62, 243.12)
        let gamma = log(min(max(humidity, 0.01), 1)) + a * celsius / (b + celsius)
        return Measurement(value: b * gamma / (a - gamma), unit: UnitTemperature.celsius).converted(to: temperature.unit)
    }
}
