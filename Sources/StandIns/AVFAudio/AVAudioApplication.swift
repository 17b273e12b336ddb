import Foundation

/// The app's audio settings that are not the session's, as AVFAudio's `AVAudioApplication` (iOS 17): above all,
/// whether the person lets the app record.
///
/// Linux has no microphone and no person to ask, so the answer is chosen by the test, as napkin's other stand-ins
/// do it: permission starts ``recordPermission-swift.enum/undetermined``; a request asks only then and is declined
/// unless ``answerRecordPermissionRequests(granting:)`` said otherwise (then the permission is
/// ``recordPermission-swift.enum/denied``, as when "Don't Allow" is tapped); ``setRecordPermission(_:)`` sets an
/// earlier answer. Completions are called before the request returns. As on iOS, permission does not stop
/// recording: without it the microphone records silence, and napkin's records silence either way.
public final class AVAudioApplication: NSObject, @unchecked Sendable {
    // swift-format-ignore: TypeNamesShouldBeCapitalized
    /// Whether the app may record, with AVFAudio's four-character numbers (lower-case, as AVFAudio names it).
    public enum recordPermission: Int, Sendable {
        /// Not asked yet ('undt').
        case undetermined = 0x756E_6474
        /// Refused ('deny').
        case denied = 0x6465_6E79
        /// Allowed ('grnt').
        case granted = 0x6772_6E74
    }

    private let lock = NSLock()
    private var permission = recordPermission.undetermined
    private var grants = false
    private var muted = false

    private override init() { super.init() }

    /// The app's one instance.
    public static let shared = AVAudioApplication()

    /// Whether the app may record.
    public var recordPermission: recordPermission { lock.withLock { permission } }

    /// True when the app's input is muted.
    public var isInputMuted: Bool { lock.withLock { muted } }

    /// Mutes or unmutes the app's input.
    public func setInputMuted(_ muted: Bool) throws { lock.withLock { self.muted = muted } }

    /// Asks the person to let the app record, when not asked before; `response` hears whether it may.
    public class func requestRecordPermission(completionHandler response: @escaping (Bool) -> Void) {
        response(shared.request())
    }

    /// Asks the person to let the app record, when not asked before: true when it may.
    public class func requestRecordPermission() async -> Bool { shared.request() }

    private func request() -> Bool {
        lock.withLock {
            if permission == .undetermined { permission = grants ? .granted : .denied }
            return permission == .granted
        }
    }

    // MARK: Napkin additions

    /// Sets what the person has already answered, as on a device where they answered before the app ran (a
    /// napkin addition).
    public static func setRecordPermission(_ permission: recordPermission) {
        shared.lock.withLock { shared.permission = permission }
    }

    /// Sets how the person answers the next prompt: `granting` true allows recording, false (the default)
    /// declines (a napkin addition).
    public static func answerRecordPermissionRequests(granting: Bool) {
        shared.lock.withLock { shared.grants = granting }
    }

    /// Back to a person never asked, who would decline, and an unmuted input (a napkin addition).
    public static func resetRecordPermission() {
        shared.lock.withLock { (shared.permission, shared.grants, shared.muted) = (.undetermined, false, false) }
    }
}
