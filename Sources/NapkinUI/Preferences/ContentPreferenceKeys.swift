// What SwiftUI-style content tells the view controller that hosts it, as internal preference
// keys: each modifier writes its key through the one preference node, the controller reads
// the keys of the one walk after each layout (ViewController+Content.swift). A new kind of
// request is a new key here and a reader there; nothing switches over node classes.

/// `.navigationTitle`: the outermost title, and the first among siblings.
enum NavigationTitleKey: PreferenceKey {
    static var defaultValue: String? { nil }
    static func reduce(value: inout String?, nextValue: () -> String?) {
        if value == nil { value = nextValue() }
    }
}

/// `.toolbar`, `.navigationBarTitleDisplayMode`, `.navigationBarItems`,
/// `.navigationBarBackButtonHidden`: changes of the navigation item, outermost first.
enum NavigationBarKey: ListPreferenceKey {
    typealias Element = @MainActor (NavigationItem) -> Void
}

/// `.navigationDestination(for:)`: the builders by the value type they take, outermost first.
enum DestinationsKey: ListPreferenceKey {
    typealias Element = (type: ObjectIdentifier, build: @MainActor (Any) -> AnyView)
}

/// `.navigationDestination(isPresented:)`: the modifiers in the order written.
enum ProgrammaticDestinationsKey: ListPreferenceKey {
    typealias Element = ProgrammaticDestination
}

/// `.sheet`, `.fullScreenCover`, `.popover`, `.alert`, `.confirmationDialog`: every
/// presentation modifier in the order written, with its request when its binding says
/// "shown".
enum PresentationsKey: ListPreferenceKey {
    typealias Element = (kind: String, request: PresentationRequest?)
}

/// `.presentationDetents`, `.presentationDragIndicator`: changes of the sheet settings,
/// applied in the order written (an inner modifier wins).
enum SheetKey: ListPreferenceKey {
    typealias Element = @MainActor (inout SheetPreferences) -> Void
}

/// A `NavigationStack` or `NavigationView` in the content: the first one.
enum NavigationStackKey: PreferenceKey {
    static var defaultValue: NavigationStackHostNode? { nil }
    static func reduce(value: inout NavigationStackHostNode?, nextValue: () -> NavigationStackHostNode?) {
        if value == nil { value = nextValue() }
    }
}

/// `.preferredColorScheme`: the outermost scheme asked for, and the first among siblings.
enum PreferredColorSchemeKey: PreferenceKey {
    static var defaultValue: ColorScheme? { nil }
    static func reduce(value: inout ColorScheme?, nextValue: () -> ColorScheme?) {
        if value == nil { value = nextValue() }
    }
}

/// `onAppear`, `onDisappear`, `task`, `onChange`, `onPreferenceChange`: the lifecycle
/// handlers in the order written, for the controller's ``LifecycleTracker``.
enum LifecycleRegistrationsKey: ListPreferenceKey {
    typealias Element = LifecycleRegistration
}

/// `.tag`: the outermost tag, and the first among siblings (a picker reads its options').
enum TagKey: PreferenceKey {
    static var defaultValue: AnyHashable? { nil }
    static func reduce(value: inout AnyHashable?, nextValue: () -> AnyHashable?) {
        if value == nil { value = nextValue() }
    }
}

/// The vertical scroll views and lists, as how much taller than its viewport each one's
/// content is: read only when a full-content render grows the window by the largest.
enum VerticalOverflowKey: ListPreferenceKey {
    typealias Element = @MainActor () -> Double
}

/// Nodes that settle once the controllers embedded in them are laid out (a tab view whose
/// pushed screen hides its bar): the controller runs each after its children's layout and
/// before it checks whether their places changed.
enum EmbeddedLayoutSettlersKey: ListPreferenceKey {
    typealias Element = @MainActor () -> Void
}

extension PreferenceValues {
    /// Adds a lifecycle modifier's handlers before those of the content.
    mutating func register(_ registration: LifecycleRegistration) {
        prepend(registration, to: LifecycleRegistrationsKey.self)
    }
}
