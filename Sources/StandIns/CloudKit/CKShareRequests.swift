import Foundation

extension CKContainer {
    /// Runs `body` on the container's state when a sharing request may run: the network is there and someone is
    /// signed in.
    func sharingAccess<T>(_ body: (inout CloudStore.Container) -> Result<T, CKError>) -> Result<T, CKError> {
        CloudStore.shared.with(identifier) { state in
            guard state.networkAvailable else { return .failure(CKError(.networkUnavailable)) }
            guard state.accountStatus == .available else { return .failure(CKError(.notAuthenticated)) }
            return body(&state)
        }
    }

    /// The metadata of the share at `url`: one the signed-in user saved (they are its owner) or one another user
    /// shared with them (``seedShare(of:with:permission:)``); an unknown link is ``CKError/Code/unknownItem``.
    func shareMetadataNow(_ url: URL, fetchingRoot: Bool = false, rootKeys: [CKRecord.FieldKey]? = nil) -> Result<
        CKShare.Metadata, CKError
    > {
        let container = identifier
        return sharingAccess { state in
            if let database = state.databases[.private], let id = database.shareURLs[url], let share = database.records[id] as? CKShare {
                let root = fetchingRoot ? share.rootRecordID.flatMap { database.records[$0]?.copy(keeping: rootKeys) } : nil
                return .success(
                    CKShare.Metadata(
                        containerIdentifier: container, share: CKShare(copying: share), url: url, participantRole: .owner,
                        participantStatus: .accepted, participantPermission: .readWrite, rootRecord: root))
            }
            guard let foreign = state.foreignShares[url] else {
                return .failure(
                    CKError(.unknownItem, userInfo: [NSLocalizedDescriptionKey: "No share was found at \(url.absoluteString)."]))
            }
            let share = CKShare(copying: foreign.share)
            let me = share.currentUserParticipant
            let root = fetchingRoot ? foreign.records.first { $0.recordID == share.rootRecordID }?.copy(keeping: rootKeys) : nil
            return .success(
                CKShare.Metadata(
                    containerIdentifier: container, share: share, url: url, participantRole: me?.role ?? .publicUser,
                    participantStatus: me?.acceptanceStatus ?? .unknown, participantPermission: foreign.permission, rootRecord: root))
        }
    }

    /// Accepts the share `metadata` describes: its zone appears in the shared database with the shared records (only
    /// to read, for a read-only share), and the signed-in user's participant is accepted. The owner's own share is
    /// accepted already.
    func acceptNow(_ metadata: CKShare.Metadata) -> Result<CKShare, CKError> {
        let count = CloudStore.shared.with(identifier) { ($0.foreignShares[metadata.url]?.records.count ?? 0) + 1 }
        let tags = (0..<count).map { _ in CloudStore.shared.nextChangeTag() }
        let now = Date()
        return sharingAccess { state in
            if let database = state.databases[.private], let id = database.shareURLs[metadata.url],
                let share = database.records[id] as? CKShare
            {
                return .success(CKShare(copying: share))
            }
            guard let foreign = state.foreignShares[metadata.url] else {
                return .failure(CKError(.unknownItem, userInfo: [NSLocalizedDescriptionKey: "The share no longer exists."]))
            }
            foreign.share.currentUserParticipant?.acceptanceStatus = .accepted
            state.foreignShares[metadata.url] = foreign
            var shared = state.databases[.shared] ?? CloudStore.Database(zones: [])
            let zone = foreign.share.recordID.zoneID
            shared.addZone(zone)
            shared.readOnlyZones.remove(zone)
            for (record, tag) in zip(foreign.records + [foreign.share], tags) {
                _ = shared.save(record, policy: .allKeys, tag: tag, now: now)
            }
            if foreign.permission != .readWrite { shared.readOnlyZones.insert(zone) }
            state.databases[.shared] = shared
            return .success(CKShare(copying: foreign.share))
        }
    }

    /// A participant for the user found by `lookupInfo`, to invite with ``CKShare/addParticipant(_:)``: a private
    /// user who may read until the app says otherwise.
    func participantNow(_ lookupInfo: CKUserIdentity.LookupInfo) -> Result<CKShare.Participant, CKError> {
        sharingAccess { _ in
            let identity = CKUserIdentity(userRecordID: lookupInfo.userRecordID, lookupInfo: lookupInfo)
            return .success(
                CKShare.Participant(userIdentity: identity, role: .privateUser, permission: .readOnly, acceptanceStatus: .unknown))
        }
    }

    // MARK: Share metadata

    /// The metadata of the share at `url` (``CKError/Code/unknownItem`` for a link to no share).
    public func fetchShareMetadata(with url: URL) async throws -> CKShare.Metadata { try shareMetadataNow(url).get() }

    /// The metadata of the share at `url`, handed to `completionHandler` on a queue of its own.
    public func fetchShareMetadata(with url: URL, completionHandler: @escaping @Sendable (CKShare.Metadata?, (any Error)?) -> Void) {
        let result = UncheckedShareResult(result: shareMetadataNow(url))
        DispatchQueue.global().async {
            switch result.result {
            case .success(let metadata): completionHandler(metadata, nil)
            case .failure(let error): completionHandler(nil, error)
            }
        }
    }

    /// The metadata of the share at `url`, with its root record when `shouldFetchRootRecord`.
    public func shareMetadata(for url: URL, shouldFetchRootRecord: Bool = false, rootRecordDesiredKeys: [CKRecord.FieldKey]? = nil)
        async throws -> CKShare.Metadata
    {
        try shareMetadataNow(url, fetchingRoot: shouldFetchRootRecord, rootKeys: rootRecordDesiredKeys).get()
    }

    /// The metadata of each share at `urls`, found or failed.
    public func shareMetadatas(
        for urls: [URL], shouldFetchRootRecord: Bool = false, rootRecordDesiredKeys: [CKRecord.FieldKey]? = nil
    ) async throws -> [URL: Result<CKShare.Metadata, any Error>] {
        var results: [URL: Result<CKShare.Metadata, any Error>] = [:]
        for url in urls {
            results[url] = shareMetadataNow(url, fetchingRoot: shouldFetchRootRecord, rootKeys: rootRecordDesiredKeys).mapError { $0 }
        }
        return results
    }

    // MARK: Accepting

    /// Accepts the share `metadata` describes and returns it; its records are then in ``sharedCloudDatabase``.
    @discardableResult
    public func accept(_ metadata: CKShare.Metadata) async throws -> CKShare { try acceptNow(metadata).get() }

    /// Accepts each share, found or failed.
    public func accept(_ metadatas: [CKShare.Metadata]) async throws -> [CKShare.Metadata: Result<CKShare, any Error>] {
        Dictionary(metadatas.map { ($0, acceptNow($0).mapError { $0 as any Error }) }, uniquingKeysWith: { first, _ in first })
    }

    /// Accepts the share `metadata` describes and hands it to `completionHandler` on a queue of its own.
    public func accept(_ metadata: CKShare.Metadata, completionHandler: @escaping @Sendable (CKShare?, (any Error)?) -> Void) {
        let result = UncheckedShareResult(result: acceptNow(metadata))
        DispatchQueue.global().async {
            switch result.result {
            case .success(let share): completionHandler(share, nil)
            case .failure(let error): completionHandler(nil, error)
            }
        }
    }

    // MARK: Participants

    /// A participant for the iCloud user with `emailAddress`, to invite.
    public func shareParticipant(forEmailAddress emailAddress: String) async throws -> CKShare.Participant {
        try participantNow(CKUserIdentity.LookupInfo(emailAddress: emailAddress)).get()
    }

    /// A participant for the iCloud user with `phoneNumber`, to invite.
    public func shareParticipant(forPhoneNumber phoneNumber: String) async throws -> CKShare.Participant {
        try participantNow(CKUserIdentity.LookupInfo(phoneNumber: phoneNumber)).get()
    }

    /// A participant for the iCloud user `userRecordID`, to invite.
    public func shareParticipant(forUserRecordID userRecordID: CKRecord.ID) async throws -> CKShare.Participant {
        try participantNow(CKUserIdentity.LookupInfo(userRecordID: userRecordID)).get()
    }

    /// A participant for the iCloud user with `emailAddress`, handed to `completionHandler` on a queue of its own.
    public func fetchShareParticipant(
        withEmailAddress emailAddress: String, completionHandler: @escaping @Sendable (CKShare.Participant?, (any Error)?) -> Void
    ) {
        let result = UncheckedShareResult(result: participantNow(CKUserIdentity.LookupInfo(emailAddress: emailAddress)))
        DispatchQueue.global().async {
            switch result.result {
            case .success(let participant): completionHandler(participant, nil)
            case .failure(let error): completionHandler(nil, error)
            }
        }
    }

    // MARK: napkin's additions

    /// Makes another iCloud user's share of `rootRecord` and `records` with the signed-in user, as if its owner had
    /// invited them, and returns its link (napkin's addition, for a test): the owner is the root's zone's
    /// `ownerName` (name someone else: `CKRecordZone.ID(zoneName: "Challenges", ownerName: "_alice")`).
    /// ``fetchShareMetadata(with:)`` finds it (the user a pending private participant), and ``accept(_:)`` puts the
    /// zone with every record given in ``sharedCloudDatabase``, to read and, with `.readWrite`, to write.
    @discardableResult
    public func seedShare(of rootRecord: CKRecord, with records: [CKRecord] = [], permission: CKShare.ParticipantPermission = .readWrite)
        -> URL
    {
        let zone = rootRecord.recordID.zoneID
        let ownerIdentity = CKUserIdentity(
            userRecordID: CKRecord.ID(recordName: zone.ownerName), lookupInfo: nil,
            nameComponents: PersonNameComponents(givenName: zone.ownerName.trimmingCharacters(in: CharacterSet(charactersIn: "_"))))
        let share = CKShare(rootRecord: rootRecord)
        let owner = CKShare.Participant(userIdentity: ownerIdentity, role: .owner, permission: .readWrite, acceptanceStatus: .accepted)
        let me = CKShare.Participant(
            userIdentity: CKUserIdentity(userRecordID: CKContainer.userRecordID), role: .privateUser, permission: permission,
            acceptanceStatus: .pending)
        share.owner = owner
        share.participants = [owner, me]
        share.currentUserParticipant = me
        let token = UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
        let url = URL(string: "https://www.icloud.com/share/" + token)!
        share.url = url
        let shared = [rootRecord.copy()] + records.map { $0.copy() }
        CloudStore.shared.with(identifier) { state in
            state.foreignShares[url] = CloudStore.ForeignShare(share: share, records: shared, permission: permission)
        }
        return url
    }
}

/// A result handed to a completion handler's queue: a share, its metadata or a participant, no longer touched.
private struct UncheckedShareResult<T>: @unchecked Sendable {
    let result: Result<T, CKError>
}

/// Fetches the metadata of share links, as CloudKit's `CKFetchShareMetadataOperation`: each link's metadata (or
/// error) to ``perShareMetadataResultBlock``, then ``fetchShareMetadataResultBlock``. Add it to a container.
open class CKFetchShareMetadataOperation: CKOperation, @unchecked Sendable {
    /// The links.
    open var shareURLs: [URL]?
    /// Whether each metadata carries its root record.
    open var shouldFetchRootRecord = false
    /// Only these fields of the root record, when given.
    open var rootRecordDesiredKeys: [CKRecord.FieldKey]?
    /// Hears each link's metadata or error.
    open var perShareMetadataResultBlock: (@Sendable (URL, Result<CKShare.Metadata, any Error>) -> Void)?
    /// Hears the outcome, last: ``CKError/Code/partialFailure`` when a link failed.
    open var fetchShareMetadataResultBlock: (@Sendable (Result<Void, any Error>) -> Void)?
    /// Hears each link's metadata or error (deprecated on iOS 15).
    open var perShareMetadataBlock: (@Sendable (URL, CKShare.Metadata?, (any Error)?) -> Void)?
    /// Hears the outcome, last (deprecated on iOS 15).
    open var fetchShareMetadataCompletionBlock: (@Sendable ((any Error)?) -> Void)?

    /// An operation to be given links.
    public override init() {}

    /// An operation fetching the metadata of `shareURLs`.
    public convenience init(shareURLs: [URL]) {
        self.init()
        self.shareURLs = shareURLs
    }

    /// Fetches and calls the blocks.
    open override func main() {
        let container = container ?? CKContainer.default()
        var failures: [AnyHashable: any Error] = [:]
        for url in shareURLs ?? [] where !isCancelled {
            let result = container.shareMetadataNow(url, fetchingRoot: shouldFetchRootRecord, rootKeys: rootRecordDesiredKeys)
            perShareMetadataResultBlock?(url, result.mapError { $0 })
            switch result {
            case .success(let metadata): perShareMetadataBlock?(url, metadata, nil)
            case .failure(let error):
                failures[url] = error
                perShareMetadataBlock?(url, nil, error)
            }
        }
        let error = failures.isEmpty ? nil : CKError(.partialFailure, userInfo: [CKPartialErrorsByItemIDKey: failures])
        fetchShareMetadataResultBlock?(error.map { .failure($0) } ?? .success(()))
        fetchShareMetadataCompletionBlock?(error)
    }
}

/// Accepts shares, as CloudKit's `CKAcceptSharesOperation`: each share (or error) to ``perShareResultBlock``, then
/// ``acceptSharesResultBlock``. Add it to a container.
open class CKAcceptSharesOperation: CKOperation, @unchecked Sendable {
    /// The metadata of the shares accepted.
    open var shareMetadatas: [CKShare.Metadata]?
    /// Hears each share or error.
    open var perShareResultBlock: (@Sendable (CKShare.Metadata, Result<CKShare, any Error>) -> Void)?
    /// Hears the outcome, last: ``CKError/Code/partialFailure`` when a share failed.
    open var acceptSharesResultBlock: (@Sendable (Result<Void, any Error>) -> Void)?
    /// Hears each share or error (deprecated on iOS 15).
    open var perShareCompletionBlock: (@Sendable (CKShare.Metadata, CKShare?, (any Error)?) -> Void)?
    /// Hears the outcome, last (deprecated on iOS 15).
    open var acceptSharesCompletionBlock: (@Sendable ((any Error)?) -> Void)?

    /// An operation to be given shares.
    public override init() {}

    /// An operation accepting the shares of `shareMetadatas`.
    public convenience init(shareMetadatas: [CKShare.Metadata]) {
        self.init()
        self.shareMetadatas = shareMetadatas
    }

    /// Accepts and calls the blocks.
    open override func main() {
        let container = container ?? CKContainer.default()
        var failures: [AnyHashable: any Error] = [:]
        for metadata in shareMetadatas ?? [] where !isCancelled {
            let result = container.acceptNow(metadata)
            perShareResultBlock?(metadata, result.mapError { $0 })
            switch result {
            case .success(let share): perShareCompletionBlock?(metadata, share, nil)
            case .failure(let error):
                failures[metadata.url] = error
                perShareCompletionBlock?(metadata, nil, error)
            }
        }
        let error = failures.isEmpty ? nil : CKError(.partialFailure, userInfo: [CKPartialErrorsByItemIDKey: failures])
        acceptSharesResultBlock?(error.map { .failure($0) } ?? .success(()))
        acceptSharesCompletionBlock?(error)
    }
}

/// Finds participants to invite, as CloudKit's `CKFetchShareParticipantsOperation`: each lookup's participant (or
/// error) to ``perShareParticipantResultBlock``, then ``fetchShareParticipantsResultBlock``. Add it to a container.
open class CKFetchShareParticipantsOperation: CKOperation, @unchecked Sendable {
    /// Who to find.
    open var userIdentityLookupInfos: [CKUserIdentity.LookupInfo]?
    /// Hears each lookup's participant or error.
    open var perShareParticipantResultBlock: (@Sendable (CKUserIdentity.LookupInfo, Result<CKShare.Participant, any Error>) -> Void)?
    /// Hears the outcome, last.
    open var fetchShareParticipantsResultBlock: (@Sendable (Result<Void, any Error>) -> Void)?
    /// Hears each participant found (deprecated on iOS 15).
    open var shareParticipantFetchedBlock: (@Sendable (CKShare.Participant) -> Void)?
    /// Hears the outcome, last (deprecated on iOS 15).
    open var fetchShareParticipantsCompletionBlock: (@Sendable ((any Error)?) -> Void)?

    /// An operation to be given lookups.
    public override init() {}

    /// An operation finding the users of `userIdentityLookupInfos`.
    public convenience init(userIdentityLookupInfos: [CKUserIdentity.LookupInfo]) {
        self.init()
        self.userIdentityLookupInfos = userIdentityLookupInfos
    }

    /// Finds and calls the blocks.
    open override func main() {
        let container = container ?? CKContainer.default()
        var failure: CKError?
        for lookup in userIdentityLookupInfos ?? [] where !isCancelled {
            let result = container.participantNow(lookup)
            perShareParticipantResultBlock?(lookup, result.mapError { $0 })
            switch result {
            case .success(let participant): shareParticipantFetchedBlock?(participant)
            case .failure(let error): failure = error
            }
        }
        fetchShareParticipantsResultBlock?(failure.map { .failure($0) } ?? .success(()))
        fetchShareParticipantsCompletionBlock?(failure)
    }
}
