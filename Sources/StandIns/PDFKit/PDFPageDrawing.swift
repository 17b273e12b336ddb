import Foundation
import NapkinUI

/// How a page is drawn on screen: white paper the shape of its box, rotation applied, and an
/// image page's picture on it. The content of a page read from a file is not drawn: napkin
/// has no PDF renderer, and a made-up picture would be a lie.
enum PDFPageDrawing {
    /// Draws `page`'s `box` filling `rect` (of the box's displayed shape) into `context`, which
    /// must be the current context (``UIGraphicsGetCurrentContext()``) for the image to land.
    @MainActor
    static func draw(_ page: PDFPage, box: PDFDisplayBox, in rect: CGRect, context: CGContext) {
        context.saveGState()
        defer { context.restoreGState() }
        context.setFillColor(CGColor(gray: 1, alpha: 1))
        context.fill(rect)
        guard let image = page.image else { return }
        let boxRect = page.bounds(for: box)
        let media = page.bounds(for: .mediaBox)
        let shown = page.displayedSize(for: box)
        guard shown.width > 0, shown.height > 0 else { return }
        context.clip(to: rect)
        context.translateBy(x: rect.minX, y: rect.minY)
        context.scaleBy(x: rect.width / shown.width, y: rect.height / shown.height)
        // From the box's upright space (y down, its size) to the rotated display.
        let w = boxRect.width, h = boxRect.height
        switch page.rotation {
        case 90:
            context.translateBy(x: h, y: 0)
            context.rotate(by: .pi / 2)
        case 180:
            context.translateBy(x: w, y: h)
            context.rotate(by: .pi)
        case 270:
            context.translateBy(x: 0, y: w)
            context.rotate(by: -.pi / 2)
        default: break
        }
        // The image fills the media box; the box shown may be a part of it.
        image.draw(in: CGRect(x: media.minX - boxRect.minX, y: boxRect.maxY - media.maxY, width: media.width, height: media.height))
    }
}
