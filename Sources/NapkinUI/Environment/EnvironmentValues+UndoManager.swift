import Foundation

/// The window's undo manager, carried by the environment without keeping it alive.
struct UndoManagerBox: Sendable {
    weak var manager: UndoManager?
}

private struct UndoManagerKey: EnvironmentKey {
    static var defaultValue: UndoManagerBox { UndoManagerBox(manager: nil) }
}

extension EnvironmentValues {
    /// The undo manager of the window the view is shown in (its ``Window/undoManager``), as
    /// SwiftUI's: a view registers how to revert a change with it, and the window's Undo reverts
    /// it. `nil` outside a window (a view drawn on its own).
    public var undoManager: UndoManager? { undoManagerStorage.manager }

    /// Where ``undoManager`` is kept; the window sets it.
    var undoManagerStorage: UndoManagerBox {
        get { self[UndoManagerKey.self] }
        set { self[UndoManagerKey.self] = newValue }
    }
}
