import Foundation
import NapkinUI
import Swinject
import Testing

@Suite("Swinject stand-in: a Swift 5 app's composition root", .serialized)
struct SwiftFiveAppTests {
    @Test("the screen resolves its view model in init; the service is one for the app") @MainActor
    func screenResolvesViewModel() {
        let resolver = AppDependencies.assembler.resolver
        _ = WeatherScreen(city: "Lisbon")
        let first = resolver.resolve(WeatherViewModel.self)
        let second = resolver.resolve(WeatherViewModel.self)
        #expect(first != nil && first !== second)
        first?.load(city: "Porto")
        #expect(first?.summary == "Sunny in Porto")
        let service = resolver.resolve(WeatherService.self) as? CannedWeatherService
        #expect(service != nil && service === resolver.resolve(WeatherService.self) as? CannedWeatherService)
        #expect((service?.requests ?? 0) >= 1)
    }

    @Test("a static locator resolves through synchronize(), with callbacks as arguments")
    func locator() {
        let container = Container()
        container.register(LoginService.self) { (_, succeeded: @escaping (String) -> Void, failed: @escaping (Error) -> Void) in
            CallbackLoginService(succeeded: succeeded, failed: failed)
        }
        container.register(Greeting.self, name: "welcome") { _ in Plain(text: "welcome") }
        Locator.install(container)
        defer { Locator.remove() }
        var token: String?
        var failure: Error?
        let service = Locator.get(
            LoginService.self, succeeded: { (value: String) in token = value }, failed: { (error: Error) in failure = error })
        service?.logIn(user: "ana")
        service?.logIn(user: "")
        #expect(token == "token-ana" && failure != nil)
        #expect(Locator.get(Greeting.self, name: "welcome")?.text == "welcome")
        #expect(Locator.get(Greeting.self) == nil)
    }
}
