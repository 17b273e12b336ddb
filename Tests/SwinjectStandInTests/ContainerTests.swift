import Foundation
import Swinject
import Testing

@Suite("Swinject stand-in: registering and resolving")
struct ContainerTests {
    @Test("a registered protocol resolves to what its factory makes; an unregistered one to nil")
    func registerAndResolve() {
        let container = Container()
        container.register(Greeting.self) { _ in Hello() }
        container.register(Greeter.self) { r in Greeter(greeting: r.resolve(Greeting.self)!) }
        #expect(container.resolve(Greeting.self)?.text == "hello")
        #expect(container.resolve(Greeter.self)?.greeting.text == "hello")
        #expect(container.resolve(Clock.self) == nil)
        #expect(container.resolve(Hello.self) == nil)
    }

    @Test("names tell registrations of one type apart, and a name nobody registered resolves to nil")
    func names() {
        let container = Container()
        container.register(Greeting.self) { _ in Plain(text: "plain") }
        container.register(Greeting.self, name: "formal") { _ in Plain(text: "good day") }
        #expect(container.resolve(Greeting.self)?.text == "plain")
        #expect(container.resolve(Greeting.self, name: "formal")?.text == "good day")
        #expect(container.resolve(Greeting.self, name: nil)?.text == "plain")
        #expect(container.resolve(Greeting.self, name: "casual") == nil)
    }

    @Test("resolving an Optional resolves the wrapped type, and gives .some(nil) when it is not registered")
    func optionals() {
        let container = Container()
        container.register(Greeting.self) { _ in Hello() }
        let found: Greeting?? = container.resolve(Greeting?.self)
        let missing: Clock?? = container.resolve(Clock?.self)
        #expect(found??.text == "hello")
        #expect(missing != nil && missing! == nil)
    }

    @Test("registering the same type, name and arguments again replaces the registration")
    func replaces() {
        let container = Container()
        container.register(Greeting.self) { _ in Plain(text: "first") }
        container.register(Greeting.self) { _ in Plain(text: "second") }
        #expect(container.resolve(Greeting.self)?.text == "second")
    }

    @Test("factories take one to nine arguments, matched by their types")
    func arguments() {
        let container = Container()
        container.register(Greeting.self) { (_, name: String) in Plain(text: "hi \(name)") }
        container.register(Greeting.self) { (_, name: String, times: Int) in Plain(text: String(repeating: name, count: times)) }
        container.register(String.self) { (_, a: Int, b: Int, c: Int) in [a, b, c].map { "\($0)" }.joined() }
        container.register(String.self) { (_, a: Int, b: Int, c: Int, d: Int) in [a, b, c, d].map { "\($0)" }.joined() }
        container.register(String.self) { (_, a: Int, b: Int, c: Int, d: Int, e: Int) in [a, b, c, d, e].map { "\($0)" }.joined() }
        container.register(String.self) { (_, a: Int, b: Int, c: Int, d: Int, e: Int, f: Int) in
            [a, b, c, d, e, f].map { "\($0)" }.joined()
        }
        container.register(String.self) { (_, a: Int, b: Int, c: Int, d: Int, e: Int, f: Int, g: Int) in
            [a, b, c, d, e, f, g].map { "\($0)" }.joined()
        }
        container.register(String.self) { (_, a: Int, b: Int, c: Int, d: Int, e: Int, f: Int, g: Int, h: Int) in
            [a, b, c, d, e, f, g, h].map { "\($0)" }.joined()
        }
        container.register(String.self) { (_, a: Int, b: Int, c: Int, d: Int, e: Int, f: Int, g: Int, h: Int, i: Int) in
            [a, b, c, d, e, f, g, h, i].map { "\($0)" }.joined()
        }
        #expect(container.resolve(Greeting.self, argument: "Ana")?.text == "hi Ana")
        #expect(container.resolve(Greeting.self, arguments: "ab", 3)?.text == "ababab")
        #expect(container.resolve(String.self, arguments: 1, 2, 3) == "123")
        #expect(container.resolve(String.self, arguments: 1, 2, 3, 4) == "1234")
        #expect(container.resolve(String.self, arguments: 1, 2, 3, 4, 5) == "12345")
        #expect(container.resolve(String.self, arguments: 1, 2, 3, 4, 5, 6) == "123456")
        #expect(container.resolve(String.self, arguments: 1, 2, 3, 4, 5, 6, 7) == "1234567")
        #expect(container.resolve(String.self, arguments: 1, 2, 3, 4, 5, 6, 7, 8) == "12345678")
        #expect(container.resolve(String.self, arguments: 1, 2, 3, 4, 5, 6, 7, 8, 9) == "123456789")
        // An argument of another type, a missing argument, or one too many: nothing registered for that.
        #expect(container.resolve(Greeting.self, argument: 7) == nil)
        #expect(container.resolve(Greeting.self) == nil)
        #expect(container.resolve(Greeting.self, arguments: "a", 1, 2) == nil)
    }

    @Test("a named registration with arguments resolves by name and arguments together")
    func namedArguments() {
        let container = Container()
        container.register(Greeting.self, name: "shout") { (_, text: String) in Plain(text: text.uppercased()) }
        #expect(container.resolve(Greeting.self, name: "shout", argument: "hey")?.text == "HEY")
        #expect(container.resolve(Greeting.self, argument: "hey") == nil)
    }

    @Test("Container { c in … } registers in the builder; removeAll forgets; hasAnyRegistration asks")
    func builderAndBookkeeping() {
        let container = Container { c in
            c.register(Greeting.self) { _ in Hello() }
            c.register(Greeting.self, name: "n") { (_, text: String) in Plain(text: text) }
        }
        #expect(container.hasAnyRegistration(of: Greeting.self))
        #expect(container.hasAnyRegistration(of: Greeting.self, name: "n"))
        #expect(!container.hasAnyRegistration(of: Clock.self))
        #expect(container.resolve(Greeting.self)?.text == "hello")
        container.removeAll()
        #expect(container.resolve(Greeting.self) == nil)
        #expect(!container.hasAnyRegistration(of: Greeting.self))
    }

    @Test("implements forwards other types to the same registration and its instance")
    func typeForwarding() {
        let container = Container()
        container.register(FixedClock.self) { _ in FixedClock() }.inObjectScope(.container).implements(Clock.self)
        let clock = container.resolve(Clock.self)
        #expect(clock != nil && clock === container.resolve(FixedClock.self))
    }

    @Test("the description lists registrations as Swinject writes them")
    func description() {
        let container = Container()
        container.register(Greeting.self, name: "x") { _ in Hello() }.inObjectScope(.container).initCompleted { _, _ in }
        container.register(Int.self) { (_, a: String) in a.count }
        let text = container.description
        #expect(text.contains(#"{ Service: Greeting, Name: "x", Factory: Resolver -> Greeting, ObjectScope: container, "#))
        #expect(text.contains("InitCompleted: Specified 1 closures"))
        #expect(text.contains("Service: Int, Factory: (Resolver, String) -> Int, ObjectScope: graph"))
    }

    @Test("behaviors hear of registrations made after they are added")
    func behaviors() {
        final class Recorder: Behavior {
            var names: [String] = []
            func container<Type, Service>(
                _ container: Container, didRegisterType type: Type.Type, toService entry: ServiceEntry<Service>, withName name: String?
            ) {
                names.append("\(type)/\(name ?? "-")")
            }
        }
        let recorder = Recorder()
        let container = Container(behaviors: [recorder])
        container.register(Greeting.self, name: "a") { _ in Hello() }.implements(Hello.self)
        #expect(recorder.names == ["Greeting/a", "Hello/-"])
    }
}
