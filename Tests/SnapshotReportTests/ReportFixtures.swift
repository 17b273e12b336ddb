import Foundation
import PackageTestSupport
import SnapshotReport

/// An artifacts folder written as test processes write it: `.report/run`, records, and the
/// artifact files they name.
struct ArtifactsFolder {
    let url: URL

    init(_ label: String = "SnapshotReportTests") throws {
        url = try makeTemporaryFolder(label)
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }

    var path: String { url.path }

    /// Names `run` as the folder's run.
    func start(run: String) throws {
        try FileManager.default.createDirectory(at: ReportFolder.recordsFolder(in: url), withIntermediateDirectories: true)
        try Data((run + "\n").utf8).write(to: ReportFolder.runURL(in: url))
    }

    /// Writes `record` as `.report/<name>.json`.
    func write(_ record: ReportRecord, as name: String) throws {
        try record.encoded().write(to: ReportFolder.recordsFolder(in: url).appendingPathComponent("\(name).json"))
    }

    /// Writes `data` at `relative` inside the folder, creating folders.
    func file(_ relative: String, _ data: Data) throws {
        let target = url.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: target)
    }
}

/// An image failure of `test` whose files are `LoginTests/<test>.<name>.png` (new, reference,
/// difference), with its reference at `/p/__Snapshots__/LoginTests/…`.
func imageEntry(
    _ test: String, name: String = "1", line: Int = 12, root: String = "/p", time: Double = 1,
    difference: ImageDifference? = ImageDifference(
        failingPixels: 7, toleratedPixels: 2, maximumDeltaE: 31.25, region: .init(x: 3, y: 4, width: 5, height: 6))
) -> ReportEntry {
    let stem = "\(test).\(name)"
    return ReportEntry(
        id: "\(root)/__Snapshots__/LoginTests/\(stem).png", testName: test, snapshotName: "\(stem).png",
        sourceLocation: "AppTests/LoginTests.swift:\(line)", message: "Snapshot does not match reference.",
        referencePath: "\(root)/__Snapshots__/LoginTests/\(stem).png",
        artifacts: [
            .init(role: "new", path: "LoginTests/\(stem).png", presentation: .image(width: 40, height: 30)),
            .init(role: "reference", path: "LoginTests/\(stem).reference.png", presentation: .image(width: 40, height: 30)),
            .init(role: "difference", path: "LoginTests/\(stem).difference.png", presentation: .image(width: 130, height: 50)),
        ],
        time: Date(timeIntervalSince1970: time), difference: difference
    )
}

/// A text failure with a patch.
func textEntry(_ test: String, time: Double = 2) -> ReportEntry {
    ReportEntry(
        id: "/p/__Snapshots__/MenuTests/\(test).1.txt", testName: test, snapshotName: "\(test).1.txt",
        sourceLocation: "AppTests/MenuTests.swift:8", message: "@@ −1,2 +1,2 @@\n Brisket\n−Ribs\n+Pulled pork",
        referencePath: "/p/__Snapshots__/MenuTests/\(test).1.txt",
        artifacts: [
            .init(role: "new", path: "MenuTests/\(test).1.txt", presentation: .text),
            .init(role: "patch", path: "MenuTests/\(test).1.patch", presentation: .text),
        ],
        time: Date(timeIntervalSince1970: time)
    )
}
