/// A button that toggles editing, SwiftUI's `EditButton`: drawn as "Edit" in the tint.
/// NapkinUI lists have no editing mode, so tapping it changes nothing.
public struct EditButton: View {
    /// The Edit button.
    public init() {}

    /// "Edit", tinted.
    public var body: some View {
        Button("Edit") {}
    }
}
