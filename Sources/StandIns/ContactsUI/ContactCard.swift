import Contacts
import Foundation
import NapkinUI

/// The card, or the form while it is open.
struct ContactScreen: View {
    let model: ContactCardModel
    let controller: ContactScreenActions

    var body: some View {
        NavigationStack {
            if let draft = model.draft {
                ContactForm(model: model, draft: draft, revision: model.revision, controller: controller)
            } else {
                ContactCard(contact: model.contact, controller: controller)
            }
        }
    }
}

/// iOS's contact card: the header on the grouped background, then the fields in rounded groups.
struct ContactCard: View {
    let contact: CNContact
    let controller: ContactScreenActions

    var body: some View {
        let controller = controller
        ScrollView {
            VStack(spacing: 20) {
                ContactHeader(contact: contact, controller: controller)
                ContactFieldSections(contact: contact, controller: controller)
                ContactCardFooter(controller: controller)
            }
            .padding(.horizontal, 20)
            .padding(.vertical, 12)
        }
        .navigationTitle("")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                if controller.showsEdit { Button("Edit") { controller.controller?.edit() } }
            }
        }
    }
}

/// A rounded group of the card, as iOS's inset-grouped cells.
struct ContactGroup<Content: View>: View {
    @ViewBuilder let content: Content

    var body: some View {
        VStack(alignment: .leading, spacing: 0) { content }
            .padding(.horizontal, 16)
            .padding(.vertical, 11)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(Color(uiColor: .secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 10))
    }
}

/// The monogram (or photo's place), the name and the company, and the action buttons.
struct ContactHeader: View {
    let contact: CNContact
    let controller: ContactScreenActions

    var body: some View {
        let name = ContactText.name(contact) ?? controller.alternateName ?? "No Name"
        VStack(spacing: 8) {
            ContactAvatar(initials: ContactText.initials(contact), size: 100)
            Text(name).font(.largeTitle).multilineTextAlignment(.center)
            if let subtitle = ContactText.subtitle(contact) {
                Text(subtitle).font(.subheadline).foregroundStyle(.secondary)
            }
            if controller.isUnknown, let message = controller.message {
                Text(message).font(.subheadline).foregroundStyle(.secondary)
            }
            if controller.allowsActions && !controller.isUnknown {
                ContactActionButtons().padding(.top, 8)
            }
        }
        .frame(maxWidth: .infinity)
    }
}

/// The round monogram iOS draws for a contact without a photo: initials (or a silhouette) on grey.
struct ContactAvatar: View {
    let initials: String
    let size: CGFloat

    var body: some View {
        ZStack {
            Circle().fill(
                LinearGradient(
                    colors: [Color(red: 0.66, green: 0.68, blue: 0.73), Color(red: 0.52, green: 0.54, blue: 0.59)], startPoint: .top,
                    endPoint: .bottom))
            if initials.isEmpty {
                Image(systemName: "person.fill").font(.system(size: size * 0.5)).foregroundStyle(.white)
            } else {
                Text(initials).font(.system(size: size * 0.42, weight: .medium, design: .rounded)).foregroundStyle(.white)
            }
        }
        .frame(width: size, height: size)
    }
}

/// Message, call, video and mail, drawn as on a device that can neither call nor message nor mail (Linux has no
/// phone, Messages or Mail app): dimmed, and they do nothing.
struct ContactActionButtons: View {
    var body: some View {
        HStack(spacing: 8) {
            ContactActionTile(symbol: "message.fill", title: "message")
            ContactActionTile(symbol: "phone.fill", title: "call")
            ContactActionTile(symbol: "video.fill", title: "video")
            ContactActionTile(symbol: "envelope.fill", title: "mail")
        }
    }
}

/// One action button: its symbol over its word on a rounded tile.
struct ContactActionTile: View {
    let symbol: String
    let title: String

    var body: some View {
        VStack(spacing: 4) {
            Image(systemName: symbol).font(.title3)
            Text(title).font(.caption2)
        }
        .foregroundStyle(Color(uiColor: .tertiaryLabel))
        .frame(maxWidth: .infinity)
        .padding(.vertical, 8)
        .background(Color(uiColor: .secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 10))
    }
}

/// The contact's fields, one group each, as the card lists them.
struct ContactFieldSections: View {
    let contact: CNContact
    let controller: ContactScreenActions

    var body: some View {
        let shows = controller.shows
        if shows(CNContactPhoneNumbersKey) {
            ForEach(contact.phoneNumbers, id: \.identifier) { number in
                ContactGroup { field(CNContactPhoneNumbersKey, number.label, number.value.stringValue, number.value, number.identifier) }
            }
        }
        if shows(CNContactEmailAddressesKey) {
            ForEach(contact.emailAddresses, id: \.identifier) { email in
                ContactGroup { field(CNContactEmailAddressesKey, email.label, email.value as String, email.value, email.identifier) }
            }
        }
        if shows(CNContactPostalAddressesKey) {
            ForEach(contact.postalAddresses, id: \.identifier) { address in
                ContactGroup {
                    field(
                        CNContactPostalAddressesKey, address.label,
                        CNPostalAddressFormatter.string(from: address.value, style: .mailingAddress), address.value, address.identifier)
                }
            }
        }
        if shows(CNContactBirthdayKey), let birthday = contact.birthday, let text = ContactText.birthday(birthday) {
            ContactGroup { ContactFieldRow(label: "birthday", value: text, tinted: false, tap: nil) }
        }
        if shows(CNContactNoteKey) {
            ContactGroup { ContactFieldRow(label: "Notes", value: contact.note, tinted: false, tap: nil) }
        }
    }

    private func field(_ key: String, _ label: String?, _ text: String, _ value: Any, _ identifier: String) -> ContactFieldRow {
        let property = CNContactProperty(contact: contact, key: key, value: value, label: label, identifier: identifier)
        let controller = controller
        return ContactFieldRow(
            label: label.map { CNLabeledValue<NSString>.localizedString(forLabel: $0) } ?? CNContact.localizedString(forKey: key),
            value: text, tinted: true, tap: { controller.controller?.tapped(property) })
    }
}

/// A field: its label small above its value (tinted when tapping it does something).
struct ContactFieldRow: View {
    let label: String
    let value: String
    let tinted: Bool
    let tap: (@MainActor () -> Void)?

    var body: some View {
        if let tap {
            Button(action: tap) { content }.accessibilityLabel(value)
        } else {
            content
        }
    }

    private var content: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(label).font(.subheadline).foregroundStyle(Color.primary)
            Text(value).foregroundStyle(tinted ? Color.accentColor : Color.primary)
                .frame(minHeight: value.isEmpty ? 44 : nil, alignment: .topLeading)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

/// The row under an unknown contact's fields: "Create New Contact".
struct ContactCardFooter: View {
    let controller: ContactScreenActions

    var body: some View {
        if controller.isUnknown {
            ContactGroup { Button("Create New Contact") { controller.controller?.createNewContact() } }
        }
    }
}

/// The words the card shows, as iOS writes them in English.
enum ContactText {
    /// The full name, or the company for a company or a person without a name.
    static func name(_ contact: CNContact) -> String? {
        CNContactFormatter.string(from: contact, style: .fullName)
            ?? (contact.organizationName.isEmpty ? nil : contact.organizationName)
    }

    /// The first letters of the first and last names.
    static func initials(_ contact: CNContact) -> String {
        if contact.contactType == .organization { return String(contact.organizationName.prefix(1)).uppercased() }
        return [contact.givenName, contact.familyName].compactMap { $0.first.map { String($0).uppercased() } }.joined()
    }

    /// The job title and company under the name (when the name is not the company).
    static func subtitle(_ contact: CNContact) -> String? {
        guard contact.contactType == .person, CNContactFormatter.string(from: contact, style: .fullName) != nil else { return nil }
        let parts = [contact.jobTitle, contact.organizationName].filter { !$0.isEmpty }
        return parts.isEmpty ? nil : parts.joined(separator: " – ")
    }

    /// "December 3, 1990", or "December 3" without a year.
    static func birthday(_ components: DateComponents) -> String? {
        guard let month = components.month, let day = components.day, (1...12).contains(month) else { return nil }
        let months = [
            "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December",
        ]
        let monthDay = "\(months[month - 1]) \(day)"
        return components.year.map { "\(monthDay), \($0)" } ?? monthDay
    }
}
