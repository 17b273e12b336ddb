import Foundation
import Raster
import SnapshotTesting
import Testing

@testable import NapkinUI

private let paragraph = "Breathe in for four counts, hold for seven, and breathe out slowly for eight."

/// The size a `Text` of `string` in `font` takes at `width`, as NapkinUI lays it out.
@MainActor
private func textSize(_ string: String, font: UIFont, width: Double?) -> Size {
    Text(verbatim: string).font(Font(font)).textNode(in: EnvironmentValues()).computeSize(SizeProposal(width: width, height: nil))
}

/// An image of `size` points (scale 1) drawn by `draw` into a renderer's context.
private func image(_ size: CGSize, _ draw: () -> Void) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    return UIGraphicsImageRenderer(size: size, format: format).image { _ in draw() }
}

/// The rows and columns of `image` (scale 1) holding pixels with any alpha.
private func inkBounds(_ image: UIImage) -> (minX: Int, maxX: Int, minY: Int, maxY: Int)? {
    guard let bitmap = image.cgImage?.bitmap else { return nil }
    var result: (minX: Int, maxX: Int, minY: Int, maxY: Int)?
    for y in 0..<bitmap.height {
        for x in 0..<bitmap.width where bitmap[x, y] >> 24 > 40 {
            let r = result ?? (x, x, y, y)
            result = (min(r.minX, x), max(r.maxX, x), min(r.minY, y), max(r.maxY, y))
        }
    }
    return result
}

/// Strings drawn into an image with UIKit's calls, in the colours the scheme asks for.
private struct DrawnStrings: View {
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        Image(uiImage: drawing)
    }

    private var drawing: UIImage {
        let ink: UIColor = scheme == .dark ? .white : .black
        let accent: UIColor = scheme == .dark ? UIColor(red: 0.39, green: 0.82, blue: 1, alpha: 1) : .systemBlue
        return UIGraphicsImageRenderer(size: CGSize(width: 300, height: 180)).image { _ in
            ("Evening reflection" as NSString).draw(
                at: CGPoint(x: 12, y: 10), withAttributes: [.font: UIFont.systemFont(ofSize: 22, weight: .bold), .foregroundColor: ink])
            let centred = NSMutableParagraphStyle()
            centred.alignment = .center
            centred.lineSpacing = 4
            (paragraph as NSString).draw(
                in: CGRect(x: 12, y: 48, width: 276, height: 90),
                withAttributes: [.font: UIFont.systemFont(ofSize: 15), .foregroundColor: ink, .paragraphStyle: centred])
            let mixed = NSMutableAttributedString(
                string: "Streak ", attributes: [.font: UIFont.systemFont(ofSize: 17), .foregroundColor: ink])
            mixed.append(
                NSAttributedString(string: "12 days", attributes: [.font: UIFont.boldSystemFont(ofSize: 17), .foregroundColor: accent]))
            mixed.draw(at: CGPoint(x: 12, y: 106))
            (paragraph as NSString).draw(
                with: CGRect(x: 12, y: 140, width: 276, height: 22), options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine],
                attributes: [.font: UIFont.italicSystemFont(ofSize: 15), .foregroundColor: ink], context: nil)
        }
    }
}

@MainActor
@Suite("NSString and NSAttributedString drawing")
struct StringDrawingTests {
    @Test("boundingRect with .usesLineFragmentOrigin is the size a Text of the same words, font and width takes")
    func boundingRectAgreesWithText() {
        let font = UIFont.systemFont(ofSize: 17)
        for width in [120.0, 200, 358] {
            let rect = (paragraph as NSString).boundingRect(
                with: CGSize(width: width, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
                attributes: [.font: font],
                context: nil)
            let text = textSize(paragraph, font: font, width: width)
            #expect(rect.origin == .zero)
            #expect(abs(Double(rect.height) - text.height) < 0.001)
            #expect(abs(Double(rect.width) - text.width) < 0.001)
            #expect(Double(rect.width) <= width)
        }
        // Narrower is taller: MindfulnessApp sizes its entries by this height.
        let narrow = (paragraph as NSString).boundingRect(
            with: CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin, attributes: [.font: font],
            context: nil)
        let wide = (paragraph as NSString).boundingRect(
            with: CGSize(width: 358, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin, attributes: [.font: font],
            context: nil)
        #expect(narrow.height > wide.height * 2)
    }

    @Test("Without .usesLineFragmentOrigin the text is one line, measured from its baseline; size(withAttributes:) is that line")
    func singleLine() {
        let font = UIFont.systemFont(ofSize: 17)
        let rect = (paragraph as NSString).boundingRect(
            with: CGSize(width: 120, height: 30), options: [], attributes: [.font: font], context: nil)
        let line = textSize(paragraph, font: font, width: nil)
        #expect(abs(Double(rect.width) - line.width) < 0.001 && rect.width > 120)
        #expect(abs(Double(rect.height) - line.height) < 0.001)
        #expect(rect.minY < 0 && abs(Double(-rect.minY) - font.font.spec.ascender) < 0.5)
        let size = (paragraph as NSString).size(withAttributes: [.font: font])
        #expect(abs(Double(size.width) - line.width) < 0.001 && abs(Double(size.height) - line.height) < 0.001)
        // Without a font, UIKit's default: Helvetica at 12 points, smaller than 17.
        #expect(("Hello" as NSString).size(withAttributes: nil).height < ("Hello" as NSString).size(withAttributes: [.font: font]).height)
    }

    @Test("A height keeps the lines that fit; line spacing and a font's leading count as UIKit counts them")
    func heightsAndSpacing() {
        let font = UIFont.systemFont(ofSize: 17)
        let lineHeight = textSize("A", font: font, width: nil).height
        let two = (paragraph as NSString).boundingRect(
            with: CGSize(width: 120, height: lineHeight * 2 + 5), options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil)
        #expect(abs(Double(two.height) - 2 * lineHeight) < 0.5)
        let spaced = NSMutableParagraphStyle()
        spaced.lineSpacing = 10
        let plain = ("one\ntwo\nthree" as NSString).boundingRect(
            with: CGSize(width: 300, height: 1000), options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil)
        let withSpacing = ("one\ntwo\nthree" as NSString).boundingRect(
            with: CGSize(width: 300, height: 1000), options: .usesLineFragmentOrigin, attributes: [.font: font, .paragraphStyle: spaced],
            context: nil)
        #expect(abs(Double(withSpacing.height - plain.height) - 20) < 0.5)
        // The system font has no line gap, so .usesFontLeading changes nothing for it.
        let leading = ("one\ntwo" as NSString).boundingRect(
            with: CGSize(width: 300, height: 1000), options: [.usesLineFragmentOrigin, .usesFontLeading], attributes: [.font: font],
            context: nil)
        let noLeading = ("one\ntwo" as NSString).boundingRect(
            with: CGSize(width: 300, height: 1000), options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil)
        #expect(leading == noLeading)
        // A truncating line break mode keeps the paragraph on one line.
        let truncating = NSMutableParagraphStyle()
        truncating.lineBreakMode = .byTruncatingTail
        let one = (paragraph as NSString).boundingRect(
            with: CGSize(width: 120, height: 1000), options: .usesLineFragmentOrigin,
            attributes: [.font: font, .paragraphStyle: truncating],
            context: nil)
        #expect(abs(Double(one.height) - lineHeight) < 0.001 && one.width <= 120)
    }

    @Test("A drawing context reports the bounds and shrinks text down to its minimum scale factor to fit")
    func drawingContext() {
        let font = UIFont.systemFont(ofSize: 17)
        let context = NSStringDrawingContext()
        #expect(context.actualScaleFactor == 1 && context.totalBounds == .zero)
        let rect = (paragraph as NSString).boundingRect(
            with: CGSize(width: 200, height: 1000), options: .usesLineFragmentOrigin, attributes: [.font: font], context: context)
        #expect(context.totalBounds == rect && context.actualScaleFactor == 1)
        let lineHeight = textSize("A", font: font, width: nil).height
        context.minimumScaleFactor = 0.5
        let shrunk = (paragraph as NSString).boundingRect(
            with: CGSize(width: 200, height: lineHeight * 2), options: .usesLineFragmentOrigin, attributes: [.font: font], context: context)
        #expect(context.actualScaleFactor < 1 && context.actualScaleFactor >= 0.5)
        #expect(shrunk.height <= lineHeight * 2 + 0.001)
    }

    @Test("draw(at:) puts the text's top-left corner at the point, in its colour; without a current context nothing happens")
    func drawAt() throws {
        let drawn = image(CGSize(width: 200, height: 60)) {
            ("Hello" as NSString).draw(
                at: CGPoint(x: 20, y: 10), withAttributes: [.font: UIFont.systemFont(ofSize: 30), .foregroundColor: UIColor.red])
        }
        let ink = try #require(inkBounds(drawn))
        let size = ("Hello" as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 30)])
        #expect(ink.minX >= 20 && ink.minX <= 24 && ink.minY >= 10 && ink.minY <= 18)
        #expect(Double(ink.maxX) <= 20 + Double(size.width) && Double(ink.maxY) <= 10 + Double(size.height))
        let value = drawn.cgImage?.bitmap[ink.minX + 2, (ink.minY + ink.maxY) / 2] ?? 0
        #expect((value >> 16) & 0xFF > 200 && (value >> 8) & 0xFF < 60)  // red "H" stem
        ("Nowhere" as NSString).draw(at: .zero, withAttributes: nil)  // no context: nothing, no crash
    }

    @Test("draw(in:) wraps to the rectangle and leaves out lines below it; centred text is centred; a baseline origin without the option")
    func drawIn() throws {
        let font = UIFont.systemFont(ofSize: 17)
        let lineHeight = textSize("A", font: font, width: nil).height
        let clipped = image(CGSize(width: 200, height: 200)) {
            (paragraph as NSString).draw(in: CGRect(x: 0, y: 0, width: 200, height: lineHeight * 2 + 3), withAttributes: [.font: font])
        }
        let ink = try #require(inkBounds(clipped))
        #expect(Double(ink.maxY) < lineHeight * 2 + 1)
        let centred = NSMutableParagraphStyle()
        centred.alignment = .center
        let middle = image(CGSize(width: 200, height: 40)) {
            ("Hi" as NSString).draw(
                in: CGRect(x: 0, y: 0, width: 200, height: 40), withAttributes: [.font: font, .paragraphStyle: centred])
        }
        let centre = try #require(inkBounds(middle))
        #expect(abs(Double(centre.minX + centre.maxX) / 2 - 100) < 3)
        let baseline = image(CGSize(width: 200, height: 60)) {
            ("Hi" as NSString).draw(with: CGRect(x: 0, y: 40, width: 200, height: 20), options: [], attributes: [.font: font], context: nil)
        }
        let onBaseline = try #require(inkBounds(baseline))
        #expect(onBaseline.maxY <= 41 && onBaseline.maxY >= 38)  // "Hi" has no descender: its ink ends at the baseline
    }

    @Test("Strings drawn with UIKit's calls in light and dark: a title, a centred spaced paragraph, mixed runs, a truncated last line")
    func snapshot() {
        assertLightAndDark(DrawnStrings(), width: 300, height: 180)
    }
}
