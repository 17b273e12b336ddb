import Foundation
import NapkinFoundation
import Testing

/// `PersonNameComponentsFormatter` as profile screens use it: initials for an avatar, a name
/// read from one text field.
@Suite("PersonNameComponentsFormatter")
struct PersonNameComponentsFormatterTests {
    @Test("A full name read from a field gives its initials, as a profile's avatar shows them")
    func initialsFromAFullName() throws {
        let formatter = PersonNameComponentsFormatter()
        let components = try #require(formatter.personNameComponents(from: "Kobe Bryant"))
        #expect(components.givenName == "Kobe" && components.familyName == "Bryant" && components.middleName == nil)
        formatter.style = .abbreviated
        #expect(formatter.string(from: components) == "KB")
        formatter.style = .default
        #expect(formatter.string(from: components) == "Kobe Bryant")
        formatter.style = .short
        #expect(formatter.string(from: components) == "Kobe")
    }

    @Test("Prefixes, middle names and suffixes are read as English writes them")
    func partsOfALongName() throws {
        let formatter = PersonNameComponentsFormatter()
        let king = try #require(formatter.personNameComponents(from: "  Dr. Martin Luther King, Jr. "))
        #expect(king.namePrefix == "Dr." && king.givenName == "Martin" && king.middleName == "Luther")
        #expect(king.familyName == "King" && king.nameSuffix == "Jr.")
        formatter.style = .long
        #expect(formatter.string(from: king) == "Dr. Martin Luther King Jr.")
        let one = try #require(formatter.personNameComponents(from: "Cher"))
        #expect(one.givenName == "Cher" && one.familyName == nil)
        // "Dr" alone is a given name, not a prefix with nothing after it.
        #expect(formatter.personNameComponents(from: "Dr")?.givenName == "Dr")
        #expect(formatter.personNameComponents(from: "   ") == nil)
        #expect(formatter.personNameComponents(from: "") == nil)
    }

    @Test("string(for:) writes only names; the class method writes a style")
    func otherEntryPoints() {
        var ada = PersonNameComponents()
        ada.givenName = "Ada"
        ada.familyName = "Lovelace"
        ada.nickname = "Ada L."
        let formatter = PersonNameComponentsFormatter()
        #expect(formatter.string(for: ada) == "Ada Lovelace")
        #expect(formatter.string(for: "Ada Lovelace") == nil)
        #expect(PersonNameComponentsFormatter.localizedString(from: ada, style: .abbreviated) == "AL")
        #expect(PersonNameComponentsFormatter.localizedString(from: ada, style: .short) == "Ada L.")
        #expect(ada.formatted(.name(style: .abbreviated)) == "AL")
    }
}
