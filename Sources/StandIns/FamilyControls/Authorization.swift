@_exported import Foundation
import ManagedSettings

/// Who the app asks Screen Time authorization for, as FamilyControls' `FamilyControlsMember`.
public enum FamilyControlsMember: Sendable, Hashable {
    /// The person using the device (iOS 16).
    case individual
    /// A child in the person's Family Sharing group (a parent approves).
    case child
}

/// Whether the app may use Screen Time, as FamilyControls' `AuthorizationStatus`.
public enum AuthorizationStatus: Int, Sendable, Hashable, Codable {
    /// The app has not asked.
    case notDetermined = 0
    /// The person (or a parent) refused, or the app's authorization was revoked.
    case denied = 1
    /// The app may use Screen Time.
    case approved = 2
}

/// What went wrong asking for authorization, as FamilyControls' `FamilyControlsError`.
public enum FamilyControlsError: Error, Sendable, Hashable, LocalizedError {
    /// The device's restrictions forbid it.
    case restricted
    /// Screen Time is not available (on Linux: always, unless a test answers the request).
    case unavailable
    /// The account cannot be authorized this way (not a child account, for `.child`).
    case invalidAccountType
    /// An argument was not valid.
    case invalidArgument
    /// Another app already holds authorization.
    case authorizationConflict
    /// The person declined.
    case authorizationCanceled
    /// The network was needed and not reachable.
    case networkError
    /// The device has no passcode, Face ID or Touch ID to confirm with.
    case authenticationMethodUnavailable

    /// What went wrong and what to do, in words.
    public var errorDescription: String? {
        switch self {
        case .restricted: "Screen Time authorization is restricted on this device."
        case .unavailable:
            "Screen Time is not available: on Linux nobody answers the request unless a test calls "
                + "AuthorizationCenter.answerAuthorizationRequests(with:)."
        case .invalidAccountType: "This account cannot grant Screen Time authorization this way."
        case .invalidArgument: "The authorization request was not valid."
        case .authorizationConflict: "Another app already manages Screen Time on this device."
        case .authorizationCanceled: "The person declined Screen Time access."
        case .networkError: "Screen Time authorization needs a network connection."
        case .authenticationMethodUnavailable: "The device has no passcode, Face ID or Touch ID to confirm with."
        }
    }
}

/// The app's Screen Time authorization, as FamilyControls' `AuthorizationCenter`.
///
/// Linux has no Screen Time and nobody to answer its prompt, so napkin keeps the status for the process and a test
/// chooses the answer with ``answerAuthorizationRequests(with:)``:
/// - `.approved`: the request returns and the status becomes approved;
/// - `.denied`: the request throws ``FamilyControlsError/authorizationCanceled`` (the person declined) and the
///   status becomes denied;
/// - `.notDetermined` (the default, nobody answering): the request throws ``FamilyControlsError/unavailable`` and
///   the status stays not determined.
public final class AuthorizationCenter: @unchecked Sendable {
    // Sound: every access to the two values holds `lock`.
    /// The app's authorization center.
    public static let shared = AuthorizationCenter()
    private let lock = NSLock()
    private var status = AuthorizationStatus.notDetermined
    private var answer = AuthorizationStatus.notDetermined

    private init() {}

    /// Whether the app may use Screen Time.
    public var authorizationStatus: AuthorizationStatus { lock.withLock { status } }

    /// Asks for authorization for `member`; returns when granted, throws ``FamilyControlsError`` otherwise.
    public func requestAuthorization(for member: FamilyControlsMember) async throws {
        try lock.withLock {
            if status == .approved { return }
            switch answer {
            case .approved: status = .approved
            case .denied:
                status = .denied
                throw FamilyControlsError.authorizationCanceled
            case .notDetermined: throw FamilyControlsError.unavailable
            }
        }
    }

    /// Revokes the app's authorization; `completionHandler` hears the outcome.
    public func revokeAuthorization(completionHandler: @escaping (Result<Void, any Error>) -> Void) {
        lock.withLock { status = .denied }
        completionHandler(.success(()))
    }

    /// Revokes the app's authorization.
    public func revokeAuthorization() async throws { lock.withLock { status = .denied } }

    // MARK: Napkin additions

    /// Sets how the next requests are answered (a napkin addition): `.approved`, `.denied`, or `.notDetermined` for
    /// nobody answering (the default).
    public static func answerAuthorizationRequests(with answer: AuthorizationStatus) { shared.lock.withLock { shared.answer = answer } }

    /// Sets the status as if the person had already answered (a napkin addition).
    public static func setAuthorizationStatus(_ status: AuthorizationStatus) { shared.lock.withLock { shared.status = status } }

    /// Forgets the status and the answer (a napkin addition).
    public static func resetAuthorization() {
        shared.lock.withLock {
            shared.status = .notDetermined
            shared.answer = .notDetermined
        }
    }
}
