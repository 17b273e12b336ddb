import Foundation
import PackageTestSupport
import Testing

/// How NapkinUI imports its dependencies decides what `import NapkinUI` puts into a user's
/// namespace: SwiftUI's surface (NapkinUI and Foundation), never the renderer's names, which
/// would compete with SwiftUI's (`Canvas`, `Color`, `Font`).
@Suite("NapkinUI's imports")
struct ModuleImportsTests {
    /// Every `import` line of NapkinUI's sources, with the file it is in.
    private func importLines() throws -> [(file: String, line: String)] {
        let sources = packageRoot().appendingPathComponent("Sources/NapkinUI")
        let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        var found: [(String, String)] = []
        for case let url as URL in files where url.pathExtension == "swift" {
            let text = try String(contentsOf: url, encoding: .utf8)
            for line in text.split(separator: "\n")
            where line.range(of: #"^(@_exported |public |internal |package )?import "#, options: .regularExpression) != nil {
                found.append((url.lastPathComponent, String(line)))
            }
        }
        return found
    }

    @Test(
        "Only Foundation, Observation, NapkinCombine (Combine's names), NapkinFoundation (Apple's Foundation's), UserNotifications (UIKit's) and UniformTypeIdentifiers are re-exported, as `import SwiftUI` gives them"
    )
    func reexports() throws {
        let exported = Set(try importLines().filter { $0.line.hasPrefix("@_exported") }.map(\.line))
        #expect(
            exported == [
                "@_exported import Foundation", "@_exported import FoundationNetworking", "@_exported import Observation",
                "@_exported import NapkinCombine", "@_exported import NapkinFoundation",
                "@_exported import UserNotifications",
                "@_exported import UniformTypeIdentifiers",
            ])
    }

    @Test("The renderer is imported internally; RasterCore publicly only where a signature hands out a Bitmap")
    func rendererImports() throws {
        let lines = try importLines()
        let raster = lines.filter { $0.line.hasSuffix("import Raster") || $0.line.hasSuffix("import NapkinSupport") }
        #expect(!raster.isEmpty)
        #expect(raster.allSatisfy { $0.line.hasPrefix("internal import") }, "\(raster.filter { !$0.line.hasPrefix("internal") })")
        let publicCore = Set(lines.filter { $0.line == "public import RasterCore" }.map(\.file))
        #expect(publicCore == ["Window.swift", "Window+FullContent.swift", "Image.swift", "AccessibilityAuditIssue.swift"])
        #expect(!lines.contains { $0.line == "import RasterCore" }, "a plain import is a public one")
    }
}
