/// A scene whose windows a modifier changed: the environment of their content, an
/// `onChange(of:)` action, commands, a size.
struct ModifiedScene<Content: Scene>: Scene, PrimitiveScene {
    typealias Body = Never
    let content: Content
    let modify: @MainActor (inout SceneWindow) -> Void

    func windows(in environment: EnvironmentValues) -> [SceneWindow] {
        sceneWindows(of: content, in: environment).map { window in
            var window = window
            modify(&window)
            return window
        }
    }
}

extension Scene {
    /// The same scene with each of its windows changed by `modify`.
    func modifyingWindows(_ modify: @escaping @MainActor (inout SceneWindow) -> Void) -> some Scene {
        ModifiedScene(content: self, modify: modify)
    }

    /// Sets the environment value at `keyPath` to `value` for the views of the scene's windows, as
    /// SwiftUI's `Scene.environment(_:_:)`.
    public func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value) -> some Scene {
        modifyingWindows { $0.content = AnyView($0.content.environment(keyPath, value)) }
    }

    /// Puts `object` in the environment of the scene's views, where `@Environment(T.self)` reads
    /// it, as iOS 17's `Scene.environment(_:)`.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene {
        modifyingWindows { $0.content = AnyView($0.content.environment(object)) }
    }

    /// Provides `object` to every `@EnvironmentObject` of its type in the scene's views, as
    /// SwiftUI's `Scene.environmentObject(_:)`.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some Scene {
        modifyingWindows { $0.content = AnyView($0.content.environmentObject(object)) }
    }

    /// Runs `action(old, new)` when `value` differs from the one the scene's body read before,
    /// and when the scene first appears if `initial` is true, as iOS 17's
    /// `Scene.onChange(of:initial:_:)`. An app writes it with `scenePhase`; NapkinUI reads the
    /// body again when the hosting ``Window/scenePhase`` changes (a phone's app stays `.active`
    /// otherwise, as NapkinUI's does: nothing else moves it).
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some Scene {
        let observer = SceneChangeObserver(
            value: value, initial: initial,
            differs: { other in (other as? V) != value },
            fire: { old in action((old as? V) ?? value, value) })
        return modifyingWindows { $0.changeObservers.append(observer) }
    }

    /// Runs `action` when `value` changes (and first if `initial`), as iOS 17's
    /// `Scene.onChange(of:initial:_:)` with a closure that takes no values.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some Scene {
        onChange(of: value, initial: initial) { _, _ in action() }
    }

    /// Runs `action(new)` when `value` changes, as iOS 14's `Scene.onChange(of:perform:)`.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some Scene {
        onChange(of: value, initial: false) { _, new in action(new) }
    }

    /// Adds `content`'s commands to the scene, as SwiftUI's `commands(content:)`: an iPad shows
    /// them in its keyboard's menu and macOS in the menu bar; an iPhone, and NapkinUI, show none.
    /// NapkinUI keeps them with the scene's windows and draws nothing for them.
    public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene {
        let commands = content()
        return modifyingWindows { $0.commands.append(commands) }
    }

    /// The size a new window of the scene starts at, as SwiftUI's `defaultSize(_:)`: macOS, iPadOS
    /// and visionOS use it; an iPhone's window fills the screen, as NapkinUI's does.
    public func defaultSize(_ size: CGSize) -> some Scene {
        modifyingWindows { $0.defaultSize = size }
    }

    /// The size a new window starts at (see ``defaultSize(_:)``).
    public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene {
        defaultSize(CGSize(width: width, height: height))
    }

    /// How the scene's windows may be resized, as SwiftUI's `windowResizability(_:)`: an iPhone's
    /// window is the screen, so NapkinUI's is never resized and the scene is unchanged.
    public func windowResizability(_ resizability: WindowResizability) -> some Scene {
        self
    }

    /// The style of the scene's windows (a title bar or none), as SwiftUI's `windowStyle(_:)`:
    /// macOS draws it; an iPhone's window has no title bar, so the scene is unchanged.
    public func windowStyle<S: WindowStyle>(_ style: S) -> some Scene {
        self
    }
}

/// How a scene's windows may be resized, as SwiftUI's `WindowResizability`.
public struct WindowResizability: Sendable, Hashable {
    private let rule: Int

    /// The platform's choice.
    public static let automatic = WindowResizability(rule: 0)
    /// As large as the content allows, no larger or smaller.
    public static let contentSize = WindowResizability(rule: 1)
    /// No smaller than the content's minimum.
    public static let contentMinSize = WindowResizability(rule: 2)
}

/// The look of a scene's windows, as SwiftUI's `WindowStyle` (macOS).
@MainActor @preconcurrency
public protocol WindowStyle {}

/// The platform's default window style.
public struct DefaultWindowStyle: WindowStyle {
    /// The style.
    public init() {}
}

/// Windows with a title bar.
public struct TitleBarWindowStyle: WindowStyle {
    /// The style.
    public init() {}
}

/// Windows without a title bar.
public struct HiddenTitleBarWindowStyle: WindowStyle {
    /// The style.
    public init() {}
}

/// Windows with neither title bar nor background.
public struct PlainWindowStyle: WindowStyle {
    /// The style.
    public init() {}
}

extension WindowStyle where Self == DefaultWindowStyle {
    /// The platform's default window style.
    public static var automatic: DefaultWindowStyle { DefaultWindowStyle() }
}

extension WindowStyle where Self == TitleBarWindowStyle {
    /// Windows with a title bar.
    public static var titleBar: TitleBarWindowStyle { TitleBarWindowStyle() }
}

extension WindowStyle where Self == HiddenTitleBarWindowStyle {
    /// Windows without a title bar.
    public static var hiddenTitleBar: HiddenTitleBarWindowStyle { HiddenTitleBarWindowStyle() }
}

extension WindowStyle where Self == PlainWindowStyle {
    /// Windows with neither title bar nor background.
    public static var plain: PlainWindowStyle { PlainWindowStyle() }
}
