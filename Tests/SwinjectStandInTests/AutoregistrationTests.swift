import Foundation
import Swinject
import SwinjectAutoregistration
import Testing

/// A service whose initializer names its dependencies, as autoregistration wants them.
final class Dashboard {
    let greeting: Greeting
    let clock: Clock
    let title: String
    init(greeting: Greeting, clock: Clock, title: String) {
        self.greeting = greeting
        self.clock = clock
        self.title = title
    }

    convenience init(greeting: Greeting, clock: Clock) {
        self.init(greeting: greeting, clock: clock, title: "Dashboard")
    }
}

final class Wide {
    let parts: [String]
    init(
        a: Greeting, b: Greeting, c: Greeting, d: Greeting, e: Greeting, f: Greeting, g: Greeting, h: Greeting, i: Greeting, j: Greeting,
        k: Greeting, l: Greeting
    ) {
        parts = [a, b, c, d, e, f, g, h, i, j, k, l].map(\.text)
    }
}

@Suite("SwinjectAutoregistration stand-in: autoregister and ~>")
struct AutoregistrationTests {
    private func baseContainer() -> Container {
        let container = Container()
        container.autoregister(Greeting.self) { Hello() }
        container.register(Clock.self) { _ in FixedClock() }.inObjectScope(.container)
        return container
    }

    @Test("autoregister resolves each initializer parameter by its type")
    func resolvesParameters() {
        let container = baseContainer()
        container.autoregister(Dashboard.self, initializer: Dashboard.init(greeting:clock:))
        let dashboard = container.resolve(Dashboard.self)
        #expect(dashboard?.greeting.text == "hello" && dashboard?.title == "Dashboard")
        #expect(dashboard?.clock === container.resolve(Clock.self))
        container.autoregister(Wide.self, initializer: Wide.init)
        #expect(container.resolve(Wide.self)?.parts == Array(repeating: "hello", count: 12))
    }

    @Test("an argument fills the parameter of its type; names and scopes chain as with register")
    func arguments() {
        let container = baseContainer()
        container.autoregister(Dashboard.self, name: "titled", argument: String.self, initializer: Dashboard.init(greeting:clock:title:))
            .inObjectScope(.transient)
        container.autoregister(Plain.self, arguments: String.self, Int.self) { (text: String, count: Int) in
            Plain(text: String(repeating: text, count: count))
        }
        #expect(container.resolve(Dashboard.self, name: "titled", argument: "Today")?.title == "Today")
        #expect(container.resolve(Plain.self, arguments: "na", 2)?.text == "nana")
        #expect(container.resolve(Dashboard.self, argument: "Today") == nil)
    }

    @Test("a parameter nothing registered makes the resolve give nil, not a crash")
    func missingDependency() {
        let container = Container()
        container.autoregister(Dashboard.self, initializer: Dashboard.init(greeting:clock:))
        #expect(container.resolve(Dashboard.self) == nil)
        container.register(Greeting.self) { _ in Hello() }
        #expect(container.resolve(Dashboard.self) == nil)
        container.autoregister(Clock.self, initializer: FixedClock.init)
        #expect(container.resolve(Dashboard.self) != nil)
    }

    @Test("an optional parameter nothing registered is nil, as upstream resolves an Optional")
    func optionalParameter() {
        let container = Container()
        container.register(Greeting.self) { _ in Hello() }
        container.autoregister(Greeter.self, initializer: Greeter.init(greeting:clock:))
        let greeter = container.resolve(Greeter.self)
        #expect(greeter != nil && greeter?.clock == nil)
    }

    @Test("~> resolves in factories: by type, inferred, by name, with arguments")
    func operators() {
        let container = baseContainer()
        container.register(Greeting.self, name: "formal") { _ in Plain(text: "good day") }
        container.register(Greeting.self) { (_, text: String) in Plain(text: text) }
        container.register(Greeting.self) { (_, text: String, times: Int) in Plain(text: String(repeating: text, count: times)) }
        container.register(Greeting.self, name: "n") { (_, a: String, b: String, c: String) in Plain(text: a + b + c) }
        container.register(Dashboard.self) { r in Dashboard(greeting: r ~> Greeting.self, clock: r~>) }
        container.register(Dashboard.self, name: "formal") { r in
            Dashboard(greeting: r ~> (Greeting.self, name: "formal"), clock: r ~> Clock.self)
        }
        container.register(Dashboard.self, name: "args") { r in
            Dashboard(
                greeting: r ~> (Greeting.self, argument: "arg"), clock: r~>,
                title: (r ~> (Greeting.self, arguments: ("ab", 2))).text
                    + (r ~> (Greeting.self, name: "n", arguments: ("x", "y", "z"))).text)
        }
        #expect(container.resolve(Dashboard.self)?.greeting.text == "hello")
        #expect(container.resolve(Dashboard.self, name: "formal")?.greeting.text == "good day")
        let withArguments = container.resolve(Dashboard.self, name: "args")
        #expect(withArguments?.greeting.text == "arg" && withArguments?.title == "ababxyz")
    }
}
