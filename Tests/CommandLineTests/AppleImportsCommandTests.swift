import Foundation
import PackageTestSupport
import Testing

/// `napkin-apple-imports`, the tool behind the AppleImports build plugin: it writes the file the
/// plugin compiles into a target, atomically, and replaces nothing but a regular file (its path
/// comes from SwiftPM, under the plugin's work folder, but a link or a folder there is refused
/// rather than followed or clobbered).
@Suite("napkin-apple-imports")
struct AppleImportsCommandTests {
    @Test(
        "Writes the imports an iOS file gets from Foundation: Combine, URLSession, NapkinFoundation (its NSExpression the module's own); on Linux only"
    )
    func writesTheImports() async throws {
        let folder = try makeTemporaryFolder("napkin-apple-imports")
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("AppleImports.swift")
        let run = try await Command("napkin-apple-imports").run([output.path])
        #expect(run.status == 0 && run.standardError.isEmpty, "\(run.standardError)")
        let source = try String(contentsOf: output, encoding: .utf8)
        let lines = source.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("//") }
        #expect(
            lines == [
                "#if os(Linux)", "#if canImport(NapkinCombine)", "@_exported import NapkinCombine", "#endif",
                "#if canImport(FoundationNetworking)", "@_exported import FoundationNetworking", "#endif",
                "#if canImport(NapkinFoundation)", "@_exported import NapkinFoundation",
                "typealias NSExpression = NapkinFoundation.NSExpression",
                "typealias PersonNameComponentsFormatter = NapkinFoundation.PersonNameComponentsFormatter", "#endif",
                "#if canImport(Observation)", "@_exported import Observation", "#endif", "#endif",
            ])
        // Run again over its own output: the same bytes, and no temporary file left beside it.
        #expect(try await Command("napkin-apple-imports").run([output.path]).status == 0)
        #expect(try String(contentsOf: output, encoding: .utf8) == source)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["AppleImports.swift"])
    }

    @Test("With --security (a target that depends on the Security stand-in) the file imports Security too, as Apple's Foundation does")
    func writesTheSecurityImport() async throws {
        let folder = try makeTemporaryFolder("napkin-apple-imports")
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("AppleImports.swift")
        let run = try await Command("napkin-apple-imports").run(["--security", output.path])
        #expect(run.status == 0 && run.standardError.isEmpty, "\(run.standardError)")
        let lines = try String(contentsOf: output, encoding: .utf8).split(separator: "\n").map(String.init).filter { !$0.hasPrefix("//") }
        #expect(lines.suffix(4) == ["#endif", "#if os(Linux) && canImport(Security)", "@_exported import Security", "#endif"])
        #expect(lines.filter { $0.contains("import") }.count == 5)
    }

    @Test("With --coredata (a target that depends on the CoreData stand-in) the file imports CoreData, as SwiftUI declares @FetchRequest")
    func writesTheCoreDataImport() async throws {
        let folder = try makeTemporaryFolder("napkin-apple-imports")
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("AppleImports.swift")
        let run = try await Command("napkin-apple-imports").run(["--coredata", "--security", output.path])
        #expect(run.status == 0 && run.standardError.isEmpty, "\(run.standardError)")
        let lines = try String(contentsOf: output, encoding: .utf8).split(separator: "\n").map(String.init).filter { !$0.hasPrefix("//") }
        #expect(
            lines.suffix(6) == [
                "#if os(Linux) && canImport(Security)", "@_exported import Security", "#endif",
                "#if os(Linux) && canImport(CoreData)", "@_exported import CoreData", "#endif",
            ])
        #expect(lines.filter { $0.contains("import") }.count == 6)
    }

    @Test("A symbolic link or a folder at the output is refused, saying why; the link's target is untouched")
    func refusesWhatIsNotARegularFile() async throws {
        let folder = try makeTemporaryFolder("napkin-apple-imports")
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("elsewhere.swift")
        try Data("let kept = 1\n".utf8).write(to: target)
        let link = folder.appendingPathComponent("AppleImports.swift")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        let linked = try await Command("napkin-apple-imports").run([link.path])
        #expect(linked.status == 1)
        #expect(linked.standardError.contains("symbolic link"), "\(linked.standardError)")
        #expect(try String(contentsOf: target, encoding: .utf8) == "let kept = 1\n")

        let inner = folder.appendingPathComponent("Folder.swift")
        try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: false)
        let foldered = try await Command("napkin-apple-imports").run([inner.path])
        #expect(foldered.status == 1 && foldered.standardError.contains("it is a folder"), "\(foldered.standardError)")
    }

    @Test("No output named, or two: a usage error, status 2, and nothing written")
    func usage() async throws {
        let none = try await Command("napkin-apple-imports").run([])
        #expect(none.status == 2 && none.standardError.contains("takes one file"), "\(none.standardError)")
        let two = try await Command("napkin-apple-imports").run(["a.swift", "b.swift"])
        #expect(two.status == 2)
        let help = try await Command("napkin-apple-imports").run(["--help"])
        #expect(help.status == 0 && String(decoding: help.output, as: UTF8.self).contains("AppleImports build plugin"))
    }
}
