import Foundation
import PackageTestSupport

/// The generated Unicode tables of Raster: each is written by a generator in this folder from
/// Debian's `unicode-data` files, and ``UnicodeTableTests`` checks that the committed file is
/// exactly what its generator writes. One command rewrites them all: ``rewriteCommand``.
enum UnicodeTable: String, CaseIterable, Sendable {
    /// Every scalar's line break property (UAX #14): `LineBreakTable.swift`.
    case lineBreak = "LineBreakTable"
    /// Every scalar's bidirectional class and the paired brackets (UAX #9): `BidiTable.swift`.
    case bidi = "BidiTable"

    /// The command that rewrites every table from the data files.
    static let rewriteCommand = "NAPKIN_WRITE_UNICODE_TABLES=1 swift test --filter UnicodeTableTests"

    /// The committed file.
    var url: URL {
        packageRoot().appendingPathComponent("Sources/Raster/Text/\(rawValue).swift")
    }

    /// The text the generator writes.
    func source() throws(UnicodeDataError) -> String {
        switch self {
        case .lineBreak: return try LineBreakTableGenerator.source()
        case .bidi: return try BidiTableGenerator.source()
        }
    }

    /// The first lines of every generated file: where it comes from and how to rewrite it.
    static func header(version: String) -> [String] {
        [
            "// Generated from the Unicode \(version) Character Database by Tests/RasterTests/Text/UnicodeTables/.",
            "// Do not edit: run `\(rewriteCommand)` to rewrite it.",
            "",
        ]
    }

    /// `values` (one per scalar) as sorted ranges: one entry, first scalar << 8 | value,
    /// wherever the value changes.
    static func ranges(_ values: [UInt8]) -> [UInt32] {
        var ranges: [UInt32] = []
        for (scalar, value) in values.enumerated() where scalar == 0 || value != values[scalar - 1] {
            ranges.append(UInt32(scalar) << 8 | UInt32(value))
        }
        return ranges
    }

    /// The lines of a `[UInt32]` literal's elements, ten to a line.
    static func rows(_ entries: [UInt32]) -> [String] {
        stride(from: 0, to: entries.count, by: 10).map { start in
            "        " + entries[start..<min(start + 10, entries.count)].map { String(format: "0x%08X,", $0) }.joined(separator: " ")
        }
    }
}
