import Foundation

/// Which name a contact formatter writes, with Contacts' numbers.
public enum CNContactFormatterStyle: Int, Sendable, Hashable {
    /// Prefix, first, middle and last names and suffix.
    case fullName = 0
    /// The phonetic names.
    case phoneticFullName = 1
}

/// Which name comes first, with Contacts' numbers.
public enum CNContactDisplayNameOrder: Int, Sendable, Hashable {
    case userDefault = 0
    case givenNameFirst = 1
    case familyNameFirst = 2
}

/// Writes a contact's name, as Contacts' `CNContactFormatter`, in English order: "Dr. Ada Augusta King Jr.".
///
/// A company (``CNContactType/organization``) is written as its organization name; a person without any name part
/// gives `nil`, as on iOS. The contact needs the keys ``descriptorForRequiredKeys(for:)`` names.
open class CNContactFormatter: Formatter, @unchecked Sendable {
    // Sound: as on iOS, a formatter is set up on one thread before it is shared.
    /// The name written.
    open var style: CNContactFormatterStyle = .fullName

    /// A full-name formatter.
    public override init() { super.init() }
    /// Reads a formatter an archive holds.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The keys a contact needs for `style`.
    open class func descriptorForRequiredKeys(for style: CNContactFormatterStyle) -> any CNKeyDescriptor {
        switch style {
        case .fullName:
            CNKeyGroup(
                "CNContactFormatter.fullName",
                keys: [
                    CNContactTypeKey, CNContactNamePrefixKey, CNContactGivenNameKey, CNContactMiddleNameKey, CNContactFamilyNameKey,
                    CNContactNameSuffixKey, CNContactOrganizationNameKey,
                ])
        case .phoneticFullName:
            CNKeyGroup(
                "CNContactFormatter.phoneticFullName",
                keys: [CNContactTypeKey, CNContactPhoneticGivenNameKey, CNContactPhoneticMiddleNameKey, CNContactPhoneticFamilyNameKey])
        }
    }

    /// `contact`'s name in `style`.
    open class func string(from contact: CNContact, style: CNContactFormatterStyle) -> String? {
        if contact.contactType == .organization, style == .fullName {
            return contact.organizationName.isEmpty ? nil : contact.organizationName
        }
        let parts: [String] =
            switch style {
            case .fullName:
                [contact.namePrefix, contact.givenName, contact.middleName, contact.familyName, contact.nameSuffix]
            case .phoneticFullName:
                [contact.phoneticGivenName, contact.phoneticMiddleName, contact.phoneticFamilyName]
            }
        let name = parts.filter { !$0.isEmpty }.joined(separator: " ")
        return name.isEmpty ? nil : name
    }

    /// `contact`'s name in ``style``.
    open func string(from contact: CNContact) -> String? { Self.string(from: contact, style: style) }

    override open func string(for obj: Any?) -> String? { (obj as? CNContact).flatMap(string(from:)) }

    /// Which name comes first for `contact`: the given name, in English.
    open class func nameOrder(for contact: CNContact) -> CNContactDisplayNameOrder { .givenNameFirst }

    /// What separates the names: a space, in English.
    open class func delimiter(for contact: CNContact) -> String { " " }
}
