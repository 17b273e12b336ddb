import Foundation

/// The catalog's `/PageLabels` number tree (ISO 32000-1, 12.4.2): each page's label, from its
/// range's style (decimal, roman, letters), prefix and start.
enum PDFPageLabels {
    /// The label of each page index that a range covers.
    static func labels(in file: PDFFile, pageCount: Int) -> [Int: String] {
        guard pageCount > 0, let catalog = try? file.catalog(), let root = file.resolve(catalog["PageLabels"])?.dictionary else {
            return [:]
        }
        var ranges: [(start: Int, dictionary: [String: PDFValue])] = []
        var stack: [([String: PDFValue], Int)] = [(root, 0)]
        var visited = 0
        while let (node, depth) = stack.popLast() {
            visited += 1
            guard depth < 32, visited < 10_000 else { break }
            if let nums = file.resolve(node["Nums"])?.array {
                var index = 0
                while index + 1 < nums.count {
                    if let start = file.resolve(nums[index])?.integer, let range = file.resolve(nums[index + 1])?.dictionary, start >= 0 {
                        ranges.append((start, range))
                    }
                    index += 2
                }
            }
            for kid in file.resolve(node["Kids"])?.array ?? [] {
                if let child = file.resolve(kid)?.dictionary { stack.append((child, depth + 1)) }
            }
        }
        ranges.sort { $0.start < $1.start }
        var labels: [Int: String] = [:]
        for (position, range) in ranges.enumerated() where range.start < pageCount {
            let end = position + 1 < ranges.count ? min(ranges[position + 1].start, pageCount) : pageCount
            let prefix = file.resolve(range.dictionary["P"])?.stringBytes.map(PDFTextString.decode) ?? ""
            let style = range.dictionary["S"]?.name
            let first = max(1, file.resolve(range.dictionary["St"])?.integer ?? 1)
            for page in range.start..<max(range.start, end) {
                labels[page] = prefix + number(first + page - range.start, style: style)
            }
        }
        return labels
    }

    /// `value` in the numbering `style` names (`D`, `R`, `r`, `A`, `a`; none: no number).
    static func number(_ value: Int, style: String?) -> String {
        switch style {
        case "D": return String(value)
        case "R": return roman(value)
        case "r": return roman(value).lowercased()
        case "A": return letters(value)
        case "a": return letters(value).lowercased()
        default: return ""
        }
    }

    static func roman(_ value: Int) -> String {
        guard value > 0, value < 5000 else { return String(value) }
        let table: [(Int, String)] = [
            (1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"), (50, "L"), (40, "XL"), (10, "X"), (9, "IX"),
            (5, "V"), (4, "IV"), (1, "I"),
        ]
        var rest = value
        var result = ""
        for (amount, symbol) in table {
            while rest >= amount {
                result += symbol
                rest -= amount
            }
        }
        return result
    }

    /// A, B, … Z, AA, BB, … as 12.4.2 numbers pages with letters.
    static func letters(_ value: Int) -> String {
        guard value > 0 else { return "" }
        let letter = Character(Unicode.Scalar(UInt8(65 + (value - 1) % 26)))
        return String(repeating: letter, count: min((value - 1) / 26 + 1, 100))
    }
}
