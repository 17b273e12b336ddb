/// A part of an app's interface the system shows and manages, as SwiftUI's `Scene`: an
/// ``App``'s `body` is made of scenes (``WindowGroup``, ``Settings``, or scenes of your own
/// whose `body` is made of those).
///
/// **Semantics.** NapkinUI has no system to show scenes: it reads an app's scenes to find the
/// windows they declare, and ``Window/init(app:device:)`` hosts the first ``WindowGroup``'s
/// content, as an iPhone shows it when the app launches. A scene's `body` is read again when the
/// window's ``Window/scenePhase`` changes, for its `onChange(of:)` actions.
@MainActor @preconcurrency
public protocol Scene {
    /// The type of scene this scene is made of.
    associatedtype Body: Scene
    /// The content of the scene.
    @SceneBuilder var body: Body { get }
}

/// Primitive scenes have no body.
extension Never: Scene {}

extension Scene where Body == Never {
    /// Primitive scenes have no body; NapkinUI never asks for it.
    public var body: Never { fatalError("\(Self.self) is a primitive scene and has no body") }
}

/// Builds an app's or a scene's `body` from several scenes, as SwiftUI's `@SceneBuilder`:
/// scenes one after another, `if` (without `else`, as SwiftUI's) and `#if`.
@resultBuilder
@preconcurrency @MainActor
public enum SceneBuilder {
    /// One scene, as written.
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }

    /// One scene.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

    /// Several scenes, in order.
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> some Scene {
        var scenes: [any Scene] = []
        for scene in repeat each content { scenes.append(scene) }
        return SceneList(scenes: scenes)
    }

    /// A scene declared only when a condition holds.
    public static func buildOptional<Content: Scene>(_ content: Content?) -> Content? { content }

    /// A scene declared under `if #available`.
    public static func buildLimitedAvailability<Content: Scene>(_ content: Content) -> some Scene {
        SceneList(scenes: [content])
    }
}

/// An optional scene declares its windows when it is there.
extension Optional: Scene where Wrapped: Scene {
    /// No body: NapkinUI reads the wrapped scene.
    public typealias Body = Never
}

extension Optional: PrimitiveScene where Wrapped: Scene {
    func windows(in environment: EnvironmentValues) -> [SceneWindow] {
        map { sceneWindows(of: $0, in: environment) } ?? []
    }
}

/// Several scenes one after another (what a `@SceneBuilder` block of more than one makes).
struct SceneList: Scene, PrimitiveScene {
    typealias Body = Never
    let scenes: [any Scene]

    func windows(in environment: EnvironmentValues) -> [SceneWindow] {
        scenes.flatMap { sceneWindows(of: $0, in: environment) }
    }
}

/// A window a scene declares: what kind, its title and id, the content NapkinUI hosts, the
/// `onChange(of:)` actions and commands its modifiers attached.
struct SceneWindow {
    /// The scene that declared the window.
    enum Kind: Equatable {
        /// A ``WindowGroup``: the app's main interface.
        case windowGroup
        /// A ``Settings`` scene (macOS's settings window; an iPhone shows none).
        case settings
    }

    let kind: Kind
    let title: Text?
    let id: String?
    /// The root view, with the scene modifiers' environment applied.
    var content: AnyView
    /// The scene's `onChange(of:)` actions, outermost last.
    var changeObservers: [SceneChangeObserver] = []
    /// The commands `.commands { }` attached (an iPhone shows no menu).
    var commands: [any Commands] = []
    /// The size `.defaultSize` asked for (an iPhone's window fills the screen).
    var defaultSize: CGSize?
}

/// One `onChange(of:)` a scene modifier attached: the value the scene's body read, and the action.
@MainActor
struct SceneChangeObserver {
    let value: Any
    let initial: Bool
    /// Whether `value` differs from the value `other` an earlier reading of the body had.
    let differs: (_ other: Any) -> Bool
    /// Runs the action with the earlier value `old` and this reading's value.
    let fire: (_ old: Any) -> Void
}

/// A scene NapkinUI reads directly, instead of asking for its body.
@MainActor
protocol PrimitiveScene {
    /// The windows the scene declares, its content seeing `environment`.
    func windows(in environment: EnvironmentValues) -> [SceneWindow]
}

/// The windows `scene` declares: a primitive scene's own, else its body's (after `environment`
/// is handed to its `@Environment` properties).
@MainActor
func sceneWindows(of scene: any Scene, in environment: EnvironmentValues) -> [SceneWindow] {
    if let primitive = scene as? any PrimitiveScene { return primitive.windows(in: environment) }
    _ = installEnvironment(environment, intoPropertiesOf: scene)
    return sceneWindows(of: scene.body, in: environment)
}
