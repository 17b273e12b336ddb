import CoreLocation
import Foundation
import Testing
import WeatherKit

@Suite("WeatherKit stand-in: the service")
struct WeatherServiceTests {
    @Test("a service given no weather throws permissionDenied, as for a refused request")
    func noAnswersThrow() async {
        let service = WeatherService()
        await #expect(throws: WeatherError.permissionDenied) { try await service.weather(for: TokyoWeather.location) }
        await #expect(throws: WeatherError.permissionDenied) { try await service.weather(for: TokyoWeather.location, including: .current) }
        await #expect(throws: WeatherError.permissionDenied) { try await service.attribution }
        let error = WeatherError.permissionDenied as any Error
        #expect(error.localizedDescription == "The weather service refused the request.")
        #expect(WeatherError.permissionDenied.recoverySuggestion?.contains("provideWeather") == true)
    }

    @Test("a service answers with the weather it was given, and stops when it is taken back")
    func givenWeather() async throws {
        let service = WeatherService(weather: TokyoWeather.weather)
        let weather = try await service.weather(for: CLLocation(latitude: 0, longitude: 0))
        #expect(weather == TokyoWeather.weather)
        #expect(weather.currentWeather.symbolName == "cloud.sun")
        #expect(weather.currentWeather.condition.description == "Partly Cloudy")
        #expect(Int(weather.currentWeather.temperature.value.rounded()) == 18)
        #expect(weather.currentWeather.wind.compassDirection == .southSoutheast)
        service.removeProvidedAnswers()
        await #expect(throws: WeatherError.permissionDenied) { try await service.weather(for: TokyoWeather.location) }
    }

    @Test("an answer may depend on the place asked about, and may throw")
    func answerPerPlace() async throws {
        let service = WeatherService()
        service.provideWeather { location in
            guard location.coordinate.latitude > 0 else { throw WeatherError.unknown }
            return TokyoWeather.weather
        }
        #expect(try await service.weather(for: TokyoWeather.location).currentWeather.humidity == 0.62)
        await #expect(throws: WeatherError.unknown) { try await service.weather(for: CLLocation(latitude: -33.9, longitude: 151.2)) }
    }

    @Test("each query picks its data set, several at once come back as a tuple in the order asked")
    func queries() async throws {
        let service = WeatherService(weather: TokyoWeather.weather)
        let place = TokyoWeather.location
        let current = try await service.weather(for: place, including: .current)
        #expect(current == TokyoWeather.current)
        let (hourly, daily, alerts, minute) = try await service.weather(for: place, including: .hourly, .daily, .alerts, .minute)
        #expect(hourly.count == 6)
        #expect(daily.map(\.condition) == [.partlyCloudy, .rain, .clear, .thunderstorms])
        #expect(alerts == nil)
        #expect(minute == nil)
        let availability = try await service.weather(for: place, including: .availability)
        #expect(availability.minuteAvailability == .unsupported)
    }

    @Test("date-range queries keep the forecasts that start within the range")
    func dateRanges() async throws {
        let service = WeatherService(weather: TokyoWeather.weather)
        let noon = TokyoWeather.noon
        let hours = try await service.weather(
            for: TokyoWeather.location,
            including: .hourly(startDate: noon.addingTimeInterval(3600), endDate: noon.addingTimeInterval(4 * 3600)))
        #expect(hours.map(\.date) == [1, 2, 3].map { noon.addingTimeInterval(Double($0) * 3600) })
        let days = try await service.weather(
            for: TokyoWeather.location, including: .daily(startDate: noon, endDate: noon.addingTimeInterval(3 * 86_400)))
        #expect(days.map(\.symbolName) == ["cloud.rain", "sun.max", "cloud.bolt.rain"])
        #expect(days.metadata == TokyoWeather.metadata)
    }

    @Test("the attribution is the one given")
    func attribution() async throws {
        let service = WeatherService()
        let given = WeatherAttribution(
            serviceName: "Weather", legalPageURL: URL(string: "https://example.com/legal")!,
            combinedMarkLightURL: URL(string: "https://example.com/light.png")!,
            combinedMarkDarkURL: URL(string: "https://example.com/dark.png")!,
            squareMarkURL: URL(string: "https://example.com/square.png")!, legalAttributionText: "Data sources")
        service.provideAttribution(given)
        #expect(try await service.attribution == given)
    }
}
