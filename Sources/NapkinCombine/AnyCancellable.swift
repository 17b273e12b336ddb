/// Ends a subscription when cancelled or released, as Combine's `AnyCancellable`: keep it (in a
/// property or a `Set<AnyCancellable>`) as long as the subscription should live.
public final class AnyCancellable: Cancellable, Hashable {
    private var cancelAction: (() -> Void)?

    /// A token that runs `cancel` once, when cancelled or released.
    public init(_ cancel: @escaping () -> Void) {
        cancelAction = cancel
    }

    /// A token that cancels `cancellable` once, when cancelled or released.
    public init<C: Cancellable>(_ cancellable: C) {
        cancelAction = cancellable.cancel
    }

    deinit { cancelAction?() }

    /// Ends the subscription; a second call does nothing.
    public func cancel() {
        let action = cancelAction
        cancelAction = nil
        action?()
    }

    /// Keeps the token in `set`, as Combine's `store(in:)`.
    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }

    /// Keeps the token in `collection`.
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
        collection.append(self)
    }

    /// Identity.
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    /// Identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
