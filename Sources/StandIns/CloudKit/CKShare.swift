import Foundation

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The record name of a zone-wide share (``CKShare/init(recordZoneID:)``).
public let CKRecordNameZoneWideShare = "cloudkit.zoneshare"

extension CKRecord {
    /// The record types CloudKit itself defines, as CloudKit's `CKRecord.SystemType`.
    public enum SystemType {
        /// The type of a user's record.
        public static let userRecord: CKRecord.RecordType = "Users"
        /// The type of a ``CKShare``.
        public static let share: CKRecord.RecordType = "cloudkit.share"
    }
}

/// Who a user is to CloudKit, as CloudKit's `CKUserIdentity`: a user record ID, and how they were looked up.
open class CKUserIdentity: @unchecked Sendable {
    /// How a user is found: an email address, a phone number or a user record ID, as CloudKit's
    /// `CKUserIdentity.LookupInfo`.
    public final class LookupInfo: Hashable, CustomStringConvertible, @unchecked Sendable {
        /// The email address looked up.
        public let emailAddress: String?
        /// The phone number looked up.
        public let phoneNumber: String?
        /// The user record ID looked up.
        public let userRecordID: CKRecord.ID?

        /// A lookup by email address.
        public init(emailAddress: String) {
            self.emailAddress = emailAddress
            phoneNumber = nil
            userRecordID = nil
        }

        /// A lookup by phone number.
        public init(phoneNumber: String) {
            emailAddress = nil
            self.phoneNumber = phoneNumber
            userRecordID = nil
        }

        /// A lookup by user record ID.
        public init(userRecordID: CKRecord.ID) {
            emailAddress = nil
            phoneNumber = nil
            self.userRecordID = userRecordID
        }

        /// Lookups are equal when they look for the same thing.
        public static func == (lhs: LookupInfo, rhs: LookupInfo) -> Bool {
            lhs.emailAddress == rhs.emailAddress && lhs.phoneNumber == rhs.phoneNumber && lhs.userRecordID == rhs.userRecordID
        }
        /// Hashes what is looked for.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(emailAddress)
            hasher.combine(phoneNumber)
            hasher.combine(userRecordID)
        }
        /// `<CKUserIdentityLookupInfo: …>`.
        public var description: String {
            "<CKUserIdentityLookupInfo: \(emailAddress ?? phoneNumber ?? userRecordID?.recordName ?? "nothing")>"
        }
    }

    /// The user's record ID (`nil` for someone not yet using the app).
    public internal(set) var userRecordID: CKRecord.ID?
    /// How the user was found.
    public internal(set) var lookupInfo: LookupInfo?
    /// The user's name, when they allow it to be found.
    public internal(set) var nameComponents: PersonNameComponents?
    /// Whether the user has an iCloud account.
    public internal(set) var hasiCloudAccount: Bool
    /// The identifiers of the device's contacts that match the user.
    public internal(set) var contactIdentifiers: [String] = []

    init(userRecordID: CKRecord.ID?, lookupInfo: LookupInfo? = nil, nameComponents: PersonNameComponents? = nil) {
        self.userRecordID = userRecordID
        self.lookupInfo = lookupInfo
        self.nameComponents = nameComponents
        hasiCloudAccount = true
    }
}

/// A share of a record hierarchy or a whole record zone with other iCloud users, as CloudKit's `CKShare`: a record
/// of type ``CKRecord/SystemType/share`` saved in the owner's private database, in the same custom zone as its root
/// record, in one request with it (`modifyRecords(saving: [root, share], …)` or a ``CKModifyRecordsOperation``).
///
/// The server's copy (what a save returns) has the ``url`` that invited people open, and the ``owner`` and
/// ``participants``; the share the app saved is left as it was, as for every record. In napkin's iCloud the signed-in
/// user owns the shares they save; a share of another user's records comes from ``CKContainer/seedShare(of:with:permission:)``
/// (napkin's addition), and accepting it (``CKContainer/accept(_:)``) puts its zone in the shared database.
open class CKShare: CKRecord, @unchecked Sendable {
    /// What a participant is to a share.
    public enum ParticipantRole: Int, Sendable, Hashable {
        /// Not known.
        case unknown = 0
        /// The user who shared.
        case owner = 1
        /// Someone invited (who may invite no one).
        case privateUser = 3
        /// Anyone with the link, for a public share.
        case publicUser = 4
    }

    /// What a participant (or anyone with the link) may do with the shared records.
    public enum ParticipantPermission: Int, Sendable, Hashable {
        /// Not known.
        case unknown = 0
        /// Nothing (for ``CKShare/publicPermission``: only the invited may open the link).
        case none = 1
        /// Read.
        case readOnly = 2
        /// Read and write.
        case readWrite = 3
    }

    /// Where a participant is with the invitation.
    public enum ParticipantAcceptanceStatus: Int, Sendable, Hashable {
        /// Not known.
        case unknown = 0
        /// Invited, not yet accepted.
        case pending = 1
        /// Accepted.
        case accepted = 2
        /// Removed from the share.
        case removed = 3
    }

    /// The field keys a share keeps for the invitation's preview, as CloudKit's `CKShare.SystemFieldKey`
    /// (`share[CKShare.SystemFieldKey.title] = "Step challenge"`).
    public enum SystemFieldKey {
        /// The share's title.
        public static let title: CKRecord.FieldKey = "cloudkit.title"
        /// A thumbnail's image data.
        public static let thumbnailImageData: CKRecord.FieldKey = "cloudkit.thumbnailImageData"
        /// The type of what is shared (a uniform type identifier).
        public static let shareType: CKRecord.FieldKey = "cloudkit.type"
    }

    /// A user taking part in a share, as CloudKit's `CKShare.Participant`.
    open class Participant: Hashable, CustomStringConvertible, @unchecked Sendable {
        /// Who the participant is.
        public let userIdentity: CKUserIdentity
        /// What they are to the share.
        open var role: ParticipantRole
        /// What they may do.
        open var permission: ParticipantPermission
        /// Where they are with the invitation.
        public internal(set) var acceptanceStatus: ParticipantAcceptanceStatus
        /// The participant's identifier in the share.
        public let participantID: String

        init(
            userIdentity: CKUserIdentity, role: ParticipantRole, permission: ParticipantPermission,
            acceptanceStatus: ParticipantAcceptanceStatus, participantID: String = UUID().uuidString
        ) {
            self.userIdentity = userIdentity
            self.role = role
            self.permission = permission
            self.acceptanceStatus = acceptanceStatus
            self.participantID = participantID
        }

        func copy() -> Participant {
            Participant(
                userIdentity: userIdentity, role: role, permission: permission, acceptanceStatus: acceptanceStatus,
                participantID: participantID)
        }

        /// Participants are equal when they are the same one (their IDs).
        public static func == (lhs: Participant, rhs: Participant) -> Bool { lhs.participantID == rhs.participantID }
        /// Hashes the participant's ID.
        public func hash(into hasher: inout Hasher) { hasher.combine(participantID) }
        /// `<CKShareParticipant: …>`.
        public var description: String {
            let who = userIdentity.lookupInfo?.description ?? userIdentity.userRecordID?.recordName ?? "someone"
            return "<CKShareParticipant: \(who) role=\(role) permission=\(permission) acceptanceStatus=\(acceptanceStatus)>"
        }
    }

    /// What opening a share's link tells the app, as CloudKit's `CKShare.Metadata`: the share, its root record,
    /// and what the signed-in user is to it. ``CKContainer/fetchShareMetadata(with:)`` makes it; the system hands it
    /// to a scene delegate's `windowScene(_:userDidAcceptCloudKitShareWith:)` on iOS.
    open class Metadata: Hashable, @unchecked Sendable {
        /// The container the share is in.
        public let containerIdentifier: String
        /// The share.
        public let share: CKShare
        /// The ID of the shared hierarchy's root (`nil` for a zone-wide share).
        public let hierarchicalRootRecordID: CKRecord.ID?
        /// What the signed-in user is to the share.
        public let participantRole: ParticipantRole
        /// Where the signed-in user is with the invitation.
        public let participantStatus: ParticipantAcceptanceStatus
        /// What the signed-in user may do.
        public let participantPermission: ParticipantPermission
        /// Who owns the share.
        public let ownerIdentity: CKUserIdentity
        /// The root record, when the fetch asked for it (``CKFetchShareMetadataOperation/shouldFetchRootRecord``).
        public let rootRecord: CKRecord?
        let url: URL

        init(
            containerIdentifier: String, share: CKShare, url: URL, participantRole: ParticipantRole,
            participantStatus: ParticipantAcceptanceStatus, participantPermission: ParticipantPermission, rootRecord: CKRecord?
        ) {
            self.containerIdentifier = containerIdentifier
            self.share = share
            self.url = url
            hierarchicalRootRecordID = share.rootRecordID
            self.participantRole = participantRole
            self.participantStatus = participantStatus
            self.participantPermission = participantPermission
            ownerIdentity = share.owner.userIdentity
            self.rootRecord = rootRecord
        }

        /// The root record's ID (the share's own ID for a zone-wide share; iOS 16 deprecates it for
        /// ``hierarchicalRootRecordID``).
        public var rootRecordID: CKRecord.ID { hierarchicalRootRecordID ?? share.recordID }

        /// Metadata are equal when they are of the same share link.
        public static func == (lhs: Metadata, rhs: Metadata) -> Bool { lhs.url == rhs.url }
        /// Hashes the link.
        public func hash(into hasher: inout Hasher) { hasher.combine(url) }
    }

    /// What anyone with the link may do (``ParticipantPermission/none`` by default: only those invited).
    open var publicPermission = ParticipantPermission.none
    /// The link people open to accept the share: `nil` until the share is saved (the server's copy has it).
    public internal(set) var url: URL?
    /// The user who shared.
    public internal(set) var owner: Participant
    /// Everyone taking part, the owner first.
    public internal(set) var participants: [Participant]
    /// The signed-in user's participant (the owner, for a share they made).
    public internal(set) var currentUserParticipant: Participant?
    /// The ID of the shared hierarchy's root (`nil` for a zone-wide share).
    let rootRecordID: CKRecord.ID?

    /// A share of `rootRecord` and the records whose `parent` leads to it, with a new ID in the root's zone; sets
    /// the root's ``CKRecord/share``. Save both together.
    public convenience init(rootRecord: CKRecord) {
        self.init(
            rootRecord: rootRecord, shareID: CKRecord.ID(recordName: "Share-" + UUID().uuidString, zoneID: rootRecord.recordID.zoneID))
    }

    /// A share of `rootRecord` with the ID `shareID` (in the root's zone).
    public init(rootRecord: CKRecord, shareID: CKRecord.ID) {
        rootRecordID = rootRecord.recordID
        let owner = Self.signedInOwner()
        self.owner = owner
        participants = [owner]
        currentUserParticipant = owner
        super.init(recordType: SystemType.share, recordID: shareID)
        rootRecord.share = CKRecord.Reference(recordID: shareID, action: .none)
    }

    /// A share of every record in the zone `recordZoneID` (named ``CKRecordNameZoneWideShare``).
    public init(recordZoneID: CKRecordZone.ID) {
        rootRecordID = nil
        let owner = Self.signedInOwner()
        self.owner = owner
        participants = [owner]
        currentUserParticipant = owner
        super.init(recordType: SystemType.share, recordID: CKRecord.ID(recordName: CKRecordNameZoneWideShare, zoneID: recordZoneID))
    }

    init(copying share: CKShare) {
        rootRecordID = share.rootRecordID
        owner = share.owner.copy()
        let others = share.participants.filter { $0 != share.owner }.map { $0.copy() }
        let all = [owner] + others
        participants = all
        currentUserParticipant = share.currentUserParticipant.flatMap { current in all.first { $0 == current } }
        url = share.url
        super.init(recordType: SystemType.share, recordID: share.recordID)
        publicPermission = share.publicPermission
    }

    override func blankCopy() -> CKRecord { CKShare(copying: self) }

    /// Invites `participant` (from ``CKContainer/shareParticipant(forEmailAddress:)``); saving the share sends the
    /// invitation. The owner cannot be added twice.
    open func addParticipant(_ participant: Participant) {
        guard !participants.contains(participant) else { return }
        if participant.acceptanceStatus == .unknown { participant.acceptanceStatus = .pending }
        participants.append(participant)
    }

    /// Removes `participant` (never the owner); saving the share takes the shared records from them.
    open func removeParticipant(_ participant: Participant) {
        guard participant != owner else { return }
        participants.removeAll { $0 == participant }
    }

    /// `<CKShare; recordID=…, url=…, participants=…>`.
    open override var description: String {
        "<CKShare; recordID=\(recordID.recordName):(\(recordID.zoneID.zoneName)), url=\(url?.absoluteString ?? "nil"), participants=\(participants.count)>"
    }

    static func signedInOwner() -> Participant {
        Participant(
            userIdentity: CKUserIdentity(userRecordID: CKContainer.userRecordID), role: .owner, permission: .readWrite,
            acceptanceStatus: .accepted)
    }
}
