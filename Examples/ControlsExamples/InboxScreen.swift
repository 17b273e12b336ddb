import NapkinUI

/// A mail-style list screen: navigation links to messages (destination and value forms), a
/// toolbar with an edit button, a compose sheet and a delete confirmation.
public struct InboxScreen: View {
    /// A message in the inbox.
    public struct Message: Hashable, Identifiable {
        /// The message's number, unique in the inbox.
        public let id: Int
        /// Who sent it.
        public let sender: String
        /// Its subject line.
        public let subject: String
    }

    static let messages = [
        Message(id: 1, sender: "Grace Hopper", subject: "Compiler notes"),
        Message(id: 2, sender: "Alan Turing", subject: "Lunch on Thursday?"),
        Message(id: 3, sender: "Katherine Johnson", subject: "Trajectory figures"),
    ]

    @State private var isComposing: Bool
    @State private var confirmsDelete: Bool

    /// The inbox, optionally with the compose sheet or the delete dialog already shown.
    public init(composing: Bool = false, confirmingDelete: Bool = false) {
        _isComposing = State(initialValue: composing)
        _confirmsDelete = State(initialValue: confirmingDelete)
    }

    /// The screen's content.
    public var body: some View {
        NavigationStack {
            Form {
                Section("Today") {
                    ForEach(Self.messages) { message in
                        NavigationLink(value: message) {
                            Text(message.sender)
                        }
                    }
                }
                Section {
                    NavigationLink("Archive") { ArchiveScreen() }
                    Button("Delete All", role: .destructive) { confirmsDelete = true }
                }
            }
            .navigationTitle("Inbox")
            .navigationDestination(for: Message.self) { message in
                MessageScreen(message: message)
            }
            .toolbar {
                ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
                ToolbarItem(placement: .topBarTrailing) { Button("Compose") { isComposing = true } }
            }
            .sheet(isPresented: $isComposing) { ComposeScreen() }
            .confirmationDialog("Delete all messages?", isPresented: $confirmsDelete, titleVisibility: .visible) {
                Button("Delete All", role: .destructive) {}
            } message: {
                Text("This cannot be undone.")
            }
        }
    }
}

/// A pushed message: an inline title and its text.
struct MessageScreen: View {
    let message: InboxScreen.Message

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(message.subject).font(.title)
            Text("From \(message.sender)").foregroundStyle(.secondary)
            Spacer()
        }
        .padding(20)
        .frame(maxWidth: .infinity, alignment: .leading)
        .navigationTitle(message.sender)
        .navigationBarTitleDisplayMode(.inline)
    }
}

/// A pushed archive: a large title of its own.
struct ArchiveScreen: View {
    var body: some View {
        Form {
            Text("No archived messages")
        }
        .navigationTitle("Archive")
    }
}

/// The compose sheet: Cancel and Send in its own bar, dismissing through the environment.
struct ComposeScreen: View {
    @Environment(\.dismiss) private var dismiss
    @State private var subject = ""

    var body: some View {
        NavigationStack {
            Form {
                TextField("Subject", text: $subject)
            }
            .navigationTitle("New Message")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                ToolbarItem(placement: .confirmationAction) { Button("Send") { dismiss() } }
            }
        }
    }
}

#Preview("Inbox") {
    InboxScreen()
}

#Preview("Compose sheet") {
    InboxScreen(composing: true)
}

#Preview("Delete confirmation") {
    InboxScreen(confirmingDelete: true)
}
