import FirebaseDatabase
import Foundation
import NapkinUI
import SnapshotTesting
import Testing

// A chat screen's model and view written as a Swift 5 SwiftUI app writes them against Firebase's Realtime Database:
// no actor annotations, `observe(.childAdded)` on `messages/<chatId>` ordered by "timestamp", each snapshot decoded
// and appended. It compiles unchanged here (Swift 6 mode) and, checked by hand, with `-swift-version 5`.

struct ChatMessage: Codable, Identifiable {
    var id: String = ""
    var text: String
    var senderId: String
    var timestamp: Double

    enum CodingKeys: String, CodingKey {
        case text, senderId, timestamp
    }
}

class ChatViewModel: ObservableObject {
    @Published var messages: [ChatMessage] = []
    let chatId: String
    let currentUserId: String
    private var ref: DatabaseReference
    private var handle: DatabaseHandle?

    init(chatId: String, currentUserId: String) {
        self.chatId = chatId
        self.currentUserId = currentUserId
        ref = Database.database().reference()
        observeMessages()
    }

    func observeMessages() {
        let query = ref.child("messages").child(chatId).queryOrdered(byChild: "timestamp")
        handle = query.observe(
            .childAdded,
            with: { [weak self] snapshot in
                guard let self = self else { return }
                if var message = try? snapshot.data(as: ChatMessage.self) {
                    message.id = snapshot.key
                    self.messages.append(message)
                } else if let dict = snapshot.value as? [String: Any] {
                    let text = dict["text"] as? String ?? ""
                    let sender = dict["senderId"] as? String ?? ""
                    let timestamp = dict["timestamp"] as? Double ?? 0
                    self.messages.append(ChatMessage(id: snapshot.key, text: text, senderId: sender, timestamp: timestamp))
                }
            })
    }

    func send(_ text: String) {
        let messageRef = ref.child("messages").child(chatId).childByAutoId()
        let data: [String: Any] = ["text": text, "senderId": currentUserId, "timestamp": ServerValue.timestamp()]
        messageRef.setValue(data) { error, _ in
            if let error = error { print("Error sending message: \(error.localizedDescription)") }
        }
        ref.child("chats").child(chatId).updateChildValues(["lastMessage": text, "updatedAt": ServerValue.timestamp()])
    }

    func loadOnce(completion: @escaping ([ChatMessage]) -> Void) {
        ref.child("messages").child(chatId).observeSingleEvent(of: .value) { snapshot in
            var result: [ChatMessage] = []
            for child in snapshot.children {
                let snap = child as! DataSnapshot
                if let dict = snap.value as? [String: Any], let text = dict["text"] as? String {
                    result.append(ChatMessage(id: snap.key, text: text, senderId: dict["senderId"] as? String ?? "", timestamp: 0))
                }
            }
            completion(result)
        }
    }

    deinit {
        if let handle = handle { ref.removeObserver(withHandle: handle) }
    }
}

struct ChatView: View {
    @StateObject var viewModel: ChatViewModel

    var body: some View {
        VStack(spacing: 8) {
            ForEach(viewModel.messages) { message in
                HStack {
                    if message.senderId == viewModel.currentUserId { Spacer() }
                    Text(message.text)
                        .padding(.horizontal, 14)
                        .padding(.vertical, 10)
                        .background(message.senderId == viewModel.currentUserId ? Color.blue : Color.gray.opacity(0.25))
                        .foregroundColor(message.senderId == viewModel.currentUserId ? .white : .primary)
                        .cornerRadius(18)
                    if message.senderId != viewModel.currentUserId { Spacer() }
                }
            }
            Spacer()
        }
        .padding()
    }
}

extension FirebaseStandInSuites {
    @MainActor
    @Suite("A chat screen on the Realtime Database, as apps write one")
    struct DatabaseChatTests {
        private func seedChat() throws {
            _ = freshRealtimeDatabase()
            try SimulatedDatabase.shared.seed(
                [
                    "m3": ["text": "See you at 6 then!", "senderId": "me", "timestamp": 1_700_000_300_000],
                    "m1": ["text": "Hey, are we still on for tonight?", "senderId": "sam", "timestamp": 1_700_000_100_000],
                    "m2": ["text": "Yes! Dinner at the usual place?", "senderId": "me", "timestamp": 1_700_000_200_000],
                    "m4": ["text": "Perfect 🎉", "senderId": "sam", "timestamp": 1_700_000_400_000],
                ], at: "messages/chat1")
        }

        @Test("The model hears the seeded messages in timestamp order at once, then what it sends, with the server's time")
        func model() async throws {
            try seedChat()
            let model = ChatViewModel(chatId: "chat1", currentUserId: "me")
            #expect(model.messages.map(\.id) == ["m1", "m2", "m3", "m4"])
            model.send("On my way")
            #expect(model.messages.last?.text == "On my way")
            #expect(model.messages.last?.timestamp == 1_700_000_000_000)
            #expect(SimulatedDatabase.shared.value(at: "chats/chat1/lastMessage") as? String == "On my way")
            var loaded: [String] = []
            model.loadOnce { loaded = $0.map(\.text) }
            #expect(loaded.count == 5 && loaded.last == "Perfect 🎉")
        }

        @Test("A chat drawn from the simulated database, light and dark")
        func snapshot() throws {
            try seedChat()
            for (name, style) in [("light", UIUserInterfaceStyle.light), ("dark", .dark)] {
                assertSnapshot(
                    of: ChatView(viewModel: ChatViewModel(chatId: "chat1", currentUserId: "me")),
                    as: .image(layout: .fixed(width: 390, height: 360), traits: UITraitCollection(userInterfaceStyle: style)),
                    named: name)
            }
        }
    }
}
