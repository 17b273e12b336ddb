internal import Raster

/// What a test can do to an editable row: delete it, move it, or both.
struct RowActions {
    /// Deletes the row, or `nil` when its content has no `onDelete`.
    let delete: (@MainActor () -> Void)?
    /// Moves the row before the row at an offset (0 … count), or `nil` without `onMove`.
    let move: (@MainActor (Int) -> Void)?
}

/// One row of a dynamic view with `onDelete` or `onMove`: laid out and drawn as its content,
/// and found by a test as an ``InteractiveElement`` of kind ``InteractiveElement/Kind/editableRow``.
@MainActor
final class EditableRowNode: WrapperNode {
    let offset: Int
    let count: Int
    let editing: RowEditing
    let isEnabled: Bool

    init(child: LayoutNode, offset: Int, count: Int, editing: RowEditing, environment: EnvironmentValues) {
        self.offset = offset
        self.count = count
        self.editing = editing
        isEnabled = environment.isEnabled
        super.init(child: child)
    }

    /// Deletes the row, or `nil` without `onDelete` or under `.deleteDisabled(true)`.
    var deleteAction: (@MainActor () -> Void)? {
        guard ListRowOptionsNode.of(child)?.options.deleteDisabled != true, let action = editing.delete else { return nil }
        let offset = self.offset
        return { action(IndexSet(integer: offset)) }
    }

    /// Moves the row, or `nil` without `onMove` or under `.moveDisabled(true)`.
    var moveAction: (@MainActor (Int) -> Void)? {
        guard ListRowOptionsNode.of(child)?.options.moveDisabled != true, let action = editing.move else { return nil }
        let offset = self.offset
        return { destination in action(IndexSet(integer: offset), destination) }
    }

    override func collectElements(into elements: inout [InteractiveElement]) {
        elements.append(
            InteractiveElement(
                kind: .editableRow, label: accessibilityLabel ?? child.textContent, frame: frame, isEnabled: isEnabled,
                value: "\(offset + 1) of \(count)", action: .editing(RowActions(delete: deleteAction, move: moveAction))))
        super.collectElements(into: &elements)
    }
}
