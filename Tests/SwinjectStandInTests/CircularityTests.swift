import Foundation
import Swinject
import Testing

@Suite("Swinject stand-in: circular dependencies", .serialized)
struct CircularityTests {
    @Test("initCompleted closes a cycle within one graph: the child's parent is the parent resolved")
    func initCompletedCycle() {
        let container = Container()
        container.register(Parent.self) { r in Parent(child: r.resolve(Child.self)!) }
        container.register(Child.self) { _ in Child() }.initCompleted { r, child in child.parent = r.resolve(Parent.self) }
        let parent = container.resolve(Parent.self)
        #expect(parent != nil)
        #expect(parent?.child.parent === parent)
    }

    @Test("initCompleted actions run in order, once for each new instance, with a resolver")
    func initCompletedOrder() {
        final class Box {
            var steps: [String] = []
        }
        let container = Container()
        container.register(Greeting.self) { _ in Plain(text: "x") }
        container.register(Box.self) { _ in Box() }
            .initCompleted { _, box in box.steps.append("first") }
            .initCompleted { r, box in box.steps.append(r.resolve(Greeting.self)?.text ?? "?") }
            .inObjectScope(.container)
        #expect(container.resolve(Box.self)?.steps == ["first", "x"])
        #expect(container.resolve(Box.self)?.steps == ["first", "x"])
    }

    @Test("a cycle nothing breaks stops at the depth bound: the resolve gives nil and says why, and the next works")
    func unbrokenCycle() {
        LogCapture.capturing { log in
            let container = Container()
            container.register(Chicken.self) { r in Chicken(egg: r.resolve(Egg.self)) }
            container.register(Egg.self) { r in Egg(chicken: r.resolve(Chicken.self)) }
            container.register(Greeting.self) { _ in Hello() }
            #expect(container.resolve(Chicken.self) == nil)
            #expect(container.resolve(Egg.self) == nil)
            #expect(log.contains("200 resolutions deep, a circular dependency"))
            #expect(container.resolve(Greeting.self)?.text == "hello")
        }
        #expect(SwinjectLimits.maximumResolutionDepth == 200)
    }

    @Test("a failed resolution is logged with the registrations of that type; nil silences the log")
    func logging() {
        LogCapture.capturing { log in
            let container = Container()
            container.register(Greeting.self, name: "formal") { _ in Hello() }
            #expect(container.resolve(Greeting.self) == nil)
            let expected = "Swinject: Resolution failed. Expected registration:\n\t{ Service: Greeting, Factory: Resolver -> Greeting }"
            #expect(log.contains(expected))
            #expect(log.contains("Available registrations:\n\t{ Service: Greeting, Name: \"formal\""))
            Container.loggingFunction = nil
            #expect(container.resolve(Clock.self) == nil)
            #expect(Container.loggingFunction == nil)
        }
    }
}
