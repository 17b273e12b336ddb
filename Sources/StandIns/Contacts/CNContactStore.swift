import Foundation

/// The process's address book: what every ``CNContactStore`` reads and writes, in memory (Linux has no address
/// book), and the person's answers about access.
final class AddressBook: @unchecked Sendable {
    // Sound: every stored property is read and written under `lock`.
    static let shared = AddressBook()

    private let lock = NSLock()
    private var contacts: [String: ContactValues] = [:]
    private var order: [String] = []
    private var status: CNAuthorizationStatus = .notDetermined
    private var grants = false
    /// Under limited access: the contacts the person shared with the app, and those the app added.
    private var shared: Set<String> = []
    let container = CNContainer(identifier: ContactContainers.localIdentifier, name: "Contacts", type: .local)

    /// Back to a fresh device: no contacts, no answer yet.
    func reset() {
        lock.withLock {
            contacts = [:]
            order = []
            status = .notDetermined
            grants = false
            shared = []
        }
    }

    // MARK: Authorization

    var authorizationStatus: CNAuthorizationStatus {
        get { lock.withLock { status } }
        set { lock.withLock { status = newValue } }
    }

    func setGrants(_ grant: Bool) { lock.withLock { grants = grant } }

    func share(_ identifiers: [String]) { lock.withLock { shared.formUnion(identifiers) } }

    /// Asks the person: prompts only when not determined, as iOS does; whether the app may read contacts.
    func request() -> Bool {
        lock.withLock {
            switch status {
            case .authorized, .limited: return true
            case .denied, .restricted: return false
            case .notDetermined:
                status = grants ? .authorized : .denied
                return grants
            }
        }
    }

    // MARK: Contacts

    /// The stored contacts the app may see (`everyone`: whatever the access), in the order they were added.
    func visible(everyone: Bool) -> [ContactValues] {
        lock.withLock {
            let all = order.compactMap { contacts[$0] }
            guard !everyone else { return all }
            switch status {
            case .authorized: return all
            case .limited: return all.filter { shared.contains($0.identifier) }
            default: return []
            }
        }
    }

    /// Applies a save request's changes at once, or none of them when one cannot be made.
    func apply(adds: [ContactValues], updates: [(ContactValues, Set<String>)], deletes: [String], everyone: Bool) throws {
        try lock.withLock {
            if !everyone && status != .authorized && status != .limited { throw CNError(.authorizationDenied) }
            let mayTouch: (String) -> Bool = { everyone || self.status == .authorized || self.shared.contains($0) }
            for added in adds where contacts[added.identifier] != nil { throw CNError(.insertedRecordAlreadyExists) }
            for (updated, _) in updates where contacts[updated.identifier] == nil || !mayTouch(updated.identifier) {
                throw CNError(.recordDoesNotExist)
            }
            for identifier in deletes where contacts[identifier] == nil || !mayTouch(identifier) {
                throw CNError(.recordDoesNotExist)
            }
            for added in adds {
                contacts[added.identifier] = added
                order.append(added.identifier)
                // Under limited access, what the app adds is shared with it; what the person adds (a seed, the
                // system's controllers) is not.
                if !everyone { shared.insert(added.identifier) }
            }
            for (updated, keys) in updates { contacts[updated.identifier]?.merge(keys, from: updated) }
            for identifier in deletes {
                contacts[identifier] = nil
                order.removeAll { $0 == identifier }
            }
        }
    }
}

/// The app's door to the address book, as Contacts' `CNContactStore`.
///
/// Linux has no address book and nobody to answer a permission prompt, so napkin keeps one address book in memory
/// for the whole process, shared by every store (as every store of an iOS app sees the device's), and decides each
/// prompt deterministically:
///
/// - The address book starts empty, with one container: the device's own ("Contacts", ``defaultContainerIdentifier()``).
/// - Access starts ``CNAuthorizationStatus/notDetermined``. A request prompts only then; the person declines unless
///   a test said otherwise with ``answerAccessRequests(granting:)``: the status becomes ``CNAuthorizationStatus/denied``
///   and the completion hears `false` with ``CNError/Code/authorizationDenied`` (the async form throws it), as when
///   "Don't Allow" is tapped. Completions are called before the request returns.
/// - Without access, fetching and saving throw ``CNError/Code/authorizationDenied``. With
///   ``CNAuthorizationStatus/limited`` access (iOS 18) the app sees the contacts the person shared
///   (``setAuthorizationStatus(_:sharing:)``) and those it added.
///
/// A test chooses the answer, seeds and resets with napkin's additions:
///
/// ```swift
/// CNContactStore.resetAddressBook()
/// CNContactStore.setAuthorizationStatus(.authorized)
/// try CNContactStore.seed { store in
///     let ada = CNMutableContact()
///     ada.givenName = "Ada"
///     ada.familyName = "Lovelace"
///     let request = CNSaveRequest()
///     request.add(ada, toContainerWithIdentifier: nil)
///     try store.execute(request)
/// }
/// ```
open class CNContactStore: NSObject, @unchecked Sendable {
    // Sound: the only state is set before the store is handed out; the address book has its own lock.
    private let book = AddressBook.shared
    /// True for the stores ``seed(_:)`` hands out and the system's view controllers use.
    private var bypassesAuthorization = false

    /// A store on the process's address book.
    public override init() { super.init() }

    // MARK: Access

    /// What the person allowed.
    open class func authorizationStatus(for entityType: CNEntityType) -> CNAuthorizationStatus { AddressBook.shared.authorizationStatus }

    /// Asks the person for access; `completionHandler` hears whether the app may read contacts, with
    /// ``CNError/Code/authorizationDenied`` when not.
    open func requestAccess(for entityType: CNEntityType, completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        let granted = book.request()
        completionHandler(granted, granted ? nil : CNError(.authorizationDenied))
    }

    /// Asks the person for access: true when the app may read contacts; throws ``CNError/Code/authorizationDenied``
    /// when the person declines (or declined before).
    open func requestAccess(for entityType: CNEntityType) async throws -> Bool {
        guard book.request() else { throw CNError(.authorizationDenied) }
        return true
    }

    // MARK: Napkin additions

    /// Sets what the person has already answered, as on a device where they answered before the app ran (a napkin
    /// addition). With ``CNAuthorizationStatus/limited``, `sharing` names the contacts the person shared.
    public static func setAuthorizationStatus(_ status: CNAuthorizationStatus, sharing identifiers: [String] = []) {
        AddressBook.shared.authorizationStatus = status
        AddressBook.shared.share(identifiers)
    }

    /// Sets how the person answers the next prompt: `granting` true allows every contact, false (the default)
    /// declines (a napkin addition).
    public static func answerAccessRequests(granting: Bool) { AddressBook.shared.setGrants(granting) }

    /// Empties the address book: no contacts, access not determined and prompts declined (a napkin addition).
    public static func resetAddressBook() { AddressBook.shared.reset() }

    /// Runs `body` with a store that reads and writes whatever access the person gave, to fill the address book
    /// before a screen is shown (a napkin addition).
    public static func seed<Result>(_ body: (CNContactStore) throws -> Result) rethrows -> Result {
        try body(systemStore())
    }

    /// A store reading and writing whatever access the app has, as the system's contact view controllers do
    /// (they run outside the app); for ContactsUI.
    package static func systemStore() -> CNContactStore {
        let store = CNContactStore()
        store.bypassesAuthorization = true
        return store
    }

    // MARK: Fetching

    /// The visible contacts `predicate` matches (all with `nil`), with the properties `keys` name, sorted.
    private func fetch(_ predicate: NSPredicate?, keys: [any CNKeyDescriptor], order: CNContactSortOrder, mutable: Bool) throws
        -> [CNContact]
    {
        if !bypassesAuthorization {
            let status = book.authorizationStatus
            guard status == .authorized || status == .limited else { throw CNError(.authorizationDenied) }
        }
        // A predicate of the app's own is evaluated on the whole contact.
        var matched = book.visible(everyone: bypassesAuthorization).filter {
            predicate?.evaluate(with: CNContact(values: $0, fetchedKeys: nil)) ?? true
        }
        if order != .none {
            matched.sort { CNContact.compare($0, $1, order == .userDefault ? .familyName : order) == .orderedAscending }
        }
        let fetched = contactKeys(keys)
        return matched.map { mutable ? CNMutableContact(values: $0, fetchedKeys: fetched) : CNContact(values: $0, fetchedKeys: fetched) }
    }

    /// The contacts `predicate` matches, with the properties `keys` name; throws ``CNError/Code/authorizationDenied``
    /// without access.
    open func unifiedContacts(matching predicate: NSPredicate, keysToFetch keys: [any CNKeyDescriptor]) throws -> [CNContact] {
        try fetch(predicate, keys: keys, order: .none, mutable: false)
    }

    /// The contact with `identifier`; throws ``CNError/Code/recordDoesNotExist`` when there is none the app may see.
    open func unifiedContact(withIdentifier identifier: String, keysToFetch keys: [any CNKeyDescriptor]) throws -> CNContact {
        guard
            let contact = try fetch(CNContact.predicateForContacts(withIdentifiers: [identifier]), keys: keys, order: .none, mutable: false)
                .first
        else { throw CNError(.recordDoesNotExist) }
        return contact
    }

    /// Calls `block` with each contact `fetchRequest` matches, in its sort order, until the block sets its stop
    /// flag; throws ``CNError/Code/authorizationDenied`` without access.
    open func enumerateContacts(
        with fetchRequest: CNContactFetchRequest, usingBlock block: (CNContact, UnsafeMutablePointer<ObjCBool>) -> Void
    ) throws {
        let contacts = try fetch(
            fetchRequest.predicate, keys: fetchRequest.keysToFetch, order: fetchRequest.sortOrder, mutable: fetchRequest.mutableObjects)
        var stop = ObjCBool(false)
        for contact in contacts {
            withUnsafeMutablePointer(to: &stop) { block(contact, $0) }
            if stop.boolValue { break }
        }
    }

    // MARK: Saving

    /// Makes a save request's additions, updates and deletions, all or none: throws
    /// ``CNError/Code/authorizationDenied`` without access, ``CNError/Code/insertedRecordAlreadyExists`` for an
    /// addition already saved, ``CNError/Code/recordDoesNotExist`` for an update or deletion of a contact not saved.
    /// An update writes the properties the contact had fetched (or set).
    open func execute(_ saveRequest: CNSaveRequest) throws {
        try book.apply(
            adds: saveRequest.added.map(\.values), updates: saveRequest.updated.map { ($0.values, $0.writableKeys) },
            deletes: saveRequest.deleted.map(\.identifier), everyone: bypassesAuthorization)
        NotificationCenter.default.post(name: .CNContactStoreDidChange, object: self)
    }

    // MARK: Containers

    /// The identifier of the container new contacts go to.
    open func defaultContainerIdentifier() -> String { book.container.identifier }

    /// The containers `predicate` matches (all with `nil`): the device's own; throws
    /// ``CNError/Code/authorizationDenied`` without access.
    open func containers(matching predicate: NSPredicate?) throws -> [CNContainer] {
        if !bypassesAuthorization {
            let status = book.authorizationStatus
            guard status == .authorized || status == .limited else { throw CNError(.authorizationDenied) }
        }
        return [book.container].filter { predicate?.evaluate(with: $0) ?? true }
    }
}

/// What to fetch, as Contacts' `CNContactFetchRequest`.
open class CNContactFetchRequest: NSObject, @unchecked Sendable {
    // Sound: as on iOS, a request is set up on one thread and then handed to the store.
    /// The properties to fetch.
    open var keysToFetch: [any CNKeyDescriptor]
    /// Which contacts (all when `nil`).
    open var predicate: NSPredicate?
    /// The order contacts come in.
    open var sortOrder: CNContactSortOrder = .none
    /// Whether contacts come as ``CNMutableContact``s.
    open var mutableObjects = false
    /// Whether linked contacts are unified (napkin's address book links none).
    open var unifyResults = true

    /// A request for `keysToFetch`.
    public init(keysToFetch: [any CNKeyDescriptor]) {
        self.keysToFetch = keysToFetch
        super.init()
    }
}

/// Changes to save at once, as Contacts' `CNSaveRequest`.
open class CNSaveRequest: NSObject, @unchecked Sendable {
    // Sound: as on iOS, a request is set up on one thread and then handed to the store.
    var added: [CNMutableContact] = []
    var updated: [CNMutableContact] = []
    var deleted: [CNMutableContact] = []

    /// An empty request.
    public override init() { super.init() }

    /// Adds `contact` to the container with `identifier` (the default one when `nil`).
    open func add(_ contact: CNMutableContact, toContainerWithIdentifier identifier: String?) { added.append(contact) }

    /// Saves `contact`'s changes.
    open func update(_ contact: CNMutableContact) { updated.append(contact) }

    /// Deletes `contact`.
    open func delete(_ contact: CNMutableContact) { deleted.append(contact) }
}
