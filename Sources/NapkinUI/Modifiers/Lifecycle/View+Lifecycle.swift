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

    /// Hands a lifecycle modifier's handlers up to the tracker of the controller showing the view.
    func lifecycle(_ site: LifecycleKey, _ handlers: LifecycleHandlers) -> some View {
        writingPreferences { $0.register(LifecycleRegistration(site: site, handlers: handlers)) }
    }
}
