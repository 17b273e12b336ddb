import Foundation
import Swinject
import Testing

@Suite("Swinject stand-in: object scopes and parent containers")
struct ObjectScopeTests {
    @Test(".transient makes a new instance each time, .container one for good")
    func transientAndContainer() {
        let container = Container()
        container.register(Hello.self, name: "t") { _ in Hello() }.inObjectScope(.transient)
        container.register(Hello.self, name: "c") { _ in Hello() }.inObjectScope(.container)
        #expect(container.resolve(Hello.self, name: "t") !== container.resolve(Hello.self, name: "t"))
        #expect(container.resolve(Hello.self, name: "c") === container.resolve(Hello.self, name: "c"))
    }

    @Test(".graph, the default, shares an instance within one resolve and not across resolves")
    func graph() {
        final class Pair {
            let first: Hello
            let second: Hello
            init(first: Hello, second: Hello) {
                self.first = first
                self.second = second
            }
        }
        let container = Container()
        container.register(Hello.self) { _ in Hello() }
        container.register(Pair.self) { r in Pair(first: r.resolve(Hello.self)!, second: r.resolve(Hello.self)!) }
        let one = container.resolve(Pair.self)!
        let two = container.resolve(Pair.self)!
        #expect(one.first === one.second)
        #expect(one.first !== two.first)
        #expect(container.resolve(Hello.self) !== container.resolve(Hello.self))
    }

    @Test("a container's default scope applies to registrations that name none")
    func defaultScope() {
        let container = Container(defaultObjectScope: .container)
        container.register(Hello.self) { _ in Hello() }
        #expect(container.resolve(Hello.self) === container.resolve(Hello.self))
    }

    @Test(".weak shares an object while someone holds it, and makes a new one after")
    func weak() {
        let container = Container()
        container.register(Hello.self) { _ in Hello() }.inObjectScope(.weak)
        var held: Hello? = container.resolve(Hello.self)
        weak let observed = held
        #expect(held != nil && container.resolve(Hello.self) === held)
        held = nil
        // Nothing in the container kept it: the last holder let go, so the object is gone.
        #expect(observed == nil)
        #expect(container.resolve(Hello.self) != nil)
    }

    @Test("resetObjectScope lets go of a scope's instances, for every service or one")
    func reset() {
        let container = Container()
        container.register(Hello.self) { _ in Hello() }.inObjectScope(.container)
        container.register(FixedClock.self) { _ in FixedClock() }.inObjectScope(.container)
        let hello = container.resolve(Hello.self)
        let clock = container.resolve(FixedClock.self)
        container.resetObjectScope(.container, serviceType: Hello.self)
        #expect(container.resolve(Hello.self) !== hello)
        #expect(container.resolve(FixedClock.self) === clock)
        container.resetObjectScope(.container)
        #expect(container.resolve(FixedClock.self) !== clock)
    }

    @Test("an app's own scope keeps instances until the app resets it, leaving other scopes alone")
    func customScope() {
        let session = ObjectScope(storageFactory: PermanentStorage.init, description: "session")
        let container = Container()
        container.register(Hello.self) { _ in Hello() }.inObjectScope(session)
        container.register(FixedClock.self) { _ in FixedClock() }.inObjectScope(.container)
        let hello = container.resolve(Hello.self)
        let clock = container.resolve(FixedClock.self)
        #expect(container.resolve(Hello.self) === hello)
        container.resetObjectScope(session)
        #expect(container.resolve(Hello.self) !== hello)
        #expect(container.resolve(FixedClock.self) === clock)
        #expect(session.description == "session")
        #expect(container.description.contains("ObjectScope: session"))
    }

    @Test("a child container resolves its parent's services; the parent does not see the child's")
    func parentContainers() {
        let parent = Container()
        parent.register(Greeting.self) { _ in Plain(text: "parent") }
        parent.register(FixedClock.self) { _ in FixedClock() }.inObjectScope(.container)
        parent.register(Greeter.self) { r in Greeter(greeting: r.resolve(Greeting.self)!) }
        let child = Container(parent: parent)
        child.register(Hello.self) { _ in Hello() }
        #expect(child.resolve(Greeting.self)?.text == "parent")
        #expect(child.resolve(FixedClock.self) === parent.resolve(FixedClock.self))
        #expect(parent.resolve(Hello.self) == nil)
        // The factory gets the resolver that was asked: the child's own registration of a dependency wins there.
        child.register(Greeting.self) { _ in Plain(text: "child") }
        #expect(child.resolve(Greeter.self)?.greeting.text == "child")
        #expect(parent.resolve(Greeter.self)?.greeting.text == "parent")
        #expect(child.hasAnyRegistration(of: FixedClock.self))
        // Resetting from the child reaches the parent's instances too.
        let clock = parent.resolve(FixedClock.self)
        child.resetObjectScope(.container)
        #expect(parent.resolve(FixedClock.self) !== clock)
    }

    @Test("inObjectScope accepts a scope through its protocol, and the storages behave as documented")
    func storages() {
        let graph = GraphIdentifier()
        let composite = CompositeStorage([TransientStorage(), PermanentStorage()])
        composite.setInstance(1, inGraph: graph)
        #expect(composite.instance as? Int == 1)
        let transient = TransientStorage()
        transient.instance = 1
        #expect(transient.instance == nil)
        let graphStorage = GraphStorage()
        let object = Hello()
        graphStorage.setInstance(object, inGraph: graph)
        #expect(graphStorage.instance(inGraph: graph) as? Hello === object)
        #expect(graphStorage.instance(inGraph: GraphIdentifier()) == nil)
        graphStorage.graphResolutionCompleted()
        #expect(graphStorage.instance == nil)
        let container = Container()
        let scope: ObjectScopeProtocol = ObjectScope.container
        container.register(Hello.self) { _ in Hello() }.inObjectScope(scope)
        #expect(container.resolve(Hello.self) === container.resolve(Hello.self))
    }
}
