import Foundation
import NapkinCombine
import Raster
import Testing

@testable import NapkinUI

/// The colour of pixel (`x`, `y`) of `image`, rows from the top.
private func colour(_ image: CGImage, _ x: Int, _ y: Int) -> Color {
    Color(premultipliedARGB: image.premultipliedARGBPixels[y * image.width + x])
}

/// A card as apps share it: a title over a coloured band.
private struct ShareCard: View {
    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(height: 20)
            Color.blue.frame(height: 20)
        }
        .frame(width: 60)
    }
}

@Suite("ImageRenderer")
@MainActor
struct ImageRendererTests {
    @Test("A view is drawn at its ideal size, scale pixels a point; the UIImage has that scale and the size in points")
    func drawsAtIdealSizeAndScale() throws {
        let renderer = ImageRenderer(content: ShareCard())
        #expect(renderer.scale == 1)
        renderer.scale = 3
        let image = try #require(renderer.cgImage)
        #expect(image.width == 180 && image.height == 120)
        #expect(isClose(colour(image, 90, 30), .red))
        #expect(isClose(colour(image, 90, 90), .blue))
        let uiImage = try #require(renderer.uiImage)
        #expect(uiImage.size == CGSize(width: 60, height: 40))
        #expect(uiImage.scale == 3)
    }

    @Test("What the view does not cover is transparent, or black in an opaque image")
    func uncoveredIsTransparentUnlessOpaque() throws {
        let renderer = ImageRenderer(content: Circle().fill(Color.green).frame(width: 40, height: 40))
        let image = try #require(renderer.cgImage)
        #expect(colour(image, 0, 0).opacity == 0)
        #expect(isClose(colour(image, 20, 20), .green))
        renderer.isOpaque = true
        let opaque = try #require(renderer.cgImage)
        #expect(isClose(colour(opaque, 0, 0), .black))
    }

    @Test("A proposed size is offered to the content: a flexible view fills it, text wraps to it")
    func proposedSizeIsOffered() throws {
        let renderer = ImageRenderer(content: Color.orange)
        renderer.proposedSize = ProposedViewSize(width: 30, height: 10)
        let filled = try #require(renderer.cgImage)
        #expect(filled.width == 30 && filled.height == 10)
        let text = ImageRenderer(content: Text("A sentence long enough to wrap onto more lines"))
        let oneLine = try #require(text.cgImage)
        text.proposedSize = ProposedViewSize(width: 80, height: nil)
        let wrapped = try #require(text.cgImage)
        #expect(wrapped.width <= 80)
        #expect(wrapped.height > oneLine.height * 2)
    }

    @Test("The content is drawn in the default environment: light unless it says dark")
    func defaultEnvironmentIsLight() throws {
        let light = try #require(ImageRenderer(content: Color(.systemBackground).frame(width: 4, height: 4)).cgImage)
        #expect(isClose(colour(light, 2, 2), .white))
        let dark = ImageRenderer(content: Color(.systemBackground).frame(width: 4, height: 4).environment(\.colorScheme, .dark))
        #expect(isClose(colour(try #require(dark.cgImage), 2, 2), .black))
    }

    @Test("render(rasterizationScale:renderer:) gives the size in points and draws the view upright into a context")
    func rendersIntoAContext() throws {
        let renderer = ImageRenderer(content: ShareCard())
        var offered: CGSize?
        var drawn: UIImage?
        renderer.render(rasterizationScale: 2) { size, draw in
            offered = size
            let format = UIGraphicsImageRendererFormat()
            format.scale = 2
            drawn = UIGraphicsImageRenderer(size: size, format: format).image { context in draw(context.cgContext) }
        }
        #expect(offered == CGSize(width: 60, height: 40))
        let image = try #require(drawn?.cgImage)
        #expect(isClose(colour(image, 60, 10), .red))
        #expect(isClose(colour(image, 60, 70), .blue))
    }

    @Test("Changing the content or a setting tells observers first")
    func publishesChanges() {
        let renderer = ImageRenderer(content: Text("One"))
        var changes = 0
        let subscription = renderer.objectWillChange.sink { changes += 1 }
        renderer.content = Text("Two")
        renderer.scale = 2
        renderer.proposedSize = .infinity
        #expect(changes == 3)
        subscription.cancel()
    }

    @Test("A view with no size, a bad scale or a picture too large to draw gives no image")
    func nothingToDrawGivesNil() {
        #expect(ImageRenderer(content: EmptyView()).cgImage == nil)
        let huge = ImageRenderer(content: Color.red.frame(width: 20_000, height: 10))
        #expect(huge.cgImage == nil)
        #expect(huge.uiImage == nil)
        let badScale = ImageRenderer(content: Color.red.frame(width: 10, height: 10))
        badScale.scale = 0
        #expect(badScale.cgImage == nil)
    }
}
