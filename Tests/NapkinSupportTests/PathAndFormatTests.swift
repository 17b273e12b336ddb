import Foundation
import NapkinSupport
import Testing

/// RasterCore imports only FoundationEssentials, so it has its own path splitting and printf
/// formatting; they must answer exactly as Foundation's NSString and String(format:) do.
@Suite("Paths and formatting without Foundation")
struct PathAndFormatTests {
    /// Path, its folder, its last component: NSString's answers on Darwin (swift-corelibs-
    /// foundation crashes on some of these, `"a/"` among them, and answers `""` for `"//"`).
    static let paths: [(String, String, String)] = [
        ("", "", ""), ("/", "/", "/"), ("//", "/", "/"), ("a", "", "a"), ("a/", "", "a"), ("a//", "", "a"),
        ("/a", "/", "a"), ("/a/", "/", "a"), ("/a/b", "/a", "b"), ("/a/b/", "/a", "b"), ("/a//b", "/a", "b"),
        ("a/b/c.png", "a/b", "c.png"), ("./x.png", ".", "x.png"), ("../x", "..", "x"),
        ("/tmp/napkin/__Snapshots__/Tests/test.1.png", "/tmp/napkin/__Snapshots__/Tests", "test.1.png"),
        ("folder/", "", "folder"), ("/ä/ö ü.png", "/ä", "ö ü.png"),
    ]

    @Test("A path's folder and last component, as NSString gives them", arguments: paths)
    func pathParts(path: String, folder: String, last: String) {
        #expect(deletingLastPathComponent(path) == folder)
        #expect(lastPathComponent(path) == last)
    }

    @Test(
        "printf formats, as String(format:)",
        arguments: [0.0, 0.004, 0.005, 0.01, 0.0123, 1, 2, 2.5, 12.345, 99.999, 100, 1e-7, 123_456.789])
    func formats(value: Double) {
        for format in ["%.2f", "%g", "%.2f%%", "%.2g%%"] {
            #expect(cFormat(format, value) == String(format: format, value), "\(format) of \(value)")
        }
    }
}
