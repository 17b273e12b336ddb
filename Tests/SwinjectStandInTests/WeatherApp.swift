import Foundation
import NapkinUI
import Swinject

// A composition root as Swift 5 apps write one with Swinject: a service protocol and a view model registered in an
// Assembly, an Assembler the app keeps, and a screen that resolves its view model in its init. Nothing here is
// napkin's: it compiles as written for iOS.
protocol WeatherService {
    func forecast(for city: String) -> String
}

final class CannedWeatherService: WeatherService {
    private(set) var requests = 0

    func forecast(for city: String) -> String {
        requests += 1
        return "Sunny in \(city)"
    }
}

final class WeatherViewModel: ObservableObject {
    @Published var summary = ""
    private let service: WeatherService

    init(service: WeatherService) {
        self.service = service
    }

    func load(city: String) {
        summary = service.forecast(for: city)
    }
}

final class WeatherAssembly: Assembly {
    func assemble(container: Container) {
        container.register(WeatherService.self) { _ in CannedWeatherService() }.inObjectScope(.container)
        container.register(WeatherViewModel.self) { r in
            WeatherViewModel(service: r.resolve(WeatherService.self)!)
        }
    }
}

enum AppDependencies {
    static let assembler = Assembler([WeatherAssembly()])
}

struct WeatherScreen: View {
    @StateObject private var model: WeatherViewModel
    let city: String

    init(city: String, resolver: Resolver = AppDependencies.assembler.resolver) {
        self.city = city
        _model = StateObject(wrappedValue: resolver.resolve(WeatherViewModel.self)!)
    }

    var body: some View {
        VStack {
            Text(city).font(.headline)
            Text(model.summary)
        }
        .onAppear { model.load(city: city) }
    }
}

// A service locator as older apps keep one: a static container, resolved through synchronize(), with callbacks
// passed as arguments.
protocol LoginService {
    func logIn(user: String)
}

final class CallbackLoginService: LoginService {
    private let succeeded: (String) -> Void
    private let failed: (Error) -> Void

    init(succeeded: @escaping (String) -> Void, failed: @escaping (Error) -> Void) {
        self.succeeded = succeeded
        self.failed = failed
    }

    func logIn(user: String) {
        if user.isEmpty { failed(URLError(.userAuthenticationRequired)) } else { succeeded("token-\(user)") }
    }
}

final class Locator {
    private static var container: Container?

    static func install(_ container: Container) {
        self.container = container
    }

    static func remove() {
        container = nil
    }

    static func get<Service>(_ type: Service.Type, name: String? = nil) -> Service? {
        if let name = name {
            return container?.synchronize().resolve(type, name: name)
        }
        return container?.synchronize().resolve(type)
    }

    static func get<Service, Success, Failure>(
        _ type: Service.Type, succeeded: @escaping (Success) -> Void, failed: @escaping (Failure) -> Void
    ) -> Service? {
        container?.synchronize().resolve(type, arguments: succeeded, failed)
    }
}
