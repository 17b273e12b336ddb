import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The object that sends requests, as Alamofire's `Session` (`AF` is ``Session/default``).
///
/// Requests really go through a `URLSession` made from the configuration given (FoundationNetworking
/// on Linux), so a configuration whose `protocolClasses` hold a `URLProtocol` answers them without a
/// network, as in tests and previews. Each request is built, encoded and adapted on `rootQueue`,
/// sent, validated, retried as its interceptors decide, and serialized on `serializationQueue`.
open class Session: @unchecked Sendable {
    /// The shared session: a default configuration with ``HTTPHeaders/default``.
    public static let `default` = Session()

    /// The `URLSession` requests go through.
    public let session: URLSession
    /// Kept for upstream's signature; FoundationNetworking's completion handlers carry the events here.
    public let delegate: SessionDelegate
    /// Where requests are built and their events handled (serial).
    public let rootQueue: DispatchQueue
    /// Whether requests resume when their first response handler is added.
    public let startRequestsImmediately: Bool
    /// Where `URLRequest`s are made (the root queue unless given).
    public let requestQueue: DispatchQueue
    /// Where responses are serialized (serial).
    public let serializationQueue: DispatchQueue
    /// The interceptor every request uses (after its own).
    public let interceptor: (any RequestInterceptor)?
    /// The monitors told of every request.
    public let eventMonitor: CompositeEventMonitor

    private let lock = NSLock()
    private var activeRequests: Set<Request> = []

    /// A session over `session`, whose delegate queue should be `rootQueue`'s.
    public init(
        session: URLSession, delegate: SessionDelegate = SessionDelegate(), rootQueue: DispatchQueue, startRequestsImmediately: Bool = true,
        requestQueue: DispatchQueue? = nil, serializationQueue: DispatchQueue? = nil, interceptor: (any RequestInterceptor)? = nil,
        eventMonitors: [any EventMonitor] = []
    ) {
        self.session = session
        self.delegate = delegate
        self.rootQueue = rootQueue
        self.startRequestsImmediately = startRequestsImmediately
        self.requestQueue = requestQueue ?? DispatchQueue(label: "\(rootQueue.label).requestQueue", target: rootQueue)
        self.serializationQueue = serializationQueue ?? DispatchQueue(label: "\(rootQueue.label).serializationQueue", target: rootQueue)
        self.interceptor = interceptor
        eventMonitor = CompositeEventMonitor(monitors: eventMonitors)
    }

    /// A session with a `URLSession` of `configuration` (``HTTPHeaders/default`` unless given).
    public convenience init(
        configuration: URLSessionConfiguration = URLSessionConfiguration.af.default, delegate: SessionDelegate = SessionDelegate(),
        rootQueue: DispatchQueue = DispatchQueue(label: "org.alamofire.session.rootQueue"), startRequestsImmediately: Bool = true,
        requestQueue: DispatchQueue? = nil, serializationQueue: DispatchQueue? = nil, interceptor: (any RequestInterceptor)? = nil,
        eventMonitors: [any EventMonitor] = []
    ) {
        let delegateQueue = OperationQueue()
        delegateQueue.maxConcurrentOperationCount = 1
        delegateQueue.underlyingQueue = rootQueue
        delegateQueue.name = "\(rootQueue.label).sessionDelegate"
        let session = URLSession(configuration: configuration, delegate: nil, delegateQueue: delegateQueue)
        self.init(
            session: session, delegate: delegate, rootQueue: rootQueue, startRequestsImmediately: startRequestsImmediately,
            requestQueue: requestQueue, serializationQueue: serializationQueue, interceptor: interceptor, eventMonitors: eventMonitors)
    }

    deinit {
        session.finishTasksAndInvalidate()
    }

    /// The `URLSession`'s configuration.
    public var sessionConfiguration: URLSessionConfiguration { session.configuration }

    /// Calls `action` on the root queue with the requests under way.
    @preconcurrency
    public func withAllRequests(perform action: @escaping @Sendable (Set<Request>) -> Void) {
        rootQueue.async {
            action(self.lock.withLock { self.activeRequests })
        }
    }

    /// Cancels every request under way, then calls `completion` on `queue`.
    @preconcurrency
    public func cancelAllRequests(completingOnQueue queue: DispatchQueue = .main, completion: (@Sendable () -> Void)? = nil) {
        let requests = lock.withLock { activeRequests }
        for request in requests { request.cancel() }
        if let completion { rootQueue.async { queue.async(execute: completion) } }
    }

    /// Changes a `URLRequest` before it is encoded and adapted (a timeout, say).
    public typealias RequestModifier = @Sendable (inout URLRequest) throws -> Void

    // MARK: Data requests

    /// A request for `convertible` with `parameters` encoded by `encoding` (in the query for `GET`).
    @preconcurrency
    open func request(
        _ convertible: any URLConvertible, method: HTTPMethod = .get, parameters: Parameters? = nil,
        encoding: any ParameterEncoding = URLEncoding.default, headers: HTTPHeaders? = nil, interceptor: (any RequestInterceptor)? = nil,
        shouldAutomaticallyResume: Bool? = nil, requestModifier: RequestModifier? = nil
    ) -> DataRequest {
        let convertible = RequestConvertible(
            url: convertible, method: method, headers: headers, requestModifier: requestModifier,
            encode: { request in try encoding.encode(request, with: parameters) })
        return request(convertible, interceptor: interceptor, shouldAutomaticallyResume: shouldAutomaticallyResume)
    }

    /// A request for `convertible` with the `Encodable` `parameters` encoded by `encoder`.
    @preconcurrency
    open func request<Parameters: Encodable & Sendable>(
        _ convertible: any URLConvertible, method: HTTPMethod = .get, parameters: Parameters? = nil,
        encoder: any ParameterEncoder = URLEncodedFormParameterEncoder.default, headers: HTTPHeaders? = nil,
        interceptor: (any RequestInterceptor)? = nil, shouldAutomaticallyResume: Bool? = nil, requestModifier: RequestModifier? = nil
    ) -> DataRequest {
        let convertible = RequestConvertible(
            url: convertible, method: method, headers: headers, requestModifier: requestModifier,
            encode: { request in try encoder.encode(parameters, into: request) })
        return request(convertible, interceptor: interceptor, shouldAutomaticallyResume: shouldAutomaticallyResume)
    }

    /// A request made by `convertible` (an app's router, or a `URLRequest`).
    open func request(
        _ convertible: any URLRequestConvertible, interceptor: (any RequestInterceptor)? = nil, shouldAutomaticallyResume: Bool? = nil
    ) -> DataRequest {
        let request = DataRequest(
            convertible: convertible, session: self, interceptor: interceptor, shouldAutomaticallyResume: shouldAutomaticallyResume)
        start(request)
        return request
    }

    // MARK: Uploads

    /// An upload of `data` to `convertible`.
    @preconcurrency
    open func upload(
        _ data: Data, to convertible: any URLConvertible, method: HTTPMethod = .post, headers: HTTPHeaders? = nil,
        interceptor: (any RequestInterceptor)? = nil, shouldAutomaticallyResume: Bool? = nil, fileManager: FileManager = .default,
        requestModifier: RequestModifier? = nil
    ) -> UploadRequest {
        let convertible = RequestConvertible(url: convertible, method: method, headers: headers, requestModifier: requestModifier)
        return upload(data, with: convertible, interceptor: interceptor, shouldAutomaticallyResume: shouldAutomaticallyResume)
    }

    /// An upload of `data` with the request `convertible` makes.
    open func upload(
        _ data: Data, with convertible: any URLRequestConvertible, interceptor: (any RequestInterceptor)? = nil,
        shouldAutomaticallyResume: Bool? = nil, fileManager: FileManager = .default
    ) -> UploadRequest {
        upload(convertible, interceptor: interceptor, shouldAutomaticallyResume: shouldAutomaticallyResume) { data }
    }

    /// An upload of the file at `fileURL` to `convertible` (read whole, at most
    /// ``MultipartFormData/maximumBodySize`` bytes).
    @preconcurrency
    open func upload(
        _ fileURL: URL, to convertible: any URLConvertible, method: HTTPMethod = .post, headers: HTTPHeaders? = nil,
        interceptor: (any RequestInterceptor)? = nil, shouldAutomaticallyResume: Bool? = nil, fileManager: FileManager = .default,
        requestModifier: RequestModifier? = nil
    ) -> UploadRequest {
        let convertible = RequestConvertible(url: convertible, method: method, headers: headers, requestModifier: requestModifier)
        return upload(fileURL, with: convertible, interceptor: interceptor, shouldAutomaticallyResume: shouldAutomaticallyResume)
    }

    /// An upload of the file at `fileURL` with the request `convertible` makes.
    open func upload(
        _ fileURL: URL, with convertible: any URLRequestConvertible, interceptor: (any RequestInterceptor)? = nil,
        shouldAutomaticallyResume: Bool? = nil, fileManager: FileManager = .default
    ) -> UploadRequest {
        upload(convertible, interceptor: interceptor, shouldAutomaticallyResume: shouldAutomaticallyResume) {
            try MultipartFormData.readFile(at: fileURL)
        }
    }

    /// A multipart upload of the form `multipartFormData` fills, to `url`.
    @preconcurrency
    open func upload(
        multipartFormData: @escaping (MultipartFormData) -> Void, to url: any URLConvertible,
        usingThreshold encodingMemoryThreshold: UInt64 = MultipartFormData.encodingMemoryThreshold, method: HTTPMethod = .post,
        headers: HTTPHeaders? = nil, interceptor: (any RequestInterceptor)? = nil, fileManager: FileManager = .default,
        requestModifier: RequestModifier? = nil
    ) -> UploadRequest {
        let formData = MultipartFormData(fileManager: fileManager)
        multipartFormData(formData)
        return upload(
            multipartFormData: formData, to: url, usingThreshold: encodingMemoryThreshold, method: method, headers: headers,
            interceptor: interceptor, fileManager: fileManager, requestModifier: requestModifier)
    }

    /// A multipart upload of `multipartFormData` to `url`.
    @preconcurrency
    open func upload(
        multipartFormData: MultipartFormData, to url: any URLConvertible,
        usingThreshold encodingMemoryThreshold: UInt64 = MultipartFormData.encodingMemoryThreshold, method: HTTPMethod = .post,
        headers: HTTPHeaders? = nil, interceptor: (any RequestInterceptor)? = nil, fileManager: FileManager = .default,
        requestModifier: RequestModifier? = nil
    ) -> UploadRequest {
        let convertible = RequestConvertible(url: url, method: method, headers: headers, requestModifier: requestModifier)
        return upload(multipartFormData: multipartFormData, with: convertible, interceptor: interceptor)
    }

    /// A multipart upload of the form `multipartFormData` fills, with the request `request` makes.
    @preconcurrency
    open func upload(
        multipartFormData: @escaping (MultipartFormData) -> Void, with request: any URLRequestConvertible,
        usingThreshold encodingMemoryThreshold: UInt64 = MultipartFormData.encodingMemoryThreshold,
        interceptor: (any RequestInterceptor)? = nil, fileManager: FileManager = .default
    ) -> UploadRequest {
        let formData = MultipartFormData(fileManager: fileManager)
        multipartFormData(formData)
        return upload(multipartFormData: formData, with: request, interceptor: interceptor)
    }

    /// A multipart upload of `multipartFormData` with the request `request` makes; its
    /// `Content-Type` is the form's unless the request sets one.
    open func upload(
        multipartFormData: MultipartFormData, with request: any URLRequestConvertible,
        usingThreshold encodingMemoryThreshold: UInt64 = MultipartFormData.encodingMemoryThreshold,
        interceptor: (any RequestInterceptor)? = nil, fileManager: FileManager = .default
    ) -> UploadRequest {
        let form = HandOver(value: multipartFormData)
        let convertible = MultipartRequestConvertible(base: request, contentType: multipartFormData.contentType)
        return upload(convertible, interceptor: interceptor, shouldAutomaticallyResume: nil) { try form.value.encode() }
    }

    private func upload(
        _ convertible: any URLRequestConvertible, interceptor: (any RequestInterceptor)?, shouldAutomaticallyResume: Bool?,
        body: @escaping @Sendable () throws -> Data
    ) -> UploadRequest {
        let request = UploadRequest(
            convertible: convertible, session: self, interceptor: interceptor, shouldAutomaticallyResume: shouldAutomaticallyResume,
            makeBody: body)
        start(request)
        return request
    }

    // MARK: Downloads

    /// A download of `convertible` into a file (moved to `destination` if given).
    @preconcurrency
    open func download(
        _ convertible: any URLConvertible, method: HTTPMethod = .get, parameters: Parameters? = nil,
        encoding: any ParameterEncoding = URLEncoding.default, headers: HTTPHeaders? = nil, interceptor: (any RequestInterceptor)? = nil,
        shouldAutomaticallyResume: Bool? = nil, requestModifier: RequestModifier? = nil, to destination: DownloadRequest.Destination? = nil
    ) -> DownloadRequest {
        let convertible = RequestConvertible(
            url: convertible, method: method, headers: headers, requestModifier: requestModifier,
            encode: { request in try encoding.encode(request, with: parameters) })
        return download(convertible, interceptor: interceptor, shouldAutomaticallyResume: shouldAutomaticallyResume, to: destination)
    }

    /// A download of the request `convertible` makes.
    @preconcurrency
    open func download(
        _ convertible: any URLRequestConvertible, interceptor: (any RequestInterceptor)? = nil, shouldAutomaticallyResume: Bool? = nil,
        to destination: DownloadRequest.Destination? = nil
    ) -> DownloadRequest {
        let request = DownloadRequest(
            convertible: convertible, session: self, interceptor: interceptor, shouldAutomaticallyResume: shouldAutomaticallyResume,
            destination: destination)
        start(request)
        return request
    }

    // MARK: Sending

    private func start(_ request: Request) {
        lock.withLock { _ = activeRequests.insert(request) }
        rootQueue.async { self.perform(request) }
    }

    /// Builds, adapts and sends `request` (again, for a retry).
    func perform(_ request: Request) {
        rootQueue.async {
            guard !request.isCancelled, !request.withState({ $0.hasFinished }) else { return }
            var initial: URLRequest
            do {
                initial = try request.makeInitialURLRequest()
                if initial.method == .get, let body = initial.httpBody, !body.isEmpty {
                    throw AFError.urlRequestValidationFailed(reason: .bodyDataInGETRequest(body))
                }
                if let credential = request.credential, let user = credential.user, let password = credential.password,
                    initial.value(forHTTPHeaderField: "Authorization") == nil
                {
                    let header = HTTPHeader.authorization(username: user, password: password)
                    initial.setValue(header.value, forHTTPHeaderField: header.name)
                }
            } catch {
                let failure = error.asAFError(or: .createURLRequestFailed(error: error))
                self.eventMonitor.request(request, didFailToCreateURLRequestWithError: failure)
                request.didFail(with: failure)
                return
            }
            guard let adapter = self.adapter(for: request) else {
                self.send(initial, for: request)
                return
            }
            let state = RequestAdapterState(requestID: request.id, session: self)
            adapter.adapt(initial, using: state) { result in
                self.rootQueue.async {
                    switch result {
                    case .success(let adapted): self.send(adapted, for: request)
                    case .failure(let error): request.didFail(with: error.asAFError(or: .requestAdaptationFailed(error: error)))
                    }
                }
            }
        }
    }

    private func send(_ urlRequest: URLRequest, for request: Request) {
        guard !request.withState({ $0.hasFinished }) else { return }
        request.didCreate(urlRequest: urlRequest)
        let taskBox = TaskBox()
        let task = request.makeTask(for: urlRequest, using: session) { data, response, error in
            let handedOver = HandOver(value: (data, response, error))
            self.rootQueue.async {
                request.didComplete(task: taskBox.task, data: handedOver.value.0, response: handedOver.value.1, error: handedOver.value.2)
            }
        }
        taskBox.task = task
        request.didCreate(task: task)
    }

    func adapter(for request: Request) -> (any RequestAdapter)? {
        switch (request.interceptor, interceptor) {
        case (let own?, let session?): Interceptor(adapters: [own, session])
        case (let own?, nil): own
        case (nil, let session?): session
        case (nil, nil): nil
        }
    }

    func retrier(for request: Request) -> (any RequestRetrier)? {
        switch (request.interceptor, interceptor) {
        case (let own?, let session?): Interceptor(retriers: [own, session])
        case (let own?, nil): own
        case (nil, let session?): session
        case (nil, nil): nil
        }
    }

    func didFinish(_ request: Request) {
        lock.withLock { _ = activeRequests.remove(request) }
    }
}

/// The task a completion handler belongs to, set once the task is made.
private final class TaskBox: @unchecked Sendable {
    var task: URLSessionTask?
}

/// Kept for upstream's `Session(configuration:delegate:...)`: on Linux requests run on
/// FoundationNetworking's completion handlers, so it receives no events.
open class SessionDelegate: NSObject, @unchecked Sendable {
    /// A delegate.
    public override init() {}
}

/// A request made from its parts: URL, method, headers, modifier, then the parameters' encoding.
struct RequestConvertible: URLRequestConvertible {
    let url: any URLConvertible
    let method: HTTPMethod
    let headers: HTTPHeaders?
    let requestModifier: Session.RequestModifier?
    var encode: (@Sendable (URLRequest) throws -> URLRequest)?

    func asURLRequest() throws -> URLRequest {
        var request = try URLRequest(url: url, method: method, headers: headers)
        try requestModifier?(&request)
        return try encode?(request) ?? request
    }
}

/// A multipart request: the base request with the form's content type unless it sets one.
struct MultipartRequestConvertible: URLRequestConvertible {
    let base: any URLRequestConvertible
    let contentType: String

    func asURLRequest() throws -> URLRequest {
        var request = try base.asURLRequest()
        if request.value(forHTTPHeaderField: "Content-Type") == nil {
            request.setValue(contentType, forHTTPHeaderField: "Content-Type")
        }
        return request
    }
}
