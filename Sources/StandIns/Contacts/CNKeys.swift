// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

/// Names contact properties to fetch, as Contacts' `CNKeyDescriptor`: a key constant such as ``CNContactGivenNameKey``
/// (a `String`, as on iOS), or a descriptor a formatter or the contact view controller gives for the keys it needs.
///
/// `[CNContactGivenNameKey, CNContactFamilyNameKey] as [CNKeyDescriptor]` reads as on iOS. A type of the app's own
/// conforming to it names no keys. Sendable, so a `static let keysToFetch: [CNKeyDescriptor]` compiles in Swift 6.
public protocol CNKeyDescriptor: Sendable {}

extension String: CNKeyDescriptor {}

/// A named set of keys, as the descriptors `descriptorForRequiredKeys` methods return.
package final class CNKeyGroup: NSObject, CNKeyDescriptor, @unchecked Sendable {
    // Sound: immutable.
    /// The keys it stands for.
    package let keys: Set<String>
    /// Who asked for them (its description).
    let name: String

    /// A descriptor standing for `keys`.
    package init(_ name: String, keys: Set<String>) {
        self.name = name
        self.keys = keys
    }

    override package var description: String { "<CNKeyGroup \(name): \(keys.sorted().joined(separator: ", "))>" }
}

/// The property names `descriptors` stand for.
package func contactKeys(_ descriptors: [any CNKeyDescriptor]) -> Set<String> {
    var keys: Set<String> = []
    for descriptor in descriptors {
        switch descriptor {
        case let key as String: keys.insert(key)
        case let group as CNKeyGroup: keys.formUnion(group.keys)
        default: break
        }
    }
    return keys
}

// The key constants are the properties' names, as on iOS.
/// The key of ``CNContact/identifier``.
public let CNContactIdentifierKey = "identifier"
/// The key of ``CNContact/contactType``.
public let CNContactTypeKey = "contactType"
/// The key of ``CNContact/namePrefix``.
public let CNContactNamePrefixKey = "namePrefix"
/// The key of ``CNContact/givenName``.
public let CNContactGivenNameKey = "givenName"
/// The key of ``CNContact/middleName``.
public let CNContactMiddleNameKey = "middleName"
/// The key of ``CNContact/familyName``.
public let CNContactFamilyNameKey = "familyName"
/// The key of ``CNContact/previousFamilyName``.
public let CNContactPreviousFamilyNameKey = "previousFamilyName"
/// The key of ``CNContact/nameSuffix``.
public let CNContactNameSuffixKey = "nameSuffix"
/// The key of ``CNContact/nickname``.
public let CNContactNicknameKey = "nickname"
/// The key of ``CNContact/organizationName``.
public let CNContactOrganizationNameKey = "organizationName"
/// The key of ``CNContact/departmentName``.
public let CNContactDepartmentNameKey = "departmentName"
/// The key of ``CNContact/jobTitle``.
public let CNContactJobTitleKey = "jobTitle"
/// The key of ``CNContact/phoneticGivenName``.
public let CNContactPhoneticGivenNameKey = "phoneticGivenName"
/// The key of ``CNContact/phoneticMiddleName``.
public let CNContactPhoneticMiddleNameKey = "phoneticMiddleName"
/// The key of ``CNContact/phoneticFamilyName``.
public let CNContactPhoneticFamilyNameKey = "phoneticFamilyName"
/// The key of ``CNContact/phoneticOrganizationName``.
public let CNContactPhoneticOrganizationNameKey = "phoneticOrganizationName"
/// The key of ``CNContact/birthday``.
public let CNContactBirthdayKey = "birthday"
/// The key of ``CNContact/dates``.
public let CNContactDatesKey = "dates"
/// The key of ``CNContact/note``.
public let CNContactNoteKey = "note"
/// The key of ``CNContact/imageData``.
public let CNContactImageDataKey = "imageData"
/// The key of ``CNContact/thumbnailImageData``.
public let CNContactThumbnailImageDataKey = "thumbnailImageData"
/// The key of ``CNContact/imageDataAvailable``.
public let CNContactImageDataAvailableKey = "imageDataAvailable"
/// The key of ``CNContact/phoneNumbers``.
public let CNContactPhoneNumbersKey = "phoneNumbers"
/// The key of ``CNContact/emailAddresses``.
public let CNContactEmailAddressesKey = "emailAddresses"
/// The key of ``CNContact/postalAddresses``.
public let CNContactPostalAddressesKey = "postalAddresses"
/// The key of ``CNContact/urlAddresses``.
public let CNContactUrlAddressesKey = "urlAddresses"

/// Every key napkin's contacts keep, in the order the card shows them.
package let allContactKeys: Set<String> = [
    CNContactIdentifierKey, CNContactTypeKey, CNContactNamePrefixKey, CNContactGivenNameKey, CNContactMiddleNameKey,
    CNContactFamilyNameKey, CNContactPreviousFamilyNameKey, CNContactNameSuffixKey, CNContactNicknameKey,
    CNContactOrganizationNameKey, CNContactDepartmentNameKey, CNContactJobTitleKey, CNContactPhoneticGivenNameKey,
    CNContactPhoneticMiddleNameKey, CNContactPhoneticFamilyNameKey, CNContactPhoneticOrganizationNameKey, CNContactBirthdayKey,
    CNContactDatesKey, CNContactNoteKey, CNContactImageDataKey, CNContactThumbnailImageDataKey, CNContactImageDataAvailableKey,
    CNContactPhoneNumbersKey, CNContactEmailAddressesKey, CNContactPostalAddressesKey, CNContactUrlAddressesKey,
]

// Labels: iOS's own strings for its standard labels.
/// The "home" label.
public let CNLabelHome = "_$!<Home>!$_"
/// The "work" label.
public let CNLabelWork = "_$!<Work>!$_"
/// The "school" label.
public let CNLabelSchool = "_$!<School>!$_"
/// The "other" label.
public let CNLabelOther = "_$!<Other>!$_"
/// The "iCloud" label of an email address.
public let CNLabelEmailiCloud = "iCloud"
/// The "homepage" label of a URL.
public let CNLabelURLAddressHomePage = "_$!<HomePage>!$_"
/// The "anniversary" label of a date.
public let CNLabelDateAnniversary = "_$!<Anniversary>!$_"
/// The "mobile" label of a phone number.
public let CNLabelPhoneNumberMobile = "_$!<Mobile>!$_"
/// The "iPhone" label of a phone number.
public let CNLabelPhoneNumberiPhone = "iPhone"
/// The "Apple Watch" label of a phone number.
public let CNLabelPhoneNumberAppleWatch = "AppleWatch"
/// The "main" label of a phone number.
public let CNLabelPhoneNumberMain = "_$!<Main>!$_"
/// The "home fax" label of a phone number.
public let CNLabelPhoneNumberHomeFax = "_$!<HomeFAX>!$_"
/// The "work fax" label of a phone number.
public let CNLabelPhoneNumberWorkFax = "_$!<WorkFAX>!$_"
/// The "other fax" label of a phone number.
public let CNLabelPhoneNumberOtherFax = "_$!<OtherFAX>!$_"
/// The "pager" label of a phone number.
public let CNLabelPhoneNumberPager = "_$!<Pager>!$_"

/// What iOS shows for the standard labels, in English.
let labelNames: [String: String] = [
    CNLabelHome: "home", CNLabelWork: "work", CNLabelSchool: "school", CNLabelOther: "other", CNLabelEmailiCloud: "iCloud",
    CNLabelURLAddressHomePage: "homepage", CNLabelDateAnniversary: "anniversary", CNLabelPhoneNumberMobile: "mobile",
    CNLabelPhoneNumberiPhone: "iPhone", CNLabelPhoneNumberAppleWatch: "Apple Watch", CNLabelPhoneNumberMain: "main",
    CNLabelPhoneNumberHomeFax: "home fax", CNLabelPhoneNumberWorkFax: "work fax", CNLabelPhoneNumberOtherFax: "other fax",
    CNLabelPhoneNumberPager: "pager",
]

/// What iOS calls each property, in English.
let propertyNames: [String: String] = [
    CNContactIdentifierKey: "Identifier", CNContactTypeKey: "Type", CNContactNamePrefixKey: "Prefix",
    CNContactGivenNameKey: "First name", CNContactMiddleNameKey: "Middle name", CNContactFamilyNameKey: "Last name",
    CNContactPreviousFamilyNameKey: "Maiden name", CNContactNameSuffixKey: "Suffix", CNContactNicknameKey: "Nickname",
    CNContactOrganizationNameKey: "Company", CNContactDepartmentNameKey: "Department", CNContactJobTitleKey: "Job title",
    CNContactPhoneticGivenNameKey: "Phonetic first name", CNContactPhoneticMiddleNameKey: "Phonetic middle name",
    CNContactPhoneticFamilyNameKey: "Phonetic last name", CNContactPhoneticOrganizationNameKey: "Phonetic company name",
    CNContactBirthdayKey: "birthday", CNContactDatesKey: "Dates", CNContactNoteKey: "Notes", CNContactImageDataKey: "Photo",
    CNContactThumbnailImageDataKey: "Thumbnail", CNContactImageDataAvailableKey: "Photo available",
    CNContactPhoneNumbersKey: "phone", CNContactEmailAddressesKey: "email", CNContactPostalAddressesKey: "address",
    CNContactUrlAddressesKey: "URL",
]
