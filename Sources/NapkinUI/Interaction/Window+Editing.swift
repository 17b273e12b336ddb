import Foundation

/// Deleting and moving the rows of a `ForEach` with `.onDelete` or `.onMove`, as a swipe or
/// a drag in edit mode would.
extension Window {
    /// Deletes the row whose words (or accessibility label) are `label`: its `onDelete`
    /// action receives the row's offset, as after swiping it and tapping Delete. Lays the
    /// window out first; the next render shows the list as the action left it.
    ///
    /// - Throws: ``InteractionError`` when no single enabled editable row has the label, or
    ///   (``InteractionError/Reason/wrongKind``) when the row's content has no `onDelete`.
    public func deleteRow(_ label: String) throws(InteractionError) {
        let elements = interactiveElements()
        let element = try elements.element(labeled: label, for: .editing)
        guard case .editing(let actions) = element.action, let delete = actions.delete else {
            throw InteractionError(.wrongKind, label: label, expected: [.editableRow], onScreen: elements.candidates)
        }
        delete()
    }

    /// Moves the row whose words (or accessibility label) are `label` before the row now at
    /// `destination` (an offset from 0 to the number of rows: the number of rows moves it to
    /// the end): its `onMove` action receives the row's offset and `destination`, as after
    /// dragging it there in edit mode. Lays the window out first.
    ///
    /// - Throws: ``InteractionError`` when no single enabled editable row has the label, or
    ///   (``InteractionError/Reason/wrongKind``) when the row's content has no `onMove`.
    public func moveRow(_ label: String, toOffset destination: Int) throws(InteractionError) {
        let elements = interactiveElements()
        let element = try elements.element(labeled: label, for: .editing)
        guard case .editing(let actions) = element.action, let move = actions.move else {
            throw InteractionError(.wrongKind, label: label, expected: [.editableRow], onScreen: elements.candidates)
        }
        move(destination)
    }
}

extension [InteractiveElement] {
    /// The elements as an ``InteractionError`` lists them.
    var candidates: [InteractionError.Candidate] {
        map { InteractionError.Candidate($0.kind, $0.label, isEnabled: $0.isEnabled) }
    }
}
