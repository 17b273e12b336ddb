/// Why `Window.type(_:into:)` could not type.
public enum TextEntryError: Error, Equatable, CustomStringConvertible {
    /// No enabled text field has that label; `available` lists the fields that do exist.
    case noMatch(label: String, available: [String])
    /// Several text fields have that label.
    case ambiguous(label: String, count: Int)

    /// A sentence naming the label and what to do.
    public var description: String {
        switch self {
        case .noMatch(let label, let available):
            let list = available.isEmpty ? "no enabled text field is on screen" : "text fields: " + available.map { "\"\($0)\"" }.joined(separator: ", ")
            return "No enabled text field with the title or label \"\(label)\" is on screen (\(list))."
        case .ambiguous(let label, let count):
            return "\(count) text fields on screen have the label \"\(label)\"; give one an .accessibilityLabel(_:) that tells them apart."
        }
    }
}
