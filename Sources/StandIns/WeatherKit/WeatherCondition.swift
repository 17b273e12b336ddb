import Foundation

/// The weather at a time and place, as WeatherKit's `WeatherCondition`. The raw values are the case names; the
/// descriptions are English (napkin has no localisations of them).
public enum WeatherCondition: String, CaseIterable, Codable, Hashable, Sendable, CustomStringConvertible {
    case blizzard
    case blowingDust
    case blowingSnow
    case breezy
    case clear
    case cloudy
    case drizzle
    case flurries
    case foggy
    case freezingDrizzle
    case freezingRain
    case frigid
    case hail
    case haze
    case heavyRain
    case heavySnow
    case hot
    case hurricane
    case isolatedThunderstorms
    case mostlyClear
    case mostlyCloudy
    case partlyCloudy
    case rain
    case scatteredThunderstorms
    case sleet
    case smoky
    case snow
    case strongStorms
    case sunFlurries
    case sunShowers
    case thunderstorms
    case tropicalStorm
    case windy
    case wintryMix

    /// The condition's name, in title case: "Partly Cloudy".
    public var description: String {
        switch self {
        case .blowingDust: "Blowing Dust"
        case .blowingSnow: "Blowing Snow"
        case .freezingDrizzle: "Freezing Drizzle"
        case .freezingRain: "Freezing Rain"
        case .heavyRain: "Heavy Rain"
        case .heavySnow: "Heavy Snow"
        case .isolatedThunderstorms: "Isolated Thunderstorms"
        case .mostlyClear: "Mostly Clear"
        case .mostlyCloudy: "Mostly Cloudy"
        case .partlyCloudy: "Partly Cloudy"
        case .scatteredThunderstorms: "Scattered Thunderstorms"
        case .strongStorms: "Strong Storms"
        case .sunFlurries: "Sun Flurries"
        case .sunShowers: "Sun Showers"
        case .tropicalStorm: "Tropical Storm"
        case .wintryMix: "Wintry Mix"
        default: rawValue.prefix(1).uppercased() + rawValue.dropFirst()
        }
    }

    /// The condition as VoiceOver reads it, in sentence case: "Partly cloudy".
    public var accessibilityDescription: String {
        let words = description
        return words.prefix(1) + words.dropFirst().lowercased()
    }
}

/// The form precipitation takes, as WeatherKit's `Precipitation`.
public enum Precipitation: String, CaseIterable, Codable, Hashable, Sendable, CustomStringConvertible {
    /// No precipitation.
    case none
    /// Hail.
    case hail
    /// Rain and snow together.
    case mixed
    /// Rain.
    case rain
    /// Sleet or ice pellets.
    case sleet
    /// Snow.
    case snow

    /// The form's name: "Rain", "Mixed", "None".
    public var description: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
    /// The form as VoiceOver reads it: "rain"; "no precipitation" for ``none``.
    public var accessibilityDescription: String { self == .none ? "no precipitation" : rawValue }
}

/// How the air pressure is changing, as WeatherKit's `PressureTrend`.
public enum PressureTrend: String, CaseIterable, Codable, Hashable, Sendable, CustomStringConvertible {
    /// The pressure is rising.
    case rising
    /// The pressure is falling.
    case falling
    /// The pressure is not changing.
    case steady

    /// The trend's name: "Rising", "Falling", "Steady".
    public var description: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
    /// The trend as VoiceOver reads it: "pressure rising".
    public var accessibilityDescription: String { "pressure \(rawValue)" }
}
