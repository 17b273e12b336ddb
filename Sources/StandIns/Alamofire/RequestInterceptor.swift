import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Changes a request before each attempt is sent (adds a token, say), as Alamofire's `RequestAdapter`.
public protocol RequestAdapter: Sendable {
    /// Calls `completion` with the request to send, or the error that stops it.
    func adapt(_ urlRequest: URLRequest, for session: Session, completion: @escaping @Sendable (Result<URLRequest, any Error>) -> Void)

    /// Calls `completion` with the request to send; `state` says which request and session.
    func adapt(
        _ urlRequest: URLRequest, using state: RequestAdapterState, completion: @escaping @Sendable (Result<URLRequest, any Error>) -> Void)
}

extension RequestAdapter {
    /// Adapts as ``adapt(_:for:completion:)`` does.
    public func adapt(
        _ urlRequest: URLRequest, using state: RequestAdapterState, completion: @escaping @Sendable (Result<URLRequest, any Error>) -> Void
    ) {
        adapt(urlRequest, for: state.session, completion: completion)
    }
}

/// Which request an adapter is adapting, as Alamofire's `RequestAdapterState`.
public struct RequestAdapterState: Sendable {
    /// The request's identity.
    public let requestID: UUID
    /// The session sending it.
    public let session: Session
}

/// What a retrier decided, as Alamofire's `RetryResult`.
public enum RetryResult: Sendable {
    /// Retry at once.
    case retry
    /// Retry after the delay, in seconds.
    case retryWithDelay(TimeInterval)
    /// Finish with the error the request has.
    case doNotRetry
    /// Finish with this error instead.
    case doNotRetryWithError(any Error)

    var retryRequired: Bool {
        switch self {
        case .retry, .retryWithDelay: true
        case .doNotRetry, .doNotRetryWithError: false
        }
    }

    var delay: TimeInterval? {
        if case .retryWithDelay(let delay) = self { return delay }
        return nil
    }

    var error: (any Error)? {
        if case .doNotRetryWithError(let error) = self { return error }
        return nil
    }
}

/// Decides whether a failed request is sent again, as Alamofire's `RequestRetrier`.
public protocol RequestRetrier: Sendable {
    /// Calls `completion` with the decision about `request`, which failed with `error`.
    func retry(_ request: Request, for session: Session, dueTo error: any Error, completion: @escaping @Sendable (RetryResult) -> Void)
}

/// An adapter and a retrier in one, as Alamofire's `RequestInterceptor`: each part does nothing
/// unless written (adapting passes the request on; retrying declines).
public protocol RequestInterceptor: RequestAdapter, RequestRetrier {}

extension RequestInterceptor {
    /// Passes the request on.
    public func adapt(
        _ urlRequest: URLRequest, for session: Session, completion: @escaping @Sendable (Result<URLRequest, any Error>) -> Void
    ) {
        completion(.success(urlRequest))
    }

    /// Does not retry.
    public func retry(
        _ request: Request, for session: Session, dueTo error: any Error, completion: @escaping @Sendable (RetryResult) -> Void
    ) {
        completion(.doNotRetry)
    }
}

/// A closure that adapts a request.
public typealias AdaptHandler =
    @Sendable (URLRequest, Session, _ completion: @escaping @Sendable (Result<URLRequest, any Error>) -> Void) -> Void
/// A closure that decides a retry.
public typealias RetryHandler = @Sendable (Request, Session, any Error, _ completion: @escaping @Sendable (RetryResult) -> Void) -> Void

/// An adapter made of a closure, as Alamofire's `Adapter`.
open class Adapter: @unchecked Sendable, RequestInterceptor {
    private let adaptHandler: AdaptHandler

    /// An adapter calling `adaptHandler`.
    public init(_ adaptHandler: @escaping AdaptHandler) {
        self.adaptHandler = adaptHandler
    }

    /// Calls the closure.
    open func adapt(_ urlRequest: URLRequest, for session: Session, completion: @escaping @Sendable (Result<URLRequest, any Error>) -> Void)
    {
        adaptHandler(urlRequest, session, completion)
    }
}

/// A retrier made of a closure, as Alamofire's `Retrier`.
open class Retrier: @unchecked Sendable, RequestInterceptor {
    private let retryHandler: RetryHandler

    /// A retrier calling `retryHandler`.
    public init(_ retryHandler: @escaping RetryHandler) {
        self.retryHandler = retryHandler
    }

    /// Calls the closure.
    open func retry(_ request: Request, for session: Session, dueTo error: any Error, completion: @escaping @Sendable (RetryResult) -> Void)
    {
        retryHandler(request, session, error, completion)
    }
}

/// Adapters and retriers in order, as Alamofire's `Interceptor`: every adapter adapts in turn (the
/// first failure stops), and the first retrier that decides anything but `.doNotRetry` decides.
open class Interceptor: @unchecked Sendable, RequestInterceptor {
    /// The adapters, in order.
    public let adapters: [any RequestAdapter]
    /// The retriers, in order.
    public let retriers: [any RequestRetrier]

    /// An interceptor of two closures.
    public init(adaptHandler: @escaping AdaptHandler, retryHandler: @escaping RetryHandler) {
        adapters = [Adapter(adaptHandler)]
        retriers = [Retrier(retryHandler)]
    }

    /// An interceptor of one adapter and one retrier.
    public init(adapter: any RequestAdapter, retrier: any RequestRetrier) {
        adapters = [adapter]
        retriers = [retrier]
    }

    /// An interceptor of the adapters, the retriers, and the interceptors (which count as both).
    public init(adapters: [any RequestAdapter] = [], retriers: [any RequestRetrier] = [], interceptors: [any RequestInterceptor] = []) {
        self.adapters = adapters + interceptors.map { $0 as any RequestAdapter }
        self.retriers = retriers + interceptors.map { $0 as any RequestRetrier }
    }

    /// Adapts through every adapter in turn.
    open func adapt(_ urlRequest: URLRequest, for session: Session, completion: @escaping @Sendable (Result<URLRequest, any Error>) -> Void)
    {
        adapt(
            urlRequest, remaining: adapters[...],
            step: { adapter, request, next in adapter.adapt(request, for: session, completion: next) },
            completion: completion)
    }

    /// Adapts through every adapter in turn, passing `state`.
    open func adapt(
        _ urlRequest: URLRequest, using state: RequestAdapterState, completion: @escaping @Sendable (Result<URLRequest, any Error>) -> Void
    ) {
        adapt(
            urlRequest, remaining: adapters[...],
            step: { adapter, request, next in adapter.adapt(request, using: state, completion: next) },
            completion: completion)
    }

    private func adapt(
        _ urlRequest: URLRequest, remaining: ArraySlice<any RequestAdapter>,
        step: @escaping @Sendable (any RequestAdapter, URLRequest, @escaping @Sendable (Result<URLRequest, any Error>) -> Void) -> Void,
        completion: @escaping @Sendable (Result<URLRequest, any Error>) -> Void
    ) {
        guard let adapter = remaining.first else {
            completion(.success(urlRequest))
            return
        }
        let rest = HandOver(value: remaining.dropFirst())
        step(adapter, urlRequest) { result in
            switch result {
            case .success(let adapted): self.adapt(adapted, remaining: rest.value, step: step, completion: completion)
            case .failure: completion(result)
            }
        }
    }

    /// Asks each retrier in turn until one decides something other than `.doNotRetry`.
    open func retry(_ request: Request, for session: Session, dueTo error: any Error, completion: @escaping @Sendable (RetryResult) -> Void)
    {
        retry(request, for: session, dueTo: error, remaining: retriers[...], completion: completion)
    }

    private func retry(
        _ request: Request, for session: Session, dueTo error: any Error, remaining: ArraySlice<any RequestRetrier>,
        completion: @escaping @Sendable (RetryResult) -> Void
    ) {
        guard let retrier = remaining.first else {
            completion(.doNotRetry)
            return
        }
        let rest = HandOver(value: remaining.dropFirst())
        let failure = HandOver(value: error)
        retrier.retry(request, for: session, dueTo: error) { result in
            if case .doNotRetry = result {
                self.retry(request, for: session, dueTo: failure.value, remaining: rest.value, completion: completion)
            } else {
                completion(result)
            }
        }
    }
}

extension RequestInterceptor where Self == Interceptor {
    /// An interceptor of two closures.
    public static func interceptor(adapter: @escaping AdaptHandler, retrier: @escaping RetryHandler) -> Interceptor {
        Interceptor(adaptHandler: adapter, retryHandler: retrier)
    }
}

extension RequestInterceptor where Self == RetryPolicy {
    /// A ``RetryPolicy`` with its defaults.
    public static var retryPolicy: RetryPolicy { RetryPolicy() }
}

/// Retries idempotent requests that failed with a transient status or network error, waiting
/// longer each time, as Alamofire's `RetryPolicy`: by default twice, after `0.5 × 2^n` seconds.
open class RetryPolicy: @unchecked Sendable, RequestInterceptor {
    /// Two retries.
    public static let defaultRetryLimit: UInt = 2
    /// Each wait doubles.
    public static let defaultExponentialBackoffBase: UInt = 2
    /// The first wait is half a second.
    public static let defaultExponentialBackoffScale: Double = 0.5
    /// The methods that may be sent again.
    public static let defaultRetryableHTTPMethods: Set<HTTPMethod> = [.delete, .get, .head, .options, .put, .trace]
    /// Request timeout, server errors and their kin.
    public static let defaultRetryableHTTPStatusCodes: Set<Int> = [408, 500, 502, 503, 504]
    /// Network errors worth another try.
    public static let defaultRetryableURLErrorCodes: Set<URLError.Code> = [
        .backgroundSessionInUseByAnotherProcess, .backgroundSessionWasDisconnected, .badServerResponse, .callIsActive,
        .cannotConnectToHost, .cannotFindHost, .cannotLoadFromNetwork, .dataNotAllowed, .dnsLookupFailed, .downloadDecodingFailedMidStream,
        .downloadDecodingFailedToComplete, .internationalRoamingOff, .networkConnectionLost, .notConnectedToInternet,
        .secureConnectionFailed, .serverCertificateHasBadDate, .serverCertificateNotYetValid, .timedOut,
    ]

    /// How many retries at most.
    public let retryLimit: UInt
    /// The base of the growing wait.
    public let exponentialBackoffBase: UInt
    /// The first wait.
    public let exponentialBackoffScale: Double
    /// The methods that may be sent again.
    public let retryableHTTPMethods: Set<HTTPMethod>
    /// The status codes worth another try.
    public let retryableHTTPStatusCodes: Set<Int>
    /// The network errors worth another try.
    public let retryableURLErrorCodes: Set<URLError.Code>

    /// A policy with the choices given.
    public init(
        retryLimit: UInt = RetryPolicy.defaultRetryLimit, exponentialBackoffBase: UInt = RetryPolicy.defaultExponentialBackoffBase,
        exponentialBackoffScale: Double = RetryPolicy.defaultExponentialBackoffScale,
        retryableHTTPMethods: Set<HTTPMethod> = RetryPolicy.defaultRetryableHTTPMethods,
        retryableHTTPStatusCodes: Set<Int> = RetryPolicy.defaultRetryableHTTPStatusCodes,
        retryableURLErrorCodes: Set<URLError.Code> = RetryPolicy.defaultRetryableURLErrorCodes
    ) {
        precondition(exponentialBackoffBase >= 2, "The backoff base must be at least 2.")
        self.retryLimit = retryLimit
        self.exponentialBackoffBase = exponentialBackoffBase
        self.exponentialBackoffScale = exponentialBackoffScale
        self.retryableHTTPMethods = retryableHTTPMethods
        self.retryableHTTPStatusCodes = retryableHTTPStatusCodes
        self.retryableURLErrorCodes = retryableURLErrorCodes
    }

    /// Retries after `scale × base^retryCount` seconds while under the limit and the failure is transient.
    open func retry(_ request: Request, for session: Session, dueTo error: any Error, completion: @escaping @Sendable (RetryResult) -> Void)
    {
        if request.retryCount < retryLimit, shouldRetry(request: request, dueTo: error) {
            completion(.retryWithDelay(pow(Double(exponentialBackoffBase), Double(request.retryCount)) * exponentialBackoffScale))
        } else {
            completion(.doNotRetry)
        }
    }

    /// Whether the request's method may be sent again and its failure is transient.
    open func shouldRetry(request: Request, dueTo error: any Error) -> Bool {
        guard let method = request.request?.method, retryableHTTPMethods.contains(method) else { return false }
        if let code = request.response?.statusCode, retryableHTTPStatusCodes.contains(code) { return true }
        let underlying = (error as? AFError)?.underlyingError ?? error
        if let urlError = underlying as? URLError { return retryableURLErrorCodes.contains(urlError.code) }
        return false
    }
}

/// A ``RetryPolicy`` for dropped connections only, as Alamofire's `ConnectionLostRetryPolicy`.
open class ConnectionLostRetryPolicy: RetryPolicy, @unchecked Sendable {
    /// A policy retrying `networkConnectionLost` only.
    public init(
        retryLimit: UInt = RetryPolicy.defaultRetryLimit, exponentialBackoffBase: UInt = RetryPolicy.defaultExponentialBackoffBase,
        exponentialBackoffScale: Double = RetryPolicy.defaultExponentialBackoffScale,
        retryableHTTPMethods: Set<HTTPMethod> = RetryPolicy.defaultRetryableHTTPMethods
    ) {
        super.init(
            retryLimit: retryLimit, exponentialBackoffBase: exponentialBackoffBase, exponentialBackoffScale: exponentialBackoffScale,
            retryableHTTPMethods: retryableHTTPMethods, retryableHTTPStatusCodes: [], retryableURLErrorCodes: [.networkConnectionLost])
    }
}
