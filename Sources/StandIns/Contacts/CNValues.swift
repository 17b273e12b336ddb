import Foundation

/// A value with a label ("home", "mobile"…), as Contacts' `CNLabeledValue`: immutable; the `setting` methods return
/// a copy with the same ``identifier``.
open class CNLabeledValue<ValueType: NSCopying & NSSecureCoding>: NSObject, NSCopying, @unchecked Sendable {
    // Sound: immutable.
    /// Identifies this value within its contact.
    public let identifier: String
    /// The label: one of the `CNLabel…` constants or the person's own word.
    public let label: String?
    /// The value.
    public let value: ValueType

    /// A value with `label` and a new identifier.
    public init(label: String?, value: ValueType) {
        self.identifier = UUID().uuidString
        self.label = label
        self.value = value
        super.init()
    }

    private init(identifier: String, label: String?, value: ValueType) {
        self.identifier = identifier
        self.label = label
        self.value = value
        super.init()
    }

    /// This value with another label.
    public func settingLabel(_ label: String?) -> CNLabeledValue<ValueType> {
        CNLabeledValue(identifier: identifier, label: label, value: value)
    }

    /// This label with another value.
    public func settingValue(_ value: ValueType) -> CNLabeledValue<ValueType> {
        CNLabeledValue(identifier: identifier, label: label, value: value)
    }

    /// Another label and value, same identifier.
    public func settingLabel(_ label: String?, value: ValueType) -> CNLabeledValue<ValueType> {
        CNLabeledValue(identifier: identifier, label: label, value: value)
    }

    /// What iOS shows for `label` in English: "home", "mobile", "iPhone"…; a label of the person's own as it is.
    public class func localizedString(forLabel label: String) -> String { labelNames[label] ?? label }

    /// Itself: it is immutable.
    public func copy(with zone: NSZone?) -> Any { self }

    override open func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CNLabeledValue<ValueType> else { return false }
        return other.identifier == identifier && other.label == label && ((other.value as? NSObject)?.isEqual(value) ?? false)
    }

    override open var hash: Int { identifier.hashValue }
}

/// A phone number as the person typed it, as Contacts' `CNPhoneNumber`.
open class CNPhoneNumber: NSObject, NSCopying, NSSecureCoding, @unchecked Sendable {
    // Sound: immutable.
    /// The number as typed.
    public let stringValue: String

    /// A number as typed.
    public init(stringValue: String) {
        self.stringValue = stringValue
        super.init()
    }

    /// Its digits (and a leading +), for comparing numbers however they are written.
    package var digits: String {
        let kept = stringValue.filter { $0.isASCII && ($0.isNumber || $0 == "+") }
        return kept
    }

    /// Itself: it is immutable.
    public func copy(with zone: NSZone?) -> Any { self }

    /// True: it decodes only what it expects.
    public static var supportsSecureCoding: Bool { true }

    /// Writes its fields to `coder`.
    /// Writes the number to `coder`.
    public func encode(with coder: NSCoder) { coder.encode(stringValue as NSString, forKey: "stringValue") }

    /// Reads what ``encode(with:)`` wrote.
    public required init?(coder: NSCoder) {
        guard let string = coder.decodeObject(of: NSString.self, forKey: "stringValue") else { return nil }
        stringValue = string as String
        super.init()
    }

    override open func isEqual(_ object: Any?) -> Bool { (object as? CNPhoneNumber)?.stringValue == stringValue }
    override open var hash: Int { stringValue.hashValue }
    override open var description: String { "<CNPhoneNumber: \(stringValue)>" }
}

/// A postal address, as Contacts' `CNPostalAddress`.
open class CNPostalAddress: NSObject, NSCopying, NSMutableCopying, NSSecureCoding, @unchecked Sendable {
    // Sound: a CNPostalAddress never changes; CNMutablePostalAddress is not to be shared while it changes.
    package var fields: [String: String] = [:]

    /// An empty address.
    public override init() { super.init() }

    /// The street (lines separated by newlines).
    public var street: String { fields["street"] ?? "" }
    /// The neighbourhood.
    public var subLocality: String { fields["subLocality"] ?? "" }
    /// The city.
    public var city: String { fields["city"] ?? "" }
    /// The county.
    public var subAdministrativeArea: String { fields["subAdministrativeArea"] ?? "" }
    /// The state or province.
    public var state: String { fields["state"] ?? "" }
    /// The postal code.
    public var postalCode: String { fields["postalCode"] ?? "" }
    /// The country's name.
    public var country: String { fields["country"] ?? "" }
    /// The country's ISO code ("us").
    public var isoCountryCode: String { fields["isoCountryCode"] ?? "" }

    /// An immutable copy.
    public func copy(with zone: NSZone?) -> Any {
        let copy = CNPostalAddress()
        copy.fields = fields
        return copy
    }

    /// A mutable copy.
    public func mutableCopy(with zone: NSZone?) -> Any {
        let copy = CNMutablePostalAddress()
        copy.fields = fields
        return copy
    }

    /// True: it decodes only what it expects.
    public static var supportsSecureCoding: Bool { true }

    /// Writes its fields to `coder`.
    public func encode(with coder: NSCoder) {
        for (key, value) in fields { coder.encode(value as NSString, forKey: key) }
    }

    /// Reads what ``encode(with:)`` wrote.
    public required init?(coder: NSCoder) {
        super.init()
        for key in ["street", "subLocality", "city", "subAdministrativeArea", "state", "postalCode", "country", "isoCountryCode"] {
            if coder.containsValue(forKey: key), let value = coder.decodeObject(of: NSString.self, forKey: key) {
                fields[key] = value as String
            }
        }
    }

    override open func isEqual(_ object: Any?) -> Bool { (object as? CNPostalAddress)?.fields == fields }
    override open var hash: Int { fields.hashValue }

    /// The English name of the address field `key` ("street", "city"…).
    public class func localizedString(forKey key: String) -> String {
        [
            "street": "Street", "subLocality": "Neighborhood", "city": "City", "subAdministrativeArea": "County", "state": "State",
            "postalCode": "ZIP", "country": "Country", "isoCountryCode": "Country Code",
        ][key] ?? key
    }
}

/// A postal address the app can change, as Contacts' `CNMutablePostalAddress`.
open class CNMutablePostalAddress: CNPostalAddress, @unchecked Sendable {
    override public var street: String {
        get { super.street }
        set { fields["street"] = newValue }
    }
    override public var subLocality: String {
        get { super.subLocality }
        set { fields["subLocality"] = newValue }
    }
    override public var city: String {
        get { super.city }
        set { fields["city"] = newValue }
    }
    override public var subAdministrativeArea: String {
        get { super.subAdministrativeArea }
        set { fields["subAdministrativeArea"] = newValue }
    }
    override public var state: String {
        get { super.state }
        set { fields["state"] = newValue }
    }
    override public var postalCode: String {
        get { super.postalCode }
        set { fields["postalCode"] = newValue }
    }
    override public var country: String {
        get { super.country }
        set { fields["country"] = newValue }
    }
    override public var isoCountryCode: String {
        get { super.isoCountryCode }
        set { fields["isoCountryCode"] = newValue }
    }
}

/// How a postal address is written, with Contacts' numbers.
public enum CNPostalAddressFormatterStyle: Int, Sendable {
    case mailingAddress = 0
}

/// Writes a postal address as a letter's address, as Contacts' `CNPostalAddressFormatter`. napkin writes every
/// address the United States' way: the street, then "City State ZIP", then the country.
open class CNPostalAddressFormatter: Formatter, @unchecked Sendable {
    /// The style (only the mailing address exists).
    public var style: CNPostalAddressFormatterStyle = .mailingAddress

    public override init() { super.init() }
    /// Reads what ``encode(with:)`` wrote.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// `postalAddress` on lines.
    open func string(from postalAddress: CNPostalAddress) -> String { Self.string(from: postalAddress, style: style) }

    /// `postalAddress` on lines in `style`.
    open class func string(from postalAddress: CNPostalAddress, style: CNPostalAddressFormatterStyle) -> String {
        let cityLine = [postalAddress.city, [postalAddress.state, postalAddress.postalCode].filter { !$0.isEmpty }.joined(separator: " ")]
            .filter { !$0.isEmpty }.joined(separator: " ")
        return [postalAddress.street, cityLine, postalAddress.country].filter { !$0.isEmpty }.joined(separator: "\n")
    }

    override open func string(for obj: Any?) -> String? { (obj as? CNPostalAddress).map(string(from:)) }
}

/// What an app may do with the address book, with Contacts' numbers.
public enum CNAuthorizationStatus: Int, Sendable, Hashable {
    /// The person was not asked yet.
    case notDetermined = 0
    /// A profile forbids access.
    case restricted = 1
    /// The person refused.
    case denied = 2
    /// The person allowed every contact.
    case authorized = 3
    /// The person shared some contacts (iOS 18): the app sees those and the ones it adds.
    case limited = 4
}

/// What is asked access to, as Contacts' `CNEntityType`.
public enum CNEntityType: Int, Sendable, Hashable {
    case contacts = 0
}

/// What kind of account a container is, with Contacts' numbers.
public enum CNContainerType: Int, Sendable, Hashable {
    case unassigned = 0
    case local = 1
    case exchange = 2
    case cardDAV = 3
}

/// An account holding contacts, as Contacts' `CNContainer`. napkin's address book has one: the device's own,
/// named "Contacts".
open class CNContainer: NSObject, @unchecked Sendable {
    // Sound: immutable.
    /// The container's identifier.
    public let identifier: String
    /// Its name.
    public let name: String
    /// Its kind.
    public let type: CNContainerType

    package init(identifier: String, name: String, type: CNContainerType) {
        self.identifier = identifier
        self.name = name
        self.type = type
        super.init()
    }

    /// The containers with these identifiers.
    public class func predicateForContainers(withIdentifiers identifiers: [String]) -> NSPredicate {
        let wanted = Set(identifiers)
        return NSPredicate { object, _ in (object as? CNContainer).map { wanted.contains($0.identifier) } ?? false }
    }

    /// The container holding the contact with `contactIdentifier` (napkin's only container, for every contact).
    public class func predicateForContainerOfContact(withIdentifier contactIdentifier: String) -> NSPredicate {
        NSPredicate { object, _ in object is CNContainer }
    }
}

/// A property of a contact the person chose, as Contacts' `CNContactProperty`.
open class CNContactProperty: NSObject, @unchecked Sendable {
    // Sound: immutable.
    /// The contact.
    public let contact: CNContact
    /// The property's key (``CNContactPhoneNumbersKey``…).
    public let key: String
    /// The value (a `CNPhoneNumber`, an `NSString`…).
    public let value: Any?
    /// The label of a labeled value.
    public let label: String?
    /// The identifier of a labeled value.
    public let identifier: String?

    package init(contact: CNContact, key: String, value: Any?, label: String?, identifier: String?) {
        self.contact = contact
        self.key = key
        self.value = value
        self.label = label
        self.identifier = identifier
        super.init()
    }
}

/// A Contacts error, as Contacts' `CNError`, with its codes' numbers.
public struct CNError: Error, CustomNSError, LocalizedError, Hashable, Sendable {
    /// Contacts' error codes.
    public enum Code: Int, Sendable, Hashable {
        case communicationError = 1
        case dataAccessError = 2
        case authorizationDenied = 100
        case noAccessableWritableContainers = 101
        case unauthorizedKeys = 102
        case featureDisabledByUser = 103
        case featureNotAvailable = 104
        case recordDoesNotExist = 200
        case insertedRecordAlreadyExists = 201
        case containmentCycle = 202
        case containmentScope = 203
        case parentRecordDoesNotExist = 204
        case recordIdentifierInvalid = 205
        case recordNotWritable = 206
        case parentContainerNotWritable = 207
        case validationMultipleErrors = 300
        case validationTypeMismatch = 301
        case validationConfigurationError = 302
        case predicateInvalid = 400
        case policyViolation = 500
        case clientIdentifierInvalid = 600
        case clientIdentifierDoesNotExist = 601
        case clientIdentifierCollision = 602
        case changeHistoryExpired = 603
        case changeHistoryInvalidAnchor = 604
        case changeHistoryInvalidFetchRequest = 605
        case vCardMalformed = 700
        case vCardSummarizationError = 701
    }

    /// What failed.
    public let code: Code
    /// An error with `code`.
    public init(_ code: Code) { self.code = code }

    /// `CNErrorDomain`.
    public static var errorDomain: String { "CNErrorDomain" }
    /// The code's number.
    public var errorCode: Int { code.rawValue }

    /// What went wrong, in English.
    public var errorDescription: String? {
        switch code {
        case .authorizationDenied: "Access Denied"
        case .recordDoesNotExist: "Updated Record Does Not Exist"
        case .insertedRecordAlreadyExists: "Inserted Record Already Exists"
        case .noAccessableWritableContainers: "No Writable Containers"
        case .predicateInvalid: "Invalid Predicate"
        case .recordIdentifierInvalid: "Record Identifier Invalid"
        default: "The operation couldn't be completed. (CNErrorDomain error \(code.rawValue).)"
        }
    }

    // The codes as static members, so that `error.code == .authorizationDenied` and `catch CNError.recordDoesNotExist`
    // read as on iOS.
    /// ``Code/communicationError``.
    public static var communicationError: Code { .communicationError }
    /// ``Code/dataAccessError``.
    public static var dataAccessError: Code { .dataAccessError }
    /// ``Code/authorizationDenied``.
    public static var authorizationDenied: Code { .authorizationDenied }
    /// ``Code/noAccessableWritableContainers``.
    public static var noAccessableWritableContainers: Code { .noAccessableWritableContainers }
    /// ``Code/recordDoesNotExist``.
    public static var recordDoesNotExist: Code { .recordDoesNotExist }
    /// ``Code/insertedRecordAlreadyExists``.
    public static var insertedRecordAlreadyExists: Code { .insertedRecordAlreadyExists }
    /// ``Code/predicateInvalid``.
    public static var predicateInvalid: Code { .predicateInvalid }
    /// ``Code/recordIdentifierInvalid``.
    public static var recordIdentifierInvalid: Code { .recordIdentifierInvalid }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The domain of Contacts' errors.
public let CNErrorDomain = "CNErrorDomain"

extension Notification.Name {
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Posted (object: the store that changed it) when the address book changes, as Contacts'
    /// `CNContactStoreDidChange`.
    public static let CNContactStoreDidChange = Notification.Name("CNContactStoreDidChangeNotification")
}
