import Contacts
import Foundation
import NapkinUI

/// iOS's "New Contact" form (and the card's edit form): the bar, the monogram, the names, the numbers and
/// addresses, the note.
struct ContactForm: View {
    let model: ContactCardModel
    let draft: CNMutableContact
    /// Read so that the form redraws when the draft changes.
    let revision: Int
    let controller: ContactScreenActions

    var body: some View {
        let controller = controller
        List {
            Section {
                TextField("First name", text: text(\.givenName))
                TextField("Last name", text: text(\.familyName))
                TextField("Company", text: text(\.organizationName))
            } header: {
                ContactAvatar(initials: ContactText.initials(draft), size: 120).frame(maxWidth: .infinity).padding(.bottom, 12)
            }
            ContactPhoneRows(model: model, draft: draft)
            ContactEmailRows(model: model, draft: draft)
            Section { TextField("Notes", text: text(\.note), axis: .vertical).lineLimit(3...) }
        }
        .listStyle(.insetGrouped)
        .navigationTitle(model.isNew ? "New Contact" : "")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .cancellationAction) { Button("Cancel") { controller.controller?.cancel() } }
            ToolbarItem(placement: .confirmationAction) {
                Button("Done") { controller.controller?.done() }.fontWeight(.semibold).disabled(!ContactForm.hasContent(draft))
            }
        }
    }

    /// A binding to one of the draft's names.
    private func text(_ keyPath: ReferenceWritableKeyPath<CNMutableContact, String>) -> Binding<String> {
        let model = model
        let draft = draft
        return Binding(get: { draft[keyPath: keyPath] }, set: { value in model.edit { $0[keyPath: keyPath] = value } })
    }

    /// Whether anything was entered: Done is disabled until then, as on iOS.
    static func hasContent(_ contact: CNContact) -> Bool {
        let names = [contact.givenName, contact.familyName, contact.organizationName, contact.note]
        return names.contains { !$0.isEmpty }
            || contact.phoneNumbers.contains { !$0.value.stringValue.isEmpty }
            || contact.emailAddresses.contains { ($0.value as String) != "" }
    }
}

/// The phone numbers, each with its remove button, label and field, then "add phone".
struct ContactPhoneRows: View {
    let model: ContactCardModel
    let draft: CNMutableContact

    var body: some View {
        let model = model
        Section {
            ForEach(Array(draft.phoneNumbers.enumerated()), id: \.element.identifier) { index, number in
                ContactEditRow(
                    label: CNLabeledValue<NSString>.localizedString(forLabel: number.label ?? CNLabelPhoneNumberMobile), prompt: "Phone",
                    text: Binding(
                        get: { number.value.stringValue },
                        set: { value in
                            model.edit { $0.phoneNumbers[index] = number.settingValue(CNPhoneNumber(stringValue: value)) }
                        }),
                    remove: { model.edit { $0.phoneNumbers.removeAll { $0.identifier == number.identifier } } })
            }
            ContactAddRow(title: "add phone") {
                model.edit {
                    $0.phoneNumbers.append(CNLabeledValue(label: CNLabelPhoneNumberMobile, value: CNPhoneNumber(stringValue: "")))
                }
            }
        }
    }
}

/// The email addresses, each with its remove button, label and field, then "add email".
struct ContactEmailRows: View {
    let model: ContactCardModel
    let draft: CNMutableContact

    var body: some View {
        let model = model
        Section {
            ForEach(Array(draft.emailAddresses.enumerated()), id: \.element.identifier) { index, email in
                ContactEditRow(
                    label: CNLabeledValue<NSString>.localizedString(forLabel: email.label ?? CNLabelHome), prompt: "Email",
                    text: Binding(
                        get: { email.value as String },
                        set: { value in model.edit { $0.emailAddresses[index] = email.settingValue(value as NSString) } }),
                    remove: { model.edit { $0.emailAddresses.removeAll { $0.identifier == email.identifier } } })
            }
            ContactAddRow(title: "add email") {
                model.edit { $0.emailAddresses.append(CNLabeledValue(label: CNLabelHome, value: "" as NSString)) }
            }
        }
    }
}

/// A labeled value being edited: the red remove button, the label, the field.
struct ContactEditRow: View {
    let label: String
    let prompt: String
    let text: Binding<String>
    let remove: @MainActor () -> Void

    var body: some View {
        HStack(spacing: 10) {
            Button(action: remove) {
                Image(systemName: "minus.circle.fill").foregroundStyle(.red)
            }
            .accessibilityLabel("Remove \(label)")
            Text(label).foregroundStyle(Color.accentColor).frame(width: 70, alignment: .leading)
            TextField(prompt, text: text)
        }
    }
}

/// "add phone", "add email": a green plus and the words.
struct ContactAddRow: View {
    let title: String
    let add: @MainActor () -> Void

    var body: some View {
        Button(action: add) {
            HStack(spacing: 10) {
                Image(systemName: "plus.circle.fill").foregroundStyle(.green)
                Text(title).foregroundStyle(Color.primary)
            }
        }
        .accessibilityLabel(title)
    }
}
