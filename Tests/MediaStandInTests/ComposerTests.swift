import Foundation
import MessageUI
import NapkinUI
import SafariServices
import Testing

/// Records how composers and Safari closed.
@MainActor
final class ComposerDelegate: NSObject, MFMailComposeViewControllerDelegate, MFMessageComposeViewControllerDelegate,
    SFSafariViewControllerDelegate
{
    var events: [String] = []
    func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?) {
        events.append("mail \(result.rawValue)")
    }
    func messageComposeViewController(_ controller: MFMessageComposeViewController, didFinishWith result: MessageComposeResult) {
        events.append("message \(result.rawValue)")
    }
    func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool) {
        events.append("safari loaded \(didLoadSuccessfully)")
    }
    func safariViewControllerDidFinish(_ controller: SFSafariViewController) { events.append("safari finished") }
}

@MainActor
@Suite("MessageUI and SafariServices stand-ins")
struct ComposerTests {
    @Test("No mail account and no texts on Linux: canSendMail and canSendText are false")
    func cannotSend() {
        #expect(MFMailComposeViewController.canSendMail() == false)
        #expect(MFMessageComposeViewController.canSendText() == false)
        #expect(MFMessageComposeViewController.canSendAttachments() == false)
    }

    @Test("The mail composer keeps what the app set; its Cancel button closes it as cancelled")
    func mailComposer() throws {
        let composer = MFMailComposeViewController()
        let delegate = ComposerDelegate()
        composer.mailComposeDelegate = delegate
        composer.setToRecipients(["support@example.com"])
        composer.setSubject("Feedback")
        composer.setMessageBody("<p>Hello<br>there</p>", isHTML: true)
        #expect(composer.toRecipients == ["support@example.com"] && composer.subject == "Feedback" && composer.isMessageBodyHTML)
        let window = Window(device: .iPhone13Pro)
        window.rootViewController = composer
        window.layout()
        #expect(window.layoutDescription().contains("Feedback"))
        try window.tap(label: "Cancel")
        #expect(delegate.events == ["mail 0"])
    }

    @Test("Safari: the first load fails offline, the dismiss button finishes it, and only http(s) URLs are taken")
    func safari() async throws {
        let safari = SFSafariViewController(url: URL(string: "https://www.swift.org/documentation")!)
        let delegate = ComposerDelegate()
        safari.delegate = delegate
        safari.dismissButtonStyle = .close
        safari.preferredControlTintColor = .systemOrange
        let window = Window(device: .iPhone13Pro)
        window.rootViewController = safari
        window.layout()
        for _ in 0..<5 { await Task.yield() }
        #expect(delegate.events == ["safari loaded false"])
        #expect(window.layoutDescription().contains("www.swift.org"))
        try window.tap(label: "Close")
        #expect(delegate.events == ["safari loaded false", "safari finished"])
        await #expect(processExitsWith: .failure) {
            _ = await SFSafariViewController(url: URL(string: "mailto:someone@example.com")!)
        }
    }
}
