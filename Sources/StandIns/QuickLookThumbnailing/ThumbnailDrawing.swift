import Foundation
import NapkinUI
import PDFKit
import QuickLook
import UniformTypeIdentifiers

/// How the generator draws each representation.
@MainActor
enum ThumbnailDrawing {
    typealias Outcome = (QLThumbnailRepresentation.RepresentationType, Result<QLThumbnailRepresentation, QLThumbnailError>)

    /// The largest side, in pixels, a representation may have (the size of a large icon at 3×, twice over).
    static let maximumPixelSide: CGFloat = 4096

    /// The representations `request` asks for, from the lowest quality to the highest, each made or failed.
    static func representations(for request: QLThumbnailGenerator.Request, cancelled: Bool) -> [Outcome] {
        var kinds: [QLThumbnailRepresentation.RepresentationType] = []
        let types = request.representationTypes
        if types.contains(.icon) { kinds.append(.icon) }
        if types.contains(.thumbnail) {
            kinds.append(.thumbnail)
        } else if types.contains(.lowQualityThumbnail) {
            kinds.append(.lowQualityThumbnail)
        }
        if cancelled {
            return kinds.map { ($0, .failure(QLThumbnailError(.requestCancelled, reason: "The request was cancelled."))) }
        }
        let size = request.size, scale = request.scale
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite, scale > 0, scale.isFinite,
            max(size.width, size.height) * scale <= maximumPixelSide
        else {
            let reason =
                "The request's size (\(size.width) × \(size.height) points) and scale (\(scale)) must be positive and at most "
                + "\(Int(maximumPixelSide)) pixels a side."
            return kinds.map { ($0, .failure(QLThumbnailError(.requestInvalid, reason: reason))) }
        }
        let file = QuickLookFile(url: request.fileURL, type: request.storedContentType)
        // A file too large to read still has its icon; one that is missing or unreadable has nothing.
        if let failure = file.failure {
            if case .tooLarge = failure {
            } else {
                return kinds.map { ($0, .failure(QLThumbnailError(.generationFailed, reason: failure.description))) }
            }
        }
        return kinds.map { kind in
            (kind, kind == .icon ? .success(icon(of: file, request: request)) : thumbnail(of: file, as: kind, request: request))
        }
    }

    /// The document icon labelled with the file's extension, centred in the requested square.
    static func icon(of file: QuickLookFile, request: QLThumbnailGenerator.Request) -> QLThumbnailRepresentation {
        let side = min(request.size.width, request.size.height)
        let canvas = CGSize(width: side, height: side)
        let pageWidth = side * 7 / 9
        let contentRect = CGRect(x: (side - pageWidth) / 2, y: 0, width: pageWidth, height: side)
        let image = render(QuickLookFileIcon(label: file.iconLabel).frame(width: side, height: side), size: canvas, scale: request.scale)
        return QLThumbnailRepresentation(type: .icon, image: image, contentRect: contentRect)
    }

    /// The file's own picture: a picture scaled to fit, a PDF's first page, a text's first lines.
    static func thumbnail(
        of file: QuickLookFile, as kind: QLThumbnailRepresentation.RepresentationType, request: QLThumbnailGenerator.Request
    )
        -> Result<QLThumbnailRepresentation, QLThumbnailError>
    {
        let content = file.content
        let drawn: (size: CGSize, view: AnyView)
        switch content {
        case .image(let picture):
            let size = fitted(picture.size, in: request.size, enlarging: false)
            drawn = (size, AnyView(Image(uiImage: picture).resizable().frame(width: size.width, height: size.height)))
        case .pdf(let document):
            guard let page = document.page(at: 0) else { return .failure(noThumbnail(file)) }
            let box = page.bounds(for: .cropBox)
            let shape = page.rotation % 180 == 0 ? box.size : CGSize(width: box.height, height: box.width)
            let size = fitted(shape, in: request.size, enlarging: true)
            let pixels = CGSize(width: size.width * request.scale, height: size.height * request.scale)
            let picture = page.thumbnail(of: pixels, for: .cropBox)
            drawn = (size, AnyView(Image(uiImage: picture).resizable().frame(width: size.width, height: size.height)))
        case .text(let text):
            let size = fitted(CGSize(width: 8.5, height: 11), in: request.size, enlarging: true)
            drawn = (
                size,
                AnyView(TextThumbnail(text: String(text.prefix(3000)), width: size.width).frame(width: size.width, height: size.height))
            )
        case .other, .unavailable:
            return .failure(noThumbnail(file))
        }
        if request.minimumDimension > 0, min(drawn.size.width, drawn.size.height) < request.minimumDimension {
            return .failure(
                QLThumbnailError(
                    .generationFailed,
                    reason:
                        "The thumbnail would be \(drawn.size.width) × \(drawn.size.height) points, under the request's minimumDimension."))
        }
        var view = drawn.view
        if request.iconMode {
            view = AnyView(view.overlay(Rectangle().stroke(Color(white: 0.72), lineWidth: 1)))
        }
        let image = render(view, size: drawn.size, scale: request.scale)
        return .success(QLThumbnailRepresentation(type: kind, image: image, contentRect: CGRect(origin: .zero, size: drawn.size)))
    }

    /// The error of a file napkin has no thumbnail of.
    static func noThumbnail(_ file: QuickLookFile) -> QLThumbnailError {
        QLThumbnailError(
            .generationFailed,
            reason: "napkin draws thumbnails of PNG and JPEG pictures, PDFs and text files only; ask for .icon for \(file.name).")
    }

    /// `size` scaled to fit `box`, its aspect kept, whole points, at least 1 × 1; not made larger
    /// than `size` unless `enlarging`.
    static func fitted(_ size: CGSize, in box: CGSize, enlarging: Bool) -> CGSize {
        guard size.width > 0, size.height > 0 else { return CGSize(width: 1, height: 1) }
        var factor = min(box.width / size.width, box.height / size.height)
        if !enlarging { factor = min(factor, 1) }
        return CGSize(width: max(1, (size.width * factor).rounded()), height: max(1, (size.height * factor).rounded()))
    }

    /// `view` drawn at `size` points, `scale` pixels a point, in the light scheme.
    static func render<Content: View>(_ view: Content, size: CGSize, scale: CGFloat) -> UIImage {
        let renderer = ImageRenderer(content: view.frame(width: size.width, height: size.height).environment(\.colorScheme, .light))
        renderer.proposedSize = ProposedViewSize(width: size.width, height: size.height)
        renderer.scale = scale
        return renderer.uiImage ?? UIImage()
    }

    /// Writes `representation` as PNG or JPEG to `url`; the error, if it could not.
    static func save(_ representation: QLThumbnailRepresentation, to url: URL, contentType: String) -> QLThumbnailError? {
        let data: Data?
        switch contentType {
        case UTType.png.identifier: data = representation.uiImage.pngData()
        case UTType.jpeg.identifier: data = representation.uiImage.jpegData(compressionQuality: 0.9)
        default:
            return QLThumbnailError(.savingToURLFailed, reason: "Save as \"public.png\" or \"public.jpeg\", not \"\(contentType)\".")
        }
        guard let data else { return QLThumbnailError(.savingToURLFailed, reason: "The thumbnail could not be encoded.") }
        do {
            try data.write(to: url, options: .atomic)
            return nil
        } catch {
            return QLThumbnailError(.savingToURLFailed, reason: "\(url.path) could not be written: \(error.localizedDescription)")
        }
    }
}

/// A text file's thumbnail: its first lines on a white page, in small type.
struct TextThumbnail: View {
    let text: String
    let width: CGFloat

    var body: some View {
        ZStack(alignment: .topLeading) {
            Color.white
            Text(verbatim: text)
                .font(.system(size: max(2, width / 22)))
                .foregroundStyle(Color.black)
                .padding(width / 12)
        }
        .clipped()
    }
}
