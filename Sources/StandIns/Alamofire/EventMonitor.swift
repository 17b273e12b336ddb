import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Told of a session's requests as they go (a logger, say), as Alamofire's `EventMonitor`: every
/// event has an empty default, so a monitor writes only the ones it wants. Events are delivered on
/// the monitor's `queue`. On Linux the `URLSessionDelegate` events are not delivered (requests run
/// on completion handlers); the request events are.
public protocol EventMonitor: Sendable {
    /// Where the events are delivered (`.main` by default).
    var queue: DispatchQueue { get }

    /// A request was resumed.
    func requestDidResume(_ request: Request)
    /// A request was suspended.
    func requestDidSuspend(_ request: Request)
    /// A request was cancelled.
    func requestDidCancel(_ request: Request)
    /// A request finished.
    func requestDidFinish(_ request: Request)
    /// A request is being sent again.
    func requestIsRetrying(_ request: Request)
    /// A request made (and adapted) a `URLRequest`.
    func request(_ request: Request, didCreateURLRequest urlRequest: URLRequest)
    /// A request could not make its `URLRequest`.
    func request(_ request: Request, didFailToCreateURLRequestWithError error: AFError)
    /// A request made a task.
    func request(_ request: Request, didCreateTask task: URLSessionTask)
    /// A data request's response was validated.
    func request(
        _ request: DataRequest, didValidateRequest urlRequest: URLRequest?, response: HTTPURLResponse, data: Data?,
        withResult result: Request.ValidationResult)
    /// A data request's response was serialized.
    func request<Value>(_ request: DataRequest, didParseResponse response: DataResponse<Value, AFError>)
}

extension EventMonitor {
    /// The main queue.
    public var queue: DispatchQueue { .main }
    /// Nothing.
    public func requestDidResume(_ request: Request) {}
    /// Nothing.
    public func requestDidSuspend(_ request: Request) {}
    /// Nothing.
    public func requestDidCancel(_ request: Request) {}
    /// Nothing.
    public func requestDidFinish(_ request: Request) {}
    /// Nothing.
    public func requestIsRetrying(_ request: Request) {}
    /// Nothing.
    public func request(_ request: Request, didCreateURLRequest urlRequest: URLRequest) {}
    /// Nothing.
    public func request(_ request: Request, didFailToCreateURLRequestWithError error: AFError) {}
    /// Nothing.
    public func request(_ request: Request, didCreateTask task: URLSessionTask) {}
    /// Nothing.
    public func request(
        _ request: DataRequest, didValidateRequest urlRequest: URLRequest?, response: HTTPURLResponse, data: Data?,
        withResult result: Request.ValidationResult
    ) {}
    /// Nothing.
    public func request<Value>(_ request: DataRequest, didParseResponse response: DataResponse<Value, AFError>) {}
}

/// Several monitors told of each event in turn, each on its own queue, as Alamofire's `CompositeEventMonitor`.
public final class CompositeEventMonitor: EventMonitor {
    /// Where the composite itself runs.
    public let queue = DispatchQueue(label: "org.alamofire.compositeEventMonitor")
    /// The monitors.
    let monitors: [any EventMonitor]

    init(monitors: [any EventMonitor]) {
        self.monitors = monitors
    }

    private func each(_ event: @escaping @Sendable (any EventMonitor) -> Void) {
        for monitor in monitors { monitor.queue.async { event(monitor) } }
    }

    /// Tells every monitor.
    public func requestDidResume(_ request: Request) { each { $0.requestDidResume(request) } }
    /// Tells every monitor.
    public func requestDidSuspend(_ request: Request) { each { $0.requestDidSuspend(request) } }
    /// Tells every monitor.
    public func requestDidCancel(_ request: Request) { each { $0.requestDidCancel(request) } }
    /// Tells every monitor.
    public func requestDidFinish(_ request: Request) { each { $0.requestDidFinish(request) } }
    /// Tells every monitor.
    public func requestIsRetrying(_ request: Request) { each { $0.requestIsRetrying(request) } }
    /// Tells every monitor.
    public func request(_ request: Request, didCreateURLRequest urlRequest: URLRequest) {
        each { $0.request(request, didCreateURLRequest: urlRequest) }
    }
    /// Tells every monitor.
    public func request(_ request: Request, didFailToCreateURLRequestWithError error: AFError) {
        each { $0.request(request, didFailToCreateURLRequestWithError: error) }
    }
    /// Tells every monitor.
    public func request(_ request: Request, didCreateTask task: URLSessionTask) {
        let handedOver = HandOver(value: task)
        each { $0.request(request, didCreateTask: handedOver.value) }
    }
    /// Tells every monitor.
    public func request(
        _ request: DataRequest, didValidateRequest urlRequest: URLRequest?, response: HTTPURLResponse, data: Data?,
        withResult result: Request.ValidationResult
    ) {
        let handedOver = HandOver(value: result)
        each { $0.request(request, didValidateRequest: urlRequest, response: response, data: data, withResult: handedOver.value) }
    }
    /// Tells every monitor.
    public func request<Value>(_ request: DataRequest, didParseResponse response: DataResponse<Value, AFError>) {
        let handedOver = HandOver(value: response)
        each { $0.request(request, didParseResponse: handedOver.value) }
    }
}

/// A monitor made of closures, as Alamofire's `ClosureEventMonitor`: set the ones wanted.
open class ClosureEventMonitor: EventMonitor, @unchecked Sendable {
    /// Where the closures run.
    public let queue: DispatchQueue
    /// Called when a request resumes.
    open var requestDidResume: (@Sendable (Request) -> Void)?
    /// Called when a request is cancelled.
    open var requestDidCancel: (@Sendable (Request) -> Void)?
    /// Called when a request finishes.
    open var requestDidFinish: (@Sendable (Request) -> Void)?
    /// Called when a request makes a `URLRequest`.
    open var requestDidCreateURLRequest: (@Sendable (Request, URLRequest) -> Void)?

    /// A monitor whose closures run on `queue`.
    public init(queue: DispatchQueue = .main) {
        self.queue = queue
    }

    /// Calls ``requestDidResume``.
    open func requestDidResume(_ request: Request) { requestDidResume?(request) }
    /// Calls ``requestDidCancel``.
    open func requestDidCancel(_ request: Request) { requestDidCancel?(request) }
    /// Calls ``requestDidFinish``.
    open func requestDidFinish(_ request: Request) { requestDidFinish?(request) }
    /// Calls ``requestDidCreateURLRequest``.
    open func request(_ request: Request, didCreateURLRequest urlRequest: URLRequest) { requestDidCreateURLRequest?(request, urlRequest) }
}
