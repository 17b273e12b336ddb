import Foundation

/// A pointer through which a method hands back an error, as Foundation's `NSErrorPointer` on
/// Apple's platforms (Linux's Foundation has no such name): pass `&error` for a `var error: NSError?`.
public typealias NSErrorPointer = UnsafeMutablePointer<NSError?>?

/// What to authenticate the person with, as LocalAuthentication's `LAPolicy`.
public enum LAPolicy: Int, Sendable, Hashable {
    /// Face ID, Touch ID or Optic ID only.
    case deviceOwnerAuthenticationWithBiometrics = 1
    /// Biometrics, or the device passcode.
    case deviceOwnerAuthentication = 2
    /// A paired Apple Watch.
    case deviceOwnerAuthenticationWithWatch = 3
    /// Biometrics or a paired Apple Watch.
    case deviceOwnerAuthenticationWithBiometricsOrWatch = 4

    /// Whether the policy can only be met with biometrics or a watch (no passcode).
    var needsBiometryOrWatch: Bool { self != .deviceOwnerAuthentication }
}

/// Which biometry a device has, as LocalAuthentication's `LABiometryType`.
public enum LABiometryType: Int, Sendable, Hashable {
    /// None: what a Linux machine has.
    case none = 0
    /// Touch ID.
    case touchID = 1
    /// Face ID.
    case faceID = 2
    /// Optic ID.
    case opticID = 4
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// LocalAuthentication's error domain.
public let LAErrorDomain = "com.apple.LocalAuthentication"

/// Why an authentication did not happen, as LocalAuthentication's `LAError`.
///
/// ```swift
/// do { _ = try await context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Unlock") }
/// catch let error as LAError where error.code == .biometryNotAvailable { showPasswordField() }
/// ```
public struct LAError: Error, Hashable, Sendable, CustomNSError {
    /// The reasons, with LocalAuthentication's numbers.
    public enum Code: Int, Sendable, Hashable {
        /// The person did not authenticate.
        case authenticationFailed = -1
        /// The person cancelled.
        case userCancel = -2
        /// The person chose the fallback button.
        case userFallback = -3
        /// The system cancelled (another app came forward).
        case systemCancel = -4
        /// No passcode is set on the device.
        case passcodeNotSet = -5
        /// The device has no biometry, or it may not be used.
        case biometryNotAvailable = -6
        /// No finger or face is enrolled.
        case biometryNotEnrolled = -7
        /// Too many failures: biometry is locked.
        case biometryLockout = -8
        /// The app cancelled (``LAContext/invalidate()``).
        case appCancel = -9
        /// The context was invalidated before.
        case invalidContext = -10
        /// The interface would be needed but interaction is not allowed.
        case notInteractive = -1004

        /// The old name of ``biometryNotAvailable``.
        public static var touchIDNotAvailable: Code { .biometryNotAvailable }
        /// The old name of ``biometryNotEnrolled``.
        public static var touchIDNotEnrolled: Code { .biometryNotEnrolled }
        /// The old name of ``biometryLockout``.
        public static var touchIDLockout: Code { .biometryLockout }
    }

    /// Why.
    public let code: Code

    /// An error for `code`.
    public init(_ code: Code) { self.code = code }

    /// ``LAErrorDomain``.
    public static var errorDomain: String { LAErrorDomain }
    /// The code's number.
    public var errorCode: Int { code.rawValue }
    /// The reason in words.
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: code.reason] }

    /// The person did not authenticate.
    public static var authenticationFailed: Code { .authenticationFailed }
    /// The person cancelled.
    public static var userCancel: Code { .userCancel }
    /// The person chose the fallback button.
    public static var userFallback: Code { .userFallback }
    /// The system cancelled.
    public static var systemCancel: Code { .systemCancel }
    /// No passcode is set.
    public static var passcodeNotSet: Code { .passcodeNotSet }
    /// No biometry on the device.
    public static var biometryNotAvailable: Code { .biometryNotAvailable }
    /// No biometry enrolled.
    public static var biometryNotEnrolled: Code { .biometryNotEnrolled }
    /// Biometry is locked.
    public static var biometryLockout: Code { .biometryLockout }
    /// The app cancelled.
    public static var appCancel: Code { .appCancel }
    /// The context was invalidated.
    public static var invalidContext: Code { .invalidContext }
    /// Interaction is not allowed.
    public static var notInteractive: Code { .notInteractive }
}

extension LAError.Code {
    /// Whether `error` is an `LAError` with `code`: `catch LAError.userCancel { … }`.
    public static func ~= (code: LAError.Code, error: any Error) -> Bool {
        (error as? LAError)?.code == code
    }

    /// The words LocalAuthentication gives for the code.
    var reason: String {
        switch self {
        case .authenticationFailed: "Application retry limit exceeded."
        case .userCancel: "Canceled by user."
        case .userFallback: "Fallback authentication mechanism selected."
        case .systemCancel: "Canceled by another authentication."
        case .passcodeNotSet: "Passcode not set."
        case .biometryNotAvailable: "Biometry is not available on this device."
        case .biometryNotEnrolled: "No identities are enrolled."
        case .biometryLockout: "Biometry is locked out."
        case .appCancel: "Canceled by application."
        case .invalidContext: "The context was invalidated."
        case .notInteractive: "Interaction not allowed."
        }
    }
}

/// A context in which the person authenticates, as LocalAuthentication's `LAContext`.
///
/// A Linux machine has neither biometry nor a device passcode: ``canEvaluatePolicy(_:error:)``
/// answers false, with ``LAError/Code/biometryNotAvailable`` for the biometric and watch
/// policies and ``LAError/Code/passcodeNotSet`` for `.deviceOwnerAuthentication`, and
/// ``evaluatePolicy(_:localizedReason:reply:)`` replies false with the same error, as an iPhone
/// without Face ID or passcode does. ``biometryType`` is `.none`. After ``invalidate()`` every
/// evaluation fails with ``LAError/Code/invalidContext``.
open class LAContext: NSObject, @unchecked Sendable {
    private let lock = NSLock()
    private var invalidated = false

    /// The title of the fallback button ("Enter Password" when nil; none when empty).
    open var localizedFallbackTitle: String?
    /// The title of the cancel button.
    open var localizedCancelTitle: String?
    /// The words explaining why, shown by the system's prompt.
    open var localizedReason = ""
    /// How long a Touch ID unlock of the device counts as this authentication.
    open var touchIDAuthenticationAllowableReuseDuration: TimeInterval = 0
    /// Whether the system may show its interface.
    open var interactionNotAllowed = false

    /// A new context.
    public override init() {}

    /// The biometry the device has: none on Linux.
    open var biometryType: LABiometryType { .none }

    /// The state of the enrolled biometry, for noticing changes: nil, as on a device without biometry.
    open var evaluatedPolicyDomainState: Data? { nil }

    /// Whether `policy` could be evaluated now; if not, `error` is set to why (an `LAError`'s
    /// `NSError`: domain ``LAErrorDomain``, its code).
    open func canEvaluatePolicy(_ policy: LAPolicy, error: NSErrorPointer) -> Bool {
        error?.pointee = failure(for: policy) as NSError
        return false
    }

    /// Asks the person to authenticate for `policy`; `reply` is called on a background queue:
    /// on Linux with false and the reason (``canEvaluatePolicy(_:error:)``'s).
    open func evaluatePolicy(
        _ policy: LAPolicy, localizedReason: String, reply: @escaping @Sendable (Bool, (any Error)?) -> Void
    ) {
        let error = failure(for: policy)
        DispatchQueue.global().async { reply(false, error) }
    }

    /// Asks the person to authenticate for `policy`: on Linux throws the reason.
    open func evaluatePolicy(_ policy: LAPolicy, localizedReason: String) async throws -> Bool {
        throw failure(for: policy)
    }

    /// Cancels any evaluation and makes the context unusable.
    open func invalidate() {
        lock.withLock { invalidated = true }
    }

    /// Why `policy` cannot be evaluated here.
    private func failure(for policy: LAPolicy) -> LAError {
        if lock.withLock({ invalidated }) { return LAError(.invalidContext) }
        return LAError(policy.needsBiometryOrWatch ? .biometryNotAvailable : .passcodeNotSet)
    }
}
