import Foundation
import PackageTestSupport
import Testing

@testable import SnapshotTesting

/// The report links to its files by relative, escaped paths: a file or folder name can never
/// become a link of another scheme.
@Suite struct ReportLinkTests {
    @Test func aTestFileNamedLikeAURLSchemeGivesARelativeLink() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // The suite joins the name: it is not named after the file.
        try Data("old".utf8).write(to: folder.url.appendingPathComponent("ReportLinkTests.page.1.txt"))
        // The artifacts' folder is named after the test file: `javascript:alert(1)`.
        let message = withTestEnvironment(artifacts: folder) {
            verifySnapshot(
                of: "new", as: .lines, snapshotDirectory: folder.path, file: "/nowhere/javascript:alert(1).swift", testName: "page()")
        }
        #expect(message?.contains("does not match reference") == true, "\(message ?? "passed")")
        let page = try #require(folder.report())
        #expect(page.contains("href=\"javascript%3Aalert(1)/ReportLinkTests.page.1.txt\""), "\(page)")
        for attribute in ["href=\"", "src=\""] {
            let values = page.components(separatedBy: attribute).dropFirst().map { $0.prefix { $0 != "\"" } }
            if attribute == "href=\"" { #expect(!values.isEmpty) }
            for value in values {
                let scheme = value.prefix { $0 != "/" && $0 != "#" && $0 != "?" }
                #expect(!scheme.contains(":") || value.hasPrefix("file:///"), "\(attribute)\(value)")
            }
        }
    }
}
