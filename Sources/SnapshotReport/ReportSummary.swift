import Foundation

/// The Markdown summary written beside the page (`summary.md`), ready to post on a pull
/// request: the counts, then each failure with its test, where it is, how many pixels differ
/// and by how much, and its files (relative to the artifacts folder).
package struct ReportSummary {
    /// The run summarised.
    package let run: ReportRun

    /// A summary of `run`.
    package init(run: ReportRun) {
        self.run = run
    }

    /// The Markdown text.
    package var markdown: String {
        var lines = ["## Snapshot tests: \(run.failed) failed · \(run.passed) passed · \(run.recorded) recorded", ""]
        guard !run.entries.isEmpty else {
            lines.append(run.id == nil ? "No snapshot assertion has run yet." : "Every snapshot assertion passed.")
            return lines.joined(separator: "\n") + "\n"
        }
        lines.append("| Test | Snapshot | Pixels differing | Largest ΔE | Images |")
        lines.append("|---|---|---:|---:|---|")
        for entry in run.entries {
            let test = "`\(cell(entry.testName))` (\(cell(entry.fileAndLine)))"
            let pixels = entry.difference.map { "\($0.failingPixels)" } ?? (entry.referencePath == nil ? "no reference" : "—")
            let deltaE = entry.difference.map { String(format: "%.1f", $0.maximumDeltaE) } ?? "—"
            let images = entry.artifacts.map { "[\(cell($0.role))](\(urlPath($0.path)))" }.joined(separator: " · ")
            lines.append("| \(test) | `\(cell(entry.snapshotName))` | \(pixels) | \(deltaE) | \(images) |")
        }
        lines.append("")
        lines.append(
            "Open `index.html` in this folder to compare them; `swift run napkin-review --artifacts <this folder>` accepts them into a checkout."
        )
        return lines.joined(separator: "\n") + "\n"
    }

    /// Text safe inside a table cell: pipes escaped, line breaks and backticks flattened.
    private func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "`", with: "'")
    }
}
