import Foundation
import NapkinUI

/// One page of a ``PDFDocument``, as PDFKit's `PDFPage`: its boxes, rotation, label and text.
///
/// A page is read from a file (its boxes as the file's page tree gives them, inherited boxes
/// and rotation resolved), made from an image (``init(image:)``: the image fills the page),
/// or blank (``init()``: US Letter). napkin has no PDF renderer, so the content of a page read
/// from a file is not drawn: ``thumbnail(of:for:)`` and ``PDFView`` show its paper at its real
/// size and shape; an image page's picture is known, and drawn.
open class PDFPage: NSObject {
    /// Where the page comes from.
    enum Source {
        /// A page of a file read by the parser, and that file.
        case parsed(ParsedPage, PDFFile)
        /// A page showing an image.
        case image(UIImage)
        /// A blank page.
        case blank
    }

    let source: Source
    private var boxes: [PDFDisplayBox: CGRect]
    private var storedRotation: Int

    /// The document the page is in; `nil` until it is inserted in one.
    open internal(set) weak var document: PDFDocument?

    init(parsed: ParsedPage, file: PDFFile) {
        source = .parsed(parsed, file)
        boxes = [
            .mediaBox: parsed.mediaBox, .cropBox: parsed.cropBox, .bleedBox: parsed.bleedBox, .trimBox: parsed.trimBox,
            .artBox: parsed.artBox,
        ]
        storedRotation = parsed.rotation
        super.init()
    }

    /// A blank US Letter page (612 × 792 points), in no document.
    public override init() {
        source = .blank
        let letter = PDFPageTree.letter
        boxes = [.mediaBox: letter]
        storedRotation = 0
        super.init()
    }

    /// A page showing `image`, the page's media box the image's size in points; `nil` for an
    /// image without pixels (a symbol, or one that could not be loaded).
    public init?(image: UIImage) {
        guard image.cgImage != nil, image.size.width > 0, image.size.height > 0 else { return nil }
        source = .image(image)
        boxes = [.mediaBox: CGRect(origin: .zero, size: image.size)]
        storedRotation = 0
        super.init()
    }

    /// The rectangle of `box` in the page's own space (points, y up, unrotated). A box the
    /// page does not set is the crop box (the crop box's default is the media box), as
    /// ISO 32000-1 and PDFKit say.
    open func bounds(for box: PDFDisplayBox) -> CGRect {
        if let rect = boxes[box] { return rect }
        let media = boxes[.mediaBox] ?? PDFPageTree.letter
        if box == .mediaBox { return media }
        return boxes[.cropBox] ?? media
    }

    /// Sets `box` to `bounds` (a null or empty rectangle removes it, so it falls back to its default).
    open func setBounds(_ bounds: CGRect, for box: PDFDisplayBox) {
        let rect = bounds.standardized
        if rect.isNull || rect.isEmpty {
            if box != .mediaBox { boxes[box] = nil }
            return
        }
        boxes[box] = rect
    }

    /// The rotation shown, in degrees clockwise: 0, 90, 180 or 270. Set it to another multiple
    /// of 90 (negative too) and it is brought into that range; values that are no multiple of
    /// 90 are ignored, as PDFKit ignores them.
    open var rotation: Int {
        get { storedRotation }
        set {
            guard newValue % 90 == 0 else { return }
            storedRotation = (newValue % 360 + 360) % 360
        }
    }

    /// The page's label: the file's page label (`/PageLabels`) when it has one, else its page
    /// number from 1; `nil` for a page in no document.
    open var label: String? {
        guard let document, let index = document.pageIndex(of: self) else { return nil }
        return document.label(ofPageAt: index) ?? String(index + 1)
    }

    /// The page's text in reading order, as far as the parser reads it (see napkin's text extractor):
    /// `nil` for a page without text (an image page, a blank page, a page drawn without text).
    open var string: String? {
        guard case .parsed(let page, let file) = source else { return nil }
        let text = PDFTextExtractor.text(of: page, in: file)
        return text.isEmpty ? nil : text
    }

    /// ``string`` with no attributes, as an attributed string.
    open var attributedString: NSAttributedString? {
        string.map { NSAttributedString(string: $0) }
    }

    /// How many characters ``string`` has.
    open var numberOfCharacters: Int { string?.utf16.count ?? 0 }

    /// Whether the page's annotations are drawn (napkin reads none).
    open var displaysAnnotations = true

    /// The picture an image page shows; `nil` for other pages.
    var image: UIImage? {
        if case .image(let image) = source { return image }
        return nil
    }

    /// The size `box` shows at, rotation applied (width and height swap at 90 and 270).
    func displayedSize(for box: PDFDisplayBox) -> CGSize {
        let rect = bounds(for: box)
        return rotation % 180 == 0 ? rect.size : CGSize(width: rect.height, height: rect.width)
    }

    /// A picture of the page's `box` fitting `size` (its aspect kept): white paper, with an
    /// image page's picture on it. The content of a page read from a file is not drawn
    /// (napkin has no PDF renderer): its thumbnail is its blank paper at its shape.
    @MainActor
    open func thumbnail(of size: CGSize, for box: PDFDisplayBox) -> UIImage {
        let page = displayedSize(for: box)
        guard page.width > 0, page.height > 0, size.width > 0, size.height > 0 else { return UIImage() }
        let scale = min(size.width / page.width, size.height / page.height)
        let drawn = CGSize(width: max(1, (page.width * scale).rounded()), height: max(1, (page.height * scale).rounded()))
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: drawn, format: format).image { context in
            PDFPageDrawing.draw(self, box: box, in: CGRect(origin: .zero, size: drawn), context: context.cgContext)
        }
    }
}
