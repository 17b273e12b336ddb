import Foundation

/// What requests throw when a token for Apple Music API cannot be had, as MusicKit's `MusicTokenRequestError`.
///
/// napkin throws ``permissionDenied`` when the app is not authorized (``MusicAuthorization/currentStatus``), and
/// ``developerTokenRequestFailed`` for a catalog request while ``SimulatedAppleMusic`` has no catalog (as for an
/// app not registered for MusicKit): seed one with `SimulatedAppleMusic.shared.catalog = [...]`.
public enum MusicTokenRequestError: Error, LocalizedError, Hashable, Sendable, CustomStringConvertible {
    /// The developer token could not be had (here: no catalog was seeded).
    case developerTokenRequestFailed
    /// The person did not allow the app to use Apple Music.
    case permissionDenied
    /// The person must accept Apple Music's privacy policy first.
    case privacyAcknowledgementRequired
    /// The person is not signed in to Apple Music.
    case userNotSignedIn
    /// The user token could not be had.
    case userTokenRequestFailed
    /// The user token was revoked.
    case userTokenRevoked
    /// Anything else.
    case unknown

    /// What went wrong and what to do.
    public var errorDescription: String? {
        switch self {
        case .developerTokenRequestFailed:
            "napkin's simulated Apple Music has no catalog: seed one in the test with "
                + "SimulatedAppleMusic.shared.catalog = [album, song, …] (an empty array for a catalog with nothing in it)."
        case .permissionDenied:
            "The app is not authorized to use Apple Music: call MusicAuthorization.request() first (napkin: set "
                + "SimulatedAppleMusic.shared.promptAnswer = .authorized, or authorizationStatus)."
        case .privacyAcknowledgementRequired: "The person must accept Apple Music's privacy policy first."
        case .userNotSignedIn: "The person is not signed in to Apple Music."
        case .userTokenRequestFailed: "The Apple Music user token could not be had."
        case .userTokenRevoked: "The Apple Music user token was revoked."
        case .unknown: "An Apple Music token request failed."
        }
    }

    /// The case's name.
    public var description: String {
        switch self {
        case .developerTokenRequestFailed: "developerTokenRequestFailed"
        case .permissionDenied: "permissionDenied"
        case .privacyAcknowledgementRequired: "privacyAcknowledgementRequired"
        case .userNotSignedIn: "userNotSignedIn"
        case .userTokenRequestFailed: "userTokenRequestFailed"
        case .userTokenRevoked: "userTokenRevoked"
        case .unknown: "unknown"
        }
    }
}
