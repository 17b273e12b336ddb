import Foundation
import Swinject
import Testing

/// An assembly for the services; it records that it was told the container is loaded.
final class ServicesAssembly: Assembly {
    private(set) var loadedGreeting: String?

    func assemble(container: Container) {
        container.register(Greeting.self) { _ in Hello() }
        container.register(Clock.self) { _ in FixedClock() }.inObjectScope(.container)
    }

    func loaded(resolver: Resolver) {
        loadedGreeting = resolver.resolve(Greeting.self)?.text
    }
}

/// An assembly that uses another's services; it keeps `loaded`'s default.
struct GreeterAssembly: Assembly {
    func assemble(container: Container) {
        container.register(Greeter.self) { r in Greeter(greeting: r.resolve(Greeting.self)!, clock: r.resolve(Clock.self)) }
    }
}

@Suite("Swinject stand-in: Assembly and Assembler")
struct AssemblerTests {
    @Test("Assembler([...]) assembles each, then tells each it is loaded, across assemblies")
    func assembles() {
        let services = ServicesAssembly()
        let assembler = Assembler([GreeterAssembly(), services])
        #expect(services.loadedGreeting == "hello")
        let greeter = assembler.resolver.resolve(Greeter.self)
        #expect(greeter?.greeting.text == "hello" && greeter?.clock != nil)
    }

    @Test("apply adds assemblies later; an assembler's container can be given")
    func apply() {
        let container = Container()
        let assembler = Assembler(container: container)
        #expect(assembler.resolver.resolve(Greeter.self) == nil)
        assembler.apply(assembly: ServicesAssembly())
        assembler.apply(assemblies: [GreeterAssembly()])
        #expect(container.resolve(Greeter.self) != nil)
        #expect(Assembler([GreeterAssembly()], container: container).resolver.resolve(Greeting.self) != nil)
    }

    @Test("a child assembler resolves what its parent's assemblies registered")
    func parentAssembler() {
        let parent = Assembler([ServicesAssembly()])
        let child = Assembler([GreeterAssembly()], parent: parent)
        #expect(child.resolver.resolve(Greeter.self)?.greeting.text == "hello")
        #expect(parent.resolver.resolve(Greeter.self) == nil)
        #expect(child.resolver.resolve(Clock.self) === parent.resolver.resolve(Clock.self))
        let empty = Assembler(parentAssembler: parent, defaultObjectScope: .container)
        #expect(empty.resolver.resolve(Greeting.self) != nil)
    }
}
