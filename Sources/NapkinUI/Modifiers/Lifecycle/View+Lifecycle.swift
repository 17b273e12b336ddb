extension View {
    /// Runs `action` when the view appears: in the first render that contains it (see
    /// `LifecycleTracker` for how NapkinUI matches views across renders).
    public func onAppear(perform action: (() -> Void)? = nil, fileID: String = #fileID, line: Int = #line, column: Int = #column)
        -> some View
    {
        lifecycle(LifecycleKey(file: fileID, line: line, column: column), LifecycleHandlers(onAppear: action))
    }

    /// Runs `action` when the view disappears: in the first render that no longer contains it.
    public func onDisappear(perform action: (() -> Void)? = nil, fileID: String = #fileID, line: Int = #line, column: Int = #column)
        -> some View
    {
        lifecycle(LifecycleKey(file: fileID, line: line, column: column), LifecycleHandlers(onDisappear: action))
    }

    /// Starts `action` on the main actor when the view appears and cancels it when the view
    /// disappears, as SwiftUI's `task(priority:_:)`.
    public func task(
        priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor @Sendable () async -> Void,
        fileID: String = #fileID, line: Int = #line, column: Int = #column
    ) -> some View {
        lifecycle(LifecycleKey(file: fileID, line: line, column: column), LifecycleHandlers(task: action))
    }

    /// Starts `action` when the view appears, and again, cancelling the running one, each
    /// time a render brings another `value`; cancels it when the view disappears, as SwiftUI's
    /// `task(id:priority:_:)`.
    public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor @Sendable () async -> Void,
        fileID: String = #fileID, line: Int = #line, column: Int = #column
    ) -> some View {
        lifecycle(
            LifecycleKey(file: fileID, line: line, column: column),
            LifecycleHandlers(task: action, taskID: AnyHashable(TaskIdentity(value: value))))
    }

    /// Hands a lifecycle modifier's handlers up to the tracker of the controller showing the view.
    func lifecycle(_ site: LifecycleKey, _ handlers: LifecycleHandlers) -> some View {
        writingPreferences { $0.register(LifecycleRegistration(site: site, handlers: handlers)) }
    }
}

/// The value of `task(id:)` as a hashable: SwiftUI needs only `Equatable`, so every identity
/// hashes alike and equality decides.
struct TaskIdentity<Value: Equatable>: Hashable {
    let value: Value
    static func == (lhs: TaskIdentity, rhs: TaskIdentity) -> Bool { lhs.value == rhs.value }
    func hash(into hasher: inout Hasher) {}
}
