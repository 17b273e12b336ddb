import Foundation

/// The wind's speed, direction and gusts, as WeatherKit's `Wind`.
public struct Wind: Codable, Equatable, Sendable {
    /// A point of the 16-point compass rose, as WeatherKit's `Wind.CompassDirection`.
    public enum CompassDirection: String, CaseIterable, Codable, Hashable, Sendable, CustomStringConvertible {
        case north, northNortheast, northeast, eastNortheast
        case east, eastSoutheast, southeast, southSoutheast
        case south, southSouthwest, southwest, westSouthwest
        case west, westNorthwest, northwest, northNorthwest

        /// The point whose 22.5° sector holds `degrees` (clockwise from north; any value, wrapped to 0..<360).
        public init(degrees: Double) {
            let wrapped = degrees.truncatingRemainder(dividingBy: 360) + (degrees < 0 ? 360 : 0)
            let sector = Int(((wrapped + 11.25) / 22.5).rounded(.down)) % 16
            self = Self.allCases[sector]
        }

        /// The point's abbreviation: "N", "NNE", "SW".
        public var abbreviation: String {
            let abbreviations = ["N", "NNE", "NE", "ENE", "E", "ESE", "SE", "SSE", "S", "SSW", "SW", "WSW", "W", "WNW", "NW", "NNW"]
            return abbreviations[Self.allCases.firstIndex(of: self) ?? 0]
        }

        /// The point's name: "North Northeast".
        public var description: String {
            let words = rawValue.reduce(into: [""]) { words, character in
                if character.isUppercase { words.append("") }
                words[words.count - 1].append(character)
            }
            return words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
        }

        /// The point as VoiceOver reads it: "north northeast".
        public var accessibilityDescription: String { description.lowercased() }
    }

    /// The general direction the wind comes from.
    public var compassDirection: CompassDirection
    /// The direction the wind comes from, clockwise from north.
    public var direction: Measurement<UnitAngle>
    /// The speed of gusts, when there are any.
    public var gust: Measurement<UnitSpeed>?
    /// The sustained speed.
    public var speed: Measurement<UnitSpeed>

    /// Wind of `speed` from `direction` (its compass point follows from it), with `gust`s or none. A napkin
    /// addition: WeatherKit's values come only from its service, napkin's from the test that gives them.
    public init(speed: Measurement<UnitSpeed>, direction: Measurement<UnitAngle>, gust: Measurement<UnitSpeed>? = nil) {
        self.speed = speed
        self.direction = direction
        self.gust = gust
        compassDirection = CompassDirection(degrees: direction.converted(to: .degrees).value)
    }
}

/// The expected strength of the sun's ultraviolet radiation, as WeatherKit's `UVIndex`.
public struct UVIndex: Codable, Equatable, Sendable {
    /// How harmful unprotected exposure is, as WeatherKit's `UVIndex.ExposureCategory` (the WHO's bands).
    public enum ExposureCategory: String, CaseIterable, Codable, Comparable, Hashable, Sendable, CustomStringConvertible {
        /// 0 to 2.
        case low
        /// 3 to 5.
        case moderate
        /// 6 and 7.
        case high
        /// 8 to 10.
        case veryHigh
        /// 11 and above.
        case extreme

        /// The category of index `value` (negative values count as low).
        public init(value: Int) {
            self = Self.allCases.first { $0.rangeValue.contains(value) } ?? .low
        }

        /// The index values of the category.
        public var rangeValue: ClosedRange<Int> {
            switch self {
            case .low: 0...2
            case .moderate: 3...5
            case .high: 6...7
            case .veryHigh: 8...10
            case .extreme: 11...Int.max
            }
        }

        /// The category's name: "Very High".
        public var description: String { self == .veryHigh ? "Very High" : rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
        /// The category as VoiceOver reads it: "very high".
        public var accessibilityDescription: String { description.lowercased() }

        /// Whether `lhs` is a less harmful category than `rhs`.
        public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rangeValue.lowerBound < rhs.rangeValue.lowerBound }
    }

    /// The index.
    public var value: Int
    /// The index's exposure category.
    public var category: ExposureCategory

    /// The index `value`, in the category it falls in. A napkin addition (see ``Wind/init(speed:direction:gust:)``).
    public init(value: Int) {
        self.value = value
        category = ExposureCategory(value: value)
    }
}
