internal import Raster

/// What the SwiftUI-style content of a controller asked of it in the last layout, read from
/// the keys of the one preference walk (Preferences/ContentPreferenceKeys.swift).
struct ContentPreferences {
    /// The first `.navigationTitle`.
    var title: String?
    /// `.navigationDestination(for:)` builders, by the value type they take.
    var destinations: [ObjectIdentifier: @MainActor (Any) -> AnyView] = [:]
    /// Sheets, covers, alerts and dialogs whose bindings ask to be shown, in tree order.
    var presentations: [PresentationRequest] = []
    /// True when the content declared anything about the navigation bar, so the controller's
    /// ``NavigationItem`` follows the content.
    var drivesNavigationItem = false
    /// Detents and grabber of the sheet showing this content.
    var sheet = SheetPreferences()
    /// `.navigationDestination(isPresented:)` modifiers, keyed by their place in the content.
    var programmatic: [(key: String, destination: ProgrammaticDestination)] = []
    /// The scheme `.preferredColorScheme` asked for.
    var preferredColorScheme: ColorScheme?
    /// What `.statusBarHidden` asked for (Window+StatusBar.swift).
    var statusBarHidden: Bool?
    /// True when a scroll view or list rests scrolled down under the top of the safe area.
    var scrolledUnderTop = false
    /// How much taller than its viewport each scroll view or list is, read on demand.
    var verticalOverflows: [@MainActor () -> Double] = []

    init() {}

    /// The requests the walk found in `values`.
    @MainActor
    init(_ values: PreferenceValues) {
        title = values[NavigationTitleKey.self]
        for (type, build) in values[DestinationsKey.self] where destinations[type] == nil {
            destinations[type] = build
        }
        presentations = values[PresentationsKey.self].enumerated().compactMap { index, entry in
            entry.request.map { $0.keyed("\(entry.kind)#\(index):") }
        }
        drivesNavigationItem = !values[NavigationBarKey.self].isEmpty
        for apply in values[SheetKey.self] { apply(&sheet) }
        programmatic = values[ProgrammaticDestinationsKey.self].enumerated().map { ("destination#\($0)", $1) }
        preferredColorScheme = values[PreferredColorSchemeKey.self]
        statusBarHidden = values[StatusBarHiddenKey.self]
        scrolledUnderTop = values[ScrolledUnderTopKey.self]
        verticalOverflows = values[VerticalOverflowKey.self]
    }
}

/// A `.navigationDestination(isPresented:)`: its binding and what it pushes.
struct ProgrammaticDestination {
    let isPresented: Binding<Bool>
    let destination: AnyView
}

/// A request from a `.sheet`, `.fullScreenCover`, `.popover`, `.alert` or
/// `.confirmationDialog` modifier whose binding says "shown".
struct PresentationRequest {
    /// Tells requests apart across layouts: the modifier's kind, its place among the
    /// presentation modifiers of the content, and the item it shows, if any.
    let key: String
    /// Builds the controller the first time the request is seen.
    let makeController: @MainActor () -> ViewController
    /// Writes "not shown" through the modifier's binding (what `dismiss()` does).
    let dismiss: @MainActor () -> Void
    /// Runs once the presented controller has gone.
    let onDismiss: (@MainActor () -> Void)?
    /// The environment at the modifier, which the presented content inherits.
    let environment: EnvironmentValues
    /// The laid-out frame of the view the modifier sits on: where a popover points.
    var anchor: Rect?

    /// The same request with `prefix` before its key (its kind and place in the content).
    func keyed(_ prefix: String) -> PresentationRequest {
        PresentationRequest(
            key: prefix + key, makeController: makeController, dismiss: dismiss, onDismiss: onDismiss, environment: environment,
            anchor: anchor)
    }
}

/// The controller whose content is being built, so that links can push and modifiers can
/// find what to present on.
@MainActor
final class ControllerContext {
    weak var controller: ViewController?
    init(_ controller: ViewController) { self.controller = controller }
}

private struct ControllerContextKey: EnvironmentKey {
    static var defaultValue: ControllerContext? { nil }
}

extension EnvironmentValues {
    /// The controller laying this content out.
    var controllerContext: ControllerContext? {
        get { self[ControllerContextKey.self] }
        set { self[ControllerContextKey.self] = newValue }
    }
}
