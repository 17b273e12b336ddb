// `import CoreMotion` brings Foundation (`OperationQueue`, `Date`, `NSNumber`), as on iOS.
@_exported import Foundation

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The domain of the errors CoreMotion reports (`(error as NSError).domain`).
public let CMErrorDomain = "CMErrorDomain"

/// A CoreMotion error code, as Swift sees Apple's C enum: a raw `UInt32` with global constants
/// (`CMErrorMotionActivityNotAvailable`...), compared as `(error as NSError).code ==
/// Int(CMErrorMotionActivityNotAvailable.rawValue)`.
public struct CMError: RawRepresentable, Hashable, Sendable {
    /// The code's number (100 to 113).
    public var rawValue: UInt32
    /// The code numbered `rawValue`.
    public init(_ rawValue: UInt32) { self.rawValue = rawValue }
    /// The code numbered `rawValue`.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The `NSError` CoreMotion hands a handler for this code.
    var error: NSError { NSError(domain: CMErrorDomain, code: Int(rawValue)) }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// No error.
public let CMErrorNULL = CMError(100)
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The device must move before the request can be answered.
public let CMErrorDeviceRequiresMovement = CMError(101)
// swift-format-ignore: AlwaysUseLowerCamelCase
/// True north is not available.
public let CMErrorTrueNorthNotAvailable = CMError(102)
// swift-format-ignore: AlwaysUseLowerCamelCase
/// An unknown error.
public let CMErrorUnknown = CMError(103)
// swift-format-ignore: AlwaysUseLowerCamelCase
/// Motion activity (and the pedometer) is not available on this device: always the case on Linux.
public let CMErrorMotionActivityNotAvailable = CMError(104)
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The app is not authorised to use motion activity.
public let CMErrorMotionActivityNotAuthorized = CMError(105)
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The app lacks the motion activity entitlement.
public let CMErrorMotionActivityNotEntitled = CMError(106)
// swift-format-ignore: AlwaysUseLowerCamelCase
/// A parameter was invalid.
public let CMErrorInvalidParameter = CMError(107)
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The action is invalid.
public let CMErrorInvalidAction = CMError(108)
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The feature is not available on this device.
public let CMErrorNotAvailable = CMError(109)
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The app lacks the entitlement.
public let CMErrorNotEntitled = CMError(110)
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The app is not authorised.
public let CMErrorNotAuthorized = CMError(111)
// swift-format-ignore: AlwaysUseLowerCamelCase
/// No data was returned.
public let CMErrorNilData = CMError(112)
// swift-format-ignore: AlwaysUseLowerCamelCase
/// The size is invalid.
public let CMErrorSize = CMError(113)

/// Whether the user allowed the app to read motion data (pedometer, altimeter, activity).
public enum CMAuthorizationStatus: Int, Sendable {
    /// The user has not been asked.
    case notDetermined = 0
    /// Nothing the user can grant: the device has no motion coprocessor. Linux's answer.
    case restricted = 1
    /// The user refused.
    case denied = 2
    /// The user allowed it.
    case authorized = 3
}

/// Hands a handler to another queue: CoreMotion calls its handlers on a queue of its own or the
/// one given, as UIKit-era callbacks are, whatever their captures.
struct HandlerDelivery<Value>: @unchecked Sendable {
    // Unchecked: the handler is called once, on the queue the API documents, never concurrently.
    let handler: (Value?, (any Error)?) -> Void

    /// Calls the handler with `CMErrorMotionActivityNotAvailable`, later, on `queue` (a queue of
    /// CoreMotion's own when nil), as iOS answers on a device without the sensor.
    func replyNotAvailable(on queue: OperationQueue?) {
        let error = CMErrorMotionActivityNotAvailable.error
        if let queue {
            queue.addOperation { handler(nil, error) }
        } else {
            replyQueue.async { handler(nil, error) }
        }
    }
}

/// The queue the handlers without a queue argument are called on (as iOS's private one).
let replyQueue = DispatchQueue(label: "CoreMotion.replies")
