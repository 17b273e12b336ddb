import Napkin
import Testing

@Suite("Components and builders")
struct DependencyInjectionTests {
    final class Service: Sendable {}

    final class Client: Sendable {
        let service: Service
        init(service: Service) { self.service = service }
    }

    final class RootComponent: Component<EmptyDependency>, @unchecked Sendable {
        let log = EventLog()

        var service: Service {
            shared {
                log.append("service")
                return Service()
            }
        }

        // A shared factory that reads another shared property: must not deadlock.
        var client: Client {
            shared {
                log.append("client")
                return Client(service: service)
            }
        }

        var missing: Service? {
            shared {
                log.append("missing")
                return nil
            }
        }

        init() {
            super.init(dependency: EmptyComponent())
        }
    }

    final class RootBuilder: Builder<RootComponent>, @unchecked Sendable {}

    @Test func sharedMakesOneInstancePerComponent() {
        let first = RootComponent()
        let second = RootComponent()
        #expect(first.service === first.service)
        #expect(first.service !== second.service)
        #expect(first.log.count(of: "service") == 1)
        #expect(second.log.count(of: "service") == 1)
    }

    @Test func sharedFactoryMayReadAnotherSharedProperty() {
        let component = RootComponent()
        let client = component.client
        #expect(client.service === component.service)
        #expect(component.client === client)
        #expect(component.log.events == ["client", "service"])
    }

    @Test func sharedRemembersNil() {
        let component = RootComponent()
        #expect(component.missing == nil)
        #expect(component.missing == nil)
        #expect(component.log.count(of: "missing") == 1)
    }

    @Test func sharedBuildsOnceUnderConcurrentReads() async {
        let component = RootComponent()
        let identities = await withTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<64 {
                group.addTask { ObjectIdentifier(component.client) }
            }
            return await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
        }
        #expect(identities.count == 1)
        #expect(component.log.count(of: "client") == 1)
        #expect(component.log.count(of: "service") == 1)
    }

    @Test func componentsAndBuildersKeepTheirDependency() {
        let root = RootComponent()
        let builder = RootBuilder(dependency: root)
        #expect(builder.dependency === root)
        let empty = EmptyComponent()
        let component = Component<EmptyDependency>(dependency: empty)
        #expect(component.dependency === empty)
    }
}
