import Contacts
import Foundation
import NapkinUI

/// What the contact view controller tells its delegate, as ContactsUI's protocol (both methods optional).
@MainActor @preconcurrency
public protocol CNContactViewControllerDelegate: NSObjectProtocol {
    /// The person tapped a property (a phone number, an address…): true lets the controller do its default action
    /// (call, write, show a map). Linux has no phone, mail or map app: napkin does nothing after asking.
    func contactViewController(_ viewController: CNContactViewController, shouldPerformDefaultActionFor property: CNContactProperty)
        -> Bool
    /// The person finished: tapped Done on a new contact (`contact` is the contact added, or as entered when no
    /// ``CNContactViewController/contactStore`` was set), Cancel on a new contact (`nil`), or Done after editing an
    /// existing contact (the contact saved). The delegate dismisses the controller.
    func contactViewController(_ viewController: CNContactViewController, didCompleteWith contact: CNContact?)
}

extension CNContactViewControllerDelegate {
    /// True: the default action runs, unless the delegate implements it.
    public func contactViewController(_ viewController: CNContactViewController, shouldPerformDefaultActionFor property: CNContactProperty)
        -> Bool
    { true }
    /// Nothing, unless the delegate implements it.
    public func contactViewController(_ viewController: CNContactViewController, didCompleteWith contact: CNContact?) {}
}

/// The system's contact card, as ContactsUI's `CNContactViewController`.
///
/// Made for an existing contact (``init(for:)``, fetched with ``descriptorForRequiredKeys()``: the card reads those
/// keys, and a missing one stops the process as iOS's exception ends the app) it draws iOS's card: the monogram
/// (napkin draws no photo), the name, the job title and company, the message, call, video and mail buttons
/// (``allowsActions``; dimmed, as on a device that can neither call nor message nor mail, since Linux has no phone,
/// Messages or Mail app), then the phone numbers, email addresses, postal addresses, birthday and note, and Edit
/// (``allowsEditing``, with a ``contactStore``). Edit opens the form; Done saves the changes to the address book
/// (whatever access the app has: the system's controller runs outside the app), shows the card again and tells the
/// delegate; Cancel goes back to the card. Made for a new contact (``init(forNewContact:)``) it draws iOS's
/// "New Contact" form: Cancel, Done (enabled once something is entered), the monogram, First name, Last name and
/// Company, phone numbers and email addresses (a red button removes a row; "add phone", "add email" add one), and
/// the note; Done adds the contact (to nothing without a ``contactStore``) and tells the delegate, Cancel tells it
/// `nil`. Made for an unknown contact (``init(forUnknownContact:)``) it draws the card with ``alternateName`` and
/// ``message`` and "Create New Contact", which opens the form filled with the contact (napkin offers no "Add to
/// Existing Contact"). Tapping a phone number, email or address asks the delegate
/// ``CNContactViewControllerDelegate/contactViewController(_:shouldPerformDefaultActionFor:)``; with no phone, mail
/// or map app on Linux nothing else happens.
open class CNContactViewController: UIViewController {
    /// What the controller shows.
    enum Kind { case existing, new, unknown }

    let kind: Kind
    let model: ContactCardModel

    /// The contact shown (after Done, the contact saved).
    public var contact: CNContact { model.contact }
    /// Told when the person finishes or taps a property. Weak, as ContactsUI's.
    open weak var delegate: (any CNContactViewControllerDelegate)?
    /// The store the contact was fetched from or is saved to; without one, nothing is saved and Edit is hidden.
    open var contactStore: CNContactStore?
    /// Whether the card offers Edit.
    open var allowsEditing = true
    /// Whether the card shows the message, call, video and mail buttons and the actions below the fields.
    open var allowsActions = true
    /// The keys of the properties the card shows (all when `nil`): phone numbers, emails, postal addresses,
    /// birthday, note.
    open var displayedPropertyKeys: [Any]?
    /// The name shown for an unknown contact without one.
    open var alternateName: String?
    /// The line shown under an unknown contact's name.
    open var message: String?
    /// The container a new contact is added to (the default one when `nil`).
    open var parentContainer: CNContainer?
    /// Whether linked contacts are listed (napkin's address book links none).
    open var shouldShowLinkedContacts = false

    /// The keys the card reads: set them on a contact fetched to show it.
    public class func descriptorForRequiredKeys() -> any CNKeyDescriptor {
        CNKeyGroup("CNContactViewController", keys: Set(allCardKeys))
    }

    /// A card for a contact from the address book (fetched with ``descriptorForRequiredKeys()``).
    public convenience init(for contact: CNContact) { self.init(kind: .existing, contact: contact) }

    /// A card for a contact not in the address book (from a phone call, a message…).
    public convenience init(forUnknownContact contact: CNContact) { self.init(kind: .unknown, contact: contact) }

    /// The "New Contact" form, filled with `contact` when given.
    public convenience init(forNewContact contact: CNContact?) {
        self.init(kind: .new, contact: contact ?? CNContact())
        model.startEditing(asNew: true)
    }

    init(kind: Kind, contact: CNContact) {
        self.kind = kind
        model = ContactCardModel(contact: contact)
        super.init()
    }

    /// The card over the whole frame, in the grouped background.
    open override var backgroundColor: Color? {
        get { Color(uiColor: .systemGroupedBackground) }
        set {}
    }

    /// The card or the form.
    open override var contentView: AnyView? {
        get { AnyView(ContactScreen(model: model, controller: ContactScreenActions(self))) }
        set {}
    }

    // MARK: Actions (the views call these)

    /// Whether the card shows Edit.
    var showsEdit: Bool { kind == .existing && allowsEditing && contactStore != nil }

    /// The delegate's answer for a tap on a property.
    func tapped(_ property: CNContactProperty) {
        _ = delegate?.contactViewController(self, shouldPerformDefaultActionFor: property)
    }

    /// Cancel in the form: a new contact closes with `nil`; editing goes back to the card.
    func cancel() {
        if model.isNew {
            delegate?.contactViewController(self, didCompleteWith: nil)
        } else {
            model.stopEditing(saved: nil)
        }
    }

    /// Done in the form: saves and tells the delegate.
    func done() {
        guard let draft = model.draft else { return }
        let saved = draft.copy() as! CNContact
        if contactStore != nil {
            let request = CNSaveRequest()
            if model.isNew {
                request.add(draft, toContainerWithIdentifier: parentContainer?.identifier)
            } else {
                request.update(draft)
            }
            do {
                try CNContactStore.systemStore().execute(request)
            } catch {
                let alert = UIAlertController(
                    title: "Unable to Save Contact", message: (error as? LocalizedError)?.errorDescription ?? "\(error)",
                    preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
                present(alert, animated: true)
                return
            }
        }
        model.stopEditing(saved: saved)
        delegate?.contactViewController(self, didCompleteWith: saved)
    }

    /// Edit on the card.
    func edit() { model.startEditing(asNew: false) }

    /// "Create New Contact" on an unknown contact's card.
    func createNewContact() { model.startEditing(asNew: true) }
}

/// The keys the card reads.
let allCardKeys = [
    CNContactTypeKey, CNContactNamePrefixKey, CNContactGivenNameKey, CNContactMiddleNameKey, CNContactFamilyNameKey, CNContactNameSuffixKey,
    CNContactNicknameKey, CNContactOrganizationNameKey, CNContactDepartmentNameKey, CNContactJobTitleKey, CNContactPhoneticGivenNameKey,
    CNContactPhoneticMiddleNameKey, CNContactPhoneticFamilyNameKey, CNContactBirthdayKey, CNContactNoteKey, CNContactImageDataKey,
    CNContactThumbnailImageDataKey, CNContactImageDataAvailableKey, CNContactPhoneNumbersKey, CNContactEmailAddressesKey,
    CNContactPostalAddressesKey, CNContactUrlAddressesKey, CNContactDatesKey,
]

/// What the card's views may ask of their controller (held weakly).
@MainActor
struct ContactScreenActions {
    weak var controller: CNContactViewController?
    let showsEdit: Bool
    let allowsActions: Bool
    let isUnknown: Bool
    let alternateName: String?
    let message: String?
    /// The keys of the fields shown (all when `nil`).
    let displayedKeys: Set<String>?

    init(_ controller: CNContactViewController) {
        self.controller = controller
        showsEdit = controller.showsEdit
        allowsActions = controller.allowsActions
        isUnknown = controller.kind == .unknown
        alternateName = controller.alternateName
        message = controller.message
        displayedKeys = controller.displayedPropertyKeys.map { Set($0.compactMap { $0 as? String }) }
    }

    /// Whether the card shows the field with `key`.
    func shows(_ key: String) -> Bool { displayedKeys?.contains(key) ?? true }
}

/// The card's state: the contact shown and, while the form is open, the copy being edited.
@MainActor @Observable
final class ContactCardModel {
    /// The contact shown.
    var contact: CNContact
    /// The copy being edited, while the form is open.
    var draft: CNMutableContact?
    /// Whether the form adds a new contact.
    var isNew = false
    /// Bumped when the draft changes, so the form redraws.
    var revision = 0

    init(contact: CNContact) { self.contact = contact }

    /// Opens the form on a copy of the contact (`asNew`: to add it as a new contact).
    func startEditing(asNew: Bool) {
        isNew = asNew
        draft = (contact.mutableCopy() as! CNMutableContact)
    }

    /// Closes the form, showing `saved` when the changes were kept.
    func stopEditing(saved: CNContact?) {
        if let saved { contact = saved }
        draft = nil
        isNew = false
    }

    /// Changes the draft and redraws.
    func edit(_ change: (CNMutableContact) -> Void) {
        guard let draft else { return }
        change(draft)
        revision += 1
    }
}
