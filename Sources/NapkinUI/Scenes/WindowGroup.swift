/// The scene of an app's main window, as SwiftUI's `WindowGroup`: on an iPhone its content
/// fills the screen when the app launches. ``Window/init(app:device:)`` hosts it.
///
/// The title and id name the group (an iPad's multitasking and macOS's Window menu show the
/// title; an iPhone shows neither).
public struct WindowGroup<Content: View>: Scene, PrimitiveScene {
    /// No body: NapkinUI reads the group directly.
    public typealias Body = Never

    let title: Text?
    let id: String?
    let content: Content

    /// A group whose windows show `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.init(title: nil, id: nil, content: content())
    }

    /// A group titled `title`.
    public init(_ title: Text, @ViewBuilder content: () -> Content) {
        self.init(title: title, id: nil, content: content())
    }

    /// A group titled with the localized `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(title: Text(titleKey), id: nil, content: content())
    }

    /// A group titled `title`, as written.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(title: Text(title), id: nil, content: content())
    }

    /// A group an `openWindow(id:)` names with `id`.
    public init(id: String, @ViewBuilder content: () -> Content) {
        self.init(title: nil, id: id, content: content())
    }

    /// A group titled `title` and named `id`.
    public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
        self.init(title: title, id: id, content: content())
    }

    /// A group titled with the localized `titleKey` and named `id`.
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        self.init(title: Text(titleKey), id: id, content: content())
    }

    /// A group titled `title`, as written, and named `id`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
        self.init(title: Text(title), id: id, content: content())
    }

    /// A group whose windows each present a value of `type`: `content` receives a binding to the
    /// value the window was opened with; the window shown at launch was opened with none (`nil`).
    public init<D: Decodable & Encodable & Hashable, C: View>(
        for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D, C> {
        self.init(title: nil, id: nil, content: PresentedWindowContent(content: content))
    }

    private init(title: Text?, id: String?, content: Content) {
        self.title = title
        self.id = id
        self.content = content
    }

    func windows(in environment: EnvironmentValues) -> [SceneWindow] {
        [SceneWindow(kind: .windowGroup, title: title, id: id, content: AnyView(content))]
    }
}

/// The content of a ``WindowGroup`` that presents values (`WindowGroup(for:)`): the view the
/// group's closure makes for the window's value, kept in the window's state.
public struct PresentedWindowContent<Data: Decodable & Encodable & Hashable, Content: View>: View {
    @State private var value: Data?
    private let content: (Binding<Data?>) -> Content

    init(content: @escaping (Binding<Data?>) -> Content) {
        self.content = content
    }

    /// The closure's view for the window's value.
    public var body: some View { content($value) }
}

/// The scene of a macOS app's settings window, as SwiftUI's `Settings`. An iPhone shows no
/// settings window (iOS apps write it inside `#if os(macOS)`), so NapkinUI reads its content and
/// ``Window/init(app:device:)`` never hosts it.
public struct Settings<Content: View>: Scene, PrimitiveScene {
    /// No body: NapkinUI reads the scene directly.
    public typealias Body = Never

    let content: Content

    /// A settings scene showing `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    func windows(in environment: EnvironmentValues) -> [SceneWindow] {
        [SceneWindow(kind: .settings, title: nil, id: nil, content: AnyView(content))]
    }
}
