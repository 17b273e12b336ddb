import Foundation
import NapkinSupport

/// Writes a run's page and summary into its folder, each atomically.
package enum ReportWriter {
    /// Reads `folder`'s current run and writes `index.html` and `summary.md` for it.
    @discardableResult
    package static func write(folder: URL) throws(FileWriteError) -> ReportRun {
        let run = ReportFolder.load(folder)
        try write(run)
        return run
    }

    /// Writes `index.html` and `summary.md` for `run` into its folder.
    package static func write(_ run: ReportRun) throws(FileWriteError) {
        try writeAtomically(Data(ReportPage(run: run).html.utf8), to: run.folder.appendingPathComponent(ReportFolder.pageName))
        try writeAtomically(Data(ReportSummary(run: run).markdown.utf8), to: run.folder.appendingPathComponent(ReportFolder.summaryName))
    }
}
