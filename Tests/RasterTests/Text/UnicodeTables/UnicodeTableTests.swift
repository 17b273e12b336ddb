import Foundation
import Testing

@testable import Raster

@Suite("Unicode tables")
struct UnicodeTableTests {
    @Test("The committed table is exactly what its generator writes from the Unicode data files", arguments: UnicodeTable.allCases)
    func committedTableIsGenerated(table: UnicodeTable) throws {
        let generated = try table.source()
        let committed = try? String(contentsOf: table.url, encoding: .utf8)
        guard committed != generated else { return }
        if ProcessInfo.processInfo.environment["NAPKIN_WRITE_UNICODE_TABLES"] == "1" {
            try generated.write(to: table.url, atomically: true, encoding: .utf8)
            // Like recording a snapshot: the run that rewrites a table does not pass.
            Issue.record("Rewrote \(table.url.path); build and test again.")
        } else {
            Issue.record(
                """
                \(table.url.path) is not what its generator writes from \(UnicodeDataFiles.folder). \
                Rewrite the tables with `\(UnicodeTable.rewriteCommand)`.
                """)
        }
    }

    @Test("Every scalar's line break property is the one the Unicode data files give it")
    func everyLineBreakPropertyMatchesTheData() throws {
        let expected = try LineBreakTableGenerator.properties()
        let differences = Self.differences(expected) { LineBreakProperty(of: $0).rawValue }
        #expect(differences.count == 0, "first differences: \(differences.prefix(10))")
    }

    @Test("Every scalar's bidirectional class is the one the Unicode data files give it, defaults of unassigned blocks included")
    func everyBidiClassMatchesTheData() throws {
        let expected = try BidiTableGenerator.classes()
        let differences = Self.differences(expected) { BidiClass($0).rawValue }
        #expect(differences.count == 0, "first differences: \(differences.prefix(10))")
        #expect(
            BidiClass(Unicode.Scalar(0x05D0)!) == .R && BidiClass(Unicode.Scalar(0x0627)!) == .AL
                && BidiClass(Unicode.Scalar(0x20AC)!) == .ET)
        // Unassigned scalars take their block's default: Hebrew R, Arabic AL, currency ET, else L.
        #expect(BidiClass(Unicode.Scalar(0x05FF)!) == .R)
        #expect(BidiClass(Unicode.Scalar(0x07BF)!) == .AL)
        #expect(BidiClass(Unicode.Scalar(0x20CF)!) == .ET)
        #expect(BidiClass(Unicode.Scalar(0x0378)!) == .L)
    }

    @Test("The paired brackets are BidiBrackets.txt's, each pair both ways")
    func brackets() throws {
        let brackets = try BidiTableGenerator.brackets()
        #expect(brackets.count == 128)
        #expect(BidiTable.openingPartner == Dictionary(uniqueKeysWithValues: brackets.filter(\.opens).map { ($0.scalar, $0.partner) }))
        #expect(BidiTable.closingPartner == Dictionary(uniqueKeysWithValues: brackets.filter { !$0.opens }.map { ($0.scalar, $0.partner) }))
        for (opening, closing) in BidiTable.openingPartner {
            #expect(BidiTable.closingPartner[closing] == opening)
        }
        #expect(BidiTable.openingPartner[0x28] == 0x29 && BidiTable.closingPartner[0xFF63] == 0xFF62)
    }

    @Test("Both tables hold the same Unicode version, the one the data files name")
    func versions() throws {
        #expect(LineBreakTable.unicodeVersion == BidiTable.unicodeVersion)
        #expect(try UnicodeDataFiles.version(of: "BidiBrackets.txt") == BidiTable.unicodeVersion)
    }

    /// Every scalar (surrogates aside) where `actual` differs from `expected`, as text.
    static func differences(_ expected: [UInt8], _ actual: (Unicode.Scalar) -> UInt8) -> [String] {
        var differences: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let found = actual(scalar)
            if found != expected[Int(value)] {
                differences.append(String(format: "U+%04X: table 0x%02X, data 0x%02X", value, found, expected[Int(value)]))
            }
        }
        return differences
    }
}
