import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension URLSession {
    /// A publisher of the data and response at `url`, as Combine's
    /// `URLSession.dataTaskPublisher(for:)`.
    public func dataTaskPublisher(for url: URL) -> DataTaskPublisher {
        DataTaskPublisher(request: URLRequest(url: url), session: self)
    }

    /// A publisher of the data and response of `request`, as Combine's
    /// `URLSession.dataTaskPublisher(for:)`.
    public func dataTaskPublisher(for request: URLRequest) -> DataTaskPublisher {
        DataTaskPublisher(request: request, session: self)
    }

    /// One data task as a publisher, as Combine's `URLSession.DataTaskPublisher`: each subscriber
    /// starts its own task at its first demand, and cancelling cancels the task. The result (one
    /// value then `.finished`, or a `URLError`) arrives on the session's delegate queue, not the
    /// thread that subscribed: add `receive(on: DispatchQueue.main)` before touching the UI.
    public struct DataTaskPublisher: NapkinCombine.Publisher {
        /// The body and the response (an `HTTPURLResponse` for HTTP).
        public typealias Output = (data: Data, response: URLResponse)
        /// Why the task failed (an HTTP error status is not a failure: check the response).
        public typealias Failure = URLError

        /// The request made.
        public let request: URLRequest
        /// The session that makes it.
        public let session: URLSession

        /// A publisher of `session`'s task for `request`.
        public init(request: URLRequest, session: URLSession) {
            self.request = request
            self.session = session
        }

        /// Hands `subscriber` a subscription that starts the task at the first demand.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            subscriber.receive(subscription: DataTaskSubscription(AnySubscriber(subscriber), request: request, session: session))
        }
    }
}

/// One subscriber's data task. The task's completion handler runs on another thread than the
/// subscriber's requests and cancellation, so the state is locked.
private final class DataTaskSubscription: Subscription, CustomStringConvertible, @unchecked Sendable {
    typealias Target = AnySubscriber<(data: Data, response: URLResponse), URLError>

    private let lock = NSLock()
    private var subscriber: Target?
    private var task: URLSessionDataTask?
    private let request: URLRequest
    private let session: URLSession

    init(_ subscriber: Target, request: URLRequest, session: URLSession) {
        self.subscriber = subscriber
        self.request = request
        self.session = session
    }

    var description: String { "DataTaskPublisher" }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        guard demand > 0, subscriber != nil, task == nil else { return lock.unlock() }
        let task = session.dataTask(with: request) { data, response, error in
            self.complete(data: data, response: response, error: error)
        }
        self.task = task
        lock.unlock()
        task.resume()
    }

    func cancel() {
        lock.lock()
        subscriber = nil
        let task = self.task
        lock.unlock()
        task?.cancel()
    }

    private func complete(data: Data?, response: URLResponse?, error: (any Error)?) {
        lock.lock()
        let subscriber = self.subscriber
        self.subscriber = nil
        lock.unlock()
        guard let subscriber else { return }
        Delivery.run { deliver(to: subscriber, data: data, response: response, error: error) }
    }

    private func deliver(to subscriber: Target, data: Data?, response: URLResponse?, error: (any Error)?) {
        if let error {
            subscriber.receive(completion: .failure(Self.urlError(error)))
        } else if let response {
            _ = subscriber.receive((data ?? Data(), response))
            subscriber.receive(completion: .finished)
        } else {
            subscriber.receive(completion: .failure(URLError(.badServerResponse)))
        }
    }

    /// `error` as a `URLError` (what URLSession reports is one; anything else becomes `.unknown`).
    private static func urlError(_ error: any Error) -> URLError {
        if let error = error as? URLError { return error }
        let error = error as NSError
        guard error.domain == NSURLErrorDomain, let code = URLError.Code(rawValue: error.code) else {
            return URLError(.unknown, userInfo: [NSUnderlyingErrorKey: error])
        }
        return URLError(code, userInfo: error.userInfo)
    }
}
