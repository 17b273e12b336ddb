/// Runs async work from a synchronous main-actor action, such as a button's, and returns
/// the task that runs it:
/// ```swift
/// Button("Login") {
///     dispatch { [listener] in await listener?.didTapLogin() }
/// }
/// ```
/// The work starts after the action returns and runs off the main actor, as any
/// `@Sendable` closure: it crosses into the interactor's actor at its `await`. Prefer it to
/// an inline `Task { }`: it names the crossing and hands back the task, so tests and callers
/// can await or cancel it. Capture listeners in the capture list so the view's weak
/// reference is read once, at the tap.
@MainActor
@discardableResult
public func dispatch(
    priority: TaskPriority? = nil,
    _ action: @escaping @Sendable () async -> Void
) -> Task<Void, Never> {
    Task(priority: priority) { await action() }
}
