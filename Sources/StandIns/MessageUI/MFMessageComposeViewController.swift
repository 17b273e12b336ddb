import Foundation
import NapkinUI

/// How a message composer closed, with MessageUI's numbers.
public enum MessageComposeResult: Int, Sendable {
    case cancelled = 0
    case sent = 1
    case failed = 2
}

/// What a message composer tells its delegate, as MessageUI's protocol.
@MainActor @preconcurrency
public protocol MFMessageComposeViewControllerDelegate: NSObjectProtocol {
    /// The composer closed with `result`; the delegate dismisses it.
    func messageComposeViewController(_ controller: MFMessageComposeViewController, didFinishWith result: MessageComposeResult)
}

/// The system's message composer, as MessageUI's `MFMessageComposeViewController`.
///
/// Linux sends no texts: ``canSendText()`` and the other checks are false, as on a device that
/// cannot send messages. Presented anyway, it draws the recipients and the body set, with a
/// Cancel button that closes it with ``MessageComposeResult/cancelled``.
open class MFMessageComposeViewController: UIViewController {
    /// Told when the composer closes. Weak, as MessageUI's.
    open weak var messageComposeDelegate: (any MFMessageComposeViewControllerDelegate)?
    /// The recipients (phone numbers or addresses).
    open var recipients: [String]?
    /// The message's text.
    open var body: String?
    /// The message's subject.
    open var subject: String?

    /// Whether this device can send texts: false on Linux.
    public static func canSendText() -> Bool { false }
    /// Whether messages can have a subject: false on Linux.
    public static func canSendSubject() -> Bool { false }
    /// Whether messages can have attachments: false on Linux.
    public static func canSendAttachments() -> Bool { false }

    /// An empty message.
    public override init() { super.init() }

    /// The composer over the whole frame.
    open override var backgroundColor: Color? {
        get { Color(uiColor: .systemBackground) }
        set {}
    }

    /// The recipients and the body.
    open override var contentView: AnyView? {
        get {
            AnyView(
                MessageForm(
                    recipients: (recipients ?? []).joined(separator: ", "), text: body ?? "",
                    cancel: { [weak self] in self?.finish(.cancelled) }))
        }
        set {}
    }

    /// Closes with `result`, as the composer's buttons do.
    func finish(_ result: MessageComposeResult) {
        messageComposeDelegate?.messageComposeViewController(self, didFinishWith: result)
    }
}

/// The message composer's form: its bar, the To field, and the message field at the bottom.
struct MessageForm: View {
    let recipients: String
    let text: String
    let cancel: @MainActor @Sendable () -> Void

    var body: some View {
        VStack(spacing: 0) {
            ZStack {
                Text("New Message").font(.headline)
                HStack {
                    Spacer()
                    Button("Cancel", action: cancel)
                }
                .padding(.horizontal, 16)
            }
            .frame(height: 56)
            ComposeField(label: "To:", value: recipients)
            Spacer(minLength: 0)
            Text(text.isEmpty ? "iMessage" : text)
                .foregroundStyle(text.isEmpty ? .secondary : .primary)
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(.horizontal, 12)
                .padding(.vertical, 7)
                .overlay(Capsule().stroke(Color(uiColor: .separator)))
                .padding(12)
        }
    }
}
