import Foundation
import Testing

@testable import NapkinUI

/// `docs/SFSymbols.md` lists every SF Symbol name NapkinUI draws, generated from the table:
/// the page the unknown-symbol failure points to cannot drift from what is drawn.
@Suite("The list of SF Symbol names in docs")
struct SymbolListTests {
    static let rewriteCommand = "NAPKIN_WRITE_SYMBOL_LIST=1 swift test --filter SymbolListTests"

    /// The page, as the table makes it.
    static var page: String {
        let rows = SymbolNames.allNames.map { name in
            "| `\(name)` | `\(SymbolNames.entry(for: name)!.material)` |"
        }
        return """
            # SF Symbol names NapkinUI draws

            `Image(systemName:)`, `Label(_:systemImage:)` and the other SwiftUI initialisers that take an SF Symbol
            name draw these \(rows.count) names with glyphs of Google's Material Icons (Apache 2.0, bundled in
            `Fonts/`): same names, sizes and tinting as on iOS, Material's shapes. `.symbolVariant(.fill)` adds
            `.fill` to a name before it is looked up. Any other name draws a magenta crossed box, the layout
            description says `systemName="…" unknown symbol`, and recording a snapshot that shows one fails,
            naming it and the closest names below.

            Generated from `Sources/NapkinUI/Images/SymbolNames.swift`; `\(rewriteCommand)` rewrites it.

            | SF Symbol name | Material Icons glyph |
            |---|---|
            \(rows.joined(separator: "\n"))

            """
    }

    @Test("docs/SFSymbols.md lists exactly the mapped names, each with its glyph")
    func listMatchesTable() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../docs/SFSymbols.md")
            .standardized
        if ProcessInfo.processInfo.environment["NAPKIN_WRITE_SYMBOL_LIST"] == "1" {
            try Self.page.write(to: url, atomically: true, encoding: .utf8)
        }
        let written = try String(contentsOf: url, encoding: .utf8)
        #expect(written == Self.page, "docs/SFSymbols.md is out of date: run \(Self.rewriteCommand)")
        #expect(written.components(separatedBy: "\n| `").count - 1 == SymbolNames.allNames.count)
    }
}
