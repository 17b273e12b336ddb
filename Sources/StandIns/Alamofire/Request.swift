import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One request through a ``Session``, as Alamofire's `Request`: its state, the `URLRequest`s and
/// tasks it made (one more per retry), its error, and the handlers that run when it finishes.
///
/// The request is built, adapted and sent on the session's root queue; its response handlers
/// serialize on the session's serialization queue, one after another in the order they were
/// added, and each completion runs on the queue it was given (`.main` by default). A session
/// that starts requests immediately (the default) resumes a request when its first response
/// handler is added, as upstream.
public class Request: @unchecked Sendable {
    /// Where a request is in its life.
    public enum State: Sendable {
        /// Made, not resumed.
        case initialized
        /// Resumed: its task runs once made.
        case resumed
        /// Suspended.
        case suspended
        /// Cancelled: it finishes with ``AFError/explicitlyCancelled``.
        case cancelled
        /// Finished.
        case finished
    }

    /// The request's identity.
    public let id: UUID
    /// The queue the request's work runs on.
    public let underlyingQueue: DispatchQueue
    /// The queue its response handlers serialize on.
    public let serializationQueue: DispatchQueue
    /// Whether the request resumes when its first response handler is added (`nil`: as the session says).
    public let shouldAutomaticallyResume: Bool?

    let lock = NSLock()
    var mutable = MutableState()
    /// The session, kept while the request is under way (released when it finishes, so a
    /// request started from a session nobody else keeps still completes).
    var owningSession: Session? { withState { $0.session } }

    struct MutableState {
        var state: State = .initialized
        var requests: [URLRequest] = []
        var tasks: [URLSessionTask] = []
        var error: AFError?
        var retryCount = 0
        var data: Data?
        var httpResponse: HTTPURLResponse?
        var interceptor: (any RequestInterceptor)?
        var validators: [@Sendable () -> Void] = []
        var responseHandlers: [@Sendable () -> Void] = []
        var finishHandlers: [@Sendable () -> Void] = []
        var hasFinished = false
        var hasResponseHandler = false
        var cURLHandlers: [(DispatchQueue, @Sendable (String) -> Void)] = []
        var urlRequestHandlers: [(DispatchQueue, @Sendable (URLRequest) -> Void)] = []
        var taskHandlers: [(DispatchQueue, @Sendable (URLSessionTask) -> Void)] = []
        var uploadProgressHandler: (handler: ProgressHandler, queue: DispatchQueue)?
        var downloadProgressHandler: (handler: ProgressHandler, queue: DispatchQueue)?
        var credential: URLCredential?
        var session: Session?
    }

    init(session: Session, interceptor: (any RequestInterceptor)?, shouldAutomaticallyResume: Bool?) {
        id = UUID()
        underlyingQueue = session.rootQueue
        serializationQueue = session.serializationQueue
        self.shouldAutomaticallyResume = shouldAutomaticallyResume
        mutable.session = session
        mutable.interceptor = interceptor
    }

    func withState<T>(_ body: (inout MutableState) throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(&mutable)
    }

    // MARK: What the request has

    /// The request's state.
    public var state: State { withState { $0.state } }
    /// Whether the request was never resumed.
    public var isInitialized: Bool { state == .initialized }
    /// Whether the request is resumed.
    public var isResumed: Bool { state == .resumed }
    /// Whether the request is suspended.
    public var isSuspended: Bool { state == .suspended }
    /// Whether the request was cancelled.
    public var isCancelled: Bool { state == .cancelled }
    /// Whether the request finished.
    public var isFinished: Bool { state == .finished }

    /// The requests made, one per attempt.
    public var requests: [URLRequest] { withState { $0.requests } }
    /// The first request made.
    public var firstRequest: URLRequest? { requests.first }
    /// The last request made.
    public var lastRequest: URLRequest? { requests.last }
    /// The last request made.
    public var request: URLRequest? { lastRequest }
    /// The requests as the tasks sent them.
    public var performedRequests: [URLRequest] { tasks.compactMap(\.currentRequest) }

    /// The server's response to the last attempt.
    public var response: HTTPURLResponse? { withState { $0.httpResponse } }

    /// The tasks made, one per attempt.
    public var tasks: [URLSessionTask] { withState { $0.tasks } }
    /// The first task.
    public var firstTask: URLSessionTask? { tasks.first }
    /// The last task.
    public var lastTask: URLSessionTask? { tasks.last }
    /// The last task.
    public var task: URLSessionTask? { lastTask }

    /// The tasks' metrics: none on Linux, where FoundationNetworking does not collect them.
    public var allMetrics: [URLSessionTaskMetrics] { [] }
    /// The first task's metrics: `nil` on Linux.
    public var firstMetrics: URLSessionTaskMetrics? { nil }
    /// The last task's metrics: `nil` on Linux.
    public var lastMetrics: URLSessionTaskMetrics? { nil }
    /// The last task's metrics: `nil` on Linux.
    public var metrics: URLSessionTaskMetrics? { nil }

    /// How many times the request was retried.
    public var retryCount: Int { withState { $0.retryCount } }

    /// The request's error, once it failed.
    public internal(set) var error: AFError? {
        get { withState { $0.error } }
        set { withState { $0.error = newValue } }
    }

    /// The request's own interceptor (the session's applies too).
    public var interceptor: (any RequestInterceptor)? { withState { $0.interceptor } }

    /// The credential given with ``authenticate(with:)``.
    public var credential: URLCredential? { withState { $0.credential } }

    /// A closure told of a request's progress.
    public typealias ProgressHandler = @Sendable (_ progress: Progress) -> Void

    /// The upload's progress (complete once the request finishes: FoundationNetworking's
    /// completion-handler tasks report no progress along the way).
    public let uploadProgress = Progress(totalUnitCount: 0)
    /// The download's progress (complete once the request finishes).
    public let downloadProgress = Progress(totalUnitCount: 0)

    // MARK: Controlling the request

    /// Cancels the request: it finishes with ``AFError/explicitlyCancelled``.
    @discardableResult
    public func cancel() -> Self {
        let (shouldCancel, task) = withState { state -> (Bool, URLSessionTask?) in
            guard state.state != .cancelled, state.state != .finished, !state.hasFinished else { return (false, nil) }
            state.state = .cancelled
            state.error = .explicitlyCancelled
            return (true, state.tasks.last)
        }
        guard shouldCancel else { return self }
        owningSession?.eventMonitor.requestDidCancel(self)
        if let task, task.state == .running {
            task.cancel()
        } else {
            task?.cancel()
            underlyingQueue.async { self.finish() }
        }
        return self
    }

    /// Suspends the request's task.
    @discardableResult
    public func suspend() -> Self {
        let task = withState { state -> URLSessionTask? in
            guard state.state == .resumed, !state.hasFinished else { return nil }
            state.state = .suspended
            return state.tasks.last
        }
        task?.suspend()
        return self
    }

    /// Resumes the request: its task runs (at once if made, else when made).
    @discardableResult
    public func resume() -> Self {
        let (resumed, task) = withState { state -> (Bool, URLSessionTask?) in
            guard state.state == .initialized || state.state == .suspended, !state.hasFinished else { return (false, nil) }
            state.state = .resumed
            return (true, state.tasks.last)
        }
        guard resumed else { return self }
        owningSession?.eventMonitor.requestDidResume(self)
        if let task, task.state == .suspended { task.resume() }
        return self
    }

    /// Sends `username` and `password` when the server asks.
    @discardableResult
    public func authenticate(username: String, password: String, persistence: URLCredential.Persistence = .forSession) -> Self {
        authenticate(with: URLCredential(user: username, password: password, persistence: persistence))
    }

    /// Sends `credential` when the server asks (kept; on Linux sent as a Basic authorization
    /// header when it has a user and password and the request has no authorization).
    @discardableResult
    public func authenticate(with credential: URLCredential) -> Self {
        withState { $0.credential = credential }
        return self
    }

    /// Calls `closure` on `queue` with the download's progress (once, when it finishes, on Linux).
    @discardableResult
    @preconcurrency
    public func downloadProgress(queue: DispatchQueue = .main, closure: @escaping ProgressHandler) -> Self {
        withState { $0.downloadProgressHandler = (closure, queue) }
        return self
    }

    /// Calls `closure` on `queue` with the upload's progress (once, when it finishes, on Linux).
    @discardableResult
    @preconcurrency
    public func uploadProgress(queue: DispatchQueue = .main, closure: @escaping ProgressHandler) -> Self {
        withState { $0.uploadProgressHandler = (closure, queue) }
        return self
    }

    /// Calls `handler` on `queue` with the request's cURL command once the request is made.
    @discardableResult
    @preconcurrency
    public func cURLDescription(on queue: DispatchQueue, calling handler: @escaping @Sendable (String) -> Void) -> Self {
        let made = withState { state -> Bool in
            if state.requests.isEmpty {
                state.cURLHandlers.append((queue, handler))
                return false
            }
            return true
        }
        if made {
            let description = cURLDescription()
            queue.async { handler(description) }
        }
        return self
    }

    /// Calls `handler` on the request's queue with its cURL command once the request is made.
    @discardableResult
    @preconcurrency
    public func cURLDescription(calling handler: @escaping @Sendable (String) -> Void) -> Self {
        cURLDescription(on: underlyingQueue, calling: handler)
    }

    /// Calls `handler` on `queue` with each `URLRequest` the request makes.
    @discardableResult
    @preconcurrency
    public func onURLRequestCreation(on queue: DispatchQueue = .main, perform handler: @escaping @Sendable (URLRequest) -> Void) -> Self {
        let existing = withState { state -> URLRequest? in
            state.urlRequestHandlers.append((queue, handler))
            return state.requests.last
        }
        if let existing { queue.async { handler(existing) } }
        return self
    }

    /// Calls `handler` on `queue` with each task the request makes.
    @discardableResult
    @preconcurrency
    public func onURLSessionTaskCreation(on queue: DispatchQueue = .main, perform handler: @escaping @Sendable (URLSessionTask) -> Void)
        -> Self
    {
        let existing = withState { state -> URLSessionTask? in
            state.taskHandlers.append((queue, handler))
            return state.tasks.last
        }
        if let existing {
            let handedOver = HandOver(value: existing)
            queue.async { handler(handedOver.value) }
        }
        return self
    }

    /// The request's cURL command: method, headers (the session's too), body and URL.
    public func cURLDescription() -> String {
        guard let request = lastRequest, let url = request.url else { return "$ curl command could not be created" }
        var components = ["$ curl -v"]
        if let method = request.httpMethod, method != "GET" {
            components.append("-X \(method)")
        }
        var headers = owningSession?.sessionConfiguration.headers ?? HTTPHeaders()
        for header in request.headers { headers.update(header) }
        for header in headers.sorted() {
            let value = header.value.replacingOccurrences(of: "\"", with: "\\\"")
            components.append("-H \"\(header.name): \(value)\"")
        }
        if let body = request.httpBody, let text = String(data: body, encoding: .utf8) {
            let escaped = text.replacingOccurrences(of: "\\\"", with: "\\\\\"").replacingOccurrences(of: "\"", with: "\\\"")
            components.append("-d \"\(escaped)\"")
        }
        components.append("\"\(url.absoluteString)\"")
        return components.joined(separator: " \\\n\t")
    }

    // MARK: Interceptors and event monitors

    /// Adds `interceptor` to the request's own.
    @discardableResult
    public func interceptor(_ interceptor: any RequestInterceptor) -> Self {
        withState { state in
            state.interceptor = state.interceptor.map { Interceptor(interceptors: [$0, interceptor]) } ?? interceptor
        }
        return self
    }

    /// Adds `adapter` to the request's interceptor.
    @discardableResult
    public func adapt(using adapter: any RequestAdapter) -> Self {
        interceptor(Interceptor(adapters: [adapter]))
    }

    /// Adds `retrier` to the request's interceptor.
    @discardableResult
    public func retry(using retrier: any RequestRetrier) -> Self {
        interceptor(Interceptor(retriers: [retrier]))
    }

    // MARK: The life of a request (called by the session)

    /// Makes the request's `URLRequest` (before adaptation).
    func makeInitialURLRequest() throws -> URLRequest {
        fatalError("Request subclasses make their requests")
    }

    /// Makes the task for `urlRequest`.
    func makeTask(
        for urlRequest: URLRequest, using session: URLSession,
        completion: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void
    ) -> URLSessionTask {
        session.dataTask(with: urlRequest, completionHandler: completion)
    }

    /// What the task's outcome means for this kind of request (a download writes its file).
    func didReceive(data: Data?, response: HTTPURLResponse?) {
        withState {
            $0.data = data
            $0.httpResponse = response
        }
    }

    func didCreate(urlRequest: URLRequest) {
        let (cURLHandlers, requestHandlers) = withState { state in
            state.requests.append(urlRequest)
            let cURL = state.cURLHandlers
            state.cURLHandlers = []
            return (cURL, state.urlRequestHandlers)
        }
        if !cURLHandlers.isEmpty {
            let description = cURLDescription()
            for (queue, handler) in cURLHandlers { queue.async { handler(description) } }
        }
        for (queue, handler) in requestHandlers { queue.async { handler(urlRequest) } }
        owningSession?.eventMonitor.request(self, didCreateURLRequest: urlRequest)
    }

    func didCreate(task: URLSessionTask) {
        let (state, handlers) = withState { state -> (State, [(DispatchQueue, @Sendable (URLSessionTask) -> Void)]) in
            state.tasks.append(task)
            return (state.state, state.taskHandlers)
        }
        let handedOver = HandOver(value: task)
        for (queue, handler) in handlers { queue.async { handler(handedOver.value) } }
        owningSession?.eventMonitor.request(self, didCreateTask: task)
        switch state {
        case .resumed: task.resume()
        case .cancelled: task.cancel()
        case .initialized, .suspended, .finished: break
        }
    }

    func didComplete(task: URLSessionTask?, data: Data?, response: URLResponse?, error: (any Error)?) {
        let alreadyFinished = withState { $0.hasFinished }
        guard !alreadyFinished else { return }
        didReceive(data: data, response: response as? HTTPURLResponse)
        withState { state in
            if state.state == .cancelled {
                state.error = .explicitlyCancelled
            } else if let error, state.error == nil {
                state.error = .sessionTaskFailed(error: error)
            }
        }
        let validators = withState { $0.validators }
        for validator in validators { validator() }
        retryOrFinish()
    }

    func didFail(with error: AFError) {
        withState { state in
            if state.state != .cancelled { state.error = error }
        }
        retryOrFinish()
    }

    /// Asks the retriers about a failed request, then retries it or finishes it.
    func retryOrFinish() {
        guard let error, !isCancelled, let session = owningSession, let retrier = session.retrier(for: self) else {
            finish()
            return
        }
        retrier.retry(self, for: session, dueTo: error) { result in
            session.rootQueue.async {
                switch result {
                case .doNotRetry:
                    self.finish()
                case .doNotRetryWithError(let retryError):
                    self.error = retryError.asAFError(or: .requestRetryFailed(retryError: retryError, originalError: error))
                    self.finish()
                case .retry, .retryWithDelay:
                    guard !self.isCancelled else {
                        self.finish()
                        return
                    }
                    self.withState { state in
                        state.retryCount += 1
                        state.error = nil
                        state.data = nil
                        state.httpResponse = nil
                    }
                    session.eventMonitor.requestIsRetrying(self)
                    let delay = result.delay ?? 0
                    session.rootQueue.asyncAfter(deadline: .now() + max(0, delay)) { session.perform(self) }
                }
            }
        }
    }

    /// Finishes the request once: runs its response handlers and lets the session go.
    func finish() {
        let finished = withState { state -> (handlers: [@Sendable () -> Void], finish: [@Sendable () -> Void], session: Session?)? in
            guard !state.hasFinished else { return nil }
            state.hasFinished = true
            if state.state != .cancelled { state.state = .finished }
            defer {
                state.responseHandlers = []
                state.finishHandlers = []
                state.session = nil
            }
            return (state.responseHandlers, state.finishHandlers, state.session)
        }
        guard let finished else { return }
        let (uploadHandler, downloadHandler) = withState { ($0.uploadProgressHandler, $0.downloadProgressHandler) }
        for (progress, handler) in [(uploadProgress, uploadHandler), (downloadProgress, downloadHandler)] {
            progress.totalUnitCount = max(progress.totalUnitCount, 1)
            progress.completedUnitCount = progress.totalUnitCount
            if let handler {
                let handedOver = HandOver(value: progress)
                handler.queue.async { handler.handler(handedOver.value) }
            }
        }
        for handler in finished.handlers { serializationQueue.async(execute: handler) }
        for handler in finished.finish { handler() }
        finished.session?.eventMonitor.requestDidFinish(self)
        finished.session?.didFinish(self)
    }

    /// Runs `handler` (which serializes and delivers a response) once the request finishes,
    /// resuming the request if it is the first handler and the request starts automatically.
    func appendResponseHandler(_ handler: @escaping @Sendable () -> Void) {
        let (runNow, shouldResume) = withState { state -> (Bool, Bool) in
            if state.hasFinished { return (true, false) }
            state.responseHandlers.append(handler)
            let first = !state.hasResponseHandler
            state.hasResponseHandler = true
            let automatic = shouldAutomaticallyResume ?? state.session?.startRequestsImmediately ?? true
            return (false, first && automatic && state.state == .initialized)
        }
        if runNow { serializationQueue.async(execute: handler) }
        if shouldResume { resume() }
    }

    func appendValidator(_ validator: @escaping @Sendable () -> Void) {
        withState { $0.validators.append(validator) }
    }
}

extension Request: Equatable {
    /// Whether both are the same request.
    public static func == (lhs: Request, rhs: Request) -> Bool { lhs.id == rhs.id }
}

extension Request: Hashable {
    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

extension Request: CustomStringConvertible {
    /// `METHOD url`, with the status code once a response came.
    public var description: String {
        guard let request = lastRequest, let url = request.url else { return "No request created yet." }
        let line = "\(request.httpMethod ?? "GET") \(url.absoluteString)"
        return response.map { "\(line) (\($0.statusCode))" } ?? line
    }
}

/// A request whose body comes back in memory, as Alamofire's `DataRequest`.
public class DataRequest: Request, @unchecked Sendable {
    /// What the request is made from.
    public let convertible: any URLRequestConvertible

    /// The body received.
    public var data: Data? { withState { $0.data } }

    init(convertible: any URLRequestConvertible, session: Session, interceptor: (any RequestInterceptor)?, shouldAutomaticallyResume: Bool?)
    {
        self.convertible = convertible
        super.init(session: session, interceptor: interceptor, shouldAutomaticallyResume: shouldAutomaticallyResume)
    }

    override func makeInitialURLRequest() throws -> URLRequest {
        try convertible.asURLRequest()
    }
}

/// A request sending a body, as Alamofire's `UploadRequest`: data, a file, or a multipart form.
public final class UploadRequest: DataRequest, @unchecked Sendable {
    /// What is uploaded.
    public enum Uploadable: @unchecked Sendable {
        /// Bytes in memory.
        case data(Data)
        /// A file (removed afterwards if `shouldRemove`).
        case file(URL, shouldRemove: Bool)
        /// A stream.
        case stream(InputStream)
    }

    let makeBody: @Sendable () throws -> Data

    init(
        convertible: any URLRequestConvertible, session: Session, interceptor: (any RequestInterceptor)?, shouldAutomaticallyResume: Bool?,
        makeBody: @escaping @Sendable () throws -> Data
    ) {
        self.makeBody = makeBody
        super.init(
            convertible: convertible, session: session, interceptor: interceptor, shouldAutomaticallyResume: shouldAutomaticallyResume)
    }

    override func makeInitialURLRequest() throws -> URLRequest {
        var request = try super.makeInitialURLRequest()
        do {
            request.httpBody = try makeBody()
        } catch {
            throw error.asAFError(or: .createUploadableFailed(error: error))
        }
        return request
    }
}
