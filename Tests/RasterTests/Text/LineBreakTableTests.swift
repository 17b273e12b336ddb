import PackageTestSupport
import Foundation
import Testing
@testable import Raster
import NapkinSupport

@Suite("Line break table")
struct LineBreakTableTests {
    /// `Sources/Raster/Text/LineBreakTable.swift`, found from this file's own path.
    static let tableFile = packageRoot()
        .appendingPathComponent("Sources/Raster/Text/LineBreakTable.swift")

    @Test("LineBreakTable.swift is exactly what the generator writes from the Unicode data files")
    func committedTableIsGenerated() throws {
        let generated = try LineBreakTableGenerator.source()
        let committed = try? String(contentsOf: Self.tableFile, encoding: .utf8)
        guard committed != generated else { return }
        if ProcessInfo.processInfo.environment["NAPKIN_WRITE_LINE_BREAK_TABLE"] == "1" {
            try generated.write(to: Self.tableFile, atomically: true, encoding: .utf8)
            // Like recording a snapshot: the run that rewrites the table does not pass.
            Issue.record("Rewrote \(Self.tableFile.path); build and test again.")
        } else {
            Issue.record("""
                \(Self.tableFile.path) is not what LineBreakTableGenerator writes from \(UnicodeDataFiles.folder). \
                Rewrite it with `NAPKIN_WRITE_LINE_BREAK_TABLE=1 swift test --filter LineBreakTableTests`.
                """)
        }
    }

    @Test("Every scalar's line break property is the one the Unicode data files give it")
    func everyScalarMatchesTheData() throws {
        let expected = try LineBreakTableGenerator.properties()
        var differing = 0
        var examples: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }  // surrogates
            let actual = LineBreakProperty(of: scalar).rawValue
            guard actual != expected[Int(value)] else { continue }
            differing += 1
            if examples.count < 10 {
                examples.append(String(format: "U+%04X: table 0x%02X, data 0x%02X", value, actual, expected[Int(value)]))
            }
        }
        #expect(differing == 0, "first differences: \(examples)")
    }
}
