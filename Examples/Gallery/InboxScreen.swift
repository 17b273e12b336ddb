import NapkinUI

/// A plain list of message rows: avatar initials, sender and time, subject and a preview.
public struct InboxScreen: View {
    /// The screen.
    public init() {}

    struct Message: Identifiable {
        let id: Int
        let sender: String
        let time: String
        let subject: String
        let preview: String
        let tint: Color
        var unread = false
    }

    static let messages = [
        Message(
            id: 1, sender: "Katherine Johnson", time: "9:41", subject: "Trajectory check", preview: "The numbers agree with the machine.",
            tint: AccessibleColors.blue, unread: true),
        Message(
            id: 2, sender: "Alan Turing", time: "Yesterday", subject: "Re: the imitation game",
            preview: "Could a machine think? Let us ask it.", tint: AccessibleColors.avatarGreen),
        Message(
            id: 3, sender: "Margaret Hamilton", time: "Tuesday", subject: "Priority displays",
            preview: "The alarms were the software working.", tint: AccessibleColors.avatarOrange, unread: true),
        Message(
            id: 4, sender: "Edsger Dijkstra", time: "Monday", subject: "Go To considered", preview: "A short note on a long argument.",
            tint: AccessibleColors.avatarPurple),
        Message(
            id: 5, sender: "Barbara Liskov", time: "Sunday", subject: "Substitution", preview: "Subtypes must keep their promises.",
            tint: AccessibleColors.avatarPink),
    ]

    /// The screen's content.
    public var body: some View {
        NavigationStack {
            List(Self.messages) { message in
                MessageRow(message: message)
            }
            .listStyle(.plain)
            .navigationTitle("Inbox")
        }
    }
}

struct MessageRow: View {
    let message: InboxScreen.Message

    var initials: String {
        message.sender.split(separator: " ").compactMap(\.first).map(String.init).joined()
    }

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Text(initials)
                .font(.headline)
                .foregroundStyle(.white)
                .frame(width: 44, height: 44)
                .background(message.tint, in: Circle())
                // The initials stay inside their circle at the largest text sizes.
                .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
                // The initials repeat the sender's name.
                .accessibilityHidden(true)
            VStack(alignment: .leading, spacing: 2) {
                HStack {
                    Text(message.sender).font(.headline)
                    Spacer()
                    Text(message.time).font(.subheadline).foregroundStyle(AccessibleColors.secondaryText)
                }
                Text(message.subject).font(.subheadline)
                Text(message.preview).font(.subheadline).foregroundStyle(AccessibleColors.secondaryText)
            }
        }
        .padding(.vertical, 4)
        // One element per message, as Mail reads a row: sender, time, subject, preview.
        .accessibilityElement(children: .combine)
    }
}

#Preview("Inbox") {
    InboxScreen()
}
