import Foundation

@testable import Raster

/// Writes `Sources/Raster/Text/BidiTable.swift` from the Unicode Character Database:
/// `extracted/DerivedBidiClass.txt` for every scalar's Bidi_Class (its `@missing` lines give
/// unassigned scalars their block's default, R in Hebrew, AL in Arabic, ET among currency
/// symbols, L elsewhere, as UAX #9 asks) and `BidiBrackets.txt` for the paired brackets of UAX #9's rule N0.
/// `UnicodeTableTests` checks that the committed file is exactly what this writes.
enum BidiTableGenerator {
    /// Every Bidi_Class value's short name; a class's raw value is its index here.
    private static let classNames = BidiClass.allCases.map { "\($0)" }
    /// The long names `@missing` lines use, by short name.
    private static let longNames = [
        "Left_To_Right": "L", "Right_To_Left": "R", "Arabic_Letter": "AL", "European_Number": "EN",
        "European_Separator": "ES", "European_Terminator": "ET", "Arabic_Number": "AN", "Common_Separator": "CS",
        "Nonspacing_Mark": "NSM", "Boundary_Neutral": "BN", "Paragraph_Separator": "B", "Segment_Separator": "S",
        "White_Space": "WS", "Other_Neutral": "ON", "Left_To_Right_Embedding": "LRE", "Left_To_Right_Override": "LRO",
        "Right_To_Left_Embedding": "RLE", "Right_To_Left_Override": "RLO", "Pop_Directional_Format": "PDF",
        "Left_To_Right_Isolate": "LRI", "Right_To_Left_Isolate": "RLI", "First_Strong_Isolate": "FSI",
        "Pop_Directional_Isolate": "PDI",
    ]

    /// Each scalar's ``BidiClass`` raw value, for 0...0x10FFFF.
    static func classes() throws(UnicodeDataError) -> [UInt8] {
        try UnicodeDataFiles.values(of: "extracted/DerivedBidiClass.txt", missing: BidiClass.L.rawValue) { name in
            classNames.firstIndex(of: longNames[name] ?? name).map { UInt8($0) }
        }
    }

    /// One paired bracket: the scalar, its partner, and whether it opens.
    struct Bracket: Equatable {
        /// The bracket.
        let scalar: UInt32
        /// The bracket that pairs with it (Bidi_Paired_Bracket).
        let partner: UInt32
        /// True for Bidi_Paired_Bracket_Type Open, false for Close.
        let opens: Bool
    }

    /// Every paired bracket, in the file's order.
    static func brackets() throws(UnicodeDataError) -> [Bracket] {
        let path = "\(UnicodeDataFiles.folder)/BidiBrackets.txt"
        var brackets: [Bracket] = []
        for entry in try UnicodeDataFiles.entries(of: "BidiBrackets.txt") {
            guard entry.fields.count == 3, ["o", "c"].contains(entry.fields[2]),
                let scalar = UInt32(entry.fields[0], radix: 16), let partner = UInt32(entry.fields[1], radix: 16)
            else {
                throw .malformed(path: path, line: entry.line, text: String(entry.text))
            }
            brackets.append(Bracket(scalar: scalar, partner: partner, opens: entry.fields[2] == "o"))
        }
        return brackets
    }

    /// The text of `BidiTable.swift`.
    static func source() throws(UnicodeDataError) -> String {
        let version = try UnicodeDataFiles.version(of: "extracted/DerivedBidiClass.txt")
        let entries = UnicodeTable.ranges(try classes())
        let brackets = try brackets()
        var lines =
            UnicodeTable.header(version: version) + [
                "/// Every scalar's ``BidiClass`` and the paired brackets of UAX #9.",
                "enum BidiTable {",
                "    /// The version of Unicode whose data the table holds.",
                "    static let unicodeVersion = \"\(version)\"",
                "",
                "    /// \(entries.count) ranges covering 0...0x10FFFF: each entry is the range's first scalar shifted",
                "    /// left by 8, or'ed with the raw value of the class of the scalars up to the next entry.",
                "    static let ranges: [UInt32] = [",
            ]
        lines += UnicodeTable.rows(entries)
        lines += [
            "    ]", "", "    /// Opening brackets and their closing partners (Bidi_Paired_Bracket_Type Open).",
            "    static let openingPartner: [UInt32: UInt32] = [",
        ]
        lines += brackets.filter(\.opens).map { String(format: "        0x%04X: 0x%04X,", $0.scalar, $0.partner) }
        lines += [
            "    ]", "", "    /// Closing brackets and their opening partners (Bidi_Paired_Bracket_Type Close).",
            "    static let closingPartner: [UInt32: UInt32] = [",
        ]
        lines += brackets.filter { !$0.opens }.map { String(format: "        0x%04X: 0x%04X,", $0.scalar, $0.partner) }
        lines += ["    ]", "}", ""]
        return lines.joined(separator: "\n")
    }
}
