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

    /// Two properties that name the same key share one instance: the key, not the
    /// property, is what `shared` remembers.
    final class KeyedComponent: Component<EmptyDependency>, @unchecked Sendable {
        var primary: Service { shared(forCallerKey: "store") { Service() } }
        var alias: Service { shared(forCallerKey: "store") { Service() } }
        var other: Service { shared { Service() } }
        init() { super.init(dependency: EmptyComponent()) }
    }

    @Test func sharedKeysByTheCallerKey() {
        let component = KeyedComponent()
        #expect(component.primary === component.alias)
        #expect(component.other !== component.primary)
        #expect(component.other === component.other)
    }

    /// An app's root may subclass the empty component to carry services of its own.
    final class AppRootComponent: EmptyComponent {
        let service = Service()
    }

    @Test func emptyComponentIsOpenForSubclassing() {
        let root = AppRootComponent()
        let component = Component<EmptyDependency>(dependency: root)
        #expect((component.dependency as? AppRootComponent)?.service === root.service)
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
