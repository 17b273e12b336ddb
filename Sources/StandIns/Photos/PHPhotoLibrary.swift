import Foundation

/// The device's photo library, as Photos' `PHPhotoLibrary`, backed by napkin's ``SimulatedPhotoLibrary``.
///
/// Linux has no library: access is `.restricted` unless a test gives the process one with
/// ``setAuthorizationStatus(_:for:)`` (for example `.notDetermined`, so the app's prompt shows) and chooses the
/// prompt's answer with ``answerAuthorizationRequests(granting:)`` (declined unless told). With access, changes made
/// in ``performChanges(_:completionHandler:)`` save assets a test reads with `PHAsset.fetchAssets(with:)` or
/// ``SimulatedPhotoLibrary/assets``.
public final class PHPhotoLibrary: Sendable {
    private static let library = PHPhotoLibrary()

    /// The photo library.
    public static func shared() -> PHPhotoLibrary { library }

    /// Access to the library, as Photos' `PHAuthorizationStatus`.
    public enum AuthorizationStatus: Int, Sendable, Hashable {
        /// Not asked yet.
        case notDetermined = 0
        /// Not allowed, and the person cannot allow it.
        case restricted = 1
        /// The person refused.
        case denied = 2
        /// Allowed.
        case authorized = 3
        /// Allowed for the assets the person chose.
        case limited = 4
    }

    /// Read and write, or add only.
    public enum AccessLevel: Int, Sendable, Hashable {
        /// Adding only.
        case addOnly = 1
        /// Reading and writing.
        case readWrite = 2
    }

    private static var store: SimulatedPhotoLibrary { .shared }

    /// Access at `accessLevel`.
    public static func authorizationStatus(for accessLevel: AccessLevel) -> AuthorizationStatus {
        AuthorizationStatus(rawValue: store.authorizationStatus(addOnly: accessLevel == .addOnly)) ?? .restricted
    }

    /// Read-write access (deprecated on iOS 14 for ``authorizationStatus(for:)``).
    public static func authorizationStatus() -> AuthorizationStatus { authorizationStatus(for: .readWrite) }

    /// Asks for access at `accessLevel` when not asked before; `handler` hears the answer on a queue of its own, as
    /// on iOS.
    public static func requestAuthorization(for accessLevel: AccessLevel, handler: @escaping @Sendable (AuthorizationStatus) -> Void) {
        let status = AuthorizationStatus(rawValue: store.requestAuthorization(addOnly: accessLevel == .addOnly)) ?? .restricted
        DispatchQueue.global().async { handler(status) }
    }

    /// Asks for read-write access (deprecated on iOS 14 for ``requestAuthorization(for:handler:)``). As on iOS, a
    /// person's limited choice is reported `.authorized` here, apps of this form not knowing `.limited`.
    public static func requestAuthorization(_ handler: @escaping @Sendable (AuthorizationStatus) -> Void) {
        requestAuthorization(for: .readWrite) { status in handler(status == .limited ? .authorized : status) }
    }

    /// Asks for access at `accessLevel` when not asked before and returns the answer.
    public static func requestAuthorization(for accessLevel: AccessLevel) async -> AuthorizationStatus {
        AuthorizationStatus(rawValue: store.requestAuthorization(addOnly: accessLevel == .addOnly)) ?? .restricted
    }

    /// Sets what the person has already answered at `accessLevel` (napkin's addition).
    public static func setAuthorizationStatus(_ status: AuthorizationStatus, for accessLevel: AccessLevel) {
        store.setAuthorizationStatus(status.rawValue, addOnly: accessLevel == .addOnly)
    }

    /// Sets how the person answers the next prompt: true allows the whole library, false (the default) declines
    /// (napkin's addition).
    public static func answerAuthorizationRequests(granting: Bool) { store.answerAuthorizationRequests(granting: granting) }

    /// Back to a fresh Linux machine: no assets, access restricted (napkin's addition).
    public static func resetPhotoLibrary() { store.reset() }

    /// Runs `changeBlock`, where the app makes change requests, then `completionHandler` (on a queue of its own)
    /// with whether they were saved. Without add-only or read-write access nothing is saved and the error is
    /// ``PHPhotosError/Code/accessUserDenied`` (or `accessRestricted`).
    public func performChanges(
        _ changeBlock: @escaping @Sendable () -> Void, completionHandler: (@Sendable (Bool, (any Error)?) -> Void)? = nil
    ) {
        let result = Result { try performChangesAndWait(changeBlock) }
        guard let completionHandler else { return }
        DispatchQueue.global().async {
            switch result {
            case .success: completionHandler(true, nil)
            case .failure(let error): completionHandler(false, error)
            }
        }
    }

    /// Runs `changeBlock` and saves its change requests, or throws as ``performChanges(_:completionHandler:)`` reports.
    public func performChanges(_ changeBlock: @escaping @Sendable () -> Void) async throws {
        try performChangesAndWait(changeBlock)
    }

    /// Runs `changeBlock` and saves its change requests before returning; throws without access.
    public func performChangesAndWait(_ changeBlock: @escaping () -> Void) throws {
        let requests = ChangeBlock.collect(changeBlock)
        guard Self.store.canAdd else {
            throw PHPhotosError(
                Self.authorizationStatus(for: .addOnly) == .restricted ? .accessRestricted : .accessUserDenied)
        }
        for request in requests { request.save() }
    }
}

/// Photos' access status under its top-level name.
public typealias PHAuthorizationStatus = PHPhotoLibrary.AuthorizationStatus
/// Photos' access level under its top-level name.
public typealias PHAccessLevel = PHPhotoLibrary.AccessLevel

/// An error of the Photos framework, as its `PHPhotosError`.
public struct PHPhotosError: Error, CustomNSError, LocalizedError, Hashable, Sendable {
    /// The codes used here, with Photos' numbers.
    public enum Code: Int, Sendable {
        /// Access is restricted: the person cannot grant it.
        case accessRestricted = 3310
        /// The person did not grant access.
        case accessUserDenied = 3311
        /// A change request made outside a change block.
        case changeNotSupported = 3300
    }
    /// What went wrong.
    public let code: Code

    /// The error of `code`.
    public init(_ code: Code) { self.code = code }

    /// `PHPhotosErrorDomain`.
    public static var errorDomain: String { "PHPhotosErrorDomain" }
    /// The code's number.
    public var errorCode: Int { code.rawValue }
    /// What went wrong and what to do.
    public var errorDescription: String? {
        switch code {
        case .accessRestricted:
            "The photo library is restricted: napkin has none unless a test sets PHPhotoLibrary.setAuthorizationStatus(_:for:)."
        case .accessUserDenied:
            "The person did not allow access to the photo library; ask with PHPhotoLibrary.requestAuthorization(for:handler:)."
        case .changeNotSupported: "Make change requests inside PHPhotoLibrary.performChanges."
        }
    }
}
