import Foundation

/// The times of a day's solar events, as WeatherKit's `SunEvents`; nil where the event does not happen that day
/// (polar day and night).
public struct SunEvents: Codable, Equatable, Sendable {
    /// The sun 18° below the horizon in the morning.
    public var astronomicalDawn: Date?
    /// The sun 12° below the horizon in the morning.
    public var nauticalDawn: Date?
    /// The sun 6° below the horizon in the morning.
    public var civilDawn: Date?
    /// Sunrise.
    public var sunrise: Date?
    /// The sun at its highest.
    public var solarNoon: Date?
    /// Sunset.
    public var sunset: Date?
    /// The sun 6° below the horizon in the evening.
    public var civilDusk: Date?
    /// The sun 12° below the horizon in the evening.
    public var nauticalDusk: Date?
    /// The sun 18° below the horizon in the evening.
    public var astronomicalDusk: Date?
    /// The sun at its lowest.
    public var solarMidnight: Date?

    /// A day's solar events; the ones not given do not happen. A napkin addition (see ``Wind/init(speed:direction:gust:)``).
    public init(
        astronomicalDawn: Date? = nil, nauticalDawn: Date? = nil, civilDawn: Date? = nil, sunrise: Date? = nil, solarNoon: Date? = nil,
        sunset: Date? = nil, civilDusk: Date? = nil, nauticalDusk: Date? = nil, astronomicalDusk: Date? = nil, solarMidnight: Date? = nil
    ) {
        self.astronomicalDawn = astronomicalDawn
        self.nauticalDawn = nauticalDawn
        self.civilDawn = civilDawn
        self.sunrise = sunrise
        self.solarNoon = solarNoon
        self.sunset = sunset
        self.civilDusk = civilDusk
        self.nauticalDusk = nauticalDusk
        self.astronomicalDusk = astronomicalDusk
        self.solarMidnight = solarMidnight
    }
}

/// The moon's shape as seen from the earth, as WeatherKit's `MoonPhase`.
public enum MoonPhase: String, CaseIterable, Codable, Hashable, Sendable, CustomStringConvertible {
    case new, waxingCrescent, firstQuarter, waxingGibbous, full, waningGibbous, lastQuarter, waningCrescent

    /// The phase's name: "Waxing Crescent"; "New Moon" and "Full Moon".
    public var description: String {
        switch self {
        case .new: "New Moon"
        case .full: "Full Moon"
        default:
            rawValue.reduce(into: "") { name, character in
                if character.isUppercase { name.append(" ") }
                name.append(name.isEmpty ? Character(character.uppercased()) : character)
            }
        }
    }

    /// The phase as VoiceOver reads it: "waxing crescent moon".
    public var accessibilityDescription: String {
        switch self {
        case .new, .full: description.lowercased()
        default: description.lowercased() + " moon"
        }
    }

    /// The SF Symbol of the phase: `moonphase.waxing.crescent`, `moonphase.full.moon`.
    public var symbolName: String {
        switch self {
        case .new: "moonphase.new.moon"
        case .full: "moonphase.full.moon"
        default: "moonphase." + description.lowercased().replacingOccurrences(of: " ", with: ".")
        }
    }
}

/// A day's lunar events, as WeatherKit's `MoonEvents`.
public struct MoonEvents: Codable, Equatable, Sendable {
    /// The phase that day.
    public var phase: MoonPhase
    /// When the moon rises, if it does.
    public var moonrise: Date?
    /// When the moon sets, if it does.
    public var moonset: Date?

    /// A day's lunar events. A napkin addition (see ``Wind/init(speed:direction:gust:)``).
    public init(phase: MoonPhase, moonrise: Date? = nil, moonset: Date? = nil) {
        self.phase = phase
        self.moonrise = moonrise
        self.moonset = moonset
    }
}
