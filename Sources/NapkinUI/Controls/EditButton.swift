/// A button that toggles the edit mode around it (`\.editMode`), as SwiftUI's `EditButton`:
/// "Edit" in the tint while the mode is inactive, "Done" in the semibold weight while editing,
/// as iOS draws it. In a toolbar it toggles the mode of the screen whose `.toolbar` holds it.
///
/// ```swift
/// List {
///     ForEach(items) { Text($0.name) }
///         .onDelete { items.remove(atOffsets: $0) }
/// }
/// .toolbar { EditButton() }
/// ```
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    /// The Edit button.
    public init() {}

    /// "Edit" or "Done", tinted.
    public var body: some View {
        let editing = editMode?.wrappedValue.isEditing == true
        return Button {
            editMode?.wrappedValue = editing ? .inactive : .active
        } label: {
            if editing {
                Text("Done").fontWeight(.semibold)
            } else {
                Text("Edit")
            }
        }
    }
}
