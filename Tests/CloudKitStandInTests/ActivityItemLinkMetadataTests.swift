import Foundation
import LinkPresentation
import NapkinUI
import Testing

/// An item source that gives the share sheet's header a link preview, as apps do with LinkPresentation.
private final class ChallengeLink: NSObject, UIActivityItemSource {
    let url = URL(string: "https://www.icloud.com/share/abc")!

    func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any { url }

    func activityViewController(
        _ activityViewController: UIActivityViewController, itemForActivityType activityType: UIActivity.ActivityType?
    )
        -> Any?
    { url }

    func activityViewControllerLinkMetadata(_ activityViewController: UIActivityViewController) -> LPLinkMetadata? {
        let metadata = LPLinkMetadata()
        metadata.title = "Join my challenge"
        metadata.originalURL = url
        return metadata
    }
}

/// A source without a preview.
private final class PlainText: NSObject, UIActivityItemSource {
    func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any { "" }
    func activityViewController(
        _ activityViewController: UIActivityViewController, itemForActivityType activityType: UIActivity.ActivityType?
    )
        -> Any?
    { "Hello" }
}

@MainActor
@Suite("UIActivityItemSource's link metadata comes with LinkPresentation")
struct ActivityItemLinkMetadataTests {
    @Test("a source's own linkMetadata is its; without one, the default is nil; the sheet shares the item")
    func linkMetadata() throws {
        let sheet = UIActivityViewController(activityItems: [ChallengeLink(), PlainText()], applicationActivities: nil)
        #expect(ChallengeLink().activityViewControllerLinkMetadata(sheet)?.title == "Join my challenge")
        #expect(PlainText().activityViewControllerLinkMetadata(sheet) == nil)
        let window = Window(device: .iPhone13Pro)
        window.rootViewController = HostingController(rootView: Text("Challenge"))
        window.layout()
        window.rootViewController?.present(sheet, animated: false)
        #expect(window.sharedItems.map(\.description) == ["https://www.icloud.com/share/abc", "Hello"])
    }
}
