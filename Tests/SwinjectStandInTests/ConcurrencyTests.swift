import Foundation
import Swinject
import Testing

@Suite("Swinject stand-in: threads")
struct ConcurrencyTests {
    @Test("synchronize() resolves from many threads at once, with one container-scoped instance")
    func synchronized() {
        let container = Container()
        container.register(Clock.self) { _ in FixedClock() }.inObjectScope(.container)
        container.register(Greeter.self) { r in Greeter(greeting: Hello(), clock: r.resolve(Clock.self)) }
        let resolver = container.synchronize()
        let lock = NSLock()
        var clocks = Set<ObjectIdentifier>()
        DispatchQueue.concurrentPerform(iterations: 200) { _ in
            let clock = resolver.resolve(Greeter.self)?.clock
            lock.lock()
            if let clock { clocks.insert(ObjectIdentifier(clock)) }
            lock.unlock()
        }
        #expect(clocks.count == 1)
        // Registrations made after synchronize() are seen through it.
        container.register(Greeting.self) { _ in Plain(text: "late") }
        #expect(resolver.resolve(Greeting.self)?.text == "late")
    }

    @Test("the container itself is Sendable: registering and resolving from tasks at once")
    func sendableContainer() async {
        let container = Container()
        container.register(Clock.self) { _ in FixedClock() }.inObjectScope(.container)
        let count = await withTaskGroup(of: Bool.self) { group in
            for index in 0..<50 {
                group.addTask {
                    container.register(Greeting.self, name: "\(index)") { _ in Plain(text: "\(index)") }
                    return container.resolve(Greeting.self, name: "\(index)")?.text == "\(index)" && container.resolve(Clock.self) != nil
                }
            }
            var passed = 0
            for await ok in group where ok { passed += 1 }
            return passed
        }
        #expect(count == 50)
    }
}
