import Napkin
import Testing

/// Builders that make a component per build (`ComponentizedBuilder` and its simple form)
/// or per build pass (`MultiStageComponentizedBuilder` and its simple form).
@Suite("Componentized builders")
struct ComponentizedBuilderTests {
    /// A component made from the dynamic component dependency; counts instances.
    final class ScoreComponent {
        let game: String
        init(game: String) { self.game = game }
    }

    /// What the builders build: remembers the component and the build dependency it got.
    final class ScoreRouter {
        let component: ScoreComponent
        let player: String
        init(component: ScoreComponent, player: String) {
            self.component = component
            self.player = player
        }
    }

    final class ScoreBuilder: ComponentizedBuilder<ScoreComponent, ScoreRouter, String, String> {
        let log: EventLog
        init() {
            let log = EventLog()
            self.log = log
            super.init { game in
                log.append("component for \(game)")
                return ScoreComponent(game: game)
            }
        }
        override func build(with component: ScoreComponent, _ player: String) -> ScoreRouter {
            ScoreRouter(component: component, player: player)
        }
    }

    final class SettingsBuilder: SimpleComponentizedBuilder<ScoreComponent, ScoreRouter> {
        init() { super.init { ScoreComponent(game: "settings") } }
        override func build(with component: ScoreComponent) -> ScoreRouter {
            ScoreRouter(component: component, player: "none")
        }
    }

    @Test func buildMakesAComponentFromTheComponentDependencyAndPassesTheBuildDependency() {
        let builder = ScoreBuilder()
        let router: ScoreRouter = builder.build(withDynamicBuildDependency: "ada", dynamicComponentDependency: "chess")
        #expect(router.player == "ada")
        #expect(router.component.game == "chess")
        #expect(builder.log.events == ["component for chess"])
    }

    @Test func theTupleFormReturnsTheComponentTheRouterWasBuiltWith() {
        let builder = ScoreBuilder()
        let (component, router): (ScoreComponent, ScoreRouter) = builder.build(
            withDynamicBuildDependency: "ada", dynamicComponentDependency: "go"
        )
        #expect(router.component === component)
        #expect(component.game == "go")
    }

    @Test func everyBuildGetsANewComponent() {
        let builder = ScoreBuilder()
        let first: ScoreRouter = builder.build(withDynamicBuildDependency: "a", dynamicComponentDependency: "x")
        let second: ScoreRouter = builder.build(withDynamicBuildDependency: "b", dynamicComponentDependency: "x")
        #expect(first.component !== second.component)
        #expect(builder.log.count(of: "component for x") == 2)
    }

    @Test func theBuilderDoesNotKeepTheComponentAlive() {
        let builder = ScoreBuilder()
        weak var component: ScoreComponent?
        do {
            let router: ScoreRouter = builder.build(withDynamicBuildDependency: "a", dynamicComponentDependency: "x")
            component = router.component
            #expect(component != nil)
        }
        #expect(component == nil)
    }

    @Test func theSimpleBuilderBuildsWithoutDependencies() {
        let builder = SettingsBuilder()
        let first = builder.build()
        let second = builder.build()
        #expect(first !== second)
        #expect(first.component !== second.component)
        #expect(first.component.game == "settings")
    }

    final class PassBuilder: MultiStageComponentizedBuilder<ScoreComponent, ScoreRouter, String> {
        let log: EventLog
        init() {
            let log = EventLog()
            self.log = log
            super.init {
                log.append("component")
                return ScoreComponent(game: "pass")
            }
        }
        override func finalStageBuild(with component: ScoreComponent, _ player: String) -> ScoreRouter {
            ScoreRouter(component: component, player: player)
        }
    }

    final class SimplePassBuilder: SimpleMultiStageComponentizedBuilder<ScoreComponent, ScoreRouter> {
        init() { super.init { ScoreComponent(game: "simple pass") } }
        override func finalStageBuild(with component: ScoreComponent) -> ScoreRouter {
            ScoreRouter(component: component, player: "none")
        }
    }

    @Test func aBuildPassSharesOneComponentUntilItsFinalStage() {
        let builder = PassBuilder()
        let early = builder.componentForCurrentBuildPass
        #expect(builder.componentForCurrentBuildPass === early)

        let router = builder.finalStageBuild(withDynamicDependency: "ada")

        #expect(router.component === early)
        #expect(router.player == "ada")
        #expect(builder.log.count(of: "component") == 1)
    }

    @Test func theNextPassStartsWithANewComponent() {
        let builder = PassBuilder()
        let first = builder.finalStageBuild(withDynamicDependency: "a")
        let nextPass = builder.componentForCurrentBuildPass
        let second = builder.finalStageBuild(withDynamicDependency: "b")
        #expect(first.component !== nextPass)
        #expect(second.component === nextPass)
        #expect(builder.log.count(of: "component") == 2)
    }

    @Test func theSimpleMultiStageBuilderEndsAPassWithoutADependency() {
        let builder = SimplePassBuilder()
        let early = builder.componentForCurrentBuildPass
        let router = builder.finalStageBuild()
        #expect(router.component === early)
        #expect(builder.componentForCurrentBuildPass !== early)
    }

    @Test func allFourAreBuildable() {
        let builders: [Any] = [ScoreBuilder(), SettingsBuilder(), PassBuilder(), SimplePassBuilder()]
        #expect(builders.allSatisfy { $0 is any Buildable })
    }
}
