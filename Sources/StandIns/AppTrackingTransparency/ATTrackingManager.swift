@_exported import Foundation

/// The person's answer to the tracking prompt, as AppTrackingTransparency's `ATTrackingManager`.
///
/// Linux has nobody to answer the prompt, so napkin keeps the answer for the process and lets a test choose it:
///
/// - The status starts ``AuthorizationStatus-swift.enum/notDetermined``. A request then asks; with nobody told how to
///   answer, nobody does: the status stays ``AuthorizationStatus-swift.enum/notDetermined`` and the completion hears
///   that, as on iOS when the prompt cannot be shown (the app not active). After
///   ``answerTrackingRequests(with:)`` the request gets that answer, and the status keeps it.
/// - Once answered (or set with ``setTrackingAuthorizationStatus(_:)``, as on a device where the person answered
///   before, or where tracking is restricted), requests do not ask again: they hear the status.
/// - Completions are called before the request returns.
///
/// ```swift
/// ATTrackingManager.resetTrackingAuthorization()
/// ATTrackingManager.answerTrackingRequests(with: .authorized)
/// TrackerManager.requestTrackingAuthorization()   // the app's code: hears .authorized
/// ```
open class ATTrackingManager: NSObject {
    /// What the person allowed, as AppTrackingTransparency's `ATTrackingManager.AuthorizationStatus`.
    public enum AuthorizationStatus: UInt, Sendable, Hashable {
        /// The person has not been asked (or did not answer).
        case notDetermined = 0
        /// Tracking is not allowed on this device (a management profile, a child account); nobody is asked.
        case restricted = 1
        /// The person asked the app not to track.
        case denied = 2
        /// The person allowed tracking.
        case authorized = 3
    }

    /// What the person allowed.
    open class var trackingAuthorizationStatus: AuthorizationStatus { TrackingPrompt.shared.status }

    /// Asks the person (when they have not answered) and calls `completion` with the status.
    open class func requestTrackingAuthorization(completionHandler completion: @escaping @Sendable (AuthorizationStatus) -> Void) {
        completion(TrackingPrompt.shared.request())
    }

    /// Asks the person (when they have not answered) and returns the status.
    open class func requestTrackingAuthorization() async -> AuthorizationStatus {
        TrackingPrompt.shared.request()
    }

    // MARK: Napkin additions

    /// Sets how the person answers the next prompt (a napkin addition): ``AuthorizationStatus-swift.enum/authorized``
    /// ("Allow"), ``AuthorizationStatus-swift.enum/denied`` ("Ask App Not to Track"), or
    /// ``AuthorizationStatus-swift.enum/notDetermined`` for nobody answering (the default).
    /// ``AuthorizationStatus-swift.enum/restricted`` is no answer: set it with ``setTrackingAuthorizationStatus(_:)``.
    public static func answerTrackingRequests(with answer: AuthorizationStatus) {
        TrackingPrompt.shared.setAnswer(answer == .restricted ? .notDetermined : answer)
    }

    /// Sets what the person has already answered, or ``AuthorizationStatus-swift.enum/restricted`` for a device that
    /// never asks (a napkin addition).
    public static func setTrackingAuthorizationStatus(_ status: AuthorizationStatus) {
        TrackingPrompt.shared.setStatus(status)
    }

    /// Forgets the answer: not determined, and nobody answering prompts (a napkin addition).
    public static func resetTrackingAuthorization() {
        TrackingPrompt.shared.setStatus(.notDetermined)
        TrackingPrompt.shared.setAnswer(.notDetermined)
    }
}

/// The process's tracking permission and how the next prompt is answered.
private final class TrackingPrompt: @unchecked Sendable {
    // Sound: every access to the two values holds `lock`.
    static let shared = TrackingPrompt()
    private let lock = NSLock()
    private var currentStatus = ATTrackingManager.AuthorizationStatus.notDetermined
    private var answer = ATTrackingManager.AuthorizationStatus.notDetermined

    var status: ATTrackingManager.AuthorizationStatus { lock.withLock { currentStatus } }

    func setStatus(_ status: ATTrackingManager.AuthorizationStatus) { lock.withLock { currentStatus = status } }

    func setAnswer(_ answer: ATTrackingManager.AuthorizationStatus) { lock.withLock { self.answer = answer } }

    /// The status after a request: the prompt's answer when the person had not answered, else what they answered.
    func request() -> ATTrackingManager.AuthorizationStatus {
        lock.withLock {
            if currentStatus == .notDetermined { currentStatus = answer }
            return currentStatus
        }
    }
}
