import Foundation

#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The session most code uses, as Alamofire's `AF`: ``Session/default``.
public let AF = Session.default

/// What Alamofire says about itself, as upstream's `AFInfo`.
public enum AFInfo {
    /// The Alamofire version whose names this stand-in follows.
    public static let version = "5.12.0"
}

/// A result whose failure is an ``AFError``.
public typealias AFResult<Success> = Result<Success, AFError>

/// Hands `value` to `handler` on `queue`. The values Alamofire delivers (decoded models, JSON
/// objects) need not be `Sendable`: each one is made for one handler and handed over once.
func deliver<Value>(_ value: Value, on queue: DispatchQueue, to handler: @escaping @Sendable (Value) -> Void) {
    nonisolated(unsafe) let handedOver = value
    queue.async { handler(handedOver) }
}

/// A value carried across a queue or a task boundary by code that hands it over once.
struct HandOver<Value>: @unchecked Sendable {
    let value: Value
}
