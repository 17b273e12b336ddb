import Foundation

/// Whether the device has an iCloud account the app can use, as CloudKit's `CKAccountStatus`.
public enum CKAccountStatus: Int, Sendable, Hashable {
    /// The status could not be found.
    case couldNotDetermine = 0
    /// Signed in: the private database can be used.
    case available = 1
    /// Parental controls or device management keep the app from iCloud.
    case restricted = 2
    /// No one is signed in to iCloud (a fresh Linux machine).
    case noAccount = 3
    /// Signed in, but the account needs attention in Settings.
    case temporarilyUnavailable = 4
}

extension Notification.Name {
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Posted when the device's iCloud account changes (here: when a test sets the account status).
    public static let CKAccountChanged = Notification.Name("CKAccountChangedNotification")
}

/// An app's iCloud container, as CloudKit's `CKContainer`: its private, public and shared databases and the
/// account status.
///
/// On Linux the container is napkin's in-memory iCloud: its records live as long as the process, shared by every
/// `CKContainer` with its identifier, and nothing touches the network. No one is signed in until a test says so
/// (``setAccountStatus(_:)``, napkin's addition): `accountStatus` answers `.noAccount`, and the private and shared
/// databases fail with ``CKError/Code/notAuthenticated``, as on a device signed out of iCloud; the public database
/// reads without an account. ``setNetworkAvailable(_:)`` makes every request fail with
/// ``CKError/Code/networkUnavailable``; ``resetSimulatedCloud()`` empties every container.
open class CKContainer: @unchecked Sendable {
    /// The container's identifier (`"iCloud.com.example.app"`).
    public let containerIdentifier: String?
    let identifier: String

    /// The user record ID the signed-in user's records are created by.
    static let userRecordID = CKRecord.ID(recordName: "_napkinSignedInUser")

    /// The app's default container, `iCloud.` and the bundle identifier.
    open class func `default`() -> CKContainer {
        CKContainer(identifier: "iCloud." + (Bundle.main.bundleIdentifier ?? "napkin.app"))
    }

    /// The container `containerIdentifier` (`"iCloud.com.example.app"`).
    public init(identifier containerIdentifier: String) {
        self.containerIdentifier = containerIdentifier
        identifier = containerIdentifier
    }

    /// The signed-in user's own records.
    open var privateCloudDatabase: CKDatabase { CKDatabase(container: self, scope: .private) }
    /// The records every user of the app reads.
    open var publicCloudDatabase: CKDatabase { CKDatabase(container: self, scope: .public) }
    /// The records other users share with the signed-in user.
    open var sharedCloudDatabase: CKDatabase { CKDatabase(container: self, scope: .shared) }

    /// The database of `databaseScope`.
    open func database(with databaseScope: CKDatabase.Scope) -> CKDatabase { CKDatabase(container: self, scope: databaseScope) }

    /// The account status, handed to `completionHandler` on a queue of its own, as on iOS.
    open func accountStatus(completionHandler: @escaping @Sendable (CKAccountStatus, (any Error)?) -> Void) {
        let status = currentAccountStatus
        DispatchQueue.global().async { completionHandler(status, nil) }
    }

    /// The account status.
    open func accountStatus() async throws -> CKAccountStatus { currentAccountStatus }

    /// The signed-in user's record ID, or ``CKError/Code/notAuthenticated`` without an account.
    open func fetchUserRecordID(completionHandler: @escaping @Sendable (CKRecord.ID?, (any Error)?) -> Void) {
        let result = Result { try userRecordIDNow() }
        DispatchQueue.global().async {
            switch result {
            case .success(let id): completionHandler(id, nil)
            case .failure(let error): completionHandler(nil, error)
            }
        }
    }

    /// The signed-in user's record ID, or ``CKError/Code/notAuthenticated`` without an account.
    open func userRecordID() async throws -> CKRecord.ID { try userRecordIDNow() }

    private func userRecordIDNow() throws -> CKRecord.ID {
        guard currentAccountStatus == .available else { throw CKError(.notAuthenticated) }
        return Self.userRecordID
    }

    /// Runs `operation` against this container (its databases' operations run against their database).
    open func add(_ operation: CKOperation) {
        operation.container = operation.container ?? self
        DispatchQueue.global().async { operation.start() }
    }

    var currentAccountStatus: CKAccountStatus { CloudStore.shared.with(identifier) { $0.accountStatus } }

    // MARK: napkin's additions

    /// Sets the device's iCloud account status for this container (napkin's addition; `.noAccount` until set) and
    /// posts `CKAccountChanged`.
    public func setAccountStatus(_ status: CKAccountStatus) {
        CloudStore.shared.with(identifier) { $0.accountStatus = status }
        NotificationCenter.default.post(name: .CKAccountChanged, object: nil)
    }

    /// Sets whether the network is there (napkin's addition; true until set): without it every database request
    /// fails with ``CKError/Code/networkUnavailable``.
    public func setNetworkAvailable(_ available: Bool) {
        CloudStore.shared.with(identifier) { $0.networkAvailable = available }
    }

    /// Empties every container, signs out and brings the network back (napkin's addition), for a fresh test.
    public static func resetSimulatedCloud() { CloudStore.shared.reset() }
}
