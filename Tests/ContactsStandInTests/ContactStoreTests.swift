import Contacts
import Foundation
import Testing

/// A contact as corpus screens build one: names, a company, a mobile number, a work email, an address.
func makeContact(_ given: String, _ family: String, company: String = "", phone: String? = nil, email: String? = nil) -> CNMutableContact {
    let contact = CNMutableContact()
    contact.givenName = given
    contact.familyName = family
    contact.organizationName = company
    if let phone { contact.phoneNumbers = [CNLabeledValue(label: CNLabelPhoneNumberMobile, value: CNPhoneNumber(stringValue: phone))] }
    if let email { contact.emailAddresses = [CNLabeledValue(label: CNLabelWork, value: email as NSString)] }
    return contact
}

/// Adds `contacts` to the address book, whatever the access.
@discardableResult
func seedContacts(_ contacts: [CNMutableContact]) throws -> [CNMutableContact] {
    try CNContactStore.seed { store in
        let request = CNSaveRequest()
        for contact in contacts { request.add(contact, toContainerWithIdentifier: nil) }
        try store.execute(request)
    }
    return contacts
}

/// Records the store's change notifications.
final class ChangeCounter: @unchecked Sendable {
    // Sound: only read and written on the thread posting (the test's).
    var count = 0
}

/// The address book is one per process: these suites run one at a time.
@Suite("Contacts stand-in", .serialized)
struct ContactsStandInTests {
    @Suite("The store") struct Store {
        init() { CNContactStore.resetAddressBook() }

        @Test("Saved contacts come back by name predicate, by identifier and enumerated in the order asked; the block can stop")
        func saveFetchAndEnumerate() throws {
            CNContactStore.setAuthorizationStatus(.authorized)
            let store = CNContactStore()
            let ada = makeContact("Ada", "Lovelace", company: "Analytical Engines", phone: "+44 20 7946 0000")
            let grace = makeContact("Grace", "Hopper", email: "grace@navy.mil")
            let alan = makeContact("Alan", "Turing")
            let request = CNSaveRequest()
            for contact in [ada, grace, alan] { request.add(contact, toContainerWithIdentifier: store.defaultContainerIdentifier()) }
            try store.execute(request)

            let keys = [CNContactGivenNameKey, CNContactFamilyNameKey] as [CNKeyDescriptor]
            let found = try store.unifiedContacts(matching: CNContact.predicateForContacts(matchingName: "ada love"), keysToFetch: keys)
            #expect(found.map(\.givenName) == ["Ada"] && found.first?.identifier == ada.identifier)
            #expect(try store.unifiedContacts(matching: CNContact.predicateForContacts(matchingName: "lace"), keysToFetch: keys).isEmpty)
            #expect(
                try store.unifiedContacts(matching: CNContact.predicateForContacts(matchingName: "analyt"), keysToFetch: keys).map(
                    \.familyName)
                    == ["Lovelace"])
            #expect(try store.unifiedContact(withIdentifier: grace.identifier, keysToFetch: keys).familyName == "Hopper")
            #expect(throws: CNError(.recordDoesNotExist)) { try store.unifiedContact(withIdentifier: "nobody", keysToFetch: keys) }
            let byEmail = CNContact.predicateForContacts(matchingEmailAddress: "GRACE@navy.mil")
            #expect(try store.unifiedContacts(matching: byEmail, keysToFetch: keys).map(\.givenName) == ["Grace"])
            let byPhone = CNContact.predicateForContacts(matching: CNPhoneNumber(stringValue: "+442079460000"))
            #expect(try store.unifiedContacts(matching: byPhone, keysToFetch: keys).map(\.givenName) == ["Ada"])
            let two = CNContact.predicateForContacts(withIdentifiers: [alan.identifier, ada.identifier])
            #expect(try store.unifiedContacts(matching: two, keysToFetch: keys).map(\.givenName) == ["Ada", "Alan"])

            let fetch = CNContactFetchRequest(keysToFetch: keys)
            var names: [String] = []
            try store.enumerateContacts(with: fetch) { contact, _ in names.append(contact.givenName) }
            #expect(names == ["Ada", "Grace", "Alan"])
            fetch.sortOrder = .givenName
            names = []
            try store.enumerateContacts(with: fetch) { contact, _ in names.append(contact.givenName) }
            #expect(names == ["Ada", "Alan", "Grace"])
            fetch.sortOrder = .userDefault
            names = []
            try store.enumerateContacts(with: fetch) { contact, stop in
                names.append(contact.familyName)
                if names.count == 2 { stop.pointee = true }
            }
            #expect(names == ["Hopper", "Lovelace"])
            fetch.predicate = CNContact.predicateForContacts(matchingName: "grace")
            fetch.mutableObjects = true
            var mutable: [CNContact] = []
            try store.enumerateContacts(with: fetch) { contact, _ in mutable.append(contact) }
            #expect(mutable.count == 1 && mutable.first is CNMutableContact)

            // Adding a contact already saved fails, and the request changes nothing.
            let again = CNSaveRequest()
            again.add(makeContact("Edsger", "Dijkstra"), toContainerWithIdentifier: nil)
            again.add(ada, toContainerWithIdentifier: nil)
            #expect(throws: CNError(.insertedRecordAlreadyExists)) { try store.execute(again) }
            #expect(try store.unifiedContacts(matching: CNContact.predicateForContacts(matchingName: "edsger"), keysToFetch: keys).isEmpty)
            #expect(try store.containers(matching: nil).map(\.name) == ["Contacts"])
            #expect(
                try store.containers(matching: CNContainer.predicateForContainers(withIdentifiers: [store.defaultContainerIdentifier()]))
                    .map(\.type) == [.local])
        }

        @Test("A fetched contact has only the keys fetched; an update writes those (and those set) and leaves the others")
        func keysAndUpdate() throws {
            CNContactStore.setAuthorizationStatus(.authorized)
            let store = CNContactStore()
            let ada = makeContact("Ada", "Lovelace", phone: "555-0100")
            ada.note = "Wrote the first program."
            try seedContacts([ada])
            let keys = [CNContactGivenNameKey as CNKeyDescriptor, CNContactFormatter.descriptorForRequiredKeys(for: .fullName)]
            let fetched = try store.unifiedContact(withIdentifier: ada.identifier, keysToFetch: keys)
            #expect(fetched.isKeyAvailable(CNContactGivenNameKey) && fetched.isKeyAvailable(CNContactIdentifierKey))
            #expect(fetched.isKeyAvailable(CNContactFamilyNameKey) && fetched.areKeysAvailable(keys))
            #expect(!fetched.isKeyAvailable(CNContactNoteKey) && !fetched.isKeyAvailable(CNContactPhoneNumbersKey))
            #expect(!fetched.areKeysAvailable([CNContactNoteKey as CNKeyDescriptor]))
            #expect(ada.isKeyAvailable(CNContactNoteKey), "a contact the app made has every key")

            let mutable = try #require(fetched.mutableCopy() as? CNMutableContact)
            #expect(!mutable.isKeyAvailable(CNContactNoteKey))
            mutable.givenName = "Augusta Ada"
            mutable.jobTitle = "Mathematician"
            #expect(mutable.isKeyAvailable(CNContactJobTitleKey))
            let update = CNSaveRequest()
            update.update(mutable)
            try store.execute(update)
            let all = CNContactViewControllerKeysForTests.all
            let stored = try store.unifiedContact(withIdentifier: ada.identifier, keysToFetch: all)
            #expect(stored.givenName == "Augusta Ada" && stored.jobTitle == "Mathematician")
            #expect(stored.note == "Wrote the first program." && stored.phoneNumbers.map(\.value.stringValue) == ["555-0100"])
            let frozen = try #require(mutable.copy() as? CNContact)
            #expect(!(frozen is CNMutableContact) && frozen.givenName == "Augusta Ada")
        }

        @Test("Delete removes the contact; deleting or updating a contact not saved fails; each change is announced")
        func deleteAndNotify() throws {
            CNContactStore.setAuthorizationStatus(.authorized)
            let store = CNContactStore()
            let counter = ChangeCounter()
            let token = NotificationCenter.default.addObserver(forName: .CNContactStoreDidChange, object: store, queue: nil) { _ in
                counter.count += 1
            }
            defer { NotificationCenter.default.removeObserver(token) }
            let grace = makeContact("Grace", "Hopper")
            let add = CNSaveRequest()
            add.add(grace, toContainerWithIdentifier: nil)
            try store.execute(add)
            let delete = CNSaveRequest()
            delete.delete(grace)
            try store.execute(delete)
            #expect(counter.count == 2)
            let keys = [CNContactGivenNameKey as CNKeyDescriptor]
            #expect(try store.unifiedContacts(matching: NSPredicate(value: true), keysToFetch: keys).isEmpty)
            #expect(throws: CNError(.recordDoesNotExist)) { try store.execute(delete) }
            let update = CNSaveRequest()
            update.update(makeContact("Nobody", "Saved"))
            #expect(throws: CNError(.recordDoesNotExist)) { try store.execute(update) }
            #expect(counter.count == 2)
        }

        @Test("Reading a property that was not fetched stops the process, as iOS's CNPropertyNotFetchedException ends the app")
        func notFetchedStops() async {
            await #expect(processExitsWith: .failure) {
                CNContactStore.setAuthorizationStatus(.authorized)
                let contact = CNMutableContact()
                contact.givenName = "Ada"
                contact.note = "secret"
                let request = CNSaveRequest()
                request.add(contact, toContainerWithIdentifier: nil)
                try? CNContactStore().execute(request)
                let fetched = try? CNContactStore().unifiedContact(
                    withIdentifier: contact.identifier, keysToFetch: [CNContactGivenNameKey as CNKeyDescriptor])
                _ = fetched?.note
            }
        }
    }

    @Suite("Access") struct Access {
        init() { CNContactStore.resetAddressBook() }

        @Test("Access starts not determined; fetching and saving throw until granted; a declined prompt is remembered")
        func declined() async throws {
            try seedContacts([makeContact("Ada", "Lovelace")])
            let store = CNContactStore()
            #expect(CNContactStore.authorizationStatus(for: .contacts) == .notDetermined)
            let keys = [CNContactGivenNameKey as CNKeyDescriptor]
            #expect(throws: CNError(.authorizationDenied)) {
                try store.unifiedContacts(matching: NSPredicate(value: true), keysToFetch: keys)
            }
            #expect(throws: CNError(.authorizationDenied)) {
                try store.enumerateContacts(with: CNContactFetchRequest(keysToFetch: keys)) { _, _ in }
            }
            let request = CNSaveRequest()
            request.add(makeContact("Grace", "Hopper"), toContainerWithIdentifier: nil)
            #expect(throws: CNError(.authorizationDenied)) { try store.execute(request) }

            nonisolated(unsafe) var heard: (Bool, CNError?)?
            store.requestAccess(for: .contacts) { granted, error in heard = (granted, error as? CNError) }
            #expect(heard?.0 == false && heard?.1?.code == .authorizationDenied)
            #expect(CNContactStore.authorizationStatus(for: .contacts) == .denied)
            // Denied stays denied: the person is not asked again.
            CNContactStore.answerAccessRequests(granting: true)
            await #expect(throws: CNError(.authorizationDenied)) { try await store.requestAccess(for: .contacts) }
        }

        @Test("A granted prompt authorizes every contact")
        func granted() async throws {
            try seedContacts([makeContact("Ada", "Lovelace")])
            CNContactStore.answerAccessRequests(granting: true)
            let store = CNContactStore()
            nonisolated(unsafe) var heard: (Bool, (any Error)?)?
            store.requestAccess(for: .contacts) { granted, error in heard = (granted, error) }
            #expect(heard?.0 == true && heard?.1 == nil)
            #expect(try await store.requestAccess(for: .contacts))
            #expect(CNContactStore.authorizationStatus(for: .contacts) == .authorized)
            let names = try store.unifiedContacts(
                matching: NSPredicate(value: true), keysToFetch: [CNContactGivenNameKey as CNKeyDescriptor])
            #expect(names.map(\.givenName) == ["Ada"])
        }

        @Test("Limited access sees the contacts shared and those the app adds, and may change only those")
        func limited() throws {
            let (ada, grace) = try {
                let both = try seedContacts([makeContact("Ada", "Lovelace"), makeContact("Grace", "Hopper")])
                return (both[0], both[1])
            }()
            CNContactStore.setAuthorizationStatus(.limited, sharing: [grace.identifier])
            let store = CNContactStore()
            let keys = [CNContactGivenNameKey as CNKeyDescriptor]
            #expect(try store.unifiedContacts(matching: NSPredicate(value: true), keysToFetch: keys).map(\.givenName) == ["Grace"])
            let add = CNSaveRequest()
            add.add(makeContact("Alan", "Turing"), toContainerWithIdentifier: nil)
            try store.execute(add)
            #expect(try store.unifiedContacts(matching: NSPredicate(value: true), keysToFetch: keys).map(\.givenName) == ["Grace", "Alan"])
            let delete = CNSaveRequest()
            delete.delete(ada)
            #expect(throws: CNError(.recordDoesNotExist)) { try store.execute(delete) }
        }
    }

    @Suite("Formatting and values") struct Values {
        @Test("The formatter writes the full name in English order, a company's name, nil without a name")
        func formatter() {
            let person = makeContact("Ada", "King")
            person.namePrefix = "Dr."
            person.middleName = "Augusta"
            person.nameSuffix = "Jr."
            #expect(CNContactFormatter.string(from: person, style: .fullName) == "Dr. Ada Augusta King Jr.")
            let formatter = CNContactFormatter()
            #expect(formatter.string(from: makeContact("", "Hopper")) == "Hopper")
            #expect(formatter.string(from: makeContact("", "", company: "Globex")) == nil)
            let company = makeContact("", "", company: "Globex")
            company.contactType = .organization
            #expect(formatter.string(from: company) == "Globex" && formatter.string(for: company) == "Globex")
            #expect(formatter.string(for: "Ada") == nil)
            person.phoneticGivenName = "AY-dah"
            person.phoneticFamilyName = "king"
            formatter.style = .phoneticFullName
            #expect(formatter.string(from: person) == "AY-dah king")
            #expect(CNContactFormatter.nameOrder(for: person) == .givenNameFirst && CNContactFormatter.delimiter(for: person) == " ")
        }

        @Test("Labeled values keep their identifier when changed; labels read as iOS shows them; numbers and addresses")
        func labeledValues() throws {
            let mobile = CNLabeledValue(label: CNLabelPhoneNumberMobile, value: CNPhoneNumber(stringValue: "555-0100"))
            let home = mobile.settingLabel(CNLabelHome)
            #expect(home.identifier == mobile.identifier && home.label == CNLabelHome && home.value == mobile.value)
            #expect(mobile.settingValue(CNPhoneNumber(stringValue: "555-0199")).value.stringValue == "555-0199")
            #expect(CNLabeledValue<CNPhoneNumber>.localizedString(forLabel: CNLabelPhoneNumberMobile) == "mobile")
            #expect(CNLabeledValue<NSString>.localizedString(forLabel: CNLabelWork) == "work")
            #expect(CNLabeledValue<NSString>.localizedString(forLabel: "gym") == "gym")
            #expect(CNContact.localizedString(forKey: CNContactGivenNameKey) == "First name")

            let archived = try NSKeyedArchiver.archivedData(
                withRootObject: CNPhoneNumber(stringValue: "+1 555 0100"), requiringSecureCoding: true)
            let number = try NSKeyedUnarchiver.unarchivedObject(ofClass: CNPhoneNumber.self, from: archived)
            #expect(number?.stringValue == "+1 555 0100")

            let address = CNMutablePostalAddress()
            address.street = "1 Infinite Loop"
            address.city = "Cupertino"
            address.state = "CA"
            address.postalCode = "95014"
            address.country = "United States"
            #expect(
                CNPostalAddressFormatter.string(from: address, style: .mailingAddress)
                    == "1 Infinite Loop\nCupertino CA 95014\nUnited States")
            let frozen = try #require(address.copy() as? CNPostalAddress)
            #expect(!(frozen is CNMutablePostalAddress) && frozen.city == "Cupertino" && frozen == address)
            let archivedAddress = try NSKeyedArchiver.archivedData(withRootObject: frozen, requiringSecureCoding: true)
            #expect(try NSKeyedUnarchiver.unarchivedObject(ofClass: CNPostalAddress.self, from: archivedAddress)?.state == "CA")
        }

        @Test("Container predicates, the comparator's keys, the address formatter's instance form and field names")
        func containersAndFormatterForms() throws {
            CNContactStore.resetAddressBook()
            CNContactStore.setAuthorizationStatus(.authorized)
            let store = CNContactStore()
            let ada = try seedContacts([makeContact("Ada", "Lovelace")])[0]
            let keys = [CNContactGivenNameKey as CNKeyDescriptor]
            let inDefault = CNContact.predicateForContactsInContainer(withIdentifier: store.defaultContainerIdentifier())
            #expect(try store.unifiedContacts(matching: inDefault, keysToFetch: keys).map(\.identifier) == [ada.identifier])
            let inOther = CNContact.predicateForContactsInContainer(withIdentifier: "elsewhere")
            #expect(try store.unifiedContacts(matching: inOther, keysToFetch: keys).isEmpty)
            let holding = CNContainer.predicateForContainerOfContact(withIdentifier: ada.identifier)
            #expect(try store.containers(matching: holding).map(\.identifier) == [store.defaultContainerIdentifier()])
            let sorted = try store.unifiedContacts(
                matching: NSPredicate(value: true), keysToFetch: [CNContact.descriptorForAllComparatorKeys()])
            #expect(sorted.first?.areKeysAvailable([CNContactFamilyNameKey, CNContactGivenNameKey] as [CNKeyDescriptor]) == true)

            let address = CNMutablePostalAddress()
            address.city = "Paris"
            address.isoCountryCode = "fr"
            let formatter = CNPostalAddressFormatter()
            #expect(
                formatter.string(from: address) == "Paris" && formatter.string(for: address) == "Paris" && formatter.string(for: 3) == nil)
            #expect(CNPostalAddress.localizedString(forKey: "postalCode") == "ZIP")
            let work = CNLabeledValue(label: CNLabelWork, value: "a@b.example" as NSString)
            let home = work.settingLabel(CNLabelHome, value: "c@d.example")
            #expect(home.identifier == work.identifier && home.label == CNLabelHome && home.value == "c@d.example")
            #expect(home != work && work == work.settingLabel(CNLabelWork))
        }

        @Test("The name comparator sorts by last name or by first name; errors carry Contacts' domain and numbers")
        func comparatorAndErrors() {
            let contacts = [makeContact("Grace", "Hopper"), makeContact("Ada", "Lovelace"), makeContact("Alan", "Hopper")]
            let byLast = (contacts as NSArray).sortedArray(comparator: CNContact.comparator(forNameSortOrder: .familyName)) as! [CNContact]
            #expect(byLast.map(\.givenName) == ["Alan", "Grace", "Ada"])
            let byFirst = (contacts as NSArray).sortedArray(comparator: CNContact.comparator(forNameSortOrder: .givenName)) as! [CNContact]
            #expect(byFirst.map(\.givenName) == ["Ada", "Alan", "Grace"])
            let error = CNError(.authorizationDenied) as NSError
            #expect(error.domain == CNErrorDomain && error.code == 100)
            #expect(CNError(.recordDoesNotExist).code == CNError.recordDoesNotExist && CNError(.recordDoesNotExist).errorCode == 200)
        }
    }
}

/// Every key the card reads, as a test asks for them.
enum CNContactViewControllerKeysForTests {
    static let all: [CNKeyDescriptor] =
        [
            CNContactGivenNameKey, CNContactFamilyNameKey, CNContactJobTitleKey, CNContactNoteKey, CNContactPhoneNumbersKey,
        ] as [CNKeyDescriptor]
}
