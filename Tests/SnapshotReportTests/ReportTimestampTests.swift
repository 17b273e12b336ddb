import Foundation
import Testing

@testable import SnapshotReport

/// The run's start time on the report's page, written without ICU.
@Suite struct ReportTimestampTests {
    @Test(
        "Day, month, year, a 24-hour clock with leading zeros, and the zone",
        arguments: [
            (0, "1 Jan 1970, 00:00:00 GMT"),
            (1_796_172_240, "2 Dec 2026, 00:44:00 GMT"),
            (1_709_210_705, "29 Feb 2024, 12:45:05 GMT"),
            (1_703_980_799, "30 Dec 2023, 23:59:59 GMT"),
        ])
    func format(seconds: Int, expected: String) {
        #expect(reportTimestamp(secondsSince1970: seconds, brokenDown: universalTime) == expected)
    }

    @Test("Every month has its abbreviation")
    func months() {
        let names = (0..<12).map { month -> String in
            var time = tm()
            time.tm_mday = 1
            time.tm_mon = Int32(month)
            time.tm_year = 126
            return reportTimestamp(secondsSince1970: 0, brokenDown: { _ in time }).split(separator: " ")[1].description
        }
        #expect(names == ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"])
    }

    @Test("A time the C library cannot break down still names the instant")
    func unrepresentable() {
        #expect(reportTimestamp(secondsSince1970: 42, brokenDown: { _ in nil }) == "at 42 s after 1970 (UTC)")
    }

    @Test("The page names the run and when its record was started, from the run file's time")
    func pageShowsStart() throws {
        let folder = try ArtifactsFolder("ReportTimestampTests").url
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: ReportFolder.recordsFolder(in: folder), withIntermediateDirectories: true)
        let runFile = ReportFolder.runURL(in: folder)
        try Data("named timing\n".utf8).write(to: runFile)
        let started = Date(timeIntervalSince1970: 1_796_172_240)
        try FileManager.default.setAttributes([.modificationDate: started], ofItemAtPath: runFile.path)
        let run = ReportFolder.load(folder)
        #expect(run.started == started)
        #expect(ReportPage(run: run).html.contains("named timing, started \(reportTimestamp(started))"))
    }
}

/// `gmtime_r`: universal time, a fixed zone for these tests.
private func universalTime(_ seconds: Int) -> tm? {
    var clock = time_t(seconds), result = tm()
    return gmtime_r(&clock, &result) == nil ? nil : result
}
