import Foundation

@testable import Raster

/// Writes `Sources/Raster/Text/LineBreakTable.swift` from the Unicode Character Database:
/// `LineBreak.txt` for the classes, `extracted/DerivedGeneralCategory.txt` for LB1's SA
/// resolution and LB30b's unassigned pictographs, `EastAsianWidth.txt` for LB30, and
/// `emoji/emoji-data.txt` for Extended_Pictographic. `UnicodeTableTests` checks that the
/// committed file is exactly what this writes, and rewrites it on request (see ``UnicodeTable``).
enum LineBreakTableGenerator {
    /// The Line_Break values LB1 resolves away, after the ones `LineBreakClass` keeps.
    private static let resolvedAway = ["AI", "SG", "XX", "SA", "CJ"]
    /// Every Line_Break value's short name; a value's byte is its index here.
    private static let lineBreakNames = LineBreakClass.allCases.map { "\($0)".uppercased() } + resolvedAway
    /// Every General_Category value's short name.
    private static let categoryNames = [
        "Lu", "Ll", "Lt", "Lm", "Lo", "Mn", "Mc", "Me", "Nd", "Nl", "No", "Pc", "Pd", "Ps", "Pe", "Pi", "Pf", "Po",
        "Sm", "Sc", "Sk", "So", "Zs", "Zl", "Zp", "Cc", "Cf", "Cs", "Co", "Cn",
    ]
    /// Every East_Asian_Width value's short name.
    private static let widthNames = ["A", "F", "H", "N", "Na", "W"]

    /// Each scalar's packed ``LineBreakProperty`` value, for 0...0x10FFFF.
    static func properties() throws(UnicodeDataError) -> [UInt8] {
        let classes = try UnicodeDataFiles.values(of: "LineBreak.txt", missing: constant("XX", in: lineBreakNames)) {
            code($0, in: lineBreakNames)
        }
        let categories = try UnicodeDataFiles.values(of: "extracted/DerivedGeneralCategory.txt", missing: constant("Cn", in: categoryNames))
        { code($0, in: categoryNames) }
        let widths = try UnicodeDataFiles.values(of: "EastAsianWidth.txt", missing: constant("N", in: widthNames)) {
            code($0, in: widthNames)
        }
        let pictographic = try UnicodeDataFiles.values(of: "emoji/emoji-data.txt", missing: 0, only: "Extended_Pictographic") { _ in 1 }

        let marks = [constant("Mn", in: categoryNames), constant("Mc", in: categoryNames)]
        let unassigned = constant("Cn", in: categoryNames)
        let eastAsian = ["F", "W", "H"].map { constant($0, in: widthNames) }
        return (0..<0x110000).map { scalar in
            let name = lineBreakNames[Int(classes[scalar])]
            let resolved: LineBreakClass
            switch name {
            // LB1: ambiguous, surrogate and unknown scalars are letters; South East Asian
            // scripts, which need a dictionary to break, keep their marks and are letters;
            // conditional Japanese starters are nonstarters.
            case "AI", "SG", "XX": resolved = .al
            case "SA": resolved = marks.contains(categories[scalar]) ? .cm : .al
            case "CJ": resolved = .ns
            default: resolved = LineBreakClass.allCases[Int(classes[scalar])]
            }
            var value = resolved.rawValue
            if resolved == .op || resolved == .cp, eastAsian.contains(widths[scalar]) {
                value |= LineBreakProperty.eastAsianFlag
            }
            if pictographic[scalar] == 1, categories[scalar] == unassigned {
                value |= LineBreakProperty.unassignedPictographicFlag
            }
            return value
        }
    }

    /// The text of `LineBreakTable.swift`.
    static func source() throws(UnicodeDataError) -> String {
        let version = try UnicodeDataFiles.version(of: "LineBreak.txt")
        let entries = UnicodeTable.ranges(try properties())
        var lines =
            UnicodeTable.header(version: version) + [
                "/// Every scalar's ``LineBreakProperty``, as sorted ranges: each entry is the range's first",
                "/// scalar shifted left by 8, or'ed with the packed property of the scalars up to the next entry.",
                "enum LineBreakTable {",
                "    /// The version of Unicode whose data the table holds.",
                "    static let unicodeVersion = \"\(version)\"",
                "",
                "    /// \(entries.count) ranges covering 0...0x10FFFF.",
                "    static let ranges: [UInt32] = [",
            ]
        lines += UnicodeTable.rows(entries)
        lines += ["    ]", "}", ""]
        return lines.joined(separator: "\n")
    }

    /// The index of `name` in `names`; the name lists above are complete for Unicode 15.0, so
    /// a miss is a newer file's new value, reported by `UnicodeDataFiles.values` as unknown.
    private static func code(_ name: String, in names: [String]) -> UInt8? {
        names.firstIndex(of: name).map { UInt8($0) }
    }

    /// The index of a name this file itself spells, which the lists above always hold.
    private static func constant(_ name: String, in names: [String]) -> UInt8 {
        guard let index = names.firstIndex(of: name) else { preconditionFailure("\(name) is not in \(names)") }
        return UInt8(index)
    }
}
