import CoreLocation
import Foundation

/// Where and when a data set was made and how long it holds, as WeatherKit's `WeatherMetadata`.
public struct WeatherMetadata: Codable, Equatable, Sendable {
    /// When the data was read.
    public var date: Date
    /// When the data should be fetched again.
    public var expirationDate: Date
    /// The place the data is for.
    public var location: CLLocation

    /// Metadata for data about `location` read at `date`, holding until `expirationDate`. A napkin addition (see
    /// ``Wind/init(speed:direction:gust:)``).
    public init(date: Date, expirationDate: Date, location: CLLocation) {
        self.date = date
        self.expirationDate = expirationDate
        self.location = location
    }

    private enum CodingKeys: String, CodingKey {
        case date, expirationDate, latitude, longitude, altitude
    }

    /// Metadata decoded from its dates and the location's latitude, longitude and altitude.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        date = try container.decode(Date.self, forKey: .date)
        expirationDate = try container.decode(Date.self, forKey: .expirationDate)
        let coordinate = CLLocationCoordinate2D(
            latitude: try container.decode(Double.self, forKey: .latitude), longitude: try container.decode(Double.self, forKey: .longitude)
        )
        location = CLLocation(
            coordinate: coordinate, altitude: try container.decode(Double.self, forKey: .altitude), horizontalAccuracy: 0,
            verticalAccuracy: -1,
            timestamp: date)
    }

    /// Encodes the dates and the location's latitude, longitude and altitude.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(date, forKey: .date)
        try container.encode(expirationDate, forKey: .expirationDate)
        try container.encode(location.coordinate.latitude, forKey: .latitude)
        try container.encode(location.coordinate.longitude, forKey: .longitude)
        try container.encode(location.altitude, forKey: .altitude)
    }

    /// Equal when the dates are and the locations are at the same coordinate and altitude.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.date == rhs.date && lhs.expirationDate == rhs.expirationDate
            && lhs.location.coordinate.latitude == rhs.location.coordinate.latitude
            && lhs.location.coordinate.longitude == rhs.location.coordinate.longitude && lhs.location.altitude == rhs.location.altitude
    }

    /// Metadata for data read at `date` about nowhere in particular (0°, 0°), holding an hour.
    static func placeholder(at date: Date) -> WeatherMetadata {
        WeatherMetadata(
            date: date, expirationDate: date.addingTimeInterval(3600),
            location: CLLocation(
                coordinate: CLLocationCoordinate2D(latitude: 0, longitude: 0), altitude: 0, horizontalAccuracy: 0, verticalAccuracy: -1,
                timestamp: date))
    }
}
