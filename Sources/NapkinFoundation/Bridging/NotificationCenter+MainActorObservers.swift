import Foundation

extension NotificationCenter {
    /// Adds an observer whose block runs on `queue`, as Foundation's
    /// `addObserver(forName:object:queue:using:)`, for Swift 5 code whose block uses the main actor:
    /// `addObserver(forName: .x, object: nil, queue: .main) { [weak self] _ in self?.reload() }` in a
    /// `@MainActor` view model.
    ///
    /// Apple's SDK brings the method in from Objective-C, so Swift 5 code that calls main-actor
    /// methods in the block gets a warning there; Linux's Foundation declares the block `@Sendable` in
    /// Swift, so the same code is an error. In Swift 5 mode this overload (preferred when a queue is
    /// given) takes the block without `@Sendable`, so the code builds as it does on iOS, and the block
    /// runs on `queue` as Foundation runs it: on the main thread for `.main`. Swift 6 code sees only
    /// Foundation's, as it sees only the `@Sendable` one on iOS.
    @available(swift, obsoleted: 6.0)
    public func addObserver(
        forName name: NSNotification.Name?, object obj: Any?, queue: OperationQueue,
        using block: @escaping (Notification) -> Void
    ) -> any NSObjectProtocol {
        nonisolated(unsafe) let block = block
        return addObserver(forName: name, object: obj, queue: Optional(queue)) { notification in block(notification) }
    }
}
