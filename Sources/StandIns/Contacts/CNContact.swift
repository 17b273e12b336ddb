import Foundation

/// A contact's properties, as the address book keeps them.
package struct ContactValues: Sendable {
    package var identifier: String
    package var contactType: CNContactType = .person
    package var namePrefix = ""
    package var givenName = ""
    package var middleName = ""
    package var familyName = ""
    package var previousFamilyName = ""
    package var nameSuffix = ""
    package var nickname = ""
    package var organizationName = ""
    package var departmentName = ""
    package var jobTitle = ""
    package var phoneticGivenName = ""
    package var phoneticMiddleName = ""
    package var phoneticFamilyName = ""
    package var phoneticOrganizationName = ""
    package var birthday: DateComponents?
    package var dates: [CNLabeledValue<NSDateComponents>] = []
    package var note = ""
    package var imageData: Data?
    package var phoneNumbers: [CNLabeledValue<CNPhoneNumber>] = []
    package var emailAddresses: [CNLabeledValue<NSString>] = []
    package var postalAddresses: [CNLabeledValue<CNPostalAddress>] = []
    package var urlAddresses: [CNLabeledValue<NSString>] = []

    /// Copies the properties named by `keys` from `other`.
    mutating func merge(_ keys: Set<String>, from other: ContactValues) {
        func take<T>(_ key: String, _ path: WritableKeyPath<ContactValues, T>) {
            if keys.contains(key) { self[keyPath: path] = other[keyPath: path] }
        }
        take(CNContactTypeKey, \.contactType)
        take(CNContactNamePrefixKey, \.namePrefix)
        take(CNContactGivenNameKey, \.givenName)
        take(CNContactMiddleNameKey, \.middleName)
        take(CNContactFamilyNameKey, \.familyName)
        take(CNContactPreviousFamilyNameKey, \.previousFamilyName)
        take(CNContactNameSuffixKey, \.nameSuffix)
        take(CNContactNicknameKey, \.nickname)
        take(CNContactOrganizationNameKey, \.organizationName)
        take(CNContactDepartmentNameKey, \.departmentName)
        take(CNContactJobTitleKey, \.jobTitle)
        take(CNContactPhoneticGivenNameKey, \.phoneticGivenName)
        take(CNContactPhoneticMiddleNameKey, \.phoneticMiddleName)
        take(CNContactPhoneticFamilyNameKey, \.phoneticFamilyName)
        take(CNContactPhoneticOrganizationNameKey, \.phoneticOrganizationName)
        take(CNContactBirthdayKey, \.birthday)
        take(CNContactDatesKey, \.dates)
        take(CNContactNoteKey, \.note)
        take(CNContactImageDataKey, \.imageData)
        take(CNContactPhoneNumbersKey, \.phoneNumbers)
        take(CNContactEmailAddressesKey, \.emailAddresses)
        take(CNContactPostalAddressesKey, \.postalAddresses)
        take(CNContactUrlAddressesKey, \.urlAddresses)
    }
}

/// Whether a contact is a person or a company, with Contacts' numbers.
public enum CNContactType: Int, Sendable, Hashable {
    case person = 0
    case organization = 1
}

/// How contacts are sorted, with Contacts' numbers.
public enum CNContactSortOrder: Int, Sendable, Hashable {
    /// The order they were added.
    case none = 0
    /// The person's setting: by last name on a device that was never changed ("Last, First").
    case userDefault = 1
    /// By first name, then last name.
    case givenName = 2
    /// By last name, then first name.
    case familyName = 3
}

/// A person or company in the address book, as Contacts' `CNContact`: immutable and thread-safe.
///
/// A contact fetched from a ``CNContactStore`` has only the properties whose keys were fetched (and its
/// ``identifier``); ``isKeyAvailable(_:)`` says which. Reading a property that was not fetched is a programming error
/// that iOS answers by raising `CNPropertyNotFetchedException`, which ends the app: napkin stops the process too,
/// with a message naming the key, so the bug shows on Linux as on a device. A contact made by the app
/// (``CNMutableContact``) has every property.
///
/// ``thumbnailImageData`` is the image data as kept (napkin makes no smaller thumbnail).
open class CNContact: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    // Sound: a CNContact never changes after it is made; CNMutableContact, which does, is documented (as on iOS)
    // as not to be shared between threads while it is changed.
    package var values: ContactValues
    /// The keys fetched; `nil` when every key is available.
    package var fetchedKeys: Set<String>?

    /// An empty contact with a new identifier and every property available.
    public override init() {
        values = ContactValues(identifier: UUID().uuidString)
        fetchedKeys = nil
        super.init()
    }

    package init(values: ContactValues, fetchedKeys: Set<String>?) {
        self.values = values
        self.fetchedKeys = fetchedKeys
        super.init()
    }

    /// The value of `key` when it was fetched; ends the process otherwise, as iOS does.
    func read<T>(_ key: String, _ value: T) -> T {
        guard isKeyAvailable(key) else {
            fatalError(
                "CNPropertyNotFetchedException: A property was not requested when contact was fetched (key \(key)). "
                    + "Add it to the fetch request's keysToFetch.")
        }
        return value
    }

    // MARK: Availability

    /// Whether the property named `key` was fetched (always true for ``identifier`` and for contacts the app made).
    public func isKeyAvailable(_ key: String) -> Bool {
        key == CNContactIdentifierKey || fetchedKeys.map { $0.contains(key) } ?? true
    }

    /// Whether every key `keyDescriptors` stand for was fetched.
    public func areKeysAvailable(_ keyDescriptors: [any CNKeyDescriptor]) -> Bool {
        contactKeys(keyDescriptors).allSatisfy(isKeyAvailable)
    }

    // MARK: Properties

    /// The contact's identifier in the address book, made when the contact is.
    public var identifier: String { values.identifier }
    /// A person or a company.
    public var contactType: CNContactType { read(CNContactTypeKey, values.contactType) }
    /// "Dr.", "Ms."…
    public var namePrefix: String { read(CNContactNamePrefixKey, values.namePrefix) }
    /// The first name.
    public var givenName: String { read(CNContactGivenNameKey, values.givenName) }
    /// The middle name.
    public var middleName: String { read(CNContactMiddleNameKey, values.middleName) }
    /// The last name.
    public var familyName: String { read(CNContactFamilyNameKey, values.familyName) }
    /// The maiden name.
    public var previousFamilyName: String { read(CNContactPreviousFamilyNameKey, values.previousFamilyName) }
    /// "Jr.", "PhD"…
    public var nameSuffix: String { read(CNContactNameSuffixKey, values.nameSuffix) }
    /// The nickname.
    public var nickname: String { read(CNContactNicknameKey, values.nickname) }
    /// The company.
    public var organizationName: String { read(CNContactOrganizationNameKey, values.organizationName) }
    /// The department.
    public var departmentName: String { read(CNContactDepartmentNameKey, values.departmentName) }
    /// The job title.
    public var jobTitle: String { read(CNContactJobTitleKey, values.jobTitle) }
    /// How the first name sounds.
    public var phoneticGivenName: String { read(CNContactPhoneticGivenNameKey, values.phoneticGivenName) }
    /// How the middle name sounds.
    public var phoneticMiddleName: String { read(CNContactPhoneticMiddleNameKey, values.phoneticMiddleName) }
    /// How the last name sounds.
    public var phoneticFamilyName: String { read(CNContactPhoneticFamilyNameKey, values.phoneticFamilyName) }
    /// How the company sounds.
    public var phoneticOrganizationName: String { read(CNContactPhoneticOrganizationNameKey, values.phoneticOrganizationName) }
    /// The birthday (its year may be missing).
    public var birthday: DateComponents? { read(CNContactBirthdayKey, values.birthday) }
    /// Other dates (anniversaries…).
    public var dates: [CNLabeledValue<NSDateComponents>] { read(CNContactDatesKey, values.dates) }
    /// The note.
    public var note: String { read(CNContactNoteKey, values.note) }
    /// The photo's image data.
    public var imageData: Data? { read(CNContactImageDataKey, values.imageData) }
    /// The photo's thumbnail: napkin keeps the image data itself.
    public var thumbnailImageData: Data? { read(CNContactThumbnailImageDataKey, values.imageData) }
    /// Whether the contact has a photo.
    public var imageDataAvailable: Bool { read(CNContactImageDataAvailableKey, values.imageData != nil) }
    /// The phone numbers.
    public var phoneNumbers: [CNLabeledValue<CNPhoneNumber>] { read(CNContactPhoneNumbersKey, values.phoneNumbers) }
    /// The email addresses.
    public var emailAddresses: [CNLabeledValue<NSString>] { read(CNContactEmailAddressesKey, values.emailAddresses) }
    /// The postal addresses.
    public var postalAddresses: [CNLabeledValue<CNPostalAddress>] { read(CNContactPostalAddressesKey, values.postalAddresses) }
    /// The URLs.
    public var urlAddresses: [CNLabeledValue<NSString>] { read(CNContactUrlAddressesKey, values.urlAddresses) }

    // MARK: Copying

    /// An immutable copy, with the same fetched keys.
    public func copy(with zone: NSZone?) -> Any { CNContact(values: values, fetchedKeys: fetchedKeys) }

    /// A mutable copy, with the same fetched keys.
    public func mutableCopy(with zone: NSZone?) -> Any { CNMutableContact(values: values, fetchedKeys: fetchedKeys) }

    override open var description: String {
        "<\(type(of: self)): \(identifier) \(values.givenName) \(values.familyName)>"
    }

    // MARK: Class methods

    /// The English name of the property `key` ("First name", "phone"…).
    public class func localizedString(forKey key: String) -> String { propertyNames[key] ?? key }

    /// Orders two contacts by name in `sortOrder` (by last name for ``CNContactSortOrder/userDefault``).
    public class func comparator(forNameSortOrder sortOrder: CNContactSortOrder) -> Comparator {
        { lhs, rhs in
            guard let lhs = lhs as? CNContact, let rhs = rhs as? CNContact else { return .orderedSame }
            return compare(lhs.values, rhs.values, sortOrder)
        }
    }

    /// The keys ``comparator(forNameSortOrder:)`` reads.
    public class func descriptorForAllComparatorKeys() -> any CNKeyDescriptor {
        CNKeyGroup(
            "comparator",
            keys: [CNContactGivenNameKey, CNContactFamilyNameKey, CNContactMiddleNameKey, CNContactOrganizationNameKey, CNContactTypeKey])
    }

    /// How `lhs` and `rhs` compare in `order`.
    package static func compare(_ lhs: ContactValues, _ rhs: ContactValues, _ order: CNContactSortOrder) -> ComparisonResult {
        func sortKey(_ values: ContactValues) -> [String] {
            let first = values.givenName
            let last = values.familyName.isEmpty && first.isEmpty ? values.organizationName : values.familyName
            return order == .givenName ? [first, last, values.middleName] : [last, first, values.middleName]
        }
        for (left, right) in zip(sortKey(lhs), sortKey(rhs)) {
            let result = left.compare(right, options: [.caseInsensitive, .diacriticInsensitive])
            if result != .orderedSame { return result }
        }
        return .orderedSame
    }
}

/// A contact the app can change, as Contacts' `CNMutableContact`. Setting a property that was not fetched makes it
/// available (and an update then writes it).
open class CNMutableContact: CNContact, @unchecked Sendable {
    /// Sets a property's value and marks its key available.
    private func write<T>(_ key: String, _ path: WritableKeyPath<ContactValues, T>, _ value: T) {
        values[keyPath: path] = value
        fetchedKeys?.insert(key)
        if key == CNContactImageDataKey {
            fetchedKeys?.formUnion([CNContactThumbnailImageDataKey, CNContactImageDataAvailableKey])
        }
    }

    /// The keys this contact's changes may write: those fetched, or all.
    package var writableKeys: Set<String> { fetchedKeys ?? allContactKeys }

    override public var contactType: CNContactType {
        get { super.contactType }
        set { write(CNContactTypeKey, \.contactType, newValue) }
    }
    override public var namePrefix: String {
        get { super.namePrefix }
        set { write(CNContactNamePrefixKey, \.namePrefix, newValue) }
    }
    override public var givenName: String {
        get { super.givenName }
        set { write(CNContactGivenNameKey, \.givenName, newValue) }
    }
    override public var middleName: String {
        get { super.middleName }
        set { write(CNContactMiddleNameKey, \.middleName, newValue) }
    }
    override public var familyName: String {
        get { super.familyName }
        set { write(CNContactFamilyNameKey, \.familyName, newValue) }
    }
    override public var previousFamilyName: String {
        get { super.previousFamilyName }
        set { write(CNContactPreviousFamilyNameKey, \.previousFamilyName, newValue) }
    }
    override public var nameSuffix: String {
        get { super.nameSuffix }
        set { write(CNContactNameSuffixKey, \.nameSuffix, newValue) }
    }
    override public var nickname: String {
        get { super.nickname }
        set { write(CNContactNicknameKey, \.nickname, newValue) }
    }
    override public var organizationName: String {
        get { super.organizationName }
        set { write(CNContactOrganizationNameKey, \.organizationName, newValue) }
    }
    override public var departmentName: String {
        get { super.departmentName }
        set { write(CNContactDepartmentNameKey, \.departmentName, newValue) }
    }
    override public var jobTitle: String {
        get { super.jobTitle }
        set { write(CNContactJobTitleKey, \.jobTitle, newValue) }
    }
    override public var phoneticGivenName: String {
        get { super.phoneticGivenName }
        set { write(CNContactPhoneticGivenNameKey, \.phoneticGivenName, newValue) }
    }
    override public var phoneticMiddleName: String {
        get { super.phoneticMiddleName }
        set { write(CNContactPhoneticMiddleNameKey, \.phoneticMiddleName, newValue) }
    }
    override public var phoneticFamilyName: String {
        get { super.phoneticFamilyName }
        set { write(CNContactPhoneticFamilyNameKey, \.phoneticFamilyName, newValue) }
    }
    override public var phoneticOrganizationName: String {
        get { super.phoneticOrganizationName }
        set { write(CNContactPhoneticOrganizationNameKey, \.phoneticOrganizationName, newValue) }
    }
    override public var birthday: DateComponents? {
        get { super.birthday }
        set { write(CNContactBirthdayKey, \.birthday, newValue) }
    }
    override public var dates: [CNLabeledValue<NSDateComponents>] {
        get { super.dates }
        set { write(CNContactDatesKey, \.dates, newValue) }
    }
    override public var note: String {
        get { super.note }
        set { write(CNContactNoteKey, \.note, newValue) }
    }
    override public var imageData: Data? {
        get { super.imageData }
        set { write(CNContactImageDataKey, \.imageData, newValue) }
    }
    override public var phoneNumbers: [CNLabeledValue<CNPhoneNumber>] {
        get { super.phoneNumbers }
        set { write(CNContactPhoneNumbersKey, \.phoneNumbers, newValue) }
    }
    override public var emailAddresses: [CNLabeledValue<NSString>] {
        get { super.emailAddresses }
        set { write(CNContactEmailAddressesKey, \.emailAddresses, newValue) }
    }
    override public var postalAddresses: [CNLabeledValue<CNPostalAddress>] {
        get { super.postalAddresses }
        set { write(CNContactPostalAddressesKey, \.postalAddresses, newValue) }
    }
    override public var urlAddresses: [CNLabeledValue<NSString>] {
        get { super.urlAddresses }
        set { write(CNContactUrlAddressesKey, \.urlAddresses, newValue) }
    }
}

// MARK: - Predicates

extension CNContact {
    /// Contacts whose names match `name`: every word of it begins a word of the contact's first, middle, last or
    /// nick name or company, ignoring case and accents.
    public class func predicateForContacts(matchingName name: String) -> NSPredicate {
        let words = nameWords(name)
        return contactPredicate { values in
            let names = nameWords(
                [values.givenName, values.middleName, values.familyName, values.nickname, values.organizationName].joined(separator: " "))
            return !words.isEmpty && words.allSatisfy { word in names.contains { $0.hasPrefix(word) } }
        }
    }

    /// The contacts with these identifiers.
    public class func predicateForContacts(withIdentifiers identifiers: [String]) -> NSPredicate {
        let wanted = Set(identifiers)
        return contactPredicate { wanted.contains($0.identifier) }
    }

    /// The contacts with this email address (ignoring case).
    public class func predicateForContacts(matchingEmailAddress emailAddress: String) -> NSPredicate {
        let wanted = emailAddress.lowercased()
        return contactPredicate { values in values.emailAddresses.contains { ($0.value as String).lowercased() == wanted } }
    }

    /// The contacts with this phone number (comparing digits only).
    public class func predicateForContacts(matching phoneNumber: CNPhoneNumber) -> NSPredicate {
        let wanted = phoneNumber.digits
        return contactPredicate { values in !wanted.isEmpty && values.phoneNumbers.contains { $0.value.digits == wanted } }
    }

    /// The contacts in the container with `containerIdentifier`.
    public class func predicateForContactsInContainer(withIdentifier containerIdentifier: String) -> NSPredicate {
        contactPredicate { _ in containerIdentifier == ContactContainers.localIdentifier }
    }

    /// The words of `text`, folded for matching.
    static func nameWords(_ text: String) -> [String] {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .split(whereSeparator: { $0.isWhitespace || $0.isPunctuation }).map(String.init)
    }
}

/// A predicate the store evaluates on a contact's stored values (whatever keys were fetched).
func contactPredicate(_ test: @escaping @Sendable (ContactValues) -> Bool) -> NSPredicate {
    NSPredicate { object, _ in
        switch object {
        case let values as ContactValues: test(values)
        case let contact as CNContact: test(contact.values)
        default: false
        }
    }
}

/// The one container napkin's address book has.
enum ContactContainers {
    static let localIdentifier = "napkin-local-contacts"
}
