/// Where a lifecycle modifier (`onAppear`, `onDisappear`, `task`, `onChange`) was written,
/// plus its position among those written at the same place: its identity across renders.
struct LifecycleKey: Hashable {
    var file: String
    var line: Int
    var column: Int
    var ordinal = 0
}

/// What a lifecycle modifier asks for.
@MainActor
struct LifecycleHandlers {
    var onAppear: (() -> Void)?
    var onDisappear: (() -> Void)?
    var task: (@MainActor @Sendable () async -> Void)?
    /// The value of `task(id:)`: when a later render has another, the task is cancelled and
    /// started again.
    var taskID: AnyHashable?
    /// Subscribes to a publisher (`onReceive`); the subscription lasts while the view is shown.
    var subscribe: (() -> AnyCancellable)?
    /// Compares the value with the one seen in the previous render (`nil` on the first), runs
    /// the action when they differ, and returns the value to remember and whether it ran.
    var onChange: ((_ previous: Any?) -> (value: Any, ran: Bool))?
}

/// A lifecycle modifier's handlers and where it was written: what the modifier hands up
/// through ``LifecycleRegistrationsKey``, in the order the modifiers are written.
struct LifecycleRegistration {
    let site: LifecycleKey
    let handlers: LifecycleHandlers
}

/// Runs `onAppear`/`onDisappear`/`task`/`onChange` as a view controller's content changes
/// between renders, as SwiftUI does when views enter and leave the hierarchy.
///
/// **Semantics.** After each layout of a controller's content, the lifecycle modifiers in
/// the new tree are compared with the previous render's, by where they were written (file,
/// line, column) and their order among modifiers written at the same place. New ones run
/// `onAppear`, start their `task` and subscribe (`onReceive`); missing ones run `onDisappear`
/// and cancel their task and subscription; `onChange` runs when its value differs from the
/// previous render's. If any `onAppear`, subscription or `onChange` ran, the controller lays its
/// content out once more, so the render shows what they changed (SwiftUI updates before the
/// frame is shown, too).
@MainActor
final class LifecycleTracker {
    private var present: Set<LifecycleKey> = []
    private var tasks: [LifecycleKey: Task<Void, Never>] = [:]
    private var subscriptions: [LifecycleKey: AnyCancellable] = [:]
    private var values: [LifecycleKey: Any] = [:]
    private var taskIDs: [LifecycleKey: AnyHashable] = [:]
    private var disappearing: [LifecycleKey: () -> Void] = [:]

    /// Compares the lifecycle modifiers of a layout (`registrations`, in the order written)
    /// with the previous render's and runs the handlers; returns true when an `onAppear` or
    /// `onChange` ran (so state may have changed).
    func update(_ registrations: [LifecycleRegistration]) -> Bool {
        var found: [(LifecycleKey, LifecycleHandlers)] = []
        var counts: [LifecycleKey: Int] = [:]
        for registration in registrations {
            var key = registration.site
            key.ordinal = counts[registration.site, default: 0]
            counts[registration.site] = key.ordinal + 1
            found.append((key, registration.handlers))
        }

        var changed = false
        let keys = Set(found.map(\.0))
        for key in present.subtracting(keys).sorted(by: {
            ($0.file, $0.line, $0.column, $0.ordinal) < ($1.file, $1.line, $1.column, $1.ordinal)
        }) {
            disappearing.removeValue(forKey: key)?()
            tasks.removeValue(forKey: key)?.cancel()
            subscriptions.removeValue(forKey: key)?.cancel()
            values[key] = nil
            taskIDs[key] = nil
        }
        for (key, handlers) in found {
            if let onDisappear = handlers.onDisappear { disappearing[key] = onDisappear }
            if !present.contains(key) {
                if let onAppear = handlers.onAppear {
                    onAppear()
                    changed = true
                }
                if let task = handlers.task { tasks[key] = Task { @MainActor in await task() } }
                taskIDs[key] = handlers.taskID
                if let subscribe = handlers.subscribe {
                    // A publisher may send at once (Just, a current value): lay out again.
                    subscriptions[key] = subscribe()
                    changed = true
                }
            } else if let task = handlers.task, let id = handlers.taskID, taskIDs[key] != id {
                // `task(id:)` with a new value: the old task is cancelled, a new one started.
                tasks.removeValue(forKey: key)?.cancel()
                tasks[key] = Task { @MainActor in await task() }
                taskIDs[key] = id
            }
            if let onChange = handlers.onChange {
                let (value, ran) = onChange(values[key])
                values[key] = value
                changed = changed || ran
            }
        }
        present = keys
        return changed
    }

    deinit {
        for task in tasks.values { task.cancel() }
    }
}
