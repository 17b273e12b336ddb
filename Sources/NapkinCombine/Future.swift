/// Runs a piece of work once, when made, and sends its one result to every subscriber, as
/// Combine's `Future`: a subscriber that comes after the result still gets it.
public final class Future<Output, Failure: Error>: Publisher {
    /// What the work calls, once, with its result.
    public typealias Promise = (Result<Output, Failure>) -> Void

    private var result: Result<Output, Failure>?
    private let waiting = PassthroughSubject<Output, Failure>()

    /// Starts `attemptToFulfill` now; its first call of the promise is the result.
    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
        attemptToFulfill { [weak self] result in self?.fulfill(result) }
    }

    private func fulfill(_ result: Result<Output, Failure>) {
        guard self.result == nil else { return }
        self.result = result
        switch result {
        case .success(let value):
            waiting.send(value)
            waiting.send(completion: .finished)
        case .failure(let error):
            waiting.send(completion: .failure(error))
        }
    }

    /// Sends the result at the subscriber's first demand (or when the work ends).
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        switch result {
        case .none:
            waiting.receive(subscriber: subscriber)
        case .success(let value):
            Just(value).setFailureType(to: Failure.self).receive(subscriber: subscriber)
        case .failure(let error):
            Fail<Output, Failure>(error: error).receive(subscriber: subscriber)
        }
    }
}
