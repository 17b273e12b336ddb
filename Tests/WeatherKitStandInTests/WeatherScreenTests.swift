import CoreLocation
import Foundation
import NapkinUI
import SnapshotTesting
import Testing
import WeatherKit

/// A weather screen's model as apps write one: it asks the shared service for the weather where the user is.
@MainActor @Observable
private final class ForecastModel {
    var weather: Weather?
    var errorMessage = ""

    func load(at location: CLLocation, from service: WeatherService = .shared) async {
        do {
            weather = try await service.weather(for: location)
        } catch {
            errorMessage = "Weather unavailable"
        }
    }
}

/// The current conditions: the symbol, the condition, the temperature, humidity and wind.
private struct CurrentCard: View {
    let current: CurrentWeather

    var body: some View {
        VStack(spacing: 12) {
            HStack(spacing: 16) {
                Image(systemName: "\(current.symbolName).fill")
                    .font(.system(size: 48))
                    .foregroundStyle(.orange)
                VStack(alignment: .leading, spacing: 4) {
                    Text(current.condition.description).font(.title3)
                    Text("Tokyo").foregroundStyle(.secondary)
                }
                Spacer()
                Text("\(Int(current.temperature.value.rounded()))°").font(.largeTitle)
            }
            CurrentDetails(current: current)
        }
        .padding(.vertical, 8)
    }
}

/// Humidity and wind, each with its symbol.
private struct CurrentDetails: View {
    let current: CurrentWeather

    var body: some View {
        HStack {
            Label("\(Int(current.humidity * 100))%", systemImage: "humidity.fill")
            Spacer()
            Label("\(Int(current.wind.speed.value)) km/h \(current.wind.compassDirection.abbreviation)", systemImage: "wind")
        }
        .font(.subheadline)
        .foregroundStyle(.secondary)
    }
}

/// One day of the forecast.
private struct DayRow: View {
    /// The day's abbreviated name, in Tokyo.
    static let weekday: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.timeZone = TimeZone(identifier: "Asia/Tokyo")
        formatter.dateFormat = "EEE"
        return formatter
    }()

    let day: DayWeather

    var body: some View {
        HStack {
            Text(Self.weekday.string(from: day.date))
                .frame(width: 48, alignment: .leading)
            Image(systemName: "\(day.symbolName).fill").frame(width: 32)
            Text("\(Int(day.precipitationChance * 100))%").font(.caption).foregroundStyle(.blue).frame(width: 40)
            Spacer()
            Text("\(Int(day.lowTemperature.value))° – \(Int(day.highTemperature.value))°")
        }
    }
}

/// The screen: the current card over the ten-day list, or the model's message.
private struct ForecastScreen: View {
    let model: ForecastModel

    var body: some View {
        NavigationStack {
            Group {
                if let weather = model.weather {
                    List {
                        Section { CurrentCard(current: weather.currentWeather) }
                        Section("Forecast") { ForEach(weather.dailyForecast.forecast, id: \.date) { DayRow(day: $0) } }
                    }
                } else {
                    Text(model.errorMessage)
                }
            }
            .navigationTitle("Weather")
        }
    }
}

@MainActor
@Suite("WeatherKit stand-in: a weather screen")
struct WeatherScreenTests {
    @Test("a screen's model shows the weather the shared service was given, drawn with napkin's weather symbols")
    func forecastScreen() async {
        WeatherService.shared.provideWeather(TokyoWeather.weather)
        defer { WeatherService.shared.removeProvidedAnswers() }
        let model = ForecastModel()
        await model.load(at: TokyoWeather.location)
        #expect(model.weather?.currentWeather.condition == .partlyCloudy)
        for scheme in [ColorScheme.light, .dark] {
            assertSnapshot(
                of: ForecastScreen(model: model),
                as: .image(layout: .device(config: .iPhone13Pro), traits: UITraitCollection(userInterfaceStyle: scheme)),
                named: scheme == .light ? "light" : "dark")
        }
    }

    @Test("without weather given, the model reports what the screen shows when the request fails")
    func failedRequest() async {
        let model = ForecastModel()
        await model.load(at: TokyoWeather.location, from: WeatherService())
        #expect(model.weather == nil)
        #expect(model.errorMessage == "Weather unavailable")
    }
}
