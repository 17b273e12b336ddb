import CCairoPDF
import Foundation
import NapkinUI

/// Writes a document whose pages are all images or blank with Cairo's PDF surface: one PDF
/// page per page, the size of its crop box as shown (rotation applied to the drawing), an image
/// page's picture drawn at its place, and the attributes as the file's metadata. A document
/// without pages is written by hand (Cairo always writes a page).
enum PDFCairoWriter {
    /// Collects what Cairo writes.
    private final class Sink {
        var data = Data()
        var failed = false
    }

    /// Feeds a PNG to Cairo.
    private final class Source {
        let data: Data
        var offset = 0
        init(_ data: Data) { self.data = data }
    }

    static func data(pages: [PDFPage], attributes: [AnyHashable: Any]) -> Data? {
        guard let first = pages.first else { return emptyDocument(attributes: attributes) }
        let sink = Sink()
        let context = Unmanaged.passRetained(sink)
        defer { context.release() }
        let firstSize = first.displayedSize(for: .cropBox)
        guard
            let surface = cairo_pdf_surface_create_for_stream(
                { closure, bytes, length in
                    let sink = Unmanaged<Sink>.fromOpaque(closure!).takeUnretainedValue()
                    if let bytes { sink.data.append(bytes, count: Int(length)) }
                    return CAIRO_STATUS_SUCCESS
                }, context.toOpaque(), Double(firstSize.width), Double(firstSize.height))
        else { return nil }
        defer { cairo_surface_destroy(surface) }
        setMetadata(surface, attributes)
        let cr = cairo_create(surface)
        defer { cairo_destroy(cr) }
        for page in pages {
            let size = page.displayedSize(for: .cropBox)
            cairo_pdf_surface_set_size(surface, Double(size.width), Double(size.height))
            if let image = page.image, let png = image.pngData() { drawImage(png, of: page, on: cr) }
            cairo_show_page(cr)
        }
        cairo_surface_finish(surface)
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, !sink.failed else { return nil }
        return sink.data
    }

    /// Draws the PNG of an image page: the image fills the media box, seen through the crop box,
    /// turned by the page's rotation.
    private static func drawImage(_ png: Data, of page: PDFPage, on cr: OpaquePointer?) {
        let source = Source(png)
        let reader = Unmanaged.passRetained(source)
        defer { reader.release() }
        guard
            let image = cairo_image_surface_create_from_png_stream(
                { closure, buffer, length in
                    let source = Unmanaged<Source>.fromOpaque(closure!).takeUnretainedValue()
                    let count = Int(length)
                    guard let buffer, source.offset + count <= source.data.count else { return CAIRO_STATUS_READ_ERROR }
                    source.data.copyBytes(to: buffer, from: source.offset..<(source.offset + count))
                    source.offset += count
                    return CAIRO_STATUS_SUCCESS
                }, reader.toOpaque())
        else { return }
        defer { cairo_surface_destroy(image) }
        guard cairo_surface_status(image) == CAIRO_STATUS_SUCCESS else { return }
        let crop = page.bounds(for: .cropBox)
        let media = page.bounds(for: .mediaBox)
        let pixelWidth = Double(cairo_image_surface_get_width(image))
        let pixelHeight = Double(cairo_image_surface_get_height(image))
        guard pixelWidth > 0, pixelHeight > 0 else { return }
        cairo_save(cr)
        let w = Double(crop.width), h = Double(crop.height)
        switch page.rotation {
        case 90:
            cairo_translate(cr, h, 0)
            cairo_rotate(cr, .pi / 2)
        case 180:
            cairo_translate(cr, w, h)
            cairo_rotate(cr, .pi)
        case 270:
            cairo_translate(cr, 0, w)
            cairo_rotate(cr, -.pi / 2)
        default: break
        }
        cairo_rectangle(cr, 0, 0, w, h)
        cairo_clip(cr)
        cairo_translate(cr, Double(media.minX - crop.minX), Double(crop.maxY - media.maxY))
        cairo_scale(cr, Double(media.width) / pixelWidth, Double(media.height) / pixelHeight)
        cairo_set_source_surface(cr, image, 0, 0)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    private static func setMetadata(_ surface: OpaquePointer?, _ attributes: [AnyHashable: Any]) {
        func text(_ key: PDFDocumentAttribute) -> String? {
            if let words = attributes[key] as? [String] { return words.joined(separator: ", ") }
            return attributes[key] as? String
        }
        func date(_ key: PDFDocumentAttribute) -> String? {
            guard let date = attributes[key] as? Date else { return nil }
            let formatter = ISO8601DateFormatter()
            formatter.formatOptions = [.withInternetDateTime]
            return formatter.string(from: date)
        }
        let entries: [(cairo_pdf_metadata_t, String?)] = [
            (CAIRO_PDF_METADATA_TITLE, text(.titleAttribute)), (CAIRO_PDF_METADATA_AUTHOR, text(.authorAttribute)),
            (CAIRO_PDF_METADATA_SUBJECT, text(.subjectAttribute)), (CAIRO_PDF_METADATA_KEYWORDS, text(.keywordsAttribute)),
            (CAIRO_PDF_METADATA_CREATOR, text(.creatorAttribute)), (CAIRO_PDF_METADATA_CREATE_DATE, date(.creationDateAttribute)),
            (CAIRO_PDF_METADATA_MOD_DATE, date(.modificationDateAttribute)),
        ]
        for case (let key, let value?) in entries { cairo_pdf_surface_set_metadata(surface, key, value) }
    }

    /// A valid PDF with an empty page tree and the attributes.
    static func emptyDocument(attributes: [AnyHashable: Any]) -> Data {
        var writer = PDFSerializer()
        writer.header(version: "1.7")
        writer.object(1, .dictionary(["Type": .name("Catalog"), "Pages": .reference(PDFReference(number: 2, generation: 0))]))
        writer.object(2, .dictionary(["Type": .name("Pages"), "Kids": .array([]), "Count": .integer(0)]))
        var trailer: [String: PDFValue] = ["Root": .reference(PDFReference(number: 1, generation: 0))]
        let info = PDFInfoDictionary.entries(attributes)
        if !info.isEmpty {
            writer.object(3, .dictionary(info))
            trailer["Info"] = .reference(PDFReference(number: 3, generation: 0))
        }
        writer.finish(trailer: trailer)
        return Data(writer.bytes)
    }
}
