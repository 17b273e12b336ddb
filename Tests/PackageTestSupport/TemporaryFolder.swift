import Foundation

/// A fresh temporary folder, removed when the returned value's `cleanup` runs.
package struct TemporaryFolder {
    package let url: URL

    package init(_ label: String = "SnapshotTestingTests") throws {
        url = try makeTemporaryFolder(label)
    }

    /// The folder's path.
    package var path: String { url.path }

    /// A path inside the folder.
    package func path(_ component: String) -> String {
        url.appendingPathComponent(component).path
    }

    /// The names of the files in `subfolder`, sorted; empty when it does not exist. Without a
    /// subfolder, the files of the folder itself except `artifacts`, where
    /// ``withTestEnvironment(artifacts:_:_:)`` puts failure artifacts and the report.
    package func files(in subfolder: String? = nil) -> [String] {
        let folder = subfolder.map { url.appendingPathComponent($0) } ?? url
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        return subfolder == nil ? names.filter { $0 != "artifacts" } : names
    }

    /// The failure artifacts written, without the report (`index.html`, `summary.md` and
    /// the `.report` records, which every run writes).
    package func failureArtifacts() -> [String] {
        files(in: "artifacts").filter { $0 != "index.html" && $0 != "summary.md" && $0 != ".report" }
    }

    /// The report page, or `nil` when none was written.
    package func report() -> String? {
        try? String(contentsOfFile: path("artifacts/index.html"), encoding: .utf8)
    }

    package func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
