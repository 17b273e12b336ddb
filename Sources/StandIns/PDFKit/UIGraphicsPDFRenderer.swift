import Foundation
import NapkinUI

/// How a ``UIGraphicsPDFRenderer`` makes its documents, as UIKit's `UIGraphicsPDFRendererFormat`.
public final class UIGraphicsPDFRendererFormat {
    /// The document's information, written as its attributes (PDFKit's keys: `PDFDocumentAttribute.titleAttribute`'s
    /// "Title", "Author", "Creator" and the others).
    public var documentInfo: [String: Any] = [:]

    /// The default format: no document information.
    public init() {}

    /// The default format.
    public static func `default`() -> UIGraphicsPDFRendererFormat { UIGraphicsPDFRendererFormat() }
}

/// What a ``UIGraphicsPDFRenderer`` hands its drawing closure, as UIKit's `UIGraphicsPDFRendererContext`: each
/// ``beginPage()`` starts a page, and UIKit's drawing (strings, images, paths, the ``cgContext``) goes on it.
public final class UIGraphicsPDFRendererContext {
    /// The renderer's format.
    public let format: UIGraphicsPDFRendererFormat
    /// The current page's rectangle (the renderer's bounds unless ``beginPage(withBounds:pageInfo:)`` gave another).
    public private(set) var pdfContextBounds: CGRect
    private let defaultBounds: CGRect
    private var pageOpen = false
    fileprivate var pages: [UIImage] = []

    fileprivate init(bounds: CGRect, format: UIGraphicsPDFRendererFormat) {
        defaultBounds = bounds
        pdfContextBounds = bounds
        self.format = format
    }

    /// The Core Graphics context of the current page (a scratch one before the first page, whose drawing is lost,
    /// as UIKit draws nothing outside a page).
    public var cgContext: CGContext {
        if !pageOpen { beginScratch() }
        return UIGraphicsGetCurrentContext()!
    }

    /// Ends the current page, if any, and starts one of the renderer's bounds.
    public func beginPage() { beginPage(withBounds: defaultBounds, pageInfo: [:]) }

    /// Ends the current page, if any, and starts one of `bounds`.
    public func beginPage(withBounds bounds: CGRect, pageInfo: [String: Any]) {
        endPage()
        pdfContextBounds = bounds
        UIGraphicsBeginImageContextWithOptions(bounds.size, false, Self.pageScale)
        UIGraphicsGetCurrentContext()?.translateBy(x: -bounds.minX, y: -bounds.minY)
        pageOpen = true
    }

    /// Fills `rect` with the current fill colour.
    public func fill(_ rect: CGRect) { cgContext.fill(rect) }

    /// Outlines `rect` with the current stroke colour.
    public func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

    /// Clips the page's drawing to `rect`.
    public func clip(to rect: CGRect) { cgContext.clip(to: rect) }

    /// Pixels per point of a page's picture: 2, enough for print-size text.
    static let pageScale: CGFloat = 2

    fileprivate func endPage() {
        guard pageOpen else { return }
        if let image = UIGraphicsGetImageFromCurrentImageContext() { pages.append(image) }
        UIGraphicsEndImageContext()
        pageOpen = false
    }

    private func beginScratch() {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 1, height: 1), false, 1)
        scratch = true
    }

    fileprivate var scratch = false

    fileprivate func finish() {
        endPage()
        if scratch {
            UIGraphicsEndImageContext()
            scratch = false
        }
    }
}

/// Draws PDF documents with UIKit's drawing, as UIKit's `UIGraphicsPDFRenderer`: `renderer.writePDF(to: url) {
/// context in context.beginPage(); title.draw(at: point, withAttributes: attributes) }`.
///
/// UIKit lives in NapkinUI, PDF writing in the PDFKit stand-in, so the renderer is declared here: a file sees it
/// with `import PDFKit` (which on iOS brings UIKit, as it does here). Each page is drawn as napkin draws any view
/// (Cairo, FreeType, HarfBuzz) into a picture at 2 pixels per point and written as an image page of the page's
/// size in points: the PDF prints and shows as drawn, but its text cannot be selected or searched (napkin's limit).
/// A document without pages is written with none.
public final class UIGraphicsPDFRenderer {
    /// The default page rectangle.
    public let bounds: CGRect
    /// The renderer's format.
    public let format: UIGraphicsPDFRendererFormat

    /// A renderer of pages of `bounds` (612 × 792 points, US Letter, for an empty rectangle, as UIKit).
    public init(bounds: CGRect, format: UIGraphicsPDFRendererFormat = .default()) {
        self.bounds = bounds.isEmpty ? CGRect(x: 0, y: 0, width: 612, height: 792) : bounds
        self.format = format
    }

    /// The document `actions` draws, as PDF data.
    public func pdfData(actions: (UIGraphicsPDFRendererContext) -> Void) -> Data {
        document(actions: actions).dataRepresentation() ?? Data()
    }

    /// The document `actions` draws, its pages the drawn pictures.
    func document(actions: (UIGraphicsPDFRendererContext) -> Void) -> PDFDocument {
        let context = UIGraphicsPDFRendererContext(bounds: bounds, format: format)
        actions(context)
        context.finish()
        let document = PDFDocument()
        for image in context.pages {
            if let page = PDFPage(image: image) { document.insert(page, at: document.pageCount) }
        }
        var attributes: [AnyHashable: Any] = [:]
        for (key, value) in format.documentInfo { attributes[PDFDocumentAttribute(rawValue: key)] = value }
        if !attributes.isEmpty { document.documentAttributes = attributes }
        return document
    }

    /// Writes the document `actions` draws to the file at `url`; throws the file system's error when it cannot.
    public func writePDF(to url: URL, withActions actions: (UIGraphicsPDFRendererContext) -> Void) throws {
        try pdfData(actions: actions).write(to: url, options: .atomic)
    }
}
