import Foundation
import NapkinFoundation
import Testing

/// A model whose changes register their undo, as an app's document does.
@MainActor
private final class Canvas {
    var shapes: [String] = []

    func add(_ shape: String, undo: UndoManager) {
        shapes.append(shape)
        undo.registerUndo(withTarget: self) { canvas in canvas.remove(shape, undo: undo) }
        undo.setActionName("Add \(shape)")
    }

    func remove(_ shape: String, undo: UndoManager) {
        shapes.removeAll { $0 == shape }
        undo.registerUndo(withTarget: self) { canvas in canvas.add(shape, undo: undo) }
    }
}

/// Collects notification names as they are posted.
private final class Posted: @unchecked Sendable {
    private let lock = NSLock()
    private var names: [String] = []
    func append(_ name: Notification.Name) { lock.withLock { names.append(name.rawValue) } }
    var all: [String] { lock.withLock { names } }
}

@MainActor
@Suite("UndoManager on Linux")
struct UndoManagerTests {
    @Test("undo reverts the last step and redo performs it again; a new change clears redo")
    func undoAndRedo() {
        let undo = UndoManager()
        undo.groupsByEvent = false
        let canvas = Canvas()
        undo.beginUndoGrouping()
        canvas.add("circle", undo: undo)
        undo.endUndoGrouping()
        undo.beginUndoGrouping()
        canvas.add("square", undo: undo)
        undo.endUndoGrouping()
        #expect(undo.canUndo && !undo.canRedo)
        #expect(undo.undoActionName == "Add square")
        #expect(undo.undoMenuItemTitle == "Undo Add square")

        undo.undo()
        #expect(canvas.shapes == ["circle"])
        #expect(undo.canRedo)
        #expect(undo.redoActionName == "Add square")
        undo.redo()
        #expect(canvas.shapes == ["circle", "square"])
        #expect(!undo.canRedo)

        undo.undo()
        undo.undo()
        #expect(canvas.shapes.isEmpty)
        #expect(!undo.canUndo)
        #expect(undo.redoCount == 2)
        undo.undo()  // nothing left: does nothing
        #expect(canvas.shapes.isEmpty)

        undo.beginUndoGrouping()
        canvas.add("star", undo: undo)
        undo.endUndoGrouping()
        #expect(!undo.canRedo)
        #expect(undo.undoCount == 1)
    }

    @Test("registrations in one stretch of main-actor code are one step; the next turn starts another")
    func groupsByEvent() async {
        let undo = UndoManager()
        #expect(undo.groupsByEvent)
        let canvas = Canvas()
        canvas.add("a", undo: undo)
        canvas.add("b", undo: undo)
        #expect(undo.groupingLevel == 1)
        for _ in 0..<5 { await Task.yield() }
        #expect(undo.groupingLevel == 0)
        canvas.add("c", undo: undo)
        #expect(undo.undoCount == 2)
        undo.undo()
        #expect(canvas.shapes == ["a", "b"])
        undo.undo()
        #expect(canvas.shapes.isEmpty)
        undo.redo()
        #expect(Set(canvas.shapes) == ["a", "b"])
    }

    @Test("nested groups fold into their parent; an empty group is dropped; names reach the step")
    func nesting() {
        let undo = UndoManager()
        let canvas = Canvas()
        undo.beginUndoGrouping()
        canvas.add("x", undo: undo)
        undo.beginUndoGrouping()
        #expect(undo.groupingLevel == 2)
        canvas.add("y", undo: undo)
        undo.endUndoGrouping()
        undo.setActionName("Add Two")
        undo.endUndoGrouping()
        undo.beginUndoGrouping()
        undo.endUndoGrouping()
        undo.endUndoGrouping()  // none open: does nothing
        #expect(undo.undoCount == 1)
        #expect(undo.undoActionName == "Add Two")
        undo.undo()
        #expect(canvas.shapes.isEmpty)
    }

    @Test("levelsOfUndo forgets the oldest steps; removeAllActions(withTarget:) and removeAllActions forget")
    func forgetting() {
        let undo = UndoManager()
        undo.groupsByEvent = false
        undo.levelsOfUndo = 2
        let first = Canvas()
        let second = Canvas()
        for shape in ["1", "2", "3"] { first.add(shape, undo: undo) }
        #expect(undo.undoCount == 2)
        second.add("other", undo: undo)
        #expect(undo.undoCount == 2)
        undo.removeAllActions(withTarget: second)
        #expect(undo.undoCount == 1)
        undo.undo()
        #expect(first.shapes == ["1", "2"])
        undo.removeAllActions()
        #expect(!undo.canUndo && !undo.canRedo)

        undo.disableUndoRegistration()
        first.add("ignored", undo: undo)
        #expect(!undo.isUndoRegistrationEnabled && !undo.canUndo)
        undo.enableUndoRegistration()
        #expect(undo.isUndoRegistrationEnabled)
    }

    @Test("isUndoing and isRedoing are true while the handlers run; notifications come in order")
    func stateAndNotifications() {
        let undo = UndoManager()
        let posted = Posted()
        let names: [Notification.Name] = [
            .NSUndoManagerWillUndoChange, .NSUndoManagerDidUndoChange, .NSUndoManagerWillRedoChange, .NSUndoManagerDidRedoChange,
            .NSUndoManagerDidOpenUndoGroup, .NSUndoManagerDidCloseUndoGroup,
        ]
        let tokens = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: undo, queue: nil) { posted.append($0.name) }
        }
        defer { tokens.forEach { NotificationCenter.default.removeObserver($0) } }

        final class Flags {
            var seen: [(Bool, Bool)] = []
        }
        let flags = Flags()
        func change(_ target: Flags) {
            undo.registerUndo(withTarget: target) { flags in
                flags.seen.append((undo.isUndoing, undo.isRedoing))
                change(flags)
            }
        }
        undo.beginUndoGrouping()
        change(flags)
        undo.endUndoGrouping()
        undo.undo()
        undo.redo()
        #expect(flags.seen.map(\.0) == [true, false])
        #expect(flags.seen.map(\.1) == [false, true])
        #expect(!undo.isUndoing && !undo.isRedoing)
        #expect(
            posted.all == [
                "NSUndoManagerDidOpenUndoGroupNotification", "NSUndoManagerDidCloseUndoGroupNotification",
                "NSUndoManagerWillUndoChangeNotification", "NSUndoManagerDidUndoChangeNotification",
                "NSUndoManagerWillRedoChangeNotification", "NSUndoManagerDidRedoChangeNotification",
            ])
    }

    @Test("with groupsByEvent off and no group open, each registration is its own step (Apple's raises)")
    func withoutGroups() {
        let undo = UndoManager()
        undo.groupsByEvent = false
        let canvas = Canvas()
        canvas.add("p", undo: undo)
        canvas.add("q", undo: undo)
        #expect(undo.undoCount == 2)
        undo.undo()
        #expect(canvas.shapes == ["p"])
    }
}
