/// The context of a state change, as SwiftUI's `Transaction`: above all the animation that
/// `withAnimation` asked for.
///
/// NapkinUI renders the settled state of every change (see ``Animation``), so a transaction
/// changes nothing that is drawn; ``withTransaction(_:_:)`` and ``withAnimation(_:_:)`` run
/// their body with it as the current transaction, which nested calls and
/// `Binding.animation(_:)` read and extend.
public struct Transaction: Sendable, Hashable {
    /// The animation of the change, or `nil` for none.
    public var animation: Animation?
    /// True when animations inside should not run (`.transaction { $0.disablesAnimations = true }`).
    public var disablesAnimations = false
    /// True while a change is one step of a continuous interaction (a drag).
    public var isContinuous = false

    /// A transaction with no animation.
    public init() {}

    /// A transaction with `animation`.
    public init(animation: Animation?) {
        self.animation = animation
    }

    /// The transaction of the change under way: what the innermost `withTransaction` or
    /// `withAnimation` around the running code set, or an empty one.
    public static var current: Transaction { CurrentTransaction.value ?? Transaction() }
}

/// Where the current transaction lives: a task-local value, so concurrent tests (and tasks)
/// each see only their own `withAnimation`.
enum CurrentTransaction {
    @TaskLocal static var value: Transaction?
}

/// Runs `body` with `transaction` as the current transaction and returns its result, as
/// SwiftUI's `withTransaction(_:_:)`.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try CurrentTransaction.$value.withValue(transaction, operation: body)
}

/// Runs `body` with the transaction's `keyPath` set to `value`, as SwiftUI's
/// `withTransaction(_:_:_:)`.
public func withTransaction<Result, Value>(
    _ keyPath: WritableKeyPath<Transaction, Value>, _ value: Value, _ body: () throws -> Result
) rethrows -> Result {
    var transaction = Transaction.current
    transaction[keyPath: keyPath] = value
    return try withTransaction(transaction, body)
}

/// Runs `body`, whose state changes SwiftUI would animate with `animation`, and returns its
/// result: `withAnimation(.easeInOut) { isExpanded.toggle() }`.
///
/// The next render shows the changes settled, as the last frame of the animation (see
/// ``Animation``).
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    var transaction = Transaction.current
    transaction.animation = animation
    return try withTransaction(transaction, body)
}

/// When `withAnimation(_:completionCriteria:_:completion:)` calls its completion, as
/// SwiftUI's `AnimationCompletionCriteria`.
public struct AnimationCompletionCriteria: Sendable, Hashable {
    private let name: String
    /// When the animation has logically reached its end.
    public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
    /// When the animation has been removed from the views.
    public static let removed = AnimationCompletionCriteria(name: "removed")
}

/// Runs `body` as ``withAnimation(_:_:)`` does, then `completion`: changes settle at once in
/// a still frame, so the animation is complete as soon as `body` returns.
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
    let result = try withAnimation(animation, body)
    completion()
    return result
}
