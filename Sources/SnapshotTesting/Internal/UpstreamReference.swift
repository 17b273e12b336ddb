internal import Foundation
internal import NapkinSupport

/// Finds a reference that swift-snapshot-testing recorded, where and as it records them.
///
/// Upstream keeps references beside each test file, in
/// `<test file's folder>/__Snapshots__/<TestFileName>/<test>.<n|name>.<ext>`, where `<test>`
/// and a `named:` name have every run of non-word characters replaced by `-` and a leading or
/// trailing `-` dropped (`testLogin()` → `testLogin`, `dark mode` → `dark-mode`), and `<n>`
/// counts the test's unnamed snapshots. A project moving over brings those files along; when
/// the file for an assertion exists there, the assertion uses it (compares with it and, as
/// the record mode says, re-records it) instead of a file under the package root's
/// `__Snapshots__`. Only existing files are used this way: new references go to the
/// package root.
///
/// Upstream lets two tests of one file with the same name (in two suites) share one such
/// file, and so does this module for these files: they are exempt from the check that two
/// assertions never resolve to one reference (see ``ReferenceClaims``).
enum UpstreamReference {
    /// The existing upstream-layout reference of one assertion, or `nil`.
    static func existing(besideTestFile file: URL, testName: String, name: String?, number: Int?, pathExtension: String?) -> URL? {
        guard let identifier = name.map(sanitized) ?? number.map(String.init) else { return nil }
        var url = file.deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__", isDirectory: true)
            .appendingPathComponent(file.deletingPathExtension().lastPathComponent, isDirectory: true)
            .appendingPathComponent("\(sanitized(testName)).\(identifier)", isDirectory: false)
        if let pathExtension, !pathExtension.isEmpty {
            url.appendPathExtension(pathExtension)
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else { return nil }
        return url
    }

    /// Upstream's spelling of a test or snapshot name in a file name.
    static func sanitized(_ text: String) -> String {
        text.replacingOccurrences(of: "\\W+", with: "-", options: .regularExpression)
            .replacingOccurrences(of: "^-|-$", with: "", options: .regularExpression)
    }
}
