import Contacts
import Foundation
import NapkinUI

/// What the contact picker tells its delegate, as ContactsUI's protocol (every method optional).
@MainActor @preconcurrency
public protocol CNContactPickerDelegate: NSObjectProtocol {
    /// The person tapped Cancel.
    func contactPickerDidCancel(_ picker: CNContactPickerViewController)
    /// The person tapped a contact.
    func contactPicker(_ picker: CNContactPickerViewController, didSelect contact: CNContact)
    /// The person tapped a property of a contact (napkin's picker selects whole contacts and never calls it).
    func contactPicker(_ picker: CNContactPickerViewController, didSelect contactProperty: CNContactProperty)
    /// The person chose contacts: by default, what a delegate implementing only this hears when a contact is tapped.
    func contactPicker(_ picker: CNContactPickerViewController, didSelect contacts: [CNContact])
    /// The person chose properties (napkin's picker selects whole contacts and never calls it).
    func contactPicker(_ picker: CNContactPickerViewController, didSelectContactProperties contactProperties: [CNContactProperty])
}

extension CNContactPickerDelegate {
    /// Nothing, unless the delegate implements it.
    public func contactPickerDidCancel(_ picker: CNContactPickerViewController) {}
    /// Hands the contact to ``contactPicker(_:didSelect:)-([CNContact])``, unless the delegate implements it.
    public func contactPicker(_ picker: CNContactPickerViewController, didSelect contact: CNContact) {
        contactPicker(picker, didSelect: [contact])
    }
    /// Nothing, unless the delegate implements it.
    public func contactPicker(_ picker: CNContactPickerViewController, didSelect contactProperty: CNContactProperty) {}
    /// Nothing, unless the delegate implements it.
    public func contactPicker(_ picker: CNContactPickerViewController, didSelect contacts: [CNContact]) {}
    /// Nothing, unless the delegate implements it.
    public func contactPicker(_ picker: CNContactPickerViewController, didSelectContactProperties contactProperties: [CNContactProperty]) {}
}

/// The system's contact picker, as ContactsUI's `CNContactPickerViewController`.
///
/// It draws iOS's contact list: Cancel, the title "Contacts", a search field, and every contact of the address book
/// (whatever access the app has: the system's picker runs outside the app) in sections by the first letter of the
/// last name, the last name in bold, or "No Contacts". Contacts ``predicateForEnablingContact`` does not match are
/// dimmed and cannot be chosen. Tapping a contact tells the delegate
/// ``CNContactPickerDelegate/contactPicker(_:didSelect:)-(CNContact)`` with the whole contact (every key available);
/// Cancel tells it ``CNContactPickerDelegate/contactPickerDidCancel(_:)``. Either way a presented picker dismisses
/// itself, as on iOS. napkin's picker selects one whole contact: it offers no multiple selection and no property
/// selection.
open class CNContactPickerViewController: UIViewController {
    /// Told what the person chose. Weak, as ContactsUI's.
    open weak var delegate: (any CNContactPickerDelegate)?
    /// The keys of the properties a contact's card shows (napkin's picker selects whole contacts).
    open var displayedPropertyKeys: [String]?
    /// Which contacts can be chosen (all when `nil`).
    open var predicateForEnablingContact: NSPredicate?
    /// Which contacts are chosen when tapped rather than opened (napkin's picker chooses every contact tapped).
    open var predicateForSelectionOfContact: NSPredicate?
    /// Which properties are chosen when tapped (napkin's picker selects whole contacts).
    open var predicateForSelectionOfProperty: NSPredicate?

    /// A picker on the address book.
    public override init() { super.init() }

    /// The list over the whole frame.
    open override var backgroundColor: Color? {
        get { Color(uiColor: .systemBackground) }
        set {}
    }

    /// The list.
    open override var contentView: AnyView? {
        get {
            // The picker hands out whole contacts: every key.
            let everyKey = allContactKeys.map { $0 as any CNKeyDescriptor }
            let contacts =
                (try? CNContactStore.systemStore().unifiedContacts(matching: NSPredicate(value: true), keysToFetch: everyKey)) ?? []
            let sorted = contacts.sorted { CNContact.compare($0.values, $1.values, .familyName) == .orderedAscending }
            let enabling = predicateForEnablingContact
            return AnyView(
                ContactPickerList(
                    contacts: sorted.map { contact in
                        PickerEntry(contact: contact, enabled: enabling?.evaluate(with: contact) ?? true)
                    },
                    select: { [weak self] in self?.select($0) }, cancel: { [weak self] in self?.cancel() }))
        }
        set {}
    }

    /// A contact was tapped.
    func select(_ contact: CNContact) {
        delegate?.contactPicker(self, didSelect: contact)
        closeIfPresented()
    }

    /// Cancel was tapped.
    func cancel() {
        delegate?.contactPickerDidCancel(self)
        closeIfPresented()
    }

    private func closeIfPresented() {
        if presentingViewController != nil { dismiss(animated: true) }
    }
}

/// A contact in the picker's list.
struct PickerEntry: Identifiable {
    let contact: CNContact
    let enabled: Bool
    var id: String { contact.identifier }

    /// The section letter: the last name's first letter (the first name's, or the company's, without one), "#"
    /// for anything else.
    var letter: String {
        let values = contact.values
        let key = [values.familyName, values.givenName, values.organizationName].first { !$0.isEmpty } ?? ""
        let first = key.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil).prefix(1).uppercased()
        return first.first?.isLetter == true ? first : "#"
    }
}

/// The picker's list: bar, search field, sections by letter.
struct ContactPickerList: View {
    let contacts: [PickerEntry]
    let select: @MainActor (CNContact) -> Void
    let cancel: @MainActor () -> Void
    @State private var search = ""

    var body: some View {
        NavigationStack {
            content
                .navigationTitle("Contacts")
                .navigationBarTitleDisplayMode(.inline)
                .searchable(text: $search, placement: .navigationBarDrawer(displayMode: .always), prompt: Text("Search"))
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) { Button("Cancel", action: cancel) }
                }
        }
    }

    @ViewBuilder private var content: some View {
        let shown = filtered
        if shown.isEmpty {
            Text(contacts.isEmpty ? "No Contacts" : "No Results").font(.title2.weight(.semibold)).foregroundStyle(.secondary)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
        } else {
            List {
                ForEach(letters(shown), id: \.self) { letter in
                    Section(letter) {
                        ForEach(shown.filter { $0.letter == letter }) { entry in
                            ContactPickerRow(entry: entry, select: select)
                        }
                    }
                }
            }
            .listStyle(.plain)
        }
    }

    /// The contacts the search matches (all while it is empty), as the address book's name search matches.
    private var filtered: [PickerEntry] {
        guard !search.isEmpty else { return contacts }
        let predicate = CNContact.predicateForContacts(matchingName: search)
        return contacts.filter { predicate.evaluate(with: $0.contact) }
    }

    private func letters(_ entries: [PickerEntry]) -> [String] {
        var seen: [String] = []
        for entry in entries where !seen.contains(entry.letter) { seen.append(entry.letter) }
        return seen
    }
}

/// A contact's row: the first name, the last name in bold (or the company), dimmed when it cannot be chosen.
struct ContactPickerRow: View {
    let entry: PickerEntry
    let select: @MainActor (CNContact) -> Void

    var body: some View {
        let entry = entry
        let select = select
        Button {
            select(entry.contact)
        } label: {
            name.foregroundStyle(entry.enabled ? Color.primary : Color.secondary).frame(maxWidth: .infinity, alignment: .leading)
        }
        .disabled(!entry.enabled)
        .accessibilityLabel(ContactText.name(entry.contact) ?? "No Name")
    }

    private var name: Text {
        let contact = entry.contact
        if contact.givenName.isEmpty && contact.familyName.isEmpty {
            return Text(contact.organizationName.isEmpty ? "No Name" : contact.organizationName).bold()
        }
        if contact.familyName.isEmpty { return Text(contact.givenName).bold() }
        if contact.givenName.isEmpty { return Text(contact.familyName).bold() }
        return Text(contact.givenName + " ") + Text(contact.familyName).bold()
    }
}
