import Foundation

/// Writes a file's document after its pages or attributes changed: every object the file has
/// (object streams unpacked, cross-reference streams dropped), a new page tree of the pages in
/// their new order (each page with its boxes and rotation as they are now, its parent the new
/// root, its inherited resources made its own), blank pages, and the information dictionary.
enum PDFRewriter {
    /// The file rewritten with `pages` and, when they changed, `attributes` as its information
    /// dictionary (else the file's own is kept as it is); `nil` for an encrypted file (its strings and streams
    /// would need encrypting again) or one whose catalog cannot be read.
    static func data(file: PDFFile, pages: [PDFPage], attributes: [AnyHashable: Any]?) -> Data? {
        guard !file.isEncrypted, var catalog = try? file.catalog() else { return nil }
        var objects: [Int: (generation: Int, value: PDFValue)] = [:]
        for number in file.allObjectNumbers {
            guard let value = try? file.object(number), value != .null else { continue }
            if case .stream(let stream) = value, ["XRef", "ObjStm"].contains(stream.dictionary["Type"]?.name) { continue }
            objects[number] = (file.generation(of: number), value)
        }
        var next = (objects.keys.max() ?? 0) + 1
        func allocate() -> Int {
            defer { next += 1 }
            return next
        }
        let root = allocate()
        var kids: [PDFValue] = []
        for page in pages {
            var dictionary: [String: PDFValue]
            var reference: PDFReference
            switch page.source {
            case .parsed(let parsed, _):
                dictionary = parsed.dictionary
                if dictionary["Resources"] == nil, let resources = PDFTextExtractor.pageResources(parsed, in: file) {
                    dictionary["Resources"] = .dictionary(resources)
                }
                reference = parsed.reference ?? PDFReference(number: allocate(), generation: 0)
            default:
                dictionary = ["Type": .name("Page"), "Resources": .dictionary([:])]
                reference = PDFReference(number: allocate(), generation: 0)
            }
            dictionary["Parent"] = .reference(PDFReference(number: root, generation: 0))
            dictionary["MediaBox"] = box(page.bounds(for: .mediaBox))
            dictionary["CropBox"] = box(page.bounds(for: .cropBox))
            for (key, kind) in [("BleedBox", PDFDisplayBox.bleedBox), ("TrimBox", .trimBox), ("ArtBox", .artBox)] {
                let rect = page.bounds(for: kind)
                dictionary[key] = rect == page.bounds(for: .cropBox) ? nil : box(rect)
            }
            dictionary["Rotate"] = page.rotation == 0 ? nil : .integer(page.rotation)
            objects[reference.number] = (reference.generation, .dictionary(dictionary))
            kids.append(.reference(reference))
        }
        objects[root] = (0, .dictionary(["Type": .name("Pages"), "Kids": .array(kids), "Count": .integer(kids.count)]))
        catalog["Pages"] = .reference(PDFReference(number: root, generation: 0))
        guard let catalogReference = file.trailer["Root"]?.reference else { return nil }
        objects[catalogReference.number] = (catalogReference.generation, .dictionary(catalog))
        var trailer: [String: PDFValue] = ["Root": .reference(catalogReference)]
        if let attributes {
            let info = allocate()
            objects[info] = (0, .dictionary(PDFInfoDictionary.entries(attributes)))
            trailer["Info"] = .reference(PDFReference(number: info, generation: 0))
        } else if let info = file.trailer["Info"]?.reference {
            trailer["Info"] = .reference(info)
        }
        if let id = file.trailer["ID"] { trailer["ID"] = id }
        var writer = PDFSerializer()
        writer.header(version: file.version.isEmpty ? "1.7" : file.version)
        for number in objects.keys.sorted() {
            let (generation, value) = objects[number]!
            writer.object(number, generation: generation, value)
        }
        writer.finish(trailer: trailer)
        return Data(writer.bytes)
    }

    static func box(_ rect: CGRect) -> PDFValue {
        .array(
            [rect.minX, rect.minY, rect.maxX, rect.maxY].map { PDFValue.real(Double($0)) }.map { value in
                if case .real(let number) = value, number == number.rounded(), abs(number) < 1e9 { return .integer(Int(number)) }
                return value
            })
    }
}

/// The information dictionary written from ``PDFDocument/documentAttributes``.
enum PDFInfoDictionary {
    static func entries(_ attributes: [AnyHashable: Any]) -> [String: PDFValue] {
        var entries: [String: PDFValue] = [:]
        for (key, value) in attributes {
            let name: String
            if let attribute = key as? PDFDocumentAttribute {
                name = attribute.rawValue
            } else if let text = key as? String {
                name = text
            } else {
                continue
            }
            switch value {
            case let text as String: entries[name] = .string(PDFTextString.encode(text))
            case let date as Date: entries[name] = .string(Array(PDFTextString.string(from: date).utf8))
            case let words as [String]: entries[name] = .string(PDFTextString.encode(words.joined(separator: ", ")))
            default: continue
            }
        }
        return entries
    }
}
