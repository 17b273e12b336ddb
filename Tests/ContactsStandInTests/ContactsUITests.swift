import Contacts
import ContactsUI
import Foundation
import NapkinUI
import SnapshotTesting
import Testing

/// Records what the contact view controller said.
@MainActor
final class CardDelegate: NSObject, CNContactViewControllerDelegate {
    var completed: [CNContact?] = []
    var tapped: [CNContactProperty] = []
    func contactViewController(_ viewController: CNContactViewController, didCompleteWith contact: CNContact?) {
        completed.append(contact)
    }
    func contactViewController(_ viewController: CNContactViewController, shouldPerformDefaultActionFor property: CNContactProperty)
        -> Bool
    {
        tapped.append(property)
        return false
    }
}

/// Records what the picker said (the singular selection).
@MainActor
final class PickerDelegate: NSObject, CNContactPickerDelegate {
    var selected: [CNContact] = []
    var cancelled = 0
    func contactPicker(_ picker: CNContactPickerViewController, didSelect contact: CNContact) { selected.append(contact) }
    func contactPickerDidCancel(_ picker: CNContactPickerViewController) { cancelled += 1 }
}

/// A delegate implementing only the plural selection, as some apps write it.
@MainActor
final class PluralPickerDelegate: NSObject, CNContactPickerDelegate {
    var selected: [[CNContact]] = []
    func contactPicker(_ picker: CNContactPickerViewController, didSelect contacts: [CNContact]) { selected.append(contacts) }
}

/// Ada, as the card tests show her: a company, a job, a number, an email, an address, a birthday, a note.
func adaContact() -> CNMutableContact {
    let ada = makeContact("Ada", "Lovelace", company: "Analytical Engines", phone: "+44 20 7946 0000", email: "ada@engines.example")
    ada.jobTitle = "Mathematician"
    let address = CNMutablePostalAddress()
    address.street = "12 St James's Square"
    address.city = "London"
    address.postalCode = "SW1Y 4JH"
    address.country = "United Kingdom"
    ada.postalAddresses = [CNLabeledValue(label: CNLabelHome, value: address)]
    ada.birthday = DateComponents(year: 1815, month: 12, day: 10)
    ada.note = "Wrote the first program."
    return ada
}

/// The card wrapped as corpus screens wrap it: the contact fetched with the card's keys, the coordinator as delegate.
struct ContactCardView: UIViewControllerRepresentable {
    let identifier: String
    let onUpdate: @MainActor (CNContact) -> Void

    func makeUIViewController(context: Context) -> CNContactViewController {
        let store = CNContactStore()
        let keys = [CNContactViewController.descriptorForRequiredKeys(), CNContactGivenNameKey as CNKeyDescriptor]
        let contact = (try? store.unifiedContact(withIdentifier: identifier, keysToFetch: keys)) ?? CNContact()
        let controller = CNContactViewController(for: contact)
        controller.contactStore = store
        controller.delegate = context.coordinator
        return controller
    }

    func updateUIViewController(_ controller: CNContactViewController, context: Context) {}

    func makeCoordinator() -> Coordinator { Coordinator(onUpdate: onUpdate) }

    final class Coordinator: NSObject, CNContactViewControllerDelegate {
        let onUpdate: @MainActor (CNContact) -> Void
        init(onUpdate: @escaping @MainActor (CNContact) -> Void) { self.onUpdate = onUpdate }
        func contactViewController(_ viewController: CNContactViewController, didCompleteWith contact: CNContact?) {
            if let contact { onUpdate(contact) }
        }
    }
}

extension ContactsStandInTests {
    @MainActor
    @Suite("The contact view controller") struct Card {
        init() { CNContactStore.resetAddressBook() }

        @Test("New Contact: Done is disabled until something is typed; Done adds the contact without access and tells the delegate")
        func newContact() throws {
            let controller = CNContactViewController(forNewContact: nil)
            let delegate = CardDelegate()
            controller.contactStore = CNContactStore()
            controller.delegate = delegate
            let window = Window(device: .iPhone13Pro)
            window.rootViewController = controller
            window.layout()
            #expect(window.layoutDescription().contains("New Contact"))
            try? window.tap(label: "Done")
            #expect(delegate.completed.isEmpty)
            try window.type("Grace", into: "First name")
            try window.type("Hopper", into: "Last name")
            try window.tap(label: "add phone")
            try window.type("555-0142", into: "Phone")
            try window.tap(label: "Done")
            let saved = try #require(delegate.completed.first ?? nil)
            #expect(saved.givenName == "Grace" && saved.phoneNumbers.map(\.value.stringValue) == ["555-0142"])
            #expect(CNContactStore.authorizationStatus(for: .contacts) == .notDetermined)
            let stored = try CNContactStore.seed {
                try $0.unifiedContact(withIdentifier: saved.identifier, keysToFetch: [CNContactFamilyNameKey as CNKeyDescriptor])
            }
            #expect(stored.familyName == "Hopper")
            // After Done the controller shows the card of the contact saved.
            window.layout()
            #expect(!window.layoutDescription().contains("New Contact") && window.layoutDescription().contains("Grace Hopper"))
        }

        @Test("New Contact: Cancel tells the delegate nil and saves nothing; a remove button takes a row out; no store saves nothing")
        func cancelAndNoStore() throws {
            let delegate = CardDelegate()
            let controller = CNContactViewController(forNewContact: makeContact("Alan", "Turing", phone: "555-0100"))
            controller.contactStore = CNContactStore()
            controller.delegate = delegate
            let window = Window(device: .iPhone13Pro)
            window.rootViewController = controller
            window.layout()
            try window.tap(label: "Remove mobile")
            #expect(controller.contact.phoneNumbers.count == 1, "the contact shown changes only on Done")
            try window.tap(label: "Cancel")
            #expect(delegate.completed.count == 1 && delegate.completed[0] == nil)
            #expect(CNContactStore.seed { try? $0.unifiedContacts(matching: NSPredicate(value: true), keysToFetch: []) }?.isEmpty == true)

            let unsaved = CNContactViewController(forNewContact: makeContact("Alan", "Turing"))
            unsaved.delegate = delegate
            window.rootViewController = unsaved
            window.layout()
            try window.tap(label: "Done")
            #expect(delegate.completed.last??.givenName == "Alan")
            #expect(CNContactStore.seed { try? $0.unifiedContacts(matching: NSPredicate(value: true), keysToFetch: []) }?.isEmpty == true)
        }

        @Test("The card of a fetched contact: Edit, change the name, Done saves the change and tells the delegate")
        func editExisting() throws {
            let ada = try seedContacts([adaContact()])[0]
            CNContactStore.setAuthorizationStatus(.authorized)
            let store = CNContactStore()
            let keys = [CNContactViewController.descriptorForRequiredKeys()]
            let controller = CNContactViewController(for: try store.unifiedContact(withIdentifier: ada.identifier, keysToFetch: keys))
            controller.contactStore = store
            let delegate = CardDelegate()
            controller.delegate = delegate
            let window = Window(device: .iPhone13Pro)
            window.rootViewController = controller
            window.layout()
            #expect(window.layoutDescription().contains("Mathematician – Analytical Engines"))
            try window.tap(label: "Edit")
            try window.type(" King", into: "Last name")
            try window.tap(label: "Done")
            #expect(delegate.completed.map { $0?.familyName } == ["Lovelace King"])
            let stored = try store.unifiedContact(
                withIdentifier: ada.identifier, keysToFetch: [CNContactFamilyNameKey, CNContactNoteKey] as [CNKeyDescriptor])
            #expect(stored.familyName == "Lovelace King" && stored.note == "Wrote the first program.")
            window.layout()
            #expect(window.layoutDescription().contains("Ada Lovelace King") && controller.contact.familyName == "Lovelace King")
            // Edit, then Cancel: back to the card, nothing saved, the delegate not told.
            try window.tap(label: "Edit")
            try window.type("x", into: "First name")
            try window.tap(label: "Cancel")
            #expect(delegate.completed.count == 1 && controller.contact.givenName == "Ada")
        }

        @Test("In a UIViewControllerRepresentable the card of a contact fetched with the card's keys fills the view")
        func representable() throws {
            let ada = try seedContacts([adaContact()])[0]
            CNContactStore.setAuthorizationStatus(.authorized)
            let window = Window(device: .iPhone13Pro)
            window.rootViewController = HostingController(rootView: ContactCardView(identifier: ada.identifier) { _ in })
            window.layout()
            let description = window.layoutDescription()
            #expect(description.contains("UIViewControllerRepresentable") && description.contains("Ada Lovelace"))
            #expect(description.contains("12 St James's Square") && description.contains("December 10, 1815"))
        }

        @Test("Tapping a phone number or an email asks the delegate with the property tapped; Edit is hidden without a store")
        func propertyTap() throws {
            let ada = adaContact()
            let controller = CNContactViewController(for: ada)
            let delegate = CardDelegate()
            controller.delegate = delegate
            let window = Window(device: .iPhone13Pro)
            window.rootViewController = controller
            window.layout()
            #expect(throws: InteractionError.self) { try window.tap(label: "Edit") }
            try window.tap(label: "+44 20 7946 0000")
            try window.tap(label: "ada@engines.example")
            #expect(delegate.tapped.map(\.key) == [CNContactPhoneNumbersKey, CNContactEmailAddressesKey])
            #expect((delegate.tapped.first?.value as? CNPhoneNumber)?.stringValue == "+44 20 7946 0000")
            #expect(delegate.tapped.first?.label == CNLabelPhoneNumberMobile && delegate.tapped.first?.contact.identifier == ada.identifier)
        }

        @Test("An unknown contact's card shows the message; Create New Contact opens the form filled with it")
        func unknownContact() throws {
            let caller = CNMutableContact()
            caller.phoneNumbers = [CNLabeledValue(label: CNLabelPhoneNumberMobile, value: CNPhoneNumber(stringValue: "555-0199"))]
            let controller = CNContactViewController(forUnknownContact: caller)
            controller.alternateName = "Unknown Caller"
            controller.message = "Called today"
            controller.contactStore = CNContactStore()
            let delegate = CardDelegate()
            controller.delegate = delegate
            let window = Window(device: .iPhone13Pro)
            window.rootViewController = controller
            window.layout()
            #expect(window.layoutDescription().contains("Unknown Caller") && window.layoutDescription().contains("Called today"))
            try window.tap(label: "Create New Contact")
            window.layout()
            #expect(window.layoutDescription().contains("New Contact"))
            try window.type("Margaret", into: "First name")
            try window.tap(label: "Done")
            #expect(delegate.completed.first??.givenName == "Margaret")
            #expect(delegate.completed.first??.phoneNumbers.first?.value.stringValue == "555-0199")
        }

        @Test("displayedPropertyKeys limits the fields shown; allowsActions false hides the action buttons")
        func displayedKeysAndActions() {
            let controller = CNContactViewController(for: adaContact())
            controller.displayedPropertyKeys = [CNContactEmailAddressesKey]
            controller.allowsActions = false
            let window = Window(device: .iPhone13Pro)
            window.rootViewController = controller
            window.layout()
            let description = window.layoutDescription()
            #expect(description.contains("ada@engines.example") && !description.contains("+44 20 7946 0000"))
            #expect(!description.contains("December 10, 1815") && !description.contains("\"call\""))
            controller.displayedPropertyKeys = nil
            controller.allowsActions = true
            window.layout()
            #expect(window.layoutDescription().contains("+44 20 7946 0000") && window.layoutDescription().contains("\"call\""))
        }

        @Test("The card draws iOS's contact card, light and dark")
        func cardSnapshot() {
            for scheme in [ColorScheme.light, .dark] {
                let controller = CNContactViewController(for: adaContact())
                controller.contactStore = CNContactStore()
                assertSnapshot(
                    of: controller, as: .image(on: Device.iPhone13Pro.applying(UITraitCollection(userInterfaceStyle: scheme))),
                    named: scheme == .light ? "light" : "dark")
            }
        }

        @Test("The New Contact form, light and dark")
        func newContactSnapshot() {
            for scheme in [ColorScheme.light, .dark] {
                let controller = CNContactViewController(forNewContact: makeContact("Grace", "Hopper", phone: "555-0142"))
                controller.contactStore = CNContactStore()
                assertSnapshot(
                    of: controller, as: .image(on: Device.iPhone13Pro.applying(UITraitCollection(userInterfaceStyle: scheme))),
                    named: scheme == .light ? "light" : "dark")
            }
        }
    }

    @MainActor
    @Suite("The contact picker") struct Picker {
        init() { CNContactStore.resetAddressBook() }

        @Test("The picker lists the address book without access; a tap selects the contact, Cancel cancels")
        func selectAndCancel() throws {
            try seedContacts([makeContact("Grace", "Hopper"), makeContact("Ada", "Lovelace"), makeContact("Alan", "Turing")])
            let picker = CNContactPickerViewController()
            let delegate = PickerDelegate()
            picker.delegate = delegate
            let window = Window(device: .iPhone13Pro)
            window.rootViewController = picker
            window.layout()
            #expect(window.layoutDescription().contains("Contacts"))
            try window.tap(label: "Ada Lovelace")
            #expect(delegate.selected.map(\.familyName) == ["Lovelace"])
            #expect(delegate.selected.first?.isKeyAvailable(CNContactPhoneNumbersKey) == true)
            #expect(delegate.selected.first?.isKeyAvailable(CNContactPreviousFamilyNameKey) == true)
            try window.tap(label: "Cancel")
            #expect(delegate.cancelled == 1)
            #expect(CNContactStore.authorizationStatus(for: .contacts) == .notDetermined)
        }

        @Test("A delegate implementing only the plural hears the contact in an array; contacts not enabled cannot be chosen")
        func pluralAndEnabling() throws {
            try seedContacts([makeContact("Grace", "Hopper", phone: "555-0100"), makeContact("Ada", "Lovelace")])
            let picker = CNContactPickerViewController()
            let delegate = PluralPickerDelegate()
            picker.delegate = delegate
            picker.predicateForEnablingContact = NSPredicate { contact, _ in !((contact as? CNContact)?.phoneNumbers.isEmpty ?? true) }
            let window = Window(device: .iPhone13Pro)
            window.rootViewController = picker
            window.layout()
            try? window.tap(label: "Ada Lovelace")
            try window.tap(label: "Grace Hopper")
            #expect(delegate.selected.map { $0.map(\.givenName) } == [["Grace"]])
        }

        @Test("The picker draws iOS's contact list, light and dark; an empty address book says No Contacts")
        func pickerSnapshot() throws {
            let empty = Window(device: .iPhone13Pro)
            empty.rootViewController = CNContactPickerViewController()
            empty.layout()
            #expect(empty.layoutDescription().contains("No Contacts"))
            try seedContacts([
                makeContact("Grace", "Hopper"), makeContact("Ada", "Lovelace"), makeContact("Alan", "Turing"), makeContact("Alan", "Kay"),
                makeContact("Edsger", "Dijkstra"), makeContact("", "", company: "Globex"),
            ])
            for scheme in [ColorScheme.light, .dark] {
                assertSnapshot(
                    of: CNContactPickerViewController(),
                    as: .image(on: Device.iPhone13Pro.applying(UITraitCollection(userInterfaceStyle: scheme))),
                    named: scheme == .light ? "light" : "dark")
            }
        }
    }
}
