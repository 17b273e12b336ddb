import CoreLocation
import Foundation

/// What WeatherKit throws, as WeatherKit's `WeatherError`.
public enum WeatherError: LocalizedError, Hashable, Sendable {
    /// The service refused the request: on iOS, for instance, an app the service does not authorise (without the
    /// WeatherKit capability); here, a service that was given no weather to answer with.
    case permissionDenied
    /// Anything else.
    case unknown

    /// What went wrong.
    public var errorDescription: String? {
        switch self {
        case .permissionDenied: "The weather service refused the request."
        case .unknown: "The weather service failed."
        }
    }

    /// Why.
    public var failureReason: String? {
        switch self {
        case .permissionDenied:
            "There is no Apple weather service on Linux, and this WeatherService was given no weather to answer with."
        case .unknown: nil
        }
    }

    /// What to do about it.
    public var recoverySuggestion: String? {
        switch self {
        case .permissionDenied: "Give the service its weather with provideWeather(_:) before asking."
        case .unknown: nil
        }
    }

    /// No help anchor.
    public var helpAnchor: String? { nil }
}

/// The credit an app must show for WeatherKit's data, as WeatherKit's `WeatherAttribution`.
public struct WeatherAttribution: Codable, Equatable, Sendable {
    /// The data provider's name.
    public var serviceName: String
    /// The page listing the data's sources, which the app must link to.
    public var legalPageURL: URL
    /// The combined Apple Weather mark for light backgrounds.
    public var combinedMarkLightURL: URL
    /// The combined Apple Weather mark for dark backgrounds.
    public var combinedMarkDarkURL: URL
    /// The square Apple Weather mark.
    public var squareMarkURL: URL
    /// The legal text, for apps that cannot show the legal page.
    public var legalAttributionText: String

    /// An attribution. A napkin addition (see ``Wind/init(speed:direction:gust:)``).
    public init(
        serviceName: String, legalPageURL: URL, combinedMarkLightURL: URL, combinedMarkDarkURL: URL, squareMarkURL: URL,
        legalAttributionText: String
    ) {
        self.serviceName = serviceName
        self.legalPageURL = legalPageURL
        self.combinedMarkLightURL = combinedMarkLightURL
        self.combinedMarkDarkURL = combinedMarkDarkURL
        self.squareMarkURL = squareMarkURL
        self.legalAttributionText = legalAttributionText
    }
}

/// Asks for the weather at a place, as WeatherKit's `WeatherService`.
///
/// Linux has no Apple weather service and napkin makes no network request: a service answers only with the
/// weather it was given (a napkin addition), and until then every request fails as a request the service refuses
/// (on iOS, an app without the WeatherKit capability is refused): it throws ``WeatherError/permissionDenied``. A
/// test gives the service the screen uses its answers, the way the Core ML stand-in's tests give a screen its
/// model:
///
/// ```swift
/// WeatherService.shared.provideWeather(Weather(currentWeather: CurrentWeather(
///     date: noon, condition: .partlyCloudy, symbolName: "cloud.sun",
///     temperature: Measurement(value: 21, unit: .celsius), humidity: 0.6)))
/// defer { WeatherService.shared.removeProvidedAnswers() }
/// ```
///
/// The answers are handed back as given: the queries pick their part (``WeatherQuery/current``,
/// ``WeatherQuery/daily``…), and the date-range queries keep the forecasts that start within the range.
public final class WeatherService: @unchecked Sendable {
    /// What the service answers with.
    private struct Answers {
        var weather: (@Sendable (CLLocation) async throws -> Weather)?
        var attribution: WeatherAttribution?
    }

    /// The app's service.
    public static let shared = WeatherService()

    // Guards `answers`; the service is shared across tasks, as WeatherKit's is.
    private let lock = NSLock()
    private var answers = Answers()

    /// A service with no answers yet: its requests throw ``WeatherError/permissionDenied``.
    public init() {}

    /// A service answering with `weather` for every place (a napkin addition).
    public convenience init(weather: Weather) {
        self.init()
        provideWeather(weather)
    }

    /// Makes the service answer every request with `weather`, whatever the place (a napkin addition).
    public func provideWeather(_ weather: Weather) {
        provideWeather { _ in weather }
    }

    /// Makes the service answer each request with what `answer` returns or throws for the place asked about (a
    /// napkin addition).
    public func provideWeather(_ answer: @escaping @Sendable (CLLocation) async throws -> Weather) {
        lock.withLock { answers.weather = answer }
    }

    /// Makes ``attribution`` return `attribution` (a napkin addition).
    public func provideAttribution(_ attribution: WeatherAttribution) {
        lock.withLock { answers.attribution = attribution }
    }

    /// Takes back every answer given, so that requests throw again (a napkin addition).
    public func removeProvidedAnswers() {
        lock.withLock { answers = Answers() }
    }

    /// The weather at `location`: every data set. Throws ``WeatherError/permissionDenied`` when the service was
    /// given no weather, and what the given answer throws.
    public func weather(for location: CLLocation) async throws -> Weather {
        guard let answer = lock.withLock({ answers.weather }) else { throw WeatherError.permissionDenied }
        return try await answer(location)
    }

    /// The data sets `dataSet` asks for at `location`, as a tuple in the order asked (one query returns its
    /// value alone): `let (current, daily) = try await service.weather(for: place, including: .current, .daily)`.
    public func weather<each T: Sendable>(for location: CLLocation, including dataSet: repeat WeatherQuery<each T>) async throws -> (
        repeat each T
    ) {
        let weather = try await weather(for: location)
        return (repeat (each dataSet).extract(weather))
    }

    /// The credit to show for the data. Throws ``WeatherError/permissionDenied`` when the service was given no
    /// attribution.
    public var attribution: WeatherAttribution {
        get async throws {
            guard let attribution = lock.withLock({ answers.attribution }) else { throw WeatherError.permissionDenied }
            return attribution
        }
    }
}
