import Foundation

#if !canImport(Darwin)
/// Foundation's recorder of undoable operations, which swift-corelibs-foundation lacks: an app
/// registers how to revert each change (`undoManager.registerUndo(withTarget: self) { $0.restore(old) }`),
/// and `undo()` / `redo()` walk the record back and forth, as Apple's `UndoManager` does.
///
/// What it keeps:
/// - Groups. Every registration lands in the innermost open group (``beginUndoGrouping()``
///   opens one, ``endUndoGrouping()`` closes it; nested groups fold into their parent); a closed
///   top-level group is one step of ``undo()``, its actions run last-registered first. An empty
///   group is dropped.
/// - ``groupsByEvent`` (on by default). On iOS the run loop closes the group it opened for the
///   first registration of an event at the end of that run-loop turn. Linux has no event loop
///   of UIKit's, so the group opened for a registration made outside any group closes at the
///   next turn of the main actor (a task queued on it when the group opened), or earlier, when
///   ``undo()``, ``undoCount`` or ``canUndo`` looks at the record: registrations made in one
///   synchronous stretch of main-actor code are one step, as one touch's are on iOS.
/// - Redo. What the actions of an undo register goes to the redo record (the step keeps its
///   ``undoActionName``); what a redo's actions register goes back to the undo record. Any
///   other registration clears the redo record, as Apple's does.
/// - ``levelsOfUndo``: the oldest steps are forgotten beyond it (0, the default, keeps all).
///
/// Where Apple's raises an Objective-C exception (registering with ``groupsByEvent`` off and no
/// group open, ``endUndoGrouping()`` with none open, ``undo()`` with a group of the app's own
/// still open), this one does what the app most likely meant and says so in each method's
/// documentation: nothing crashes. Selector- and invocation-based registration
/// (`registerUndo(withTarget:selector:object:)`, `prepare(withInvocationTarget:)`) need the
/// Objective-C runtime and are not declared.
///
/// The notifications (`.NSUndoManagerDidUndoChange` and the rest) are
/// posted on `NotificationCenter.default` with the manager as their object.
@preconcurrency @MainActor
open class UndoManager: NSObject {
    /// One registered action: what it reverts and how.
    private struct Action {
        let target: AnyObject
        let perform: @MainActor () -> Void
    }

    /// A group of actions, undone (or redone) as one step.
    private final class Group {
        var actions: [Action] = []
        var actionName = ""
        /// True for the group ``groupsByEvent`` opened itself.
        let isEventGroup: Bool
        init(isEventGroup: Bool) { self.isEventGroup = isEventGroup }
    }

    /// Closed top-level groups that ``undo()`` reverts, oldest first.
    private var undoStack: [Group] = []
    /// Closed groups that ``redo()`` performs again, oldest first.
    private var redoStack: [Group] = []
    /// The groups open now, outermost first.
    private var openGroups: [Group] = []
    /// The group an undo or redo collects the registrations of its actions in.
    private var replayGroup: Group?
    /// How many times registration was disabled and not yet enabled again.
    private var disabledCount = 0
    /// Counts the event groups opened, so that a late closing task leaves a newer group open.
    private var eventGroupGeneration = 0

    /// An empty undo manager, grouping by event.
    public override init() {
        super.init()
    }

    // MARK: Registering

    /// Records how to revert a change to `target`: `handler` runs with `target` when the step it
    /// belongs to is undone (or, registered while undoing, redone). The manager keeps `target`
    /// until the action runs or is removed. Ignored while registration is disabled.
    ///
    /// With ``groupsByEvent`` off and no group open, Apple's raises an exception; this one puts
    /// the action in a group of its own.
    public func registerUndo<TargetType: AnyObject>(withTarget target: TargetType, handler: @escaping @MainActor (TargetType) -> Void) {
        guard isUndoRegistrationEnabled else { return }
        let action = Action(target: target) { handler(target) }
        if let replayGroup {
            replayGroup.actions.append(action)
            return
        }
        if openGroups.isEmpty {
            if groupsByEvent {
                openEventGroup()
            } else {
                let group = Group(isEventGroup: false)
                group.actions.append(action)
                push(group)
                return
            }
        }
        openGroups[openGroups.count - 1].actions.append(action)
        redoStack.removeAll()
    }

    /// Whether ``registerUndo(withTarget:handler:)`` records anything (`true` unless disabled).
    public var isUndoRegistrationEnabled: Bool { disabledCount == 0 }

    /// Stops recording registrations until a matching ``enableUndoRegistration()``; calls nest.
    public func disableUndoRegistration() {
        disabledCount += 1
    }

    /// Undoes one ``disableUndoRegistration()``; an extra call does nothing (Apple's raises).
    public func enableUndoRegistration() {
        disabledCount = Swift.max(0, disabledCount - 1)
    }

    // MARK: Grouping

    /// Whether the first registration made outside any group opens one that closes by itself
    /// (see the type's documentation for when, on Linux). `true` by default.
    public var groupsByEvent = true

    /// How many groups are open (0 when none).
    public var groupingLevel: Int { openGroups.count }

    /// Opens a group inside the innermost open one (or a new top-level group): what is
    /// registered until the matching ``endUndoGrouping()`` is undone in one step.
    public func beginUndoGrouping() {
        openGroups.append(Group(isEventGroup: false))
        post(.NSUndoManagerCheckpoint)
        post(.NSUndoManagerDidOpenUndoGroup)
    }

    /// Closes the innermost open group: a nested group's actions join its parent's; a top-level
    /// group becomes one step of ``undo()`` (an empty one is dropped). With none open it does
    /// nothing (Apple's raises).
    public func endUndoGrouping() {
        guard !openGroups.isEmpty else { return }
        post(.NSUndoManagerCheckpoint)
        post(.NSUndoManagerWillCloseUndoGroup)
        let group = openGroups.removeLast()
        if let parent = openGroups.last {
            parent.actions += group.actions
            if !group.actionName.isEmpty { parent.actionName = group.actionName }
        } else if !group.actions.isEmpty {
            push(group)
        }
        post(.NSUndoManagerDidCloseUndoGroup)
    }

    /// Opens the group ``groupsByEvent`` makes, and queues its closing on the main actor.
    private func openEventGroup() {
        eventGroupGeneration += 1
        let generation = eventGroupGeneration
        openGroups.append(Group(isEventGroup: true))
        post(.NSUndoManagerDidOpenUndoGroup)
        Task { @MainActor [weak self] in
            guard let self, self.eventGroupGeneration == generation else { return }
            self.closeEventGroup()
        }
    }

    /// Closes the group ``groupsByEvent`` opened, when it is the only one open.
    private func closeEventGroup() {
        guard openGroups.count == 1, openGroups[0].isEventGroup else { return }
        endUndoGrouping()
    }

    // MARK: Undoing and redoing

    /// The steps ``undo()`` can take (closing the event group first).
    public var undoCount: Int {
        closeEventGroup()
        return undoStack.count
    }

    /// The steps ``redo()`` can take.
    public var redoCount: Int { redoStack.count }

    /// Whether there is a step to undo.
    public var canUndo: Bool { undoCount > 0 }

    /// Whether there is a step to redo.
    public var canRedo: Bool { !redoStack.isEmpty }

    /// True while ``undo()`` runs its step's actions.
    public private(set) var isUndoing = false

    /// True while ``redo()`` runs its step's actions.
    public private(set) var isRedoing = false

    /// Reverts the last step: runs its actions last-registered first; what they register becomes
    /// the step ``redo()`` takes. The event group is closed first; a group the app opened and did
    /// not close is closed too (Apple's raises). Does nothing when there is nothing to undo.
    public func undo() {
        while !openGroups.isEmpty { endUndoGrouping() }
        guard let group = undoStack.popLast() else { return }
        post(.NSUndoManagerCheckpoint)
        post(.NSUndoManagerWillUndoChange)
        isUndoing = true
        let replayed = replay(group)
        isUndoing = false
        if !replayed.actions.isEmpty { redoStack.append(replayed) }
        post(.NSUndoManagerDidUndoChange)
    }

    /// Performs the last undone step again: runs the actions its undo registered; what they
    /// register becomes an undo step again (the redo record is kept). Does nothing when there is
    /// nothing to redo.
    public func redo() {
        guard let group = redoStack.popLast() else { return }
        post(.NSUndoManagerCheckpoint)
        post(.NSUndoManagerWillRedoChange)
        isRedoing = true
        let replayed = replay(group)
        isRedoing = false
        if !replayed.actions.isEmpty { push(replayed) }
        post(.NSUndoManagerDidRedoChange)
    }

    /// Runs `group`'s actions last first, collecting what they register in a new group.
    private func replay(_ group: Group) -> Group {
        let collected = Group(isEventGroup: false)
        collected.actionName = group.actionName
        let outer = replayGroup
        replayGroup = collected
        for action in group.actions.reversed() { action.perform() }
        replayGroup = outer
        return collected
    }

    /// Adds a closed top-level group to the undo record, forgetting the oldest beyond ``levelsOfUndo``.
    private func push(_ group: Group) {
        undoStack.append(group)
        trimToLevels()
    }

    private func trimToLevels() {
        guard levelsOfUndo > 0 else { return }
        if undoStack.count > levelsOfUndo { undoStack.removeFirst(undoStack.count - levelsOfUndo) }
        if redoStack.count > levelsOfUndo { redoStack.removeFirst(redoStack.count - levelsOfUndo) }
    }

    /// How many steps are kept (0, the default, for no limit); lowering it forgets the oldest now.
    public var levelsOfUndo = 0 {
        didSet { trimToLevels() }
    }

    // MARK: Removing

    /// Forgets every step, both records, and closes the open groups.
    public func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
        openGroups.removeAll()
        eventGroupGeneration += 1
    }

    /// Forgets every action registered with `target` (as the target); steps left empty go too.
    public func removeAllActions(withTarget target: Any) {
        let object = target as AnyObject
        func strip(_ groups: [Group]) -> [Group] {
            for group in groups { group.actions.removeAll { $0.target === object } }
            return groups.filter { !$0.actions.isEmpty }
        }
        undoStack = strip(undoStack)
        redoStack = strip(redoStack)
        for group in openGroups { group.actions.removeAll { $0.target === object } }
    }

    // MARK: Action names

    /// Names the step being recorded (or, with no group open, the last undo step): "Move",
    /// shown as "Undo Move". While undoing it names the redo step being collected.
    public func setActionName(_ actionName: String) {
        if let replayGroup {
            replayGroup.actionName = actionName
        } else if let open = openGroups.last {
            open.actionName = actionName
        } else {
            undoStack.last?.actionName = actionName
        }
    }

    /// The name of the step ``undo()`` would take ("" when it has none).
    public var undoActionName: String {
        if openGroups.contains(where: { !$0.actions.isEmpty }) {
            return openGroups.last { !$0.actionName.isEmpty }?.actionName ?? ""
        }
        return undoStack.last?.actionName ?? ""
    }

    /// The name of the step ``redo()`` would take ("" when it has none).
    public var redoActionName: String { redoStack.last?.actionName ?? "" }

    /// The title of an Undo menu item: "Undo", or "Undo <name>".
    public var undoMenuItemTitle: String { undoMenuTitle(forUndoActionName: undoActionName) }

    /// The title of a Redo menu item: "Redo", or "Redo <name>".
    public var redoMenuItemTitle: String { redoMenuTitle(forUndoActionName: redoActionName) }

    /// "Undo" followed by `actionName` when it is not empty.
    open func undoMenuTitle(forUndoActionName actionName: String) -> String {
        actionName.isEmpty ? "Undo" : "Undo \(actionName)"
    }

    /// "Redo" followed by `actionName` when it is not empty.
    open func redoMenuTitle(forUndoActionName actionName: String) -> String {
        actionName.isEmpty ? "Redo" : "Redo \(actionName)"
    }

    private func post(_ name: Notification.Name) {
        NotificationCenter.default.post(name: name, object: self)
    }
}

extension NSNotification.Name {
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Posted when a group opens, a group closes, and before an undo or redo.
    public static let NSUndoManagerCheckpoint = Notification.Name("NSUndoManagerCheckpointNotification")
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Posted before ``UndoManager/undo()`` runs a step.
    public static let NSUndoManagerWillUndoChange = Notification.Name("NSUndoManagerWillUndoChangeNotification")
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Posted before ``UndoManager/redo()`` runs a step.
    public static let NSUndoManagerWillRedoChange = Notification.Name("NSUndoManagerWillRedoChangeNotification")
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Posted after ``UndoManager/undo()`` ran a step.
    public static let NSUndoManagerDidUndoChange = Notification.Name("NSUndoManagerDidUndoChangeNotification")
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Posted after ``UndoManager/redo()`` ran a step.
    public static let NSUndoManagerDidRedoChange = Notification.Name("NSUndoManagerDidRedoChangeNotification")
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Posted after a group opened.
    public static let NSUndoManagerDidOpenUndoGroup = Notification.Name("NSUndoManagerDidOpenUndoGroupNotification")
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Posted before a group closes.
    public static let NSUndoManagerWillCloseUndoGroup = Notification.Name("NSUndoManagerWillCloseUndoGroupNotification")
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Posted after a group closed.
    public static let NSUndoManagerDidCloseUndoGroup = Notification.Name("NSUndoManagerDidCloseUndoGroupNotification")
}
#endif
