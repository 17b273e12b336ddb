import Foundation

/// A page as the file describes it: its boxes (inherited ones resolved), rotation and object.
struct ParsedPage: Equatable, Sendable {
    /// The page's place in the file's page tree, from 0.
    let index: Int
    /// The page object's reference.
    let reference: PDFReference?
    /// The page's own dictionary.
    let dictionary: [String: PDFValue]
    /// The media box, normalised (x0 < x1, y0 < y1); US Letter when the file names none.
    let mediaBox: CGRect
    /// The crop box (the media box when absent), clipped to the media box.
    let cropBox: CGRect
    /// The bleed, trim and art boxes (the crop box when absent), clipped to the media box.
    let bleedBox: CGRect
    let trimBox: CGRect
    let artBox: CGRect
    /// The rotation, a multiple of 90 in 0..<360.
    let rotation: Int
}

/// Walks a file's page tree (7.7.3) from the catalog's `/Pages`: leaves in order, with
/// `MediaBox`, `CropBox` and `Rotate` inherited from their ancestors. Iterative, with a depth
/// bound, a visited set (a node met twice is a cycle and is skipped) and a page count bound.
enum PDFPageTree {
    /// US Letter, the default media box when a file names none (as readers use).
    static let letter = CGRect(x: 0, y: 0, width: 612, height: 792)

    struct Inherited {
        var mediaBox: CGRect?
        var cropBox: CGRect?
        var rotation: Int?
    }

    static func pages(of file: PDFFile) throws(PDFParseError) -> [ParsedPage] {
        let catalog = try file.catalog()
        guard let rootValue = catalog["Pages"], file.resolve(rootValue)?.dictionary != nil else {
            throw PDFParseError(.badPageTree("the catalog has no /Pages dictionary"))
        }
        var pages: [ParsedPage] = []
        var visited: Set<PDFReference> = []
        // A stack of nodes still to visit, the next one last (kids are pushed in reverse).
        var stack: [(value: PDFValue, inherited: Inherited, depth: Int)] = [(rootValue, Inherited(), 0)]
        while let (value, inherited, depth) = stack.popLast() {
            guard depth <= PDFLimits.pageTreeDepth else {
                throw PDFParseError(.badPageTree("deeper than \(PDFLimits.pageTreeDepth) levels"))
            }
            let reference = value.reference
            if let reference {
                guard visited.insert(reference).inserted else { continue }
            }
            guard let node = file.resolve(value)?.dictionary else { continue }
            var mine = inherited
            if let box = rectangle(file.resolve(node["MediaBox"]), in: file) { mine.mediaBox = box }
            if let box = rectangle(file.resolve(node["CropBox"]), in: file) { mine.cropBox = box }
            if let rotate = file.resolve(node["Rotate"])?.integer { mine.rotation = rotate }
            let type = node["Type"]?.name
            if let kids = file.resolve(node["Kids"])?.array, type != "Page" {
                for kid in kids.reversed() { stack.append((kid, mine, depth + 1)) }
                continue
            }
            guard type == "Page" || (type == nil && node["Kids"] == nil) else { continue }
            guard pages.count < PDFLimits.pages else { throw PDFParseError(.badPageTree("more than \(PDFLimits.pages) pages")) }
            pages.append(page(node, index: pages.count, reference: reference, inherited: mine, in: file))
        }
        return pages
    }

    static func page(_ node: [String: PDFValue], index: Int, reference: PDFReference?, inherited: Inherited, in file: PDFFile) -> ParsedPage
    {
        let media = inherited.mediaBox ?? letter
        func clipped(_ box: CGRect?) -> CGRect? {
            guard let box else { return nil }
            let clip = box.intersection(media)
            return clip.isNull || clip.isEmpty ? media : clip
        }
        let crop = clipped(inherited.cropBox) ?? media
        func own(_ key: String) -> CGRect {
            clipped(rectangle(file.resolve(node[key]), in: file)) ?? crop
        }
        let rotation = ((inherited.rotation ?? 0) % 360 + 360) % 360
        return ParsedPage(
            index: index, reference: reference, dictionary: node, mediaBox: media, cropBox: crop, bleedBox: own("BleedBox"),
            trimBox: own("TrimBox"),
            artBox: own("ArtBox"), rotation: rotation - rotation % 90)
    }

    /// `[x0 y0 x1 y1]` as a normalised rectangle; nil unless four finite numbers with an area.
    static func rectangle(_ value: PDFValue?, in file: PDFFile) -> CGRect? {
        guard let items = value?.array, items.count == 4 else { return nil }
        let numbers = items.compactMap { file.resolve($0)?.number }
        guard numbers.count == 4, numbers.allSatisfy({ $0.isFinite && abs($0) < 1e7 }) else { return nil }
        let rect = CGRect(
            x: min(numbers[0], numbers[2]), y: min(numbers[1], numbers[3]), width: abs(numbers[2] - numbers[0]),
            height: abs(numbers[3] - numbers[1]))
        return rect.width > 0 && rect.height > 0 ? rect : nil
    }
}
