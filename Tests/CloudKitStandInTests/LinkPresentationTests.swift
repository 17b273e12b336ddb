import Foundation
import LinkPresentation
import NapkinUI
import SnapshotTesting
import Testing

/// PNG data of a `width` × `height` picture: a sky over a green hill and a sun, as a page's preview image.
@MainActor
private func landscapePNG(width: CGFloat, height: CGFloat) -> Data {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 2
    let image = UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format).image { context in
        UIColor(red: 0.45, green: 0.72, blue: 0.95, alpha: 1).setFill()
        context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        UIColor(red: 1, green: 0.8, blue: 0.2, alpha: 1).setFill()
        UIBezierPath(ovalIn: CGRect(x: width * 0.7, y: height * 0.15, width: height * 0.25, height: height * 0.25)).fill()
        UIColor(red: 0.3, green: 0.62, blue: 0.3, alpha: 1).setFill()
        UIBezierPath(ovalIn: CGRect(x: -width * 0.2, y: height * 0.6, width: width * 1.4, height: height * 0.9)).fill()
    }
    return image.pngData()!
}

/// PNG data of a site icon: a white "S" on an orange tile.
@MainActor
private func iconPNG() -> Data {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 2
    let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40), format: format).image { context in
        UIColor.systemOrange.setFill()
        context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
        ("S" as NSString).draw(
            at: CGPoint(x: 12, y: 6),
            withAttributes: [.font: UIFont.systemFont(ofSize: 24, weight: .bold), .foregroundColor: UIColor.white])
    }
    return image.pngData()!
}

@Suite("LinkPresentation stand-in: fetching metadata")
struct LinkMetadataTests {
    @Test("no page is fetched on Linux: an address without metadata fails with metadataFetchFailed, saying what to do")
    func noAnswer() async throws {
        let provider = LPMetadataProvider()
        provider.timeout = 10
        do {
            _ = try await provider.startFetchingMetadata(for: URL(string: "https://nothing.example/unanswered")!)
            Issue.record("fetched a page")
        } catch LPError.metadataFetchFailed {
        } catch {
            Issue.record("unexpected \(error)")
        }
        await #expect(throws: LPError(.metadataFetchNotAllowed)) {
            try await LPMetadataProvider().startFetchingMetadata(for: URL(string: "mailto:someone@example.com")!)
        }
    }

    @Test("a test's metadata is the answer: the title, the addresses, and the icon loaded as image data, as bookmark apps read it")
    @MainActor
    func answered() async throws {
        let url = URL(string: "https://www.swift.org/answered")!
        let given = LPLinkMetadata()
        given.title = "Swift.org"
        given.url = URL(string: "https://www.swift.org/answered/")
        given.iconProvider = NSItemProvider(item: iconPNG(), typeIdentifier: "public.png")
        LPMetadataProvider.setMetadata(given, for: url)
        let provider = LPMetadataProvider()
        let metadata = try await provider.startFetchingMetadata(for: url)
        #expect(metadata.title == "Swift.org")
        #expect(metadata.originalURL == url)
        #expect(metadata.url == URL(string: "https://www.swift.org/answered/"))
        let iconProvider = try #require(metadata.iconProvider)
        let data: Data = try await withCheckedThrowingContinuation { continuation in
            iconProvider.loadDataRepresentation(for: .image) { data, error in
                if let data { continuation.resume(returning: data) } else { continuation.resume(throwing: error!) }
            }
        }
        // the icon's PNG, 40 points drawn at 2 pixels a point: 80 pixels, decoded at 1 pixel a point
        #expect(UIImage(data: data)?.size == CGSize(width: 80, height: 80))
        await #expect(throws: LPError(.unknown)) { try await provider.startFetchingMetadata(for: url) }
    }

    @Test("the completion form answers on a queue of its own; cancel() before the answer fails the fetch")
    func completionAndCancel() async throws {
        let url = URL(string: "https://example.org/cancel")!
        let given = LPLinkMetadata()
        given.title = "Example"
        LPMetadataProvider.setMetadata(given, for: url)
        let title: String? = await withCheckedContinuation { continuation in
            LPMetadataProvider().startFetchingMetadata(for: url) { metadata, _ in continuation.resume(returning: metadata?.title) }
        }
        #expect(title == "Example")
        let cancelled: (any Error)? = await withCheckedContinuation { continuation in
            let provider = LPMetadataProvider()
            provider.startFetchingMetadata(for: url) { _, error in continuation.resume(returning: error) }
            provider.cancel()
        }
        #expect((cancelled as? LPError)?.code == .metadataFetchCancelled)
    }
}

/// An `LPLinkView` in SwiftUI, as apps wrap it.
private struct LinkPreview: UIViewRepresentable {
    let metadata: LPLinkMetadata

    func makeUIView(context: Context) -> LPLinkView { LPLinkView(metadata: metadata) }
    func updateUIView(_ view: LPLinkView, context: Context) {}
}

/// Three cards: a page with an image, a page with only an icon, and an address not fetched yet.
@MainActor
private struct LinkCards: View {
    let withImage: LPLinkMetadata
    let withIcon: LPLinkMetadata
    let bare: LPLinkMetadata

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            ForEach(Array([withImage, withIcon, bare].enumerated()), id: \.offset) { _, metadata in
                LinkPreview(metadata: metadata)
                    .frame(height: LPLinkView(metadata: metadata).sizeThatFits(CGSize(width: 300, height: 0)).height)
            }
        }
        .frame(width: 300)
        .padding(20)
    }
}

@MainActor
@Suite("LinkPresentation stand-in: LPLinkView")
struct LinkViewTests {
    private func cards() -> LinkCards {
        let withImage = LPLinkMetadata()
        withImage.url = URL(string: "https://www.example.com/hiking/alps")
        withImage.title = "Ten quiet trails in the Alps for a long summer weekend away from the crowds"
        withImage.imageProvider = NSItemProvider(item: landscapePNG(width: 300, height: 180), typeIdentifier: "public.png")
        let withIcon = LPLinkMetadata()
        withIcon.url = URL(string: "https://swift.org/blog")
        withIcon.title = "Swift.org Blog"
        withIcon.iconProvider = NSItemProvider(item: iconPNG(), typeIdentifier: "public.png")
        return LinkCards(
            withImage: withImage, withIcon: withIcon, bare: LPLinkView(url: URL(string: "https://news.example.net/today")!).metadata)
    }

    @Test("the card's height: the image's (aspect kept, within 2:1 and square) over the caption bar")
    func sizes() {
        let metadata = LPLinkMetadata()
        metadata.title = "Short"
        metadata.url = URL(string: "https://example.com")
        let captionOnly = LPLinkView(metadata: metadata).sizeThatFits(CGSize(width: 300, height: 0)).height
        #expect(captionOnly == 60)
        metadata.imageProvider = NSItemProvider(item: landscapePNG(width: 300, height: 180), typeIdentifier: "public.png")
        let withImage = LPLinkView(metadata: metadata).sizeThatFits(CGSize(width: 300, height: 0)).height
        // the caption bar under an image: two lines of text (title, host) within 10-point margins, no icon tile
        #expect(withImage - 180 > 20 + 30 && withImage - 180 < captionOnly)
        metadata.imageProvider = NSItemProvider(item: landscapePNG(width: 400, height: 100), typeIdentifier: "public.png")
        // a 4:1 image is shown at 2:1 (150 points high at 300 wide), cropped
        #expect(withImage - LPLinkView(metadata: metadata).sizeThatFits(CGSize(width: 300, height: 0)).height == 30)
        metadata.imageProvider = NSItemProvider(item: landscapePNG(width: 100, height: 300), typeIdentifier: "public.png")
        // a tall image is shown square
        #expect(LPLinkView(metadata: metadata).sizeThatFits(CGSize(width: 300, height: 0)).height - withImage == 120)
    }

    @Test("LPLinkView draws iOS's rich link card: image over title and host; icon tile; the address alone")
    func cardsSnapshot() {
        for scheme in [ColorScheme.light, .dark] {
            assertSnapshot(
                of: cards(),
                as: .image(layout: .fixed(width: 340, height: 560), traits: UITraitCollection(userInterfaceStyle: scheme)),
                named: scheme == .light ? "light" : "dark")
        }
    }
}
