import Foundation
internal import RasterCore
import UniformTypeIdentifiers

// The conformances Core Transferable and SwiftUI give Foundation's and SwiftUI's own types.

extension String: Transferable {
    /// Plain text: exported as UTF-8 (`public.utf8-plain-text`); imported from any plain text,
    /// UTF-16 when its type or a byte-order mark says so.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation<String>(
            contentType: .utf8PlainText, immediate: { Data($0.utf8) }, importing: { try decodeText($0, as: .utf8PlainText) })
        DataRepresentation<String>(importedContentType: .plainText) { data in try decodeText(data, as: .plainText) }
    }

    static func decodeText(_ data: Data, as type: UTType) throws -> String {
        // An importer is told the type it declared, not the data's: a byte-order mark says UTF-16 too.
        let marked = data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF])
        let utf16 = marked || type.conforms(to: .utf16PlainText) || type.conforms(to: .utf16ExternalPlainText)
        guard let text = String(data: data, encoding: utf16 ? .utf16 : .utf8) else {
            throw TransferFailure("the data is not \(utf16 ? "UTF-16" : "UTF-8") text (\(data.count) bytes)")
        }
        return text
    }
}

extension URL: Transferable {
    /// A URL (`public.url`): its absolute string as UTF-8.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation<URL>(
            contentType: .url, immediate: { Data($0.absoluteString.utf8) },
            importing: { data in
                guard let text = String(data: data, encoding: .utf8),
                    let url = URL(string: text.trimmingCharacters(in: .whitespacesAndNewlines))
                else { throw TransferFailure("the data is not a URL: expected its absolute string in UTF-8") }
                return url
            })
    }
}

extension Data: Transferable {
    /// The bytes as they are (`public.data`): any data imports as itself.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation<Data>(contentType: .data, immediate: { $0 }, importing: { $0 })
    }
}

extension AttributedString: Transferable {
    /// Its characters as plain text (the attributes stay behind; NapkinUI writes no RTF).
    public static var transferRepresentation: some TransferRepresentation {
        ProxyRepresentation<AttributedString, String>(exporting: { String($0.characters) }, importing: { AttributedString($0) })
    }
}

extension Image: Transferable {
    /// A PNG of the image's pixels (`public.png`), imported from any PNG or JPEG, as SwiftUI's
    /// `Image` is. A symbol has no pixels of its own (it is drawn from a font where it is
    /// shown): exporting one throws ``TransferFailure``, as does a missing image.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation<Image>(contentType: .png, immediate: { try $0.pngData() }, importing: { try Image(imageData: $0) })
        DataRepresentation<Image>(importedContentType: .image) { data in try Image(imageData: data) }
    }

    /// The image's pixels as PNG.
    func pngData() throws -> Data {
        switch source {
        case .bitmap(let bitmap, _, _): return try bitmap.pngData()
        case .asset(let asset): return try asset.light.0.pngData()
        case .symbol(let name):
            throw TransferFailure(
                "Image(systemName: \"\(name)\") has no pixels to export: a symbol is drawn from a font where it is shown; "
                    + "export a rendered image (UIGraphicsImageRenderer) instead")
        case .missing(let name, let reason): throw TransferFailure("the image \"\(name)\" was not found, so it has no pixels: \(reason)")
        }
    }

    /// An image of PNG or JPEG data.
    init(imageData data: Data) throws {
        do {
            self.init(bitmap: try Bitmap(imageData: data))
        } catch {
            throw TransferFailure("the data is not a PNG or JPEG image NapkinUI can read (\(data.count) bytes): \(error)")
        }
    }
}
