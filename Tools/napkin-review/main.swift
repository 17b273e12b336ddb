import CommandLineOptions
import Foundation
import NapkinHTTPServer
import SnapshotReport

// napkin-review: the review server for snapshot failures, and `merge` for sharded CI runs.
// See ReviewCommandLine for the options and ReviewServer for what is served and how.

/// The package root: `--package-path`, else the nearest folder with a Package.swift.
func packageRoot(_ given: String?) throws -> URL {
    if let given { return URL(fileURLWithPath: given, isDirectory: true).standardizedFileURL }
    var folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    while true {
        if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
        let parent = folder.deletingLastPathComponent()
        guard parent.path != folder.path else {
            throw CommandLineUsageError("no Package.swift here or above; run napkin-review inside the package, or pass --package-path")
        }
        folder = parent
    }
}

/// Merges the folders named after `merge` into `--out`.
func merge(_ parsed: ParsedArguments) throws {
    guard let out = parsed[ReviewCommandLine.out] else {
        throw CommandLineUsageError("merge needs --out DIR, the folder for the merged report")
    }
    guard !parsed.positionals.isEmpty else { throw CommandLineUsageError("merge takes the artifacts folders to merge") }
    let run = try ReportMerge.merge(
        parsed.positionals.map { URL(fileURLWithPath: $0, isDirectory: true) }, into: URL(fileURLWithPath: out, isDirectory: true))
    try StandardOutput.printLine(
        "merged \(parsed.positionals.count) folders: \(run.failed) failed, \(run.passed) passed, \(run.recorded) recorded; \(out)/\(ReportFolder.pageName), \(out)/\(ReportFolder.summaryName)"
    )
}

/// Serves the review until Ctrl-C (or SIGTERM).
func serve(_ parsed: ParsedArguments) throws {
    let root = try packageRoot(parsed[ReviewCommandLine.packagePath])
    let artifactsPath =
        parsed[ReviewCommandLine.artifacts]
        ?? ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"].flatMap { $0.isEmpty ? nil : $0 }
        ?? root.appendingPathComponent(".build/snapshot-artifacts").path
    let artifacts = URL(fileURLWithPath: artifactsPath, isDirectory: true)
    let review = try ReviewServer(artifacts: artifacts, packageRoot: root)
    var configuration = HTTPServerConfiguration(port: UInt16(parsed[ReviewCommandLine.port] ?? 0))
    configuration.limits.maximumBodyBytes = ReviewServer.maximumBodyBytes
    let server = try HTTPServer(configuration: configuration, router: review.router)
    let watcher = RunWatcher(folder: artifacts, events: review.events)
    watcher.start()
    let (run, _) = review.pending()
    try StandardOutput.printLine("\(server.baseURL)/\(review.token)/")
    try StandardOutput.printLine(
        "napkin-review: \(run.failed) failure\(run.failed == 1 ? "" : "s") to review in \(artifacts.path), accepting into \(root.path); Ctrl-C stops"
    )
    var sources: [DispatchSourceSignal] = []
    for number in [SIGINT, SIGTERM] {
        signal(number, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
        source.setEventHandler {
            watcher.stop()
            server.stop()
        }
        source.resume()
        sources.append(source)
    }
    server.waitUntilStopped()
    withExtendedLifetime(sources) {}
}

do {
    let parsed = try ReviewCommandLine.table.parse(Array(CommandLine.arguments.dropFirst()))
    if parsed[FlagKey.help] {
        try StandardOutput.printLine(ReviewCommandLine.table.usage(for: parsed))
    } else if parsed.subcommand == ReviewCommandLine.merge {
        try merge(parsed)
    } else {
        try serve(parsed)
    }
} catch {
    exit(reportFailure(error, program: "napkin-review"))
}
