// UIKit's text-input traits, which SwiftUI's `.keyboardType(_:)`, `.textContentType(_:)` and
// `.autocapitalization(_:)` take (and which custom field views keep as properties). Linux has
// no software keyboard and no autofill: a field records them, and its line in the layout
// description shows the ones set, so a test can check them.

/// The software keyboard a field asks for, as UIKit's `UIKeyboardType`.
public enum UIKeyboardType: Int, Sendable, Hashable, CaseIterable {
    /// The default keyboard.
    case `default`
    /// Letters and punctuation, ASCII only.
    case asciiCapable
    /// Numbers and punctuation.
    case numbersAndPunctuation
    // UIKit's name (`UIKeyboardType.URL`), kept so code written for iOS compiles.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// For URLs.
    case URL
    /// Digits 0–9.
    case numberPad
    /// A telephone keypad.
    case phonePad
    /// For a person's name or phone number.
    case namePhonePad
    /// For email addresses.
    case emailAddress
    /// Digits and a decimal point.
    case decimalPad
    /// For social handles (@ and #).
    case twitter
    /// For search terms.
    case webSearch
    /// Digits 0–9, ASCII.
    case asciiCapableNumberPad

    /// The keyboard's name, as UIKit spells it.
    var name: String {
        switch self {
        case .default: "default"
        case .asciiCapable: "asciiCapable"
        case .numbersAndPunctuation: "numbersAndPunctuation"
        case .URL: "URL"
        case .numberPad: "numberPad"
        case .phonePad: "phonePad"
        case .namePhonePad: "namePhonePad"
        case .emailAddress: "emailAddress"
        case .decimalPad: "decimalPad"
        case .twitter: "twitter"
        case .webSearch: "webSearch"
        case .asciiCapableNumberPad: "asciiCapableNumberPad"
        }
    }
}

/// What a field holds, for autofill, as UIKit's `UITextContentType`.
public struct UITextContentType: RawRepresentable, Sendable, Hashable {
    /// The raw name, as UIKit spells it.
    public let rawValue: String
    /// A content type named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A content type named `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// A person's full name.
    public static let name = UITextContentType("name")
    /// A given name.
    public static let givenName = UITextContentType("givenName")
    /// A family name.
    public static let familyName = UITextContentType("familyName")
    /// A middle name.
    public static let middleName = UITextContentType("middleName")
    /// A nickname.
    public static let nickname = UITextContentType("nickname")
    /// A job title.
    public static let jobTitle = UITextContentType("jobTitle")
    /// An organisation's name.
    public static let organizationName = UITextContentType("organizationName")
    /// A location.
    public static let location = UITextContentType("location")
    /// A full street address.
    public static let fullStreetAddress = UITextContentType("fullStreetAddress")
    /// A first address line.
    public static let streetAddressLine1 = UITextContentType("streetAddressLine1")
    /// A second address line.
    public static let streetAddressLine2 = UITextContentType("streetAddressLine2")
    /// A city.
    public static let addressCity = UITextContentType("addressCity")
    /// A state or province.
    public static let addressState = UITextContentType("addressState")
    /// A postal code.
    public static let postalCode = UITextContentType("postalCode")
    /// A country.
    public static let countryName = UITextContentType("countryName")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType("telephoneNumber")
    /// An email address.
    public static let emailAddress = UITextContentType("emailAddress")
    // UIKit's name (`UITextContentType.URL`), kept so code written for iOS compiles.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// A URL.
    public static let URL = UITextContentType("URL")
    /// A credit card number.
    public static let creditCardNumber = UITextContentType("creditCardNumber")
    /// A user name.
    public static let username = UITextContentType("username")
    /// An existing password.
    public static let password = UITextContentType("password")
    /// A password being chosen.
    public static let newPassword = UITextContentType("newPassword")
    /// A one-time code.
    public static let oneTimeCode = UITextContentType("oneTimeCode")
    /// A date and time.
    public static let dateTime = UITextContentType("dateTime")
    /// A flight number.
    public static let flightNumber = UITextContentType("flightNumber")
    /// A shipment tracking number.
    public static let shipmentTrackingNumber = UITextContentType("shipmentTrackingNumber")
}

/// When the keyboard capitalises, as UIKit's `UITextAutocapitalizationType` (for the older
/// `.autocapitalization(_:)`).
public enum UITextAutocapitalizationType: Int, Sendable, Hashable {
    /// Never.
    case none
    /// Each word.
    case words
    /// Each sentence.
    case sentences
    /// Every character.
    case allCharacters
}

/// NapkinUI's earlier name for ``UIKeyboardType``.
public typealias KeyboardType = UIKeyboardType
/// NapkinUI's earlier name for ``UITextContentType``.
public typealias TextContentType = UITextContentType
