/// Whether the user can edit a view's content, as SwiftUI's `EditMode`: read it through the
/// optional binding `@Environment(\.editMode)`.
///
/// ```swift
/// @Environment(\.editMode) private var editMode
///
/// var body: some View {
///     List { … }
///         .toolbar { EditButton() }
///     if editMode?.wrappedValue.isEditing == true { Text("Editing") }
/// }
/// ```
/// A ``List`` in edit mode shows its rows' controls: a red minus before a row of a `ForEach`
/// with `onDelete`, a grip after a row with `onMove`, and with a selection a circle before each
/// row, filled with a checkmark when the row is selected.
public enum EditMode: Sendable, Hashable {
    /// Not editing.
    case inactive
    /// Editing for a moment (during a swipe, on iOS); ``isEditing`` is true.
    case transient
    /// Editing.
    case active

    /// True while editing, active or transient.
    public var isEditing: Bool { self != .inactive }
}

/// Where the environment's edit mode comes from: the screen's own, kept by its controller, or
/// one the code set with `.environment(\.editMode, $mode)`.
struct EditModeScope {
    let binding: Binding<EditMode>
    /// True for the one a view controller keeps for its content.
    let isScreens: Bool
}

private struct EditModeKey: EnvironmentKey {
    static var defaultValue: EditModeScope? { nil }
}

extension EnvironmentValues {
    /// The edit mode of the views here, as SwiftUI's `editMode`: an optional binding, set by
    /// `.environment(\.editMode, $mode)`, or else the mode each screen keeps (its view
    /// controller's, as a screen of a navigation stack keeps one on iOS), `.inactive` until an
    /// ``EditButton`` or the code changes it. `nil` only outside any screen.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self]?.binding }
        set { self[EditModeKey.self] = newValue.map { EditModeScope(binding: $0, isScreens: false) } }
    }

    /// True when no edit mode was set by the code here (none, or a screen's own), so a
    /// screen's content gets its own.
    var editModeIsScreens: Bool { self[EditModeKey.self]?.isScreens ?? true }

    /// Gives the content the mode its screen keeps.
    mutating func setScreenEditMode(_ binding: Binding<EditMode>) {
        self[EditModeKey.self] = EditModeScope(binding: binding, isScreens: true)
    }
}

extension View {
    /// Keeps this row from being deleted, as SwiftUI's `deleteDisabled(_:)`: a row of a
    /// `ForEach` with `onDelete` shows no minus in edit mode and `Window.deleteRow(_:)` finds
    /// no delete for it; `false` allows it again.
    public func deleteDisabled(_ isDisabled: Bool) -> some View {
        ModifiedView(content: self) { node, _ in ListRowOptionsNode(child: node, options: ListRowOptions(deleteDisabled: isDisabled)) }
    }
}
