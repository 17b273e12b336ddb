import Foundation
import NapkinUI

/// How a mail composer closed, with MessageUI's numbers.
public enum MFMailComposeResult: Int, Sendable {
    case cancelled = 0
    case saved = 1
    case sent = 2
    case failed = 3
}

/// Why a mail composer failed, as MessageUI's `MFMailComposeError`.
public struct MFMailComposeError: Error, CustomNSError, Hashable, Sendable {
    /// MessageUI's codes.
    public enum Code: Int, Sendable {
        case saveFailed = 0
        case sendFailed = 1
    }
    /// What failed.
    public let code: Code
    /// An error with `code`.
    public init(_ code: Code) { self.code = code }
    /// `MFMailComposeErrorDomain`.
    public static var errorDomain: String { "MFMailComposeErrorDomain" }
    /// The code's number.
    public var errorCode: Int { code.rawValue }
}

/// What a mail composer tells its delegate, as MessageUI's protocol (the method is optional in
/// Objective-C: its default does nothing).
@MainActor @preconcurrency
public protocol MFMailComposeViewControllerDelegate: NSObjectProtocol {
    /// The composer closed with `result`; the delegate dismisses it.
    func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?)
}

extension MFMailComposeViewControllerDelegate {
    /// Does nothing unless the delegate implements it.
    public func mailComposeController(
        _ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?
    ) {}
}

/// The system's mail composer, as MessageUI's `MFMailComposeViewController`.
///
/// Linux has no mail account: ``canSendMail()`` is false, as on an iPhone where none is set up,
/// which is what an app must check before presenting one. Presented anyway, the composer draws
/// its form (Cancel, the subject as its title, a Send button that cannot send, the To, Cc/Bcc and
/// Subject fields and the body) with what the app set; Cancel closes it with
/// ``MFMailComposeResult/cancelled``.
open class MFMailComposeViewController: UIViewController {
    /// Told when the composer closes. Weak, as MessageUI's.
    open weak var mailComposeDelegate: (any MFMailComposeViewControllerDelegate)?
    /// The navigation controller's delegate (the composer is a navigation controller on iOS).
    open weak var delegate: (any UINavigationControllerDelegate)?
    /// The To recipients set.
    public private(set) var toRecipients: [String] = []
    /// The Cc recipients set.
    public private(set) var ccRecipients: [String] = []
    /// The Bcc recipients set.
    public private(set) var bccRecipients: [String] = []
    /// The subject set.
    public private(set) var subject = ""
    /// The body set.
    public private(set) var messageBody = ""
    /// Whether the body is HTML.
    public private(set) var isMessageBodyHTML = false
    /// The attachments added: data, MIME type, file name.
    public private(set) var attachments: [(data: Data, mimeType: String, fileName: String)] = []
    /// The address to send from, when the app prefers one.
    public private(set) var preferredSendingEmailAddress: String?

    /// Whether this device can send mail: false on Linux, where there is no mail account.
    public static func canSendMail() -> Bool { false }

    /// An empty message.
    public override init() { super.init() }

    /// Sets the To recipients.
    open func setToRecipients(_ toRecipients: [String]?) { self.toRecipients = toRecipients ?? [] }
    /// Sets the Cc recipients.
    open func setCcRecipients(_ ccRecipients: [String]?) { self.ccRecipients = ccRecipients ?? [] }
    /// Sets the Bcc recipients.
    open func setBccRecipients(_ bccRecipients: [String]?) { self.bccRecipients = bccRecipients ?? [] }
    /// Sets the subject.
    open func setSubject(_ subject: String) { self.subject = subject }
    /// Sets the body, as HTML when `isHTML`.
    open func setMessageBody(_ body: String, isHTML: Bool) {
        messageBody = body
        isMessageBodyHTML = isHTML
    }
    /// Adds an attachment.
    open func addAttachmentData(_ attachment: Data, mimeType: String, fileName filename: String) {
        attachments.append((attachment, mimeType, filename))
    }
    /// Sets the address to send from.
    open func setPreferredSendingEmailAddress(_ emailAddress: String) { preferredSendingEmailAddress = emailAddress }

    /// The form over the whole frame.
    open override var backgroundColor: Color? {
        get { Color(uiColor: .systemBackground) }
        set {}
    }

    /// The composer's form.
    open override var contentView: AnyView? {
        get {
            AnyView(
                ComposeForm(
                    title: subject.isEmpty ? "New Message" : subject, recipients: toRecipients.joined(separator: ", "),
                    copies: ccRecipients + bccRecipients, subject: subject,
                    message: isMessageBodyHTML ? Self.plainText(ofHTML: messageBody) : messageBody,
                    cancel: { [weak self] in self?.finish(.cancelled) }))
        }
        set {}
    }

    /// Closes with `result`, as the composer's buttons do.
    func finish(_ result: MFMailComposeResult) {
        mailComposeDelegate?.mailComposeController(self, didFinishWith: result, error: nil)
    }

    /// The text of an HTML body, tags dropped.
    static func plainText(ofHTML html: String) -> String {
        html.replacingOccurrences(of: "<br ?/?>", with: "\n", options: .regularExpression)
            .replacingOccurrences(of: "<[^>]+>", with: "", options: .regularExpression)
    }
}

/// The mail composer's form.
struct ComposeForm: View {
    let title: String
    let recipients: String
    let copies: [String]
    let subject: String
    let message: String
    let cancel: @MainActor @Sendable () -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ComposeBar(title: title, cancel: cancel)
            ComposeField(label: "To:", value: recipients)
            ComposeField(label: "Cc/Bcc:", value: copies.joined(separator: ", "))
            ComposeField(label: "Subject:", value: subject)
            Text(message)
                .font(.body)
                .padding(16)
            Spacer(minLength: 0)
        }
    }
}

/// The composer's bar: Cancel, the title, Send.
struct ComposeBar: View {
    let title: String
    let cancel: @MainActor @Sendable () -> Void

    var body: some View {
        ZStack {
            Text(title).font(.headline).lineLimit(1).padding(.horizontal, 90)
            HStack {
                Button("Cancel", action: cancel)
                Spacer()
                Image(systemName: "arrow.up.circle").font(.system(size: 28)).foregroundStyle(.tertiary)
            }
            .padding(.horizontal, 16)
        }
        .frame(height: 56)
    }
}

/// One header field of the composer: its label and value over a hairline.
struct ComposeField: View {
    let label: String
    let value: String

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 6) {
                Text(label).foregroundStyle(.secondary)
                Text(value).lineLimit(1)
            }
            .font(.body)
            .padding(.horizontal, 16)
            .frame(height: 44)
            Divider().padding(.leading, 16)
        }
    }
}
