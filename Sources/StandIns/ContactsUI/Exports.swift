// `import ContactsUI` brings Contacts (and so Foundation), as Apple's ContactsUI does: a file importing only
// ContactsUI and SwiftUI uses CNContact and CNContactStore.
@_exported import Contacts
